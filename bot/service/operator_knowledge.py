"""The operator's knowledge (KNOWLEDGE_PATH): what DMs and every server without its own
knowledge answer from, reloaded on /reload, by the file watcher or the command line."""

from __future__ import annotations

import asyncio
import functools
import logging

from bot.knowledge import LoadedKnowledge
from bot.service.audit import AuditTrail, loggable
from bot.service.knowledge_events import KnowledgeChange, KnowledgeEvents
from bot.service.live import LiveKnowledge, ReloadResult
from bot.service.metrics import NO_METRICS, Metrics
from bot.store import StoreError

audit = logging.getLogger("matchbot.audit")
log = logging.getLogger(__name__)


class OperatorKnowledge:
    def __init__(
        self,
        live: LiveKnowledge,
        audit_trail: AuditTrail,
        events: KnowledgeEvents | None = None,
    ) -> None:
        self.live = live
        self.audit = audit_trail
        self.events = events or KnowledgeEvents()  # told of every reload that swaps it
        self.metrics: Metrics = NO_METRICS  # the runner sets a real one when METRICS_PORT is set

    async def reload(self, actor: str, *, confirm: bool = False) -> ReloadResult:
        """Re-read KNOWLEDGE_PATH on a worker thread, audited in the log and the store, and
        tell other processes. `confirm` applies a reload that removes a lot."""
        reload = functools.partial(self.reload_now, actor, confirm=confirm)
        before = self.live.loaded
        result = await asyncio.to_thread(reload)
        detail = (
            f"version {result.version}: {result.diff.summary() if result.diff else '-'}"
            if result.ok
            else f"{len(result.problems)} problem(s): {result.problems[0]}"
        )
        await self.audit.row(None, actor, "reload", "ok" if result.ok else "rejected", detail)
        if result.ok:
            try:
                await self.audit.store.notify_operator_reload()
            except StoreError as exc:
                log.warning("could not record the reload in the store: %s", exc)
            await publish_operator(self.events, before, self.live.loaded, "reload")
        return result

    def reload_now(self, actor: str, *, confirm: bool = False) -> ReloadResult:
        """The reload itself, blocking (on a worker thread from `reload`), logged only."""
        actor = loggable(actor)
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


async def publish_operator(
    events: KnowledgeEvents, before: LoadedKnowledge, after: LoadedKnowledge, source: str
) -> None:
    """Tell the subscribers the operator's knowledge changed (a same version is none)."""
    if before.version != after.version:
        await events.publish(KnowledgeChange(None, before, after, source))
