"""Answering: a question, from the knowledge answering where it was asked, in the context
of its conversation; counted in the server's statistics and, when not answered, in its
unanswered list. Every adapter asks through here."""

from __future__ import annotations

from collections.abc import Hashable

from bot.engine import Engine, Lang, Reply
from bot.service.conversations import ConversationStore
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
    ) -> None:
        self.knowledge = knowledge
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
        None: in the question's own."""
        engine = await self.knowledge.engine_for(guild_id)  # one engine for the whole question
        reply = self._answer(engine, question, conversation, follows, lang)
        await self.unanswered.record(reply, guild_id, asker)
        await self.writes.count_question(guild_id, OUTCOME_OF_BAND[reply.band])
        return reply

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
    ) -> Reply:
        context = self.conversations.get(follows) if follows is not None else None
        if context is None and conversation is not None:
            context = self.conversations.get(conversation)
        reply = engine.answer(valid_text(question)[:MAX_INPUT_CHARS], context, lang=lang)
        if conversation is not None:
            self.conversations.put(conversation, reply.context)
        return reply
