"""Pydantic models of a match report: what a reporter tells of one match beyond the data.

The report's fields (the competition and stage as written, the venue, the day, the score
and how it was decided, the timeline of goals and moments, lineups, awards, the crowd,
what comes next) as a `match:` section of a knowledge file states them. A `Match` (see
`match`) carries a report as its optional `report`: the same match, told in depth. Nothing
here names a team, player or score.
"""

# No `from __future__ import annotations` here: pydantic then reads the annotations as
# objects, instead of compiling each one from a string as every process starts.

from typing import Annotated, ClassVar, Literal, Self

from pydantic import Field, StringConstraints, field_validator, model_validator

from bot.knowledge.fields import Id, Inferable, IsoDate, Name, Strict, Text, Translatable

Minute = Annotated[
    int,
    Field(ge=0, le=130, description="Match minute; stoppage time is a flag, not a minute."),
]
Period = Literal["first_half", "second_half", "extra_time_first", "extra_time_second", "penalties"]
Added = Annotated[
    int,
    Field(ge=1, le=30, description="Minutes of stoppage: minute 90 with added 3 is 90+3."),
]
Card = Literal["yellow", "red", "second_yellow"]
DecidedIn = Literal["regulation", "extra_time", "penalties"]
# "4-3-3", "4-2-3-1": outfield lines from the back, ten players in all (checked).
Formation = Annotated[
    str,
    StringConstraints(pattern=r"^[1-9](-[1-9]){1,4}$"),
    Field(description="Outfield lines from the back, e.g. 4-3-3 (they add up to 10)."),
]


class Competition(Translatable):
    name: Name
    stage: Name
    aliases: list[Name] = Field(default_factory=list)


class Venue(Translatable):
    stadium: Name
    city: Name
    country: Name | None = None
    air_conditioned: bool | None = None
    aliases: list[Name] = Field(default_factory=list)


class MatchDay(Inferable):
    weekday: Literal["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    date: IsoDate | None = None

    @model_validator(mode="after")
    def _weekday_matches_date(self) -> Self:
        if self.date is not None and self.date.strftime("%A") != self.weekday:
            raise ValueError(f"{self.date} is a {self.date.strftime('%A')}, not a {self.weekday}")
        return self


def _stoppage_from_added(data: object) -> object:
    """`added` is stoppage time: say so once, not twice."""
    if isinstance(data, dict) and data.get("added") is not None:
        data = {**data, "stoppage_time": data.get("stoppage_time", True)}
    return data


class PenaltyAward(Translatable):
    """How a penalty came about: who won it, who gave it away, and for what."""

    won_by: Id | None = Field(default=None, description="The player fouled (a person id).")
    conceded_by: Id | None = Field(
        default=None, description="The player who gave it away (a person id)."
    )
    offence: Literal["foul", "handball", "other"] | None = None
    taken_by: Id | None = Field(
        default=None, description="For a penalty not scored (an event): who took it."
    )
    description: Text | None = Field(default=None, description="e.g. Brisk tripped Dane.")

    @model_validator(mode="after")
    def _says_something(self) -> Self:
        if not (self.won_by or self.conceded_by or self.taken_by or self.description):
            raise ValueError("a penalty needs won_by, conceded_by, taken_by or a description")
        if self.won_by is not None and self.won_by == self.conceded_by:
            raise ValueError("won_by and conceded_by name the same person")
        return self


class Goal(Translatable):
    untranslated: ClassVar[frozenset[str]] = frozenset({"kind"})
    kind: Literal["goal"]
    id: Id
    minute: Minute | None = None
    stoppage_time: bool = False
    added: Added | None = None
    period: Period
    team: Id = Field(description="The team the goal counts for (for an own goal, the other side).")
    scorer: Id
    assist: Id | None = None
    assist_kind: Literal["cross", "pass", "set_up", "other"] | None = None
    method: Literal["header", "sidefoot", "shot", "penalty", "free_kick", "own_goal", "other"]
    position: Name | None = Field(default=None, description="Where it was struck from.")
    beaten: list[Id] = Field(default_factory=list, description="People the move got past.")
    penalty: PenaltyAward | None = Field(
        default=None, description="For method: penalty, who won and who conceded it."
    )
    description: Text

    @model_validator(mode="before")
    @classmethod
    def _added_is_stoppage(cls, data: object) -> object:
        return _stoppage_from_added(data)

    @model_validator(mode="after")
    def _has_time(self) -> Self:
        if self.minute is None and not self.stoppage_time:
            raise ValueError("a goal needs a minute or stoppage_time: true")
        _check_added(self.minute, self.added, self.stoppage_time)
        if self.penalty is not None and self.method != "penalty":
            raise ValueError("'penalty' is only for a goal with method: penalty")
        if self.penalty is not None and self.penalty.taken_by not in (None, self.scorer):
            raise ValueError("a scored penalty was taken by its scorer: drop 'taken_by'")
        return self


def _check_added(minute: int | None, added: int | None, stoppage: bool) -> None:
    if added is not None and minute is None:
        raise ValueError("'added' needs the minute it is added to (minute: 90, added: 3)")
    if added is not None and not stoppage:
        raise ValueError("'added' is stoppage time: drop 'stoppage_time: false'")


class Event(Inferable):
    untranslated: ClassVar[frozenset[str]] = frozenset({"kind", "note"})
    kind: Literal["break", "substitution", "chance", "save", "card", "other"]
    id: Id
    minute: Minute | None = None
    stoppage_time: bool = False
    added: Added | None = None
    period: Period
    team: Id | None = None
    people: list[Id] = Field(default_factory=list)
    count: Annotated[int, Field(ge=1, le=11)] | None = None
    card: Card | None = Field(default=None, description="For kind: card, which card.")
    person: Id | None = Field(
        default=None, description="For kind: card, who was shown it; for a save, the keeper."
    )
    came_on: Id | None = Field(default=None, description="For kind: substitution, who came on.")
    went_off: Id | None = Field(default=None, description="For kind: substitution, who went off.")
    against: Id | None = Field(
        default=None, description="The opponent an offence or a save was against (a person id)."
    )
    reason: Text | None = Field(
        default=None, description="Why: the offence behind a card, the cause of a change."
    )
    penalty: PenaltyAward | None = Field(
        default=None, description="A penalty in play that was not scored (saved or missed)."
    )
    title: Name
    description: Text
    order: Literal["stated", "inferred"] = Field(
        default="stated",
        description="Whether this moment's place in the timeline is stated or inferred.",
    )

    @model_validator(mode="before")
    @classmethod
    def _added_is_stoppage(cls, data: object) -> object:
        return _stoppage_from_added(data)

    @model_validator(mode="after")
    def _card_fields(self) -> Self:
        _check_added(self.minute, self.added, self.stoppage_time)
        if self.kind == "card" and (self.card is None or self.person is None):
            raise ValueError("an event of kind 'card' needs 'card' and 'person'")
        if self.kind != "card" and self.card is not None:
            raise ValueError("'card' is only for events of kind 'card'")
        if self.kind != "substitution" and (self.came_on or self.went_off):
            raise ValueError("'came_on' and 'went_off' are only for events of kind 'substitution'")
        if self.came_on is not None and self.came_on == self.went_off:
            raise ValueError("came_on and went_off name the same person")
        if self.penalty is not None and self.kind not in ("chance", "save", "other"):
            raise ValueError("'penalty' on an event is for a penalty not scored (chance or save)")
        return self


Moment = Annotated[Goal | Event, Field(discriminator="kind")]


class Anthem(Translatable):
    name: Name
    team: Id
    description: Text


class Crowd(Translatable):
    description: Text
    supporters_of: Id | None = None
    anthem: Anthem | None = None
    attendees: list[Id] = Field(default_factory=list)


class NextMatch(Inferable):
    stage: Name
    teams: list[Id] = Field(min_length=2, max_length=2)
    city: Name | None = None
    weekday: Name | None = None
    date: IsoDate | None = None
    description: Text | None = None
    score: dict[Id, Annotated[int, Field(ge=0, le=99)]] | None = Field(
        default=None, description="When it has been played: team id -> goals."
    )
    winner: Id | None = Field(default=None, description="When played: who won (or went through).")
    decided_in: DecidedIn | None = Field(
        default=None, description="When played: regulation, extra_time or penalties."
    )

    @model_validator(mode="after")
    def _result_fits(self) -> Self:
        if self.score is not None and set(self.score) != set(self.teams):
            raise ValueError("score must give one number for each of its teams")
        if self.winner is not None and self.winner not in self.teams:
            raise ValueError(f"winner '{self.winner}' is not one of its teams")
        if self.score is None and (self.winner is not None or self.decided_in is not None):
            raise ValueError("a result (winner, decided_in) needs the score")
        if self.score is not None and self.winner is not None and self.decided_in != "penalties":
            best = max(self.score.values())
            if self.score[self.winner] != best or list(self.score.values()).count(best) > 1:
                raise ValueError(f"winner '{self.winner}' did not score the most goals")
        return self

    @property
    def played(self) -> bool:
        return self.score is not None


class ShootoutKick(Strict):
    team: Id
    taker: Id
    outcome: Literal["scored", "saved", "missed"]
    keeper: Id | None = Field(default=None, description="The goalkeeper faced, if known.")
    detail: Literal["wide", "over", "bar", "post"] | None = Field(
        default=None,
        description="Where a missed kick went (wide, over, bar, post); bar or post also "
        "for a kick that went in off it.",
    )

    @model_validator(mode="after")
    def _detail_fits(self) -> Self:
        if self.detail in ("wide", "over") and self.outcome != "missed":
            raise ValueError(f"detail '{self.detail}' is for a missed kick")
        if self.detail is not None and self.outcome == "saved":
            raise ValueError("a saved kick takes no detail (name the keeper instead)")
        return self


class Shootout(Strict):
    score: dict[Id, Annotated[int, Field(ge=0, le=99)]] = Field(
        description="Team id -> kicks scored in the shootout."
    )
    kicks: list[ShootoutKick] = Field(
        default_factory=list, description="Every kick, in the order taken (may be left out)."
    )


class Result(Strict):
    """How the match was decided; the score stays the goals of play (extra time included)."""

    decided_in: DecidedIn = "regulation"
    shootout: Shootout | None = None

    @model_validator(mode="after")
    def _shootout_iff_penalties(self) -> Self:
        if self.decided_in == "penalties" and self.shootout is None:
            raise ValueError("decided_in: penalties needs a shootout (its score at least)")
        if self.decided_in != "penalties" and self.shootout is not None:
            raise ValueError("a shootout is given but decided_in is not 'penalties'")
        return self


class Award(Translatable):
    name: Name = Field(description="e.g. player of the match, Golden Ball.")
    person: Id
    scope: Literal["match", "tournament"] | None = Field(
        default=None, description="Whether it is for this match or the whole tournament."
    )


class Absence(Translatable):
    """A player missing from a side, and why."""

    person: Id
    reason: Literal["injured", "suspended", "ill", "other"]
    replaced_by: Id | None = Field(
        default=None, description="Who played in their place (a person id)."
    )
    description: Text | None = None


class Lineup(Translatable):
    """One side's team sheet: who started, who was on the bench, who was missing."""

    team: Id
    formation: Formation | None = None
    starting: list[Id] = Field(default_factory=list, max_length=11)
    bench: list[Id] = Field(default_factory=list, max_length=23)
    captain: Id | None = None
    absent: list[Absence] = Field(default_factory=list)

    @field_validator("formation")
    @classmethod
    def _ten_outfield_players(cls, formation: str | None) -> str | None:
        outfield = sum(int(n) for n in formation.split("-")) if formation else 10
        if outfield != 10:
            raise ValueError(f"{formation} has {outfield} outfield players, not 10")
        return formation


class Report(Translatable):
    """A match as its report tells it (a knowledge file's `match:` section)."""

    id: Id
    tournament_match: Id | None = Field(
        default=None,
        description="The tournament match this report is about; by default the one on "
        "day.date between the same two teams.",
    )
    competition: Competition
    venue: Venue
    day: MatchDay
    teams: list[Id] = Field(min_length=2, max_length=2)
    score: dict[Id, Annotated[int, Field(ge=0, le=99)]]
    result: Result = Field(default_factory=Result)
    winner: Id | None = Field(
        default=None, description="Who won; after a level score, the shootout winner."
    )
    referee: Id | None = Field(default=None, description="A person id.")
    attendance: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    awards: list[Award] = Field(default_factory=list)
    summary: Text
    storylines: list[Text] = Field(default_factory=list)
    timeline: list[Moment] = Field(description="Every goal and other moment, in match order.")
    crowd: Crowd | None = None
    lineups: list[Lineup] = Field(
        default_factory=list, description="Each side's team sheet (one per team, optional)."
    )
    next_match: NextMatch | None = Field(default=None, description="The one match that follows.")
    next_matches: list[NextMatch] = Field(
        default_factory=list,
        description="Several matches that follow (the next first), instead of next_match; "
        "each may carry its result.",
    )

    @model_validator(mode="after")
    def _one_way_to_say_next(self) -> Self:
        if self.next_match is not None and self.next_matches:
            raise ValueError("give next_match (one) or next_matches (several), not both")
        return self

    @property
    def upcoming(self) -> list[NextMatch]:
        """The matches that follow, the next one first."""
        return [self.next_match] if self.next_match is not None else list(self.next_matches)

    def lineup(self, team_id: str | None) -> Lineup | None:
        return next((x for x in self.lineups if x.team == team_id), None)
