"""Teaching from the unanswered list: a question becomes a phrasing of an intent, or a
new intent with its own answer, as a new version of the server's knowledge."""

from __future__ import annotations

from bot.knowledge import EditError, add_intent, add_phrasing
from bot.service.audit import AuditTrail
from bot.service.guild_knowledge import ChangeRefused, GuildKnowledge
from bot.service.text import valid_text
from bot.service.unanswered_list import UnansweredList
from bot.store import VersionRecord


class Teaching:
    def __init__(
        self, knowledge: GuildKnowledge, unanswered: UnansweredList, audit: AuditTrail
    ) -> None:
        self.knowledge = knowledge
        self.unanswered = unanswered
        self.audit = audit

    async def teach_phrasing(
        self, guild_id: int, key: str, intent_id: str, actor: str
    ) -> VersionRecord:
        """Add an unanswered question as a phrasing of `intent_id`; it leaves the list."""
        entry = await self.unanswered.find(guild_id, key)
        if entry is None:
            raise ChangeRefused("that question is no longer in this server's unanswered list")
        current, base, _ = await self.knowledge.current(guild_id)
        try:
            files = add_phrasing(current, intent_id, entry.example)
        except EditError as exc:
            await self.audit.record(guild_id, actor, "teach", "refused", str(exc))
            raise ChangeRefused(str(exc)) from None
        summary = f"taught {entry.example[:80]!r} as {intent_id}"
        record = await self._commit(guild_id, files, base, actor, summary)
        await self.unanswered.forget(guild_id, key)
        return record

    async def teach_answer(
        self, guild_id: int, question: str, answer: str, actor: str, key: str | None = None
    ) -> tuple[VersionRecord, str]:
        """A new intent answering `question` with `answer`; the entry leaves the list."""
        current, base, _ = await self.knowledge.current(guild_id)
        try:
            files, intent_id = add_intent(current, question, answer)
        except EditError as exc:
            await self.audit.record(guild_id, actor, "teach", "refused", str(exc))
            raise ChangeRefused(str(exc)) from None
        summary = f"new intent {intent_id} for {valid_text(question)[:80]!r}"
        record = await self._commit(guild_id, files, base, actor, summary)
        if key is not None:
            await self.unanswered.forget(guild_id, key)
        return record, intent_id

    async def _commit(
        self, guild_id: int, files: dict[str, str], base: str, actor: str, summary: str
    ) -> VersionRecord:
        preview = await self.knowledge.prepare(guild_id, files, base)
        return await self.knowledge.commit(guild_id, preview, actor, "teach", summary)
