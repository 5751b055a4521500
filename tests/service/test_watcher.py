"""WATCH_KNOWLEDGE: each batch of file changes is one validated reload, its outcome logged."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import MatchService
from bot.service.watcher import reload_on_changes


async def test_reloads_per_batch_and_logs_outcome(
    service: MatchService, knowledge_copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = knowledge_copy / "match.yaml"
    original = path.read_text(encoding="utf-8")

    async def changes() -> AsyncIterator[object]:
        path.write_text(original.replace("name: Harry Kane", "name: Harry E. Kane"), "utf-8")
        yield {("modified", str(path))}
        good = service.live.engine.version
        path.write_text(original.replace("scorer: lautaro-martinez", "scorer: nobody"), "utf-8")
        yield {("modified", str(path))}
        assert service.live.engine.version == good  # the broken save was rejected

    before = service.live.engine.version
    with caplog.at_level(logging.INFO):
        await reload_on_changes(service.operator, changes())
    assert service.live.engine.version != before
    assert "Harry E. Kane" in (await service.answers.ask("who was england's captain?")).text
    messages = [r.getMessage() for r in caplog.records if r.name == "bot.service.watcher"]
    assert any("reloaded from disk" in m for m in messages)
    assert any("rejected" in m and "match.yaml" in m for m in messages)
    audit = [r.getMessage() for r in caplog.records if r.name == "matchbot.audit"]
    assert len(audit) == 2 and all("by=watcher" in m for m in audit)
