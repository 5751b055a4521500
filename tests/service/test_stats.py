"""A server's /stats numbers: its own questions only, by day and week, and the top
unanswered asked in each period."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.service.stats import guild_stats
from bot.store import Store, open_store

A, B = 1001, 2002
NOW = datetime(2026, 6, 15, 12, 30, tzinfo=UTC)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(tmp_path / "s.sqlite3")
    yield opened
    await opened.close()


async def test_day_and_week_counts_and_rate(store: Store) -> None:
    for _ in range(3):
        await store.record_question(A, "answered", now=NOW - timedelta(hours=2))
    await store.record_question(A, "declined", now=NOW - timedelta(hours=1))
    await store.record_question(A, "answered", now=NOW - timedelta(days=3))
    await store.record_question(A, "suggested", now=NOW - timedelta(days=3))
    await store.record_question(A, "answered", now=NOW - timedelta(days=10))  # too old
    await store.record_question(B, "declined", now=NOW - timedelta(hours=1))  # other server
    stats = await guild_stats(store, A, NOW)
    assert (stats.day.answered, stats.day.suggested, stats.day.declined) == (3, 0, 1)
    assert stats.day.total == 4 and stats.day.answer_rate == 0.75
    assert (stats.week.answered, stats.week.suggested, stats.week.declined) == (4, 1, 1)
    assert stats.week.total == 6


async def test_nobody_asked_has_no_rate(store: Store) -> None:
    stats = await guild_stats(store, A, NOW)
    assert stats.day.total == 0 and stats.day.answer_rate is None
    assert stats.top_day == [] and stats.top_week == []


async def test_top_unanswered_by_period_and_server(store: Store) -> None:
    for _ in range(4):
        await store.record_unanswered(
            A, "old favourite", "old favourite?", None, NOW - timedelta(days=2)
        )
    await store.record_unanswered(A, "fresh", "fresh?", "goals", NOW - timedelta(hours=3))
    await store.record_unanswered(A, "ancient", "ancient?", None, NOW - timedelta(days=20))
    await store.record_unanswered(B, "elsewhere", "elsewhere?", None, NOW - timedelta(hours=1))
    stats = await guild_stats(store, A, NOW)
    assert [r.key for r in stats.top_week] == ["old favourite", "fresh"]
    assert [r.key for r in stats.top_day] == ["fresh"]
