"""Optional auto-reload (WATCH_KNOWLEDGE=true): reload when a knowledge file changes.

It goes through the same `service.reload` as /reload, so the same validation applies: a
file saved half-edited is rejected, logged, and the last good knowledge keeps answering.
watchfiles already batches a burst of saves (debounce) into one change set.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path

from bot.knowledge import SUFFIXES
from bot.service.match_service import MatchService

log = logging.getLogger(__name__)

DEBOUNCE_MS = 1500


def _is_knowledge(change: object, path: str) -> bool:
    return path.endswith(SUFFIXES)


async def reload_on_changes(service: MatchService, changes: AsyncIterator[object]) -> None:
    """Reload once per batch of changes, logging the outcome."""
    async for _ in changes:
        result = await service.reload("watcher")
        if result.ok:
            summary = result.diff.summary() if result.diff else "no changes"
            log.info("knowledge reloaded from disk: version %s (%s)", result.version, summary)
        else:
            first = result.problems[0] if result.problems else "-"
            log.warning(
                "knowledge change rejected (%d problems, first: %s); still on version %s",
                len(result.problems),
                first,
                result.version,
            )


async def watch_knowledge(service: MatchService, path: Path) -> None:
    """Watch `path` until cancelled."""
    from watchfiles import awatch

    log.info("watching %s for knowledge changes", path)
    changes = awatch(path, watch_filter=_is_knowledge, debounce=DEBOUNCE_MS, recursive=True)
    await reload_on_changes(service, changes)
