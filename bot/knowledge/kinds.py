"""The knowledge format's fixed vocabularies as enums, for code that tests for them.

Each enum's values are exactly those its model field accepts (`models.py`,
`tournament.py`; a test checks they agree), so code compares with `EventKind.CHANCE`
rather than the string "chance", and a misspelt kind is an error, not a branch that
never runs. The models keep their `Literal` fields for now (the published schema and
pydantic's messages print the values); a value read from a model converts with
`EventKind(e.kind)`. Being `StrEnum`s, the members equal their strings, so they mix with
code that still compares strings.
"""

from enum import StrEnum


class EventKind(StrEnum):
    """`Event.kind`: a moment of the timeline that is not a goal."""

    BREAK = "break"
    SUBSTITUTION = "substitution"
    CHANCE = "chance"
    SAVE = "save"
    CARD = "card"
    OTHER = "other"


class Role(StrEnum):
    """`Person.roles`."""

    PLAYER = "player"
    COACH = "coach"
    CAPTAIN = "captain"
    GOALKEEPER = "goalkeeper"
    SUBSTITUTE = "substitute"
    OFFICIAL = "official"
    ATTENDEE = "attendee"


class Card(StrEnum):
    """`Event.card`."""

    YELLOW = "yellow"
    RED = "red"
    SECOND_YELLOW = "second_yellow"


# The cards that book a player, and those that send one off (a second yellow is both).
BOOKING_CARDS = frozenset({Card.YELLOW, Card.SECOND_YELLOW})


class DecidedIn(StrEnum):
    """`Result.decided_in`, `NextMatch.decided_in`, a tournament match's `decided_in`."""

    REGULATION = "regulation"
    EXTRA_TIME = "extra_time"
    PENALTIES = "penalties"


class Period(StrEnum):
    """`Goal.period`, `Event.period`."""

    FIRST_HALF = "first_half"
    SECOND_HALF = "second_half"
    EXTRA_TIME_FIRST = "extra_time_first"
    EXTRA_TIME_SECOND = "extra_time_second"
    PENALTIES = "penalties"


# The periods of normal time (the 90 minutes), and of extra time.
NORMAL_TIME_PERIODS = frozenset({Period.FIRST_HALF, Period.SECOND_HALF})
EXTRA_TIME_PERIODS = frozenset({Period.EXTRA_TIME_FIRST, Period.EXTRA_TIME_SECOND})


class Method(StrEnum):
    """`Goal.method`: how a goal was scored."""

    HEADER = "header"
    SIDEFOOT = "sidefoot"
    SHOT = "shot"
    PENALTY = "penalty"
    FREE_KICK = "free_kick"
    OWN_GOAL = "own_goal"
    OTHER = "other"


class KickOutcome(StrEnum):
    """`ShootoutKick.outcome`."""

    SCORED = "scored"
    SAVED = "saved"
    MISSED = "missed"


class KickDetail(StrEnum):
    """`ShootoutKick.detail`: where a kick went."""

    WIDE = "wide"
    OVER = "over"
    BAR = "bar"
    POST = "post"


class AwardScope(StrEnum):
    """`Award.scope`: what an award is for."""

    MATCH = "match"
    TOURNAMENT = "tournament"


class Position(StrEnum):
    """A squad player's `position` (tournament data)."""

    GOALKEEPER = "goalkeeper"
    DEFENDER = "defender"
    MIDFIELDER = "midfielder"
    FORWARD = "forward"


class StageKind(StrEnum):
    """A tournament match's `stage`, in the order a tournament is played."""

    GROUP = "group"
    LEAGUE = "league"
    ROUND_OF_32 = "round_of_32"
    ROUND_OF_16 = "round_of_16"
    QUARTER_FINAL = "quarter_final"
    SEMI_FINAL = "semi_final"
    THIRD_PLACE = "third_place"
    FINAL = "final"
    OTHER = "other"
