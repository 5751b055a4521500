"""The feed: Football.JSON files polled over HTTP (FEED_URL, every FEED_INTERVAL seconds),
each change imported, checked and stored as a new version of the operator's knowledge.

Polite polling: each URL is asked with `If-None-Match` (its last ETag) and
`If-Modified-Since` (its last Last-Modified), so an unchanged feed costs a 304. A body is
kept only once it has been imported and stored: a broken one is fetched again next time,
and the last good version keeps answering meanwhile. A failure streak is logged once
when it starts and once when it ends, never at every poll, and is visible in `status`
(for /healthz details, /knowledge history and the metrics).

Of several processes sharing a database, one polls: it holds the store's "feed" lease,
renewed at every poll, which another process takes over once it expires.

A 429 (Too Many Requests) is honoured: no request until its Retry-After has passed (at
most MAX_RETRY_AFTER). Redirects are followed only to the same host and port (a feed
moved elsewhere is refused and logged, never followed silently). Extra request headers
(football-data.org's X-Auth-Token from FEED_TOKEN) are sent but never logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import logging
import os
import socket
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal
from urllib.parse import urljoin, urlsplit

from bot.service.metrics import NO_METRICS, Metrics
from bot.store import Store, StoreError

if TYPE_CHECKING:  # aiohttp is imported when a feed polls: `python -m bot ask` never loads it
    import aiohttp

log = logging.getLogger(__name__)

LEASE = "feed"
DEFAULT_INTERVAL = 600.0
QUICK_INTERVAL = 60.0  # below this a warning says so (tests use a few seconds)
MAX_BYTES = 20_000_000
MAX_REDIRECTS = 5
MAX_RETRY_AFTER = 3600.0  # seconds: a 429's Retry-After is honoured up to this
REDIRECTS = frozenset({301, 302, 303, 307, 308})
State = Literal["starting", "ok", "failing", "standby"]
# Imports the feed's files ({file name: body}) and stores them; returns a one-line summary
# of what changed (None: the same knowledge as stored, nothing saved), or raises
# FeedRejected with why it was not stored.
Apply = Callable[[Mapping[str, bytes]], Awaitable[str | None]]


class FeedRejected(Exception):
    """The feed's files were fetched but cannot be used (broken JSON, invalid data)."""


@dataclass(frozen=True)
class FeedStatus:
    """What the feed did last, for /healthz, /knowledge history and the metrics."""

    urls: tuple[str, ...]
    interval: float
    state: State = "starting"
    failures: int = 0  # polls failed in a row (0 while it works)
    error: str | None = None  # the last failure, one line, no secrets
    failing_since: float | None = None  # wall-clock time the streak began
    last_ok: float | None = None  # the last poll that worked (changed or not)
    last_change: float | None = None  # the last change stored
    changes: int = 0

    def details(self) -> dict[str, object]:
        """For /healthz details: plain JSON values, URLs without credentials or query."""
        return {
            "ok": self.state != "failing",
            "state": self.state,
            "urls": [safe_url(u) for u in self.urls],
            "interval_seconds": self.interval,
            "failures": self.failures,
            "error": self.error,
            "failing_since": self.failing_since,
            "last_ok": self.last_ok,
            "last_change": self.last_change,
            "changes": self.changes,
        }

    def line(self) -> str:
        """One line a moderator reads."""
        if self.state == "failing":
            return (
                f"feed failing ({self.failures} polls in a row): {self.error}; "
                "the last good version keeps answering"
            )
        if self.state == "standby":
            return "feed polled by another process"
        if self.state == "starting":
            return "feed not polled yet"
        return f"feed ok ({self.changes} change(s) stored since start)"


@dataclass
class _Source:
    url: str
    name: str  # the file name the importer sees (the URL's last path part)
    etag: str | None = None
    modified: str | None = None
    body: bytes | None = None  # the last body that was stored


def file_name(url: str) -> str:
    """'https://host/worldcup.json?x=1' -> 'worldcup.json' (what the importer reads)."""
    name = urlsplit(url).path.rsplit("/", 1)[-1]
    return name if name.endswith(".json") else (name or "feed") + ".json"


def safe_url(url: str) -> str:
    """The URL without credentials or query (which may hold a token), for logs."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{host}{port}{parts.path}"


@dataclass
class FeedPoller:
    urls: tuple[str, ...]
    interval: float
    apply: Apply
    store: Store
    holder: str = field(default_factory=lambda: f"{socket.gethostname()}:{os.getpid()}")
    timeout: float = 30.0
    metrics: Metrics = NO_METRICS
    # called with the error when a failure streak starts (the audit log's "feed" entry)
    on_failing: Callable[[str], Awaitable[None]] | None = None
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)  # never logged
    status: FeedStatus = field(init=False)

    def __post_init__(self) -> None:
        names = [file_name(u) for u in self.urls]
        if len(set(names)) != len(names):
            raise ValueError("FEED_URL: two URLs end in the same file name")
        self._sources = [_Source(u, n) for u, n in zip(self.urls, names, strict=True)]
        self.status = FeedStatus(self.urls, self.interval)
        self._task: asyncio.Task[None] | None = None
        self._pending: dict[str, tuple[str | None, str | None]] = {}  # url -> ETag, Last-Modified
        self._session: aiohttp.ClientSession | None = None
        self._quiet_until = 0.0  # time.monotonic() before which a 429 asked for silence
        if self.interval < QUICK_INTERVAL:
            log.warning(
                "FEED_INTERVAL=%s s is under %d s: fine for tests, heavy on a real feed",
                self.interval,
                QUICK_INTERVAL,
            )

    # lifecycle ----------------------------------------------------------------------------

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="feed-poller")

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._session is not None:
            await self._session.close()
            self._session = None
        with contextlib.suppress(StoreError):
            await self.store.release_lease(LEASE, self.holder)

    async def _run(self) -> None:
        while True:
            try:
                await self.poll()
            except asyncio.CancelledError:
                raise
            except Exception:  # a bug must not stop the feed for good
                log.exception("feed poll crashed; trying again next time")
            await asyncio.sleep(max(self.interval, self._quiet_until - time.monotonic()))

    # one poll -------------------------------------------------------------------------------

    async def poll(self) -> str:
        """Poll once: 'standby' (another process polls), 'unchanged', 'changed' or 'failed'."""
        was_failing = self.status.state == "failing"
        try:
            outcome = await self._poll()
        except Exception as exc:  # a bug: still a failed poll, counted, shown and audited
            if not was_failing:  # the traceback once a streak, not at every poll
                log.error("feed poll crashed", exc_info=True)
            self._failed(f"the poll failed unexpectedly ({type(exc).__name__})")
            outcome = "failed"
        self.metrics.feed(outcome, self.status.failures)
        if outcome == "failed" and not was_failing and self.on_failing is not None:
            await self.on_failing(self.status.error or "")
        return outcome

    async def _poll(self) -> str:
        wait = self._quiet_until - time.monotonic()
        if wait > 0:  # the feed asked for no request until then (429 Retry-After)
            self._failed(f"rate limited by the feed; next request in {wait:.0f} s")
            return "failed"
        if not await self._hold_lease():
            self._set(replace(self.status, state="standby"))
            return "standby"
        try:
            fetched = await self._fetch_all()
        except FeedRejected as exc:
            self._failed(str(exc))
            return "failed"
        if fetched is None:
            self._worked(changed=False)
            return "unchanged"
        try:
            summary = await self.apply({s.name: body for s, body in fetched})
        except FeedRejected as exc:
            self._failed(str(exc))
            return "failed"
        for source, body in fetched:
            source.body = body
            source.etag, source.modified = self._pending.get(source.url, (None, None))
        if summary is None:  # new bytes, same knowledge (e.g. another process stored it)
            self._worked(changed=False)
            return "unchanged"
        log.info("feed: new version stored (%s)", summary)
        self._worked(changed=True)
        return "changed"

    async def _hold_lease(self) -> bool:
        try:  # long enough to outlive one slow poll; short enough to take over soon
            return await self.store.take_lease(LEASE, self.holder, 2 * self.interval + 30)
        except StoreError as exc:
            self._failed(f"store unavailable ({type(exc).__name__})")
            return False

    async def _fetch_all(self) -> list[tuple[_Source, bytes]] | None:
        """Every URL's current body when any changed since the last stored; None when none
        did. Raises FeedRejected when one cannot be had."""
        self._pending = {}
        bodies: list[tuple[_Source, bytes]] = []
        changed = False
        for source in self._sources:
            body = await self._fetch(source)
            if body is None:  # 304: as stored
                assert source.body is not None
                bodies.append((source, source.body))
            else:
                changed = changed or body != source.body
                bodies.append((source, body))
        return bodies if changed else None

    async def _fetch(self, source: _Source) -> bytes | None:
        """The body, or None for 304 Not Modified (only when a body is stored)."""
        import aiohttp  # here, not at the top: `python -m bot ask` never loads aiohttp

        headers = dict(self.headers)
        if source.body is not None:
            if source.etag:
                headers["If-None-Match"] = source.etag
            if source.modified:
                headers["If-Modified-Since"] = source.modified
        url = safe_url(source.url)
        try:
            return await self._get(source, source.url, headers)
        except TimeoutError:
            raise FeedRejected(f"{url}: no answer within {self.timeout:g} s") from None
        except aiohttp.ClientError as exc:
            raise FeedRejected(f"{url}: unreachable ({type(exc).__name__})") from None

    async def _get(self, source: _Source, target: str, headers: dict[str, str]) -> bytes | None:
        """GET `target`, following redirects to the same host and port only."""
        for _ in range(MAX_REDIRECTS + 1):
            async with self._client().get(target, headers=headers, allow_redirects=False) as resp:
                if resp.status in REDIRECTS:
                    target = self._redirect(source, target, resp.headers.get("Location", ""))
                    continue
                if resp.status == 304 and source.body is not None:
                    return None
                if resp.status == 429:
                    self._rate_limited(resp.headers.get("Retry-After"))
                if resp.status != 200:
                    raise FeedRejected(f"{safe_url(source.url)}: HTTP {resp.status}")
                body = await _read_capped(resp, safe_url(source.url))
                self._pending[source.url] = (
                    resp.headers.get("ETag"),
                    resp.headers.get("Last-Modified"),
                )
                return body
        raise FeedRejected(f"{safe_url(source.url)}: more than {MAX_REDIRECTS} redirects")

    def _redirect(self, source: _Source, current: str, location: str) -> str:
        """Where a redirect goes, if to the same host and port; else refused (logged)."""
        target = urljoin(current, location)
        here, there = urlsplit(current), urlsplit(target)
        same = (
            there.scheme in ("http", "https")
            and there.hostname == here.hostname
            and (there.port or _default_port(there.scheme))
            == (here.port or _default_port(here.scheme))
        )
        if not same:
            log.warning(
                "feed: %s redirects to %s, another host or port; not followed",
                safe_url(source.url),
                safe_url(target),
            )
            raise FeedRejected(
                f"{safe_url(source.url)}: redirected to another host ({safe_url(target)}); "
                "not followed"
            )
        return target

    def _rate_limited(self, retry_after: str | None) -> None:
        """A 429: no request until Retry-After (seconds or an HTTP date) has passed."""
        wait = _retry_after(retry_after, self.interval)
        self._quiet_until = time.monotonic() + wait
        log.warning("feed: rate limited (HTTP 429); next request in %.0f s", wait)

    def _client(self) -> aiohttp.ClientSession:
        import aiohttp

        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                timeout=aiohttp.ClientTimeout(total=self.timeout),
                headers={"User-Agent": "matchbot feed poller"},
            )
        return self._session

    # status ---------------------------------------------------------------------------------

    def _worked(self, changed: bool) -> None:
        now = time.time()
        if self.status.state == "failing":
            log.info("feed: working again after %d failed poll(s)", self.status.failures)
        self._set(
            replace(
                self.status,
                state="ok",
                failures=0,
                error=None,
                failing_since=None,
                last_ok=now,
                last_change=now if changed else self.status.last_change,
                changes=self.status.changes + changed,
            )
        )

    def _failed(self, error: str) -> None:
        first = self.status.state != "failing"
        if first:  # one line per streak, not per poll
            log.warning("feed: %s; keeping the last good version until it works again", error)
        self._set(
            replace(
                self.status,
                state="failing",
                failures=self.status.failures + 1,
                error=error,
                failing_since=time.time() if first else self.status.failing_since,
            )
        )

    def _set(self, status: FeedStatus) -> None:
        self.status = status


def _default_port(scheme: str) -> int:
    return 443 if scheme == "https" else 80


def _retry_after(value: str | None, fallback: float) -> float:
    """Seconds a Retry-After header asks for (a number, or an HTTP date), capped; the
    poll interval when it says nothing usable."""
    if value:
        text = value.strip()[:64]
        if text.isdigit():
            return min(float(text), MAX_RETRY_AFTER)
        try:
            when = email.utils.parsedate_to_datetime(text)
        except (TypeError, ValueError):
            when = None
        if when is not None and when.tzinfo is not None:
            return max(0.0, min(when.timestamp() - time.time(), MAX_RETRY_AFTER))
    return min(fallback, MAX_RETRY_AFTER)


async def _read_capped(resp: aiohttp.ClientResponse, url: str) -> bytes:
    """The whole body, refused past MAX_BYTES."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in resp.content.iter_chunked(1 << 16):
        size += len(chunk)
        if size > MAX_BYTES:
            raise FeedRejected(f"{url}: larger than {MAX_BYTES:,} bytes")
        chunks.append(chunk)
    return b"".join(chunks)
