"""The one async interface both backends implement, and the store's errors.

Callers (the service, the Discord cogs) depend on this and never on a backend, so the
SQLite default and PostgreSQL are interchangeable.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Mapping
from datetime import datetime
from typing import Any

from bot.store.records import AuditRecord, Outcome, UnansweredRecord, VersionRecord

ChangeCallback = Callable[[int | None], Awaitable[None] | None]
"""Called with the guild whose knowledge changed (None: the operator's scope)."""

UNANSWERED_CAPACITY = 300


class StoreError(Exception):
    """Base of the store's own errors."""


class StoreUnavailable(StoreError):
    """The database cannot be reached or used; the message is one line, without secrets."""


class UnknownVersion(StoreError, LookupError):
    """No such version in this guild (it may exist in another one, which is the same)."""


class Store(ABC):
    """Per-guild knowledge versions, unanswered questions, audit, settings and stats.

    `guild_id=None` is the operator's scope (DMs, the operator's own knowledge).
    """

    # knowledge versions

    @abstractmethod
    async def add_version(
        self,
        guild_id: int | None,
        files: Mapping[str, str],
        author: str,
        summary: str,
        activate: bool = True,
    ) -> VersionRecord:
        """Save a version; with `activate`, make it active in the same transaction."""

    @abstractmethod
    async def activate(self, guild_id: int | None, version_id: int | None) -> VersionRecord | None:
        """Make a version of this guild active, or with None go back to the operator's
        default (reset). Raises UnknownVersion for a version not in this guild."""

    @abstractmethod
    async def active_version(self, guild_id: int | None) -> VersionRecord | None:
        """The active version, or None when the guild uses the operator's default."""

    @abstractmethod
    async def get_version(self, guild_id: int | None, version_id: int) -> VersionRecord | None:
        """One version of this guild; None for an unknown id or another guild's."""

    @abstractmethod
    async def history(self, guild_id: int | None, limit: int = 25) -> list[VersionRecord]:
        """This guild's versions, newest first, with `active` set on the active one."""

    @abstractmethod
    async def active_versions(self) -> dict[int | None, VersionRecord]:
        """Every guild's active version, for startup."""

    @abstractmethod
    async def generation(self) -> int:
        """A counter bumped on every activation, reset and operator reload, anywhere."""

    @abstractmethod
    async def notify_operator_reload(self) -> None:
        """Tell other processes the operator's knowledge changed (bumps generation)."""

    @abstractmethod
    async def subscribe(self, callback: ChangeCallback) -> None:
        """Call `callback(guild_id)` when any process changes a guild's knowledge.

        PostgreSQL pushes changes; SQLite does nothing here (poll `generation()`)."""

    # unanswered questions

    @abstractmethod
    async def record_unanswered(
        self,
        guild_id: int | None,
        key: str,
        example: str,
        closest: str | None,
        now: datetime | None = None,
    ) -> None:
        """Count one unanswered question (atomic across processes); keep the first
        example, the latest closest intent; evict the least valuable over capacity."""

    @abstractmethod
    async def unanswered(self, guild_id: int | None, limit: int = 20) -> list[UnansweredRecord]:
        """Most frequent first, then most recent."""

    @abstractmethod
    async def remove_unanswered(self, guild_id: int | None, key: str) -> bool:
        """Forget one question (e.g. once answered); True if it was there."""

    @abstractmethod
    async def import_unanswered(
        self, guild_id: int | None, entries: Iterable[UnansweredRecord | Mapping[str, Any]]
    ) -> int:
        """One-time import of the old JSON list (rows of key, example, count, closest,
        last_seen as epoch seconds or datetime); counts add up. Returns rows imported."""

    # audit

    @abstractmethod
    async def audit(
        self,
        guild_id: int | None,
        actor: str,
        action: str,
        result: str,
        detail: str = "",
        now: datetime | None = None,
    ) -> None:
        """Append one entry to the guild's audit log."""

    @abstractmethod
    async def audit_log(self, guild_id: int | None, limit: int = 25) -> list[AuditRecord]:
        """Newest first."""

    # settings

    @abstractmethod
    async def get_settings(self, guild_id: int | None) -> dict[str, Any]:
        """All of the guild's settings, JSON-decoded."""

    @abstractmethod
    async def set_setting(self, guild_id: int | None, key: str, value: Any) -> None:
        """Set one setting (any JSON-encodable value); None deletes it."""

    # statistics

    @abstractmethod
    async def record_question(
        self, guild_id: int | None, outcome: Outcome, now: datetime | None = None
    ) -> None:
        """Count one question in its hourly bucket."""

    @abstractmethod
    async def question_stats(self, guild_id: int | None, since: datetime) -> dict[str, int]:
        """Questions per outcome from the hour containing `since` on (every outcome
        present, 0 when none)."""

    # lifecycle

    @abstractmethod
    async def ping(self) -> bool:
        """True when the database answers; never raises (for health checks)."""

    @abstractmethod
    async def close(self) -> None:
        """Release connections and threads; safe to call twice."""

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
