"""Prometheus metrics and the probes, served over HTTP on METRICS_HOST:METRICS_PORT.

Only the Discord runner imports this module (and so `prometheus_client`), and only when
METRICS_PORT is set: `python -m bot ask` never loads it. The server runs on the bot's own
event loop (aiohttp, already a discord.py dependency), so a scrape needs no extra thread;
and if the loop is stuck, the probes stop answering, which is what a probe should see.

    GET /metrics   Prometheus text format (docs/operating.md lists every series)
    GET /readyz    200 while ready (gateway, store, knowledge), else 503; JSON details
    GET /healthz   the same as /readyz (the name older probes use)
    GET /livez     200 while the event loop answers: restart the process only if this fails

Labels are bounded: the way a question came, its outcome, a command's name (from the
fixed command tree), an HTTP status class. Never a user, a channel, a server or text.
"""

from __future__ import annotations

import json
import logging
import platform
from collections.abc import Callable, Iterator
from importlib import metadata
from typing import Any, ClassVar

from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    GC_COLLECTOR,
    PLATFORM_COLLECTOR,
    PROCESS_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    Info,
    disable_created_metrics,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.exposition import generate_latest
from prometheus_client.registry import Collector

from bot.engine import REASONS, Band
from bot.service import OUTCOME_OF_BAND, OUTCOMES, WAYS, Metrics, Way
from bot.settings import VERSION

# `*_created` series double every counter and histogram for a timestamp nobody graphs.
disable_created_metrics()  # type: ignore[no-untyped-call]

COMMAND_OUTCOMES = ("ok", "refused", "throttled", "expired", "error")
SEND_FAILURES = ("403", "404", "429", "5xx", "other")
STORE_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0)

log = logging.getLogger(__name__)

# Answers take a few milliseconds; the top buckets catch a stalled event loop or store.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class PrometheusMetrics(Metrics):
    """The recorder behind METRICS_PORT; one registry per instance (tests make several)."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        # Process (CPU, memory, open files) and Python (GC, version) figures: the default
        # registry has them, a registry of our own needs them added.
        for collector in (PROCESS_COLLECTOR, PLATFORM_COLLECTOR, GC_COLLECTOR):
            self.registry.register(collector)
        self._answer_series()
        self._operation_series()
        self._start_at_zero()

    def _answer_series(self) -> None:
        """What the bot is and how it answers."""
        Info(
            "matchbot_build",
            "The running matchbot: version, Python, discord.py.",
            registry=self.registry,
        ).info(
            {
                "version": VERSION,
                "python": platform.python_version(),
                "discord_py": _discord_version(),
            }
        )
        self.questions = Counter(
            "matchbot_questions",
            "Questions handled, by the way they came in and the outcome (throttled: "
            "refused by the rate limit, not answered).",
            ["way", "outcome"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "matchbot_answer_latency_seconds",
            "Time to answer one question (understanding and rendering), in seconds.",
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.reloads = Counter(
            "matchbot_reloads",
            "Knowledge reload attempts, by result (ok or rejected).",
            ["result"],
            registry=self.registry,
        )
        self.versions_live = Gauge(
            "matchbot_knowledge_versions_live",
            "Distinct knowledge versions answering in this process.",
            registry=self.registry,
        )

    def _operation_series(self) -> None:
        """The gateway, the feed, commands, sends, withheld claims and the store."""
        self.gateway_latency = Gauge(
            "matchbot_gateway_latency_seconds",
            "Discord gateway heartbeat latency in seconds (NaN while not connected).",
            registry=self.registry,
        )
        self.feed_polls = Counter(
            "matchbot_feed_polls",
            "Feed polls, by outcome (changed, unchanged, failed, standby: another process polls).",
            ["outcome"],
            registry=self.registry,
        )
        self.feed_failures = Gauge(
            "matchbot_feed_failing_polls",
            "Feed polls failed in a row (0 while the feed works or is not set).",
            registry=self.registry,
        )
        self.commands = Counter(
            "matchbot_commands",
            "Slash commands handled, by command and outcome (ok, refused, throttled, "
            "expired, error).",
            ["command", "outcome"],
            registry=self.registry,
        )
        self.send_failures = Counter(
            "matchbot_send_failures",
            "Replies Discord refused, by HTTP status (403: missing permission or DMs closed).",
            ["status"],
            registry=self.registry,
        )
        # The name, kept exactly: series `answers_withheld_total{reason}`.
        self.answers_withheld = Counter(
            "answers_withheld",
            "Claims of answers withheld because the knowledge contradicts or cannot back "
            "them, by the claim's kind (result, goal, negative, count, person, award, progress).",
            ["reason"],
            registry=self.registry,
        )
        self.answer_failures = Counter(
            "matchbot_answer_failures",
            "Questions whose answering raised an error (answered with an apology; logged).",
            registry=self.registry,
        )
        self.store_latency = Histogram(
            "matchbot_store_latency_seconds",
            "Time for the store (SQLite or PostgreSQL) to answer a ping, in seconds.",
            buckets=STORE_BUCKETS,
            registry=self.registry,
        )

    def _start_at_zero(self) -> None:
        """Every series exists from the start (at 0), so rate() works before the first event."""
        for way in WAYS:
            for outcome in (*OUTCOMES, "throttled"):
                self.questions.labels(way, outcome)
        for result in ("ok", "rejected"):
            self.reloads.labels(result)
        for poll in ("changed", "unchanged", "failed", "standby"):
            self.feed_polls.labels(poll)
        for status in SEND_FAILURES:
            self.send_failures.labels(status)
        for reason in REASONS:
            self.answers_withheld.labels(reason)
        self.gateway_latency.set(float("nan"))

    def question(self, way: Way, band: Band, seconds: float) -> None:
        self.questions.labels(way, OUTCOME_OF_BAND[band]).inc()
        self.latency.observe(seconds)

    def reload(self, ok: bool) -> None:
        self.reloads.labels("ok" if ok else "rejected").inc()

    def feed(self, outcome: str, failures: int) -> None:
        self.feed_polls.labels(outcome).inc()
        self.feed_failures.set(failures)

    def throttled(self, way: Way) -> None:
        self.questions.labels(way, "throttled").inc()

    def command(self, name: str, outcome: str) -> None:
        """One slash command; `name` comes from the command tree, a fixed set."""
        self.commands.labels(name, outcome if outcome in COMMAND_OUTCOMES else "error").inc()

    def withheld(self, reason: str) -> None:
        self.answers_withheld.labels(reason if reason in REASONS else "result").inc()

    def answer_failed(self) -> None:
        self.answer_failures.inc()

    def send_failed(self, status: int) -> None:
        label = str(status) if str(status) in SEND_FAILURES else "5xx" if status >= 500 else "other"
        self.send_failures.labels(label).inc()

    def known_commands(self, names: list[str]) -> None:
        """Series for every command from the start (at 0)."""
        for name in names:
            for outcome in COMMAND_OUTCOMES:
                self.commands.labels(name, outcome)

    def track(self, versions_live: Callable[[], int], gateway_latency: Callable[[], float]) -> None:
        """Read the two gauges from the running bot at scrape time."""
        self.versions_live.set_function(versions_live)
        self.gateway_latency.set_function(gateway_latency)

    def track_bot(self, read: Callable[[], BotFigures]) -> None:
        """Gauges and counters read from the running bot at scrape time."""
        self.registry.register(BotCollector(read))

    def exposition(self) -> bytes:
        return generate_latest(self.registry)


def _discord_version() -> str:
    try:
        return metadata.version("discord.py")
    except metadata.PackageNotFoundError:
        return ""


BotFigures = dict[str, float]
"""Figures read from the bot at scrape time, by name (see BotCollector.HELP)."""


class BotCollector(Collector):
    """The running bot's state as gauges and counters, read when Prometheus scrapes."""

    GAUGES: ClassVar[dict[str, str]] = {
        "matchbot_connected": "1 while at least one gateway shard is connected, else 0.",
        "matchbot_shards": "Gateway shards this process runs.",
        "matchbot_shards_connected": "Gateway shards of this process connected now.",
        "matchbot_guilds": "Servers this process sees.",
        "matchbot_ready": "1 while /readyz answers 200 (gateway, store and knowledge), else 0.",
        "matchbot_store_up": "1 while the store answers, else 0.",
        "matchbot_store_pending_writes": "Store writes queued in memory, waiting to be saved.",
    }
    COUNTERS: ClassVar[dict[str, str]] = {
        "matchbot_store_outages": "Times the store stopped answering (each outage once).",
        "matchbot_store_dropped_writes": "Store writes lost: the queue was full or they failed.",
        "matchbot_engine_cache_hits": "Answers whose knowledge version had a built engine.",
        "matchbot_engine_cache_misses": "Engine builds or waits for one (a cold version).",
    }

    def __init__(self, read: Callable[[], BotFigures]) -> None:
        self.read = read

    def collect(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        try:
            figures = self.read()
        except Exception:  # a scrape must answer, whatever state the bot is in
            log.exception("reading the bot's figures failed")
            return
        for name, text in self.GAUGES.items():
            if name in figures:
                yield GaugeMetricFamily(name, text, value=figures[name])
        for name, text in self.COUNTERS.items():
            if name in figures:
                yield CounterMetricFamily(name, text, value=figures[name])

    def describe(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        return iter(())


Report = Callable[[], "bool | tuple[bool, dict[str, Any]]"]


class MetricsServer:
    """`/metrics` and the probes on one port, started before connecting to Discord.

    `ready` returns the verdict, or the verdict and its details (the JSON body)."""

    def __init__(self, metrics: PrometheusMetrics, ready: Report, host: str, port: int) -> None:
        self.metrics = metrics
        self.ready = ready
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._readyz)
        app.router.add_get("/readyz", self._readyz)
        app.router.add_get("/livez", self._livez)
        return app

    async def start(self) -> None:
        """Listen; raises OSError when the port is taken (the runner reports it)."""
        runner = web.AppRunner(self.app(), access_log=None)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        shown = f"[{self.host}]" if ":" in self.host else self.host
        log.info("metrics and probes on http://%s:%d (/metrics, /readyz, /livez)", shown, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _metrics(self, request: web.Request) -> web.Response:
        return web.Response(
            body=self.metrics.exposition(), headers={"Content-Type": CONTENT_TYPE_LATEST}
        )

    async def _readyz(self, request: web.Request) -> web.Response:
        details: dict[str, Any] = {}
        try:
            verdict = self.ready()
            ok, details = verdict if isinstance(verdict, tuple) else (verdict, {})
        except Exception:  # a probe must answer, whatever state the bot is in
            log.exception("readiness check failed")
            ok, details = False, {"error": "the readiness check failed; see the log"}
        body = {"status": "ok" if ok else "not ready", **details}
        return web.json_response(body, status=200 if ok else 503, dumps=_dumps)

    async def _livez(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok", "version": VERSION}, dumps=_dumps)


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False) + "\n"
