"""Each server's list of questions the bot could not answer, kept in the store.

One path records them, whatever the adapter: a reply that did not answer is counted in
the list of the server it was asked in (DMs, the command line: the operator's), and a
member (`asker`) gets a fair share only, so one member cannot fill the list.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from pathlib import Path

from bot.engine import Reply, question_key
from bot.service.fair_share import FairShare
from bot.service.text import valid_text
from bot.service.unanswered import Entry, UnansweredLog
from bot.service.writes import StoreWrites
from bot.store import UnansweredRecord

log = logging.getLogger(__name__)

IMPORTED_KEY = "unanswered_json_imported"  # operator setting: the old JSON list was imported


class UnansweredList:
    def __init__(self, writes: StoreWrites, fair_share: FairShare | None = None) -> None:
        self.writes = writes
        self.store = writes.store
        self.fair_share = fair_share or FairShare()

    async def record(
        self, reply: Reply, guild_id: int | None, asker: Hashable | None = None
    ) -> None:
        """Count `reply` in this server's list when it did not answer, or answered only
        in part (the checker withheld a claim). Without an asker
        (the command line, the console: one user) every one counts."""
        if reply.band == "answer" and not reply.withheld:
            return  # answered in full (a claim withheld: the question was not, quite)
        key = question_key(reply.question)
        if not key or (asker is not None and not self.fair_share.allow(asker, key)):
            return
        example, closest = valid_text(reply.question), reply.best_intent
        await self.writes.count_unanswered(guild_id, key, example, closest)

    async def top(self, guild_id: int | None, limit: int = 20) -> list[Entry]:
        """This server's unanswered questions only (None: DMs, the operator's)."""
        return [_entry_of(r) for r in await self.store.unanswered(guild_id, limit)]

    async def find(self, guild_id: int | None, key: str) -> Entry | None:
        for entry in await self.top(guild_id, 1000):
            if entry.key == key:
                return entry
        return None

    async def forget(self, guild_id: int | None, key: str) -> None:
        """Take a question off the list (it was taught)."""
        await self.store.remove_unanswered(guild_id, key)

    async def import_json(self, path: Path) -> int:
        """The old JSON unanswered list (UNANSWERED_PATH), into the operator's list, once:
        the file is left where it is, and a note in the store stops a second import."""
        if not path.is_file():
            return 0
        settings = await self.store.get_settings(None)
        if settings.get(IMPORTED_KEY):
            return 0
        old = UnansweredLog(path, read_only=True)
        rows = [
            {
                "key": e.key,
                "example": e.example,
                "count": e.count,
                "closest": e.closest,
                "last_seen": e.last_seen,
            }
            for e in old.top(len(old))
        ]
        count = await self.store.import_unanswered(None, rows)
        await self.store.set_setting(None, IMPORTED_KEY, str(path))
        await self.store.audit(None, "start-up", "import", "ok", f"{count} from {path}")
        log.info("imported %d unanswered questions from %s (the file is left alone)", count, path)
        return count


def _entry_of(record: UnansweredRecord) -> Entry:
    return Entry(
        record.key, record.example, record.count, record.closest, record.last_seen.timestamp()
    )
