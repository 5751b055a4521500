"""MatchService: ask and reload through one object, whatever the adapter.

It joins the live knowledge, the unanswered list and the audit log, so a question from
any adapter is answered and recorded the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable

from bot.engine import Engine, Reply
from bot.service.conversations import ConversationStore
from bot.service.live import LiveKnowledge, ReloadResult
from bot.service.metrics import NO_METRICS, Metrics
from bot.service.text import valid_text
from bot.service.unanswered import UnansweredLog
from bot.settings import Settings

audit = logging.getLogger("matchbot.audit")

MAX_INPUT_CHARS = 4000


class MatchService:
    def __init__(
        self,
        live: LiveKnowledge,
        unanswered: UnansweredLog,
        conversations: ConversationStore | None = None,
    ) -> None:
        self.live = live
        self.unanswered = unanswered
        self.metrics: Metrics = NO_METRICS  # the runner sets a real one when METRICS_PORT is set
        self.conversations = conversations or ConversationStore()

    @classmethod
    def from_settings(cls, settings: Settings) -> MatchService:
        return cls(
            LiveKnowledge(settings.knowledge_path),
            UnansweredLog(settings.unanswered_path),
            ConversationStore(settings.conversation_ttl_seconds),
        )

    @property
    def engine(self) -> Engine:
        """The engine answering now; hold it for a whole question so a reload in between
        cannot mix two versions."""
        return self.live.engine

    @property
    def version(self) -> str:
        return self.live.engine.version

    def live_versions(self) -> set[str]:
        """Every knowledge version answering right now (for the versions-live gauge)."""
        return {self.live.engine.version}

    def ask(
        self,
        question: str,
        conversation: Hashable | None = None,
        *,
        follows: Hashable | None = None,
    ) -> Reply:
        """Answer `question`. With a `conversation` key, a follow-up ('when?', 'and
        England?') leans on that conversation's last answer, and this answer becomes it.
        `follows` names another conversation to continue first (the bot message a member
        replied to). Without keys every question stands alone."""
        engine = self.live.engine  # one engine for the whole question
        context = self.conversations.get(follows) if follows is not None else None
        if context is None and conversation is not None:
            context = self.conversations.get(conversation)
        reply = engine.answer(valid_text(question)[:MAX_INPUT_CHARS], context)
        if conversation is not None:
            self.conversations.put(conversation, reply.context)
        self.unanswered.record(reply)
        return reply

    def remember(self, conversation: Hashable, reply: Reply) -> None:
        """Let `conversation` (e.g. the bot message that carried `reply`) continue it."""
        self.conversations.put(conversation, reply.context)

    def refused(self, command: str, actor: str, reason: str) -> None:
        """Audit a moderator command that was refused: every attempt belongs in the audit log."""
        audit.warning(
            "refused command=/%s by=%s reason=%s",
            _loggable(command),
            _loggable(actor),
            _loggable(reason),
        )

    def reload(self, actor: str) -> ReloadResult:
        actor = _loggable(actor)
        result = self.live.reload()
        self.metrics.reload(result.ok)
        if result.ok:
            summary = result.diff.summary() if result.diff else "no changes"
            audit.info(
                "reload by=%s result=ok version=%s previous=%s changes=%s",
                actor,
                result.version,
                result.previous,
                summary,
            )
        else:
            audit.warning(
                "reload by=%s result=rejected version=%s problems=%d first=%s",
                actor,
                result.version,
                len(result.problems),
                result.problems[0] if result.problems else "-",
            )
        return result


def _loggable(actor: str, limit: int = 100) -> str:
    """A display name as one audit-log token: no newline can forge a second audit line."""
    text = "".join(c if c.isprintable() and not c.isspace() else "_" for c in actor[:limit])
    return text or "-"
