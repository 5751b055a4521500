"""Questions in plain words: mentions, DMs, answer channels, and /ask.

A mention or a DM is someone talking to the bot, so it always gets a reply (an answer,
suggestions or a decline). In an answer channel nobody addressed the bot, so it listens
only to what reads as a question in any language it knows (the engine's
`looks_like_question`: "who won", "quien gano el partido", anything with "?"), speaks only
when it is sure (band "answer") and stays silent otherwise, rather than answering chatter
with noise.
"""

from __future__ import annotations

import contextlib
import logging
import re
import time
from collections.abc import Hashable

import discord
from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown, escape_mentions

from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.delivery import failure_reason, reply_permissions, where
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_text
from bot.adapters.discord.matches import match_label
from bot.adapters.discord.suggestions import SuggestionView
from bot.engine import Lang, Reply, looks_like_question
from bot.service import Way, valid_text

log = logging.getLogger(__name__)

THROTTLED_REACTION = "\N{HOURGLASS WITH FLOWING SAND}"
EMPTY_MENTION = "Hi! Ask me about the match, e.g. \u201cwho scored the winner?\u201d, or try /help."
ECHO_CHARS = 300
_RAW_MENTION = re.compile(r"<(?:@[!&]?|#)\d+>")


def strip_mentions(content: str, *ids: int) -> str:
    """Remove mentions of the bot (user or its managed role); other mention markup too,
    since ids mean nothing to the engine."""
    for snowflake in ids:
        content = re.sub(rf"<@[!&]?{snowflake}>", " ", content)
    return " ".join(_RAW_MENTION.sub(" ", content).split())


def conversation_key(guild_id: int | None, channel_id: int, member_id: int) -> Hashable:
    """One conversation per member per channel per server: follow-ups never cross them."""
    return ("member", guild_id, channel_id, member_id)


def message_key(guild_id: int | None, message_id: int) -> Hashable:
    """A bot message's conversation: a reply to it continues that answer's topic."""
    return ("message", guild_id, message_id)


def echo(question: str) -> str:
    """The user's question, quoted back safely: no markdown, no pings, one line."""
    one_line = " ".join(valid_text(question).split())[:ECHO_CHARS]
    return "> " + escape_markdown(escape_mentions(one_line))


class Questions(commands.Cog):
    """The natural-language path, by message or by /ask."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    def _directed(self, message: discord.Message) -> bool:
        if message.guild is None:
            return True
        me = self.bot.user
        if me is not None and any(u.id == me.id for u in message.mentions):
            return True
        replied = message.reference.resolved if message.reference else None
        if isinstance(replied, discord.Message) and me is not None and replied.author.id == me.id:
            return True  # a reply to the bot (even with the ping turned off) is talking to it
        own_role = message.guild.self_role
        return own_role is not None and own_role in message.role_mentions

    async def _in_answer_channel(self, message: discord.Message) -> bool:
        channel = message.channel
        if message.guild is None:
            return False
        ids = await self.bot.answer_channels(message.guild.id)
        return channel.id in ids or getattr(channel, "parent_id", None) in ids

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        me = self.bot.user
        if me is None or message.author.bot or message.webhook_id is not None:
            return  # ourselves, other bots and webhooks (all have author.bot set)
        if self.bot.stopping:
            return  # a clean stop began: the replies in flight finish, no new ones start
        directed = self._directed(message)
        if not directed and not await self._in_answer_channel(message):
            return
        own_role = message.guild.self_role if message.guild else None
        text = strip_mentions(message.content, me.id, *([own_role.id] if own_role else []))
        if not directed and not looks_like_question(text):
            return
        if directed and not text:
            await self._send(message, EMPTY_MENTION)
            return
        if directed and not await self._allowed(message):
            return
        if not directed and not self.bot.throttle.hear(
            message.author.id, message.created_at.timestamp()
        ):
            self.bot.service.metrics.throttled("channel")
            return  # chatter beyond the member's window: not asked, so not recorded either
        way: Way = "dm" if message.guild is None else "mention" if directed else "channel"
        guild_id = message.guild.id if message.guild else None
        replied = message.reference.message_id if message.reference else None
        reply = await self._ask(
            text,
            way,
            conversation_key(guild_id, message.channel.id, message.author.id),
            follows=message_key(guild_id, replied) if replied is not None else None,
            guild_id=guild_id,
            asker=message.author.id,
            channel_id=message.channel.id,
        )
        # Undirected: only a confident answer is worth a message, and only that is charged.
        if not directed and (reply.band != "answer" or not await self._allowed(message)):
            return
        await self._send_reply(message, reply)

    async def _ask(
        self,
        question: str,
        way: Way,
        conversation: Hashable,
        follows: Hashable | None = None,
        *,
        guild_id: int | None = None,
        asker: Hashable | None = None,
        lang: Lang | None = None,
        channel_id: int = 0,
    ) -> Reply:
        """Ask the service in the member's conversation, and count the question and its
        time for the metrics. In a live match thread a question means that match."""
        start = time.perf_counter()
        match = await self.bot.service.live_posts.thread_match(guild_id, channel_id)
        reply = await self.bot.service.answers.ask(
            question,
            conversation,
            follows=follows,
            guild_id=guild_id,
            asker=asker,
            lang=lang,
            match=match,
        )
        self.bot.service.metrics.question(way, reply.band, time.perf_counter() - start)
        return reply

    async def _allowed(self, message: discord.Message) -> bool:
        """Charge the rate limit; when refused, at most one quiet reaction per window."""
        now = message.created_at.timestamp()
        verdict = self.bot.throttle.hit(message.author.id, message.channel.id, now)
        if verdict.allowed:
            return True
        log.debug("throttled user %s in channel %s", message.author.id, message.channel.id)
        way: Way = (
            "dm" if message.guild is None else "mention" if self._directed(message) else "channel"
        )
        self.bot.service.metrics.throttled(way)
        if verdict.first_refusal and self._directed(message):  # one per channel per window
            # No permission to react? Staying silent is fine too.
            with contextlib.suppress(discord.HTTPException):
                await message.add_reaction(THROTTLED_REACTION)
        return False

    async def _send_reply(self, message: discord.Message, reply: Reply) -> None:
        if reply.suggestions:  # "did you mean", or what to ask instead of a decline
            view = SuggestionView(message.author.id, reply.question, reply.suggestions, message)
            sent = view.message = await self._send(message, reply.text, view)
        else:
            sent = await self._send(message, reply.text)
        if sent is not None:  # a reply to this answer, by anyone, continues its topic
            guild_id = message.guild.id if message.guild else None
            self.bot.service.answers.remember(message_key(guild_id, sent.id), reply)

    async def _send(
        self, message: discord.Message, text: str, view: discord.ui.View | None = None
    ) -> discord.Message | None:
        """Reply; a failed send is logged once and never stops the next question."""
        try:
            # No link previews: a URL from the question or the knowledge stays plain text.
            if view is None:
                return await message.reply(
                    fit_text(text), mention_author=False, suppress_embeds=True
                )
            return await message.reply(
                fit_text(text), view=view, mention_author=False, suppress_embeds=True
            )
        except discord.HTTPException as exc:
            channel = message.channel
            reason = failure_reason(channel, exc, reply_permissions(channel))
            log.warning("could not reply in %s: %s", where(channel), reason)
            self.bot.service.metrics.send_failed(exc.status)
            return None

    @app_commands.command(name="ask", description="Ask a question about the match in plain words")
    @app_commands.describe(question="For example: who scored the winner?")
    @throttled()
    async def ask(
        self, interaction: Interaction, question: app_commands.Range[str, 1, 500]
    ) -> None:
        guild_id = interaction.guild.id if interaction.guild else None
        channel_id = interaction.channel_id or 0
        key = conversation_key(guild_id, channel_id, interaction.user.id)
        # shares the member's conversation; the client's language is the answer's
        reply = await self._ask(
            question,
            "slash",
            key,
            guild_id=guild_id,
            asker=interaction.user.id,
            lang=lang_of(interaction.locale),
            channel_id=channel_id,
        )
        engine = await self.bot.service.knowledge.engine_for(guild_id)
        title = match_label(engine, reply.match, lang_of(interaction.locale))
        head = f"**{escape_markdown(title)}**\n" if title else ""  # the match it is about
        text = fit_text(f"{head}{echo(question)}\n{reply.text}")
        if reply.suggestions:  # a decline's stay ephemeral, as the decline does
            view = SuggestionView(interaction.user.id, reply.question, reply.suggestions)
            await interaction.response.send_message(
                text, view=view, ephemeral=reply.band == "decline", suppress_embeds=True
            )
            view.message = await interaction.original_response()
        else:
            await interaction.response.send_message(
                text, ephemeral=reply.band == "decline", suppress_embeds=True
            )
            if reply.band == "answer":  # a reply to this answer, by anyone, continues it
                with contextlib.suppress(discord.HTTPException):
                    sent = await interaction.original_response()
                    self.bot.service.answers.remember(message_key(guild_id, sent.id), reply)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Questions(bot))
