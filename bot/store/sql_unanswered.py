"""The unanswered questions' part of the SQL store (both dialects), apart from the rest.

Counts arrive in batches from every process (the write queue's) and are upserted, then
each guild is cut back to its capacity. Two processes' batches of the same questions
could deadlock on PostgreSQL (each holding rows the other wants), and a batch was then
dropped whole: so every batch writes in one order, (guild, key), under a lock per guild
(`_lock_unanswered`, an advisory lock there), and one that still meets a deadlock is run
again (`_write_retrying`), never dropped.
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
from collections.abc import Awaitable, Callable, Iterable, Mapping
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any

from bot.store.base import UnansweredCount
from bot.store.records import (
    EXAMPLE_CHARS,
    UnansweredRecord,
    clean_text,
    from_epoch,
    to_db_guild,
    to_epoch,
)
from bot.store.tx import Row, Tx

log = logging.getLogger(__name__)

MAX_COUNT = 2**63 - 1  # BIGINT
LATEST_EPOCH = 253402300799.0  # 9999-12-31: past it a datetime cannot hold the time
WRITE_ATTEMPTS = 5  # a transaction that met another process's (a deadlock) is run again


class SqlUnanswered:
    """Unanswered questions over the SQL store's transactions (mixed into SqlStore)."""

    unanswered_capacity: int

    def transaction(self, write: bool = False) -> AbstractAsyncContextManager[Tx]:
        raise NotImplementedError  # SqlStore's

    async def _lock_unanswered(self, tx: Tx, guilds: Iterable[int]) -> None:
        """Keep two processes' writes of one guild's unanswered questions apart, so their
        upserts and evictions cannot deadlock (SQLite: BEGIN IMMEDIATE does)."""

    def _retryable(self, exc: Exception) -> bool:
        """Whether a write failed only for meeting another process's (a deadlock): its
        transaction was rolled back whole and may be run again."""
        return False

    async def _write_retrying(self, work: Callable[[Tx], Awaitable[None]]) -> None:
        """`work` in one write transaction, run again (up to WRITE_ATTEMPTS) after a
        deadlock, so a batch of counts is never dropped for meeting another process's."""
        for attempt in range(1, WRITE_ATTEMPTS + 1):
            try:
                async with self.transaction(write=True) as tx:
                    await work(tx)
                return
            except Exception as exc:
                if attempt == WRITE_ATTEMPTS or not self._retryable(exc):
                    raise
                log.info("write met another process's (%s); retrying", type(exc).__name__)
                await asyncio.sleep(random.uniform(0.0, 0.02 * attempt))

    async def record_unanswered(
        self,
        guild_id: int | None,
        key: str,
        example: str,
        closest: str | None,
        now: datetime | None = None,
    ) -> None:
        if not clean_text(key):
            return
        await self.record_unanswered_many(
            [UnansweredCount(guild_id, key, example, closest, 1, now)]
        )

    async def _record_unanswered(self, tx: Tx, entry: UnansweredCount) -> None:
        key, guild = clean_text(entry.key), to_db_guild(entry.guild_id)
        await tx.execute(
            "INSERT INTO unanswered (guild_id, key, example, count, closest, last_seen)"
            " VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, key) DO UPDATE SET"
            " count = unanswered.count + excluded.count,"
            " closest = excluded.closest, last_seen = excluded.last_seen",
            guild,
            key,
            clean_text(entry.example).strip()[:EXAMPLE_CHARS],
            max(1, entry.count),
            None if entry.closest is None else clean_text(entry.closest),
            to_epoch(entry.last_seen),
        )
        await self._evict(tx, guild, keep=key)

    async def _evict(self, tx: Tx, guild: int, keep: str | None = None) -> None:
        """Down to capacity, dropping the lowest counts, oldest first (never `keep`: a new
        question gets its chance, as in the old in-memory list)."""
        rows = await tx.fetch("SELECT COUNT(*) FROM unanswered WHERE guild_id = ?", guild)
        excess = int(rows[0][0]) - self.unanswered_capacity
        if excess <= 0:
            return
        spare = "" if keep is None else " AND key <> ?"
        args: list[Any] = [guild, guild] + ([] if keep is None else [keep]) + [excess]
        await tx.execute(
            "DELETE FROM unanswered WHERE guild_id = ? AND key IN ("
            f"SELECT key FROM unanswered WHERE guild_id = ?{spare}"
            " ORDER BY count ASC, last_seen ASC, key ASC LIMIT ?)",
            *args,
        )

    async def unanswered(self, guild_id: int | None, limit: int = 20) -> list[UnansweredRecord]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT key, example, count, closest, last_seen FROM unanswered"
                " WHERE guild_id = ? ORDER BY count DESC, last_seen DESC, key ASC LIMIT ?",
                to_db_guild(guild_id),
                max(0, limit),
            )
        return [_unanswered(row) for row in rows]

    async def remove_unanswered(self, guild_id: int | None, key: str) -> bool:
        async with self.transaction(write=True) as tx:
            changed = await tx.execute(
                "DELETE FROM unanswered WHERE guild_id = ? AND key = ?",
                to_db_guild(guild_id),
                clean_text(key),
            )
        return changed > 0

    async def import_unanswered(
        self, guild_id: int | None, entries: Iterable[UnansweredRecord | Mapping[str, Any]]
    ) -> int:
        rows = [row for row in (_import_row(entry) for entry in entries) if row is not None]
        rows.sort(key=lambda row: str(row[0]))  # one order in every process (stable)
        guild = to_db_guild(guild_id)

        async def save(tx: Tx) -> None:
            await self._lock_unanswered(tx, [guild])
            for key, example, count, closest, last_seen in rows:
                await tx.execute(
                    "INSERT INTO unanswered (guild_id, key, example, count, closest, last_seen)"
                    " VALUES (?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (guild_id, key) DO UPDATE SET"
                    " count = unanswered.count + excluded.count,"
                    " closest = COALESCE(unanswered.closest, excluded.closest),"
                    " last_seen = CASE WHEN excluded.last_seen > unanswered.last_seen"
                    " THEN excluded.last_seen ELSE unanswered.last_seen END",
                    guild,
                    key,
                    example,
                    count,
                    closest,
                    last_seen,
                )
            await self._evict(tx, guild)

        await self._write_retrying(save)
        return len(rows)

    async def record_unanswered_many(self, entries: Iterable[UnansweredCount]) -> None:
        # in one order (guild, key) in every process, so two batches cannot deadlock
        rows = sorted(
            (e for e in entries if clean_text(e.key)),
            key=lambda e: (to_db_guild(e.guild_id), clean_text(e.key)),
        )
        if not rows:
            return

        async def save(tx: Tx) -> None:
            await self._lock_unanswered(tx, {to_db_guild(e.guild_id) for e in rows})
            for entry in rows:
                await self._record_unanswered(tx, entry)

        await self._write_retrying(save)


def _unanswered(row: Row) -> UnansweredRecord:
    return UnansweredRecord(
        key=row[0],
        example=row[1],
        count=int(row[2]),
        closest=row[3],
        last_seen=from_epoch(float(row[4])),
    )


def _import_row(entry: UnansweredRecord | Mapping[str, Any]) -> Row | None:
    """One old-format row as (key, example, count, closest, last_seen), or None if bad."""
    try:
        if isinstance(entry, UnansweredRecord):
            key, example, count = entry.key, entry.example, entry.count
            closest, seen = entry.closest, entry.last_seen
        else:
            key, example, count = entry["key"], entry["example"], entry["count"]
            closest, seen = entry.get("closest"), entry.get("last_seen", 0.0)
        last_seen = to_epoch(seen) if isinstance(seen, datetime) else float(seen)
        valid = (
            math.isfinite(last_seen)
            and 0 <= last_seen <= LATEST_EPOCH
            and isinstance(key, str)
            and key
            and isinstance(example, str)
            and (closest is None or isinstance(closest, str))
            and isinstance(count, int)
            and not isinstance(count, bool)
            and 1 <= count <= MAX_COUNT
        )
    except (KeyError, TypeError, ValueError, OverflowError) as exc:
        log.warning("skipped an unanswered entry that cannot be imported: %s", exc)
        return None
    if not valid:
        log.warning("skipped an unanswered entry with bad fields: %.300r", entry)
        return None
    return (
        clean_text(key),
        clean_text(example).strip()[:EXAMPLE_CHARS],
        count,
        None if closest is None else clean_text(closest),
        last_seen,
    )
