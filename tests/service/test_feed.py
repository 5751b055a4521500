"""The feed poller against a local HTTP server (aiohttp's test server, no internet): a
score that changes, broken JSON, 304 with the validators sent, 500, a slow answer, a
server that goes away; the last good version is kept, one log line per failure streak,
and of two processes on one store only one polls."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.service.feed import FeedPoller, FeedRejected, file_name, safe_url
from bot.store import Store, open_store


def football_json(score: int) -> bytes:
    match = {"round": "Final", "date": "2030-07-14", "team1": "A", "team2": "B"}
    match["score"] = {"ft": [score, 0]}
    return json.dumps({"name": "Cup 2030", "matches": [match]}).encode()


@dataclass
class Feed:
    """What the local server answers, changed by each test as it goes."""

    body: bytes = field(default_factory=lambda: football_json(1))
    status: int = 200
    delay: float = 0.0
    etag_count: int = 1
    requests: list[Mapping[str, str]] = field(default_factory=list)

    async def handle(self, request: web.Request) -> web.Response:
        self.requests.append(dict(request.headers))
        await asyncio.sleep(self.delay)
        if self.status != 200:
            return web.Response(status=self.status, text="oops")
        etag = f'"v{self.etag_count}"'
        if request.headers.get("If-None-Match") == etag:
            return web.Response(status=304)
        return web.Response(
            body=self.body,
            content_type="application/json",
            headers={"ETag": etag, "Last-Modified": "Sun, 14 Jul 2030 20:00:00 GMT"},
        )

    def change(self, body: bytes) -> None:
        self.body = body
        self.etag_count += 1


@dataclass
class Stored:
    """A stand-in for the import: parses the JSON (a broken body is refused) and keeps
    every accepted version; the real import is tested in test_feed_import."""

    versions: list[dict[str, object]] = field(default_factory=list)

    async def apply(self, files: Mapping[str, bytes]) -> str:
        try:
            data = {name: json.loads(body) for name, body in files.items()}
        except ValueError as exc:
            raise FeedRejected(f"broken JSON: {exc}") from None
        self.versions.append(data)
        return f"version {len(self.versions)}"


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    """The store the poller holds its lease in (always there: one per test)."""
    opened = await open_store(":memory:")
    yield opened
    await opened.close()


@pytest.fixture
async def feed() -> AsyncIterator[tuple[Feed, TestServer]]:
    state = Feed()
    app = web.Application()
    app.router.add_get("/cup/worldcup.json", state.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    yield state, server
    await server.close()


def poller_for(server: TestServer, stored: Stored, store: Store, **options: object) -> FeedPoller:
    url = str(server.make_url("/cup/worldcup.json"))
    return FeedPoller((url,), interval=600, apply=stored.apply, store=store, **options)  # type: ignore[arg-type]


async def test_changes_304_broken_500_slow_and_gone(
    feed: tuple[Feed, TestServer], store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    state, server = feed
    stored = Stored()
    poller = poller_for(server, stored, store, timeout=0.5)
    caplog.set_level(logging.INFO, logger="bot.service.feed")
    try:
        assert await poller.poll() == "changed"
        assert stored.versions[-1]["worldcup.json"]["matches"][0]["score"]["ft"] == [1, 0]  # type: ignore[index]
        # unchanged: asked with the validators, answered 304, nothing stored
        assert await poller.poll() == "unchanged"
        assert state.requests[-1]["If-None-Match"] == '"v1"'
        assert state.requests[-1]["If-Modified-Since"] == "Sun, 14 Jul 2030 20:00:00 GMT"
        assert len(stored.versions) == 1
        # the score changes
        state.change(football_json(2))
        assert await poller.poll() == "changed"
        assert len(stored.versions) == 2 and poller.status.changes == 2
        # broken JSON: refused, the last good version stays, and it is fetched again
        state.change(b'{"name": "Cup 2030", "matches": [')
        assert await poller.poll() == "failed"
        assert await poller.poll() == "failed"
        assert (
            "If-None-Match" not in state.requests[-1]
            or state.requests[-1]["If-None-Match"] != f'"v{state.etag_count}"'
        )
        assert len(stored.versions) == 2
        # 500, then slow, then gone: still the same streak
        state.status = 500
        assert await poller.poll() == "failed"
        assert "HTTP 500" in (poller.status.error or "")
        state.status, state.delay = 200, 2.0
        assert await poller.poll() == "failed"
        assert "no answer within" in (poller.status.error or "")
        state.delay = 0.0
        await server.close()
        assert await poller.poll() == "failed"
        assert "unreachable" in (poller.status.error or "")
        assert poller.status.state == "failing" and poller.status.failures == 5
        assert "failing (5 polls in a row)" in poller.status.line()
        assert len(stored.versions) == 2
    finally:
        await poller.close()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]  # one line per streak
    assert "keeping the last good version" in warnings[0].getMessage()


async def test_recovers_after_a_streak_with_one_line(
    feed: tuple[Feed, TestServer], store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    state, server = feed
    stored = Stored()
    poller = poller_for(server, stored, store)
    caplog.set_level(logging.INFO, logger="bot.service.feed")
    try:
        state.status = 500
        for _ in range(3):
            assert await poller.poll() == "failed"
        state.status = 200
        assert await poller.poll() == "changed"
        assert poller.status.state == "ok" and poller.status.failures == 0
        assert poller.status.error is None
    finally:
        await poller.close()
    lines = [r.getMessage() for r in caplog.records]
    assert sum("keeping the last good version" in m for m in lines) == 1
    assert sum("working again after 3 failed poll(s)" in m for m in lines) == 1


async def test_the_poller_loop_polls_every_interval(
    feed: tuple[Feed, TestServer], store: Store
) -> None:
    state, server = feed
    stored = Stored()
    url = str(server.make_url("/cup/worldcup.json"))
    poller = FeedPoller((url,), interval=0.2, apply=stored.apply, store=store)
    poller.start()
    try:
        await asyncio.sleep(0.1)
        state.change(football_json(3))
        for _ in range(50):
            if len(stored.versions) == 2:
                break
            await asyncio.sleep(0.1)
        assert len(stored.versions) == 2
    finally:
        await poller.close()


async def test_only_one_process_polls_a_shared_store(
    feed: tuple[Feed, TestServer], tmp_path: Path
) -> None:
    state, server = feed
    path = tmp_path / "shared.sqlite3"
    first, second = await open_store(path), await open_store(path)
    stored = Stored()
    a = poller_for(server, stored, first, holder="process-a")
    b = poller_for(server, stored, second, holder="process-b")
    try:
        assert await a.poll() == "changed"
        assert await b.poll() == "standby"
        assert b.status.state == "standby" and "another process" in b.status.line()
        assert len(state.requests) == 1  # b did not even ask
        await a.close()  # a clean stop gives the lease up: b takes over at once
        assert await b.poll() == "changed"
    finally:
        await b.close()
        await first.close()
        await second.close()


async def test_file_names_and_safe_urls(store: Store) -> None:
    assert file_name("https://example.org/a/worldcup.json?token=x") == "worldcup.json"
    assert file_name("https://example.org/feed") == "feed.json"
    assert safe_url("https://user:secret@example.org:8443/a.json?token=x") == (
        "https://example.org:8443/a.json"
    )
    with pytest.raises(ValueError, match="same file name"):
        FeedPoller(("http://a/x.json", "http://b/x.json"), 600, Stored().apply, store)


async def test_each_poll_is_counted_in_the_metrics(
    feed: tuple[Feed, TestServer], store: Store
) -> None:
    from bot.adapters.metrics import PrometheusMetrics

    state, server = feed
    metrics = PrometheusMetrics()
    poller = poller_for(server, Stored(), store, metrics=metrics)

    def value(name: str, **labels: str) -> float:
        found = metrics.registry.get_sample_value(name, labels)
        assert found is not None, name
        return found

    assert value("matchbot_feed_polls_total", outcome="failed") == 0
    try:
        await poller.poll()
        await poller.poll()
        state.status = 500
        await poller.poll()
        await poller.poll()
    finally:
        await poller.close()
    assert value("matchbot_feed_polls_total", outcome="changed") == 1
    assert value("matchbot_feed_polls_total", outcome="unchanged") == 1
    assert value("matchbot_feed_polls_total", outcome="failed") == 2
    assert value("matchbot_feed_failing_polls") == 2


async def test_status_details_for_healthz_hold_no_secrets(store: Store) -> None:
    url = "https://user:pw@example.org/cup.json?token=abc"
    poller = FeedPoller((url,), 600, Stored().apply, store)
    poller._failed("https://example.org/cup.json: HTTP 500")
    details = poller.status.details()
    assert details["ok"] is False and details["state"] == "failing" and details["failures"] == 1
    assert details["urls"] == ["https://example.org/cup.json"]
    assert "pw" not in str(details) and "token" not in str(details)
