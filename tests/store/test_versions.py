"""Knowledge versions: history, activation, reset, isolation between guilds, restarts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.store import SqliteStore, Store, UnknownVersion
from bot.store.migrations import MIGRATIONS
from bot.store.sql import SqlStore

from .conftest import Backend

A, B = 111111111111111111, 222222222222222222  # Discord-sized snowflakes
FILES_1 = {"match.yaml": "score: 2-1\n", "quotes.yaml": "quotes: []\n"}
FILES_2 = {"match.yaml": "score: 2-1\nvenue: Lusail\n", "quotes.yaml": "quotes: []\n"}


async def test_migrations_run_once_and_reopen_is_idempotent(backend: Backend) -> None:
    first = await backend.open()
    await first.add_version(A, FILES_1, "mod", "v1")
    await first.close()
    second = await backend.open()  # migrating again must neither fail nor lose data
    assert isinstance(second, SqlStore)
    assert await second.migrate() == []
    async with second.transaction() as tx:
        rows = await tx.fetch("SELECT version FROM schema_migrations ORDER BY version")
    assert [r[0] for r in rows] == [m.version for m in MIGRATIONS]
    active = await second.active_version(A)
    assert active is not None and active.summary == "v1"


async def test_add_version_activates_and_records_everything(store: Store) -> None:
    before = datetime.now(UTC) - timedelta(seconds=5)
    version = await store.add_version(A, FILES_1, "alice", "first upload")
    assert version.guild_id == A and version.author == "alice"
    assert version.summary == "first upload" and version.active
    assert dict(version.files) == FILES_1
    assert before <= version.created_at <= datetime.now(UTC) + timedelta(seconds=5)
    assert version.created_at.tzinfo is not None
    stored = await store.active_version(A)
    assert stored is not None
    assert (stored.id, stored.hash, dict(stored.files)) == (version.id, version.hash, FILES_1)
    assert abs((stored.created_at - version.created_at).total_seconds()) < 0.001


async def test_hash_is_stable_and_content_sensitive(store: Store) -> None:
    one = await store.add_version(A, FILES_1, "a", "x")
    reordered = await store.add_version(A, dict(reversed(list(FILES_1.items()))), "b", "y")
    other = await store.add_version(A, FILES_2, "a", "x")
    renamed = await store.add_version(A, {"m.yaml": "score: 2-1\n"}, "a", "x")
    assert one.hash == reordered.hash
    assert len({one.hash, other.hash, renamed.hash}) == 3
    assert len(one.hash) == 64 and int(one.hash, 16) >= 0


async def test_history_newest_first_marks_the_active_one(store: Store) -> None:
    v1 = await store.add_version(A, FILES_1, "mod", "v1")
    v2 = await store.add_version(A, FILES_2, "mod", "v2")
    history = await store.history(A)
    assert [v.id for v in history] == [v2.id, v1.id]
    assert [v.active for v in history] == [True, False]
    assert [v.id for v in await store.history(A, limit=1)] == [v2.id]


async def test_rollback_to_an_older_version(store: Store) -> None:
    v1 = await store.add_version(A, FILES_1, "mod", "v1")
    v2 = await store.add_version(A, FILES_2, "mod", "v2")
    back = await store.activate(A, v1.id)
    assert back is not None and back.id == v1.id and back.active
    active = await store.active_version(A)
    assert active is not None and active.id == v1.id
    assert [(v.id, v.active) for v in await store.history(A)] == [(v2.id, False), (v1.id, True)]


async def test_reset_goes_back_to_the_operator_default(store: Store) -> None:
    await store.add_version(A, FILES_1, "mod", "v1")
    assert await store.activate(A, None) is None
    assert await store.active_version(A) is None
    assert A not in await store.active_versions()
    assert len(await store.history(A)) == 1  # reset keeps the history
    assert not any(v.active for v in await store.history(A))


async def test_a_guild_cannot_read_or_activate_another_guilds_version(store: Store) -> None:
    mine = await store.add_version(A, FILES_1, "mod-a", "A's")
    assert await store.get_version(A, mine.id) is not None
    assert await store.get_version(B, mine.id) is None
    assert await store.get_version(None, mine.id) is None
    with pytest.raises(UnknownVersion):
        await store.activate(B, mine.id)
    assert await store.active_version(B) is None
    assert await store.history(B) == []
    active = await store.active_version(A)
    assert active is not None and active.id == mine.id


async def test_unknown_version_id_is_refused(store: Store) -> None:
    v1 = await store.add_version(A, FILES_1, "mod", "v1")
    with pytest.raises(UnknownVersion):
        await store.activate(A, v1.id + 1000)
    active = await store.active_version(A)
    assert active is not None and active.id == v1.id


async def test_operator_scope_is_its_own_guild(store: Store) -> None:
    operator = await store.add_version(None, FILES_1, "operator", "bundled")
    guild = await store.add_version(A, FILES_2, "mod", "server")
    assert operator.guild_id is None
    active = await store.active_versions()
    assert set(active) == {None, A}
    assert active[None].id == operator.id and active[A].id == guild.id
    assert active[None].guild_id is None
    assert await store.get_version(A, operator.id) is None


async def test_crash_between_writing_and_activating_loses_nothing(backend: Backend) -> None:
    first = await backend.open()
    old = await first.add_version(A, FILES_1, "mod", "live")
    new = await first.add_version(A, FILES_2, "mod", "staged", activate=False)
    assert not new.active
    await first.close()  # the "crash": nothing switched the active version
    reopened = await backend.open()
    active = await reopened.active_version(A)
    assert active is not None and active.id == old.id
    history = await reopened.history(A)
    assert [(v.id, v.active) for v in history] == [(new.id, False), (old.id, True)]
    staged = await reopened.get_version(A, new.id)
    assert staged is not None and dict(staged.files) == FILES_2


async def test_restart_comes_back_with_every_guilds_knowledge(backend: Backend) -> None:
    first = await backend.open()
    expected = {}
    for guild, files in ((A, FILES_1), (B, FILES_2), (None, FILES_1)):
        expected[guild] = (await first.add_version(guild, files, "x", "y")).id
    extra = await first.add_version(B, FILES_1, "x", "newer")
    await first.activate(B, expected[B])  # B rolled back to its first version
    await first.add_version(333, FILES_1, "x", "reset later")
    await first.activate(333, None)
    await first.close()
    restarted = await backend.open()
    active = await restarted.active_versions()
    assert {guild: v.id for guild, v in active.items()} == expected
    assert extra.id not in {v.id for v in active.values()}
    assert all(v.active for v in active.values())
    assert dict(active[B].files) == FILES_2


async def test_generation_bumps_on_every_switch_and_is_shared(backend: Backend) -> None:
    store = await backend.open()
    other = await backend.open()  # another process on the same database
    start = await store.generation()
    v1 = await store.add_version(A, FILES_1, "mod", "v1", activate=False)
    assert await store.generation() == start  # writing history alone is not a change
    await store.activate(A, v1.id)
    assert await store.generation() == start + 1
    await store.add_version(B, FILES_2, "mod", "v2")
    assert await store.generation() == start + 2
    await store.activate(A, None)
    assert await store.generation() == start + 3
    await store.notify_operator_reload()
    assert await other.generation() == start + 4
    with pytest.raises(UnknownVersion):
        await other.activate(B, v1.id)
    assert await store.generation() == start + 4  # a refused switch is not a change


async def test_sqlite_creates_the_parent_directory(tmp_path) -> None:
    path = tmp_path / "deep" / "er" / "matchbot.sqlite3"
    store = await SqliteStore.open(path)
    try:
        await store.add_version(A, FILES_1, "mod", "v1")
    finally:
        await store.close()
    assert path.exists()
