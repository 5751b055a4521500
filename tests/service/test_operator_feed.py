"""The feed applied to the operator's knowledge, on two processes sharing one store: a
change is checked, stored as an operator version by "feed", audited, live here and, after
the store's notice, in the other process and after a restart; a broken or invalid feed
keeps the last good version with one audit entry per failure streak; the report's match
keeps its facts.

The import itself is a small stand-in here (Football.JSON's importer has its own tests):
the feed serves {"final": [a, b]} and the stand-in writes a tournament whose final has
that score.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Mapping
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.service import MatchService
from bot.service.feed import FeedRejected
from bot.service.live import LiveKnowledge
from bot.service.operator_feed import OperatorFeed, stored_feed
from bot.store import Store, open_store

TEMPLATE = """\
schema_version: 1
tournament:
  id: cup-2026
  name: Cup 2026
  source: {{name: test feed, licence: CC0-1.0}}
  teams:
    - {{id: argentina, name: Argentina}}
    - {{id: england, name: England}}
    - {{id: spain, name: Spain}}
  matches:
    - id: 2026-07-15-england-argentina
      stage: semi_final
      round: Semi-final
      date: 2026-07-15
      teams: [england, argentina]
      score: {{full_time: [1, 2]}}
      goals:
        - {{team: england, name: Anthony Gordon, minute: 55, period: second_half}}
        - {{team: argentina, name: Enzo Fernández, minute: 85, period: second_half}}
        - {{team: argentina, name: La. Martínez, minute: 90, added: 2, period: second_half}}
    - id: 2026-07-19-spain-argentina
      stage: final
      round: Final
      date: 2026-07-19
      teams: [spain, argentina]
      score: {{full_time: [{a}, {b}]}}
      goals: [{goals}]
"""


def stand_in(bodies: Mapping[str, bytes]) -> dict[str, str]:
    try:
        a, b = json.loads(bodies["cup.json"])["final"]
    except (ValueError, KeyError, TypeError):
        raise FeedRejected("cup.json: broken JSON") from None
    goals = ", ".join(
        f"{{team: {team}, name: Someone, minute: {10 + i}, period: first_half}}"
        for i, team in enumerate(["spain"] * a + ["argentina"] * b)
    )
    return {"tournament.yaml": TEMPLATE.format(a=a, b=b, goals=goals)}


class Served:
    def __init__(self) -> None:
        self.body = json.dumps({"final": [1, 0]}).encode()

    async def handle(self, request: web.Request) -> web.Response:
        return web.Response(body=self.body, content_type="application/json")


@pytest.fixture
async def served() -> AsyncIterator[tuple[Served, str]]:
    state = Served()
    app = web.Application()
    app.router.add_get("/cup.json", state.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    yield state, str(server.make_url("/cup.json"))
    await server.close()


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    path = tmp_path / "shared.sqlite3"
    a, b = await open_store(path), await open_store(path)
    yield a, b
    await a.close()
    await b.close()


def final_score(live: LiveKnowledge) -> list[int] | None:
    t = live.engine.knowledge.tournament
    if t is None:
        return None
    final = t.match("2026-07-19-spain-argentina")
    return final.score.full_time if final.score else None


async def test_a_change_reaches_every_process_and_survives_a_restart(
    served: tuple[Served, str], stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    state, url = served
    one = MatchService(LiveKnowledge(knowledge_copy), stores[0])
    two = MatchService(LiveKnowledge(knowledge_copy), stores[1])  # another process
    report = one.live.engine.knowledge.match
    feed = OperatorFeed(one.live, one.store, one.audit, stand_in, (url,), 600)
    try:
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        assert final_score(one.live) == [1, 0]
        assert one.live.engine.knowledge.match == report  # the report's match as it was
        [version] = await one.store.history(None)
        assert version.author == "feed" and "tournament.yaml" in version.files
        audit = await one.store.audit_log(None)
        assert [(r.action, r.result) for r in audit] == [("feed", "ok")]
        # the other process hears of it as of a reload, and reads the stored version
        assert final_score(two.live) != [1, 0]  # still the files on disk
        await two.refresh(None)
        assert final_score(two.live) == [1, 0]
        assert two.live.engine.version == one.live.engine.version
        # unchanged bytes: nothing stored again
        assert await feed.poller.poll() == "unchanged"
        state.body = json.dumps({"final": [2, 1]}).encode()
        assert await feed.poller.poll() == "changed"
        assert final_score(one.live) == [2, 1]
        assert len(await one.store.history(None)) == 2
    finally:
        await feed.close()
    # a restart: the operator's knowledge comes back as the feed last stored it
    fresh = LiveKnowledge(knowledge_copy)
    assert final_score(fresh) != [2, 1]
    fresh.use_feed(await stored_feed(stores[1]))
    assert final_score(fresh) == [2, 1]


async def test_broken_or_invalid_feeds_keep_the_last_good_version(
    served: tuple[Served, str], stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    state, url = served
    one = MatchService(LiveKnowledge(knowledge_copy), stores[0])
    feed = OperatorFeed(one.live, one.store, one.audit, stand_in, (url,), 600)
    try:
        assert await feed.poller.poll() == "changed"
        good = one.live.engine.version
        state.body = b'{"final": [2,'
        assert await feed.poller.poll() == "failed"
        assert "broken JSON" in (feed.poller.status.error or "")
        state.body = json.dumps({"final": [-1, 0]}).encode()  # imports, but does not load
        assert await feed.poller.poll() == "failed"
        assert "would not load" in (feed.poller.status.error or "")
        assert one.live.engine.version == good and final_score(one.live) == [1, 0]
        assert len(await one.store.history(None)) == 1
        audit = [(r.action, r.result) for r in await one.store.audit_log(None)]
        assert audit.count(("feed", "failed")) == 1  # one entry per failure streak
        state.body = json.dumps({"final": [3, 3]}).encode()
        assert await feed.poller.poll() == "changed"
        assert final_score(one.live) == [3, 3]
    finally:
        await feed.close()


async def test_a_feed_change_against_a_moved_base_saves_nothing(
    served: tuple[Served, str], stores: tuple[Store, Store], knowledge_copy: Path, tmp_path: Path
) -> None:
    """Another process stores an operator version while the feed imports: the feed's save
    is refused inside the store's transaction (nothing overwritten) and it tries again
    at the next poll."""
    _, url = served
    one = MatchService(LiveKnowledge(knowledge_copy), stores[0])
    theirs = stand_in({"cup.json": json.dumps({"final": [3, 3]}).encode()})

    async def other_process() -> None:
        store = await open_store(tmp_path / "shared.sqlite3")
        try:
            await store.add_version(None, theirs, "someone", "meanwhile")
        finally:
            await store.close()

    def racing_import(bodies: Mapping[str, bytes]) -> dict[str, str]:
        asyncio.run(other_process())  # on the importer's worker thread, its own loop
        return stand_in(bodies)

    feed = OperatorFeed(one.live, one.store, one.audit, racing_import, (url,), 600)
    try:
        assert await feed.poller.poll() == "failed"
        assert "VersionConflict" in (feed.poller.status.error or "")
        [kept] = await one.store.history(None)
        assert kept.author == "someone"
    finally:
        await feed.close()
