"""What the live posts need from the store: which events each server's live channel was
sent, so an event is posted once across restarts and processes.

Claiming an event is one INSERT that only one caller can win (the primary key), so two
processes that see the same goal post it once; taking a claim back (a goal the source
withdrew) is one DELETE that only one caller can win too.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Iterable
from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.store.records import clean_text, from_db_guild, to_db_guild

MAX_KEY = 200  # an event key's length (a match id and a few words)


class LivePostStore(ABC):
    """The live posts' part of the store's interface."""

    @abstractmethod
    async def claim_live_posts(
        self, guild_id: int, channel_id: int, events: Iterable[str]
    ) -> list[str]:
        """Record `events` as posted in this channel; those this call recorded (the
        others were already: by an earlier poll, or by another process)."""

    @abstractmethod
    async def live_posted(self, guild_id: int, channel_id: int, prefix: str = "") -> set[str]:
        """The events recorded for this channel, those starting with `prefix`."""

    @abstractmethod
    async def unclaim_live_posts(
        self, guild_id: int, channel_id: int, events: Iterable[str]
    ) -> list[str]:
        """Forget `events` (the source withdrew them); those this call forgot."""

    @abstractmethod
    async def guilds_with_setting(self, key: str) -> list[int]:
        """Every server that has its own value of the setting `key`."""


class SqlLivePosts(LivePostStore):
    """LivePostStore over the SQL store's transactions (both dialects)."""

    def transaction(self, write: bool = False) -> AbstractAsyncContextManager[Any]:
        raise NotImplementedError  # SqlStore's

    async def claim_live_posts(
        self, guild_id: int, channel_id: int, events: Iterable[str]
    ) -> list[str]:
        keys = _keys(events)
        won: list[str] = []
        now = time.time()
        async with self.transaction(write=True) as tx:
            for key in keys:
                changed = await tx.execute(
                    "INSERT INTO live_posts (guild_id, channel_id, event, posted_at)"
                    " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, channel_id, event) DO NOTHING",
                    to_db_guild(guild_id),
                    channel_id,
                    key,
                    now,
                )
                if changed:
                    won.append(key)
        return won

    async def live_posted(self, guild_id: int, channel_id: int, prefix: str = "") -> set[str]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT event FROM live_posts WHERE guild_id = ? AND channel_id = ?",
                to_db_guild(guild_id),
                channel_id,
            )
        return {str(r[0]) for r in rows if str(r[0]).startswith(prefix)}

    async def unclaim_live_posts(
        self, guild_id: int, channel_id: int, events: Iterable[str]
    ) -> list[str]:
        gone: list[str] = []
        async with self.transaction(write=True) as tx:
            for key in _keys(events):
                changed = await tx.execute(
                    "DELETE FROM live_posts WHERE guild_id = ? AND channel_id = ? AND event = ?",
                    to_db_guild(guild_id),
                    channel_id,
                    key,
                )
                if changed:
                    gone.append(key)
        return gone

    async def guilds_with_setting(self, key: str) -> list[int]:
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT guild_id FROM settings WHERE key = ? ORDER BY guild_id", clean_text(key)
            )
        guilds = (from_db_guild(int(r[0])) for r in rows)
        return [g for g in guilds if g is not None]


def _keys(events: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(clean_text(e)[:MAX_KEY] for e in events))
