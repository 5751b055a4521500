"""A Football.JSON feed on loopback for the games' end-to-end test: the shipped
openfootball 2026 World Cup (knowledge/sources, CC0) with its final moved to a given
kick-off and its result set as the test goes."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from aiohttp import web
from aiohttp.test_utils import TestServer

from tests.conftest import KNOWLEDGE

SOURCE = KNOWLEDGE / "sources" / "openfootball" / "worldcup-2026" / "worldcup.json"


def final_id(kickoff: dt.datetime) -> str:
    """The importer's id of the moved final."""
    return f"{kickoff:%Y-%m-%d}-spain-argentina"


class Feed:
    """The served worldcup.json: the final kicks off at `kickoff`, with no result until
    `result(...)` gives one."""

    def __init__(self, kickoff: dt.datetime) -> None:
        self.data: dict[str, Any] = json.loads(SOURCE.read_text(encoding="utf-8"))
        self.final = next(m for m in self.data["matches"] if m.get("num") == 104)
        for key in ("score", "goals1", "goals2"):
            self.final.pop(key, None)
        self.final["date"] = f"{kickoff:%Y-%m-%d}"
        self.final["time"] = f"{kickoff:%H:%M} UTC+0"
        self.requests = 0

    def result(self, home: int, away: int) -> None:
        self.final["score"] = {"ft": [home, away]}
        self.final["goals1"] = [
            {"name": "Ferran Torres", "minute": str(10 + i)} for i in range(home)
        ]
        self.final["goals2"] = [
            {"name": "Lionel Messi", "minute": str(60 + i)} for i in range(away)
        ]

    async def handle(self, request: web.Request) -> web.Response:
        self.requests += 1
        return web.Response(body=json.dumps(self.data).encode(), content_type="application/json")


async def serve(feed: Feed) -> tuple[TestServer, str]:
    app = web.Application()
    app.router.add_get("/worldcup.json", feed.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    return server, str(server.make_url("/worldcup.json"))
