"""Writes to the store off the answer path, kept while the database is away.

Counting a question or an unanswered phrasing must never slow or stop an answer, and a
database restart must not lose them. So every such write goes into a bounded queue that
one background task empties in order. When the store is unavailable the task keeps the
write, logs ONE warning for the whole outage, retries with backoff, and logs once more
when the database is back; the bot keeps answering from the knowledge in memory
meanwhile. A write that fails for any other reason (a bug, bad data) is logged and
dropped, so it cannot block the queue. Past `capacity` the oldest waiting write is
dropped (and counted) rather than the process growing without bound.

Question counts and unanswered questions, the answer path's writes, are not queued one by
one: they are added up in memory (per server, hour and outcome; per server and question)
and saved as one transaction per batch, so 800 questions a second cost a few commits a
second, and a count is never dropped (kept, and added back, while the store is away). A
batch gathers for `batch_seconds` after its first count: without that wait, questions
arriving one at a time (a few milliseconds apart) each cost a transaction of their own,
and its round trips to the database's thread competed with the answers on the event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import Counter, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from bot.store import (
    OUTCOMES,
    Outcome,
    QuestionCount,
    Store,
    StoreError,
    StoreUnavailable,
    UnansweredCount,
)

log = logging.getLogger(__name__)

Write = Callable[[Store], Awaitable[object]]

CAPACITY = 10_000
FIRST_RETRY = 0.5
MAX_RETRY = 15.0
BATCH_SECONDS = 0.25  # counts are saved at most this long after they were counted


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
        batch_seconds: float = BATCH_SECONDS,
    ) -> None:
        self.store = store
        self.batch_seconds = batch_seconds
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
        self._questions: Counter[QuestionCount] = Counter()
        self._unanswered: dict[tuple[int | None, str], UnansweredCount] = {}
        self.batches = 0  # batches of counts saved

    @property
    def pending(self) -> int:
        """Writes waiting: queued ones, and the counts added up but not yet saved."""
        return len(self._queue) + sum(self._questions.values()) + len(self._unanswered)

    def count_question(self, guild_id: int | None, outcome: Outcome) -> None:
        """One question in its server's hourly statistics, saved with the next batch."""
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        hour = int(time.time() // 3600) * 3600
        self._questions[(guild_id, outcome, hour)] += 1
        self._wake()

    def count_unanswered(
        self, guild_id: int | None, key: str, example: str, closest: str | None
    ) -> None:
        """One more of an unanswered question, saved with the next batch (the first
        example and the latest closest intent, as the store keeps them)."""
        now = datetime.now(UTC)
        known = self._unanswered.get((guild_id, key))
        if known is not None:
            self._unanswered[(guild_id, key)] = replace(
                known, count=known.count + 1, closest=closest, last_seen=now
            )
        elif len(self._unanswered) >= self.capacity:
            self.dropped += 1
            return
        else:
            self._unanswered[(guild_id, key)] = UnansweredCount(
                guild_id, key, example, closest, 1, now
            )
        self._wake()

    def _wake(self) -> None:
        self._idle.clear()
        self._wakeup.set()

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
        self._wake()

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
            log.warning("stopping with %d store write(s) not saved", self.pending)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None

    async def _save_counts(self) -> None:
        """Save the counts added up so far, one transaction each kind; what fails for
        being unavailable is added back (and raised), anything else is logged."""
        questions, self._questions = self._questions, Counter()
        unanswered, self._unanswered = self._unanswered, {}
        try:
            if questions:
                await self.store.record_questions(questions)
            questions = Counter()
            if unanswered:
                await self.store.record_unanswered_many(list(unanswered.values()))
            self.batches += 1
        except StoreUnavailable:
            self._questions.update(questions)
            for key, entry in unanswered.items():
                newer = self._unanswered.get(key)
                self._unanswered[key] = (
                    entry
                    if newer is None
                    else replace(
                        entry,
                        count=entry.count + newer.count,
                        closest=newer.closest,
                        last_seen=newer.last_seen,
                    )
                )
            raise
        except Exception:
            self.failed += 1
            log.exception("saving a batch of question counts failed; dropped")

    async def _run(self) -> None:
        delay = self.first_retry
        while True:
            if not self._queue and not self._questions and not self._unanswered:
                self._idle.set()
                self._wakeup.clear()
                await self._wakeup.wait()
                continue
            item = self._queue[0] if self._queue else None
            if item is None and self.batch_seconds > 0:
                await asyncio.sleep(self.batch_seconds)  # the counts of a burst, together
                item = self._queue[0] if self._queue else None
            try:
                if self._questions or self._unanswered:
                    await self._save_counts()
                if item is not None:
                    await item.write(self.store)
            except StoreUnavailable as exc:
                if not self.degraded:
                    self.degraded = True
                    log.warning(
                        "database unavailable (%s); answering from memory and keeping "
                        "writes (%d waiting) until it is back",
                        exc,
                        self.pending,
                    )
                await asyncio.sleep(delay)
                delay = min(delay * 2, self.max_retry)
                continue
            except Exception:
                self.failed += 1
                log.exception("store write %s failed; dropped", item.what if item else "-")
            if item is not None and self._queue and self._queue[0] is item:
                self._queue.popleft()
            delay = self.first_retry
            if self.degraded:
                self.degraded = False
                log.warning("database back; saving %d waiting write(s)", self.pending)


class StoreWrites:
    """Where the answer path's writes (counts, unanswered questions) go: straight to the
    store, or, once `start` is called (the running bot), through a StoreWriter queue."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.writer: StoreWriter | None = None

    def start(self) -> None:
        if self.writer is None:
            self.writer = StoreWriter(self.store)
            self.writer.start()

    async def close(self, timeout: float = 5.0) -> None:
        """Save queued writes (`timeout` seconds at most); safe twice."""
        if self.writer is not None:
            await self.writer.close(timeout=timeout)
            self.writer = None

    async def count_question(self, guild_id: int | None, outcome: Outcome) -> None:
        """One question in its server's hourly statistics (/stats), by outcome."""
        if self.writer is not None:
            self.writer.count_question(guild_id, outcome)
            return
        await self._now("count a question", lambda s: s.record_question(guild_id, outcome))

    async def count_unanswered(
        self, guild_id: int | None, key: str, example: str, closest: str | None
    ) -> None:
        """One more of an unanswered question in its server's list."""
        if self.writer is not None:
            self.writer.count_unanswered(guild_id, key, example, closest)
            return
        await self._now(
            "record an unanswered question",
            lambda s: s.record_unanswered(guild_id, key, example, closest),
        )

    async def _now(self, what: str, write: Write) -> None:
        """Without a writer: write now; a store that is down costs the write, never the
        answer (`what` names it in the warning)."""
        try:
            await write(self.store)
        except StoreError as exc:
            log.warning("could not %s: %s", what, exc)
