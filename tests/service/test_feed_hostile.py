"""Issue 36 (5): hostile feed bodies (JSON nested 100,000 deep, an integer of 5,000
digits, a team or scorer name over 120 characters) escaped the importer's errors: every
poll logged "feed poll crashed" with a traceback, /healthz said ok, and nothing was
counted or audited. Each is now the importer's one line `FILE: $.path: message`, a failed
poll counted in the metrics, shown in the status and audited, the last good version
answering; the command-line importer prints the same line, no traceback."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.adapters import cli
from bot.service import MatchService, OperatorFeed, football_json
from bot.service.live import LiveKnowledge
from bot.service.metrics import Metrics
from bot.store import Store

LONG = "N" * 121


def match(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {
        "round": "Final",
        "date": "2026-07-19",
        "team1": "Spain",
        "team2": "Argentina",
        "score": {"ft": [1, 0]},
        "goals1": [{"name": "Pedri", "minute": "70"}],
    }
    return {**base, **fields}


def cup(*matches: dict[str, object]) -> bytes:
    return json.dumps({"name": "Cup 2026", "matches": list(matches)}).encode()


HOSTILE = {
    "nested 100,000 deep": b'{"name": "Cup", "matches": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "nested 40 deep in a team": cup(match(team1=json.loads("[" * 40 + "]" * 40))),
    "an integer of 5,000 digits": cup(match()).replace(b"[1, 0]", b"[" + b"9" * 5000 + b", 0]"),
    "a team name of 121 characters": cup(match(team1=LONG)),
    "a scorer name of 121 characters": cup(match(goals1=[{"name": LONG, "minute": "70"}])),
}
LINE = r"^cup\.json: \$[^\s:]*: [^\n]+$"


class Recorder(Metrics):
    def __init__(self) -> None:
        self.polls: list[tuple[str, int]] = []

    def feed(self, outcome: str, failures: int) -> None:
        self.polls.append((outcome, failures))


class Served:
    def __init__(self) -> None:
        self.body = cup(match())

    async def handle(self, request: web.Request) -> web.Response:
        return web.Response(body=self.body, content_type="application/json")


@pytest.fixture
async def served() -> AsyncIterator[tuple[Served, str]]:
    state = Served()
    app = web.Application()
    app.router.add_get("/feed/cup.json", state.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    yield state, str(server.make_url("/feed/cup.json"))
    await server.close()


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_importer_says_one_line(kind: str) -> None:
    from bot.service.feed import FeedRejected

    with pytest.raises(FeedRejected) as caught:
        football_json({"cup.json": HOSTILE[kind]})
    assert re.match(LINE, str(caught.value)), str(caught.value)


async def test_hostile_bodies_are_failed_polls_counted_and_audited(
    served: tuple[Served, str],
    knowledge_copy: Path,
    memory_store: Store,
    caplog: pytest.LogCaptureFixture,
) -> None:
    state, url = served
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)
    metrics = Recorder()
    feed = OperatorFeed(
        service.live, memory_store, service.audit, football_json, (url,), 600, metrics
    )
    try:
        assert await feed.poller.poll() == "changed", feed.poller.status.error
        good = service.live.engine.version
        for n, kind in enumerate(sorted(HOSTILE), start=1):
            state.body = HOSTILE[kind]
            with caplog.at_level(logging.DEBUG):
                assert await feed.poller.poll() == "failed", kind
            status = feed.poller.status
            assert status.state == "failing" and status.failures == n
            assert re.match(LINE, status.error or ""), (kind, status.error)
            assert status.details()["ok"] is False  # /healthz details: not ok
            assert metrics.polls[-1] == ("failed", n)
        assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"
        assert not [r for r in caplog.records if "crashed" in r.getMessage()]
        assert service.live.engine.version == good  # the last good version answers
        failed = [r for r in await memory_store.audit_log(None) if r.result == "failed"]
        assert len(failed) == 1 and re.match(LINE, failed[0].detail)  # once a streak
    finally:
        await feed.close()


async def test_a_poll_that_crashes_anyway_is_a_failed_poll(
    served: tuple[Served, str], knowledge_copy: Path, memory_store: Store
) -> None:
    """Should a body still find a bug, the poll is failed, counted and audited."""
    _, url = served
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)

    def broken(bodies: object) -> dict[str, str]:
        raise RecursionError("a bug")

    metrics = Recorder()
    feed = OperatorFeed(service.live, memory_store, service.audit, broken, (url,), 600, metrics)
    try:
        assert await feed.poller.poll() == "failed"
        assert feed.poller.status.state == "failing"
        assert "RecursionError" in (feed.poller.status.error or "")
        assert metrics.polls == [("failed", 1)]
        [entry] = await memory_store.audit_log(None)
        assert (entry.action, entry.result) == ("feed", "failed")
    finally:
        await feed.close()


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_command_line_importer_prints_one_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cup.json"
    source.write_bytes(HOSTILE[kind])
    assert cli.main(["import", "football-json", str(source), "--out", str(tmp_path / "out")]) == 1
    out, err = capsys.readouterr()
    errors = err.splitlines()
    assert "Traceback" not in out + err
    assert len(errors) == 2 and errors[1] == "1 problem; nothing was written.", err
    assert re.match(LINE, errors[0].removeprefix("error: ").replace(str(tmp_path) + "/", ""))
    assert not (tmp_path / "out").exists()
