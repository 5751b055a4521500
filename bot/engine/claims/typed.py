"""Typed claims: what a view states, as data, before any word of it is written.

A view that is converted builds its facts as these claims and renders its sentence from
them (`claims.render`); the checker (`claims.verify`) looks each one up in the knowledge
before the reply is sent. A claim names teams and people by id (a tournament's data may
name a scorer only as written: then by that name), and the tournament match it is about
(`match`: None, the report's own match).

Each claim class has a `kind` (the metric's `reason` label when it fails). A negative
says what data it rests on (`Rests`): it holds only where the knowledge has that data.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.knowledge import Card, DecidedIn


class Kind(StrEnum):
    """The kinds of claim, the bounded label `answers_withheld_total{reason}` counts by."""

    RESULT = "result"  # a score or result, with extra time and penalties
    GOAL = "goal"  # a goal: its scorer, minute, team, method
    NEGATIVE = "negative"  # "nobody", "X did not score", "none of X's goals"
    COUNT = "count"  # a count or a duration
    PERSON = "person"  # a person's team, change, penalty or absence
    AWARD = "award"  # an award and its winner
    PROGRESS = "progress"  # a team's progress: who beat it, how far it got


class Rests(StrEnum):
    """The data a negative claim rests on: without it the negative is unprovable."""

    SCORE = "score"  # the final score (a side's goals)
    SCORERS = "scorers"  # every goal's scorer
    METHODS = "methods"  # how every goal was scored
    CARDS = "cards"  # the cards shown
    SHOOTOUT = "shootout"  # the shootout's kicks


class Counted(StrEnum):
    """What a count counts."""

    GOALS = "goals"
    YELLOW_CARDS = "yellow_cards"  # a second yellow is a yellow shown too
    RED_CARDS = "red_cards"  # players sent off (a second yellow included)
    CARDS = "cards"
    SHOOTOUT_SCORED = "shootout_scored"
    SHOOTOUT_TAKEN = "shootout_taken"  # the shootout's kicks taken (scored or not)


# The cards each count takes: a second yellow is a yellow shown, and a sending-off.
YELLOWS = frozenset({Card.YELLOW, Card.SECOND_YELLOW})
REDS = frozenset({Card.RED, Card.SECOND_YELLOW})


@dataclass(frozen=True)
class Result:
    """'A beat B 2-1 after extra time', 'A won 4-2 on penalties after a 3-3 draw'.
    `score` in `teams` order, goals of play (extra time included)."""

    teams: tuple[str, str]
    score: tuple[int, int]
    decided: DecidedIn
    winner: str | None
    shootout: tuple[int, int] | None = None  # in `teams` order
    match: str | None = None
    kind: Kind = Kind.RESULT


@dataclass(frozen=True)
class Tally:
    """A score the match went through ('England 1-0 up', 'it was 1-1 at half-time'),
    in `teams` order."""

    teams: tuple[str, str]
    score: tuple[int, int]
    match: str | None = None
    kind: Kind = Kind.RESULT


@dataclass(frozen=True)
class Goal:
    """A goal: its scorer and side, and where the view states them, its minute (with
    added time), how it was scored and which of its side's goals it was."""

    scorer: str
    team: str
    minute: int | None = None
    added: int | None = None
    method: str | None = None
    number: int | None = None  # the side's 1st, 2nd ... goal
    match: str | None = None
    kind: Kind = Kind.GOAL
    stoppage: bool = False  # said to be in stoppage time ('90+'', 'in stoppage time')
    assist: str | None = None  # who set it up, where the view says


@dataclass(frozen=True)
class NoGoals:
    """'T did not score' (in `periods`, when narrowed): rests on the score, or for a part
    of the match on every goal's scorer and period."""

    team: str
    periods: tuple[str, ...] = ()
    match: str | None = None
    kind: Kind = Kind.NEGATIVE

    @property
    def rests(self) -> Rests:
        return Rests.SCORERS if self.periods else Rests.SCORE


@dataclass(frozen=True)
class DidNotScore:
    """'X did not score': rests on every goal's scorer being known."""

    person: str
    periods: tuple[str, ...] = ()
    match: str | None = None
    kind: Kind = Kind.NEGATIVE
    rests: Rests = Rests.SCORERS


@dataclass(frozen=True)
class NoneOfMethod:
    """'None of X's goals was a header' (`who`: a person or a team; None: the match's
    goals): rests on how every goal was scored."""

    who: str | None
    method: str
    match: str | None = None
    kind: Kind = Kind.NEGATIVE
    rests: Rests = Rests.METHODS


@dataclass(frozen=True)
class NoCards:
    """'Nobody was sent off' (`red`), 'the report records no cards', 'No T player was
    sent off' (`team`): rests on the cards shown."""

    red: bool
    team: str | None = None
    match: str | None = None
    kind: Kind = Kind.NEGATIVE
    rests: Rests = Rests.CARDS


@dataclass(frozen=True)
class NoShootout:
    """'There was no penalty shootout': rests on the score."""

    match: str | None = None
    kind: Kind = Kind.NEGATIVE
    rests: Rests = Rests.SCORE


@dataclass(frozen=True)
class Count:
    """'14 yellow cards', 'X scored 2 goals' (`who`: a person or a team; None: the
    match)."""

    counted: Counted
    n: int
    who: str | None = None
    match: str | None = None
    kind: Kind = Kind.COUNT


@dataclass(frozen=True)
class Duration:
    """'a lead that lasted 66 minutes': from one moment to another, added time counted
    (a minute mark is its minute plus its added time)."""

    start: tuple[int, int]  # (minute, added)
    end: tuple[int, int]
    minutes: int
    kind: Kind = Kind.COUNT


@dataclass(frozen=True)
class TablePlace:
    """'Spain finished 1st in Group J' under the competition's tie-break (`group`: None,
    a league's table)."""

    team: str
    place: int
    group: str | None = None
    kind: Kind = Kind.PROGRESS


@dataclass(frozen=True)
class AwardWon:
    """'Golden Ball: Lionel Messi': the award (its English name) and its winner."""

    award: str
    person: str
    kind: Kind = Kind.AWARD


@dataclass(frozen=True)
class Progress:
    """A team's progress: it went out to `beaten_by` at `match` (the last match it
    played), or, with no `beaten_by`, `match` is where its tournament ended unbeaten
    (it won it)."""

    team: str
    match: str
    beaten_by: str | None = None
    kind: Kind = Kind.PROGRESS


Negative = NoGoals | DidNotScore | NoneOfMethod | NoCards | NoShootout
Claim = Result | Tally | Goal | Negative | Count | Duration | TablePlace | AwardWon | Progress


@dataclass(frozen=True)
class Said:
    """A claim and the words it was rendered as (so a claim that fails its check takes
    its words out of the answer)."""

    claim: Claim
    text: str
