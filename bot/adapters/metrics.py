"""Prometheus metrics and the readiness probe, served over HTTP on METRICS_PORT.

Only the Discord runner imports this module (and so `prometheus_client`), and only when
METRICS_PORT is set: `python -m bot ask` never loads it. The server runs on the bot's own
event loop (aiohttp, already a discord.py dependency), so a scrape needs no extra thread;
and if the loop is stuck, `/healthz` stops answering, which is what a probe should see.

    GET /metrics   Prometheus text format
    GET /healthz   200 "ok" once connected to Discord with knowledge loaded; 503 before
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import generate_latest

from bot.engine import Band
from bot.service import OUTCOME_OF_BAND, OUTCOMES, WAYS, Metrics, Way

log = logging.getLogger(__name__)

# Answers take a few milliseconds; the top buckets catch a stalled event loop or store.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class PrometheusMetrics(Metrics):
    """The recorder behind METRICS_PORT; one registry per instance (tests make several)."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        self.questions = Counter(
            "matchbot_questions",
            "Questions handled, by the way they came in and the outcome.",
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
        # Every series exists from the start (at 0), so rate() works before the first event.
        for way in WAYS:
            for outcome in OUTCOMES:
                self.questions.labels(way, outcome)
        for result in ("ok", "rejected"):
            self.reloads.labels(result)
        for poll in ("changed", "unchanged", "failed", "standby"):
            self.feed_polls.labels(poll)
        self.gateway_latency.set(float("nan"))

    def question(self, way: Way, band: Band, seconds: float) -> None:
        self.questions.labels(way, OUTCOME_OF_BAND[band]).inc()
        self.latency.observe(seconds)

    def reload(self, ok: bool) -> None:
        self.reloads.labels("ok" if ok else "rejected").inc()

    def feed(self, outcome: str, failures: int) -> None:
        self.feed_polls.labels(outcome).inc()
        self.feed_failures.set(failures)

    def track(self, versions_live: Callable[[], int], gateway_latency: Callable[[], float]) -> None:
        """Read the two gauges from the running bot at scrape time."""
        self.versions_live.set_function(versions_live)
        self.gateway_latency.set_function(gateway_latency)

    def exposition(self) -> bytes:
        return generate_latest(self.registry)


class MetricsServer:
    """`/metrics` and `/healthz` on one port, started before connecting to Discord."""

    def __init__(
        self, metrics: PrometheusMetrics, ready: Callable[[], bool], host: str, port: int
    ) -> None:
        self.metrics = metrics
        self.ready = ready
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._healthz)
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
        log.info("metrics and /healthz on http://%s:%d", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _metrics(self, request: web.Request) -> web.Response:
        return web.Response(
            body=self.metrics.exposition(), headers={"Content-Type": CONTENT_TYPE_LATEST}
        )

    async def _healthz(self, request: web.Request) -> web.Response:
        try:
            ok = self.ready()
        except Exception:  # a probe must answer, whatever state the bot is in
            log.exception("readiness check failed")
            ok = False
        if ok:
            return web.Response(text="ok\n")
        return web.Response(status=503, text="not ready\n")
