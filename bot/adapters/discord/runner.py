"""Run the Discord bot until stopped; turn start-up failures into one line and an exit code.

A bad token, a missing privileged intent or an unreachable Discord are operator problems,
not bugs, so they get a plain sentence on stderr instead of a traceback. The token itself
is never printed or logged: only `SecretStr.get_secret_value()` here ever sees it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import signal
import sys
from typing import TYPE_CHECKING

import aiohttp
import discord

from bot.adapters.discord.client import MatchBot, create_bot
from bot.adapters.discord.exts.live import start_live_posts
from bot.adapters.discord.health import Health
from bot.adapters.discord.lookups import discord_connector
from bot.adapters.discord.stopping import stop_gracefully
from bot.adapters.exits import EXIT_CONFIG, EXIT_DATABASE, EXIT_DISCORD, EXIT_OK
from bot.adapters.logs import configure_logging, fatal_line, library_debug
from bot.knowledge import KnowledgeError
from bot.service import (
    KnowledgeSync,
    LiveKnowledge,
    MatchService,
    OperatorFeed,
    football_data,
    football_json,
    safe_url,
    watch_knowledge,
)
from bot.settings import SYNC_INTERVAL_SECONDS, Settings
from bot.store import StoreError, StoreUnavailable

if TYPE_CHECKING:  # prometheus_client loads only when METRICS_PORT is set
    from bot.adapters.metrics import MetricsServer

log = logging.getLogger(__name__)

__all__ = ["EXIT_CONFIG", "EXIT_DATABASE", "EXIT_DISCORD", "EXIT_OK", "run_discord"]
SYNC_INTERVAL = SYNC_INTERVAL_SECONDS  # the old name of SYNC_INTERVAL_SECONDS's default


REJECTED_TOKEN = (
    "Discord rejected DISCORD_TOKEN. Copy the token again from the developer portal "
    "(Bot tab, Reset Token) and update .env."
)
TOKEN_REJECTED = 4004  # gateway close code: the token was reset or revoked while running
# Gateway close codes discord.py does not recover from (4014 is PrivilegedIntentsRequired).
FATAL_CLOSES = {
    4010: "refused an invalid shard (check SHARD_IDS against SHARD_COUNT)",
    4011: "says this bot needs sharding now (set SHARD_COUNT)",
    4012: "refused the gateway API version (update discord.py)",
    4013: "refused invalid intents",
    4014: "refused a privileged intent: enable the Message Content intent in the developer "
    "portal (Bot tab) or set MESSAGE_CONTENT_INTENT=false",
}


_json_errors = False  # LOG_FORMAT=json: the fatal line is a JSON object like the log's


def _error(text: str) -> None:
    print(fatal_line(text, _json_errors), file=sys.stderr)


class DataPathError(Exception):
    """The data directory (DATA_PATH's) cannot be created or written."""


def prepare_data_dir(settings: Settings) -> None:
    """Create DATA_PATH's directory and make sure it can be written; the error names the
    directory and the cause (a read-only install directory is the usual one)."""
    if settings.database_url is not None:
        return
    directory = settings.data_path.parent
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DataPathError(
            f"cannot create the data directory {directory.resolve()} for "
            f"DATA_PATH={settings.data_path} ({exc.strerror or exc}); set DATA_PATH to a "
            "writable place or leave it empty for this deployment's default"
        ) from None
    if not os.access(directory, os.W_OK | os.X_OK):
        raise DataPathError(
            f"cannot write to the data directory {directory.resolve()} for "
            f"DATA_PATH={settings.data_path} (permission denied); set DATA_PATH to a "
            "writable place or leave it empty for this deployment's default"
        )


def quiet_voice_warnings() -> None:
    """The bot never joins voice: no PyNaCl or davey warning at every start."""
    for flag in ("warn_nacl", "warn_dave"):
        if hasattr(discord.VoiceClient, flag):
            setattr(discord.VoiceClient, flag, False)


def run_discord(settings: Settings) -> int:
    global _json_errors
    _json_errors = settings.log_format == "json"
    configure_logging(settings.log_level, settings.log_format)
    library_debug(settings.discord_debug_log, settings.log_level)
    quiet_voice_warnings()
    if settings.discord_token is None:
        _error("DISCORD_TOKEN is not set; put it in .env (see README.md, 'Discord in 5 minutes').")
        return EXIT_CONFIG
    try:
        # A bad file stops us before anything.
        live = LiveKnowledge(settings.knowledge_path, settings.engine_cache_dir())
    except KnowledgeError as exc:
        _error(f"the knowledge at {settings.knowledge_path} is invalid:\n{exc}")
        return EXIT_CONFIG
    try:
        prepare_data_dir(settings)
    except DataPathError as exc:
        _error(str(exc))
        return EXIT_CONFIG
    token = settings.discord_token.get_secret_value()
    try:
        asyncio.run(_run(live, token, settings))
    except discord.LoginFailure:
        _error(REJECTED_TOKEN)
        return EXIT_DISCORD
    except discord.ConnectionClosed as exc:
        if exc.code == TOKEN_REJECTED:
            _error(REJECTED_TOKEN)
        else:
            meaning = FATAL_CLOSES.get(exc.code, "closed the connection and will not resume it")
            _error(f"Discord {meaning} (gateway close code {exc.code}).")
        return EXIT_DISCORD
    except discord.PrivilegedIntentsRequired:
        _error(
            "the Message Content intent is not enabled for this application. Enable it in "
            "the developer portal (Bot tab) or set MESSAGE_CONTENT_INTENT=false."
        )
        return EXIT_DISCORD
    except (TimeoutError, OSError, aiohttp.ClientError, discord.GatewayNotFound) as exc:
        _error(f"cannot reach Discord ({type(exc).__name__}); check the network and retry.")
        return EXIT_DISCORD
    except discord.HTTPException as exc:
        _error(f"Discord answered HTTP {exc.status} while connecting; retry later.")
        return EXIT_DISCORD
    except (MetricsPortError, DataPathError) as exc:
        _error(str(exc))
        return EXIT_CONFIG
    except StoreUnavailable as exc:
        if settings.database_url is None:
            _error(f"cannot open the store at DATA_PATH={settings.data_path}: {exc}")
            return EXIT_CONFIG
        _error(f"cannot reach the database: {exc}. Check DATABASE_URL and that it is up.")
        return EXIT_DATABASE
    except StoreError as exc:
        _error(f"cannot open the store at DATA_PATH={settings.data_path}: {exc}")
        return EXIT_CONFIG
    except KeyboardInterrupt:
        return EXIT_OK
    return EXIT_OK


class MetricsPortError(Exception):
    """METRICS_PORT could not be opened (taken, or not allowed)."""


async def _start_metrics(bot: MatchBot, settings: Settings, health: Health) -> MetricsServer:
    """Prometheus recording, /metrics and the probes; imported only when METRICS_PORT is set."""
    from bot.adapters.metrics import MetricsServer, PrometheusMetrics

    port = settings.metrics_port
    assert port is not None
    metrics = PrometheusMetrics()
    metrics.track(lambda: len(bot.service.knowledge.live_versions()), health.gateway.latency)
    metrics.track_bot(lambda: figures(bot, health))
    health.store.observe = metrics.store_latency.observe
    bot.service.metrics = metrics
    server = MetricsServer(metrics, health.report, settings.metrics_host, port)
    try:
        await server.start()
    except OSError as exc:
        raise MetricsPortError(
            f"cannot listen on METRICS_HOST={settings.metrics_host} METRICS_PORT={port} "
            f"({exc.strerror or exc}); pick a free port or leave it empty."
        ) from None
    return server


def figures(bot: MatchBot, health: Health) -> dict[str, float]:
    """The bot's state for the scrape-time gauges and counters (bot.adapters.metrics)."""
    ready, _ = health.report()
    writer = bot.service.writer
    engines = bot.service.knowledge.engines
    return {
        "matchbot_connected": float(health.gateway.connected > 0),
        "matchbot_shards": float(health.gateway.total),
        "matchbot_shards_connected": float(health.gateway.connected),
        "matchbot_guilds": float(len(bot.guilds)),
        "matchbot_ready": float(ready),
        "matchbot_store_up": float(health.store.ok),
        "matchbot_store_pending_writes": float(writer.pending if writer else 0),
        "matchbot_store_outages": float(health.store.outages),
        "matchbot_store_dropped_writes": float(writer.dropped + writer.failed if writer else 0),
        "matchbot_engine_cache_hits": float(engines.hits),
        "matchbot_engine_cache_misses": float(engines.misses),
    }


def is_ready(bot: MatchBot) -> bool:
    """Ready for traffic: connected to Discord, and knowledge loaded to answer from."""
    return bot.is_ready() and not bot.is_closed() and bool(bot.service.knowledge.live_versions())


def _close_on_sigterm(bot: MatchBot) -> list[asyncio.Task[None]]:
    """SIGTERM (how Docker, systemd and Kubernetes stop a process) closes the bot like
    Ctrl+C does, instead of killing it with the gateway open and exit 143."""
    loop = asyncio.get_running_loop()
    closing: list[asyncio.Task[None]] = []  # a reference, so the task is not collected

    def on_sigterm() -> None:
        if not closing:
            log.info("SIGTERM received: finishing replies in flight, then closing")
            closing.append(loop.create_task(_stop(bot)))

    try:
        loop.add_signal_handler(signal.SIGTERM, on_sigterm)
    except (NotImplementedError, RuntimeError, ValueError):  # Windows, or not the main thread
        log.debug("cannot handle SIGTERM here; it will stop the process abruptly")
    return closing


async def _stop(bot: MatchBot) -> None:
    await stop_gracefully(bot)


def start_feed(service: MatchService, settings: Settings) -> OperatorFeed | None:
    """FEED_URL's poller in this process (None without FEED_URL). Of several processes on
    one database only one polls at a time (the store's lease); the others take its
    versions as they take a reload."""
    if not settings.feed_url:
        return None
    urls = tuple(settings.feed_url)
    read = football_data if settings.feed_format == "football-data" else football_json
    importer = functools.partial(read, source=f"live feed {safe_url(urls[0])}")
    token = settings.feed_token.get_secret_value() if settings.feed_token else None
    feed = OperatorFeed(
        service.knowledge.live,
        service.store,
        service.audit,
        importer,
        urls,
        settings.feed_interval,
        service.metrics,
        service.events,
        headers={"X-Auth-Token": token} if token else None,
    )
    service.feed = feed
    feed.start()
    log.info(
        "feed: %d URL(s) of %s polled every %g s",
        len(urls),
        settings.feed_format,
        settings.feed_interval,
    )
    return feed


async def _run(live: LiveKnowledge, token: str, settings: Settings) -> None:
    # The store (DATABASE_URL or DATA_PATH): every server's knowledge, unanswered questions
    # and settings, opened before Discord is contacted.
    service = await MatchService.open(settings, live=live)
    try:
        bot = create_bot(settings, service)
        closing = _close_on_sigterm(bot)
        try:
            await _serve(bot, token, settings)
        except (Exception, asyncio.CancelledError):
            if not closing or _cancelled_from_outside():
                raise
            # Closing cuts a connection in flight (a login or gateway request; one stalled
            # in DNS ends in CancelledError): the stop that was asked for, not a failure.
            log.debug("connection cut while closing", exc_info=True)
    finally:
        await service.close()  # queued writes are saved before the process ends
        log.info("closed")


def _cancelled_from_outside() -> bool:
    """Whether this task itself is being cancelled (Ctrl+C), rather than a request under
    it cut by closing the HTTP session."""
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


async def _serve(bot: MatchBot, token: str, settings: Settings) -> None:
    service = bot.service
    service.start_writer()
    # Changes by other processes on the same store (upload, rollback, reload): pushed by
    # PostgreSQL, with a periodic generation check as the safety net (and for SQLite).
    sync = KnowledgeSync(
        service.store,
        service.refresh,
        service.refresh_all,
        interval=settings.sync_interval_seconds,
    )
    await sync.start()
    try:
        await _connected(bot, token, settings)
    finally:
        await sync.close()


async def _connected(bot: MatchBot, token: str, settings: Settings) -> None:
    async with bot:
        server: MetricsServer | None = None
        health = Health(bot)
        health.store.start()
        if settings.metrics_port is not None:
            server = await _start_metrics(bot, settings, health)
        feed = start_feed(bot.service, settings)
        start_live_posts(bot, clock=True)  # kick-off, goal and full-time posts (/live)
        watcher: asyncio.Task[None] | None = None
        if settings.watch_knowledge:
            watching = watch_knowledge(bot.service.operator, settings.knowledge_path)
            watcher = asyncio.create_task(watching)
        try:
            bot.http.connector = discord_connector()  # a stalled lookup cannot delay a stop
            await bot.start(token)
        finally:
            if watcher is not None:
                watcher.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await watcher
            if feed is not None:
                await feed.close()
                bot.service.feed = None
            await health.store.stop()
            if server is not None:
                await server.stop()
