"""Prometheus metrics and /healthz, scraped over real HTTP on a free localhost port."""

from __future__ import annotations

import asyncio
import json
import math
import socket
import subprocess
import sys
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
import simcord
from discord import app_commands
from prometheus_client.parser import text_string_to_metric_families

from bot.adapters.discord import runner
from bot.adapters.discord.client import MatchBot, create_bot
from bot.adapters.discord.health import Health
from bot.adapters.metrics import MetricsServer, PrometheusMetrics
from bot.service import MatchService
from bot.settings import VERSION
from tests.adapters.discord.exts.conftest import World, make_settings
from tests.conftest import ROOT


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def get(port: int, path: str) -> tuple[int, str, str]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://127.0.0.1:{port}{path}") as response,
    ):
        return response.status, response.headers["Content-Type"], await response.text()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample in an exposition, keyed by name and sorted labels."""
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def questions(found: dict[Any, float], way: str, outcome: str) -> float:
    key = ("matchbot_questions_total", (("outcome", outcome), ("way", way)))
    return found[key]


BUILD_LABELS = {"version", "python", "discord_py"}


@pytest.fixture
async def served(world: World) -> AsyncIterator[tuple[int, PrometheusMetrics]]:
    """The world's bot recording into Prometheus, served as the runner serves it."""
    metrics = PrometheusMetrics()
    bot = world.bot
    metrics.track(lambda: len(bot.service.knowledge.live_versions()), lambda: bot.latency)
    bot.service.metrics = metrics
    port = free_port()
    server = MetricsServer(metrics, lambda: runner.is_ready(bot), "127.0.0.1", port)
    await server.start()
    try:
        yield port, metrics
    finally:
        await server.stop()


async def test_every_series_starts_at_zero() -> None:
    found = samples(PrometheusMetrics().exposition().decode())
    for way in ("mention", "dm", "channel", "slash"):
        for outcome in ("answered", "suggested", "declined"):
            assert questions(found, way, outcome) == 0
    assert found[("matchbot_reloads_total", (("result", "ok"),))] == 0
    assert found[("matchbot_reloads_total", (("result", "rejected"),))] == 0
    assert math.isnan(found[("matchbot_gateway_latency_seconds", ())])


async def test_questions_by_way_and_outcome_reloads_and_gauges(
    world: World, served: tuple[int, PrometheusMetrics]
) -> None:
    port, _ = served
    await world.alice.send(world.general, world.mention("who scored the winner?"))
    await world.alice.send(world.general, world.mention("how is the weather?"))
    await world.bob.send_dm("what was the final score?")
    await world.bob.send(world.answers, "who scored the winner?")
    await world.modder.slash(world.general, "ask", question="who won the match?")
    await world.admin.slash(world.general, "reload")

    status, content_type, text = await get(port, "/metrics")
    assert status == 200 and content_type.startswith("text/plain")
    found = samples(text)
    assert questions(found, "mention", "answered") == 1
    assert questions(found, "mention", "declined") == 1
    assert questions(found, "dm", "answered") == 1
    assert questions(found, "channel", "answered") == 1
    assert questions(found, "slash", "answered") == 1
    assert sum(v for (name, _), v in found.items() if name == "matchbot_questions_total") == 5
    assert found[("matchbot_answer_latency_seconds_count", ())] == 5
    assert 0 < found[("matchbot_answer_latency_seconds_sum", ())] < 5
    assert found[("matchbot_reloads_total", (("result", "ok"),))] == 1
    assert found[("matchbot_reloads_total", (("result", "rejected"),))] == 0
    assert found[("matchbot_knowledge_versions_live", ())] == 1
    assert not math.isnan(found[("matchbot_gateway_latency_seconds", ())])
    # No user, channel or server ids anywhere: only the fixed labels.
    labels = {k for (name, pairs) in found if name.startswith("matchbot_") for k, _ in pairs}
    assert labels <= {"way", "outcome", "result", "le", "command", "status"} | BUILD_LABELS
    assert str(world.guild.id) not in text and str(world.alice.id) not in text


async def test_healthz_is_200_once_connected(served: tuple[int, PrometheusMetrics]) -> None:
    port, _ = served
    status, content_type, body = await get(port, "/healthz")
    assert (status, json.loads(body)["status"]) == (200, "ok")
    assert content_type.startswith("application/json")


async def test_healthz_is_503_before_connecting(bot_service: MatchService) -> None:
    bot = create_bot(make_settings(), bot_service)
    port = free_port()
    server = MetricsServer(PrometheusMetrics(), lambda: runner.is_ready(bot), "127.0.0.1", port)
    await server.start()
    try:
        status, _, body = await get(port, "/healthz")
        assert (status, json.loads(body)["status"]) == (503, "not ready")
        async with simcord.run(bot):
            assert (await get(port, "/healthz"))[0] == 200
    finally:
        await server.stop()


async def test_healthz_answers_503_when_the_check_itself_fails() -> None:
    def broken() -> bool:
        raise RuntimeError("boom")

    port = free_port()
    server = MetricsServer(PrometheusMetrics(), broken, "127.0.0.1", port)
    await server.start()
    try:
        assert (await get(port, "/healthz"))[0] == 503
        assert (await get(port, "/nope"))[0] == 404
    finally:
        await server.stop()


def test_runner_serves_metrics_while_connecting_and_stops_after(
    monkeypatch: pytest.MonkeyPatch, bot_service: MatchService
) -> None:
    port = free_port()
    seen: dict[str, Any] = {}

    async def start(self: MatchBot, token: str, *, reconnect: bool = True) -> None:
        seen["health"] = await get(port, "/healthz")
        seen["metrics"] = await get(port, "/metrics")
        seen["recorder"] = self.service.metrics

    monkeypatch.setattr(runner, "LiveKnowledge", lambda path, cache_dir=None: bot_service.live)
    monkeypatch.setattr(MatchBot, "start", start)
    settings = make_settings(discord_token="x.y.z", metrics_port=port)
    assert runner.run_discord(settings) == runner.EXIT_OK
    assert seen["health"][0] == 503  # not connected yet
    assert "matchbot_questions_total" in seen["metrics"][2]
    assert isinstance(seen["recorder"], PrometheusMetrics)
    with socket.socket() as sock:  # the port is free again after the stop
        sock.bind(("0.0.0.0", port))


def test_runner_port_taken_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, bot_service: MatchService, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(runner, "LiveKnowledge", lambda path, cache_dir=None: bot_service.live)
    with socket.socket() as sock:
        sock.bind(("0.0.0.0", 0))
        sock.listen()
        port = sock.getsockname()[1]
        code = runner.run_discord(make_settings(discord_token="x.y.z", metrics_port=port))
    err = capsys.readouterr().err
    assert code == runner.EXIT_CONFIG
    assert err.count("\n") == 1 and f"METRICS_PORT={port}" in err and "Traceback" not in err


def test_ask_never_imports_prometheus() -> None:
    code = (
        "import sys; from bot.adapters.cli import main; rc = main(['ask', 'who won?']);"
        "print('LOADED' if 'prometheus_client' in sys.modules or 'aiohttp' in sys.modules "
        "else 'CLEAN')"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    ).stdout
    assert out.strip().splitlines()[-1] == "CLEAN"


def test_metrics_are_off_by_default() -> None:
    from bot.settings import Settings

    assert Settings(_env_file=None).metrics_port is None  # type: ignore[call-arg]


async def test_build_process_and_python_metrics_and_no_created_series() -> None:
    text = PrometheusMetrics().exposition().decode()
    found = samples(text)
    build = next(pairs for (name, pairs) in found if name == "matchbot_build_info")
    assert {k for k, _ in build} == BUILD_LABELS
    assert dict(build)["version"] == VERSION and dict(build)["discord_py"]
    names = {name for name, _ in found}
    assert {"process_cpu_seconds_total", "process_resident_memory_bytes"} <= names
    assert "python_info" in names and "python_gc_collections_total" in names
    assert not [n for n in names if n.endswith("_created")]


async def test_commands_throttles_failed_sends_and_cache_by_outcome(
    world: World, served: tuple[int, PrometheusMetrics]
) -> None:
    port, metrics = served
    metrics.track_bot(lambda: runner.figures(world.bot, Health(world.bot)))
    for _ in range(4):  # three per member per window, then "slow down"
        await world.modder.slash(world.general, "score")
    simcord.assert_error(world.env, app_commands.CommandOnCooldown)
    await world.alice.slash(world.general, "help")
    for _ in range(5):  # three replies per window, then the rate limit
        await world.bob.send(world.general, world.mention("who won?"))
    world.env.inject_error("POST", f"/channels/{world.general.id}/messages", status=403, code=50013)
    await world.admin.send(world.general, world.mention("who scored the winner?"))
    found = samples((await get(port, "/metrics"))[2])

    def command(name: str, outcome: str) -> float:
        return found.get(("matchbot_commands_total", (("command", name), ("outcome", outcome))), 0)

    assert command("score", "ok") == 3 and command("score", "throttled") == 1
    assert command("help", "ok") == 1
    assert questions(found, "mention", "throttled") == 2
    assert found[("matchbot_send_failures_total", (("status", "403"),))] == 1
    assert found[("matchbot_engine_cache_hits_total", ())] >= 0  # read from the service
    assert found[("matchbot_guilds", ())] >= 1
    assert found[("matchbot_shards", ())] == 1


async def test_engine_cache_hits_and_misses_are_read_at_scrape_time(
    world: World, served: tuple[int, PrometheusMetrics]
) -> None:
    port, metrics = served
    metrics.track_bot(lambda: runner.figures(world.bot, Health(world.bot)))
    engines = world.bot.service.knowledge.engines
    engines.hits, engines.misses = 7, 2
    found = samples((await get(port, "/metrics"))[2])
    assert found[("matchbot_engine_cache_hits_total", ())] == 7
    assert found[("matchbot_engine_cache_misses_total", ())] == 2
    assert found[("matchbot_store_pending_writes", ())] == 0


async def test_gateway_latency_is_nan_while_disconnected(bot_service: MatchService) -> None:
    bot = create_bot(make_settings(), bot_service)
    async with bot:
        health = Health(bot)
        bot.dispatch("ready")
        for _ in range(5):
            await asyncio.sleep(0)
        bot.dispatch("disconnect")
        for _ in range(5):
            await asyncio.sleep(0)
        assert math.isnan(health.gateway.latency())
        assert runner.figures(bot, health)["matchbot_connected"] == 0


def test_command_outcomes_by_error() -> None:
    from bot.adapters.discord.client import NotModerator, command_outcome

    cooldown = app_commands.CommandOnCooldown(app_commands.Cooldown(1, 10), 5.0)
    assert command_outcome(cooldown) == "throttled"
    assert command_outcome(NotModerator("moderators only")) == "refused"
    assert command_outcome(app_commands.AppCommandError("x")) == "error"
