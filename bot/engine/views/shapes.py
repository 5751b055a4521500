"""Typed facts: the shapes of the facts views return, and how they become a `Rendered`.

A view builds its facts as one of these `TypedDict`s, with keyword arguments, so mypy
checks every key and value; `answer` and `unknown` hand them on as the open dict a reply
carries (and `ask --json` prints).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NotRequired, TypedDict

from bot.engine.claims.typed import Said
from bot.engine.views.base import Rendered, not_in_report


def answer(text: str, facts: Mapping[str, object], claims: tuple[Said, ...] = ()) -> Rendered:
    """An answer with its typed facts, and the typed claims its text states (see claims/)."""
    return Rendered(text, dict(facts), claims=claims)


def unknown(text: str, facts: Mapping[str, object] | None = None) -> Rendered:
    """An honest 'the knowledge does not say', with its typed facts (see `not_in_report`)."""
    return not_in_report(text, dict(facts) if facts is not None else None)


class EventsFacts(TypedDict):
    events: list[str]  # moment ids


class TimelineFacts(TypedDict):
    timeline: list[dict[str, Any]] | list[str]  # each moment's facts, or moment ids


class TeamsFacts(TypedDict):
    teams: list[str]


class PeopleFacts(TypedDict):
    people: list[str]


class PersonFacts(TypedDict):
    person: str | None


class MatchesFacts(TypedDict):
    matches: list[str]


class TeamFacts(TypedDict):
    team: str


class TeamMatchesFacts(TypedDict):
    team: str
    matches: list[str]


# the facts of views/match.py
class ScoreFacts(TypedDict):
    score: dict[str, int]


class NextFacts(TypedDict):
    stage: str
    teams: str  # the next match's teams, as the answer names them
    city: str | None
    weekday: str | None
    date: str


class VenueFacts(TypedDict):
    stadium: str
    city: str
    country: str | None
    weekday: str


class AttendeesFacts(TypedDict):
    attendees: list[str]


class AnthemFacts(TypedDict):
    anthem: str


class SourceFacts(TypedDict):
    agency: str | None
    dateline: NotRequired[str | None]
    reports: NotRequired[list[str]]


class StorylinesFacts(TypedDict):
    storylines: list[str]


class TopicsFacts(TypedDict):
    topics: list[str]


class AttendanceFacts(TypedDict):
    attendance: int | None


# the facts of views/people.py
class ProfileFacts(TypedDict):
    person: PersonRecord


class AskedScorersFacts(TypedDict):
    scorers: bool


class SpeakersFacts(TypedDict):
    speakers: list[str]


class QuotesFacts(TypedDict):
    person: str | None
    quotes: list[str]


class AwardsFacts(TypedDict):
    awards: list[str]
    people: NotRequired[list[str]]


class RecordsFacts(TypedDict):
    person: str
    records: list[str]


# the facts of views/squad.py
class SubstitutionsFacts(TypedDict):
    events: list[str]
    people: list[str]


class SubstitutesFacts(TypedDict):
    events: list[str]
    substitutes: list[str]


class LineupsFacts(TypedDict):
    lineups: list[str]


# the facts of views/officials.py
class CardsFacts(TypedDict):
    cards: list[str]
    people: NotRequired[list[str]]


class RefereeFacts(TypedDict):
    referee: str | None
    people: NotRequired[list[str]]


# the facts of views/season.py
class RelegatedFacts(TypedDict):
    relegated: list[str]


class TableFacts(TypedDict):
    table: list[str]


class HomeAwayFacts(TypedDict):
    team: str
    won: int
    drawn: int
    lost: int


class MostFacts(TypedDict):
    team: str
    most: int


class LeagueLeaderFacts(TypedDict):
    leader: str
    left: int


class ComparedFacts(TypedDict):
    higher: str
    lower: str


# the facts of views/tournament.py
class ChampionFacts(TypedDict):
    winner: str | None
    final: str
    cites: str


class WinnerFacts(TypedDict):
    winner: str


class LeaderFacts(TypedDict):
    leader: str


class PlaceFacts(TypedDict):
    team: str
    place: int
    match: str


class ScorersFacts(TypedDict):
    scorers: list[str]
    goal_count: int


class PlayerGoalsFacts(TypedDict):
    player: str
    goal_count: int


class GroupTableFacts(TypedDict):
    group: str | None
    table: list[str]


class QualifiedFacts(TypedDict):
    group: NotRequired[str | None]
    qualified: list[str]


class StagesFacts(TypedDict):
    stages: list[str]


class GoalCountFacts(TypedDict):
    goal_count: int


# the facts of views/squads.py
class SquadPlayerFacts(TypedDict):
    player: str
    team: str


class PlayersFacts(TypedDict):
    players: list[str]


class ClubFacts(TypedDict):
    club: str
    teams: NotRequired[list[str]]
    players: list[str]


class TeamPlayersFacts(TypedDict):
    team: str
    players: list[str]


class ClubsFacts(TypedDict):
    clubs: list[list[str | int]]  # [name, players] each


class NumberFacts(TypedDict):
    number: int


# the facts of views/tournament_teams.py
class VenuesFacts(TypedDict):
    venues: list[str]


class VenueMatchesFacts(TypedDict):
    venue: str
    matches: list[str]


class PathFacts(TypedDict):
    team: str
    reached: str
    knocked_out_by: str | None


class RecordFacts(TypedDict):
    team: str
    group: str | None
    points: None
    clean_sheets: int


# the facts of views/team_leaders.py
class LeadersFacts(TypedDict):
    teams: list[str]
    value: int


# the facts of views/person_text.py
class PersonRecord(TypedDict):
    """A person's facts, as a person's answers carry them."""

    id: str
    name: str
    team: str
    roles: list[str]
    club: str | None
    position: str | None
    nationality: str | None
    goals: list[str]  # minute marks
    assists: list[str]
    quotes: list[str]
