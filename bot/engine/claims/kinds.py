"""The rules claims are checked by, the kind of claim each reads, and a claim that failed.

The kind is the reason a claim is withheld (a bounded label: the metric
`answers_withheld_total` counts by it); the rule is the check that found it: a typed
claim's own check (named after its class), or a rule of the text reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.engine.claims import typed as t
from bot.engine.claims.typed import Claim, Kind

REASONS: tuple[Kind, ...] = tuple(Kind)


class Rule(StrEnum):
    # typed claims, one check per class (see `verify`)
    RESULT = "result"
    TALLY = "tally"
    GOAL = "goal"
    NO_GOALS = "no_goals"
    NONE_OF_METHOD = "none_of_method"
    NO_CARDS = "no_cards"
    NO_SHOOTOUT = "no_shootout"
    COUNT = "count"
    DURATION = "duration"
    TABLE_PLACE = "table_place"
    AWARD = "award"
    PROGRESS = "progress"
    # the text reading (see `report`, `data`); did_not_score is both
    DID_NOT_SCORE = "did_not_score"
    SCORES = "scores"
    BEAT_LEVEL = "beat_level"
    MINUTES = "minutes"
    SCORED_FOR = "scored_for"
    NTH_GOAL = "nth_goal"
    KICKS = "kicks"
    NO_GOAL_DATA = "no_goal_data"
    NONE_OF_KIND = "none_of_kind"
    NOBODY_SENT_OFF = "nobody_sent_off"
    NO_CARD_DATA = "no_card_data"
    COUNTS = "counts"
    THOUSANDS = "thousands"
    LEAD_LASTED = "lead_lasted"
    CARD_COUNT = "card_count"
    BRACKETS = "brackets"
    CHANGES = "changes"
    PENALTIES = "penalties"
    ABSENCES = "absences"

    @property
    def reason(self) -> Kind:
        return _REASON_OF.get(self, Kind.RESULT)

    @staticmethod
    def of(claim: Claim) -> Rule:
        """The rule a typed claim is checked by."""
        return _RULE_OF[type(claim)]


_REASON_OF: dict[Rule, Kind] = {
    Rule.GOAL: Kind.GOAL,
    Rule.MINUTES: Kind.GOAL,
    Rule.SCORED_FOR: Kind.GOAL,
    Rule.NTH_GOAL: Kind.GOAL,
    Rule.KICKS: Kind.GOAL,
    Rule.NO_GOALS: Kind.NEGATIVE,
    Rule.NONE_OF_METHOD: Kind.NEGATIVE,
    Rule.NO_CARDS: Kind.NEGATIVE,
    Rule.NO_SHOOTOUT: Kind.NEGATIVE,
    Rule.DID_NOT_SCORE: Kind.NEGATIVE,
    Rule.NO_GOAL_DATA: Kind.NEGATIVE,
    Rule.NONE_OF_KIND: Kind.NEGATIVE,
    Rule.NOBODY_SENT_OFF: Kind.NEGATIVE,
    Rule.NO_CARD_DATA: Kind.NEGATIVE,
    Rule.COUNT: Kind.COUNT,
    Rule.DURATION: Kind.COUNT,
    Rule.COUNTS: Kind.COUNT,
    Rule.THOUSANDS: Kind.COUNT,
    Rule.LEAD_LASTED: Kind.COUNT,
    Rule.CARD_COUNT: Kind.COUNT,
    Rule.BRACKETS: Kind.PERSON,
    Rule.CHANGES: Kind.PERSON,
    Rule.PENALTIES: Kind.PERSON,
    Rule.ABSENCES: Kind.PERSON,
    Rule.AWARD: Kind.AWARD,
    Rule.PROGRESS: Kind.PROGRESS,
    Rule.TABLE_PLACE: Kind.PROGRESS,
}

# The typed claim classes, each with its check's rule.
_RULE_OF: dict[type, Rule] = {
    t.Result: Rule.RESULT,
    t.Tally: Rule.TALLY,
    t.Goal: Rule.GOAL,
    t.NoGoals: Rule.NO_GOALS,
    t.DidNotScore: Rule.DID_NOT_SCORE,
    t.NoneOfMethod: Rule.NONE_OF_METHOD,
    t.NoCards: Rule.NO_CARDS,
    t.NoShootout: Rule.NO_SHOOTOUT,
    t.Count: Rule.COUNT,
    t.Duration: Rule.DURATION,
    t.TablePlace: Rule.TABLE_PLACE,
    t.AwardWon: Rule.AWARD,
    t.Progress: Rule.PROGRESS,
}

# The rules of the typed checks (a typed claim withheld: a view built a false claim).
TYPED_RULES: frozenset[Rule] = frozenset(_RULE_OF.values())


@dataclass(frozen=True)
class Withheld:
    """One claim that failed: the rule that found it and what it says (for the log)."""

    rule: Rule
    claim: str

    def __post_init__(self) -> None:
        if not isinstance(self.rule, Rule):  # a rule named by its value ("did_not_score")
            object.__setattr__(self, "rule", Rule(self.rule))

    @property
    def reason(self) -> Kind:
        return self.rule.reason

    def __str__(self) -> str:
        return f"{self.rule}: {self.claim}"
