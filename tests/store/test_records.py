"""Audit log, settings, statistics, text clean-up and the store's lifecycle."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import SqliteStore, Store, StoreUnavailable, open_store

from .conftest import Backend

G, H = 900000000000000001, 900000000000000002
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def test_audit_log_newest_first_per_guild(store: Store) -> None:
    await store.audit(G, "alice#1", "upload", "ok", "match.yaml", now=T0)
    await store.audit(G, "bob#2", "rollback", "refused", now=T0 + timedelta(minutes=1))
    await store.audit(H, "carol#3", "reset", "ok")
    log = await store.audit_log(G)
    assert [(e.actor, e.action, e.result, e.detail) for e in log] == [
        ("bob#2", "rollback", "refused", ""),
        ("alice#1", "upload", "ok", "match.yaml"),
    ]
    assert log[1].created_at == T0 and log[0].guild_id == G
    assert [e.actor for e in await store.audit_log(G, limit=1)] == ["bob#2"]
    assert [e.actor for e in await store.audit_log(H)] == ["carol#3"]
    assert await store.audit_log(None) == []


async def test_settings_round_trip(backend: Backend) -> None:
    store = await backend.open()
    assert await store.get_settings(G) == {}
    await store.set_setting(G, "answer_channel_ids", [123456789012345678, 2])
    await store.set_setting(G, "moderator_role_ids", [5])
    await store.set_setting(G, "moderator_role_ids", [6, 7])  # overwritten
    await store.set_setting(G, "options", {"quiet": True, "ratio": 0.5, "name": "café"})
    await store.set_setting(H, "answer_channel_ids", [9])
    await store.set_setting(G, "gone", "soon")
    await store.set_setting(G, "gone", None)  # None deletes
    expected = {
        "answer_channel_ids": [123456789012345678, 2],
        "moderator_role_ids": [6, 7],
        "options": {"quiet": True, "ratio": 0.5, "name": "café"},
    }
    assert await store.get_settings(G) == expected
    assert await store.get_settings(H) == {"answer_channel_ids": [9]}
    await store.close()
    assert await (await backend.open()).get_settings(G) == expected


async def test_a_setting_change_is_told_to_other_processes(store: Store) -> None:
    """Processes cache a server's settings (its current match, answer channels): a change
    bumps the generation their safety net polls (and notifies where supported)."""
    before = await store.generation()
    await store.set_setting(G, "current_match", "2026-07-19-spain-argentina")
    assert await store.generation() == before + 1
    await store.set_setting(G, "current_match", None)
    assert await store.generation() == before + 2


async def test_settings_refuse_what_json_cannot_hold(store: Store) -> None:
    with pytest.raises(TypeError):
        await store.set_setting(G, "bad", object())
    with pytest.raises(ValueError):
        await store.set_setting(G, "bad", float("nan"))
    assert await store.get_settings(G) == {}


async def test_question_stats_in_hourly_buckets(store: Store) -> None:
    for minutes, outcome in (
        (0, "answered"),
        (10, "answered"),
        (59, "declined"),
        (60, "answered"),
        (125, "suggested"),
        (-61, "answered"),  # the hour before: outside a `since` of T0
    ):
        await store.record_question(G, outcome, now=T0 + timedelta(minutes=minutes))  # type: ignore[arg-type]
    await store.record_question(H, "answered", now=T0)
    assert await store.question_stats(G, T0) == {"answered": 3, "suggested": 1, "declined": 1}
    # `since` inside an hour counts that whole hour
    assert await store.question_stats(G, T0 + timedelta(minutes=30)) == {
        "answered": 3,
        "suggested": 1,
        "declined": 1,
    }
    assert await store.question_stats(G, T0 + timedelta(hours=1)) == {
        "answered": 1,
        "suggested": 1,
        "declined": 0,
    }
    assert await store.question_stats(G, T0 - timedelta(days=1)) == {
        "answered": 4,
        "suggested": 1,
        "declined": 1,
    }
    assert await store.question_stats(None, T0) == {"answered": 0, "suggested": 0, "declined": 0}


async def test_question_stats_without_explicit_time(store: Store) -> None:
    await store.record_question(G, "declined")
    await store.record_question(G, "declined")
    recent = await store.question_stats(G, datetime.now(UTC) - timedelta(hours=1))
    assert recent["declined"] == 2
    assert (await store.question_stats(G, datetime.now(UTC) + timedelta(hours=2)))["declined"] == 0


async def test_unknown_outcome_is_refused(store: Store) -> None:
    with pytest.raises(ValueError):
        await store.record_question(G, "maybe")  # type: ignore[arg-type]


BAD = "caf\ud800e \udfff end\x00"


def _valid(text: str) -> bool:
    text.encode("utf-8")  # raises on a surrogate
    return "\x00" not in text


async def test_lone_surrogates_and_nul_are_cleaned_not_crashed_on(store: Store) -> None:
    version = await store.add_version(G, {f"m{BAD}.yaml": f"text: {BAD}"}, BAD, BAD)
    got = await store.get_version(G, version.id)
    assert got is not None
    texts = [got.author, got.summary, *got.files, *got.files.values()]
    assert all(_valid(t) for t in texts)
    assert got.summary.startswith("caf") and got.summary.endswith(" end\ufffd")
    assert got.hash == version.hash and dict(got.files) == dict(version.files)

    await store.record_unanswered(G, BAD, BAD, BAD)
    await store.record_unanswered(G, BAD, BAD, BAD)  # the same cleaned key again
    [entry] = await store.unanswered(G)
    assert entry.count == 2
    assert all(_valid(t) for t in (entry.key, entry.example, entry.closest or ""))
    assert await store.remove_unanswered(G, BAD) is True

    await store.audit(G, BAD, BAD, BAD, BAD)
    [record] = await store.audit_log(G)
    assert all(_valid(t) for t in (record.actor, record.action, record.result, record.detail))

    await store.set_setting(G, BAD, {"name": BAD})
    [(key, value)] = (await store.get_settings(G)).items()
    assert _valid(key) and _valid(value["name"])


async def test_ping_and_close(backend: Backend) -> None:
    store = await backend.open()
    assert await store.ping() is True
    await store.close()
    await store.close()  # twice is fine
    assert await store.ping() is False
    with pytest.raises(StoreUnavailable):
        await store.active_versions()


async def test_a_cancelled_write_leaves_the_store_usable(store: Store) -> None:
    tasks = [asyncio.create_task(store.record_unanswered(G, f"k{i}", "e", None)) for i in range(20)]
    await asyncio.sleep(0)
    for task in tasks[::2]:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await store.record_unanswered(G, "after", "e", None)
    keys = {e.key for e in await store.unanswered(G, limit=100)}
    assert "after" in keys
    assert {f"k{i}" for i in range(1, 20, 2)} <= keys  # the uncancelled ones all landed


async def test_open_store_understands_paths_and_urls(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    for target, created in (
        ("data/matchbot.sqlite3", tmp_path / "data" / "matchbot.sqlite3"),
        ("sqlite:///rel/x.sqlite3", tmp_path / "rel" / "x.sqlite3"),
        (f"sqlite:///{tmp_path}/abs/y.sqlite3", tmp_path / "abs" / "y.sqlite3"),
        (tmp_path / "as-path.sqlite3", tmp_path / "as-path.sqlite3"),
    ):
        store = await open_store(target)
        try:
            assert isinstance(store, SqliteStore)
            await store.add_version(G, {"a.yaml": "a: 1"}, "x", "y")
        finally:
            await store.close()
        assert created.exists(), target
    memory = await open_store(":memory:")
    try:
        await memory.add_version(G, {"a.yaml": "a: 1"}, "x", "y")
        assert len(await memory.history(G)) == 1
    finally:
        await memory.close()
    with pytest.raises(ValueError):
        await open_store(":memory:", schema="nope")


async def test_an_unusable_sqlite_path_is_unavailable(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(StoreUnavailable) as caught:
        await open_store(blocker / "matchbot.sqlite3")
    assert "\n" not in str(caught.value)
    not_sqlite = tmp_path / "garbage.sqlite3"
    not_sqlite.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreUnavailable):
        await open_store(not_sqlite)


async def test_sqlite_subscribe_is_a_no_op_callers_poll_generation(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "s.sqlite3")
    heard: list[int | None] = []
    try:
        await store.subscribe(heard.append)
        before = await store.generation()
        await store.add_version(G, {"a.yaml": "a: 1"}, "x", "y")
        await asyncio.sleep(0.05)
        assert heard == []
        assert await store.generation() == before + 1
    finally:
        await store.close()
