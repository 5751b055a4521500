"""MatchService: the services one process runs on one store, wired together once.

Each part has one job, and adapters reach the part they need:

    answers     Answering          ask, remember (conversations)
    knowledge   GuildKnowledge     which engine answers where; preview, commit, history,
                                   rollback, reset; keeping up with the store
    teaching    Teaching           a question from the unanswered list into the knowledge
    unanswered  UnansweredList     each server's unanswered questions
    config      GuildConfig        each server's typed settings, with their defaults
    operator    OperatorKnowledge  reloading KNOWLEDGE_PATH
    audit       AuditTrail         who changed what
    events      KnowledgeEvents    told of every knowledge change, whatever made it
    live_posts  LivePosts          kick-off, goal and full-time posts (/live)
    games       GameStore          predictions, settlements and quiz points per server
    predictions Predictions        predicting until kick-off; settling (on `events`)

The store is always there: the bot, `python -m bot knowledge ...` and a peer open the one
at DATABASE_URL or DATA_PATH; `ask`, the console and tests open SQLite in memory, where
nothing should persist.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.engine import CostLimits
from bot.service.answering import Answering
from bot.service.audit import AuditTrail
from bot.service.conversations import ConversationStore
from bot.service.engines import DEFAULT_SIZE
from bot.service.guild_config import GuildConfig
from bot.service.guild_knowledge import GuildKnowledge
from bot.service.knowledge_events import KnowledgeEvents
from bot.service.live import LiveKnowledge
from bot.service.live_posts import LivePosts
from bot.service.metrics import Metrics
from bot.service.operator_knowledge import OperatorKnowledge, publish_operator
from bot.service.predictions import Predictions
from bot.service.teaching import Teaching
from bot.service.unanswered_list import UnansweredList
from bot.service.writes import StoreWriter, StoreWrites
from bot.settings import Settings
from bot.store import GameStore, Store, open_store

if TYPE_CHECKING:  # the feed is the running bot's: `ask` and the console never load it
    from bot.service.operator_feed import OperatorFeed

MEMORY = ":memory:"


def knowledge_limits(settings: Settings) -> dict[str, Any]:
    """What a server's own knowledge may cost, and the engine cache's bounds."""
    return {
        "limits": CostLimits(
            max_vocabulary=settings.knowledge_max_vocabulary,
            max_phrasings=settings.knowledge_max_phrasings,
            max_probe_ms=settings.knowledge_max_probe_ms,
        ),
        "cache_bytes": settings.engine_cache_mb * 2**20,
        "server_bytes": settings.engine_cache_server_mb * 2**20,
    }


class MatchService:
    def __init__(
        self,
        live: LiveKnowledge,
        store: Store,
        settings: Settings | None = None,
        *,
        cache_size: int | None = None,
    ) -> None:
        self.live = live
        self.store = store
        if cache_size is None:
            cache_size = settings.engine_cache_size if settings is not None else DEFAULT_SIZE
        ttl = settings.conversation_ttl_seconds if settings is not None else None
        self.audit = AuditTrail(store)
        self.events = KnowledgeEvents()  # one hub: every path below publishes to it
        self.writes = StoreWrites(store)
        self.config = GuildConfig(store, self.audit, settings)
        self.knowledge = GuildKnowledge(
            live,
            store,
            self.audit,
            cache_size,
            events=self.events,
            **(knowledge_limits(settings) if settings is not None else {}),
        )
        self.unanswered = UnansweredList(self.writes)
        conversations = ConversationStore(ttl) if ttl is not None else ConversationStore()
        self.answers = Answering(
            self.knowledge,
            self.unanswered,
            self.writes,
            conversations,
            self.config,
            server_queue=settings.answer_server_queue if settings is not None else 20,
        )
        self.teaching = Teaching(self.knowledge, self.unanswered, self.audit)
        self.operator = OperatorKnowledge(live, self.audit, self.events)
        self.feed: OperatorFeed | None = None  # FEED_URL's poller, started by the runner
        self.live_posts = LivePosts(  # started by the Discord adapter with its poster
            self.knowledge,
            self.config,
            store,
            self.events,
            reminder_minutes=settings.live_reminder_minutes if settings is not None else 15,
        )
        self.games = GameStore(store)
        self.predictions = Predictions(self.games, self.config, self.knowledge)
        self.events.subscribe(self.predictions.on_change)  # results settle, by any path

    @classmethod
    async def open(cls, settings: Settings, *, live: LiveKnowledge | None = None) -> MatchService:
        """The bot's service: the operator's knowledge (`live`, or loaded now), the store at
        DATABASE_URL (PostgreSQL) or DATA_PATH (SQLite, created and migrated on first run),
        an old UNANSWERED_PATH list imported once, and every server's own knowledge as it
        was when the bot stopped."""
        if live is None:
            live = await asyncio.to_thread(
                LiveKnowledge, settings.knowledge_path, settings.engine_cache_dir()
            )
        service = cls(live, await open_configured_store(settings), settings)
        if settings.unanswered_path is not None:
            await service.unanswered.import_json(settings.unanswered_path)
        await service.knowledge.load()
        from bot.service.operator_feed import stored_feed

        feed = await stored_feed(service.store)
        if feed:  # the operator's knowledge as a feed last stored it
            await asyncio.to_thread(live.use_feed, feed)
        return service

    @classmethod
    async def in_memory(cls, settings: Settings) -> MatchService:
        """The operator's knowledge on a store in memory: for `ask` and the console, whose
        questions are not kept."""
        live = await asyncio.to_thread(
            LiveKnowledge, settings.knowledge_path, settings.engine_cache_dir()
        )
        return cls(live, await open_configured_store(settings, MEMORY), settings)

    async def refresh(self, guild_id: int | None) -> None:
        """Re-read one server's knowledge and settings, or with None the operator's files
        (another process changed them; see KnowledgeSync)."""
        if guild_id is None:
            from bot.service.operator_feed import stored_feed

            before = self.live.loaded
            files = await stored_feed(self.store)  # a feed's version stored for the operator
            if files != self.live.feed:
                await asyncio.to_thread(self.live.use_feed, files)
            else:
                await asyncio.to_thread(self.live.reload)
            await publish_operator(self.events, before, self.live.loaded, "sync")
            return
        self.config.forget(guild_id)
        await self.knowledge.refresh(guild_id)

    async def refresh_all(self) -> None:
        """Re-read every server's active version and settings, and the operator's feed
        version (after a missed change; SQLite has no push at all)."""
        from bot.service.operator_feed import stored_feed

        self.config.forget()
        files = await stored_feed(self.store)
        if files and files != self.live.feed:
            before = self.live.loaded
            result = await asyncio.to_thread(self.live.use_feed, files)
            if result.ok:
                await publish_operator(self.events, before, self.live.loaded, "sync")
        await self.knowledge.load()

    def start_writer(self) -> None:
        """From now on, count questions and unanswered ones through a StoreWriter: queued,
        kept and retried while the database is away, so a slow or lost database never
        delays an answer (the running bot; tests without it write directly)."""
        self.writes.start()

    @property
    def writer(self) -> StoreWriter | None:
        return self.writes.writer

    @property
    def metrics(self) -> Metrics:
        return self.operator.metrics

    @metrics.setter
    def metrics(self, metrics: Metrics) -> None:
        self.operator.metrics = metrics
        self.answers.metrics = metrics  # withheld claims are counted where they are answered

    async def close(self) -> None:
        """Save queued writes (a few seconds at most), close the store; safe twice."""
        self.answers.close()
        await self.writes.close(timeout=5.0)
        await self.store.close()


async def open_configured_store(settings: Settings, target: str | Path | None = None) -> Store:
    """The store at `target`, else PostgreSQL at DATABASE_URL, else the SQLite file at
    DATA_PATH (its directory created), with the settings' retention limits."""
    if target is None and settings.database_url is not None:
        target = settings.database_url.get_secret_value()
    elif target is None:
        await asyncio.to_thread(settings.data_path.parent.mkdir, parents=True, exist_ok=True)
        target = settings.data_path
    return await open_store(
        target,
        history_limit=settings.knowledge_history_limit,
        audit_retention_days=settings.audit_retention_days,
    )
