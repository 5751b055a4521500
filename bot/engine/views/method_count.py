"""'How many headers were scored', 'cuántos goles de cabeza hubo': a count of the goals
of one kind, the number first, then those goals (of the team named, if one is)."""

from __future__ import annotations

from bot.engine.claims.typed import Said
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.claim_text import render_goal_mark
from bot.engine.views.goal_text import goal_facts, goal_of, method_phrase


def count_of_method(f: MatchFacts, s: Slots) -> Rendered | None:
    """'2 goals (header): X 49', Y 80'.'; None unless such a count is asked and some goal
    is of that kind (none of it: the views' honest no)."""
    if topic.COUNT not in s.topics or len(s.methods) != 1:
        return None
    if s.people or s.goals or s.minutes or s.ordinals or s.scores:
        return None
    chosen = [g for g in f.goals if g.goal.method == s.methods[0]]
    if len(s.teams) == 1:
        chosen = [g for g in chosen if g.goal.team == s.teams[0]]
    if not chosen:
        return None
    n = len(chosen)
    count = f.say("count.goals", "{n} goals", n=n) if n > 1 else f.say("count.goal", "1 goal")
    scored = [goal_of(f, g) for g in chosen]
    marks = [render_goal_mark(f, g) for g in scored]
    kind = method_phrase(f, s.methods[0]).split(" ", 1)[-1]  # "a header" -> "header"
    text = f.say(
        "count.method", "{count} ({kind}): {marks}.", count=count, kind=kind, marks=", ".join(marks)
    )
    claims = tuple(Said(g, mark) for g, mark in zip(scored, marks, strict=True))
    return Rendered(text, dict(goals=[goal_facts(f, g) for g in chosen]), claims=claims)
