"""Pydantic models of a tournament: its matches, teams, squads, groups and venues.

A tournament is what a data feed gives (Football.JSON and the like): every match with its
score and scorers, but no report. It sits beside the one-match `Match` of a report: a
knowledge may hold either or both, and a report's match is linked to its tournament match
(see `links`). Nothing here names a competition, team or player.
"""

# No `from __future__ import annotations` here: pydantic then reads the annotations as
# objects, instead of compiling each one from a string as every process starts.

import datetime as dt
import re
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.knowledge.fields import Id, IsoDate, Name, Strict, Text, Translatable
from bot.knowledge.zones import zone_of as _zone_of

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
MatchStatus = Literal["scheduled", "in_play", "paused", "finished", "postponed"]
# A live source's statuses of a match kicked off: not one still to come.
STARTED: frozenset[MatchStatus] = frozenset({"in_play", "paused", "finished"})
Position = Literal["goalkeeper", "defender", "midfielder", "forward"]
DecidedIn = Literal["regulation", "extra_time", "penalties"]
Goals = Annotated[int, Field(ge=0, le=99)]
Pair = Annotated[
    list[Goals],
    Field(min_length=2, max_length=2, description="[first team, second team], in `teams` order."),
]
Code = Annotated[str, Field(pattern=r"^[A-Za-z0-9]{2,5}$")]
# How teams level on points in a group are separated, one rule a step. The head-to-head
# rules count only the matches between the teams still level; consecutive head-to-head
# rules are applied together and again to a smaller set they leave level (as FIFA's and
# UEFA's regulations say). "name" is the last resort the data allows (it has no fair-play
# points and no drawing of lots) and always ends the order.
TieBreak = Literal[
    "points",
    "goal_difference",
    "goals_scored",
    "away_goals_scored",
    "wins",
    "away_wins",
    "head_to_head_points",
    "head_to_head_goal_difference",
    "head_to_head_goals",
    "name",
]
TIEBREAK_RULES: tuple[str, ...] = TieBreak.__args__  # type: ignore[attr-defined]
# The order when a tournament states none: the World Cup's from 1998 to 2022.
DEFAULT_TIEBREAK: tuple[str, ...] = (
    "points",
    "goal_difference",
    "goals_scored",
    "head_to_head_points",
    "head_to_head_goal_difference",
    "head_to_head_goals",
)


def tiebreak_problem(rules: list[str]) -> str | None:
    """What is wrong with a tie-break order, or None: points first, no rule twice, and
    "name" (the last resort) only last."""
    if not rules or rules[0] != "points":
        return "the tie-break order starts with points"
    twice = sorted({r for r in rules if rules.count(r) > 1})
    if twice:
        return f"{', '.join(twice)} given twice"
    if "name" in rules[:-1]:
        return "name is the last resort: only last"
    return None


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


class TournamentMatch(Strict):
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
        description="Where a live source says the match is; absent: the score and the "
        "kick-off time tell.",
    )

    @model_validator(mode="after")
    def _goals_agree(self) -> Self:
        if self.teams[0] == self.teams[1]:
            raise ValueError("a match needs two different teams")
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


class TournamentTeam(Translatable):
    id: Id
    name: Name
    code: Code | None = Field(default=None, description="e.g. the FIFA code.")
    group: Id | None = None
    confederation: Name | None = None
    continent: Name | None = None
    aliases: list[Name] = Field(
        default_factory=list, description="Other names fans or sources use, any language."
    )


class Player(Strict):
    """A squad member as the squad list gives them."""

    id: Id
    name: Name
    team: Id
    number: Annotated[int, Field(ge=0, le=99)] | None = None
    position: Position | None = None
    club: Name | None = None
    club_country: Code | None = None
    date_of_birth: IsoDate | None = None

    def age_on(self, day: dt.date) -> int | None:
        """Age in whole years on `day`, if the date of birth is known."""
        born = self.date_of_birth
        if born is None:
            return None
        return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


class Group(Strict):
    id: Id
    name: Name
    teams: list[Id] = Field(default_factory=list)


class TournamentVenue(Strict):
    id: Id
    name: Name | None = Field(default=None, description="The stadium.")
    city: Name
    capacity: Annotated[int, Field(ge=1, le=300_000)] | None = None
    timezone: Name | None = Field(default=None, description="e.g. 'UTC-4'.")
    country: Code | None = None


class DataSource(Strict):
    """Where the data came from, to name it and its licence."""

    name: Name
    url: Name | None = None
    licence: Name
    files: list[Name] = Field(default_factory=list)


class Places(Strict):
    """Places of a league table that mean something: the European places, a play-off."""

    name: Name = Field(description="e.g. 'Champions League', 'relegation play-off'.")
    first: Annotated[int, Field(ge=1, le=40)]
    last: Annotated[int, Field(ge=1, le=40)]


class LeagueRules(Strict):
    """A league's rules beyond the tie-break order: points, who goes down, the places
    that lead somewhere, points taken off. The importer writes known defaults for the big
    five leagues; a knowledge states its own."""

    win: Annotated[int, Field(ge=0, le=5)] = 3
    draw: Annotated[int, Field(ge=0, le=3)] = 1
    relegated: Annotated[int, Field(ge=0, le=10)] = Field(
        default=0, description="How many clubs at the bottom go down."
    )
    promoted: Annotated[int, Field(ge=0, le=10)] = Field(
        default=0,
        description="How many clubs at the top go up directly (a second division); a "
        "promotion play-off is one of `places`.",
    )
    came_up: list[Id] | None = Field(
        default=None,
        description="The clubs that came up into this season from the league below. Absent: "
        "found from the knowledge's previous season of the same league (the clubs new to "
        "it) or of the league below (the clubs in both), when it holds one.",
    )
    places: list[Places] = Field(
        default_factory=list, description="European places, play-offs: by table place."
    )
    deductions: dict[Id, Annotated[int, Field(ge=1, le=99)]] = Field(
        default_factory=dict, description="Points taken off a club (team id -> points)."
    )
    note: Text | None = Field(default=None, description="Where the rules come from.")


class Tournament(Translatable):
    """A whole tournament from data: every list in the source's order."""

    id: Id
    name: Name
    source: DataSource
    teams: list[TournamentTeam] = Field(default_factory=list)
    players: list[Player] = Field(default_factory=list)
    groups: list[Group] = Field(default_factory=list)
    venues: list[TournamentVenue] = Field(default_factory=list)
    matches: list[TournamentMatch] = Field(min_length=1)
    tiebreak: list[TieBreak] | None = Field(
        default=None,
        description="How teams level on points in a group are separated, in order, as the "
        "competition's regulations say: e.g. [points, head_to_head_points, "
        "head_to_head_goal_difference, head_to_head_goals, goal_difference, goals_scored] "
        "for the Euro. Absent: the World Cup's order of 1998-2022 (points, goal_difference, "
        "goals_scored, then the head-to-head rules). Team name always ends the order. A "
        "top-level `tiebreak:` in another file overrides it.",
    )
    rules: LeagueRules | None = Field(
        default=None,
        description="A league's points, relegation, places and deductions (absent: 3 "
        "points a win, 1 a draw, nothing more stated).",
    )
    timezone: Name | None = Field(
        default=None,
        description="The IANA zone (e.g. 'Europe/London') its kick-off times are written "
        "in where a time has no offset of its own and its venue none either (a league's "
        "files write local times). Absent: such a time's zone is unknown.",
    )
    note: Text | None = None

    @model_validator(mode="after")
    def _tiebreak_valid(self) -> Self:
        problem = self.tiebreak is not None and tiebreak_problem(list(self.tiebreak))
        if problem:
            raise ValueError(f"tiebreak: {problem}")
        return self

    @model_validator(mode="after")
    def _zone_known(self) -> Self:
        if self.timezone is not None and _zone_of(self.timezone) is None:
            raise ValueError(f"timezone: {self.timezone!r} is not an IANA zone name")
        return self

    @property
    def tiebreak_order(self) -> tuple[str, ...]:
        """The order its group tables use: the stated one (else the default), then name."""
        rules = tuple(self.tiebreak or DEFAULT_TIEBREAK)
        return rules if rules[-1] == "name" else (*rules, "name")

    @property
    def is_league(self) -> bool:
        """Whether its teams meet in one table (a league season, a league phase): it has
        league matches that belong to no group."""
        return any(m.stage == "league" and m.group is None for m in self.matches)

    def match(self, match_id: str) -> TournamentMatch:
        return next(m for m in self.matches if m.id == match_id)

    def team(self, team_id: str) -> TournamentTeam:
        return next(t for t in self.teams if t.id == team_id)

    def player(self, player_id: str) -> Player:
        return next(p for p in self.players if p.id == player_id)

    def matches_of(self, team_id: str) -> list[TournamentMatch]:
        """The team's matches in the order played."""
        return sorted((m for m in self.matches if team_id in m.teams), key=lambda m: m.kickoff)
