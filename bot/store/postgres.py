"""PostgreSQL backend, for several bot processes sharing one database.

asyncpg with a pool; the same queries as SQLite (`?` rewritten to `$n`). Activations send
NOTIFY in their own transaction, so listeners hear of a change only once it is committed;
`subscribe` keeps one extra connection LISTENing and re-LISTENs after it is lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import inspect
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Iterable
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.store.base import (
    AUDIT_RETENTION_DAYS,
    HISTORY_LIMIT,
    UNANSWERED_CAPACITY,
    ChangeCallback,
    StoreUnavailable,
)
from bot.store.sql import OPERATOR_PAYLOAD, Row, SqlStore, Tx

log = logging.getLogger(__name__)

CHANNEL = "matchbot_knowledge"
_SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")

# Errors that mean "the database is not there", as opposed to a wrong query. A backend
# killed mid-query (pg_terminate_backend, a restart, a crash) raises one of the operator
# intervention errors (SQLSTATE class 57), not a connection error: an outage too.
_CONNECTION_ERRORS: tuple[type[Exception], ...] = (
    OSError,
    TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.exceptions.InsufficientResourcesError,  # disk full, out of connections
    # "cannot switch to state ...; another operation is in progress": a connection left
    # half-way by a backend killed under it
    asyncpg.exceptions.InternalClientError,
)

# A transaction that met another's and was rolled back whole: safe to run again.
_RETRYABLE_ERRORS: tuple[type[Exception], ...] = (
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.SerializationError,
)


def _unanswered_lock(guild: int) -> int:
    """The advisory lock key (a signed 64-bit integer) of one guild's unanswered rows."""
    digest = hashlib.sha256(f"matchbot_unanswered:{guild}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def _outage_text(exc: BaseException) -> str:
    """What a moderator or /healthz may see: the kind of failure only, never the
    driver's text (it can name the user, host and database)."""
    code = getattr(exc, "sqlstate", None)
    return f"PostgreSQL unavailable ({type(exc).__name__}{f' {code}' if code else ''})"


def mask_url(url: str) -> str:
    """The URL with any password replaced by ***, safe for logs and error messages."""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:
        return "<unparseable database URL>"
    netloc = parts.netloc
    if password is not None:
        userinfo, _, host = netloc.rpartition("@")
        netloc = f"{userinfo.split(':', 1)[0]}:***@{host}"
    query = re.sub(r"(?i)(password=)[^&]*", r"\1***", parts.query)
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def _secret_free(exc: BaseException, url: str) -> str:
    """The error on one line, with the password cut out should a driver echo it."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    with contextlib.suppress(ValueError):
        password = urlsplit(url).password
        if password:
            text = text.replace(password, "***")
    for secret in re.findall(r"(?i)password=([^&\s]+)", url):
        text = text.replace(secret, "***")
    return text


@functools.lru_cache(maxsize=256)
def _numbered(sql: str) -> str:
    """`?` placeholders as asyncpg's `$1, $2, ...` (no query here has a literal `?`)."""
    count = 0

    def number(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", number, sql)


def channel_for(schema: str | None) -> str:
    """The NOTIFY channel of one schema: notifications are database-wide, so two
    deployments (or two test runs) in different schemas of one database must not hear
    each other's changes. Hashed to stay within PostgreSQL's 63-character names."""
    if not schema:
        return CHANNEL
    return f"{CHANNEL}_{hashlib.sha256(schema.encode()).hexdigest()[:16]}"


class _PgTx:
    def __init__(self, conn: Any, channel: str = CHANNEL) -> None:
        self._conn = conn
        self._channel = channel

    async def execute(self, sql: str, *args: Any) -> int:
        status = str(await self._conn.execute(_numbered(sql), *args))
        last = status.rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return [tuple(row) for row in await self._conn.fetch(_numbered(sql), *args)]

    async def notify(self, payload: str) -> None:
        await self._conn.execute("SELECT pg_notify($1, $2)", self._channel, payload)


class PostgresStore(SqlStore):
    dialect = "postgres"

    def __init__(
        self,
        url: str,
        pool: Any,
        *,
        schema: str | None,
        unanswered_capacity: int,
        connect_timeout: float,
        keepalive: float,
        history_limit: int = HISTORY_LIMIT,
        audit_retention_days: float = AUDIT_RETENTION_DAYS,
    ) -> None:
        super().__init__(unanswered_capacity, history_limit, audit_retention_days)
        self.url = url
        self.schema = schema
        self._pool: Any = pool
        self._server_settings = {"search_path": schema} if schema else {}
        self.channel = channel_for(schema)
        self._connect_timeout = connect_timeout
        self._keepalive = keepalive
        self._callbacks: list[ChangeCallback] = []
        self._listener: asyncio.Task[None] | None = None
        self._listening = asyncio.Event()
        self._known_guilds: set[int | None] = set()
        self._pending: set[asyncio.Task[None]] = set()
        self._closed = False
        # how the listening connection shows in pg_stat_activity
        self.listener_name = f"matchbot-listen {schema or ''}".strip()[:63]

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        schema: str | None = None,
        unanswered_capacity: int = UNANSWERED_CAPACITY,
        connect_timeout: float = 5.0,
        keepalive: float = 30.0,
        min_size: int = 1,
        max_size: int = 10,
        history_limit: int = HISTORY_LIMIT,
        audit_retention_days: float = AUDIT_RETENTION_DAYS,
    ) -> PostgresStore:
        """Connect, create `schema` if given (tables then live there), and migrate.

        Raises StoreUnavailable, without the password, when the server cannot be reached."""
        if schema is not None and not _SCHEMA_NAME.match(schema):
            raise ValueError(f"schema must be a lower-case identifier, not {schema!r}")
        settings = {"search_path": schema} if schema else {}
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=min_size,
                max_size=max_size,
                timeout=connect_timeout,
                command_timeout=60,
                server_settings=settings,
            )
        except (*_CONNECTION_ERRORS, asyncpg.PostgresError, ValueError) as exc:
            raise StoreUnavailable(
                f"PostgreSQL not reachable at {mask_url(url)}: {_secret_free(exc, url)}"
            ) from None  # the driver's own error may quote the URL; the cause is not kept
        store = cls(
            url,
            pool,
            schema=schema,
            unanswered_capacity=unanswered_capacity,
            connect_timeout=connect_timeout,
            keepalive=keepalive,
            history_limit=history_limit,
            audit_retention_days=audit_retention_days,
        )
        try:
            await store.migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def _lock_migrations(self, tx: Tx) -> None:
        await tx.execute("SELECT pg_advisory_xact_lock(hashtext('matchbot_migrations'))")
        if self.schema:
            await tx.execute(f"CREATE SCHEMA IF NOT EXISTS {self.schema}")

    async def _lock_unanswered(self, tx: Tx, guilds: Iterable[int]) -> None:
        # one advisory lock a guild, taken in the order of their keys in every process
        for key in sorted({_unanswered_lock(guild) for guild in guilds}):
            await tx.execute("SELECT pg_advisory_xact_lock(?)", key)

    def _retryable(self, exc: Exception) -> bool:
        return isinstance(exc, _RETRYABLE_ERRORS)

    @asynccontextmanager
    async def transaction(self, write: bool = False) -> AsyncIterator[Tx]:
        if self._closed:
            raise StoreUnavailable("the store is closed")
        committed = False
        try:
            async with self._pool.acquire() as conn:
                async with conn.transaction():
                    yield _PgTx(conn, self.channel)
                committed = True
        except _CONNECTION_ERRORS as exc:
            if committed:  # only handing the dead connection back failed: the pool drops it
                log.debug("PostgreSQL connection lost after a commit: %s", type(exc).__name__)
                return
            reason = _outage_text(exc)
            if not self._closed:
                self._outage_began(reason, _secret_free(exc, self.url))
            raise StoreUnavailable(reason) from None  # the driver's text may name the host
        self._outage_ended()

    # change notification

    async def subscribe(self, callback: ChangeCallback) -> None:
        """Register `callback`; the first call starts LISTENing and waits (up to the
        connect timeout) until it is, so a change made after this returns is heard."""
        self._callbacks.append(callback)
        if self._listener is None:
            self._listener = asyncio.create_task(self._listen(), name="matchbot-store-listen")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._listening.wait(), self._connect_timeout * 2)
        if not self._listening.is_set():
            log.warning("not yet listening for knowledge changes; retrying in the background")

    async def _listen(self) -> None:
        """Keep one connection LISTENing; after a loss, reconnect and catch up."""
        delay = 1.0
        seen: list[int] = []  # the generation last seen, once there is one
        while not self._closed:
            try:
                await self._listen_once(seen)
                delay = 1.0
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if not self._closed:
                    log.warning(
                        "knowledge-change listener lost (%s); retrying in %.0f s",
                        _secret_free(exc, self.url),
                        delay,
                    )
            if self._closed:
                return
            await asyncio.sleep(delay)
            delay = min(delay * 2, 30.0)

    async def _listen_once(self, seen: list[int]) -> None:
        """One listening connection, until it is lost."""
        lost = asyncio.Event()
        conn = await asyncpg.connect(
            self.url,
            timeout=self._connect_timeout,
            server_settings={**self._server_settings, "application_name": self.listener_name},
        )
        try:
            conn.add_termination_listener(lambda _conn: lost.set())
            await conn.add_listener(self.channel, self._on_notify)
            generation = int(await conn.fetchval("SELECT value FROM generation WHERE id = 1"))
            active = await conn.fetch("SELECT guild_id FROM active_versions")
            guilds = {None if r[0] == 0 else int(r[0]) for r in active}
            if seen and seen[0] != generation:
                # changes made while we were deaf: tell about every guild that may have
                # moved (those active before or now, and the operator's)
                for guild in self._known_guilds | guilds | {None}:
                    self._dispatch(guild)
            self._known_guilds |= guilds
            seen[:] = [generation]
            self._listening.set()
            while not lost.is_set():
                try:
                    await asyncio.wait_for(lost.wait(), self._keepalive)
                except TimeoutError:  # quiet: make sure the connection is still alive
                    value = await conn.fetchval(
                        "SELECT value FROM generation WHERE id = 1", timeout=self._connect_timeout
                    )
                    seen[:] = [int(value)]
        finally:
            self._listening.clear()
            conn.terminate()

    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        if payload == OPERATOR_PAYLOAD:
            guild: int | None = None
        else:
            try:
                guild = int(payload)
            except ValueError:
                log.warning("ignored a knowledge notification with payload %r", payload)
                return
        self._known_guilds.add(guild)
        self._dispatch(guild)

    def _dispatch(self, guild: int | None) -> None:
        for callback in list(self._callbacks):
            try:
                result = callback(guild)
            except Exception:
                log.exception("knowledge-change callback failed")
                continue
            if inspect.isawaitable(result):
                task = asyncio.ensure_future(_logged(result))
                self._pending.add(task)
                task.add_done_callback(self._pending.discard)

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        tasks = [t for t in (self._listener, *self._pending) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        try:
            await asyncio.wait_for(self._pool.close(), 10)
        except _CONNECTION_ERRORS:  # TimeoutError among them
            self._pool.terminate()


async def _logged(awaitable: Awaitable[None]) -> None:
    try:
        await awaitable
    except Exception:
        log.exception("knowledge-change callback failed")
