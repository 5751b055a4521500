"""/config: a server's answer channels, moderator roles, current match and games' points,
set from Discord.

ANSWER_CHANNEL_IDS and MODERATOR_ROLE_IDS stay the defaults; once a server sets its own
list, that list is used there (and only there). /config match picks the match this
server's commands mean when they name none (or follows the latest played match). Moderators
only, ephemeral, audited.
"""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.autocomplete import cut_typed
from bot.adapters.discord.checks import moderator_only
from bot.adapters.discord.client import Interaction, MatchBot, actor
from bot.adapters.discord.embeds import label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_text
from bot.adapters.discord.matches import PICKER_CACHE, match_choices, server_match, shown
from bot.engine import language
from bot.knowledge import fold, zone_name, zone_names
from bot.service import (
    ANSWER_CHANNELS,
    COMPETITION,
    CURRENT_MATCH,
    GUILD_SETTINGS,
    LATEST_PLAYED,
    MAX_GAME_POINTS,
    MODERATOR_ROLES,
    PREDICTION_EXACT_POINTS,
    PREDICTION_KNOCKOUT,
    PREDICTION_RESULT_POINTS,
    QUIZ_SCORING,
    TIMEZONE,
    GuildSetting,
)

Action = Literal["add", "remove"]
MAX_CHOICES = 25  # Discord's limit for an autocomplete's choices


def zones_like(typed: str) -> list[str]:
    """The zone names holding what was typed (any case; "madrid", "europe/"), those
    starting with it first; nothing typed: UTC and the first others."""
    wanted = fold(cut_typed(typed)).replace(" ", "_")
    if not wanted:
        return ["UTC", *[z for z in zone_names() if z != "UTC"][: MAX_CHOICES - 1]]
    found = [z for z in zone_names() if wanted in z.casefold()]
    found.sort(key=lambda z: (not z.casefold().startswith(wanted), z))
    return found[:MAX_CHOICES]


def _mentions(ids: frozenset[int], kind: str) -> str:
    sigil = "#" if kind == "channel" else "@&"
    return ", ".join(f"<{sigil}{i}>" for i in sorted(ids)) or "none"


# Hidden from members (Manage Server sees it; a role can be let in under Integrations),
# and checked again at run time by `moderator_only` on each sub-command.
@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class Config(commands.GroupCog, group_name="config"):
    """This server's settings (moderators)."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        super().__init__()

    async def _show(self, guild_id: int) -> str:
        config = self.bot.service.config
        channels = await config.own(guild_id, ANSWER_CHANNELS)
        roles = await config.own(guild_id, MODERATOR_ROLES)
        zone = await config.own(guild_id, TIMEZONE)
        zone_now: str = await config.get(guild_id, TIMEZONE)
        default = " (the default)"
        return (
            f"Answer channels: {_mentions(await self.bot.answer_channels(guild_id), 'channel')}"
            f"{default if channels is None else ''}\n"
            f"Moderator roles: {_mentions(await self.bot.moderator_roles(guild_id), 'role')}"
            f"{default if roles is None else ''} (Manage Server always counts)\n"
            f"Time zone: {zone_now}{default if zone is None else ''}"
        )

    async def _change(
        self,
        interaction: Interaction,
        setting: GuildSetting[frozenset[int]],
        target: int,
        action: Action,
    ) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        config = self.bot.service.config
        current = await config.get(guild_id, setting)
        wanted = current | {target} if action == "add" else current - {target}
        await config.set(guild_id, setting, wanted, actor(interaction))
        await interaction.response.send_message(
            fit_text("Saved for this server.\n" + await self._show(guild_id)), ephemeral=True
        )

    @app_commands.command(name="show", description="This server's answer channels and mod roles")
    @moderator_only()
    async def show(self, interaction: Interaction) -> None:
        assert interaction.guild_id is not None
        await interaction.response.send_message(
            await self._show(interaction.guild_id), ephemeral=True
        )

    @app_commands.command(
        name="answer-channel", description="Answer questions in a channel without a mention"
    )
    @app_commands.describe(channel="The channel", action="add or remove it")
    @moderator_only()
    async def answer_channel(
        self, interaction: Interaction, channel: discord.TextChannel, action: Action = "add"
    ) -> None:
        await self._change(interaction, ANSWER_CHANNELS, channel.id, action)

    @app_commands.command(
        name="moderator-role", description="A role that may manage this server's knowledge"
    )
    @app_commands.describe(role="The role", action="add or remove it")
    @moderator_only()
    async def moderator_role(
        self, interaction: Interaction, role: discord.Role, action: Action = "add"
    ) -> None:
        await self._change(interaction, MODERATOR_ROLES, role.id, action)

    @app_commands.command(
        name="match", description="The match this server's commands mean when they name none"
    )
    @app_commands.describe(
        match="A match of the tournament (start typing); leave empty for the default",
        latest="Follow the latest played match instead",
    )
    @moderator_only()
    async def match(
        self, interaction: Interaction, match: str | None = None, latest: bool = False
    ) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        lang = lang_of(interaction.locale)
        engine = await self.bot.service.knowledge.engine_for(guild_id)
        t = engine.knowledge.tournament
        config = self.bot.service.config
        if t is None and (latest or match):
            text = label(
                "This server's knowledge is a single match ({title}): there is no other "
                "match to name.",
                lang,
                title=engine.title_in(lang),
            )
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        if latest:
            await config.set(guild_id, CURRENT_MATCH, LATEST_PLAYED, actor(interaction))
        elif match:
            assert t is not None
            found = (await PICKER_CACHE.built(engine, t)).find_match(match, lang)
            if found is None:
                text = label(
                    "No match of {name} fits '{typed}'.",
                    lang,
                    name=t.tr("name", lang),
                    typed=shown(match),
                )
                await interaction.response.send_message(fit_text(text), ephemeral=True)
                return
            await config.set(guild_id, CURRENT_MATCH, found.id, actor(interaction))
        else:
            await config.set(guild_id, CURRENT_MATCH, None, actor(interaction))
        await interaction.response.send_message(
            fit_text(await self._current(guild_id, lang)), ephemeral=True
        )

    @match.autocomplete("match")
    async def match_match(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await match_choices(self.bot, interaction, current)

    async def _current(self, guild_id: int, lang: str) -> str:
        """'This server's current match: ...', saying how it was chosen."""
        engine = await self.bot.service.knowledge.engine_for(guild_id)
        t = engine.knowledge.tournament
        m = await server_match(self.bot, engine, guild_id)
        own = await self.bot.service.config.own(guild_id, CURRENT_MATCH)
        name = PICKER_CACHE.of(engine, t).label(m, lang) if t and m else engine.title_in(lang)
        how = (
            label("following the latest played match", lang)
            if own == LATEST_PLAYED
            else label("chosen for this server", lang)
            if own
            else label("the knowledge's own", lang)
        )
        return label("This server's current match: {name} ({how}).", lang, name=name, how=how)

    @app_commands.command(
        name="timezone", description="The time zone answers give kick-off times in"
    )
    @app_commands.describe(zone="An IANA zone, e.g. Europe/Madrid (start typing); empty: UTC")
    @moderator_only()
    async def timezone(self, interaction: Interaction, zone: str | None = None) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        lang = lang_of(interaction.locale)
        config = self.bot.service.config
        if zone is None or not zone.strip():
            await config.set(guild_id, TIMEZONE, None, actor(interaction))
        elif (found := zone_name(zone)) is None:
            text = label(
                "'{typed}' is not a time zone I know: pick one from the list, such as "
                "Europe/Madrid, America/Mexico_City or UTC.",
                lang,
                typed=shown(zone),
            )
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        else:
            await config.set(guild_id, TIMEZONE, found, actor(interaction))
        now = await config.get(guild_id, TIMEZONE)
        text = label("Kick-off times here are given in {zone}.", lang, zone=now)
        await interaction.response.send_message(fit_text(text), ephemeral=True)

    @timezone.autocomplete("zone")
    async def timezone_zone(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        found = await self.bot.autocomplete.run(interaction, lambda: zones_like(current))
        return [app_commands.Choice(name=z, value=z) for z in found]

    @app_commands.command(
        name="competition", description="The competition questions mean when they name none"
    )
    @app_commands.describe(
        competition="One of this server's knowledge's competitions (start typing); empty: "
        "the knowledge's own default"
    )
    @moderator_only()
    async def competition(self, interaction: Interaction, competition: str | None = None) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        lang = lang_of(interaction.locale)
        config = self.bot.service.config
        held = await self._competitions(guild_id, lang)
        if competition is None or not competition.strip():
            await config.set(guild_id, COMPETITION, None, actor(interaction))
        else:
            typed = fold(cut_typed(competition))
            found = next((i for i, name in held if typed in (fold(i), fold(name))), None)
            if found is None:
                text = label(
                    "No competition of this server's knowledge fits '{typed}'. It holds: {names}.",
                    lang,
                    typed=shown(competition),
                    names=", ".join(name for _, name in held) or "-",
                )
                await interaction.response.send_message(fit_text(text), ephemeral=True)
                return
            await config.set(guild_id, COMPETITION, found, actor(interaction))
        own = await config.get(guild_id, COMPETITION)
        names = dict(held)
        chosen = names.get(own) if own else None
        text = (
            # the competition's article agrees with its name ("sobre la Liga de Campeones")
            language(lang).agree(
                label("Questions naming no competition here mean the {name}.", lang, name=chosen),
                chosen,
            )
            if chosen
            else label(
                "Questions naming no competition here mean the knowledge's own default{name}.",
                lang,
                name=f" ({held[0][1]})" if held else "",
            )
        )
        await interaction.response.send_message(fit_text(text), ephemeral=True)

    @competition.autocomplete("competition")
    async def competition_competition(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        assert interaction.guild_id is not None
        held = await self._competitions(interaction.guild_id, lang_of(interaction.locale))
        typed = fold(cut_typed(current))
        return [
            app_commands.Choice(name=name[:100], value=i)
            for i, name in held
            if not typed or typed in fold(name) or typed in i
        ][:MAX_CHOICES]

    async def _competitions(self, guild_id: int, lang: str) -> list[tuple[str, str]]:
        """(tournament id, name) of each competition this server's knowledge holds, its
        default first."""
        engine = await self.bot.service.knowledge.engine_for(guild_id)
        held = []
        for i in engine.competitions.ids:
            one = engine.competitions.engines.get(i, engine)
            t = one.knowledge.tournament
            if t is not None:
                held.append((i, str(t.tr("name", lang))))
        return held

    @app_commands.command(
        name="predictions", description="Points for score predictions and the knockout rule"
    )
    @app_commands.describe(
        exact="Points for the exact score (0-10; 3 by default)",
        result="Points for the right result (0-10; 1 by default)",
        knockout="Which score settles a knockout match",
    )
    @app_commands.choices(
        knockout=[
            app_commands.Choice(name="after 90 minutes", value="90"),
            app_commands.Choice(name="after extra time", value="120"),
        ]
    )
    @moderator_only()
    async def predictions(
        self,
        interaction: Interaction,
        exact: app_commands.Range[int, 0, MAX_GAME_POINTS] | None = None,
        result: app_commands.Range[int, 0, MAX_GAME_POINTS] | None = None,
        knockout: Literal["90", "120"] | None = None,
    ) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        config, who = self.bot.service.config, actor(interaction)
        changes = [(PREDICTION_EXACT_POINTS, exact), (PREDICTION_RESULT_POINTS, result)]
        for setting, value in changes:
            if value is not None:
                await config.set(guild_id, setting, max(0, min(value, MAX_GAME_POINTS)), who)
        if knockout in ("90", "120"):
            await config.set(guild_id, PREDICTION_KNOCKOUT, knockout, who)
        await self._rescore(guild_id)
        rules = await self.bot.service.predictions.rules(guild_id)
        lang = lang_of(interaction.locale)
        text = label(
            "Predictions here: exact score {exact} pts, right result {result} pts; a "
            "knockout match is settled {rule}. Settled matches were scored again.",
            lang,
            exact=str(rules.exact),
            result=str(rules.result),
            rule=label("after 90 minutes" if rules.knockout == "90" else "after extra time", lang),
        )
        await interaction.response.send_message(fit_text(text), ephemeral=True)

    async def _rescore(self, guild_id: int) -> None:
        """Settled predictions scored again by this server's rules as they now are."""
        engine = await self.bot.service.knowledge.engine_for(guild_id)
        await self.bot.service.predictions.settle(guild_id, engine.knowledge.tournament)

    @app_commands.command(name="quiz", description="Who gets a quiz question's point")
    @app_commands.describe(
        scoring="Everyone who answers right, or the first one only (empty: show the setting)"
    )
    @app_commands.choices(
        scoring=[
            app_commands.Choice(name="everyone right", value="all"),
            app_commands.Choice(name="first right only", value="first"),
        ]
    )
    @moderator_only()
    async def quiz(
        self, interaction: Interaction, scoring: Literal["all", "first"] | None = None
    ) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        if scoring in ("all", "first"):
            await self.bot.service.config.set(guild_id, QUIZ_SCORING, scoring, actor(interaction))
        lang = lang_of(interaction.locale)
        now = await self.bot.service.config.get(guild_id, QUIZ_SCORING)
        text = label(
            "Quiz points here go to the first right answer only."
            if now == "first"
            else "Quiz points here go to everyone who answers right.",
            lang,
        )
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="defaults", description="Back to the bot's default settings")
    @moderator_only()
    async def defaults(self, interaction: Interaction) -> None:
        guild_id = interaction.guild_id
        assert guild_id is not None
        for setting in GUILD_SETTINGS:
            await self.bot.service.config.set(guild_id, setting, None, actor(interaction))
        await self._rescore(guild_id)
        await interaction.response.send_message(
            fit_text("Back to the defaults.\n" + await self._show(guild_id)), ephemeral=True
        )


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Config(bot))
