"""The feed applied to the operator's knowledge: each change the poller fetches is
imported, checked against the operator's files and stored as a new operator version
(author "feed"); this process switches to it and the others follow through the store, as
they do after a reload.

What is stored is only what the feed generates (its tournament.yaml): the operator's own
files (the match report, intents, enrichment) stay on disk as they are, and the report
wins where it and the data disagree (the loader's rule), so report-backed matches keep
their facts. A version that would not load is refused and the last good one keeps
answering.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping

from bot.knowledge import KnowledgeError
from bot.service.audit import AuditTrail
from bot.service.feed import FeedPoller, FeedRejected
from bot.service.knowledge_events import KnowledgeEvents
from bot.service.live import LiveKnowledge
from bot.service.metrics import NO_METRICS, Metrics
from bot.service.operator_knowledge import publish_operator
from bot.store import Store, StoreError

log = logging.getLogger(__name__)

ACTOR = "feed"
# The feed's files ({file name: body}) -> the knowledge files they make ({name: YAML});
# raises FeedRejected saying why when they cannot be imported.
Importer = Callable[[Mapping[str, bytes]], dict[str, str]]


class OperatorFeed:
    def __init__(
        self,
        live: LiveKnowledge,
        store: Store,
        audit: AuditTrail,
        importer: Importer,
        urls: tuple[str, ...],
        interval: float,
        metrics: Metrics = NO_METRICS,
        events: KnowledgeEvents | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.live = live
        self.events = events or KnowledgeEvents()  # told of every version it makes live
        self.store = store
        self.audit = audit
        self.importer = importer
        self.poller = FeedPoller(
            urls,
            interval,
            self.apply,
            store=store,
            metrics=metrics,
            on_failing=self._failing,
            headers=dict(headers or {}),
        )

    def start(self) -> None:
        self.poller.start()

    async def close(self) -> None:
        await self.poller.close()

    async def _base(self) -> int | None:
        try:
            return await self.store.active_version_id(None)
        except StoreError as exc:
            raise FeedRejected(f"could not store it ({type(exc).__name__})") from None

    async def apply(self, bodies: Mapping[str, bytes]) -> str | None:
        """Import, check, store and switch; None when it makes the knowledge already live."""
        base = await self._base()  # the change is made against this operator version
        files = await asyncio.to_thread(self.importer, bodies)
        if files == self.live.feed:
            return None
        try:
            await asyncio.to_thread(self.live.load, files)
        except KnowledgeError as exc:
            raise FeedRejected(f"the knowledge would not load: {exc.problems[0]}") from None
        summary = ", ".join(sorted(files))
        try:
            record = await self.store.add_version(
                None, files, ACTOR, f"feed: {summary}", expect=base
            )
        except StoreError as exc:  # VersionConflict too: changed meanwhile, nothing saved
            raise FeedRejected(f"could not store it ({type(exc).__name__})") from None
        before = self.live.loaded
        result = await asyncio.to_thread(self.live.use_feed, files)
        if not result.ok:  # loaded a moment ago; a bug if it fails now
            raise FeedRejected(f"the knowledge would not load: {result.problems[0]}")
        changes = result.diff.summary() if result.diff else "no changes"
        await self.audit.record(None, ACTOR, "feed", "ok", f"version {record.id}: {changes}")
        # what this version newly disagrees on (a report no longer linked to the data...)
        known = {w.message for w in before.warnings}
        for warning in [w for w in self.live.loaded.warnings if w.message not in known]:
            await self.audit.record(
                None, ACTOR, "feed", "warning", f"version {record.id}: {warning}"
            )
        try:
            await self.store.notify_operator_reload()
        except StoreError as exc:
            log.warning("could not tell other processes about the feed's version: %s", exc)
        await publish_operator(self.events, before, self.live.loaded, ACTOR)
        return f"version {record.id}: {changes}"

    async def _failing(self, error: str) -> None:
        await self.audit.record(None, ACTOR, "feed", "failed", error)


async def stored_feed(store: Store) -> dict[str, str]:
    """The feed files stored for the operator (empty when no feed ever stored any)."""
    record = await store.active_version(None)
    return dict(record.files) if record is not None else {}


async def feed_report(feed: OperatorFeed | None, store: Store) -> str | None:
    """The feed's state in one line for moderators (None: no feed): this process's polls,
    or, where another process polls, the feed's last entry in the audit log."""
    if feed is None:
        return None
    status = feed.poller.status
    line = status.line()
    if status.state == "standby":
        try:
            rows = [r for r in await store.audit_log(None, 50) if r.action == "feed"]
        except StoreError:
            rows = []
        if rows:
            last = rows[0]
            line += f"; last: {last.result} at {last.created_at:%Y-%m-%d %H:%M} UTC"
            line += f" ({last.detail[:160]})" if last.detail else ""
    return line
