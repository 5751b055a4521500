"""The feed's fetching against local HTTP servers: a redirect is followed to the same host
and port only (another host or port is refused and logged), a 429 is honoured with its
Retry-After while the last good version keeps answering, the token is sent as a header
and never logged, and ETag / If-Modified-Since are kept."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.service.feed import FeedPoller, _retry_after
from bot.store import Store, open_store
from tests.service.test_feed import Stored, football_json

SECRET = "s3cr3t-token-value"


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    opened = await open_store(":memory:")
    yield opened
    await opened.close()


async def start(app: web.Application) -> TestServer:
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    return server


async def test_a_redirect_to_another_port_is_refused_and_logged(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    elsewhere_hits: list[str] = []

    async def elsewhere(request: web.Request) -> web.Response:
        elsewhere_hits.append(request.path)
        return web.Response(body=football_json(9), content_type="application/json")

    other = web.Application()
    other.router.add_get("/cup.json", elsewhere)
    other_server = await start(other)
    target = str(other_server.make_url("/cup.json"))

    async def moved(request: web.Request) -> web.Response:
        raise web.HTTPFound(target)

    app = web.Application()
    app.router.add_get("/cup.json", moved)
    server = await start(app)
    stored = Stored()
    poller = FeedPoller((str(server.make_url("/cup.json")),), 600, stored.apply, store)
    caplog.set_level(logging.WARNING, logger="bot.service.feed")
    try:
        assert await poller.poll() == "failed"
        assert elsewhere_hits == [] and stored.versions == []
        assert "redirected to another host" in (poller.status.error or "")
        assert any("not followed" in r.getMessage() for r in caplog.records)
    finally:
        await poller.close()
        await server.close()
        await other_server.close()


async def test_a_redirect_on_the_same_host_is_followed(store: Store) -> None:
    async def moved(request: web.Request) -> web.Response:
        raise web.HTTPMovedPermanently("/new/cup.json")

    async def served(request: web.Request) -> web.Response:
        return web.Response(body=football_json(2), content_type="application/json")

    app = web.Application()
    app.router.add_get("/cup.json", moved)
    app.router.add_get("/new/cup.json", served)
    server = await start(app)
    stored = Stored()
    poller = FeedPoller((str(server.make_url("/cup.json")),), 600, stored.apply, store)
    try:
        assert await poller.poll() == "changed"
        assert stored.versions[-1]["cup.json"]["matches"][0]["score"]["ft"] == [2, 0]  # type: ignore[index]
    finally:
        await poller.close()
        await server.close()


async def test_429_waits_for_retry_after_and_keeps_the_last_good_version(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    answers: list[web.Response] = []
    seen: list[dict[str, str]] = []

    async def handle(request: web.Request) -> web.Response:
        seen.append(dict(request.headers))
        return answers.pop(0)

    app = web.Application()
    app.router.add_get("/cup.json", handle)
    server = await start(app)
    stored = Stored()
    poller = FeedPoller(
        (str(server.make_url("/cup.json")),),
        600,
        stored.apply,
        store,
        headers={"X-Auth-Token": SECRET},
    )
    caplog.set_level(logging.DEBUG)
    try:
        answers.append(
            web.Response(
                body=football_json(1),
                content_type="application/json",
                headers={"ETag": '"v1"', "Last-Modified": "Sun, 14 Jul 2030 20:00:00 GMT"},
            )
        )
        assert await poller.poll() == "changed"
        assert seen[0]["X-Auth-Token"] == SECRET
        answers.append(web.Response(status=429, headers={"Retry-After": "120"}))
        assert await poller.poll() == "failed"
        assert seen[1]["If-None-Match"] == '"v1"'
        assert seen[1]["If-Modified-Since"] == "Sun, 14 Jul 2030 20:00:00 GMT"
        assert await poller.poll() == "failed"  # within Retry-After: not even asked
        assert len(seen) == 2
        assert "rate limited" in (poller.status.error or "")
        assert len(stored.versions) == 1  # the last good version stays
        poller._quiet_until = 0.0  # Retry-After passed
        answers.append(web.Response(status=304))
        assert await poller.poll() == "unchanged"
    finally:
        await poller.close()
        await server.close()
    assert all(SECRET not in r.getMessage() for r in caplog.records)


def test_retry_after_reads_seconds_and_dates_and_is_capped() -> None:
    assert _retry_after("30", 600) == 30
    assert _retry_after("999999", 600) == 3600
    assert _retry_after("Wed, 21 Oct 2015 07:28:00 GMT", 600) == 0  # in the past
    assert _retry_after("soon", 600) == 600
    assert _retry_after(None, 10) == 10
