"""The live feed end to end with the real importer: the shipped openfootball 2026 files
served by a local HTTP server (main file and side files), imported, checked and stored as
the operator's version; a changed final score becomes live and the report's match keeps
its facts; the Discord runner starts the poller from FEED_URL."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.service import MatchService, OperatorFeed, football_json
from bot.service.feed import FeedRejected
from bot.service.live import LiveKnowledge
from bot.store import Store
from tests.conftest import KNOWLEDGE

SOURCE = KNOWLEDGE / "sources" / "openfootball" / "worldcup-2026"
FINAL = "2026-07-19-spain-argentina"


class Files:
    def __init__(self) -> None:
        self.bodies = {p.name: p.read_bytes() for p in SOURCE.glob("*.json")}

    async def handle(self, request: web.Request) -> web.Response:
        body = self.bodies.get(request.match_info["name"])
        if body is None:
            return web.Response(status=404)
        return web.Response(body=body, content_type="application/json")

    def change_final(self) -> None:
        data = json.loads(self.bodies["worldcup.json"])
        final = next(m for m in data["matches"] if m.get("num") == 104)
        final["score"] = {"ht": [0, 0], "ft": [2, 0]}
        final["goals1"] = [
            {"name": "Ferran Torres", "minute": "30"},
            {"name": "Pedri", "minute": "70"},
        ]
        self.bodies["worldcup.json"] = json.dumps(data).encode()


@pytest.fixture
async def served() -> AsyncIterator[tuple[Files, tuple[str, ...]]]:
    files = Files()
    app = web.Application()
    app.router.add_get("/feed/{name}", files.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    urls = tuple(str(server.make_url(f"/feed/{name}")) for name in sorted(files.bodies))
    yield files, urls
    await server.close()


def test_the_importer_names_the_problem_of_a_broken_body() -> None:
    with pytest.raises(FeedRejected, match=r"worldcup.json: \$: broken JSON"):
        football_json({"worldcup.json": b'{"name": "x", "matches": ['})


async def test_the_shipped_2026_files_as_a_live_feed(
    served: tuple[Files, tuple[str, ...]], knowledge_copy: Path, memory_store: Store
) -> None:
    files, urls = served
    live = LiveKnowledge(knowledge_copy)
    report = live.engine.knowledge.match
    assert live.engine.knowledge.tournament is not None
    service = MatchService(live, memory_store)
    feed = OperatorFeed(live, memory_store, service.audit, football_json, urls, 600)
    try:
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        [stored] = await memory_store.history(None)
        assert stored.author == "feed" and list(stored.files) == ["tournament.yaml"]
        files.change_final()
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        t = live.engine.knowledge.tournament
        assert t is not None
        final = t.match(FINAL)
        assert final.score is not None and final.score.full_time == [2, 0]
        assert final.score.extra_time is None
        assert live.engine.knowledge.match == report  # the report's semi-final as it was
        audit = [(r.action, r.result) for r in await memory_store.audit_log(None)]
        assert audit.count(("feed", "ok")) == 2
    finally:
        await feed.close()


async def test_the_runner_starts_the_feed_from_feed_url(
    served: tuple[Files, tuple[str, ...]], knowledge_copy: Path, memory_store: Store
) -> None:
    from bot.adapters.discord.runner import start_feed
    from tests.adapters.discord.exts.conftest import make_settings

    _, urls = served
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)
    assert start_feed(service, make_settings()) is None and service.feed is None
    feed = start_feed(service, make_settings(feed_url=list(urls), feed_interval=3600))
    try:
        assert feed is not None and service.feed is feed
        assert feed.poller.urls == urls and feed.poller.interval == 3600
    finally:
        assert feed is not None
        await feed.close()
