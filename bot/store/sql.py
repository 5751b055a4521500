"""The store's logic, written once over a tiny transaction protocol that each backend
provides (SQLite through a worker thread, PostgreSQL through asyncpg).

Queries use `?` placeholders and SQL both dialects accept (UPSERT, RETURNING), so the two
backends cannot drift apart in behaviour; only connections and notification differ.
"""

from __future__ import annotations

import json
import logging
import math
import time
from abc import abstractmethod
from collections.abc import Mapping
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any

from bot.store.base import (
    ANY_BASE,
    AUDIT_RETENTION_DAYS,
    HISTORY_LIMIT,
    UNANSWERED_CAPACITY,
    QuestionCount,
    Store,
    UnknownVersion,
    VersionConflict,
)
from bot.store.live_posts import SqlLivePosts
from bot.store.migrations import CREATE_MIGRATIONS_TABLE, MIGRATIONS, Dialect
from bot.store.records import (
    OUTCOMES,
    AuditRecord,
    Outcome,
    VersionRecord,
    clean_text,
    files_hash,
    from_db_guild,
    from_epoch,
    to_db_guild,
    to_epoch,
)
from bot.store.sql_unanswered import SqlUnanswered
from bot.store.tx import Row, Tx

# Row and Tx live in bot.store.tx (shared with sql_unanswered); imported from here too.
__all__ = ["OPERATOR_PAYLOAD", "Row", "SqlStore", "Tx"]

log = logging.getLogger(__name__)

OPERATOR_PAYLOAD = "operator"
AUDIT_PRUNE_EVERY = 600.0  # seconds between two prunings of the audit log (per process)

_VERSION_COLUMNS = (
    "v.id, v.guild_id, v.hash, v.author, v.summary, v.files, v.created_at, a.version_id IS NOT NULL"
)
_META_COLUMNS = _VERSION_COLUMNS.replace("v.files", "'{}'")
_VERSION_FROM = (
    "FROM knowledge_versions v"
    " LEFT JOIN active_versions a ON a.guild_id = v.guild_id AND a.version_id = v.id"
)


def _version(row: Row) -> VersionRecord:
    files = json.loads(row[5])
    return VersionRecord(
        id=int(row[0]),
        guild_id=from_db_guild(int(row[1])),
        hash=row[2],
        author=row[3],
        summary=row[4],
        files={str(name): str(text) for name, text in files.items()},
        created_at=from_epoch(float(row[6])),
        active=bool(row[7]),
    )


def _payload(db_guild: int) -> str:
    return OPERATOR_PAYLOAD if db_guild == 0 else str(db_guild)


def _hour(epoch: float) -> int:
    return int(epoch // 3600) * 3600


class SqlStore(SqlLivePosts, SqlUnanswered, Store):
    """Everything but connections: those come from `transaction()` of a subclass."""

    dialect: Dialect

    def __init__(
        self,
        unanswered_capacity: int = UNANSWERED_CAPACITY,
        history_limit: int = HISTORY_LIMIT,
        audit_retention_days: float = AUDIT_RETENTION_DAYS,
    ) -> None:
        if unanswered_capacity < 1:
            raise ValueError("unanswered_capacity must be at least 1")
        if history_limit < 1:
            raise ValueError("history_limit must be at least 1")
        self.unanswered_capacity = unanswered_capacity
        self.history_limit = history_limit
        self.audit_retention_days = audit_retention_days
        self._audit_pruned = -math.inf  # time.monotonic() of the last pruning

    @abstractmethod
    def transaction(self, write: bool = False) -> AbstractAsyncContextManager[Tx]:
        """A transaction; `write` ones are serialised against other writers up front."""

    async def _lock_migrations(self, tx: Tx) -> None:
        """Keep two processes from migrating at once (SQLite: BEGIN IMMEDIATE does)."""

    async def migrate(self) -> list[int]:
        """Apply the migrations this database lacks, in one transaction; their numbers."""
        applied_now: list[int] = []
        async with self.transaction(write=True) as tx:
            await self._lock_migrations(tx)
            await tx.execute(CREATE_MIGRATIONS_TABLE)
            applied = {int(r[0]) for r in await tx.fetch("SELECT version FROM schema_migrations")}
            for migration in MIGRATIONS:
                if migration.version in applied:
                    continue
                for statement in migration.sql(self.dialect):
                    await tx.execute(statement)
                await tx.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    migration.version,
                    migration.name,
                    time.time(),
                )
                applied_now.append(migration.version)
        newest = max(m.version for m in MIGRATIONS)
        if applied and max(applied) > newest:
            log.warning(
                "database schema is at version %d, newer than this code (%d)", max(applied), newest
            )
        return applied_now

    # knowledge versions

    async def add_version(
        self,
        guild_id: int | None,
        files: Mapping[str, str],
        author: str,
        summary: str,
        activate: bool = True,
        *,
        expect: int | None = ANY_BASE,
    ) -> VersionRecord:
        guild = to_db_guild(guild_id)
        clean_files = {clean_text(name): clean_text(text) for name, text in sorted(files.items())}
        digest = files_hash(clean_files)
        author, summary = clean_text(author), clean_text(summary)
        created = time.time()
        async with self.transaction(write=True) as tx:
            await self._lock_changes(tx, guild, expect, switch=activate)
            rows = await tx.fetch(
                "INSERT INTO knowledge_versions"
                " (guild_id, hash, author, summary, files, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                guild,
                digest,
                author,
                summary,
                json.dumps(clean_files, ensure_ascii=False, sort_keys=True),
                created,
            )
            version_id = int(rows[0][0])
            if activate:
                await self._switch(tx, guild, version_id)
            await self._prune_history(tx, guild)
        return VersionRecord(
            id=version_id,
            guild_id=from_db_guild(guild),
            hash=digest,
            author=author,
            created_at=from_epoch(created),
            summary=summary,
            files=clean_files,
            active=activate,
        )

    async def _lock_changes(
        self, tx: Tx, guild: int, expect: int | None, *, switch: bool = True
    ) -> None:
        """Serialise knowledge changes across processes (the generation row is locked
        until commit; SQLite: BEGIN IMMEDIATE already is), bumping the generation when it
        `switch`es a version, then check the base: what is active now, read after the
        lock, must be what the change was made from."""
        await tx.execute("UPDATE generation SET value = value + ? WHERE id = 1", int(switch))
        if expect is ANY_BASE:
            return
        rows = await tx.fetch("SELECT version_id FROM active_versions WHERE guild_id = ?", guild)
        active = int(rows[0][0]) if rows else None
        if active != expect:
            raise VersionConflict(
                "this server's knowledge changed meanwhile (another moderator's change is "
                "live); nothing was saved"
            )

    async def _prune_history(self, tx: Tx, guild: int) -> None:
        """Keep the newest `history_limit` versions of the guild, and its active one."""
        await tx.execute(
            "DELETE FROM knowledge_versions WHERE guild_id = ? AND id < ("
            " SELECT MIN(id) FROM (SELECT id FROM knowledge_versions WHERE guild_id = ?"
            " ORDER BY id DESC LIMIT ?) AS newest)"
            " AND id NOT IN (SELECT version_id FROM active_versions WHERE guild_id = ?)",
            guild,
            guild,
            self.history_limit,
            guild,
        )

    async def _switch(self, tx: Tx, guild: int, version_id: int | None) -> None:
        """Point the guild at a version (None: none) and notify (the generation was
        bumped by `_lock_changes`, first in the same transaction)."""
        if version_id is None:
            await tx.execute("DELETE FROM active_versions WHERE guild_id = ?", guild)
        else:
            await tx.execute(
                "INSERT INTO active_versions (guild_id, version_id) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET version_id = excluded.version_id",
                guild,
                version_id,
            )
        await tx.notify(_payload(guild))

    async def _fetch_version(self, tx: Tx, guild: int, version_id: int) -> VersionRecord | None:
        rows = await tx.fetch(
            f"SELECT {_VERSION_COLUMNS} {_VERSION_FROM} WHERE v.guild_id = ? AND v.id = ?",
            guild,
            version_id,
        )
        return _version(rows[0]) if rows else None

    async def activate(
        self, guild_id: int | None, version_id: int | None, *, expect: int | None = ANY_BASE
    ) -> VersionRecord | None:
        guild = to_db_guild(guild_id)
        async with self.transaction(write=True) as tx:
            await self._lock_changes(tx, guild, expect)
            if version_id is not None and await self._fetch_version(tx, guild, version_id) is None:
                raise UnknownVersion(f"no version {version_id} in this server")
            await self._switch(tx, guild, version_id)
            if version_id is None:
                return None
            return await self._fetch_version(tx, guild, version_id)

    async def active_version(self, guild_id: int | None) -> VersionRecord | None:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                f"SELECT {_VERSION_COLUMNS} FROM active_versions a"
                " JOIN knowledge_versions v ON v.id = a.version_id AND v.guild_id = a.guild_id"
                " WHERE a.guild_id = ?",
                to_db_guild(guild_id),
            )
        return _version(rows[0]) if rows else None

    async def active_version_id(self, guild_id: int | None) -> int | None:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT version_id FROM active_versions WHERE guild_id = ?", to_db_guild(guild_id)
            )
        return int(rows[0][0]) if rows else None

    async def get_version(self, guild_id: int | None, version_id: int) -> VersionRecord | None:
        async with self.transaction() as tx:
            return await self._fetch_version(tx, to_db_guild(guild_id), version_id)

    async def history(
        self, guild_id: int | None, limit: int = 25, *, files: bool = True
    ) -> list[VersionRecord]:
        columns = _VERSION_COLUMNS if files else _META_COLUMNS
        async with self.transaction() as tx:
            rows = await tx.fetch(
                f"SELECT {columns} {_VERSION_FROM} WHERE v.guild_id = ? ORDER BY v.id DESC LIMIT ?",
                to_db_guild(guild_id),
                max(0, limit),
            )
        return [_version(row) for row in rows]

    async def active_versions(self) -> dict[int | None, VersionRecord]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                f"SELECT {_VERSION_COLUMNS} FROM active_versions a"
                " JOIN knowledge_versions v ON v.id = a.version_id AND v.guild_id = a.guild_id"
            )
        versions = [_version(row) for row in rows]
        return {version.guild_id: version for version in versions}

    async def generation(self) -> int:
        async with self.transaction() as tx:
            rows = await tx.fetch("SELECT value FROM generation WHERE id = 1")
        return int(rows[0][0])

    async def notify_operator_reload(self) -> None:
        async with self.transaction(write=True) as tx:
            await tx.execute("UPDATE generation SET value = value + 1 WHERE id = 1")
            await tx.notify(OPERATOR_PAYLOAD)

    # leases

    async def take_lease(self, name: str, holder: str, seconds: float) -> bool:
        now = time.time()
        async with self.transaction(write=True) as tx:
            await tx.execute(
                "INSERT INTO leases (name, holder, expires) VALUES (?, ?, ?)"
                " ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,"
                " expires = excluded.expires"
                " WHERE leases.holder = excluded.holder OR leases.expires < ?",
                name,
                holder,
                now + seconds,
                now,
            )
            rows = await tx.fetch("SELECT holder FROM leases WHERE name = ?", name)
        return bool(rows) and rows[0][0] == holder

    async def release_lease(self, name: str, holder: str) -> None:
        async with self.transaction(write=True) as tx:
            await tx.execute("DELETE FROM leases WHERE name = ? AND holder = ?", name, holder)

    # audit

    async def audit(
        self,
        guild_id: int | None,
        actor: str,
        action: str,
        result: str,
        detail: str = "",
        now: datetime | None = None,
    ) -> None:
        async with self.transaction(write=True) as tx:
            await tx.execute(
                "INSERT INTO audit_log (guild_id, actor, action, result, detail, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                to_db_guild(guild_id),
                clean_text(actor),
                clean_text(action),
                clean_text(result),
                clean_text(detail),
                to_epoch(now),
            )
            if time.monotonic() - self._audit_pruned >= AUDIT_PRUNE_EVERY:
                self._audit_pruned = time.monotonic()
                await self.prune_audit(tx, now)

    async def prune_audit(self, tx: Tx | None = None, now: datetime | None = None) -> int:
        """Delete audit entries older than `audit_retention_days` before `now` (every
        guild's); done by `audit` at most every AUDIT_PRUNE_EVERY seconds. Rows deleted."""
        cutoff = to_epoch(now) - self.audit_retention_days * 86400
        sql = "DELETE FROM audit_log WHERE created_at < ?"
        if tx is not None:
            return await tx.execute(sql, cutoff)
        async with self.transaction(write=True) as own:
            return await own.execute(sql, cutoff)

    async def audit_log(self, guild_id: int | None, limit: int = 25) -> list[AuditRecord]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT id, guild_id, actor, action, result, detail, created_at FROM audit_log"
                " WHERE guild_id = ? ORDER BY id DESC LIMIT ?",
                to_db_guild(guild_id),
                max(0, limit),
            )
        return [
            AuditRecord(
                id=int(r[0]),
                guild_id=from_db_guild(int(r[1])),
                actor=r[2],
                action=r[3],
                result=r[4],
                detail=r[5],
                created_at=from_epoch(float(r[6])),
            )
            for r in rows
        ]

    # settings

    async def get_settings(self, guild_id: int | None) -> dict[str, Any]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT key, value FROM settings WHERE guild_id = ? ORDER BY key",
                to_db_guild(guild_id),
            )
        settings: dict[str, Any] = {}
        for key, value in rows:
            try:
                settings[key] = json.loads(value)
            except ValueError:
                log.warning("setting %r of guild %s is not JSON; ignored", key, guild_id)
        return settings

    async def set_setting(self, guild_id: int | None, key: str, value: Any) -> None:
        guild, key = to_db_guild(guild_id), clean_text(key)
        async with self.transaction(write=True) as tx:
            if value is None:
                await tx.execute("DELETE FROM settings WHERE guild_id = ? AND key = ?", guild, key)
            else:
                await tx.execute(
                    "INSERT INTO settings (guild_id, key, value) VALUES (?, ?, ?)"
                    " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                    guild,
                    key,
                    json.dumps(_clean_value(value), ensure_ascii=False, allow_nan=False),
                )
            # other processes cache settings: tell them, as a knowledge change does (the
            # notification, and the generation the safety net polls)
            await tx.execute("UPDATE generation SET value = value + 1 WHERE id = 1")
            await tx.notify(_payload(guild))

    # statistics

    async def record_question(
        self, guild_id: int | None, outcome: Outcome, now: datetime | None = None
    ) -> None:
        if outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}; expected one of {OUTCOMES}")
        async with self.transaction(write=True) as tx:
            await tx.execute(
                "INSERT INTO question_stats (guild_id, hour, outcome, count) VALUES (?, ?, ?, 1)"
                " ON CONFLICT (guild_id, hour, outcome)"
                " DO UPDATE SET count = question_stats.count + 1",
                to_db_guild(guild_id),
                _hour(to_epoch(now)),
                outcome,
            )

    async def record_questions(self, counts: Mapping[QuestionCount, int]) -> None:
        for (_, outcome, _), _ in counts.items():
            if outcome not in OUTCOMES:
                raise ValueError(f"unknown outcome {outcome!r}; expected one of {OUTCOMES}")
        if not counts:
            return
        async with self.transaction(write=True) as tx:
            for (guild_id, outcome, hour), count in sorted(
                counts.items(), key=lambda item: (to_db_guild(item[0][0]), item[0][1:])
            ):
                await tx.execute(
                    "INSERT INTO question_stats (guild_id, hour, outcome, count)"
                    " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, hour, outcome)"
                    " DO UPDATE SET count = question_stats.count + excluded.count",
                    to_db_guild(guild_id),
                    _hour(hour),
                    outcome,
                    count,
                )

    async def question_stats(self, guild_id: int | None, since: datetime) -> dict[str, int]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT outcome, SUM(count) FROM question_stats"
                " WHERE guild_id = ? AND hour >= ? GROUP BY outcome",
                to_db_guild(guild_id),
                _hour(to_epoch(since)),
            )
        stats: dict[str, int] = dict.fromkeys(OUTCOMES, 0)
        stats.update({outcome: int(total) for outcome, total in rows})
        return stats

    async def ping(self) -> bool:
        try:
            async with self.transaction() as tx:
                rows = await tx.fetch("SELECT 1")
        except Exception as exc:  # a health check reports, it does not raise
            log.warning("store ping failed: %s", exc)
            return False
        return bool(rows) and int(rows[0][0]) == 1


def _clean_value(value: Any) -> Any:
    """Every string in a JSON-able value cleaned (JSON would escape, not drop, a NUL)."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {
            clean_text(k) if isinstance(k, str) else k: _clean_value(v) for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [_clean_value(item) for item in value]
    return value
