"""The kinds of claim an answer makes, and a claim that failed its check.

The kind is the reason a claim is withheld (a bounded label: the metric
`answers_withheld_total` counts by it); the rule is the check that found it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Reason = Literal[
    "result",  # a score or result, with extra time and penalties
    "goal",  # a goal: its scorer, minute, team, method
    "negative",  # "nobody", "X did not score", "none of X's goals": false or unprovable
    "count",  # a count or a duration
    "person",  # a person's team, change, penalty or absence
    "award",  # an award and its winner
    "progress",  # a team's progress: who beat it, how far it got
]
REASONS: tuple[Reason, ...] = (
    "result",
    "goal",
    "negative",
    "count",
    "person",
    "award",
    "progress",
)

# Which kind of claim each rule reads.
RULE_REASONS: dict[str, Reason] = {
    "scores": "result",
    "beat_level": "result",
    "minutes": "goal",
    "scored_for": "goal",
    "nth_goal": "goal",
    "kicks": "goal",
    "did_not_score": "negative",
    "no_goal_data": "negative",
    "none_of_kind": "negative",
    "nobody_sent_off": "negative",
    "no_card_data": "negative",
    "counts": "count",
    "thousands": "count",
    "lead_lasted": "count",
    "card_count": "count",
    "brackets": "person",
    "changes": "person",
    "penalties": "person",
    "absences": "person",
    "award": "award",
    "progress": "progress",
}


@dataclass(frozen=True)
class Withheld:
    """One claim that failed: the rule that read it and what it says (for the log)."""

    rule: str
    claim: str

    @property
    def reason(self) -> Reason:
        return RULE_REASONS.get(self.rule, "result")

    def __str__(self) -> str:
        return f"{self.rule}: {self.claim}"
