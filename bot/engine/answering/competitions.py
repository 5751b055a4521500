"""Several competitions in one knowledge: one engine per tournament, and the question
sent to the one it names (`understanding.seasons`), rewritten to that one's own name.

The engine of the default tournament (`Knowledge.tournament`) holds the others'; a
server's setting may name another default. Each engine is built once with the knowledge.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Generic, Protocol, TypeVar

from bot.engine.answering.context import Context
from bot.engine.answering.reply import Reply
from bot.engine.understanding.club_route import ClubCompetitions
from bot.engine.understanding.cup_route import asks_cup_rounds, cup_beside
from bot.engine.understanding.seasons import Routed, Seasons
from bot.knowledge import LoadedKnowledge


class _Answers(Protocol):
    version: str

    def answer(
        self, question: str, context: Context | None = None, *, lang: Any = None, moment: Any = None
    ) -> Reply: ...


E = TypeVar("E", bound=_Answers)


class Competitions(Generic[E]):
    """The knowledge's other tournaments' engines, by tournament id."""

    def __init__(self, loaded: LoadedKnowledge, build: Callable[[LoadedKnowledge], E]) -> None:
        k = loaded.knowledge
        self.default = k.tournament.id if k.tournament is not None else None
        self.engines: dict[str, E] = {}
        tournaments = [k.tournament] if k.tournament is not None else []
        for t in k.competitions:
            one = k.model_copy(update={"tournament": t, "competitions": [], "current": None})
            version = f"{loaded.version}-{t.id}"[:64]
            self.engines[t.id] = build(replace(loaded, knowledge=one, version=version))
            tournaments.append(t)
        self.seasons = Seasons(tournaments) if tournaments else None
        self.clubs = ClubCompetitions(tournaments) if len(tournaments) > 1 else None

    @property
    def ids(self) -> tuple[str, ...]:
        return (*([self.default] if self.default else []), *self.engines)

    def route(
        self, question: str, competition: str | None = None, today: str = ""
    ) -> Routed | None:
        """The tournament `question` is about, when it names one (else `competition`, a
        server's default, when it is one of them), and the question rewritten. A question
        naming clubs of one competition only is about that one, unless it names another
        by a name that is no league's everyday one ("premier league", not "la liga").
        `today` (ISO date): with no server's setting, a league held in several seasons
        means the one being played then ("this season", "next match"), not the latest."""
        if self.seasons is None or self.default is None:
            return None
        base = competition if competition in self.engines else self.default
        if competition is None and today:
            base = self.seasons.current(self.default, today)
        by_clubs = self.clubs.competition_of(question) if self.clubs is not None else None
        base = by_clubs or base
        # "who knocked city out": a league has no knockouts; the cup beside it has
        if by_clubs is None and asks_cup_rounds(question):
            named = self.seasons.names_competition(question)
            base = base if named else cup_beside(self.seasons.held, base) or base
        routed = self.seasons.route(question, base, clubs_named=by_clubs is not None, today=today)
        if routed is None and base != self.default:
            return Routed(base, question)
        return routed

    def followed(
        self, question: str, context: Context | None, routed: Routed | None, lang: Any, moment: Any
    ) -> Reply | None:
        """The reply of another competition's engine, when the conversation's last answer
        was its own and the question, naming no competition, follows it ("who knocked
        bayern out of the champions league" -> "and dortmund?"); else None."""
        if context is None or (routed is not None and routed.tournament != self.default):
            return None
        other = next((e for e in self.engines.values() if e.version == context.version), None)
        reply = other.answer(question, context, lang=lang, moment=moment) if other else None
        return reply if reply is not None and "follow_up" in reply.facts else None
