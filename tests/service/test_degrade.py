"""A database lost while the bot runs: answers keep coming from the knowledge in memory,
counts wait in the writer and are all saved when it is back, and the outage is logged
once."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.service import LiveKnowledge, MatchService
from bot.store import open_store
from tests.conftest import KNOWLEDGE
from tests.service.test_writes_sync import FlakyStore

A = 5150


@pytest.fixture(scope="module")
def live() -> LiveKnowledge:
    return LiveKnowledge(KNOWLEDGE)


async def test_answers_continue_and_counts_are_kept_while_the_database_is_away(
    live: LiveKnowledge, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    real = await open_store(tmp_path / "m.sqlite3")
    flaky = FlakyStore(real)
    service = MatchService(live, store=flaky)  # type: ignore[arg-type]
    service.start_writer()
    assert service.writer is not None
    service.writer.first_retry = service.writer.max_retry = 0.02
    service.writer.batch_seconds = 0.02  # tries (and fails) within the test's 0.2 s
    try:
        await service.answers.ask("who scored the winner?", guild_id=A)
        flaky.down = True
        with caplog.at_level(logging.WARNING):
            for _ in range(10):
                reply = await asyncio.wait_for(
                    service.answers.ask("who scored the winner?", guild_id=A), 1.0
                )
                assert reply.band == "answer" and "Lautaro" in reply.text
            await service.answers.ask("what colour were the corner flags?", guild_id=A)
            await asyncio.sleep(0.2)
            assert service.writer.degraded and service.writer.pending >= 12
            flaky.down = False
            assert await service.writer.flush(5)
        outage = [r for r in caplog.records if "database unavailable" in r.getMessage()]
        assert len(outage) == 1
        since = datetime.now(UTC) - timedelta(hours=1)
        stats = await real.question_stats(A, since)
        assert stats["answered"] == 11 and stats["declined"] + stats["suggested"] == 1
        assert [r.key for r in await real.unanswered(A)] != []
    finally:
        await service.close()
