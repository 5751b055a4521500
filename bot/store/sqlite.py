"""SQLite backend: the default, a single file next to the bot.

One connection, owned by one worker thread, so no query ever runs on the event loop; an
asyncio lock keeps this process's transactions from interleaving, and WAL plus a busy
timeout let a second process (the command line, a second bot) share the file.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from bot.store.base import UNANSWERED_CAPACITY, ChangeCallback, StoreUnavailable
from bot.store.sql import Row, SqlStore, Tx

log = logging.getLogger(__name__)

T = TypeVar("T")

MEMORY = ":memory:"


class _SqliteTx:
    def __init__(self, store: SqliteStore) -> None:
        self._store = store

    async def execute(self, sql: str, *args: Any) -> int:
        changed, _ = await self._store._call(self._store._run, sql, args)
        return changed

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        _, rows = await self._store._call(self._store._run, sql, args)
        return rows

    async def notify(self, payload: str) -> None:
        """Nothing to push to: other processes poll `generation()`."""


class SqliteStore(SqlStore):
    dialect = "sqlite"

    def __init__(
        self,
        path: str | Path,
        unanswered_capacity: int = UNANSWERED_CAPACITY,
        busy_timeout: float = 10.0,
    ) -> None:
        super().__init__(unanswered_capacity)
        self.path = str(path)
        self.busy_timeout = busy_timeout
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="matchbot-sqlite")
        self._lock = asyncio.Lock()
        self._conn: sqlite3.Connection | None = None
        self._closed = False

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        unanswered_capacity: int = UNANSWERED_CAPACITY,
        busy_timeout: float = 10.0,
    ) -> SqliteStore:
        """Open (creating the file and its directory on first run) and migrate."""
        store = cls(path, unanswered_capacity, busy_timeout)
        try:
            await store._call(store._connect)
            await store.migrate()
        except BaseException as exc:
            await store.close()
            if isinstance(exc, StoreUnavailable | sqlite3.Error | OSError):
                detail = " ".join(str(exc).split())
                raise StoreUnavailable(f"SQLite database {path} unusable: {detail}") from exc
            raise
        return store

    # worker-thread side: only these touch the connection

    def _connect(self) -> None:
        if self.path != MEMORY:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error:
            conn.close()
            raise
        self._conn = conn

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreUnavailable("the store is closed")
        return self._conn

    def _run(self, sql: str, args: tuple[Any, ...]) -> tuple[int, list[Row]]:
        cursor = self._connection().execute(sql, args)
        try:
            rows = [tuple(row) for row in cursor.fetchall()]
            return cursor.rowcount, rows
        finally:
            cursor.close()

    def _begin(self, write: bool) -> None:
        conn = self._connection()
        if conn.in_transaction:  # left open by a caller cancelled mid-BEGIN: discard it
            conn.execute("ROLLBACK")
        conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")

    def _end(self, commit: bool) -> None:
        conn = self._connection()
        if not conn.in_transaction:
            return
        try:
            conn.execute("COMMIT" if commit else "ROLLBACK")
        except sqlite3.Error:
            if conn.in_transaction:  # a failed COMMIT must not leave it open
                conn.execute("ROLLBACK")
            raise

    def _shutdown(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    # event-loop side

    async def _call(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn` on the worker thread; a locked or broken database is unavailable."""
        if self._closed:
            raise StoreUnavailable("the store is closed")
        return await self._submit(fn, *args)

    async def _submit(self, fn: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, functools.partial(fn, *args))
        except sqlite3.OperationalError as exc:
            raise StoreUnavailable(f"SQLite: {' '.join(str(exc).split())}") from exc

    @asynccontextmanager
    async def transaction(self, write: bool = False) -> AsyncIterator[Tx]:
        async with self._lock:
            await self._call(self._begin, write)
            try:
                yield _SqliteTx(self)
            except BaseException:
                # shielded: a cancelled caller must still leave no transaction open
                try:
                    await asyncio.shield(self._call(self._end, False))
                except Exception as exc:  # the original error matters more
                    log.warning("SQLite rollback failed: %s", exc)
                raise
            await self._call(self._end, True)

    async def subscribe(self, callback: ChangeCallback) -> None:
        """No push channel in SQLite: other processes poll `generation()`."""

    async def close(self) -> None:
        if self._closed:
            return
        async with self._lock:
            self._closed = True
            try:
                await self._submit(self._shutdown)
            finally:
                self._executor.shutdown(wait=False)
