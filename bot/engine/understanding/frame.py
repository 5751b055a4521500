"""The Frame: what a question asks, typed and immutable, read off a parse.

`Parsed` (words and slots) is what the matcher compares today; the Frame is the same
understanding with every field typed and named, for code that decides by meaning rather
than by tokens (the desk's routes, the views' needs). It is made from the parse, never
from the text again, so both always agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.languages import canonical as c
from bot.engine.understanding.slots import Relative, Slots

LAST = -1  # an ordinal or a place counted from the end ("the last goal", "finished last")
ALL = Relative.ALL  # the relative slot of every match so named


@dataclass(frozen=True, slots=True)
class MatchMeant:
    """How the question names a match (all empty: it names none; the engine then takes
    the server's current match, `default`)."""

    teams: tuple[str, ...] = ()  # both teams of a match named "{team} v {team}" or alone
    stages: tuple[str, ...] = ()  # "final", "semi_final", "group"
    dates: tuple[str, ...] = ()  # "06-11"
    matchdays: tuple[int, ...] = ()  # a league's rounds
    relative: tuple[str, ...] = ()  # "first", "last", "2", "opening", "other", "all"
    groups: tuple[str, ...] = ()  # "group-c"
    default: str | None = None  # the server's current match (given, never read)

    @property
    def named(self) -> bool:
        """Whether the question names a match by something other than its teams."""
        return bool(self.stages or self.dates or self.relative or self.matchdays)

    @property
    def every_meeting(self) -> bool:
        """'head to head', 'both games', 'the semis': every match so named."""
        return ALL in self.relative


@dataclass(frozen=True, slots=True)
class Frame:
    lang: str  # the question's language, the answer's too
    topics: tuple[str, ...]  # topics noted, in order ("sentoff", "competition", ...)
    match: MatchMeant
    teams: tuple[str, ...]
    against: tuple[str, ...]  # teams named as the side scored against
    winners: tuple[str, ...]  # teams named as the side that won ("did X beat")
    losers: tuple[str, ...]  # teams named as the side that lost ("who did X lose to")
    people: tuple[str, ...]  # the report's people, then squad players
    clubs: tuple[str, ...]
    venues: tuple[str, ...]
    period: str | None  # a period of a match named: "firsthalf", "extratime", ...
    minutes: tuple[int, ...]
    ordinal: int | None  # which goal (1-based; -1 the last)
    placing: int | None  # a final standing asked for (2-4; -1 the last)
    top: int | None  # how many of a ranking ("top 3")
    asks_count: bool  # "how many", "cuántos"
    asks_when: bool
    asks_why: bool
    competition: bool  # the competition or tournament named ("the world cup")
    other_competition: bool  # another kind of tournament than the one held
    season: int | None  # a year named ("2022", "euro 96")
    edition: bool  # the tournament named with its year ("el mundial 2026"): this edition
    shirt: int | None  # a shirt number named
    ranking: str | None = None  # a ranking of teams asked ("mostdraws": `c.RANKINGS`)

    @property
    def topic(self) -> str | None:
        """The first topic noted, if any."""
        return self.topics[0] if self.topics else None


def _first(values: list[int]) -> int | None:
    return values[0] if values else None


def frame_of(words: tuple[str, ...], slots: Slots, lang: str) -> Frame:
    """The Frame of a parse: its canonical words, slots and language."""
    topics = tuple(slots.topics)
    return Frame(
        lang=lang,
        topics=topics,
        match=MatchMeant(
            teams=tuple(slots.teams),
            stages=tuple(slots.stages),
            dates=tuple(slots.dates),
            matchdays=tuple(slots.matchdays),
            relative=tuple(slots.relative),
            groups=tuple(slots.groups),
            default=slots.default_match,
        ),
        teams=tuple(slots.teams),
        against=tuple(slots.against),
        winners=tuple(slots.winners),
        losers=tuple(slots.losers),
        people=(*slots.people, *slots.players),
        clubs=tuple(slots.clubs),
        venues=tuple(slots.venues),
        period=next((t for t in topics if t in c.PERIODS), None),
        minutes=tuple(slots.minutes),
        ordinal=_first(slots.ordinals),
        placing=_first(slots.placings),
        top=_first(slots.top),
        asks_count=c.HOW_MANY.issubset(words),
        asks_when=slots.asks_when,
        asks_why=slots.asks_why,
        competition=c.COMPETITION in topics,
        other_competition=c.OTHER_COMPETITION in topics,
        season=_first(slots.years),
        edition=c.EDITION in topics,
        shirt=_first(slots.numbers),
        ranking=next((r for r in c.RANKINGS if r in topics), None),
    )
