"""Engines for a question asked "as of" a moment (`ask --now`, the console's): built from
the knowledge as it stood then (`bot.knowledge.as_of`), cached beside the others.

A view is keyed by its knowledge version and what it hides, so two moments with the same
results before them share one engine, and a moment hiding nothing is the knowledge's own
engine; every view goes through the same bounded engine cache as any version.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable
from dataclasses import replace

from bot.engine import Engine
from bot.knowledge import LoadedKnowledge, knowledge_as_of, view_key
from bot.service.engines import EngineCache

MAX_KEYS = 64  # (version, moment) -> view key, remembered: a moment's key is read once


class AsOfViews:
    def __init__(self, engines: EngineCache) -> None:
        self.engines = engines
        self._keys: dict[tuple[str, dt.datetime], str] = {}

    def key(self, engine: Engine, now: dt.datetime) -> str:
        """The view of `engine`'s knowledge at `now` ("": the knowledge itself)."""
        at = (engine.version, now)
        found = self._keys.get(at)
        if found is None:
            if len(self._keys) >= MAX_KEYS:
                self._keys.clear()
            found = self._keys[at] = view_key(engine.knowledge, now)
        return found

    async def engine(
        self,
        engine: Engine,
        loaded: Callable[[], Awaitable[LoadedKnowledge]],
        now: dt.datetime,
        server: int | None = None,
    ) -> Engine:
        """The engine answering as of `now`: `engine` itself when nothing after `now` has
        a result, else one built from `loaded()` as it stood then."""
        key = self.key(engine, now)
        if not key:
            return engine
        version = f"{engine.version}@{key}"

        async def viewed() -> LoadedKnowledge:
            base = await loaded()
            return replace(base, knowledge=knowledge_as_of(base.knowledge, now), version=version)

        return await self.engines.get(version, viewed, server)
