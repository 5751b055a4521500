"""An honest /readyz (and /healthz): 503 within seconds of losing the gateway, the store or
every shard, 200 again after recovery; /livez separate; the details in the JSON body."""

from __future__ import annotations

import asyncio
import json
import logging
import math
import socket
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from bot.adapters.discord.client import MatchBot, create_bot
from bot.adapters.discord.health import Health, StoreProbe
from bot.adapters.metrics import MetricsServer, PrometheusMetrics
from bot.service import MatchService
from tests.adapters.discord.exts.conftest import make_settings


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def get(port: int, path: str) -> tuple[int, dict[str, Any]]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://127.0.0.1:{port}{path}") as response,
    ):
        return response.status, json.loads(await response.text())


class FakeStore:
    """Answers ping() as told: up, down, or not at all (hangs)."""

    def __init__(self) -> None:
        self.mode = "up"
        self.outage: str | None = None

    async def ping(self) -> bool:
        if self.mode == "hang":
            await asyncio.sleep(60)
        return self.mode == "up"


async def settle() -> None:
    for _ in range(5):  # listeners run as tasks
        await asyncio.sleep(0)


@pytest.fixture
async def probed(
    bot_service: MatchService,
) -> AsyncIterator[tuple[MatchBot, Health, FakeStore, int]]:
    bot = create_bot(make_settings(), bot_service)
    store = FakeStore()
    bot.service.store = store  # type: ignore[assignment]
    health = Health(bot, StoreProbe(bot, interval=0.05, timeout=0.2))
    health.store.start()
    port = free_port()
    server = MetricsServer(PrometheusMetrics(), health.report, "127.0.0.1", port)
    await server.start()
    try:
        async with bot:  # the event loop discord.py dispatches on, as the runner has it
            yield bot, health, store, port
    finally:
        await health.store.stop()
        await server.stop()


async def test_gateway_lost_and_back(probed: tuple[MatchBot, Health, FakeStore, int]) -> None:
    bot, _, _, port = probed
    status, body = await get(port, "/readyz")
    assert status == 503 and body["gateway"]["ok"] is False  # not connected yet
    bot.dispatch("ready")
    await settle()
    status, body = await get(port, "/readyz")
    assert status == 200 and body["status"] == "ok"
    assert body["gateway"] == {**body["gateway"], "ok": True, "shards_connected": 1, "shards": 1}
    assert body["store"]["ok"] is True and body["knowledge"]["versions_live"] == 1
    bot.dispatch("disconnect")  # what discord.py dispatches when the gateway drops
    await settle()
    for path in ("/readyz", "/healthz"):
        status, body = await get(port, path)
        assert status == 503 and body["status"] == "not ready"
        assert body["gateway"]["ok"] is False and body["gateway"]["latency_seconds"] is None
    assert (await get(port, "/livez"))[0] == 200  # alive: no restart wanted
    bot.dispatch("resumed")
    await settle()
    assert (await get(port, "/healthz"))[0] == 200


async def test_store_lost_and_back_within_seconds(
    probed: tuple[MatchBot, Health, FakeStore, int],
) -> None:
    bot, health, store, port = probed
    bot.dispatch("ready")
    await settle()
    assert (await get(port, "/readyz"))[0] == 200
    store.mode = "hang"  # a database that stopped answering, not one that said no
    loop = asyncio.get_running_loop()
    start = loop.time()
    while (await get(port, "/readyz"))[0] == 200:
        assert loop.time() - start < 5, "still 200 five seconds after the store went away"
        await asyncio.sleep(0.05)
    status, body = await get(port, "/readyz")
    assert status == 503 and body["store"]["ok"] is False and body["store"]["reason"]
    assert body["gateway"]["ok"] is True  # the details say which part failed
    store.mode = "up"
    start = loop.time()
    while (await get(port, "/readyz"))[0] != 200:
        assert loop.time() - start < 5, "not 200 again five seconds after the store came back"
        await asyncio.sleep(0.05)
    assert health.store.outages == 1
    assert math.isfinite(health.store.latency)


async def test_the_stores_own_outage_state_counts(
    probed: tuple[MatchBot, Health, FakeStore, int],
) -> None:
    bot, health, store, port = probed
    bot.dispatch("ready")
    store.outage = "PostgreSQL connection lost (ConnectionResetError)"
    await health.store.probe()
    status, body = await get(port, "/readyz")
    assert status == 503 and "connection lost" in body["store"]["reason"]


async def test_sharded_ready_while_any_shard_is_up(bot_service: MatchService) -> None:
    bot = create_bot(make_settings(shard_count=2), bot_service)
    health = Health(bot, StoreProbe(bot))
    bot.service.store = FakeStore()  # type: ignore[assignment]
    assert health.gateway.total == 2
    async with bot:
        await sharded_events(bot, health)


async def sharded_events(bot: MatchBot, health: Health) -> None:
    bot.dispatch("shard_ready", 0)
    bot.dispatch("shard_ready", 1)
    await settle()
    ready, details = health.report()
    assert ready and details["gateway"]["shards_connected"] == 2
    bot.dispatch("shard_disconnect", 1)
    await settle()
    ready, details = health.report()
    assert ready and details["gateway"]["shards_connected"] == 1  # degraded, still serving
    bot.dispatch("shard_disconnect", 0)
    await settle()
    ready, details = health.report()
    assert not ready and details["gateway"]["shards_connected"] == 0  # every shard lost
    bot.dispatch("shard_resumed", 0)
    await settle()
    assert health.report()[0]


async def test_a_check_that_raises_is_503_with_a_reason() -> None:
    def broken() -> bool:
        raise RuntimeError("boom")

    port = free_port()
    server = MetricsServer(PrometheusMetrics(), broken, "127.0.0.1", port)
    await server.start()
    try:
        status, body = await get(port, "/readyz")
        assert status == 503 and "error" in body and "boom" not in json.dumps(body)
        assert (await get(port, "/livez"))[0] == 200
    finally:
        await server.stop()


def test_presence_line_names_the_current_match(bot_service: MatchService) -> None:
    from bot.adapters.discord.client import presence

    line = presence(bot_service)
    assert isinstance(line, discord.CustomActivity) and line.name == "/help · Argentina v England"
    bot = create_bot(make_settings(), bot_service)  # sent with IDENTIFY, so every reconnect
    assert bot.activity is not None and bot.activity.state == "/help · Argentina v England"
    broken = MatchService.__new__(MatchService)  # no knowledge at all: still a line
    activity = presence(broken)
    assert activity is not None and activity.name == "/help"


async def test_invite_url_is_logged_once_when_ready(
    bot_service: MatchService, caplog: pytest.LogCaptureFixture
) -> None:
    bot = create_bot(make_settings(), bot_service)
    async with bot:
        bot._connection.application_id = 4242
        with caplog.at_level(logging.INFO, logger="bot"):
            await bot.on_ready()
            await bot.on_ready()  # a reconnect: not again
    lines = [r.getMessage() for r in caplog.records if "invite" in r.getMessage()]
    assert len(lines) == 1
    assert "client_id=4242" in lines[0] and "permissions=309237763136" in lines[0]


async def test_a_failing_feed_shows_in_the_details_but_never_makes_it_unready(
    bot_service: MatchService,
) -> None:
    from bot.service import OperatorFeed

    bot = create_bot(make_settings(), bot_service)
    health = Health(bot, StoreProbe(bot))
    bot.service.store = FakeStore()  # type: ignore[assignment]
    async with bot:
        bot.dispatch("ready")
        await settle()
        assert "feed" not in health.report()[1]  # no FEED_URL: nothing to show
        feed = OperatorFeed(
            bot_service.knowledge.live,
            bot_service.store,
            bot_service.audit,
            dict,  # never called here
            ("https://user:pw@example.org/cup.json?token=x",),
            600,
        )
        bot.service.feed = feed
        feed.poller._failed("https://example.org/cup.json: HTTP 500")
        ready, details = health.report()
        assert ready
        assert details["feed"]["ok"] is False and details["feed"]["failures"] == 1
        assert details["feed"]["urls"] == ["https://example.org/cup.json"]
        assert "HTTP 500" in details["feed"]["error"]
        json.dumps(details)  # plain JSON values
