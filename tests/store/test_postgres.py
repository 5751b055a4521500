"""PostgreSQL only: changes pushed to other processes (LISTEN/NOTIFY, surviving a lost
connection) and a clear, password-free error when the server is not there."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.store import PostgresStore, StoreUnavailable, mask_url, open_store

from .conftest import Backend

A, B = 101, 202
FILES = {"match.yaml": "score: 2-1\n"}


async def _next(queue: asyncio.Queue[int | None], timeout: float = 2.0) -> int | None:
    return await asyncio.wait_for(queue.get(), timeout)


async def test_an_activation_reaches_another_process_within_two_seconds(
    postgres: Backend,
) -> None:
    writer, reader = await postgres.open(), await postgres.open()
    heard: asyncio.Queue[int | None] = asyncio.Queue()

    async def on_change(guild: int | None) -> None:
        await heard.put(guild)

    await reader.subscribe(on_change)
    staged = await writer.add_version(A, FILES, "mod", "staged", activate=False)
    await writer.add_version(B, FILES, "mod", "live")
    assert await _next(heard) == B  # the staged write was not announced
    await writer.activate(A, staged.id)
    assert await _next(heard) == A
    await writer.activate(A, None)
    assert await _next(heard) == A
    await writer.notify_operator_reload()
    assert await _next(heard) is None  # the operator's scope
    await writer.add_version(None, FILES, "operator", "bundled")
    assert await _next(heard) is None
    assert heard.empty()


async def test_plain_callbacks_and_a_failing_one(postgres: Backend) -> None:
    writer, reader = await postgres.open(), await postgres.open()
    heard: list[int | None] = []
    got = asyncio.Event()

    def broken(guild: int | None) -> None:
        raise RuntimeError("a subscriber bug")

    def on_change(guild: int | None) -> None:
        heard.append(guild)
        got.set()

    await reader.subscribe(broken)
    await reader.subscribe(on_change)
    await writer.add_version(A, FILES, "mod", "v1")
    await asyncio.wait_for(got.wait(), 2)
    assert heard == [A]


async def test_listening_resumes_after_the_connection_is_lost(postgres: Backend) -> None:
    writer, reader = await postgres.open(), await postgres.open()
    assert isinstance(reader, PostgresStore) and isinstance(writer, PostgresStore)
    heard: asyncio.Queue[int | None] = asyncio.Queue()
    await reader.subscribe(heard.put_nowait)
    await writer.add_version(A, FILES, "mod", "before")
    assert await _next(heard) == A

    async with writer.transaction() as tx:
        killed = await tx.fetch(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ?",
            reader.listener_name,
        )
    assert [row[0] for row in killed] == [True]
    await writer.add_version(B, FILES, "mod", "while deaf")  # likely missed: caught up on
    deadline = asyncio.get_running_loop().time() + 10
    caught_up: set[int | None] = set()
    while B not in caught_up:
        remaining = deadline - asyncio.get_running_loop().time()
        caught_up.add(await _next(heard, max(remaining, 0.01)))
    await asyncio.wait_for(reader._listening.wait(), 10)
    while not heard.empty():
        heard.get_nowait()
    await writer.add_version(A, FILES, "mod", "after")
    assert await _next(heard) == A  # LISTENing again


async def test_unreachable_postgres_is_unavailable_without_the_password() -> None:
    url = "postgresql://matchbot:s3cr3t-pw@127.0.0.1:1/matchbot"
    with pytest.raises(StoreUnavailable) as caught:
        await open_store(url)
    message = str(caught.value)
    assert "s3cr3t-pw" not in message
    assert "matchbot:***@127.0.0.1:1" in message
    assert message.startswith("PostgreSQL not reachable at ")
    assert "\n" not in message
    assert caught.value.__cause__ is None  # the driver error (may quote the URL) not kept


async def test_wrong_database_is_unavailable_too(pg_url: str) -> None:
    base, _, _ = pg_url.rpartition("/")
    with pytest.raises(StoreUnavailable) as caught:
        await open_store(f"{base}/matchbot_no_such_database_x?password=hunter22")
    assert "hunter22" not in str(caught.value)
    assert "password=***" in str(caught.value)


def test_mask_url() -> None:
    assert mask_url("postgresql://u:p@h:5432/db") == "postgresql://u:***@h:5432/db"
    assert mask_url("postgresql://u@h/db") == "postgresql://u@h/db"
    assert mask_url("postgresql://h/db?sslmode=require&password=x1") == (
        "postgresql://h/db?sslmode=require&password=***"
    )
    assert mask_url("postgresql://u:p%40ss@h/db") == "postgresql://u:***@h/db"


async def test_schemas_keep_tests_apart(postgres: Backend, pg_url: str) -> None:
    store = await postgres.open()
    await store.add_version(A, FILES, "mod", "v1")
    conn = await asyncpg.connect(pg_url)
    try:
        where = await conn.fetchval(
            "SELECT table_schema FROM information_schema.tables"
            " WHERE table_name = 'knowledge_versions' AND table_schema = $1",
            postgres.schema,
        )
    finally:
        await conn.close()
    assert where == postgres.schema


def test_each_schema_has_its_own_notify_channel() -> None:
    """NOTIFY is database-wide: schemas (deployments, test runs) must not hear each other."""
    from bot.store.postgres import CHANNEL, channel_for

    a, b = channel_for("matchbot_test_" + "a" * 32), channel_for("matchbot_test_" + "b" * 32)
    assert a != b and a != CHANNEL
    assert max(len(a), len(b)) <= 63
    assert channel_for(None) == CHANNEL
