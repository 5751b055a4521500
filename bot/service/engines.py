"""Engines shared by knowledge version, built lazily, the least recently used dropped.

A thousand servers on the operator's knowledge share one engine; a server with its own
files gets an engine keyed by their version, so two servers that uploaded the same files
share one too. Building takes a few hundred milliseconds, so it runs on a worker thread,
and two questions arriving together for a cold version wait for one build, not two (a
build can also be started ahead, when another process's change is read).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from bot.engine import Engine
from bot.knowledge import LoadedKnowledge

DEFAULT_SIZE = 32


class EngineCache:
    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.size = max(1, size)
        self._engines: OrderedDict[str, Engine] = OrderedDict()
        self._building: dict[str, asyncio.Future[Engine]] = {}
        self.builds = 0  # how many engines were built: a test and the benchmark read it
        self.hits = 0  # get() found the engine built (the metrics read both)
        self.misses = 0  # get() had to build it or wait for a build

    def __len__(self) -> int:
        return len(self._engines)

    def __contains__(self, version: object) -> bool:
        return version in self._engines

    def peek(self, version: str) -> Engine | None:
        engine = self._engines.get(version)
        if engine is not None:
            self._engines.move_to_end(version)
        return engine

    def put(self, engine: Engine) -> Engine:
        self._engines[engine.version] = engine
        self._engines.move_to_end(engine.version)
        while len(self._engines) > self.size:
            self._engines.popitem(last=False)
        return engine

    async def get(self, version: str, loaded: Callable[[], Awaitable[LoadedKnowledge]]) -> Engine:
        """The engine for `version`, built from `loaded()` (the parsed files) when not
        cached, or the build already under way joined."""
        engine = self.peek(version)
        if engine is not None:
            self.hits += 1
            return engine
        self.misses += 1
        return await asyncio.shield(self.build(version, loaded))

    def build(
        self, version: str, loaded: Callable[[], Awaitable[LoadedKnowledge]]
    ) -> asyncio.Future[Engine]:
        """Start building `version` now (on a worker thread), or return the build already
        under way: callers that come meanwhile wait for this one, never a second one."""
        pending = self._building.get(version)
        if pending is None:
            pending = asyncio.get_running_loop().create_task(self._build(version, loaded))
            pending.add_done_callback(_retrieved)  # no "never retrieved" when nobody waits
            self._building[version] = pending
        return pending

    async def _build(
        self, version: str, loaded: Callable[[], Awaitable[LoadedKnowledge]]
    ) -> Engine:
        try:
            engine = await asyncio.to_thread(Engine, await loaded())
            self.builds += 1
            return self.put(engine)
        finally:
            del self._building[version]


def _retrieved(task: asyncio.Future[Engine]) -> None:
    if not task.cancelled():
        task.exception()
