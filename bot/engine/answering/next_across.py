"""A club's next match asked of a knowledge of several competitions, naming none ("when
do bayern play next", "cuándo juega el psg"): the earliest match still to come in any of
them (the league's or the cup's), its answer naming its competition. A question naming a
competition, or clubs of one only, is that one's, as routed.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from typing import Any, Protocol

from bot.engine.answering.competitions import Competitions
from bot.engine.answering.reply import Reply
from bot.engine.moment import Moment
from bot.knowledge import Intent, Knowledge, local_kickoff


class Engine(Protocol):
    """What of an engine is read here (the engine imports this module)."""

    @property
    def competitions(self) -> Competitions[Any]: ...
    @property
    def intents(self) -> Mapping[str, Intent]: ...
    @property
    def knowledge(self) -> Knowledge: ...


NEXT_VIEW = "next_match"
_BUSY: ContextVar[bool] = ContextVar("next_across", default=False)


def next_across(
    engine: Engine, question: str, moment: Moment, ask: Callable[..., Reply]
) -> Reply | None:
    """The reply to `question` when it asks a club's next match naming no competition
    (`ask()`: the question answered as routed, `ask(competition=id)`: as of that
    competition); None for any other question, or a knowledge of one competition."""
    comps = engine.competitions
    if _BUSY.get() or len(comps.ids) < 2 or comps.seasons is None:
        return None
    if comps.seasons.names_competition(question):
        return None
    if comps.clubs is not None and comps.clubs.competition_of(question) is not None:
        return None
    token = _BUSY.set(True)
    try:
        first = ask()
        if not _asks_next(engine, first):
            return first
        found = [(t, ask(competition=t)) for t in comps.ids]
        coming = [(r, k) for t, r in found if (k := _kickoff(engine, t, r, moment.now))]
        return min(coming, key=lambda rk: rk[1])[0] if coming else first
    finally:
        _BUSY.reset(token)


def _asks_next(engine: Engine, reply: Reply) -> bool:
    intent = engine.intents.get(reply.intent or "")
    return reply.is_answer and intent is not None and intent.answer.view == NEXT_VIEW


def _kickoff(engine: Engine, tid: str, reply: Reply, now: dt.datetime) -> dt.datetime | None:
    """When the match the reply names kicks off, if it is still to come (a club out of
    a cup is answered with the match it went out in: not a next match)."""
    if not _asks_next(engine, reply) or not isinstance(reply.facts.get("match"), str):
        return None
    one = engine.competitions.engines.get(tid, engine)
    t = one.knowledge.tournament
    m = next((m for m in t.matches if m.id == reply.facts["match"]), None) if t else None
    if m is None:
        return None
    at = local_kickoff(m, t) or dt.datetime.combine(m.date, dt.time(12), dt.UTC)
    return at if at > now else None
