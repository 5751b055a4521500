"""Unanswered questions: counting (also from two processes at once), order, capacity,
removal and the one-time import of the old JSON list."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import asyncpg

from bot.store import Store, UnansweredCount, UnansweredRecord
from bot.store.postgres import PostgresStore
from bot.store.sql import Tx

from .conftest import Backend

G = 424242424242424242
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def at(minutes: int) -> datetime:
    return T0 + timedelta(minutes=minutes)


async def test_counts_keep_first_example_and_latest_closest(store: Store) -> None:
    await store.record_unanswered(G, "who ref", "  Who refereed??  ", None, now=at(0))
    await store.record_unanswered(G, "who ref", "who was the ref", "venue", now=at(5))
    [entry] = await store.unanswered(G)
    assert entry.key == "who ref" and entry.count == 2
    assert entry.example == "Who refereed??"
    assert entry.closest == "venue"
    assert entry.last_seen == at(5)


async def test_example_is_cut_to_200_characters(store: Store) -> None:
    await store.record_unanswered(G, "long", "x" * 500, None)
    [entry] = await store.unanswered(G)
    assert entry.example == "x" * 200


async def test_most_frequent_first_then_most_recent(store: Store) -> None:
    for key, times, minute in (("rare old", 1, 0), ("often", 3, 1), ("rare new", 1, 9)):
        for _ in range(times):
            await store.record_unanswered(G, key, key, None, now=at(minute))
    assert [e.key for e in await store.unanswered(G)] == ["often", "rare new", "rare old"]
    assert [e.key for e in await store.unanswered(G, limit=2)] == ["often", "rare new"]


async def test_guilds_are_counted_apart(store: Store) -> None:
    await store.record_unanswered(G, "same", "same", None)
    await store.record_unanswered(None, "same", "same", None)
    await store.record_unanswered(None, "same", "same", None)
    assert [e.count for e in await store.unanswered(G)] == [1]
    assert [e.count for e in await store.unanswered(None)] == [2]
    assert await store.unanswered(7) == []


async def test_concurrent_writers_lose_no_counts(backend: Backend) -> None:
    one, two = await backend.open(), await backend.open()  # two "processes"
    writes = [
        (one if i % 2 else two).record_unanswered(G, "who ref", f"ask {i}", None) for i in range(50)
    ]
    await asyncio.gather(*writes)
    [entry] = await one.unanswered(G)
    assert entry.count == 50
    [seen_by_two] = await two.unanswered(G)
    assert seen_by_two.count == 50


async def test_capacity_evicts_lowest_count_then_oldest(backend: Backend) -> None:
    store = await backend.open(unanswered_capacity=3)
    for _ in range(3):
        await store.record_unanswered(G, "popular", "p", None, now=at(0))
    await store.record_unanswered(G, "old single", "o", None, now=at(1))
    await store.record_unanswered(G, "new single", "n", None, now=at(2))
    await store.record_unanswered(G, "newest", "x", None, now=at(3))  # over capacity
    keys = {e.key for e in await store.unanswered(G)}
    assert keys == {"popular", "new single", "newest"}
    await store.record_unanswered(G, "latest", "l", None, now=at(4))
    keys = {e.key for e in await store.unanswered(G)}
    assert keys == {"popular", "newest", "latest"}  # the question just asked is kept
    await store.record_unanswered(None, "elsewhere", "e", None, now=at(5))
    assert len(await store.unanswered(G)) == 3  # other scopes have their own capacity


async def test_remove(store: Store) -> None:
    await store.record_unanswered(G, "a", "a", None)
    await store.record_unanswered(G, "b", "b", None)
    assert await store.remove_unanswered(G, "a") is True
    assert await store.remove_unanswered(G, "a") is False
    assert await store.remove_unanswered(None, "b") is False  # not in that scope
    assert [e.key for e in await store.unanswered(G)] == ["b"]


async def test_import_of_the_old_json_list(store: Store) -> None:
    await store.record_unanswered(G, "who ref", "who ref?", None, now=at(0))
    old = [
        {
            "key": "who ref",
            "example": "who refereed",
            "count": 4,
            "closest": "venue",
            "last_seen": at(10).timestamp(),
        },
        {
            "key": "ronaldo",
            "example": "ronaldo goals",
            "count": 2,
            "closest": None,
            "last_seen": at(1).timestamp(),
        },
        {"key": "broken", "example": "x", "count": "many", "closest": None, "last_seen": 0.0},
        {"example": "no key", "count": 1},
        UnansweredRecord("record", "as a record", 1, "score", at(2)),
    ]
    assert await store.import_unanswered(G, old) == 3
    entries = {e.key: e for e in await store.unanswered(G)}
    assert set(entries) == {"who ref", "ronaldo", "record"}
    assert entries["who ref"].count == 5  # the counts add up
    assert entries["who ref"].example == "who ref?"  # the live example stays
    assert entries["who ref"].closest == "venue"
    assert entries["who ref"].last_seen == at(10)
    assert entries["ronaldo"].count == 2 and entries["ronaldo"].last_seen == at(1)
    assert entries["record"].closest == "score"


async def test_import_respects_capacity(backend: Backend) -> None:
    store = await backend.open(unanswered_capacity=2)
    rows = [
        {"key": f"k{i}", "example": "e", "count": i, "closest": None, "last_seen": float(i)}
        for i in range(1, 6)
    ]
    assert await store.import_unanswered(G, rows) == 5
    assert [e.key for e in await store.unanswered(G)] == ["k5", "k4"]


async def test_concurrent_batches_in_opposite_orders_keep_every_count(backend: Backend) -> None:
    """Issue 36 (4): two processes saving batches of the same questions in different
    orders deadlocked on PostgreSQL, and the whole batch was dropped. Every count is kept."""
    one, two = await backend.open(), await backend.open()
    keys = [f"question {i:03d}" for i in range(40)]

    def batch(order: list[str]) -> list[UnansweredCount]:
        return [UnansweredCount(G, key, key, None, 1, at(0)) for key in order]

    rounds = 5
    for _ in range(rounds):
        await asyncio.gather(
            one.record_unanswered_many(batch(keys)),
            two.record_unanswered_many(batch(keys[::-1])),
            one.record_unanswered_many(batch(keys[::2] + keys[1::2])),
            two.record_unanswered_many(batch(keys[1::2][::-1] + keys[::2])),
        )
    entries = await one.unanswered(G, limit=100)
    assert {e.key: e.count for e in entries} == dict.fromkeys(keys, 4 * rounds)


async def test_a_deadlocked_batch_is_run_again(postgres: Backend) -> None:
    """Should PostgreSQL still pick a batch as a deadlock's victim, the batch is run again
    rather than dropped (its transaction was rolled back whole)."""
    store = await postgres.open()
    assert isinstance(store, PostgresStore)
    attempts: list[int] = []

    async def save(tx: Tx) -> None:
        attempts.append(1)
        await tx.execute(
            "INSERT INTO unanswered (guild_id, key, example, count, closest, last_seen)"
            " VALUES (?, 'k', 'k', 1, NULL, 0)",
            G,
        )
        if len(attempts) == 1:
            raise asyncpg.exceptions.DeadlockDetectedError("deadlock detected")

    await store._write_retrying(save)
    assert len(attempts) == 2
    assert [(e.key, e.count) for e in await store.unanswered(G)] == [("k", 1)]
