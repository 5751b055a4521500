"""Leases: of several processes sharing a database, one holds a job (the feed poller) at
a time; the holder renews it, and when it stops renewing another takes over."""

from __future__ import annotations

import asyncio

from tests.store.conftest import Backend


async def test_one_holder_at_a_time_and_takeover_after_expiry(backend: Backend) -> None:
    a = await backend.open()
    b = await backend.open()  # another process on the same database
    assert await a.take_lease("feed", "process-a", 0.5)
    assert not await b.take_lease("feed", "process-b", 0.5)
    assert await a.take_lease("feed", "process-a", 0.5)  # renewed by its holder
    await asyncio.sleep(0.7)
    assert await b.take_lease("feed", "process-b", 30)  # expired: b takes over
    assert not await a.take_lease("feed", "process-a", 30)
    assert await b.take_lease("other-job", "process-b", 30)  # leases are per name
    assert await a.take_lease("other-job-2", "process-a", 30)


async def test_release_frees_it_at_once_only_for_its_holder(backend: Backend) -> None:
    a = await backend.open()
    b = await backend.open()
    assert await a.take_lease("feed", "process-a", 30)
    await b.release_lease("feed", "process-b")  # not b's: nothing happens
    assert not await b.take_lease("feed", "process-b", 30)
    await a.release_lease("feed", "process-a")
    assert await b.take_lease("feed", "process-b", 30)
