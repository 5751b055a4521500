"""The one model of a match: what data gives of it, and its report when there is one.

Every match is a `Match`. The fields a data feed gives (Football.JSON and the like) are
always there: id, teams, date, stage and round, group, kick-off, venue, score (with extra
time and a shootout) and scorers. A match told by a reporter as well carries it as its
optional `report` (a `Report`, see the `report` module): the timeline, lineups, awards,
the crowd. A tournament's matches are `Match`es, and the one a knowledge's match report is
about carries that report once loaded (`merge` sets it where `links` found it). Nothing
here names a competition, team or player.
"""

# No `from __future__ import annotations` here: pydantic then reads the annotations as
# objects, instead of compiling each one from a string as every process starts.

import datetime as dt
import re
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator
from pydantic.json_schema import SkipJsonSchema

from bot.knowledge.fields import Id, IsoDate, Name, Strict
from bot.knowledge.report import Report

Stage = Literal[
    "group",
    "league",
    "round_of_32",
    "round_of_16",
    "quarter_final",
    "semi_final",
    "third_place",
    "final",
    "other",
]
# In the order a tournament is played: how far a team got is the latest of these.
STAGES: tuple[str, ...] = Stage.__args__  # type: ignore[attr-defined]
GoalPeriod = Literal["first_half", "second_half", "extra_time_first", "extra_time_second"]
# Where a live source says a match is (football-data.org's status, or a Football.JSON
# "status"); absent where the source gives none (then the score and the clock tell).
# "awarded": a result given (a forfeit, a walkover, a match abandoned and given), not a
# match played to that score.
MatchStatus = Literal["scheduled", "in_play", "paused", "finished", "postponed", "awarded"]
AWARDED: MatchStatus = "awarded"
# A live source's statuses of a match over (a result given counts: its full time is posted).
ENDED: frozenset[MatchStatus] = frozenset({"finished", AWARDED})
# A live source's statuses of a match kicked off: not one still to come.
STARTED: frozenset[MatchStatus] = frozenset({"in_play", "paused", "finished", AWARDED})
DecidedIn = Literal["regulation", "extra_time", "penalties"]
Goals = Annotated[int, Field(ge=0, le=99)]
Pair = Annotated[
    list[Goals],
    Field(min_length=2, max_length=2, description="[first team, second team], in `teams` order."),
]


class TournamentGoal(Strict):
    """One goal of a match from data: who, when, for whom; nothing the source lacks."""

    team: Id = Field(description="The team the goal counts for (an own goal: the other side).")
    player: Id | None = Field(
        default=None, description="The squad player who scored; absent when not linked."
    )
    name: Name = Field(description="The scorer as the source writes the name.")
    minute: Annotated[int, Field(ge=0, le=130)] = Field(
        description="The minute as the source gives it: 45+5 is minute 45, added 5."
    )
    added: Annotated[int, Field(ge=1, le=30)] | None = Field(
        default=None, description="Minutes of stoppage time, when the source gives them."
    )
    period: GoalPeriod
    penalty: bool = Field(default=False, description="A penalty in play (never a shootout kick).")
    own_goal: bool = False

    @model_validator(mode="after")
    def _not_both(self) -> Self:
        if self.penalty and self.own_goal:
            raise ValueError("a goal cannot be both a penalty and an own goal")
        return self

    @property
    def order(self) -> tuple[int, int, int]:
        """Sort key in match time: period, minute, stoppage."""
        return (_PERIODS.index(self.period), self.minute, self.added or 0)

    @property
    def clock(self) -> str:
        """The minute as fans write it: 67, 45+5."""
        return f"{self.minute}+{self.added}" if self.added else str(self.minute)


_PERIODS: tuple[str, ...] = GoalPeriod.__args__  # type: ignore[attr-defined]
_ROUND_NUMBER = re.compile(r"(\d+)\s*$")


class MatchScore(Strict):
    """The score at each point the source gives, each as [first team, second team]."""

    half_time: Pair | None = None
    full_time: Pair = Field(description="After 90 minutes and stoppage time.")
    extra_time: Pair | None = Field(
        default=None, description="After extra time, counting all goals; absent without it."
    )
    penalties: Pair | None = Field(default=None, description="Shootout kicks scored.")
    aggregate: Pair | None = Field(
        default=None,
        description="A two-legged tie's second leg: both legs' goals after 90 minutes, "
        "which must be level for extra time or a shootout to follow.",
    )

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        ht, ft, et, pens = self.half_time, self.full_time, self.extra_time, self.penalties
        if ht is not None and (ht[0] > ft[0] or ht[1] > ft[1]):
            raise ValueError("the half-time score is higher than the full-time score")
        tie = self.aggregate or ft
        if et is not None:
            if tie[0] != tie[1]:
                raise ValueError("extra time after a full-time score that is not level")
            if et[0] < ft[0] or et[1] < ft[1]:
                raise ValueError("the score after extra time is lower than at full time")
        if pens is not None:
            last = et if et is not None else ft
            if self.aggregate is not None and et is not None:
                last = [tie[0] + et[0] - ft[0], tie[1] + et[1] - ft[1]]
            elif self.aggregate is not None:
                last = tie
            if last[0] != last[1]:
                raise ValueError("a shootout after a score that is not level")
            if pens[0] == pens[1]:
                raise ValueError("a shootout cannot end level")
        return self

    @property
    def final(self) -> list[int]:
        """The goals of play, extra time included."""
        return self.extra_time if self.extra_time is not None else self.full_time

    @property
    def decided_in(self) -> DecidedIn:
        if self.penalties is not None:
            return "penalties"
        return "extra_time" if self.extra_time is not None else "regulation"


class Match(Strict):
    """One match: the data's fields, and the report when a reporter told it too."""

    id: Id
    number: Annotated[int, Field(ge=1, le=10_000)] | None = Field(
        default=None, description="The match number, only where the source gives one."
    )
    stage: Stage
    round: Name = Field(description="The round as the source names it, e.g. 'Matchday 1'.")
    group: Id | None = None
    date: IsoDate
    time: Name | None = Field(
        default=None, description="Kick-off as the source gives it, e.g. '15:00 UTC-4'."
    )
    venue: Id | None = None
    ground: Name | None = Field(
        default=None, description="Where it was played, as the source says, if no venue links."
    )
    teams: list[Id] = Field(min_length=2, max_length=2, description="First listed, then second.")
    score: MatchScore | None = Field(default=None, description="Absent: not played yet.")
    goals: list[TournamentGoal] = Field(
        default_factory=list, description="Both teams' goals in match time."
    )
    goals_listed: bool = Field(
        default=True,
        description="false: the source names no scorers for this match, so its goals are "
        "not known (only the score).",
    )
    status: MatchStatus | None = Field(
        default=None,
        description="Where a live source says the match is, or 'awarded' for a result given "
        "rather than played; absent: the score and the kick-off time tell.",
    )
    # Written as a knowledge file's `match:` section, never inside a tournament's match:
    # the loader sets it on the match the report is about. Not in the files' schema and
    # never written out with the data.
    report: SkipJsonSchema[Report | None] = Field(default=None, exclude=True)

    @model_validator(mode="after")
    def _goals_agree(self) -> Self:
        if self.teams[0] == self.teams[1]:
            raise ValueError("a match needs two different teams")
        if self.report is not None and set(self.report.teams) != set(self.teams):
            raise ValueError("the report is about other teams than this match")
        for i, goal in enumerate(self.goals):
            if goal.team not in self.teams:
                raise ValueError(f"goals[{i}]: '{goal.team}' is not one of this match's teams")
        if self.score is None:
            if self.goals:
                raise ValueError("goals are given but no score")
            return self
        if not self.goals_listed:
            if self.goals:
                raise ValueError("goals are given but goals_listed is false")
            return self
        problem = goals_disagree(self.teams, self.score, self.goals)
        if problem:
            raise ValueError(problem)
        if any(b.order < a.order for a, b in zip(self.goals, self.goals[1:], strict=False)):
            raise ValueError("goals must be listed in match time")
        return self

    def with_report(self, report: Report | None) -> Self:
        """This match carrying `report` (validated again, as any match is)."""
        return type(self).model_validate({**self.__dict__, "report": report})

    @property
    def winner(self) -> Id | None:
        """Who won, a shootout included; None for a draw or a match not played."""
        if self.score is None:
            return None
        pair = self.score.penalties or self.score.final
        if pair[0] == pair[1]:
            return None
        return self.teams[0] if pair[0] > pair[1] else self.teams[1]

    @property
    def loser(self) -> Id | None:
        winner = self.winner
        return None if winner is None else next(t for t in self.teams if t != winner)

    def goals_of(self, team: Id) -> int | None:
        """The goals of play `team` scored (extra time included); None if not played."""
        if self.score is None:
            return None
        return self.score.final[self.teams.index(team)]

    @property
    def round_number(self) -> int | None:
        """The number the round's name ends with ("Matchday 7", "Jornada 7"), if any."""
        found = _ROUND_NUMBER.search(self.round)
        return int(found.group(1)) if found else None

    @property
    def kickoff(self) -> tuple[dt.date, str]:
        """Sort key in tournament order (date, then kick-off time as written)."""
        return (self.date, self.time or "")


def goals_disagree(
    teams: list[str], score: MatchScore, goals: list[TournamentGoal], *, half_time: bool = False
) -> str | None:
    """Why the goals do not add up to the score (full time, after extra time, and with
    `half_time` the half-time score too), or None when they do. A half-time score that
    disagrees is kept as the source gives it (feeds disagree with themselves there, e.g.
    over a goal in first-half stoppage time), so the model checks only the others."""
    checks: list[tuple[str, list[int], tuple[str, ...]]] = [
        ("full time", score.full_time, ("first_half", "second_half"))
    ]
    if half_time and score.half_time is not None:
        checks.append(("half time", score.half_time, ("first_half",)))
    if score.extra_time is not None:
        checks.append(("after extra time", score.extra_time, _PERIODS))
    elif any(g.period.startswith("extra_time") for g in goals):
        return "a goal in extra time, but the score has no extra time"
    for label, pair, periods in checks:
        counted = [sum(g.team == t and g.period in periods for g in goals) for t in teams]
        if counted != list(pair):
            return (
                f"the goals make {counted[0]}-{counted[1]} at {label}, "
                f"the score says {pair[0]}-{pair[1]}"
            )
    return None
