"""The bot speaks first: kick-off, goal, half-time and full-time posts for the teams and
matches a server follows (/live), in the channel it chose.

What is due comes from the server's knowledge and the clock (`live_events`); what was
already posted comes from the store, per server and channel. Each evaluation claims the
new events in the store before handing them to the poster, so an event is posted once
however many times the same data is seen: by a feed poll, a moderator's upload, an
operator's reload, another process's refresh, or a restart. Many new events at once (a
bot that was down, a poll that brings a whole match) make one summary post, not a replay.

Evaluations run on a knowledge change (`KnowledgeEvents`) and every `tick` seconds (the
reminder and kick-off come from the clock), as tasks: answering never waits for them.
The poster (the Discord adapter) queues what it is given and sends it in the background.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal, Protocol

from bot.knowledge import Knowledge, Match, Tournament
from bot.service.guild_config import (
    LIVE_CHANNEL,
    LIVE_CHANNEL_BY,
    LIVE_MATCHES,
    LIVE_ROLE,
    LIVE_TEAMS,
    LIVE_THREAD_MATCHES,
    LIVE_THREADS,
    GuildConfig,
)
from bot.service.guild_knowledge import GuildKnowledge
from bot.service.knowledge_events import KnowledgeChange, KnowledgeEvents
from bot.service.live_events import LiveEvent, due_events, goal_prefix, red_card_events
from bot.store import Store, StoreError

log = logging.getLogger(__name__)

DEFAULT_REMINDER_MINUTES = 15
DEFAULT_TICK = 15.0  # seconds between two looks at the clock (reminders, kick-offs)
THREADS_KEPT = 50  # match threads remembered per server (the newest)
BATCH = 3  # more new events than this at once make one summary post
MENTIONED = frozenset({"kickoff", "full_time"})  # the role is mentioned on these only
PostKind = Literal["event", "summary", "correction"]


@dataclass(frozen=True)
class LivePost:
    """One post for one channel: an event, a correction (a goal taken back, a score the
    source changed) with the match's score now, or a summary of many events."""

    guild_id: int
    channel_id: int
    kind: PostKind
    tournament: Tournament
    matches: tuple[Match, ...]  # as they are now; one unless a summary
    events: tuple[LiveEvent, ...]
    role_id: int = 0  # mentioned (kick-off and full-time posts only); 0: none
    thread: bool = False  # open a thread for the match (a kick-off post)


class Poster(Protocol):
    """Where posts go (the Discord adapter): queued, never waited for."""

    def reachable(self, guild_id: int) -> bool:
        """Whether this process can post in that server (its shard has it)."""

    def send(self, post: LivePost) -> None:
        """Queue a post for its channel."""


def _utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class LivePosts:
    def __init__(
        self,
        knowledge: GuildKnowledge,
        config: GuildConfig,
        store: Store,
        events: KnowledgeEvents,
        *,
        reminder_minutes: int = DEFAULT_REMINDER_MINUTES,
        tick: float = DEFAULT_TICK,
        clock: Callable[[], dt.datetime] = _utcnow,
    ) -> None:
        self.knowledge = knowledge
        self.config = config
        self.store = store
        self.events = events
        self.reminder_minutes = reminder_minutes
        self.tick = tick
        self.clock = clock
        self.poster: Poster | None = None
        self._locks: dict[int, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._loop: asyncio.Task[None] | None = None

    # lifecycle --------------------------------------------------------------------------

    def attach(self, poster: Poster) -> None:
        """Post through `poster` on every knowledge change from now on (once)."""
        if self.poster is None:
            self.events.subscribe(self._changed)
        self.poster = poster

    def start(self, poster: Poster) -> None:
        """`attach`, and look at the clock every tick too (reminders, kick-offs, full
        time by the clock; the first tick at once, so a backlog from while the bot was
        down is summarised). The running bot's; tests evaluate when they choose."""
        self.attach(poster)
        if self._loop is None:
            self._loop = asyncio.create_task(self._every_tick(), name="live-posts")

    async def close(self) -> None:
        self.events.unsubscribe(self._changed)
        tasks = [t for t in (self._loop, *self._tasks) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._loop = None
        self._tasks.clear()

    async def _every_tick(self) -> None:
        while True:
            try:
                await self.evaluate_all()
            except asyncio.CancelledError:
                raise
            except Exception:  # a bug must not stop the live posts for good
                log.exception("live posts: an evaluation failed; trying again next tick")
            await asyncio.sleep(self.tick)

    async def _changed(self, change: KnowledgeChange) -> None:
        """A knowledge changed: evaluate the servers it answers in, as a task."""
        task = asyncio.create_task(self._evaluate_for(change.guild_id), name="live-change")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _evaluate_for(self, guild_id: int | None) -> None:
        try:
            if guild_id is None:
                await self.evaluate_all()
            else:
                await self.evaluate(guild_id)
        except Exception:
            log.exception("live posts: evaluating a change failed")

    # evaluating ---------------------------------------------------------------------------

    async def evaluate_all(self) -> list[LivePost]:
        """Evaluate every server with a live channel that this process can post in."""
        try:
            guilds = await self.store.guilds_with_setting(LIVE_CHANNEL.key)
        except StoreError as exc:
            log.warning("live posts: the store is unavailable (%s); next tick", exc)
            return []
        posts: list[LivePost] = []
        for guild_id in guilds:
            posts += await self.evaluate(guild_id)
        return posts

    async def evaluate(self, guild_id: int) -> list[LivePost]:
        """Post what is new for this server since it was last evaluated (here or in any
        process); the posts handed to the poster."""
        if self.poster is None or not self.poster.reachable(guild_id):
            return []
        lock = self._locks.setdefault(guild_id, asyncio.Lock())
        async with lock:
            try:
                posts = await self._evaluate(guild_id)
            except StoreError as exc:
                log.warning("live posts: server %s not evaluated (%s)", guild_id, exc)
                return []
        for post in posts:
            self.poster.send(post)
        return posts

    async def _evaluate(self, guild_id: int) -> list[LivePost]:
        channel = await self.config.get(guild_id, LIVE_CHANNEL)
        due = await self.due(guild_id) if channel else None
        if due is None:
            return []
        t, by_match = due
        posted = await self.store.live_posted(guild_id, channel)
        new = [e for events in by_match.values() for e in events if e.key not in posted]
        withdrawn = [
            key
            for match_id, events in by_match.items()
            for key in posted
            if key.startswith(goal_prefix(match_id)) and key not in {e.key for e in events}
        ]
        if not new and not withdrawn:
            return []
        won = set(await self.store.claim_live_posts(guild_id, channel, [e.key for e in new]))
        gone = await self.store.unclaim_live_posts(guild_id, channel, withdrawn)
        fresh = [e for e in new if e.key in won]
        return await self._posts(guild_id, channel, t, fresh, gone)

    async def due(self, guild_id: int) -> tuple[Tournament, dict[str, list[LiveEvent]]] | None:
        """The server's knowledge's tournament and each followed match's due events
        (matches outside their live window left out); None when nothing is due."""
        teams = await self.config.get(guild_id, LIVE_TEAMS)
        ids = await self.config.get(guild_id, LIVE_MATCHES)
        if not teams and not ids:
            return None
        engine = await self.knowledge.engine_for(guild_id)
        t = engine.knowledge.tournament
        if t is None:
            return None
        now = self.clock()
        k = engine.knowledge
        by_match = {
            m.id: _with_cards(due_events(t, m, now, self.reminder_minutes), k, m)
            for m in t.matches
            if m.id in ids or teams.intersection(m.teams)
        }
        by_match = {k: v for k, v in by_match.items() if v}
        return (t, by_match) if by_match else None

    async def _posts(
        self,
        guild_id: int,
        channel: int,
        t: Tournament,
        fresh: list[LiveEvent],
        gone: list[str],
    ) -> list[LivePost]:
        matches = {m.id: m for m in t.matches}
        corrected = list(dict.fromkeys(k.split(":")[1] for k in gone if k.count(":") >= 3))
        corrected = [k for k in corrected if k in matches]
        posts = [
            LivePost(
                guild_id,
                channel,
                "correction",
                t,
                (matches[k],),
                tuple(e for e in fresh if e.match_id == k),
            )
            for k in corrected
        ]
        rest = [e for e in fresh if e.match_id not in corrected]
        if len(rest) > BATCH:
            shown = tuple(matches[k] for k in dict.fromkeys(e.match_id for e in rest))
            return [*posts, LivePost(guild_id, channel, "summary", t, shown, tuple(rest))]
        role = await self.config.get(guild_id, LIVE_ROLE)
        threads = await self.config.get(guild_id, LIVE_THREADS)
        for e in rest:
            mention = role if e.kind in MENTIONED else 0
            thread = threads and e.kind == "kickoff"
            match = (matches[e.match_id],)
            posts.append(LivePost(guild_id, channel, "event", t, match, (e,), mention, thread))
        return posts

    # what moderators change --------------------------------------------------------------

    async def mark_seen(self, guild_id: int) -> None:
        """Record what is due now as posted, without posting it: a team followed, or a
        channel chosen, mid-match starts with the next event, not a replay."""
        channel = await self.config.get(guild_id, LIVE_CHANNEL)
        due = await self.due(guild_id) if channel else None
        if due is not None:
            keys = [e.key for events in due[1].values() for e in events]
            await self.store.claim_live_posts(guild_id, channel, keys)

    async def follow(
        self, guild_id: int, teams: Iterable[str], matches: Iterable[str], actor: str
    ) -> None:
        """Follow these teams and matches too (what is due now is not replayed)."""
        await self._mark_others_seen(guild_id)
        for setting, more in ((LIVE_TEAMS, set(teams)), (LIVE_MATCHES, set(matches))):
            if more:
                current = await self.config.get(guild_id, setting)
                await self.config.set(guild_id, setting, current | more, actor)
        await self.mark_seen(guild_id)

    async def _mark_others_seen(self, guild_id: int) -> None:
        """Post what is already due for what the server followed before, first: marking
        everything seen must not swallow a goal that is waiting for the next tick."""
        await self.evaluate(guild_id)

    async def unfollow(
        self, guild_id: int, teams: Iterable[str], matches: Iterable[str], actor: str
    ) -> None:
        for setting, less in ((LIVE_TEAMS, set(teams)), (LIVE_MATCHES, set(matches))):
            if less:
                current = await self.config.get(guild_id, setting)
                await self.config.set(guild_id, setting, current - less or None, actor)

    async def set_channel(
        self, guild_id: int, channel_id: int, actor: str, by: int | None = None
    ) -> None:
        """Posts go to `channel_id`; `by` (a moderator's user id) is told if they fail."""
        await self.config.set(guild_id, LIVE_CHANNEL, channel_id, actor)
        if by is not None:
            await self.config.set(guild_id, LIVE_CHANNEL_BY, by, actor)
        await self.mark_seen(guild_id)

    # match threads -------------------------------------------------------------------------

    async def remember_thread(self, guild_id: int, thread_id: int, match_id: str) -> None:
        """Questions in this thread mean this match (the newest THREADS_KEPT are kept)."""
        known = await self.config.get(guild_id, LIVE_THREAD_MATCHES)
        threads = {**known}
        threads[str(thread_id)] = match_id
        kept = dict(sorted(threads.items(), key=lambda kv: int(kv[0]))[-THREADS_KEPT:])
        await self.config.set(guild_id, LIVE_THREAD_MATCHES, kept, "live")

    async def thread_match(self, guild_id: int | None, channel_id: int) -> str | None:
        """The match a live thread means (None: not one of them)."""
        if guild_id is None:
            return None
        return (await self.config.get(guild_id, LIVE_THREAD_MATCHES)).get(str(channel_id))


def _with_cards(events: list[LiveEvent], k: Knowledge, m: Match) -> list[LiveEvent]:
    """A started match's events with the red cards its report holds, in match order."""
    if not any(e.kind == "kickoff" for e in events):
        return events
    return sorted([*events, *red_card_events(k, m)], key=lambda e: e.order)
