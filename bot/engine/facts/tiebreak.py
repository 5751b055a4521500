"""The tie-break order of a group table in words, for every answer and card that shows a
table, so each says the order it was computed in (the competition's, see
`Tournament.tiebreak_order`)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.facts.phrases import say

RULE_WORDS = {
    "points": "points",
    "goal_difference": "goal difference",
    "goals_scored": "goals scored",
    "wins": "wins",
    "head_to_head_points": "head-to-head points",
    "head_to_head_goal_difference": "head-to-head goal difference",
    "head_to_head_goals": "head-to-head goals scored",
    "name": "then alphabetical (the data has no fair-play points or drawing of lots)",
}


def tiebreak_text(rules: Iterable[str], lang: str) -> str:
    """'points, head-to-head points, ..., name' in `lang`."""
    return ", ".join(say(lang, f"tiebreak.{r}", RULE_WORDS[r]) for r in rules)
