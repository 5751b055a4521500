"""MatchService: ask and reload through one object, whatever the adapter.

It resolves which knowledge answers where: a server with its own knowledge gets the
engine for its files, every other server and DMs get the operator's live knowledge
(KNOWLEDGE_PATH). Engines are shared by knowledge version in a bounded cache, so any
number of servers on the same files cost one engine. The API the Discord adapter uses is
async and never blocks the event loop on a build.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Hashable, Mapping
from types import MappingProxyType

from bot.engine import Engine, Reply, question_key
from bot.knowledge import knowledge_version
from bot.service.conversations import ConversationStore
from bot.service.engines import DEFAULT_SIZE, EngineCache
from bot.service.fair_share import FairShare
from bot.service.live import LiveKnowledge, ReloadResult
from bot.service.metrics import NO_METRICS, Metrics
from bot.service.text import valid_text
from bot.service.unanswered import Entry, UnansweredLog
from bot.settings import Settings

audit = logging.getLogger("matchbot.audit")

MAX_INPUT_CHARS = 4000


class MatchService:
    def __init__(
        self,
        live: LiveKnowledge,
        unanswered: UnansweredLog | None = None,
        conversations: ConversationStore | None = None,
        *,
        cache_size: int = DEFAULT_SIZE,
    ) -> None:
        self.live = live
        self.unanswered = unanswered if unanswered is not None else UnansweredLog()
        self.conversations = conversations or ConversationStore()
        self.engines = EngineCache(cache_size)
        # guild id -> the files of its own knowledge (absent: the operator's)
        self._guild_files: dict[int, Mapping[str, str]] = {}
        self._guild_versions: dict[int, str] = {}
        self.metrics: Metrics = NO_METRICS  # the runner sets a real one when METRICS_PORT is set
        self.fair_share = FairShare()

    @classmethod
    def from_settings(cls, settings: Settings) -> MatchService:
        return cls(
            LiveKnowledge(settings.knowledge_path),
            UnansweredLog(settings.unanswered_path),
            ConversationStore(settings.conversation_ttl_seconds),
        )

    # which knowledge answers where

    @property
    def engine(self) -> Engine:
        """The operator's engine answering now (DMs, servers without their own knowledge);
        hold it for a whole question so a reload in between cannot mix two versions."""
        return self.live.engine

    @property
    def version(self) -> str:
        return self.live.engine.version

    def live_versions(self) -> set[str]:
        """Every knowledge version answering right now (for the versions-live gauge)."""
        return {self.live.engine.version, *self._guild_versions.values()}

    def has_own_knowledge(self, guild_id: int | None) -> bool:
        return guild_id is not None and guild_id in self._guild_versions

    def version_for(self, guild_id: int | None) -> str:
        """The knowledge version answering in this server (the operator's without its own)."""
        if guild_id is None:
            return self.version
        return self._guild_versions.get(guild_id, self.version)

    def files_for(self, guild_id: int | None) -> Mapping[str, str]:
        """The YAML files answering in this server: its own, or the operator's."""
        if guild_id is not None and guild_id in self._guild_files:
            return self._guild_files[guild_id]
        return MappingProxyType(dict(self.live.loaded.texts))

    async def engine_for(self, guild_id: int | None) -> Engine:
        """The engine answering in this server, built on a worker thread when not cached."""
        version = self._guild_versions.get(guild_id) if guild_id is not None else None
        if version is None or version == self.live.engine.version:
            return self.live.engine
        assert guild_id is not None
        gid: int = guild_id

        async def texts() -> Mapping[str, str]:
            return self._guild_files[gid]

        return await self.engines.get(version, texts)

    async def use_files(self, guild_id: int, files: Mapping[str, str] | None) -> Engine:
        """Make `files` this server's knowledge (None: back to the operator's), building
        the engine before switching, so a question never waits on a half-made switch."""
        if files is None:
            self._guild_files.pop(guild_id, None)
            self._guild_versions.pop(guild_id, None)
            return self.live.engine
        frozen = MappingProxyType(dict(files))
        version = knowledge_version(frozen)

        async def texts() -> Mapping[str, str]:
            return frozen

        engine = (
            self.live.engine
            if version == self.live.engine.version
            else await self.engines.get(version, texts)
        )
        self._guild_files[guild_id] = frozen
        self._guild_versions[guild_id] = version
        return engine

    # questions

    async def ask(
        self,
        question: str,
        conversation: Hashable | None = None,
        *,
        follows: Hashable | None = None,
        guild_id: int | None = None,
        asker: Hashable | None = None,
    ) -> Reply:
        """Answer `question` from this server's knowledge (DMs and servers without their
        own: the operator's) and count it in this server's list when not answered.

        With a `conversation` key, a follow-up ('when?', 'and England?') leans on that
        conversation's last answer, and this answer becomes it. `follows` names another
        conversation to continue first (the bot message a member replied to). Without
        keys every question stands alone. `asker` names the member, so one member cannot
        dominate the unanswered list."""
        engine = await self.engine_for(guild_id)  # one engine for the whole question
        reply = self._answer(engine, question, conversation, follows)
        self._record(reply, asker, self.unanswered_log(guild_id))
        return reply

    def ask_now(self, question: str, conversation: Hashable | None = None) -> Reply:
        """The operator's knowledge, synchronously: for the command line and console."""
        reply = self._answer(self.live.engine, question, conversation, None)
        self._record(reply, None, self.unanswered)
        return reply

    def _answer(
        self,
        engine: Engine,
        question: str,
        conversation: Hashable | None,
        follows: Hashable | None,
    ) -> Reply:
        context = self.conversations.get(follows) if follows is not None else None
        if context is None and conversation is not None:
            context = self.conversations.get(conversation)
        reply = engine.answer(valid_text(question)[:MAX_INPUT_CHARS], context)
        if conversation is not None:
            self.conversations.put(conversation, reply.context)
        return reply

    def _record(self, reply: Reply, asker: Hashable | None, unanswered: UnansweredLog) -> None:
        """Count a reply that did not answer; a member (`asker`) gets a fair share only.
        Without an asker (the command line, the console: one user) every one counts."""
        if reply.band == "answer":
            return
        key = question_key(reply.question)
        if key and (asker is None or self.fair_share.allow(asker, key)):
            unanswered.record(reply)

    def flush(self) -> None:
        """Write what is kept in memory before the process ends (SIGTERM, Ctrl+C)."""
        self.unanswered.flush()

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

    def unanswered_log(self, guild_id: int | None) -> UnansweredLog:
        """Where this server's unanswered questions are counted. One list for now (kept
        in UNANSWERED_PATH); per server once they live in the store."""
        return self.unanswered

    async def unanswered_top(self, guild_id: int | None, limit: int = 20) -> list[Entry]:
        return self.unanswered_log(guild_id).top(limit)

    # the operator's knowledge

    async def reload(self, actor: str) -> ReloadResult:
        """Re-read KNOWLEDGE_PATH on a worker thread; what every server without its own
        knowledge answers from."""
        return await asyncio.to_thread(self.reload_now, actor)

    def reload_now(self, actor: str) -> ReloadResult:
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
