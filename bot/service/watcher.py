"""Optional auto-reload (WATCH_KNOWLEDGE=true): reload when a knowledge file changes.

It goes through the same `OperatorKnowledge.reload` as /reload, so the same validation applies: a
file saved half-edited is rejected, logged, and the last good knowledge keeps answering;
a reload that would remove a whole file or most intents is never confirmed here.

Kept alive, because a watcher that goes quiet looks exactly like one with nothing to do:
- KNOWLEDGE_PATH on one file: the directory holding it is watched, so an editor's save
  by rename (a new file under the same name) is seen every time, not only the first.
- Every CHECK_SECONDS the watched directory is checked; when it is gone or replaced (removed
  and recreated) the watcher says so, waits for it to come back, watches again and then
  reloads what is there (watching first, so a save in between is not missed).
- Before reloading it waits until the files stop changing (STABLE_SECONDS), so a file
  still being written is not read half-way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import AsyncIterator
from pathlib import Path

from bot.knowledge import SUFFIXES
from bot.service.operator_knowledge import OperatorKnowledge

log = logging.getLogger(__name__)

DEBOUNCE_MS = 1500  # watchfiles batches a burst of saves into one change set
STABLE_SECONDS = 0.5  # files unchanged this long are written
STABLE_TIMEOUT = 30.0  # a file that never settles is reloaded anyway (validation decides)
CHECK_SECONDS = 2.0  # how often the watched directory is checked, and retried when gone

Snapshot = tuple[tuple[str, int, int], ...]


def _is_knowledge(change: object, path: str) -> bool:
    return path.endswith(SUFFIXES)


def _snapshot(path: Path) -> Snapshot | None:
    """Name, size and modification time of each knowledge file; None when `path` is gone."""
    try:
        files = [path] if path.is_file() else sorted(path.iterdir())
        return tuple(
            (p.name, st.st_size, st.st_mtime_ns)
            for p in files
            if p.suffix in SUFFIXES and (st := p.stat())
        )
    except OSError:
        return None


async def wait_until_stable(path: Path) -> bool:
    """Wait until the files under `path` have not changed for STABLE_SECONDS; False when
    they kept changing for STABLE_TIMEOUT (the reload goes ahead, and validation decides)."""
    deadline = time.monotonic() + STABLE_TIMEOUT
    last = _snapshot(path)
    while True:
        await asyncio.sleep(STABLE_SECONDS)
        now = _snapshot(path)
        if now == last:
            return True
        if time.monotonic() > deadline:
            log.warning("%s kept changing for %.0fs; reloading anyway", path, STABLE_TIMEOUT)
            return False
        last = now


async def _reload(operator: OperatorKnowledge, path: Path) -> None:
    await wait_until_stable(path)
    result = await operator.reload("watcher")
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


async def reload_on_changes(
    operator: OperatorKnowledge, changes: AsyncIterator[object], path: Path | None = None
) -> None:
    """Reload once per batch of changes, logging the outcome (an empty batch is a tick)."""
    async for batch in changes:
        if batch == set():
            continue
        await _reload(operator, path or operator.live.path)


def _identity(directory: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(directory)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


async def watch_knowledge(operator: OperatorKnowledge, path: Path) -> None:
    """Watch `path` (a file or a directory) until cancelled, recovering when it goes away."""
    from watchfiles import awatch

    one_file = path.suffix in SUFFIXES and not path.is_dir()
    directory = path.parent if one_file else path
    target = str(path.resolve()) if one_file else None

    def relevant(change: object, changed: str) -> bool:
        if target is not None:
            return str(Path(changed).resolve()) == target
        return _is_knowledge(change, changed)

    stopped = False
    while True:
        identity = _identity(directory)
        if identity is None:
            if not stopped:
                log.warning("watcher stopped: %s is gone; waiting for it to come back", directory)
                stopped = True
            await asyncio.sleep(CHECK_SECONDS)
            continue
        if stopped:
            log.warning("watching %s again; reloading what is there now", path)
        else:
            log.info("watching %s for knowledge changes", path)
        # After an outage, reload what is there once the watch is up (its first batch, at
        # the latest after CHECK_SECONDS), so a save made meanwhile is not missed.
        catch_up, stopped = stopped, False
        try:
            changes = awatch(
                directory,
                watch_filter=relevant,
                debounce=DEBOUNCE_MS,
                recursive=not one_file,
                rust_timeout=int(CHECK_SECONDS * 1000),
                yield_on_timeout=True,
            )
            async with contextlib.aclosing(changes):
                async for batch in changes:
                    if _identity(directory) != identity:
                        break  # removed, or removed and recreated: start again
                    if batch or catch_up:
                        catch_up = False
                        await _reload(operator, path)
        except (OSError, RuntimeError) as exc:  # the watch itself failed
            log.warning("watcher stopped: %s (%s); retrying", directory, exc)
            stopped = True
            await asyncio.sleep(CHECK_SECONDS)
            continue
        log.warning("watcher stopped: %s was removed or replaced", directory)
        stopped = True
