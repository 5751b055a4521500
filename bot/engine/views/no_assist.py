"""A goal's assist asked ("who passed it to him", "who set up the second goal") where
the knowledge records none: said so, with the goal's own words, which often tell the
build-up ("took a short pass from Hector Enrique"), rather than the scorer's sentence
that reads as an answer."""

from __future__ import annotations

from bot.engine.facts.match import GoalFacts, MatchFacts, minute_mark
from bot.engine.facts.wording import said_text
from bot.engine.views.base import Rendered
from bot.engine.views.goal_text import goal_facts


def no_assist(f: MatchFacts, goals: list[GoalFacts]) -> Rendered:
    """'No assist is recorded for Diego Maradona's goal (55'): “The Goal of the
    Century: ...”' for each goal asked (up to 4)."""
    parts = []
    for g in goals[:4]:
        head = f.say(
            "goal.no_assist",
            "No assist is recorded for {scorer}'s goal ({mark})",
            scorer=f.name(g.goal.scorer),
            mark=minute_mark(g.goal),
        )
        told = said_text(f, g.goal)
        parts.append(f"{head}: {told}" if told else f"{head}.")
    return Rendered(" ".join(parts), dict(goals=[goal_facts(f, g) for g in goals]))
