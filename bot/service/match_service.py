"""MatchService: ask and reload through one object, whatever the adapter.

It resolves which knowledge answers where: a server with its own knowledge gets the
engine for its files, every other server and DMs get the operator's live knowledge
(KNOWLEDGE_PATH). Engines are shared by knowledge version in a bounded cache, so any
number of servers on the same files cost one engine. The API the Discord adapter uses is
async and never blocks the event loop on a build.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from bot.engine import Engine, Lang, Reply, question_key
from bot.knowledge import (
    EditError,
    KnowledgeDiff,
    KnowledgeError,
    Problem,
    add_intent,
    add_phrasing,
    diff_knowledge,
    knowledge_version,
    load_knowledge_texts,
)
from bot.service.conversations import ConversationStore
from bot.service.engines import DEFAULT_SIZE, EngineCache
from bot.service.fair_share import FairShare
from bot.service.live import LiveKnowledge, ReloadResult
from bot.service.metrics import NO_METRICS, OUTCOME_OF_BAND, Metrics
from bot.service.text import valid_text
from bot.service.unanswered import Entry, UnansweredLog
from bot.service.writes import StoreWriter
from bot.settings import Settings
from bot.store import Store, StoreError, UnansweredRecord, UnknownVersion, VersionRecord, open_store

audit = logging.getLogger("matchbot.audit")
log = logging.getLogger(__name__)

MAX_INPUT_CHARS = 4000
IMPORTED_KEY = "unanswered_json_imported"  # operator setting: the old JSON list was imported


@dataclass(frozen=True)
class Preview:
    """What an upload or a teach would make of a server's knowledge, before it is saved:
    the complete files and what changes, or the problems (nothing is saved then)."""

    files: Mapping[str, str]
    version: str = ""
    diff: KnowledgeDiff | None = None
    problems: tuple[Problem, ...] = ()
    base: str = ""  # the version it was made from: saving refuses if that changed since

    @property
    def ok(self) -> bool:
        return not self.problems


class ChangeRefused(Exception):
    """A knowledge change that cannot be made; the message says why, for the moderator."""


class MatchService:
    def __init__(
        self,
        live: LiveKnowledge,
        unanswered: UnansweredLog | None = None,
        conversations: ConversationStore | None = None,
        *,
        cache_size: int = DEFAULT_SIZE,
        store: Store | None = None,
    ) -> None:
        self.live = live
        self.store = store
        self.unanswered = unanswered if unanswered is not None else UnansweredLog()
        # `is None`, not `or`: an empty store is falsy and would lose its configured TTL
        self.conversations = conversations if conversations is not None else ConversationStore()
        self.engines = EngineCache(cache_size)
        # guild id -> the knowledge version of its own files (absent: the operator's);
        # without a store, also their texts (with one, they are read back on a cache miss)
        self._guild_versions: dict[int, str] = {}
        self._guild_files: dict[int, Mapping[str, str]] = {}
        self._changes = asyncio.Lock()  # one knowledge change at a time in this process
        # With the runner: store writes queued off the answer path (see start_writer).
        self.writer: StoreWriter | None = None
        self._background: set[asyncio.Task[None]] = set()
        self._settings: dict[int, Mapping[str, object]] = {}
        self.metrics: Metrics = NO_METRICS  # the runner sets a real one when METRICS_PORT is set
        self.fair_share = FairShare()

    @classmethod
    def from_settings(cls, settings: Settings) -> MatchService:
        return cls(
            LiveKnowledge(settings.knowledge_path),
            UnansweredLog(),  # the command line's and console's questions are not kept
            ConversationStore(settings.conversation_ttl_seconds),
        )

    @classmethod
    async def open(cls, settings: Settings, store: Store | None = None) -> MatchService:
        """The bot's service: the operator's knowledge, the store (see `connect_store`)
        and every server's own knowledge as it was when the bot stopped."""
        live = await asyncio.to_thread(LiveKnowledge, settings.knowledge_path)
        service = cls(
            live,
            UnansweredLog(),
            ConversationStore(settings.conversation_ttl_seconds),
            cache_size=settings.engine_cache_size,
        )
        await service.connect_store(settings, store)
        return service

    async def connect_store(self, settings: Settings, store: Store | None = None) -> None:
        """Use `store`, or PostgreSQL at DATABASE_URL, or the SQLite file at DATA_PATH
        (created and migrated on first run); import an old UNANSWERED_PATH list once;
        load every server's knowledge."""
        if store is None:
            target: str | Path = settings.data_path
            if settings.database_url is not None:
                target = settings.database_url.get_secret_value()
            else:
                await asyncio.to_thread(
                    settings.data_path.parent.mkdir, parents=True, exist_ok=True
                )
            store = await open_store(
                target,
                history_limit=settings.knowledge_history_limit,
                audit_retention_days=settings.audit_retention_days,
            )
        self.store = store
        self.engines = EngineCache(settings.engine_cache_size)
        if settings.unanswered_path is not None:
            await self.import_unanswered_json(settings.unanswered_path)
        await self.load_guilds()

    def start_writer(self) -> None:
        """From now on, count questions and unanswered ones through a StoreWriter: queued,
        kept and retried while the database is away, so a slow or lost database never
        delays an answer (the running bot; tests without it write directly)."""
        if self.store is not None and self.writer is None:
            self.writer = StoreWriter(self.store)
            self.writer.start()

    async def close(self) -> None:
        """Save queued writes (a few seconds at most), close the store; safe twice."""
        if self.writer is not None:
            await self.writer.close(timeout=5.0)
            self.writer = None
        if self.store is not None:
            await self.store.close()

    async def load_guilds(self) -> None:
        """Every server's active version from the store (at start-up, or after another
        process changed them). Texts are not kept: engines are built when first asked."""
        if self.store is None:
            return
        versions = await self.store.active_versions()
        self._guild_versions = {
            gid: knowledge_version(record.files)
            for gid, record in versions.items()
            if gid is not None
        }

    async def refresh(self, guild_id: int | None) -> None:
        """Re-read one server's active version, or with None the operator's files
        (another process changed them; see KnowledgeSync)."""
        if guild_id is None:
            await asyncio.to_thread(self.live.reload)
            return
        self.forget_settings(guild_id)
        if self.store is None:
            return
        record = await self.store.active_version(guild_id)
        if record is None:
            self._guild_versions.pop(guild_id, None)
        else:
            self._guild_versions[guild_id] = knowledge_version(record.files)

    async def refresh_all(self) -> None:
        """Re-read every server's active version and settings (after a missed change)."""
        self.forget_settings()
        await self.load_guilds()

    async def import_unanswered_json(self, path: Path) -> int:
        """The old JSON unanswered list, into the operator's list in the store, once: the
        file is left where it is, and a note in the store stops a second import."""
        if self.store is None or not path.is_file():
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

    def operator_files(self) -> Mapping[str, str]:
        return MappingProxyType(dict(self.live.loaded.texts))

    async def files_for(self, guild_id: int | None) -> Mapping[str, str]:
        """The YAML files answering in this server: its own, or the operator's."""
        if guild_id is None or guild_id not in self._guild_versions:
            return self.operator_files()
        if self.store is None:
            return self._guild_files[guild_id]
        record = await self.store.active_version(guild_id)
        return record.files if record is not None else self.operator_files()

    async def engine_for(self, guild_id: int | None) -> Engine:
        """The engine answering in this server, built on a worker thread when not cached."""
        version = self._guild_versions.get(guild_id) if guild_id is not None else None
        if version is None or version == self.live.engine.version:
            return self.live.engine
        assert guild_id is not None
        gid: int = guild_id

        async def texts() -> Mapping[str, str]:
            return await self.files_for(gid)

        try:
            return await self.engines.get(version, texts)
        except (KnowledgeError, StoreError) as exc:  # never leave a server without answers
            log.error("server %s: its knowledge %s cannot be built (%s)", gid, version, exc)
            return self.live.engine

    async def use_files(self, guild_id: int, files: Mapping[str, str] | None) -> Engine:
        """Make `files` this server's knowledge in memory (None: back to the operator's),
        building the engine before switching, so a question never waits on a half-made
        switch. Saving is the caller's (see `commit`)."""
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
        if self.store is None:
            self._guild_files[guild_id] = frozen
        self._guild_versions[guild_id] = version
        return engine

    # a server's own knowledge: preview, commit, history, rollback, reset, teach

    async def preview(self, guild_id: int, uploads: Mapping[str, str | bytes]) -> Preview:
        """The server's files with `uploads` put over them by file name, validated like
        `python -m bot validate` (problems name the uploaded file and line) and compared
        with what answers now. Nothing is saved."""
        base = self.version_for(guild_id)
        current = await self.files_for(guild_id)
        candidate: dict[str, str | bytes] = {**current, **uploads}
        try:
            loaded = await asyncio.to_thread(load_knowledge_texts, candidate)
        except KnowledgeError as exc:
            return Preview(MappingProxyType(dict(current)), problems=tuple(exc.problems), base=base)
        engine = await self.engine_for(guild_id)
        return Preview(
            MappingProxyType(dict(loaded.texts)),
            loaded.version,
            diff_knowledge(engine.knowledge, loaded.knowledge),
            base=base,
        )

    async def commit(
        self,
        guild_id: int,
        files: Mapping[str, str],
        actor: str,
        action: str,
        summary: str,
        *,
        base: str | None = None,
    ) -> VersionRecord:
        """Save `files` as the server's new active version and switch to it.

        The engine is built first (a bad version is refused before anything is saved);
        the version is written and made active in one transaction; only then does this
        process switch. A crash before the switch loses nothing: at the next start the
        store's active version is loaded. With `base` (the version the files were made
        from), a change made meanwhile by someone else is not silently overwritten."""
        store = self._need_store()
        async with self._changes:
            if base is not None and self.version_for(guild_id) != base:
                await self._audit(guild_id, actor, action, "refused", "changed meanwhile")
                raise ChangeRefused(
                    "this server's knowledge changed since this was prepared (another "
                    "moderator's change is live); nothing was saved, please do it again"
                )
            try:
                await self._build(files)
            except KnowledgeError as exc:
                await self._audit(guild_id, actor, action, "rejected", str(exc.problems[0]))
                raise ChangeRefused(f"the knowledge would not load: {exc.problems[0]}") from None
            record = await store.add_version(guild_id, files, _author(actor), summary)
            await self._switch(guild_id, record.files)
            await self._audit(guild_id, actor, action, "ok", f"version {record.id}: {summary}")
            return record

    async def history(self, guild_id: int, limit: int = 25) -> list[VersionRecord]:
        return await self._need_store().history(guild_id, limit)

    async def rollback(self, guild_id: int, version_id: int, actor: str) -> VersionRecord:
        """Make an earlier version of this server active again (only this server's)."""
        store = self._need_store()
        async with self._changes:
            record = await store.get_version(guild_id, version_id)
            if record is None:
                await self._audit(
                    guild_id, actor, "rollback", "refused", f"no version {version_id}"
                )
                raise ChangeRefused(f"this server has no version {version_id}")
            try:
                await self._build(record.files)
            except KnowledgeError as exc:
                await self._audit(guild_id, actor, "rollback", "rejected", str(exc.problems[0]))
                raise ChangeRefused(f"version {version_id} no longer loads: {exc}") from None
            try:
                await store.activate(guild_id, version_id)
            except UnknownVersion:
                raise ChangeRefused(f"this server has no version {version_id}") from None
            await self._switch(guild_id, record.files)
            await self._audit(guild_id, actor, "rollback", "ok", f"version {version_id}")
            return record

    async def reset(self, guild_id: int, actor: str) -> None:
        """Back to the operator's knowledge; the server's versions stay in its history."""
        store = self._need_store()
        async with self._changes:
            await store.activate(guild_id, None)
            await self._switch(guild_id, None)
            await self._audit(guild_id, actor, "reset", "ok", "back to the operator's knowledge")

    async def teach_phrasing(
        self, guild_id: int, key: str, intent_id: str, actor: str
    ) -> VersionRecord:
        """Add an unanswered question as a phrasing of `intent_id`; it leaves the list."""
        entry = await self._entry(guild_id, key)
        base = self.version_for(guild_id)
        try:
            files = add_phrasing(await self.files_for(guild_id), intent_id, entry.example)
        except EditError as exc:
            await self._audit(guild_id, actor, "teach", "refused", str(exc))
            raise ChangeRefused(str(exc)) from None
        summary = f"taught {entry.example[:80]!r} as {intent_id}"
        record = await self.commit(guild_id, files, actor, "teach", summary, base=base)
        await self._forget(guild_id, key)
        return record

    async def teach_answer(
        self, guild_id: int, question: str, answer: str, actor: str, key: str | None = None
    ) -> tuple[VersionRecord, str]:
        """A new intent answering `question` with `answer`; the entry leaves the list."""
        base = self.version_for(guild_id)
        try:
            files, intent_id = add_intent(await self.files_for(guild_id), question, answer)
        except EditError as exc:
            await self._audit(guild_id, actor, "teach", "refused", str(exc))
            raise ChangeRefused(str(exc)) from None
        summary = f"new intent {intent_id} for {valid_text(question)[:80]!r}"
        record = await self.commit(guild_id, files, actor, "teach", summary, base=base)
        if key is not None:
            await self._forget(guild_id, key)
        return record, intent_id

    async def _entry(self, guild_id: int, key: str) -> Entry:
        for entry in await self.unanswered_top(guild_id, 1000):
            if entry.key == key:
                return entry
        raise ChangeRefused("that question is no longer in this server's unanswered list")

    async def _forget(self, guild_id: int | None, key: str) -> None:
        if self.store is not None:
            await self.store.remove_unanswered(guild_id, key)

    async def _build(self, files: Mapping[str, str]) -> Engine:
        frozen = MappingProxyType(dict(files))

        async def texts() -> Mapping[str, str]:
            return frozen

        version = knowledge_version(frozen)
        if version == self.live.engine.version:
            return self.live.engine
        return await self.engines.get(version, texts)

    async def _switch(self, guild_id: int, files: Mapping[str, str] | None) -> None:
        """This process answers from `files` in this server (None: the operator's)."""
        await self.use_files(guild_id, files)

    def _need_store(self) -> Store:
        if self.store is None:
            raise ChangeRefused("no store is configured (DATA_PATH)")
        return self.store

    async def _audit(
        self, guild_id: int | None, actor: str, action: str, result: str, detail: str = ""
    ) -> None:
        """One audit line in the log, and one row in the server's audit log in the store."""
        audit.info(
            "%s guild=%s by=%s result=%s %s",
            action,
            guild_id if guild_id is not None else "-",
            _loggable(actor),
            result,
            " ".join(valid_text(detail).split())[:300],
        )
        if self.store is not None:
            await self._audit_row(guild_id, actor, action, result, detail)

    # per-server settings (the environment's are the defaults)

    async def guild_settings(self, guild_id: int | None) -> Mapping[str, object]:
        """This server's own settings (answer channels, moderator roles), cached."""
        if guild_id is None or self.store is None:
            return {}
        cached = self._settings.get(guild_id)
        if cached is None:
            try:
                cached = MappingProxyType(await self.store.get_settings(guild_id))
            except StoreError as exc:
                log.warning("server %s: settings unavailable (%s); using defaults", guild_id, exc)
                return {}
            self._settings[guild_id] = cached
        return cached

    async def guild_ids_setting(self, guild_id: int | None, key: str) -> frozenset[int] | None:
        """A list of ids this server set (None: never set, so the default applies)."""
        value = (await self.guild_settings(guild_id)).get(key)
        if not isinstance(value, list):
            return None
        return frozenset(v for v in value if isinstance(v, int) and not isinstance(v, bool))

    async def set_guild_setting(self, guild_id: int, key: str, value: object, actor: str) -> None:
        """Set (None: back to the default) one of this server's settings, audited."""
        store = self._need_store()
        await store.set_setting(guild_id, key, value)
        self._settings.pop(guild_id, None)
        await self._audit(guild_id, actor, "config", "ok", f"{key}={json.dumps(value)}")

    def forget_settings(self, guild_id: int | None = None) -> None:
        """Drop cached settings (another process changed them)."""
        if guild_id is None:
            self._settings.clear()
        else:
            self._settings.pop(guild_id, None)

    # questions

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
        engine = await self.engine_for(guild_id)  # one engine for the whole question
        reply = self._answer(engine, question, conversation, follows, lang)
        await self.record(reply, guild_id, asker)
        await self._count(reply, guild_id)
        return reply

    async def _count(self, reply: Reply, guild_id: int | None) -> None:
        """One question in this server's hourly statistics (/stats), by outcome."""
        if self.store is None:
            return
        outcome = OUTCOME_OF_BAND[reply.band]
        if self.writer is not None:
            self.writer.count_question(guild_id, outcome)
            return
        try:
            await self.store.record_question(guild_id, outcome)
        except StoreError as exc:
            log.warning("could not count a question: %s", exc)

    async def record(
        self, reply: Reply, guild_id: int | None, asker: Hashable | None = None
    ) -> None:
        """Count a question that was not answered in this server's list (DMs: the
        operator's); a member (`asker`) gets a fair share only. A store that is down
        costs the count, never the answer."""
        if self.store is None:
            self._record(reply, asker, self.unanswered_log(guild_id))
            return
        if reply.band == "answer":
            return
        key = question_key(reply.question)
        if not key or (asker is not None and not self.fair_share.allow(asker, key)):
            return
        example, closest = valid_text(reply.question), reply.best_intent
        if self.writer is not None:
            self.writer.count_unanswered(guild_id, key, example, closest)
            return
        try:
            await self.store.record_unanswered(guild_id, key, example, closest)
        except StoreError as exc:
            log.warning("could not record an unanswered question: %s", exc)

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
        lang: Lang | None = None,
    ) -> Reply:
        context = self.conversations.get(follows) if follows is not None else None
        if context is None and conversation is not None:
            context = self.conversations.get(conversation)
        reply = engine.answer(valid_text(question)[:MAX_INPUT_CHARS], context, lang=lang)
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

    def refused(self, command: str, actor: str, reason: str, guild_id: int | None = None) -> None:
        """Audit a moderator command that was refused: every attempt belongs in the audit log
        (the log line at once; the store's row in the background, never blocking)."""
        audit.warning(
            "refused command=/%s by=%s reason=%s",
            _loggable(command),
            _loggable(actor),
            _loggable(reason),
        )
        if self.store is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        task = loop.create_task(self._audit_row(guild_id, actor, f"/{command}", "refused", reason))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _audit_row(
        self, guild_id: int | None, actor: str, action: str, result: str, detail: str
    ) -> None:
        if self.store is None:
            return
        try:
            await self.store.audit(guild_id, _author(actor), action, result, detail[:500])
        except StoreError as exc:
            log.warning("could not write the audit log: %s", exc)

    def unanswered_log(self, guild_id: int | None) -> UnansweredLog:
        """The in-memory list used without a store (command line, tests): one list."""
        return self.unanswered

    async def unanswered_top(self, guild_id: int | None, limit: int = 20) -> list[Entry]:
        """This server's unanswered questions only (None: DMs, the operator's)."""
        if self.store is None:
            return self.unanswered_log(guild_id).top(limit)
        return [_entry_of(r) for r in await self.store.unanswered(guild_id, limit)]

    # the operator's knowledge

    async def reload(self, actor: str, *, confirm: bool = False) -> ReloadResult:
        """Re-read KNOWLEDGE_PATH on a worker thread; what every server without its own
        knowledge answers from. `confirm` applies a reload that removes a lot."""
        reload = functools.partial(self.reload_now, actor, confirm=confirm)
        result = await asyncio.to_thread(reload)
        if self.store is not None:
            detail = (
                f"version {result.version}: {result.diff.summary() if result.diff else '-'}"
                if result.ok
                else f"{len(result.problems)} problem(s): {result.problems[0]}"
            )
            try:
                await self.store.audit(
                    None, _author(actor), "reload", "ok" if result.ok else "rejected", detail
                )
                if result.ok:
                    await self.store.notify_operator_reload()
            except StoreError as exc:
                log.warning("could not record the reload in the store: %s", exc)
        return result

    def reload_now(self, actor: str, *, confirm: bool = False) -> ReloadResult:
        actor = _loggable(actor)
        result = self.live.reload(confirm=confirm)
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
                "reload by=%s result=rejected version=%s problems=%d first=%s%s",
                actor,
                result.version,
                len(result.problems),
                result.problems[0] if result.problems else "-",
                " (needs confirm)" if result.needs_confirm else "",
            )
        return result


def _entry_of(record: UnansweredRecord) -> Entry:
    return Entry(
        record.key, record.example, record.count, record.closest, record.last_seen.timestamp()
    )


def _author(actor: str, limit: int = 100) -> str:
    """A display name as one readable line, for history and the audit table."""
    return " ".join(valid_text(actor).split())[:limit] or "-"


def _loggable(actor: str, limit: int = 100) -> str:
    """A display name as one audit-log token: no newline can forge a second audit line."""
    text = "".join(c if c.isprintable() and not c.isspace() else "_" for c in actor[:limit])
    return text or "-"
