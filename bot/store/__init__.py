"""Persistent state per Discord server ("guild"): knowledge versions, unanswered
questions, an audit log, settings and question statistics.

One async interface, two backends: SQLite (default; a file, queries on a worker thread)
and PostgreSQL (a `postgresql://` URL; asyncpg pool, LISTEN/NOTIFY). Both run the same
versioned migrations at open. YAML is stored as opaque text; this package imports only
the stdlib and asyncpg. `guild_id=None` is the operator's scope (DMs, operator knowledge).

    store = await open_store("data/matchbot.sqlite3")   # or "sqlite:///path", ":memory:",
                                                        # or "postgresql://user@host/db"
Knowledge versions
    add_version(guild_id, files, author, summary, activate=True, expect=ANY_BASE)
        -> VersionRecord  (keeps the newest `history_limit` versions and the active one)
    activate(guild_id, version_id | None, expect=ANY_BASE) -> VersionRecord | None
        (None: reset; raises UnknownVersion for a version of another guild, pruned or
        none at all)
      `expect`: the version id (None: none) that must still be active, checked inside
      the write transaction across processes; else VersionConflict and nothing saved
    active_version(guild_id) -> VersionRecord | None;  active_version_id(guild_id)
    get_version(guild_id, version_id) -> VersionRecord | None
    history(guild_id, limit=25, files=True) -> list[VersionRecord]  (newest first;
        .active marked; files=False: metadata only)
    active_versions() -> dict[guild_id, VersionRecord]  (for startup)
    generation() -> int  (bumped by every activation, reset and operator reload)
    notify_operator_reload() -> None
    subscribe(callback(guild_id)) -> None  (PostgreSQL: pushed; SQLite: no-op, poll)
Unanswered questions
    record_unanswered(guild_id, key, example, closest, now=None) -> None
    unanswered(guild_id, limit=20) -> list[UnansweredRecord]
    remove_unanswered(guild_id, key) -> bool
    record_unanswered_many(entries: [UnansweredCount]) -> None  (one transaction)
    import_unanswered(guild_id, entries) -> int  (bad rows skipped, one warning each)
Audit
    audit(guild_id, actor, action, result, detail="", now=None) -> None
    audit_log(guild_id, limit=25) -> list[AuditRecord]
    (entries older than `audit_retention_days` are pruned as new ones are written)
Settings
    get_settings(guild_id) -> dict[str, Any];  set_setting(guild_id, key, value)  (None
    deletes)
Games (GameStore(store), bot/store/games.py)
    predictions, their settlements (once per result, across processes), quiz points,
    leaderboards; a member's own rows deleted with forget(guild_id, user_id)
Statistics
    record_question(guild_id, "answered" | "suggested" | "declined", now=None) -> None
    record_questions({(guild_id, outcome, hour): count}) -> None  (one transaction)
    question_stats(guild_id, since) -> dict[outcome, int]
Lifecycle
    ping() -> bool;  close()  (also `async with await open_store(...) as store:`)
    outage -> str | None  (None: working; else a one-line reason, no connection details;
        outage_since: when it began; each outage logged once at its start and end)

Errors: StoreUnavailable (cannot reach or use the database; one line, no user, host,
database or password), UnknownVersion (a LookupError), VersionConflict (the base
moved). Text is cleaned on the way in (lone surrogates and NUL replaced), so no input
string can crash a backend.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.store.base import (
    ANY_BASE,
    AUDIT_RETENTION_DAYS,
    HISTORY_LIMIT,
    UNANSWERED_CAPACITY,
    ChangeCallback,
    QuestionCount,
    Store,
    StoreError,
    StoreUnavailable,
    UnansweredCount,
    UnknownVersion,
    VersionConflict,
)
from bot.store.games import Game, GameStore, PredictionRecord, Scoring, Standing
from bot.store.migrations import MIGRATIONS
from bot.store.records import OUTCOMES, AuditRecord, Outcome, UnansweredRecord, VersionRecord
from bot.store.sqlite import SqliteStore

if TYPE_CHECKING:
    from bot.store.postgres import PostgresStore, mask_url


def __getattr__(name: str) -> Any:
    """PostgresStore and mask_url, imported when first asked for: asyncpg takes tens of
    milliseconds to import, which `ask`, the console and SQLite never need."""
    if name in ("PostgresStore", "mask_url"):
        from bot.store import postgres

        return getattr(postgres, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ANY_BASE",
    "AUDIT_RETENTION_DAYS",
    "HISTORY_LIMIT",
    "OUTCOMES",
    "SCHEMA_VERSION",
    "UNANSWERED_CAPACITY",
    "AuditRecord",
    "ChangeCallback",
    "Game",
    "GameStore",
    "Outcome",
    "PostgresStore",
    "PredictionRecord",
    "QuestionCount",
    "Scoring",
    "SqliteStore",
    "Standing",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "UnansweredCount",
    "UnansweredRecord",
    "UnknownVersion",
    "VersionConflict",
    "VersionRecord",
    "mask_url",
    "open_store",
]

DEFAULT_PATH = Path("data/matchbot.sqlite3")


def is_postgres_url(target: str | Path) -> bool:
    return isinstance(target, str) and target.lower().startswith(("postgresql://", "postgres://"))


async def open_store(
    target: str | Path,
    *,
    schema: str | None = None,
    unanswered_capacity: int = UNANSWERED_CAPACITY,
    history_limit: int = HISTORY_LIMIT,
    audit_retention_days: float = AUDIT_RETENTION_DAYS,
) -> Store:
    """Open and migrate the store at a path, `sqlite:///path`, `:memory:` or a
    `postgresql://` URL (`schema`, PostgreSQL only: keep the tables in that schema)."""
    if is_postgres_url(target):
        from bot.store.postgres import PostgresStore

        return await PostgresStore.open(
            str(target),
            schema=schema,
            unanswered_capacity=unanswered_capacity,
            history_limit=history_limit,
            audit_retention_days=audit_retention_days,
        )
    if schema is not None:
        raise ValueError("schema applies to PostgreSQL only")
    path = str(target)
    if path.lower().startswith("sqlite://"):
        path = path[len("sqlite://") :]
        path = path[1:] if path.startswith("/") else path  # sqlite:///rel, sqlite:////abs
    if not path:
        raise ValueError(f"no database path in {target!r}")
    return await SqliteStore.open(
        path,
        unanswered_capacity=unanswered_capacity,
        history_limit=history_limit,
        audit_retention_days=audit_retention_days,
    )


SCHEMA_VERSION = max(m.version for m in MIGRATIONS)  # what open_store migrates a database to
