"""Issue 14: the watcher keeps watching.

With KNOWLEDGE_PATH on one file, every save by rename is picked up (not only the first);
after the directory is removed and recreated the watcher says so and recovers; and a
file still being written is left alone until it is stable. Real files, real watchfiles,
short timings.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import threading
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.service import MatchService
from bot.service import watcher as watcher_module
from bot.service.live import LiveKnowledge
from bot.store import Store
from tests.conftest import KNOWLEDGE

ANCHOR = "  - id: jagger\n"


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(watcher_module, "DEBOUNCE_MS", 50)
    monkeypatch.setattr(watcher_module, "STABLE_SECONDS", 0.1)
    monkeypatch.setattr(watcher_module, "CHECK_SECONDS", 0.2)


async def until(condition: Callable[[], bool], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(0.05)


async def running(service: MatchService, path: Path) -> AsyncIterator[asyncio.Task[None]]:
    task = asyncio.create_task(watcher_module.watch_knowledge(service.operator, path))
    await asyncio.sleep(0.5)  # the watch is set up
    try:
        yield task
    finally:
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task


def club(text: str, n: int) -> str:
    assert ANCHOR in text
    return text.replace(ANCHOR, f"{ANCHOR}    club: Stones {n}\n", 1)


async def test_one_file_picks_up_every_save_by_rename(tmp_path: Path, memory_store: Store) -> None:
    path = tmp_path / "match.yaml"
    original = (KNOWLEDGE / "match.yaml").read_text(encoding="utf-8")
    path.write_text(original, encoding="utf-8")
    service = MatchService(LiveKnowledge(path), memory_store)
    async for _ in running(service, path):
        for n in range(3):  # an editor's save: write a temporary file, rename it over
            before = service.live.engine.version
            tmp = tmp_path / f".match.yaml.{n}.swp"
            tmp.write_text(club(original, n), encoding="utf-8")
            os.replace(tmp, path)
            await until(lambda before=before: service.live.engine.version != before)


async def test_a_removed_and_recreated_directory_is_watched_again(
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    memory_store: Store,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    knowledge = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, knowledge)
    service = MatchService(LiveKnowledge(knowledge), memory_store)
    first = service.live.engine.version
    real_row = service.audit.row

    async def slow_row(*args: Any) -> None:
        # A slow store: the reload is live before its audit row is written, and a save made
        # meanwhile must still be seen (the watch is up before the catch-up reload).
        await asyncio.sleep(1.0)
        await real_row(*args)

    monkeypatch.setattr(service.audit, "row", slow_row)
    with caplog.at_level(logging.INFO, logger="bot.service.watcher"):
        async for _ in running(service, knowledge):
            shutil.rmtree(knowledge)
            await until(lambda: any("stopped" in r.getMessage() for r in caplog.records))
            assert service.live.engine.version == first  # still answering from what it had
            staging = tmp_path / "staging"
            shutil.copytree(KNOWLEDGE, staging)
            match = staging / "match.yaml"
            match.write_text(club(match.read_text(encoding="utf-8"), 1), encoding="utf-8")
            staging.rename(knowledge)
            await until(lambda: service.live.engine.version != first)
            second = service.live.engine.version
            match = knowledge / "match.yaml"  # and later saves are seen too
            text = match.read_text(encoding="utf-8")
            match.write_text(text.replace("club: Stones 1", "club: Stones 2"), encoding="utf-8")
            await until(lambda second=second: service.live.engine.version != second)
    messages = [r.getMessage() for r in caplog.records if r.name == "bot.service.watcher"]
    stopped = [m for m in messages if "stopped" in m]
    assert stopped and str(knowledge) in stopped[0]
    assert any("watching" in m and "again" in m for m in messages)
    assert [
        r for r in caplog.records if r.levelno >= logging.WARNING and "stopped" in r.getMessage()
    ]


async def test_a_file_being_written_is_reloaded_only_once_it_is_stable(tmp_path: Path) -> None:
    path = tmp_path / "slow.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    done = threading.Event()

    def write_slowly() -> None:
        with path.open("a", encoding="utf-8") as f:
            for n in range(8):
                f.write(f"b{n}: {n}\n")
                f.flush()
                time.sleep(0.05)
        done.set()

    writer = threading.Thread(target=write_slowly)
    writer.start()
    try:
        assert await watcher_module.wait_until_stable(path)
        assert done.is_set()  # it waited for the writer to finish
    finally:
        writer.join()
