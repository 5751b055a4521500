"""Writes to the store off the answer path, kept while the database is away.

Counting a question or an unanswered phrasing must never slow or stop an answer, and a
database restart must not lose them. So every such write goes into a bounded queue that
one background task empties in order. When the store is unavailable the task keeps the
write, logs ONE warning for the whole outage, retries with backoff, and logs once more
when the database is back; the bot keeps answering from the knowledge in memory
meanwhile. A write that fails for any other reason (a bug, bad data) is logged and
dropped, so it cannot block the queue. Past `capacity` the oldest waiting write is
dropped (and counted) rather than the process growing without bound.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.store import Store, StoreUnavailable

log = logging.getLogger(__name__)

Write = Callable[[Store], Awaitable[object]]

CAPACITY = 10_000
FIRST_RETRY = 0.5
MAX_RETRY = 15.0


@dataclass(frozen=True, slots=True)
class _Pending:
    what: str  # for the log: "record_question", "audit", ...
    write: Write


class StoreWriter:
    """A queue of store writes with one consumer; `submit` never blocks and never raises."""

    def __init__(
        self,
        store: Store,
        *,
        capacity: int = CAPACITY,
        first_retry: float = FIRST_RETRY,
        max_retry: float = MAX_RETRY,
    ) -> None:
        self.store = store
        self.capacity = capacity
        self.first_retry = first_retry
        self.max_retry = max_retry
        self._queue: deque[_Pending] = deque()
        self._wakeup = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._task: asyncio.Task[None] | None = None
        self.degraded = False  # True from the first failed write until one succeeds
        self.dropped = 0  # writes lost to the capacity limit since start
        self.failed = 0  # writes dropped because they failed for another reason

    @property
    def pending(self) -> int:
        return len(self._queue)

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(
                self._run(), name="matchbot-store-writer"
            )

    def submit(self, what: str, write: Write) -> None:
        """Queue one write (for the running loop's writer task)."""
        if len(self._queue) >= self.capacity:
            self._queue.popleft()
            self.dropped += 1
            if self.dropped == 1 or self.dropped % 1000 == 0:
                log.warning(
                    "store write buffer full (%d): dropped %d oldest write(s) so far",
                    self.capacity,
                    self.dropped,
                )
        self._queue.append(_Pending(what, write))
        self._idle.clear()
        self._wakeup.set()

    async def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued write is saved; False if `timeout` ran out first."""
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True

    async def close(self, timeout: float = 5.0) -> None:
        """Save what can be saved within `timeout`, then stop; what is left is logged."""
        if self._task is None:
            return
        if not await self.flush(timeout) and self._queue:
            log.warning("stopping with %d store write(s) not saved", len(self._queue))
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None

    async def _run(self) -> None:
        delay = self.first_retry
        while True:
            if not self._queue:
                self._idle.set()
                self._wakeup.clear()
                await self._wakeup.wait()
                continue
            item = self._queue[0]
            try:
                await item.write(self.store)
            except StoreUnavailable as exc:
                if not self.degraded:
                    self.degraded = True
                    log.warning(
                        "database unavailable (%s); answering from memory and keeping "
                        "writes (%d waiting) until it is back",
                        exc,
                        len(self._queue),
                    )
                await asyncio.sleep(delay)
                delay = min(delay * 2, self.max_retry)
                continue
            except Exception:
                self.failed += 1
                log.exception("store write %s failed; dropped", item.what)
            if self._queue and self._queue[0] is item:
                self._queue.popleft()
            delay = self.first_retry
            if self.degraded:
                self.degraded = False
                log.warning("database back; saving %d waiting write(s)", len(self._queue))
