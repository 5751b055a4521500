"""Which intents may be offered to fans ("did you mean", a decline's suggestions) for
this match: not one whose answer is "the report doesn't say", nor one whose suggestion
asks of a kind of moment the match never had ("Who won the penalty shootout?" of a match
without one, "Was anyone sent off?" with no red card, "Who hit the post?" with no shot
off the woodwork)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.pipeline import Understanding
from bot.engine.understanding.slots import Slots
from bot.engine.views import VIEWS
from bot.engine.views.dismissals import dismissals
from bot.knowledge import Intent


def lacking(
    intents: Iterable[Intent], f: MatchFacts, understanding: Understanding
) -> frozenset[str]:
    """The intents not to offer for the match `f` tells."""
    out: set[str] = set()
    for i in intents:
        if i.answer.view is None:
            continue
        spec = VIEWS[i.answer.view]
        empty = spec.whole_match and not spec.render(f, Slots()).known
        asked = understanding.parse(i.suggestion).slots if i.suggestion else None
        if empty or (asked is not None and not _fits(f, i, asked)):
            out.add(i.id)
    return frozenset(out)


def _fits(f: MatchFacts, i: Intent, slots: Slots) -> bool:
    """Whether the intent's suggestion, read as a question (`slots`), asks of something
    the match had."""
    asked = set(slots.topics)
    if topic.SHOOTOUT in asked and f.match.result.shootout is None:
        return False
    if topic.SENT_OFF in asked and not (f.sent_off() or dismissals(f)):
        return False
    if topic.PENALTY_FOUL in asked and not f.penalties_in_play():
        return False
    spec = VIEWS[i.answer.view] if i.answer.view else None
    named = slots.people or slots.teams or slots.goals
    if spec is not None and spec.whole_match and asked and not named:
        return spec.render(f, slots).known  # "Who hit the post?": a shot off the woodwork
    return True
