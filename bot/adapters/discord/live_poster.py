"""Sending live posts to Discord: one queue and one sender per channel, so a burst waits
its turn in the background and never delays an answer or another server.

What is queued for a channel when its sender gets to it goes out together: up to ten
embeds in one message within Discord's 6,000 characters (discord.py waits out the
per-channel rate limits). The role a server chose is mentioned on kick-off and full-time
posts only, with `allowed_mentions` allowing that role alone (never @everyone or users).
A channel the bot may not post in is logged and audited once, told once by DM to the
moderator who set it, and shown in /live list, until a post there works again.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from typing import TYPE_CHECKING

import discord

from bot.adapters.discord.embeds import label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import TOTAL, clip
from bot.adapters.discord.live_cards import (
    PICTURE,
    full_time_picture,
    post_embed,
    score_text,
    wants_picture,
)
from bot.engine import Lang
from bot.service import LIVE_CHANNEL_BY, LivePost

if TYPE_CHECKING:
    from bot.adapters.discord.client import MatchBot

log = logging.getLogger(__name__)

EMBEDS = 10  # per message (Discord's limit)
QUEUE = 200  # posts waiting per channel; past it the oldest are dropped (and logged)
NEEDED = ("send_messages", "embed_links", "attach_files")


def missing_permissions(channel: discord.abc.GuildChannel, me: discord.Member) -> list[str]:
    """What the bot lacks to post there ('Send Messages', ...); threads count when on."""
    perms = channel.permissions_for(me)
    names = {
        "view_channel": "View Channel",
        "send_messages": "Send Messages",
        "embed_links": "Embed Links",
        "attach_files": "Attach Files",
        "create_public_threads": "Create Threads",
    }
    return [shown for flag, shown in names.items() if not getattr(perms, flag)]


class DiscordPoster:
    """The LivePosts service's poster for this bot."""

    def __init__(self, bot: MatchBot, reminder_minutes: int) -> None:
        self.bot = bot
        self.reminder_minutes = reminder_minutes
        self._queues: dict[int, asyncio.Queue[LivePost]] = {}
        self._senders: dict[int, asyncio.Task[None]] = {}
        self.failing: dict[int, str] = {}  # channel id -> why posting there failed
        self.sent = 0  # messages sent (tests and the benchmark read it)

    def reachable(self, guild_id: int) -> bool:
        return self.bot.get_guild(guild_id) is not None

    def send(self, post: LivePost) -> None:
        queue = self._queues.setdefault(post.channel_id, asyncio.Queue())
        if queue.qsize() >= QUEUE:
            queue.get_nowait()
            log.warning(
                "live posts: channel %s is far behind; oldest post dropped", post.channel_id
            )
        queue.put_nowait(post)
        sender = self._senders.get(post.channel_id)
        if sender is None or sender.done():
            self._senders[post.channel_id] = asyncio.create_task(
                self._drain(post.channel_id), name=f"live-posts-{post.channel_id}"
            )

    async def close(self) -> None:
        for task in self._senders.values():
            task.cancel()
        for task in self._senders.values():
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._senders.clear()

    async def idle(self) -> None:
        """Wait until every queue is sent (tests, the benchmark, a clean stop)."""
        while any(not q.empty() for q in self._queues.values()) or any(
            not t.done() for t in self._senders.values()
        ):
            await asyncio.sleep(0.02)

    async def _drain(self, channel_id: int) -> None:
        queue = self._queues[channel_id]
        while not queue.empty():
            batch = [queue.get_nowait()]
            while not queue.empty() and len(batch) < EMBEDS:
                batch.append(queue.get_nowait())
            try:
                await self._send(channel_id, batch)
            except Exception:  # one bad post never stops the channel's sender
                log.exception("live posts: sending to channel %s failed", channel_id)

    async def _send(self, channel_id: int, batch: list[LivePost]) -> None:
        channel = self.bot.get_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            await self._failed(batch[0], channel_id, "the channel is gone or not a text channel")
            return
        lang = lang_of(channel.guild.preferred_locale)
        embeds = [post_embed(p, lang, self.reminder_minutes) for p in batch]
        for posts, chunk in _messages(batch, embeds):
            if not await self._message(channel, posts, chunk, lang):
                return

    async def _message(
        self,
        channel: discord.TextChannel,
        posts: list[LivePost],
        embeds: list[discord.Embed],
        lang: Lang,
    ) -> bool:
        """One message of up to ten embeds; False when the channel refused it."""
        files = await self._pictures(posts, lang)
        roles = sorted({p.role_id for p in posts if p.role_id})
        content = " ".join(f"<@&{r}>" for r in roles) or None
        allowed = discord.AllowedMentions(
            everyone=False, users=False, roles=[discord.Object(r) for r in roles]
        )
        try:
            message = await channel.send(
                content=content, embeds=embeds, files=files, allowed_mentions=allowed
            )
        except discord.Forbidden:
            await self._failed(posts[0], channel.id, "missing permissions")
            return False
        except discord.HTTPException as exc:
            log.warning("live posts: channel %s refused a post (HTTP %s)", channel.id, exc.status)
            return False
        self.sent += 1
        if self.failing.pop(channel.id, None) is not None:
            log.info("live posts: channel %s works again", channel.id)
        await self._threads(message, posts, lang)
        return True

    async def _pictures(self, batch: list[LivePost], lang: Lang) -> list[discord.File]:
        """The timeline picture of the batch's first full-time post (one per message)."""
        post = next((p for p in batch if wants_picture(p)), None)
        if post is None:
            return []
        try:
            pic = await asyncio.to_thread(full_time_picture, post, lang)
        except Exception:
            log.exception("live posts: the timeline picture failed; posting without it")
            return []
        return [discord.File(io.BytesIO(pic.png), filename=PICTURE)]

    async def _threads(self, message: discord.Message, batch: list[LivePost], lang: Lang) -> None:
        """A thread per match on a kick-off post, when the server turned threads on."""
        for post in batch:
            if not post.thread:
                continue
            m = post.matches[0]
            name = clip(score_text(post.tournament, m, lang, (0, 0)).replace(" 0-0 ", " v "), 100)
            try:
                thread = await message.create_thread(name=name, auto_archive_duration=1440)
            except discord.HTTPException as exc:
                log.warning("live posts: no thread for %s (HTTP %s)", m.id, exc.status)
                return
            await self.bot.service.live_posts.remember_thread(post.guild_id, thread.id, m.id)
            return  # one thread per message: Discord allows one

    async def _failed(self, post: LivePost, channel_id: int, why: str) -> None:
        """Logged and audited at the first failure of a streak, then kept for /live list."""
        if channel_id in self.failing:
            return
        self.failing[channel_id] = why
        log.warning("live posts: cannot post in channel %s (%s)", channel_id, why)
        detail = f"cannot post in <#{channel_id}>: {why}"
        with contextlib.suppress(Exception):
            await self.bot.service.audit.record(post.guild_id, "live", "live", "failed", detail)
        await self._tell_moderator(post.guild_id, channel_id, why)

    async def _tell_moderator(self, guild_id: int, channel_id: int, why: str) -> None:
        """The moderator who set the channel hears of the first failure once, privately
        (their DMs may be closed: then the audit log and /live list still say it)."""
        try:
            user_id = await self.bot.service.config.get(guild_id, LIVE_CHANNEL_BY)
            if not user_id:
                return
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            guild = self.bot.get_guild(guild_id)
            lang = lang_of(guild.preferred_locale if guild is not None else None)
            text = label(
                "I cannot post live updates in <#{channel}> ({server}): {why}. "
                "Check my permissions there, or choose another channel with /live channel.",
                lang,
                channel=str(channel_id),
                server=guild.name if guild is not None else str(guild_id),
                why=label(why, lang),
            )
            await user.send(clip(text, 1900), allowed_mentions=discord.AllowedMentions.none())
        except Exception as exc:  # DMs closed, user gone: the audit and /live list remain
            log.info("live posts: could not tell the moderator (%s)", type(exc).__name__)


def _messages(
    posts: list[LivePost], embeds: list[discord.Embed]
) -> list[tuple[list[LivePost], list[discord.Embed]]]:
    """Posts grouped into messages of at most ten embeds and 6,000 characters, with at
    most one picture (a full-time post) each."""
    out: list[tuple[list[LivePost], list[discord.Embed]]] = []
    used = TOTAL + 1
    for post, embed in zip(posts, embeds, strict=True):
        size = len(embed)
        last = out[-1] if out else None
        pictured = last is not None and wants_picture(post) and any(map(wants_picture, last[0]))
        if last is None or len(last[1]) >= EMBEDS or used + size > TOTAL or pictured:
            out.append(([], []))
            used = 0
        out[-1][0].append(post)
        out[-1][1].append(embed)
        used += size
    return out
