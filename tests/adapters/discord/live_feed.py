"""A Football.JSON feed on loopback for the live posts' tests and benchmark: a small
World Cup whose final kicked off a given time ago, its score and goals set as the test
goes (ETag and If-None-Match honoured like a static file server)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from typing import Any

from aiohttp import web
from aiohttp.test_utils import TestServer


def final_kickoff(minutes_ago: float) -> dt.datetime:
    now = dt.datetime.now(dt.UTC).replace(second=0, microsecond=0)
    return now - dt.timedelta(minutes=minutes_ago)


def final_id(kickoff: dt.datetime) -> str:
    return f"{kickoff:%Y-%m-%d}-spain-argentina"


class Feed:
    """The served file: `set(...)` changes the final's score and goals."""

    def __init__(self, kickoff: dt.datetime) -> None:
        self.kickoff = kickoff
        self.final: dict[str, Any] = {}
        self.extra: list[dict[str, Any]] = []
        self.requests = 0
        self.status = 200
        self.headers: dict[str, str] = {}

    def set(
        self,
        ft: list[int] | None = None,
        goals1: list[dict[str, Any]] | None = None,
        goals2: list[dict[str, Any]] | None = None,
        **more: Any,
    ) -> None:
        final: dict[str, Any] = dict(more)
        if ft is not None:
            final["score"] = {"ft": ft, **final.pop("score", {})}
            final["goals1"] = goals1 or []
            final["goals2"] = goals2 or []
        self.final = final

    def body(self) -> bytes:
        k = self.kickoff
        final = {
            "round": "Final",
            "num": 104,
            "date": f"{k:%Y-%m-%d}",
            "time": f"{k:%H:%M} UTC+0",
            "team1": "Spain",
            "team2": "Argentina",
            **self.final,
        }
        earlier = {  # long played: history, never posted
            "round": "Matchday 1",
            "date": "2026-06-15",
            "time": "12:00 UTC+0",
            "team1": "Spain",
            "team2": "Japan",
            "score": {"ft": [2, 0]},
        }
        data = {"name": "World Cup 2026", "matches": [earlier, *self.extra, final]}
        return json.dumps(data).encode()

    async def handle(self, request: web.Request) -> web.Response:
        self.requests += 1
        if self.status != 200:
            return web.Response(status=self.status, headers=self.headers)
        body = self.body()
        etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
        if request.headers.get("If-None-Match") == etag:
            return web.Response(status=304, headers={"ETag": etag})
        return web.Response(body=body, content_type="application/json", headers={"ETag": etag})


async def serve(feed: Feed) -> tuple[TestServer, str]:
    app = web.Application()
    app.router.add_get("/worldcup.json", feed.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    return server, str(server.make_url("/worldcup.json"))
