"""Pydantic models of a knowledge file and of the knowledge merged from its files.

A file's sections: the source, the match report (`report`), teams, people, quotes,
intents and a tournament (`tournament`). The schema describes any football match:
nothing here names a team, player or score.
Models are strict (unknown keys and wrong types are errors) and frozen, so a loaded
snapshot can be shared between concurrent readers without copying.
"""

# No `from __future__ import annotations` here: pydantic then reads the annotations as
# objects, instead of compiling each one from a string as every process starts.

from typing import Annotated, ClassVar, Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.knowledge.fields import Id, Inferable, Name, Strict, Text, Translatable
from bot.knowledge.intents import Intent
from bot.knowledge.match import Match
from bot.knowledge.report import Event, Goal, Report
from bot.knowledge.tournament import TieBreak, Tournament, tiebreak_problem

Role = Literal["player", "coach", "captain", "goalkeeper", "substitute", "official", "attendee"]


class Source(Translatable):
    """Where the facts come from: one agency's report (`agency`, `dateline`), several
    reports (`reports`), or another kind of record (`kind: public record`)."""

    agency: Name | None = Field(default=None, description="The agency of a match report.")
    dateline: Name | None = Field(default=None, description="A report's dateline.")
    kind: Name = Field(
        default="match report", description="e.g. match report, public record, several reports"
    )
    reports: list[Name] = Field(
        default_factory=list,
        description="The reports the facts were compiled from, each as you name it "
        "(outlet, and date or title).",
    )

    @model_validator(mode="after")
    def _names_where_from(self) -> Self:
        if self.agency is None and not self.reports and self.kind == "match report":
            raise ValueError(
                "a match report names its agency; a file compiled otherwise lists its "
                "'reports' or says its 'kind' (e.g. public record)"
            )
        return self


class Honour(Translatable):
    """A title or standing the source states, e.g. 'defending champions'."""

    id: Id
    label: Text
    competition: Name
    count: Annotated[int, Field(ge=1, le=100)] | None = None
    current: bool = False


class Record(Translatable):
    """A streak or record the source states, e.g. a long wait for a final; a team's or
    a person's."""

    id: Id
    text: Text
    years: Annotated[int, Field(ge=1, le=200)] | None = None


class Team(Translatable):
    id: Id
    name: Name
    adjective: Name | None = Field(default=None, description="e.g. the demonym used in text.")
    nicknames: list[Name] = Field(default_factory=list)
    aliases: list[Name] = Field(default_factory=list)
    colours: Name | None = None
    honours: list[Honour] = Field(default_factory=list)
    records: list[Record] = Field(default_factory=list)


class Person(Inferable):
    id: Id
    name: Name
    team: Id | None = None
    roles: list[Role] = Field(min_length=1)
    position: Name | None = None
    club: Name | None = None
    nationality: Name | None = None
    description: Text | None = None
    aliases: list[Name] = Field(default_factory=list)
    records: list[Record] = Field(default_factory=list)
    player: Id | None = Field(
        default=None,
        description="The tournament squad player this person is, when the ids and names "
        "differ (same id or same full name in the same team link by themselves).",
    )


class Quote(Translatable):
    untranslated: ClassVar[frozenset[str]] = frozenset({"text"})
    id: Id
    speaker: Id
    text: Text = Field(description="Verbatim, as the source prints it.")
    about: Text
    part: Annotated[int, Field(ge=1, le=50)] = Field(
        default=1, description="Position within a statement split across paragraphs."
    )


class Paraphrase(Translatable):
    """Reported speech: what the source says someone said, not in quotation marks."""

    id: Id
    speaker: Id
    text: Text


class KnowledgeFile(Strict):
    """One YAML file of the knowledge directory; every section is optional."""

    schema_version: Literal[1] = 1
    source: Source | None = None
    match: Report | None = Field(
        default=None,
        description="The match report; None for a tournament known from data alone.",
    )
    teams: list[Team] = Field(default_factory=list)
    people: list[Person] = Field(default_factory=list)
    quotes: list[Quote] = Field(default_factory=list)
    paraphrases: list[Paraphrase] = Field(default_factory=list)
    intents: list[Intent] = Field(default_factory=list)
    tournament: Tournament | None = None
    competition: Id | None = Field(
        default=None,
        description="Of several tournaments (a league, the Champions League, other "
        "seasons), the id of the one a question naming none means; by default the latest "
        "league season.",
    )
    current: Id | None = Field(
        default=None,
        description="The tournament match a question means when it names none; by default "
        "the one the match report is about.",
    )
    tiebreak: list[TieBreak] | None = Field(
        default=None,
        description="The tournament's tie-break order, overriding the one its data file "
        "states (a hand-written file beside a generated tournament.yaml keeps it across "
        "re-imports): see tournament.tiebreak.",
    )

    @field_validator("tiebreak")
    @classmethod
    def _tiebreak_valid(cls, rules: list[str] | None) -> list[str] | None:
        problem = rules is not None and tiebreak_problem(rules)
        if problem:
            raise ValueError(problem)
        return rules

    @field_validator("tournament")
    @classmethod
    def _reports_apart(cls, t: Tournament | None) -> Tournament | None:
        inline = [m.id for m in t.matches if m.report is not None] if t is not None else []
        if inline:
            raise ValueError(
                f"match '{inline[0]}' has a report: write a match report as a file's "
                "`match:` section (it is linked to its tournament match)"
            )
        return t


class Knowledge(Strict):
    """Everything the bot knows, merged from all files.

    Built by the loader from files that each passed validation, after the cross-file
    checks in `integrity` (so those run once, and this module needs nothing from them).
    """

    source: Source | None = None
    match: Report | None = Field(
        default=None,
        description="The match report; its tournament match (`report_of`) carries it too.",
    )
    teams: list[Team]
    people: list[Person]
    quotes: list[Quote] = Field(default_factory=list)
    paraphrases: list[Paraphrase] = Field(default_factory=list)
    intents: list[Intent] = Field(default_factory=list)
    tournament: Tournament | None = None
    competitions: list[Tournament] = Field(
        default_factory=list,
        description="The other tournaments of the knowledge (a server's league, cups and "
        "other seasons): `tournament` is the one a question naming none means.",
    )
    current: Id | None = Field(
        default=None, description="The tournament match a question means when it names none."
    )
    current_latest: bool = Field(
        default=False,
        description="`current` is only the latest match played (no report or `current:` chose "
        "it): a league's question naming no match names none of its many.",
    )
    report_of: Id | None = Field(
        default=None, description="The tournament match the match report (`match`) is about."
    )
    players: dict[Id, Id] = Field(
        default_factory=dict, description="Person id -> the tournament squad player they are."
    )

    @property
    def current_match(self) -> Match | None:
        """The tournament's current match (None without a tournament or a current one)."""
        if self.tournament is None or self.current is None:
            return None
        return self.tournament.match(self.current)

    def team(self, team_id: str) -> Team:
        return next(t for t in self.teams if t.id == team_id)

    def person(self, person_id: str) -> Person:
        return next(p for p in self.people if p.id == person_id)

    @property
    def goals(self) -> list[Goal]:
        """The report's goals (none without a report)."""
        timeline = self.match.timeline if self.match is not None else []
        return [m for m in timeline if isinstance(m, Goal)]

    @property
    def events(self) -> list[Event]:
        timeline = self.match.timeline if self.match is not None else []
        return [m for m in timeline if isinstance(m, Event)]
