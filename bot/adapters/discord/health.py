"""What /readyz and /healthz report: the gateway per shard, the store, the knowledge.

discord.py's `is_ready()` stays true once the first READY came, through every later
disconnect, so the gateway state here follows the events instead: a shard is up from its
READY or RESUMED until its disconnect. The store is pinged every few seconds (a real round
trip, with a time limit), which also gives the store-latency figure, and its own outage
state is read when the store keeps one. Ready = at least one shard up, the store answering
and knowledge loaded; so a lost gateway, a lost store or every shard lost turns the probe
to 503 within a few seconds, and it turns back to 200 by itself after recovery.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from discord.ext import commands

if TYPE_CHECKING:
    from bot.adapters.discord.client import MatchBot

log = logging.getLogger(__name__)

STORE_PROBE_INTERVAL = 2.0  # seconds between store pings
STORE_PROBE_TIMEOUT = 2.0  # a ping slower than this counts as the store being away


class GatewayState:
    """Which of this process's shards are connected, from the gateway events."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        sharded = isinstance(bot, commands.AutoShardedBot)
        ids = getattr(bot, "shard_ids", None) if sharded else None
        count = bot.shard_count or 1
        self.shards: dict[int, bool] = dict.fromkeys(ids or range(count if sharded else 1), False)
        self.changed = time.monotonic()
        if sharded:
            bot.add_listener(self._shard_up, "on_shard_ready")
            bot.add_listener(self._shard_up, "on_shard_resumed")
            bot.add_listener(self._shard_down, "on_shard_disconnect")
        else:
            bot.add_listener(self._up, "on_ready")
            bot.add_listener(self._up, "on_resumed")
            bot.add_listener(self._down, "on_disconnect")

    def set(self, shard: int, up: bool) -> None:
        if self.shards.get(shard) != up:
            self.shards[shard] = up
            self.changed = time.monotonic()
            log.log(
                logging.INFO if up else logging.WARNING,
                "gateway shard %d %s (%d of %d up)",
                shard,
                "connected" if up else "disconnected",
                self.connected,
                len(self.shards),
            )

    async def _up(self) -> None:
        self.set(0, True)

    async def _down(self) -> None:
        self.set(0, False)

    async def _shard_up(self, shard_id: int) -> None:
        self.set(shard_id, True)

    async def _shard_down(self, shard_id: int) -> None:
        self.set(shard_id, False)

    @property
    def connected(self) -> int:
        if self.bot.is_closed():
            return 0
        return sum(self.shards.values())

    @property
    def total(self) -> int:
        return len(self.shards)

    def latency(self) -> float:
        """Heartbeat latency in seconds; NaN while no shard is connected (discord.py
        reports +Inf or a stale figure then)."""
        if not self.connected:
            return math.nan
        value = self.bot.latency
        return value if math.isfinite(value) else math.nan


class StoreProbe:
    """Pings the store every few seconds; `ok`, the last latency, and outages counted."""

    def __init__(
        self,
        bot: MatchBot,
        *,
        interval: float = STORE_PROBE_INTERVAL,
        timeout: float = STORE_PROBE_TIMEOUT,
        observe: Callable[[float], None] | None = None,
    ) -> None:
        self.bot = bot
        self.interval = interval
        self.timeout = timeout
        self.observe = observe
        self.ok = True  # until a ping says otherwise (the runner opened it moments ago)
        self.reason = ""
        self.latency = math.nan
        self.outages = 0
        self._task: asyncio.Task[None] | None = None
        self._stopping = False

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(
                self._run(), name="matchbot-store-probe"
            )

    async def stop(self) -> None:
        self._stopping = True
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def probe(self) -> bool:
        """One ping, timed; updates `ok`, `reason` and the outage count."""
        store = self.bot.service.store
        start = time.perf_counter()
        try:
            # asyncio.timeout, not wait_for: 3.11's wait_for can swallow a cancellation
            # that arrives as the ping ends, and the probe would never stop.
            async with asyncio.timeout(self.timeout):
                answered = await store.ping()
        except TimeoutError:
            return self._record(False, f"no answer within {self.timeout:g} s")
        except Exception as exc:  # ping never raises, by contract; a probe must not either
            return self._record(False, type(exc).__name__)
        seconds = time.perf_counter() - start
        if answered:
            self.latency = seconds
            if self.observe is not None:
                self.observe(seconds)
        outage = store.outage  # the store's own state: set by any failed use, not just pings
        if answered and outage:
            answered = False
        return self._record(answered, "" if answered else str(outage or "ping failed"))

    def _record(self, ok: bool, reason: str) -> bool:
        if self.ok and not ok:
            self.outages += 1
            log.warning("store not answering (%s): /readyz says 503 until it is back", reason)
        elif ok and not self.ok:
            log.warning("store answering again")
        self.ok, self.reason = ok, reason
        return ok

    async def _run(self) -> None:
        while not self._stopping:
            await self.probe()
            await asyncio.sleep(self.interval)


class Health:
    """The readiness verdict and its details, for /readyz, /healthz and the gauges."""

    def __init__(self, bot: MatchBot, store: StoreProbe | None = None) -> None:
        self.bot = bot
        self.gateway = GatewayState(bot)
        self.store = store or StoreProbe(bot)

    def report(self) -> tuple[bool, dict[str, Any]]:
        service = self.bot.service
        versions = len(service.knowledge.live_versions())
        writer = service.writer
        connected = self.gateway.connected
        gateway_ok = connected > 0
        store_ok = self.store.ok and not (writer is not None and writer.degraded)
        ready = gateway_ok and store_ok and versions > 0
        details: dict[str, Any] = {
            "gateway": {
                "ok": gateway_ok,
                "shards_connected": connected,
                "shards": self.gateway.total,
                "latency_seconds": _number(self.gateway.latency()),
                "since_change_seconds": round(time.monotonic() - self.gateway.changed, 1),
            },
            "store": {
                "ok": store_ok,
                "reason": self.store.reason
                or ("writes failing" if writer is not None and writer.degraded else ""),
                "latency_seconds": _number(self.store.latency),
                "pending_writes": writer.pending if writer is not None else 0,
            },
            "knowledge": {"ok": versions > 0, "versions_live": versions},
            "guilds": len(self.bot.guilds),
        }
        if service.feed is not None:  # FEED_URL: shown, never a reason to be unready
            details["feed"] = service.feed.poller.status.details()
        return ready, details


def _number(value: float) -> float | None:
    """JSON has no NaN: an unknown figure is null."""
    return round(value, 4) if math.isfinite(value) else None
