"""Store writes survive a database outage; knowledge changes reach this process by push
or, failing that, by the periodic generation check; both log an outage once."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.service.sync import KnowledgeSync
from bot.service.writes import StoreWriter
from bot.store import Store, StoreUnavailable, open_store

A = 4242
FILES = {"match.yaml": "x: 1\n"}


class FlakyStore:
    """A real store whose every call fails with StoreUnavailable while `down`."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.down = False
        self.calls = 0

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._store, name)
        if not callable(attr):
            return attr

        async def call(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            if self.down:
                raise StoreUnavailable("PostgreSQL at db: connection refused")
            return await attr(*args, **kwargs)

        return call


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    real = await open_store(tmp_path / "matchbot.sqlite3")
    yield real
    await real.close()


def since() -> datetime:
    return datetime.now(UTC) - timedelta(hours=1)


async def record(store: Store) -> None:
    await store.record_question(A, "answered")


async def test_writes_are_saved_in_order(store: Store) -> None:
    writer = StoreWriter(store)
    writer.start()
    for n in range(5):
        writer.submit("audit", lambda s, n=n: s.audit(A, "x", "reload", "ok", f"#{n}"))
    assert await writer.flush(5)
    assert [e.detail for e in await store.audit_log(A)] == [f"#{n}" for n in range(4, -1, -1)]
    await writer.close()


async def test_an_outage_is_logged_once_and_nothing_is_lost(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    flaky = FlakyStore(store)
    writer = StoreWriter(flaky, first_retry=0.01, max_retry=0.05)  # type: ignore[arg-type]
    writer.start()
    writer.submit("q", record)
    assert await writer.flush(5)
    flaky.down = True
    with caplog.at_level(logging.WARNING, logger="bot.service.writes"):
        for _ in range(20):
            writer.submit("q", record)
        await asyncio.sleep(0.3)  # several retries happen meanwhile
        assert writer.degraded and writer.pending == 20
        assert not await writer.flush(0.05)
        outage = [r for r in caplog.records if "unavailable" in r.getMessage()]
        assert len(outage) == 1
        assert flaky.calls > 3  # it kept retrying
        flaky.down = False
        assert await writer.flush(5)
    assert not writer.degraded and writer.pending == 0
    assert sum("database back" in r.getMessage() for r in caplog.records) == 1
    assert (await store.question_stats(A, since()))["answered"] == 21
    await writer.close()


async def test_a_broken_write_is_dropped_not_retried(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(_: Store) -> None:
        raise ValueError("bad data")

    writer = StoreWriter(store)
    writer.start()
    writer.submit("broken", broken)
    writer.submit("q", record)
    assert await writer.flush(5)
    assert writer.failed == 1
    assert (await store.question_stats(A, since()))["answered"] == 1
    await writer.close()


async def test_counts_asked_one_at_a_time_are_saved_together(store: Store) -> None:
    """Questions a few milliseconds apart (one member after another) were a transaction
    each, with its round trips to the database's thread; they now gather for the
    writer's batch time and are saved as one."""
    writer = StoreWriter(store)
    writer.start()
    for n in range(10):
        writer.count_question(A, "answered")
        writer.count_unanswered(A, f"q{n % 3}", f"q{n % 3}?", None)
        await asyncio.sleep(0.005)
    assert writer.batches == 0  # nothing saved yet: the batch is still gathering
    assert await writer.flush(5)
    assert writer.batches == 1
    assert (await store.question_stats(A, since()))["answered"] == 10
    assert sorted(e.count for e in await store.unanswered(A)) == [3, 3, 4]
    await writer.close()


async def test_capacity_drops_the_oldest(store: Store) -> None:
    writer = StoreWriter(store, capacity=3)  # not started: everything waits
    for n in range(5):
        writer.submit("audit", lambda s, n=n: s.audit(A, "x", "a", "ok", f"#{n}"))
    assert writer.pending == 3 and writer.dropped == 2
    writer.start()
    assert await writer.flush(5)
    assert sorted(e.detail for e in await store.audit_log(A)) == ["#2", "#3", "#4"]
    await writer.close()


class Recorder:
    def __init__(self) -> None:
        self.guilds: list[int | None] = []
        self.alls = 0

    async def refresh(self, guild_id: int | None) -> None:
        self.guilds.append(guild_id)

    async def refresh_all(self) -> None:
        self.alls += 1


async def test_the_generation_check_catches_a_change_without_push(store: Store) -> None:
    """SQLite has no push: a change by another process shows at the next check."""
    seen = Recorder()
    sync = KnowledgeSync(store, seen.refresh, seen.refresh_all, interval=3600)
    await sync.start()
    assert not await sync.check()  # nothing changed
    await store.add_version(A, FILES, "other process", "upload")
    assert await sync.check()
    assert seen.alls == 1
    assert not await sync.check()  # once per change
    await sync.close()


async def test_the_check_runs_by_itself(store: Store) -> None:
    seen = Recorder()
    sync = KnowledgeSync(store, seen.refresh, seen.refresh_all, interval=0.05)
    await sync.start()
    await store.add_version(A, FILES, "other process", "upload")
    for _ in range(100):
        if seen.alls:
            break
        await asyncio.sleep(0.02)
    assert seen.alls == 1
    await sync.close()


async def test_an_unavailable_database_is_logged_once_and_re_read_after(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    flaky = FlakyStore(store)
    seen = Recorder()
    sync = KnowledgeSync(flaky, seen.refresh, seen.refresh_all, interval=3600)  # type: ignore[arg-type]
    await sync.start()
    flaky.down = True
    with caplog.at_level(logging.WARNING, logger="bot.service.sync"):
        for _ in range(5):
            assert not await sync.check()
    assert sum("unavailable" in r.getMessage() for r in caplog.records) == 1
    assert seen.alls == 0
    flaky.down = False
    assert await sync.check()  # back: everything re-read once, changed or not
    assert seen.alls == 1
    assert not await sync.check()
    await sync.close()


async def test_postgres_pushes_a_change_from_another_store_within_2_s(pg_url: str) -> None:
    import uuid

    import asyncpg

    schema = f"matchbot_test_{uuid.uuid4().hex[:16]}"
    writer = await open_store(pg_url, schema=schema)
    reader = await open_store(pg_url, schema=schema)
    try:
        seen = Recorder()
        pushed = asyncio.Event()

        async def refresh(guild_id: int | None) -> None:
            await seen.refresh(guild_id)
            pushed.set()

        sync = KnowledgeSync(reader, refresh, seen.refresh_all, interval=3600)
        await sync.start()
        start = asyncio.get_running_loop().time()
        await writer.add_version(A, FILES, "other process", "upload")
        await asyncio.wait_for(pushed.wait(), 2.0)
        assert asyncio.get_running_loop().time() - start < 2.0
        assert seen.guilds == [A] and seen.alls == 0
        await sync.close()
    finally:
        await writer.close()
        await reader.close()
        conn = await asyncpg.connect(pg_url)
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await conn.close()
