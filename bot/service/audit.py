"""The audit trail: who changed what, in the log and in the server's audit table.

Every knowledge change, setting change and refused moderator command goes through here,
so the log line and the store's row say the same thing, and a display name can never
forge a second audit line.
"""

from __future__ import annotations

import asyncio
import logging

from bot.service.text import valid_text
from bot.store import Store, StoreError

audit = logging.getLogger("matchbot.audit")
log = logging.getLogger(__name__)


class AuditTrail:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._background: set[asyncio.Task[None]] = set()

    async def record(
        self, guild_id: int | None, actor: str, action: str, result: str, detail: str = ""
    ) -> None:
        """One audit line in the log, and one row in the server's audit log in the store."""
        audit.info(
            "%s guild=%s by=%s result=%s %s",
            action,
            guild_id if guild_id is not None else "-",
            loggable(actor),
            result,
            " ".join(valid_text(detail).split())[:300],
        )
        await self.row(guild_id, actor, action, result, detail)

    async def row(
        self, guild_id: int | None, actor: str, action: str, result: str, detail: str
    ) -> None:
        """The store's row only (the caller logged its own line); a store that is down
        costs the row, never the change."""
        try:
            await self.store.audit(guild_id, author(actor), action, result, detail[:500])
        except StoreError as exc:
            log.warning("could not write the audit log: %s", exc)

    def refused(self, command: str, actor: str, reason: str, guild_id: int | None = None) -> None:
        """Audit a moderator command that was refused: every attempt belongs in the audit log
        (the log line at once; the store's row in the background, never blocking)."""
        audit.warning(
            "refused command=/%s by=%s reason=%s",
            loggable(command),
            loggable(actor),
            loggable(reason),
        )
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        task = loop.create_task(self.row(guild_id, actor, f"/{command}", "refused", reason))
        self._background.add(task)
        task.add_done_callback(self._background.discard)


def author(actor: str, limit: int = 100) -> str:
    """A display name as one readable line, for history and the audit table."""
    return " ".join(valid_text(actor).split())[:limit] or "-"


def loggable(actor: str, limit: int = 100) -> str:
    """A display name as one audit-log token: no newline can forge a second audit line."""
    text = "".join(c if c.isprintable() and not c.isspace() else "_" for c in actor[:limit])
    return text or "-"
