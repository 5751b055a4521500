"""The one way every adapter (Discord, command line, console) asks and reloads.

It joins the live knowledge, the unanswered list and the audit log, so a question from
any adapter is answered and recorded the same way.
"""

from __future__ import annotations

import logging

from bot.engine.reply import Reply
from bot.knowledge.store import KnowledgeStore, ReloadResult
from bot.settings import Settings
from bot.unanswered import UnansweredLog

audit = logging.getLogger("matchbot.audit")

MAX_INPUT_CHARS = 4000


class MatchService:
    def __init__(self, store: KnowledgeStore, unanswered: UnansweredLog) -> None:
        self.store = store
        self.unanswered = unanswered

    @classmethod
    def from_settings(cls, settings: Settings) -> MatchService:
        return cls(KnowledgeStore(settings.knowledge_path), UnansweredLog(settings.unanswered_path))

    @property
    def version(self) -> str:
        return self.store.engine.version

    def ask(self, question: str) -> Reply:
        engine = self.store.engine  # one engine for the whole question
        reply = engine.answer(question[:MAX_INPUT_CHARS])
        self.unanswered.record(reply)
        return reply

    def reload(self, actor: str) -> ReloadResult:
        actor = _loggable(actor)
        result = self.store.reload()
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
