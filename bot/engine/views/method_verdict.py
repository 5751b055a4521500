"""'Was it a header?' of one goal already picked (in a conversation, "it" is the goal
before): the yes or no first, then how it was scored."""

from __future__ import annotations

from bot.engine.facts.match import GoalFacts, MatchFacts
from bot.engine.languages.en.answering import METHOD_WORDS
from bot.engine.understanding.slots import Slots
from bot.engine.views.goal_text import method_phrase
from bot.knowledge import Method

# The goal view's lead that tells how a goal was scored: the one a verdict goes before
HOW_LEAD = "how"


def method_verdict(f: MatchFacts, s: Slots, goals: list[GoalFacts]) -> str:
    """'Yes, it was a header: ' / 'No, it was not a header: ' before the goal's sentence,
    when the question names a way of scoring of one goal it picks otherwise (by its
    number, the score it made, its name); '' else, and when the data does not tell how
    the goal was scored."""
    if len(goals) != 1 or len(s.methods) != 1 or not (s.goals or s.scores or s.ordinals):
        return ""
    asked, method = s.methods[0], goals[0].goal.method
    if asked not in METHOD_WORDS or method == Method.OTHER.value:
        return ""
    kind = method_phrase(f, asked)
    if method == asked:
        return f.say("verdict.method_yes", "Yes, it was {kind}: ", kind=kind)
    return f.say("verdict.method_no", "No, it was not {kind}: ", kind=kind)
