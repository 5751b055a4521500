"""Which knowledge answers where, and each server's own versions of it.

A server with its own knowledge gets the engine for its files, every other server and DMs
get the operator's live knowledge (KNOWLEDGE_PATH). Engines are shared by knowledge version
in a bounded cache, so any number of servers on the same files cost one engine, and they
are built on a worker thread, never on the event loop.

A change is prepared first (`preview`: parsed, validated, its engine built, compared with
what answers now) and then committed: the prepared engine goes live with it, so an upload
is parsed and built once in the process that takes it. Another process on the same store
reads the change once (`refresh`) and builds its engine then.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NoReturn

from bot.engine import CostLimits, Engine, cost_problem, phrasings_problem
from bot.knowledge import (
    KnowledgeDiff,
    KnowledgeError,
    LoadedKnowledge,
    Problem,
    diff_knowledge,
    knowledge_version,
    load_knowledge_texts,
)
from bot.service.as_of import AsOfViews
from bot.service.audit import AuditTrail, author
from bot.service.engines import (
    DEFAULT_MAX_BYTES,
    DEFAULT_SERVER_BYTES,
    DEFAULT_SIZE,
    EngineCache,
)
from bot.service.knowledge_events import KnowledgeChange, KnowledgeEvents, loaded_of
from bot.service.live import LiveKnowledge
from bot.store import Store, StoreError, UnknownVersion, VersionConflict, VersionRecord

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Preview:
    """What an upload or a teach would make of a server's knowledge, before it is saved:
    the complete files, what changes and the engine built for them, or the problems
    (nothing can be saved then).

    The engine is held only until the decision: Confirm (it goes live), Cancel, the
    view's timeout or a newer upload for the same server all `release` it, so a preview
    waiting for a decision costs one engine per server at most, and a decided one none."""

    files: Mapping[str, str]
    version: str = ""
    diff: KnowledgeDiff | None = None
    problems: tuple[Problem, ...] = ()
    base: str = ""  # the version it was made from: saving refuses if that changed since
    held: list[Engine] = field(default_factory=list, compare=False, repr=False)
    # The store's active version id when it was made (None: the operator's knowledge),
    # checked again inside the saving transaction, so no process can overwrite a change
    # it did not see; STALE: the base had already moved when this was prepared.
    base_id: int | None = None

    @property
    def engine(self) -> Engine | None:
        """The engine built for it; None once decided (or when it did not build)."""
        return self.held[0] if self.held else None

    @property
    def ok(self) -> bool:
        return not self.problems and self.engine is not None

    def release(self) -> None:
        """Let go of the engine (the decision is made)."""
        self.held.clear()


class ChangeRefused(Exception):
    """A knowledge change that cannot be made; the message says why, for the moderator."""


STALE = -1  # a base id no version has
RELEASED = (
    "this upload is no longer pending (a newer upload in this server replaced it, or it "
    "was cancelled or expired); nothing was saved, please upload it again"
)
CHANGED_MEANWHILE = (
    "this server's knowledge changed since this was prepared (another moderator's change "
    "is live); nothing was saved, please do it again"
)


class GuildKnowledge:
    def __init__(
        self,
        live: LiveKnowledge,
        store: Store,
        audit: AuditTrail,
        cache_size: int = DEFAULT_SIZE,
        *,
        limits: CostLimits | None = None,
        cache_bytes: int = DEFAULT_MAX_BYTES,
        server_bytes: int = DEFAULT_SERVER_BYTES,
        events: KnowledgeEvents | None = None,
    ) -> None:
        self.live = live
        self.events = events or KnowledgeEvents()  # told of every change made here
        self.store = store
        self.audit = audit
        self.limits = limits or CostLimits()
        self.engines = EngineCache(cache_size, cache_bytes, server_bytes)
        self.as_of = AsOfViews(self.engines)  # views of a knowledge at a moment asked
        self._versions: dict[int, str] = {}  # guild id -> version of its own files
        self._changes = asyncio.Lock()  # one knowledge change at a time in this process
        self._pending: dict[int, Preview] = {}  # guild id -> its one upload awaiting a decision

    # which knowledge answers where

    def live_versions(self) -> set[str]:
        """Every knowledge version answering right now (for the versions-live gauge)."""
        return {self.live.engine.version, *self._versions.values()}

    def has_own_knowledge(self, guild_id: int | None) -> bool:
        return guild_id is not None and guild_id in self._versions

    def version_for(self, guild_id: int | None) -> str:
        """The knowledge version answering in this server (the operator's without its own)."""
        operator = self.live.engine.version
        return operator if guild_id is None else self._versions.get(guild_id, operator)

    def operator_files(self) -> Mapping[str, str]:
        return MappingProxyType(dict(self.live.loaded.texts))

    async def files_for(self, guild_id: int | None) -> Mapping[str, str]:
        """The YAML files answering in this server: its own, or the operator's."""
        if not self.has_own_knowledge(guild_id):
            return self.operator_files()
        record = await self.store.active_version(guild_id)
        return record.files if record is not None else self.operator_files()

    async def current(self, guild_id: int) -> tuple[Mapping[str, str], str, int | None]:
        """What the store says is live in this server now, read once: its files, their
        knowledge version and the version id (None: the operator's knowledge). A change
        is made from these, never from this process's possibly older view."""
        record = await self.store.active_version(guild_id)
        if record is None:
            return self.operator_files(), self.live.engine.version, None
        return record.files, knowledge_version(record.files), record.id

    async def engine_for(self, guild_id: int | None, as_of: dt.datetime | None = None) -> Engine:
        """The engine answering in this server, built on a worker thread when not cached;
        hold it for a whole question so a change in between cannot mix two versions.
        `as_of` (aware): the engine of the knowledge as it stood then (no result after it)."""
        version = self.version_for(guild_id)

        async def loaded() -> LoadedKnowledge:
            if version == self.live.engine.version:
                return self.live.loaded
            return await _load(await self.files_for(guild_id))

        try:
            engine = await self._engine(version, loaded, guild_id)
            if as_of is None:
                return engine
            return await self.as_of.engine(engine, loaded, as_of, guild_id)
        except (KnowledgeError, StoreError) as exc:  # never leave a server without answers
            log.error("server %s: its knowledge %s cannot be built (%s)", guild_id, version, exc)
            return self.live.engine

    async def _engine(
        self,
        version: str,
        loaded: Callable[[], Awaitable[LoadedKnowledge]],
        server: int | None = None,
    ) -> Engine:
        """The one way to an engine: the operator's, a cached one, or built from `loaded()`
        (for `server`, whose share of the cache it counts against)."""
        if version == self.live.engine.version:
            return self.live.engine
        return await self.engines.get(version, loaded, server)

    # a server's own knowledge: preview, commit, history, rollback, reset

    async def preview(self, guild_id: int, uploads: Mapping[str, str | bytes]) -> Preview:
        """The server's files with `uploads` put over them by file name, validated like
        `python -m bot validate` (problems name the uploaded file and line), built, and
        compared with what answers now. Nothing is saved."""
        current, base, base_id = await self.current(guild_id)
        candidate = {**current, **uploads}
        preview = await self._prepare(
            guild_id, candidate, base, current, base_id, ", ".join(uploads)
        )
        if preview.ok:  # one pending upload per server: a newer one replaces it
            older = self._pending.get(guild_id)
            self._pending[guild_id] = preview
            if older is not None and older is not preview:
                self.discard(guild_id, older)
        return preview

    def discard(self, guild_id: int, preview: Preview) -> None:
        """A preview decided without saving (cancelled, expired, replaced): its engine is
        released, and dropped from the cache unless something else uses it."""
        engine = preview.engine
        preview.release()
        if self._pending.get(guild_id) is preview:
            del self._pending[guild_id]
        pending = self._pending.get(guild_id)
        if pending is not None and engine is pending.engine:
            return  # the same files uploaded again: the newer preview uses this engine
        if engine is not None and engine.version not in self.live_versions():
            self.engines.drop_own(engine.version, guild_id)

    def pending(self, guild_id: int) -> Preview | None:
        """This server's upload awaiting Confirm or Cancel, if any."""
        return self._pending.get(guild_id)

    async def prepare(self, guild_id: int, files: Mapping[str, str], base: str) -> Preview:
        """`files` as the server's complete new knowledge, made from version `base` (if
        the store's live version is no longer that one, saving it will be refused)."""
        _, live, base_id = await self.current(guild_id)
        base_id = base_id if live == base else STALE
        return await self._prepare(guild_id, files, base, files, base_id, "taught.yaml")

    async def _prepare(
        self,
        guild_id: int,
        candidate: Mapping[str, str | bytes],
        base: str,
        fallback: Mapping[str, str | bytes],
        base_id: int | None,
        names: str,
    ) -> Preview:
        try:
            loaded = await _load(candidate)
            self._refuse_cost(loaded, None, names)

            async def parsed() -> LoadedKnowledge:
                return loaded

            engine = await self._engine(loaded.version, parsed, guild_id)
            self._refuse_cost(loaded, engine, names)
        except KnowledgeError as exc:
            kept = {name: _text(data) for name, data in fallback.items()}
            return Preview(
                MappingProxyType(kept), problems=tuple(exc.problems), base=base, base_id=base_id
            )
        current = await self.engine_for(guild_id)
        return Preview(
            MappingProxyType(dict(loaded.texts)),
            loaded.version,
            diff_knowledge(current.knowledge, loaded.knowledge),
            base=base,
            held=[engine],
            base_id=base_id,
        )

    def _refuse_cost(self, loaded: LoadedKnowledge, engine: Engine | None, names: str) -> None:
        """A server's knowledge past the cost limits is refused (KnowledgeError, with the
        reason): its phrasings before building, its vocabulary and probe questions after
        (the engine is then dropped). The operator's own knowledge is never refused."""
        if loaded.version == self.live.engine.version:
            return
        if engine is None:
            phrasings = sum(len(intent.patterns) for intent in loaded.knowledge.intents)
            problem = phrasings_problem(phrasings, self.limits)
        else:
            cost = self.engines.cost(engine.version)
            problem = cost_problem(cost, self.limits) if cost is not None else None
            if problem is not None and engine.version not in self._versions.values():
                self.engines.drop(engine.version)
        if problem is not None:
            raise KnowledgeError([Problem(names or "knowledge", 0, "", f"too costly: {problem}")])

    async def commit(
        self, guild_id: int, preview: Preview, actor: str, action: str, summary: str
    ) -> VersionRecord:
        """Save a preview's files as the server's new active version and switch to its
        engine. The version is written and made active in one transaction; only then does
        this process switch (a crash before loses nothing: the next start loads the store's
        active version). A change made meanwhile by someone else, in this process or any
        other on the store (the live version is no longer the preview's base), is refused
        inside the saving transaction, never silently overwritten."""
        async with self._changes:
            engine = preview.engine
            if preview.problems or not preview.version:
                first = preview.problems[0] if preview.problems else "it was not built"
                await self.audit.record(guild_id, actor, action, "rejected", str(first))
                raise ChangeRefused(f"the knowledge would not load: {first}")
            if engine is None:  # decided already: replaced by a newer upload, or expired
                await self.audit.record(guild_id, actor, action, "refused", "not pending")
                raise ChangeRefused(RELEASED)
            try:
                record = await self.store.add_version(
                    guild_id, preview.files, author(actor), summary, expect=preview.base_id
                )
            except VersionConflict:
                self.discard(guild_id, preview)
                await self._conflict(guild_id, actor, action)
            except StoreError:
                self.discard(guild_id, preview)
                raise
            preview.release()
            if self._pending.get(guild_id) is preview:
                del self._pending[guild_id]
            before = self._answering(guild_id)
            self._switch(guild_id, engine)
            detail = f"version {record.id}: {summary}"
            await self.audit.record(guild_id, actor, action, "ok", detail)
            await self._publish(guild_id, before, engine, action)
            return record

    async def history(
        self, guild_id: int, limit: int = 25, *, files: bool = True
    ) -> list[VersionRecord]:
        """This server's versions, newest first (`files=False`: metadata only, cheap)."""
        return await self.store.history(guild_id, limit, files=files)

    async def saved_version(self, guild_id: int, version_id: int) -> VersionRecord | None:
        """One of this server's saved versions (None: it has no such version)."""
        return await self.store.get_version(guild_id, version_id)

    async def own_versions(self) -> dict[int, VersionRecord]:
        """Every server with knowledge of its own, and its active version."""
        versions = await self.store.active_versions()
        return {gid: record for gid, record in versions.items() if gid is not None}

    async def _conflict(self, guild_id: int, actor: str, action: str) -> NoReturn:
        """Another change won: catch up with it, audit, and tell the moderator."""
        await self.audit.record(guild_id, actor, action, "refused", "changed meanwhile")
        try:
            await self.refresh(guild_id)
        except StoreError as exc:
            log.warning("server %s: could not catch up after a conflict (%s)", guild_id, exc)
        raise ChangeRefused(CHANGED_MEANWHILE)

    async def rollback(self, guild_id: int, version_id: int, actor: str) -> VersionRecord:
        """Make an earlier version of this server active again (only this server's); its
        engine is built first, so a version that no longer loads is refused, and a change
        made meanwhile (by anyone, in any process) refuses it too."""
        async with self._changes:
            base_id = await self.store.active_version_id(guild_id)
            record = await self.store.get_version(guild_id, version_id)
            if record is None:
                await self.audit.record(
                    guild_id, actor, "rollback", "refused", f"no version {version_id}"
                )
                raise ChangeRefused(f"this server has no version {version_id}")
            try:
                engine = await self._engine_of(record.files, guild_id)
            except KnowledgeError as exc:
                await self.audit.record(
                    guild_id, actor, "rollback", "rejected", str(exc.problems[0])
                )
                raise ChangeRefused(f"version {version_id} no longer loads: {exc}") from None
            try:
                await self.store.activate(guild_id, version_id, expect=base_id)
            except UnknownVersion:
                raise ChangeRefused(f"this server has no version {version_id}") from None
            except VersionConflict:
                await self._conflict(guild_id, actor, "rollback")
            before = self._answering(guild_id)
            self._switch(guild_id, engine)
            await self.audit.record(guild_id, actor, "rollback", "ok", f"version {version_id}")
            await self._publish(guild_id, before, engine, "rollback")
            return record

    async def reset(self, guild_id: int, actor: str) -> None:
        """Back to the operator's knowledge; the server's versions stay in its history."""
        async with self._changes:
            base_id = await self.store.active_version_id(guild_id)
            try:
                await self.store.activate(guild_id, None, expect=base_id)
            except VersionConflict:
                await self._conflict(guild_id, actor, "reset")
            before = self._answering(guild_id)
            self._versions.pop(guild_id, None)
            await self.audit.record(
                guild_id, actor, "reset", "ok", "back to the operator's knowledge"
            )
            await self._publish(guild_id, before, self.live.engine, "reset")

    # keeping up with the store

    async def load(self) -> None:
        """Every server's active version from the store (at start-up, or after a missed
        change). Texts are not kept: engines are built when first asked."""
        versions = await self.own_versions()
        previous = self._versions
        self._versions = {gid: knowledge_version(r.files) for gid, r in versions.items()}
        if not self.events.wanted:
            return
        for guild_id in sorted(previous.keys() | self._versions.keys()):
            if previous.get(guild_id) != self._versions.get(guild_id):
                before = self._cached(previous.get(guild_id))
                await self._publish(guild_id, before, await self.engine_for(guild_id), "sync")

    async def refresh(self, guild_id: int) -> None:
        """Re-read one server's active version (another process changed it): read once,
        switched at once, and its engine's build started from what was read, so a question
        asked meanwhile waits for that build, never reads or builds a second time."""
        before = self._answering(guild_id)
        record = await self.store.active_version(guild_id)
        if record is None:
            if self._versions.pop(guild_id, None) is not None:
                await self._publish(guild_id, before, self.live.engine, "sync")
            return
        files = record.files
        version = knowledge_version(files)

        async def loaded() -> LoadedKnowledge:
            return await _load(files)

        if version != self.live.engine.version and version not in self.engines:
            self.engines.build(version, loaded, guild_id)
        changed = self._versions.get(guild_id) != version
        self._versions[guild_id] = version
        if changed and self.events.wanted:  # the build started above, joined here
            await self._publish(guild_id, before, await self.engine_for(guild_id), "sync")

    async def _engine_of(self, files: Mapping[str, str], server: int | None = None) -> Engine:
        async def loaded() -> LoadedKnowledge:
            return await _load(files)

        return await self._engine(knowledge_version(files), loaded, server)

    def _cached(self, version: str | None) -> Engine | None:
        """The engine of `version` if it is at hand (never built only to be compared)."""
        if version is None or version == self.live.engine.version:
            return self.live.engine
        return self.engines.at_hand(version)  # a look, not a use: shares stay as they are

    def _answering(self, guild_id: int) -> Engine | None:
        """The engine answering in this server now, if at hand (None: not built)."""
        return self._cached(self.version_for(guild_id))

    async def _publish(
        self, guild_id: int, before: Engine | None, after: Engine, source: str
    ) -> None:
        """Tell the subscribers this server's knowledge changed (a same-version change
        is none)."""
        if before is not None and before.version == after.version:
            return
        prior = loaded_of(before) if before is not None else None
        await self.events.publish(KnowledgeChange(guild_id, prior, loaded_of(after), source))

    def _switch(self, guild_id: int, engine: Engine) -> None:
        if engine is not self.live.engine:
            self.engines.put(engine, server=guild_id)
        self._versions[guild_id] = engine.version


async def _load(texts: Mapping[str, str | bytes]) -> LoadedKnowledge:
    """Parse and validate files (on a worker thread: it takes a while)."""
    return await asyncio.to_thread(load_knowledge_texts, texts)


def _text(data: str | bytes) -> str:
    return data if isinstance(data, str) else data.decode("utf-8", errors="replace")
