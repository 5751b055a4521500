"""Pydantic models of a tournament: its matches, teams, squads, groups and venues.

A tournament is what a data feed gives (Football.JSON and the like): every match (a
`Match`, see `match`) with its score and scorers, but no report. A knowledge may hold a
tournament, a match report, or both: a report is linked to its tournament match (see
`links`), which then carries it. Nothing here names a competition, team or player.
"""

# No `from __future__ import annotations` here: pydantic then reads the annotations as
# objects, instead of compiling each one from a string as every process starts.

import datetime as dt
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from bot.knowledge.fields import Id, IsoDate, Name, Strict, Text, Translatable
from bot.knowledge.match import Match
from bot.knowledge.zones import zone_of as _zone_of

Position = Literal["goalkeeper", "defender", "midfielder", "forward"]
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
    matches: list[Match] = Field(min_length=1)
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

    def match(self, match_id: str) -> Match:
        return next(m for m in self.matches if m.id == match_id)

    def team(self, team_id: str) -> TournamentTeam:
        return next(t for t in self.teams if t.id == team_id)

    def player(self, player_id: str) -> Player:
        return next(p for p in self.players if p.id == player_id)

    def matches_of(self, team_id: str) -> list[Match]:
        """The team's matches in the order played."""
        return sorted((m for m in self.matches if team_id in m.teams), key=lambda m: m.kickoff)
