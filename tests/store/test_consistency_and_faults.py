"""Issue 23 at the store: no lost update across processes, faults are outages (loud, safe,
secret-free), batched counts, bounded growth, metadata-only history, a safe legacy import.

Each test opens two stores on one database where it matters: as two bot processes would.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import shutil
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg
import pytest

from bot.store import (
    SqliteStore,
    Store,
    StoreUnavailable,
    UnansweredCount,
    UnknownVersion,
    VersionConflict,
)
from bot.store.postgres import PostgresStore

from .conftest import Backend

G = 900000000000000023
T0 = datetime(2026, 6, 11, 19, 0, tzinfo=UTC)
FILES = {"intents.yaml": "intents: []\n"}


def files(n: int) -> dict[str, str]:
    return {"intents.yaml": f"# version {n}\nintents: []\n"}


# row 3: no lost update


async def test_a_change_from_a_stale_base_is_refused_in_another_process(
    backend: Backend,
) -> None:
    first, second = await backend.open(), await backend.open()
    # both prepared while the server was on the operator's knowledge (no version: None)
    saved = await first.add_version(G, files(1), "alice", "upload", expect=None)
    with pytest.raises(VersionConflict, match="changed meanwhile"):
        await second.add_version(G, files(2), "bob", "upload", expect=None)
    assert [v.id for v in await second.history(G)] == [saved.id]  # nothing of bob's saved
    assert await second.active_version_id(G) == saved.id
    # rollback and reset check their base too
    newer = await first.add_version(G, files(3), "alice", "teach", expect=saved.id)
    with pytest.raises(VersionConflict):
        await second.activate(G, saved.id, expect=saved.id)  # prepared before `newer`
    with pytest.raises(VersionConflict):
        await second.activate(G, None, expect=saved.id)
    assert await first.active_version_id(G) == newer.id
    assert await second.activate(G, None, expect=newer.id) is None
    assert await first.active_version_id(G) is None


async def test_two_changes_at_the_same_moment_one_wins(backend: Backend) -> None:
    """The base is read inside the write transaction, after its lock: of two concurrent
    changes from one base, exactly one is saved, in every round."""
    first, second = await backend.open(), await backend.open()
    base: int | None = None
    for round_ in range(5):
        results = await asyncio.gather(
            first.add_version(G, files(2 * round_), "a", "x", expect=base),
            second.add_version(G, files(2 * round_ + 1), "b", "y", expect=base),
            return_exceptions=True,
        )
        saved = [r for r in results if not isinstance(r, BaseException)]
        assert len(saved) == 1, results
        assert sum(isinstance(r, VersionConflict) for r in results) == 1
        base = saved[0].id
        assert await first.active_version_id(G) == base


# row 10: counts in batches


async def test_many_counts_in_one_transaction(backend: Backend) -> None:
    store = await backend.open()
    hour = int(T0.timestamp())
    await store.record_questions({(G, "answered", hour): 700, (G, "declined", hour + 60): 99})
    await store.record_questions({(G, "answered", hour + 1): 1})
    assert await store.question_stats(G, T0) == {"answered": 701, "suggested": 0, "declined": 99}
    await store.record_unanswered_many(
        [
            UnansweredCount(G, "who won", "who won?", None, 3, T0),
            UnansweredCount(G, "who won", "Who won??", "result", 2, T0 + timedelta(seconds=1)),
            UnansweredCount(None, "dm question", "dm question", None),
        ]
    )
    (entry,) = await store.unanswered(G)
    assert (entry.key, entry.count, entry.closest, entry.example) == (
        "who won",
        5,
        "result",
        "who won?",
    )
    assert [e.key for e in await store.unanswered(None)] == ["dm question"]


# row 11: bounded growth; autocomplete reads metadata only


async def test_history_keeps_the_last_n_versions_and_the_active_one(backend: Backend) -> None:
    store = await backend.open(history_limit=3)
    first = await store.add_version(G, files(0), "m", "v0")
    kept = await store.add_version(G, files(1), "m", "v1")
    await store.activate(G, kept.id)
    for n in range(2, 6):
        await store.add_version(G, files(n), "m", f"v{n}", activate=False)
    ids = [v.id for v in await store.history(G, 100)]
    assert len(ids) == 4 and kept.id in ids and first.id not in ids  # 3 newest + active
    assert await store.get_version(G, first.id) is None
    with pytest.raises(UnknownVersion):
        await store.activate(G, first.id)
    other = await store.add_version(G + 1, files(9), "m", "other server")
    assert [v.id for v in await store.history(G + 1)] == [other.id]  # per server


async def test_history_metadata_only(backend: Backend) -> None:
    store = await backend.open()
    big = {"intents.yaml": "intents: []\n" + "# padding\n" * 50_000}
    record = await store.add_version(G, big, "mod", "big one")
    (meta,) = await store.history(G, files=False)
    assert (meta.id, meta.author, meta.summary, meta.active, meta.hash) == (
        record.id,
        "mod",
        "big one",
        True,
        record.hash,
    )
    assert dict(meta.files) == {}
    assert dict((await store.history(G))[0].files) == big


async def test_audit_log_is_pruned_by_age(backend: Backend) -> None:
    writer = await backend.open()
    await writer.audit(G, "old", "upload", "ok", now=T0 - timedelta(days=40))
    await writer.audit(G, "recent", "upload", "ok", now=T0 - timedelta(days=2))
    store = await backend.open(audit_retention_days=30)
    await store.audit(G, "now", "reset", "ok", now=T0)  # its first write prunes
    assert [e.actor for e in await store.audit_log(G)] == ["now", "recent"]
    await store.audit(G, "later", "reset", "ok", now=T0 + timedelta(days=29))
    assert await store.prune_audit(now=T0 + timedelta(days=29)) == 1  # "recent" aged out
    assert [e.actor for e in await store.audit_log(G)] == ["later", "now"]


# row 8: the legacy import


async def test_import_skips_bad_entries_one_warning_each(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    good = {"key": "ok", "example": "ok?", "count": 3, "closest": None, "last_seen": 1.0e9}
    bad = [
        {**good, "key": "huge", "count": 2**63},
        {**good, "key": "nan", "last_seen": math.nan},
        {**good, "key": "inf", "last_seen": math.inf},
        {**good, "key": "far", "last_seen": 1e300},
    ]
    with caplog.at_level(logging.WARNING, logger="bot.store"):
        assert await store.import_unanswered(G, [*bad, good]) == 1
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == len(bad)
    assert all("\n" not in r.getMessage() for r in warnings)
    (entry,) = await store.unanswered(G)
    assert (entry.key, entry.count) == ("ok", 3)


# rows 4 and 5: faults are outages


async def test_a_deleted_sqlite_file_is_an_outage_and_a_restore_recovers(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "data" / "m.sqlite3"
    store = await SqliteStore.open(path)
    try:
        saved = await store.add_version(G, files(1), "m", "before")
        backup = tmp_path / "backup.sqlite3"
        shutil.copy(path, backup)
        for leftover in path.parent.iterdir():
            leftover.unlink()
        with caplog.at_level(logging.WARNING, logger="bot.store"):
            for _ in range(3):  # never "saved" into the unlinked file
                with pytest.raises(StoreUnavailable, match="deleted"):
                    await store.add_version(G, files(2), "m", "after")
                with pytest.raises(StoreUnavailable):
                    await store.record_question(G, "answered")
        assert store.outage is not None and "deleted" in store.outage
        assert not path.exists()  # no empty database made in its place
        assert sum("store unavailable" in r.getMessage() for r in caplog.records) == 1
        assert await store.ping() is False
        shutil.copy(backup, path)  # the operator restores it
        assert await store.ping() is True
        assert store.outage is None
        assert [v.id for v in await store.history(G)] == [saved.id]
        await store.add_version(G, files(3), "m", "after the restore")
    finally:
        await store.close()


_TRUNCATE_SHM = textwrap.dedent(
    """
    import asyncio, os, sys
    from bot.store import SqliteStore, StoreUnavailable

    async def main(path):
        store = await SqliteStore.open(path)
        await store.add_version(1, {"a.yaml": "x" * 10000}, "m", "s")
        for name in os.listdir(os.path.dirname(path)):  # a careless operator or a full disk
            if name.endswith("-shm"):
                os.truncate(os.path.join(os.path.dirname(path), name), 0)
        try:
            for n in range(20):
                await store.add_version(1, {"a.yaml": "y" * 100000 + str(n)}, "m", "s")
        except StoreUnavailable as exc:
            print("unavailable", exc)
        await store.close()
        print("alive")

    asyncio.run(main(sys.argv[1]))
    """
)


def test_a_truncated_shared_memory_file_cannot_kill_the_process(tmp_path: Path) -> None:
    """WAL maps `-shm` into memory: truncated under it, the next write died with SIGBUS
    (exit 135, nothing logged). Without the mapping, the process lives."""
    done = subprocess.run(
        [sys.executable, "-c", _TRUNCATE_SHM, str(tmp_path / "m.sqlite3")],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert "alive" in done.stdout


async def test_a_killed_postgres_connection_is_an_outage_without_details(
    postgres: Backend, pg_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    store = await postgres.open()
    assert isinstance(store, PostgresStore)
    killer = await asyncpg.connect(pg_url)
    try:
        with caplog.at_level(logging.WARNING, logger="bot.store"):
            for _ in range(2):
                with pytest.raises(StoreUnavailable) as caught:
                    async with store.transaction(write=True) as tx:
                        (row,) = await tx.fetch("SELECT pg_backend_pid()")
                        await killer.execute("SELECT pg_terminate_backend($1)", row[0])
                        await tx.execute("SELECT 1")
        message = str(caught.value)
        parts = urlsplit(pg_url)
        for secret in (parts.username, parts.hostname, parts.path.strip("/")):
            assert secret and secret not in message, message
        assert store.outage == message
        assert sum("store unavailable" in r.getMessage() for r in caplog.records) == 1
        assert await store.ping() is True  # the pool reconnects: recovered
        assert store.outage is None
        await store.add_version(G, files(1), "m", "after")
    finally:
        await killer.close()


async def test_outage_is_none_while_working(store: Store) -> None:
    await store.audit(G, "m", "x", "ok")
    assert store.outage is None and store.outage_since is None


def test_no_mmap_in_use(tmp_path: Path) -> None:
    async def check() -> None:
        store = await SqliteStore.open(tmp_path / "m.sqlite3")
        await store.add_version(G, FILES, "m", "s")
        assert not any(name.endswith("-shm") for name in os.listdir(tmp_path))
        await store.close()

    asyncio.run(check())


async def test_killed_postgres_connections_lose_no_queued_count(
    postgres: Backend, pg_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Row 5: the write queue dropped rows, one ERROR traceback each, when a backend was
    killed under it; now that is an outage, the counts wait and are all saved."""
    from bot.service.writes import StoreWriter  # the service's queue, on this store

    store = await postgres.open()
    assert isinstance(store, PostgresStore)
    writer = StoreWriter(store, first_retry=0.01, max_retry=0.05)
    writer.start()
    killer = await asyncpg.connect(pg_url)
    try:
        with caplog.at_level(logging.WARNING):
            for _ in range(5):
                pids = set()
                for _ in range(3):  # this store's own connections only (others share the db)
                    async with store.transaction() as tx:
                        pids.add((await tx.fetch("SELECT pg_backend_pid()"))[0][0])
                for _ in range(100):
                    writer.count_question(G, "answered")
                    writer.count_unanswered(G, "who won", "who won?", None)
                for pid in pids:
                    await killer.execute("SELECT pg_terminate_backend($1)", pid)
                await asyncio.sleep(0.02)
            assert await writer.flush(30)
        assert writer.failed == 0 and writer.dropped == 0
        stats = await store.question_stats(G, datetime(2000, 1, 1, tzinfo=UTC))
        assert stats["answered"] == 500
        (entry,) = await store.unanswered(G)
        assert entry.count == 500
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    finally:
        await writer.close()
        await killer.close()
