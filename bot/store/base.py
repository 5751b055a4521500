"""The one async interface both backends implement, and the store's errors.

Callers (the service, the Discord cogs) depend on this and never on a backend, so the
SQLite default and PostgreSQL are interchangeable.
"""

from __future__ import annotations

import logging
import time
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.live_posts import LivePostStore
from bot.store.records import AuditRecord, Outcome, UnansweredRecord, VersionRecord

log = logging.getLogger("bot.store")

ChangeCallback = Callable[[int | None], Awaitable[None] | None]
"""Called with the guild whose knowledge changed (None: the operator's scope)."""

UNANSWERED_CAPACITY = 300
HISTORY_LIMIT = 50  # versions kept per guild (the active one always is)
AUDIT_RETENTION_DAYS = 365.0

QuestionCount = tuple[int | None, Outcome, int]
"""(guild_id, outcome, the hour's start in epoch seconds)."""


@dataclass(frozen=True, slots=True)
class UnansweredCount:
    """`count` more of one unanswered question (the newest example and closest win)."""

    guild_id: int | None
    key: str
    example: str
    closest: str | None
    count: int = 1
    last_seen: datetime | None = None


class StoreError(Exception):
    """Base of the store's own errors."""


class StoreUnavailable(StoreError):
    """The database cannot be reached or used; the message is one line, without secrets."""


class UnknownVersion(StoreError, LookupError):
    """No such version in this guild (it may exist in another one, which is the same)."""


class VersionConflict(StoreError):
    """The guild's live version is no longer the one a change was prepared from (another
    moderator or process changed it meanwhile): nothing was saved."""


ANY_BASE: Any = object()
"""`expect=ANY_BASE`: make the change whatever is live (operator tools, tests)."""


class Store(LivePostStore, ABC):
    """Per-guild knowledge versions, unanswered questions, audit, settings and stats.

    `guild_id=None` is the operator's scope (DMs, the operator's own knowledge).

    `outage` is None while the database works, else a one-line reason without connection
    details (for /healthz); it is set by the first failed use, cleared by the next good
    one, and each outage is logged once when it starts and once when it ends.
    """

    _outage: str | None = None
    _outage_since: float | None = None

    @property
    def outage(self) -> str | None:
        """None when the store works; else why not (no user, host, database or password)."""
        return self._outage

    @property
    def outage_since(self) -> float | None:
        """`time.monotonic()` when the current outage began (None: no outage)."""
        return self._outage_since

    def _outage_began(self, reason: str, detail: str = "") -> None:
        """`reason` may be shown anywhere; `detail` (the driver's words, no password)
        goes to the operator's log only, once per outage."""
        if self._outage is None:
            self._outage_since = time.monotonic()
            log.warning(
                "store unavailable: %s%s; nothing is saved until it is back",
                reason,
                f" ({detail})" if detail and detail != reason else "",
            )
        self._outage = reason

    def _outage_ended(self) -> None:
        if self._outage is not None:
            since = self._outage_since or time.monotonic()
            log.warning("store available again after %.0f s", time.monotonic() - since)
            self._outage = None
            self._outage_since = None

    # knowledge versions

    @abstractmethod
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
        """Save a version; with `activate`, make it active in the same transaction.

        `expect`: the id of the version that must still be active (None: none, the
        operator's default), checked inside the write transaction, so of two changes
        prepared from the same base in any processes only the first is saved; the other
        raises VersionConflict. Versions past the history limit are pruned."""

    @abstractmethod
    async def activate(
        self, guild_id: int | None, version_id: int | None, *, expect: int | None = ANY_BASE
    ) -> VersionRecord | None:
        """Make a version of this guild active, or with None go back to the operator's
        default (reset). Raises UnknownVersion for a version not in this guild (or
        pruned), VersionConflict when `expect` is no longer active."""

    @abstractmethod
    async def active_version_id(self, guild_id: int | None) -> int | None:
        """The id of the guild's active version (None: the operator's default); cheap."""

    @abstractmethod
    async def active_version(self, guild_id: int | None) -> VersionRecord | None:
        """The active version, or None when the guild uses the operator's default."""

    @abstractmethod
    async def get_version(self, guild_id: int | None, version_id: int) -> VersionRecord | None:
        """One version of this guild; None for an unknown id or another guild's."""

    @abstractmethod
    async def history(
        self, guild_id: int | None, limit: int = 25, *, files: bool = True
    ) -> list[VersionRecord]:
        """This guild's versions, newest first, with `active` set on the active one;
        `files=False` reads only their metadata (their `files` are then empty)."""

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
    async def record_questions(self, counts: Mapping[QuestionCount, int]) -> None:
        """Many counts in one transaction: (guild_id, outcome, hour start as epoch
        seconds) -> how many (the write queue's batches)."""

    @abstractmethod
    async def record_unanswered_many(self, entries: Iterable[UnansweredCount]) -> None:
        """Many unanswered questions in one transaction (the write queue's batches)."""

    @abstractmethod
    async def question_stats(self, guild_id: int | None, since: datetime) -> dict[str, int]:
        """Questions per outcome from the hour containing `since` on (every outcome
        present, 0 when none)."""

    # leases

    @abstractmethod
    async def take_lease(self, name: str, holder: str, seconds: float) -> bool:
        """Hold the lease `name` for `seconds` from now when it is free, expired or already
        `holder`'s (then it is renewed); True when `holder` holds it. Processes sharing a
        database use it so that one of them does a job (polling a feed); if the holder
        dies, another takes over once the lease expires."""

    @abstractmethod
    async def release_lease(self, name: str, holder: str) -> None:
        """Give the lease up at once (a clean stop), if `holder` holds it."""

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
