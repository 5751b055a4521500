"""The live posts' records, on SQLite and PostgreSQL: an event claimed once per server and
channel, by one of two processes racing for it, kept across a reopen, and taken back once."""

from __future__ import annotations

import asyncio

from bot.store import Store
from tests.store.conftest import Backend

G, CH, OTHER = 7, 70, 71


async def test_an_event_is_claimed_once_per_channel(store: Store) -> None:
    assert await store.claim_live_posts(G, CH, ["goal:m:0:1", "ko:m"]) == ["goal:m:0:1", "ko:m"]
    assert await store.claim_live_posts(G, CH, ["goal:m:0:1", "goal:m:1:1"]) == ["goal:m:1:1"]
    assert await store.claim_live_posts(G, OTHER, ["goal:m:0:1"]) == ["goal:m:0:1"]
    assert await store.live_posted(G, CH, "goal:") == {"goal:m:0:1", "goal:m:1:1"}
    assert await store.live_posted(G + 1, CH) == set()


async def test_two_processes_racing_claim_once_and_a_reopen_remembers(backend: Backend) -> None:
    one, two = await backend.open(), await backend.open()
    events = [f"goal:m:0:{n}" for n in range(1, 21)]
    won = await asyncio.gather(
        one.claim_live_posts(G, CH, events), two.claim_live_posts(G, CH, events)
    )
    assert sorted(won[0] + won[1]) == sorted(events)
    again = await backend.open()
    assert await again.claim_live_posts(G, CH, events) == []


async def test_a_withdrawn_event_is_forgotten_once(store: Store) -> None:
    await store.claim_live_posts(G, CH, ["goal:m:0:2"])
    assert await store.unclaim_live_posts(G, CH, ["goal:m:0:2"]) == ["goal:m:0:2"]
    assert await store.unclaim_live_posts(G, CH, ["goal:m:0:2"]) == []
    assert await store.claim_live_posts(G, CH, ["goal:m:0:2"]) == ["goal:m:0:2"]


async def test_guilds_with_a_setting(store: Store) -> None:
    await store.set_setting(G, "live_channel", CH)
    await store.set_setting(G + 1, "other", 1)
    assert await store.guilds_with_setting("live_channel") == [G]
