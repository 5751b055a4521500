"""/live: a server's live posts (moderators): where they go, which teams and matches it
follows, the role mentioned on kick-off and full time, and a thread per match.

Choosing a channel checks the bot's permissions there and says what is missing. Options
are autocompleted in the client's language; anything typed is matched again. Following
mid-match starts with the next event (what is due already is not replayed).
"""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.checks import moderator_only
from bot.adapters.discord.client import Interaction, MatchBot, actor
from bot.adapters.discord.embeds import label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_text
from bot.adapters.discord.live_poster import DiscordPoster, missing_permissions
from bot.adapters.discord.matches import PICKER_CACHE, option_choices, shown
from bot.adapters.discord.pictures import team_name
from bot.engine import Lang
from bot.knowledge import Tournament
from bot.service import LIVE_CHANNEL, LIVE_MATCHES, LIVE_ROLE, LIVE_TEAMS, LIVE_THREADS


def start_live_posts(bot: MatchBot, *, clock: bool = False) -> DiscordPoster:
    """This bot's live posts (made once): the service evaluates on every knowledge
    change, this poster sends; with `clock` (the runner) every tick too."""
    poster = getattr(bot, "live_poster", None)
    if not isinstance(poster, DiscordPoster):
        poster = DiscordPoster(bot, bot.service.live_posts.reminder_minutes)
        bot.live_poster = poster  # type: ignore[attr-defined]
    if clock:
        bot.service.live_posts.start(poster)
    else:
        bot.service.live_posts.attach(poster)
    return poster


MAX_TYPED = 200  # characters of a typed option looked at (a name or a match label)


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class Live(commands.GroupCog, group_name="live"):
    """Kick-off, goal and full-time posts for the teams this server follows (moderators)."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_unload(self) -> None:
        poster = getattr(self.bot, "live_poster", None)
        if isinstance(poster, DiscordPoster):
            await self.bot.service.live_posts.close()
            await poster.close()

    async def _reply(self, interaction: Interaction, text: str) -> None:
        await interaction.response.send_message(fit_text(text), ephemeral=True)

    async def _tournament(self, interaction: Interaction) -> Tournament | None:
        engine = await self.bot.service.knowledge.engine_for(interaction.guild_id)
        t = engine.knowledge.tournament
        if t is None:
            text = label(
                "This server's knowledge is a single match ({title}): there is no "
                "tournament to follow.",
                lang_of(interaction.locale),
                title=engine.title_in(lang_of(interaction.locale)),
            )
            await self._reply(interaction, text)
        return t

    # /live channel ------------------------------------------------------------------------

    @app_commands.command(name="channel", description="Where the live posts go")
    @app_commands.describe(channel="The channel for kick-off, goal and full-time posts")
    @moderator_only()
    async def channel(self, interaction: Interaction, channel: discord.TextChannel) -> None:
        guild = interaction.guild
        assert guild is not None
        lang = lang_of(interaction.locale)
        await self.bot.service.live_posts.set_channel(
            guild.id, channel.id, actor(interaction), by=interaction.user.id
        )
        start_live_posts(self.bot)
        text = label("Live posts go to {channel}.", lang, channel=channel.mention)
        missing = missing_permissions(channel, guild.me) if guild.me else []
        threads = await self.bot.service.config.get(guild.id, LIVE_THREADS)
        if not threads:
            missing = [m for m in missing if m != "Create Threads"]
        if missing:
            text += "\n" + label(
                "I cannot post there yet: I am missing {permissions} in that channel.",
                lang,
                permissions=", ".join(label(m, lang) for m in missing),
            )
        await self._reply(interaction, text)

    # /live follow, /live unfollow ---------------------------------------------------------

    async def _targets(
        self, interaction: Interaction, team: str | None, match: str | None
    ) -> tuple[Tournament, list[str], list[str]] | None:
        """The team and match ids the options name; None after telling what was wrong."""
        lang = lang_of(interaction.locale)
        team, match = (team or "")[:MAX_TYPED], (match or "")[:MAX_TYPED]  # bounded work
        if not team.strip() and not match.strip():
            await self._reply(interaction, label("Name a team or a match.", lang))
            return None
        t = await self._tournament(interaction)
        if t is None:
            return None
        engine = await self.bot.service.knowledge.engine_for(interaction.guild_id)
        picker = PICKER_CACHE.of(engine, t)
        teams: list[str] = []
        matches: list[str] = []
        if team.strip():
            found = t.team(team) if any(x.id == team for x in t.teams) else picker.find_team(team)
            if found is None:
                text = label(
                    "No team '{typed}' in {name}.", lang, typed=shown(team), name=t.tr("name", lang)
                )
                await self._reply(interaction, text)
                return None
            teams.append(found.id)
        if match.strip():
            m = picker.find_match(match, lang)
            if m is None:
                text = label(
                    "No match of {name} fits '{typed}'.",
                    lang,
                    name=t.tr("name", lang),
                    typed=shown(match),
                )
                await self._reply(interaction, text)
                return None
            matches.append(m.id)
        return t, teams, matches

    @app_commands.command(name="follow", description="Post live about a team or a match")
    @app_commands.describe(team="A team (start typing)", match="A match (start typing)")
    @moderator_only()
    async def follow(
        self, interaction: Interaction, team: str | None = None, match: str | None = None
    ) -> None:
        await self._change(interaction, team, match, follow=True)

    @app_commands.command(name="unfollow", description="Stop posting about a team or a match")
    @app_commands.describe(team="A team (start typing)", match="A match (start typing)")
    @moderator_only()
    async def unfollow(
        self, interaction: Interaction, team: str | None = None, match: str | None = None
    ) -> None:
        await self._change(interaction, team, match, follow=False)

    async def _change(
        self, interaction: Interaction, team: str | None, match: str | None, *, follow: bool
    ) -> None:
        """Follow or unfollow what the options name, then show what the server follows."""
        found = await self._targets(interaction, team, match)
        if found is None:
            return
        guild_id = interaction.guild_id
        assert guild_id is not None
        _, teams, matches = found
        live = self.bot.service.live_posts
        change = live.follow if follow else live.unfollow
        await change(guild_id, teams, matches, actor(interaction))
        await self._reply(interaction, await self._summary(guild_id, lang_of(interaction.locale)))

    @follow.autocomplete("team")
    @unfollow.autocomplete("team")
    async def team_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await option_choices(
            self.bot, interaction, lambda picker, lang: picker.team_choices(current, lang)
        )

    @follow.autocomplete("match")
    @unfollow.autocomplete("match")
    async def match_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await option_choices(
            self.bot,
            interaction,
            lambda picker, lang: ((c.label, c.id) for c in picker.choices(current, lang)),
        )

    # /live role, /live threads, /live list ------------------------------------------------

    @app_commands.command(name="role", description="A role mentioned on kick-off and full time")
    @app_commands.describe(role="The role (leave empty for none)")
    @moderator_only()
    async def role(self, interaction: Interaction, role: discord.Role | None = None) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        lang = lang_of(interaction.locale)
        if role is not None and role.is_default():  # @everyone is never mentioned
            await self._reply(interaction, label("The role cannot be @everyone.", lang))
            return
        value = role.id if role is not None else None
        await self.bot.service.config.set(guild_id, LIVE_ROLE, value, actor(interaction))
        await self._reply(interaction, await self._summary(guild_id, lang))

    @app_commands.command(name="threads", description="A thread for each followed match")
    @app_commands.describe(mode="on or off")
    @moderator_only()
    async def threads(self, interaction: Interaction, mode: Literal["on", "off"]) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        value = True if mode == "on" else None
        await self.bot.service.config.set(guild_id, LIVE_THREADS, value, actor(interaction))
        await self._reply(interaction, await self._summary(guild_id, lang_of(interaction.locale)))

    @app_commands.command(name="list", description="What this server follows, and where")
    @moderator_only()
    async def list_(self, interaction: Interaction) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        await self._reply(interaction, await self._summary(guild_id, lang_of(interaction.locale)))

    async def _summary(self, guild_id: int, lang: Lang) -> str:
        config = self.bot.service.config
        channel = await config.get(guild_id, LIVE_CHANNEL)
        role = await config.get(guild_id, LIVE_ROLE)
        engine = await self.bot.service.knowledge.engine_for(guild_id)
        t = engine.knowledge.tournament
        followed = await config.get(guild_id, LIVE_TEAMS)
        teams = sorted(followed)
        chosen = await config.get(guild_id, LIVE_MATCHES)
        ids = sorted(chosen)
        none = label("none", lang)
        team_names = [team_name(t, x, lang) if t else x for x in teams]
        known = {m.id for m in t.matches} if t else set()
        picker = PICKER_CACHE.of(engine, t) if t else None
        match_names = [
            picker.label(t.match(x), lang) if picker and t and x in known else x for x in ids
        ]
        lines = [
            label("Live channel: {channel}", lang, channel=f"<#{channel}>" if channel else none),
            label("Teams followed: {teams}", lang, teams=", ".join(team_names) or none),
            label("Matches followed: {matches}", lang, matches="; ".join(match_names) or none),
            label("Role mentioned: {role}", lang, role=f"<@&{role}>" if role else none),
            label(
                "Match threads: {mode}",
                lang,
                mode=label("on", lang)
                if await config.get(guild_id, LIVE_THREADS)
                else label("off", lang),
            ),
        ]
        poster = getattr(self.bot, "live_poster", None)
        failing = poster.failing.get(channel) if isinstance(poster, DiscordPoster) else None
        if failing:
            lines.append(
                label("The last post there failed: {why}.", lang, why=label(failing, lang))
            )
        return "\n".join(lines)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Live(bot))
