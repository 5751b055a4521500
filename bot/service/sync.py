"""Keep this process's knowledge in step with every other process on the same store.

Two paths, so a change made anywhere is live everywhere:

* push: the store's `subscribe` (PostgreSQL LISTEN/NOTIFY) calls `refresh(guild_id)` as
  soon as another process commits an upload, rollback or reload; well under 2 s;
* safety net: every `interval` seconds (SYNC_INTERVAL_SECONDS) the store's `generation()`
  counter is compared with the last one seen; when it moved without a notification
  reaching us (a listener that was reconnecting, or SQLite, which has no push)
  `refresh_all()` re-reads everything.

A database that goes away is logged once, not every interval; answers keep coming from
the knowledge already in memory; when it is back, everything is re-read once, in case a
change was missed meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.settings import SYNC_INTERVAL_SECONDS
from bot.store import Store, StoreUnavailable

log = logging.getLogger(__name__)

CHECK_INTERVAL = SYNC_INTERVAL_SECONDS  # the old name of the default (SYNC_INTERVAL_SECONDS)

Refresh = Callable[[int | None], Awaitable[None]]
RefreshAll = Callable[[], Awaitable[None]]


class KnowledgeSync:
    def __init__(
        self,
        store: Store,
        refresh: Refresh,
        refresh_all: RefreshAll,
        *,
        interval: float = SYNC_INTERVAL_SECONDS,
    ) -> None:
        self.store = store
        self.refresh = refresh
        self.refresh_all = refresh_all
        self.interval = interval
        self.seen: int | None = None
        self.unavailable = False
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Subscribe, remember the generation now, and start the periodic check."""
        with contextlib.suppress(StoreUnavailable):
            self.seen = await self.store.generation()
        await self.store.subscribe(self._changed)
        self._task = asyncio.get_running_loop().create_task(
            self._check_forever(), name="matchbot-knowledge-sync"
        )

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _changed(self, guild_id: int | None) -> None:
        try:
            await self.refresh(guild_id)
        except StoreUnavailable as exc:
            log.warning("could not read the change to guild %s: %s", guild_id, exc)
        except Exception:
            log.exception("applying the knowledge change for guild %s failed", guild_id)
        # `seen` stays: the next check re-reads everything once more, which is cheap (engines
        # are cached by version) and catches a second change whose notification was lost.

    async def check(self) -> bool:
        """One safety-net check; True when it re-read everything."""
        try:
            generation = await self.store.generation()
        except StoreUnavailable as exc:
            if not self.unavailable:
                self.unavailable = True
                log.warning(
                    "database unavailable for the knowledge check (%s); answering from "
                    "the knowledge in memory until it is back",
                    exc,
                )
            return False
        recovered = self.unavailable
        if recovered:
            self.unavailable = False
            log.warning("database back; re-reading the knowledge in case a change was missed")
        if not recovered and generation == self.seen:
            return False
        if self.seen is not None and not recovered:
            log.info("knowledge changed elsewhere (generation %s -> %s)", self.seen, generation)
        try:
            await self.refresh_all()
        except StoreUnavailable as exc:
            self.unavailable = True
            log.warning("database lost while re-reading the knowledge: %s", exc)
            return False
        self.seen = generation
        return True

    async def _check_forever(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self.check()
            except Exception:
                log.exception("knowledge check failed")
