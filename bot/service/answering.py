"""Answering: a question, from the knowledge answering where it was asked, in the context
of its conversation; counted in the server's statistics and, when not answered, in its
unanswered list. Every adapter asks through here."""

from __future__ import annotations

from collections.abc import Hashable

from bot.engine import Engine, Lang, Reply
from bot.service.conversations import ConversationStore
from bot.service.guild_config import GuildConfig
from bot.service.guild_current_match import current_match
from bot.service.guild_knowledge import GuildKnowledge
from bot.service.metrics import OUTCOME_OF_BAND
from bot.service.text import valid_text
from bot.service.unanswered_list import UnansweredList
from bot.service.writes import StoreWrites

MAX_INPUT_CHARS = 4000


class Answering:
    def __init__(
        self,
        knowledge: GuildKnowledge,
        unanswered: UnansweredList,
        writes: StoreWrites,
        conversations: ConversationStore | None = None,
        config: GuildConfig | None = None,
    ) -> None:
        self.knowledge = knowledge
        self.config = config  # each server's current match (/config match); None: the own
        self.unanswered = unanswered
        self.writes = writes
        # `is None`, not `or`: an empty store is falsy and would lose its configured TTL
        self.conversations = conversations if conversations is not None else ConversationStore()

    async def ask(
        self,
        question: str,
        conversation: Hashable | None = None,
        *,
        follows: Hashable | None = None,
        guild_id: int | None = None,
        asker: Hashable | None = None,
        lang: Lang | None = None,
    ) -> Reply:
        """Answer `question` from this server's knowledge (DMs and servers without their
        own: the operator's) and count it in this server's list when not answered.

        With a `conversation` key, a follow-up ('when?', 'and England?') leans on that
        conversation's last answer, and this answer becomes it. `follows` names another
        conversation to continue first (the bot message a member replied to). Without
        keys every question stands alone. `asker` names the member, so one member cannot
        dominate the unanswered list. `lang` answers in that language (a Discord locale);
        None: in the question's own. A question naming no match means this server's
        current match (/config match)."""
        engine = await self.knowledge.engine_for(guild_id)  # one engine for the whole question
        current = await self._current(engine, guild_id)
        reply = self._answer(engine, question, conversation, follows, lang, current)
        await self.unanswered.record(reply, guild_id, asker)
        await self.writes.count_question(guild_id, OUTCOME_OF_BAND[reply.band])
        return reply

    async def _current(self, engine: Engine, guild_id: int | None) -> str | None:
        """The id of the match this server's questions mean when they name none."""
        if self.config is None or guild_id is None:
            return None
        m = await current_match(self.config, engine, guild_id)
        return m.id if m is not None else None

    def remember(self, conversation: Hashable, reply: Reply) -> None:
        """Let `conversation` (e.g. the bot message that carried `reply`) continue it."""
        self.conversations.put(conversation, reply.context)

    def _answer(
        self,
        engine: Engine,
        question: str,
        conversation: Hashable | None,
        follows: Hashable | None,
        lang: Lang | None,
        current: str | None = None,
    ) -> Reply:
        context = self.conversations.get(follows) if follows is not None else None
        if context is None and conversation is not None:
            context = self.conversations.get(conversation)
        text = valid_text(question)[:MAX_INPUT_CHARS]
        reply = engine.answer(text, context, lang=lang, current=current)
        if conversation is not None:
            self.conversations.put(conversation, reply.context)
        return reply
