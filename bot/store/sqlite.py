"""SQLite backend: the default, a single file next to the bot.

One connection, owned by one worker thread, so no query ever runs on the event loop; an
asyncio lock keeps this process's transactions from interleaving, and a busy timeout lets
a second process (the command line, a second bot) share the file.

The journal is a rollback journal (TRUNCATE), not WAL: WAL maps its `-shm` index into
memory, and a `-shm` file truncated or on a full or unwritable disk kills the process
with SIGBUS, unlogged; without a mapping such faults are I/O errors (an outage). Every
transaction first checks that the file at the path is still the one opened: a deleted
or replaced database is an outage, never a place to go on confirming writes into.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import sqlite3
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from bot.store.base import (
    AUDIT_RETENTION_DAYS,
    HISTORY_LIMIT,
    UNANSWERED_CAPACITY,
    ChangeCallback,
    StoreUnavailable,
)
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
        history_limit: int = HISTORY_LIMIT,
        audit_retention_days: float = AUDIT_RETENTION_DAYS,
    ) -> None:
        super().__init__(unanswered_capacity, history_limit, audit_retention_days)
        self.path = str(path)
        self._identity: tuple[int, int] | None = None  # (st_dev, st_ino) of the open file
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
        history_limit: int = HISTORY_LIMIT,
        audit_retention_days: float = AUDIT_RETENTION_DAYS,
    ) -> SqliteStore:
        """Open (creating the file and its directory on first run) and migrate."""
        store = cls(path, unanswered_capacity, busy_timeout, history_limit, audit_retention_days)
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

    def _connect(self, create: bool = True) -> None:
        """Open the file (`create`: and its directory, on first run; reopening after an
        outage never creates an empty database in place of a deleted one)."""
        if self.path != MEMORY and create:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        target, uri = self.path, False
        if self.path != MEMORY and not create:
            target, uri = f"{Path(self.path).resolve().as_uri()}?mode=rw", True
        conn = sqlite3.connect(target, timeout=self.busy_timeout, isolation_level=None, uri=uri)
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")
            mode = conn.execute("PRAGMA journal_mode = TRUNCATE").fetchone()
            if mode is not None and str(mode[0]).lower() == "wal":  # another process holds WAL
                log.warning("SQLite: the database is in WAL mode (another process has it open)")
            conn.execute("PRAGMA mmap_size = 0")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error:
            conn.close()
            raise
        self._conn = conn
        self._identity = self._file_identity()

    def _file_identity(self) -> tuple[int, int] | None:
        if self.path == MEMORY:
            return None
        try:
            stat = os.stat(self.path)
        except FileNotFoundError:
            return None
        return stat.st_dev, stat.st_ino

    def _check_file(self) -> None:
        """The file at the path must still be the one opened: deleted, it is an outage
        (nothing written to the unlinked file would survive a restart); replaced (a
        restore from a backup), it is reopened."""
        if self.path == MEMORY:
            return
        now = self._file_identity()
        if now is not None and now == self._identity:
            return
        if now is None:
            raise StoreUnavailable("SQLite database file deleted (not saved)")
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        try:
            self._connect(create=False)
        except sqlite3.Error as exc:
            raise StoreUnavailable("SQLite database file replaced and unusable") from exc
        log.warning("SQLite: the database file was replaced; reopened it")

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
        self._check_file()
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
        except sqlite3.DatabaseError as exc:
            if type(exc) is not sqlite3.DatabaseError:  # integrity, programming: not faults
                raise
            # "database disk image is malformed", "file is not a database": the file was
            # truncated or overwritten under us
            raise StoreUnavailable(f"SQLite: {' '.join(str(exc).split())}") from exc

    @asynccontextmanager
    async def transaction(self, write: bool = False) -> AsyncIterator[Tx]:
        async with self._lock:
            try:
                await self._call(self._begin, write)
            except StoreUnavailable as exc:
                if not self._closed:
                    self._outage_began(str(exc))
                raise
            try:
                yield _SqliteTx(self)
            except BaseException as exc:
                # shielded: a cancelled caller must still leave no transaction open
                try:
                    await asyncio.shield(self._call(self._end, False))
                except Exception as rollback:  # the original error matters more
                    log.debug("SQLite rollback failed: %s", rollback)
                if isinstance(exc, StoreUnavailable) and not self._closed:
                    self._outage_began(str(exc))
                raise
            try:
                await self._call(self._end, True)
            except StoreUnavailable as exc:
                if not self._closed:
                    self._outage_began(str(exc))
                raise
            self._outage_ended()

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
