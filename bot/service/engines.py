"""Engines shared by knowledge version, built lazily, bounded by count and by bytes.

A thousand servers on the operator's knowledge share one engine; a server with its own
files gets an engine keyed by their version, so two servers that uploaded the same files
share one too. Building takes a while, so it runs on a worker thread (and is measured
there: see `bot.engine.cost`), and two questions arriving together for a cold version
wait for one build, not two (a build can also be started ahead, when another process's
change is read).

Memory is bounded by what the engines are estimated to take, not only by their number: a
crafted knowledge can make one engine a hundred times a real match's. Past `max_bytes` the
least recently used are dropped; and the engines only one server uses may take at most
`server_bytes` between them, so one server's upload-and-reset cycles evict its own
engines, never everyone else's. A dropped engine is rebuilt when next needed.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from bot.engine import Cost, Engine, measure, size_of
from bot.knowledge import LoadedKnowledge

DEFAULT_SIZE = 32
DEFAULT_MAX_BYTES = 512 * 2**20
DEFAULT_SERVER_BYTES = 128 * 2**20

# What an engine takes, estimated from its measure (fitted with tracemalloc on real and
# crafted knowledge: within about 25 %, erring high): a base, per phrasing, per word.
BASE_BYTES = 1 * 2**20
BYTES_PER_PHRASING = 4_600
BYTES_PER_WORD = 1_700


def estimated_bytes(cost: Cost) -> int:
    return BASE_BYTES + BYTES_PER_PHRASING * cost.phrasings + BYTES_PER_WORD * cost.vocabulary


def build(loaded: LoadedKnowledge) -> tuple[Engine, Cost]:
    """Build and measure (slow: callers run it on a thread)."""
    engine = Engine(loaded)
    return engine, measure(engine)


@dataclass
class _Entry:
    engine: Engine
    cost: Cost
    bytes: int
    servers: set[int | None] = field(default_factory=set)  # who asked for it


class EngineCache:
    def __init__(
        self,
        size: int = DEFAULT_SIZE,
        max_bytes: int = DEFAULT_MAX_BYTES,
        server_bytes: int = DEFAULT_SERVER_BYTES,
    ) -> None:
        self.size = max(1, size)
        self.max_bytes = max_bytes
        self.server_bytes = server_bytes
        self._entries: OrderedDict[str, _Entry] = OrderedDict()
        self._building: dict[str, asyncio.Future[Engine]] = {}
        self.builds = 0  # how many engines were built: a test and the benchmark read it
        self.hits = 0  # get() found the engine built (the metrics read both)
        self.misses = 0  # get() had to build it or wait for a build
        self.evicted = 0

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, version: object) -> bool:
        return version in self._entries

    @property
    def bytes(self) -> int:
        """What the cached engines are estimated to take."""
        return sum(entry.bytes for entry in self._entries.values())

    def cost(self, version: str) -> Cost | None:
        entry = self._entries.get(version)
        return entry.cost if entry is not None else None

    def at_hand(self, version: str) -> Engine | None:
        """The engine of `version` if cached, looked at only: no server is counted as
        using it and its place in the eviction order stays."""
        entry = self._entries.get(version)
        return entry.engine if entry is not None else None

    def peek(self, version: str, server: int | None = None) -> Engine | None:
        entry = self._entries.get(version)
        if entry is None:
            return None
        self._entries.move_to_end(version)
        entry.servers.add(server)
        return entry.engine

    def put(self, engine: Engine, cost: Cost | None = None, server: int | None = None) -> Engine:
        """Keep `engine` (measured: `cost`; else the measure it was cached with)."""
        known = self._entries.get(engine.version)
        if cost is None:
            cost = known.cost if known is not None else size_of(engine)
        entry = known or _Entry(engine, cost, estimated_bytes(cost))
        entry.servers.add(server)
        self._entries[engine.version] = entry
        self._entries.move_to_end(engine.version)
        self._bound(engine.version, server)
        return engine

    def drop(self, version: str) -> None:
        """Forget an engine (one refused for its cost, say)."""
        self._entries.pop(version, None)

    def drop_own(self, version: str, server: int | None) -> None:
        """Forget an engine only `server` asked for (a preview decided without saving):
        one another server also uses stays."""
        entry = self._entries.get(version)
        if entry is not None and entry.servers <= {server}:
            del self._entries[version]

    def _bound(self, newest: str, server: int | None) -> None:
        """The server's own engines within its share, then everything within the count
        and the bytes; the engine just added stays (it is about to be used)."""
        if server is not None:
            own = [v for v, e in self._entries.items() if e.servers == {server} and v != newest]
            used = sum(self._entries[v].bytes for v in own) + self._entries[newest].bytes
            for version in own:  # least recently used first
                if used <= self.server_bytes:
                    break
                used -= self._entries.pop(version).bytes
                self.evicted += 1
        total = self.bytes
        for version in list(self._entries):
            if len(self._entries) <= self.size and total <= self.max_bytes:
                break
            if version == newest:
                continue
            total -= self._entries.pop(version).bytes
            self.evicted += 1

    async def get(
        self,
        version: str,
        loaded: Callable[[], Awaitable[LoadedKnowledge]],
        server: int | None = None,
    ) -> Engine:
        """The engine for `version`, built from `loaded()` (the parsed files) when not
        cached, or the build already under way joined."""
        engine = self.peek(version, server)
        if engine is not None:
            self.hits += 1
            return engine
        self.misses += 1
        built = await asyncio.shield(self.build(version, loaded, server))
        self.peek(version, server)  # counted for this server too, and recently used
        return built

    def build(
        self,
        version: str,
        loaded: Callable[[], Awaitable[LoadedKnowledge]],
        server: int | None = None,
    ) -> asyncio.Future[Engine]:
        """Start building (and measuring) `version` now, on a worker thread, or return the
        build already under way: callers that come meanwhile wait for this one."""
        pending = self._building.get(version)
        if pending is None:
            pending = asyncio.get_running_loop().create_task(self._build(version, loaded, server))
            pending.add_done_callback(_retrieved)  # no "never retrieved" when nobody waits
            self._building[version] = pending
        return pending

    async def _build(
        self,
        version: str,
        loaded: Callable[[], Awaitable[LoadedKnowledge]],
        server: int | None,
    ) -> Engine:
        try:
            engine, cost = await asyncio.to_thread(build, await loaded())
            self.builds += 1
            return self.put(engine, cost, server)
        finally:
            del self._building[version]


def _retrieved(task: asyncio.Future[Engine]) -> None:
    if not task.cancelled():
        task.exception()
