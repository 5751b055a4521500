"""The tournament: /table (a group's table, as a picture and as text), /scorers, /bracket
(the knockout rounds, as a picture and as text) and /team (a team's path and results).

Each reads the tournament of the knowledge answering in this server; a server whose
knowledge is a single match is told so. Options are autocompleted, but anything typed is
read back and, when it names nothing, answered with what there is to choose from.
"""

from __future__ import annotations

import asyncio
import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord import tournament_cards as cards
from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.embeds import label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_text
from bot.adapters.discord.matches import PICKER_CACHE, option_choices, shown
from bot.adapters.discord.pictures import PictureCache, bracket_picture, bracket_rounds, headers
from bot.adapters.pictures import MAX_ROWS, Picture, PictureTooBig, first_drawn, render_table
from bot.engine import BRACKET_STAGES, Engine, TournamentFacts, group_label
from bot.knowledge import Tournament


def facts(engine: Engine) -> TournamentFacts:
    """The tournament's facts the engine built once (tables, scorers, records): the cards
    show what the answers say, tie-break order included."""
    found = engine.facts.tournament
    assert found is not None  # only asked where the knowledge holds a tournament
    return found


def picture_file(png: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=name)


class TournamentCog(commands.Cog, name="Tournament"):
    """Group tables, scorers, the bracket and each team's path."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        self.pictures = PictureCache()
        self.pickers = PICKER_CACHE

    async def engine(self, interaction: Interaction) -> Engine:
        return await self.bot.service.knowledge.engine_for(interaction.guild_id)

    async def tournament(self, interaction: Interaction) -> tuple[Engine, Tournament] | None:
        """This server's tournament; without one, says so and returns None."""
        engine = await self.engine(interaction)
        t = engine.knowledge.tournament
        if t is None:
            text = label(
                "This server's knowledge is a single match ({title}), with no tournament "
                "to show. A moderator can upload a tournament (Football.JSON imported "
                "with `python -m bot import football-json`).",
                lang_of(interaction.locale),
                title=engine.title_in(lang_of(interaction.locale)),
            )
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return None
        return engine, t

    # /table ------------------------------------------------------------------------------

    @app_commands.command(name="table", description="A group's table, counted from the results")
    @app_commands.describe(group="The group: its letter or name (start typing)")
    @throttled()
    async def table(self, interaction: Interaction, group: str | None = None) -> None:
        found = await self.tournament(interaction)
        if found is None:
            return
        engine, t = found
        lang = lang_of(interaction.locale)
        league = not t.groups and facts(engine).is_league  # a league's one table: no group
        chosen = None if league else (await self.pickers.built(engine, t)).find_group(group or "")
        if chosen is None and not league:
            names = ", ".join(group_label(g.name, lang) for g in t.groups)
            text = (
                label(
                    "There is no group '{typed}' in {name}. Groups: {groups}.",
                    lang,
                    typed=shown(group or ""),
                    name=t.tr("name", lang),
                    groups=names,
                )
                if t.groups
                else label("{name} has no groups.", lang, name=t.tr("name", lang))
            )
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        await interaction.response.defer()  # a big group takes a while: never past 3 s
        # counted and drawn on worker threads: a 400-team group never stalls other servers
        lines = await asyncio.to_thread(cards.table_lines, facts(engine), chosen, lang)
        title = cards.table_title(t, chosen, lang)
        key = chosen.id if chosen is not None else None
        pic = await self.pictures.get(
            ("table", key, lang, engine.version),
            lambda: render_table(title, lines, headers(lang)),
        )
        name = f"table-{key or 'league'}.png" if pic is not None else None
        note = _table_note(len(lines), pic is not None, lang)
        embed = await asyncio.to_thread(cards.table_embed, facts(engine), chosen, lang, name, note)
        await _send(interaction, embed, pic, name)

    @table.autocomplete("group")
    async def table_group(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await option_choices(
            self.bot, interaction, lambda picker, lang: picker.group_choices(current, lang)
        )

    # /scorers ----------------------------------------------------------------------------

    @app_commands.command(name="scorers", description="The tournament's top scorers")
    @throttled()
    async def scorers(self, interaction: Interaction) -> None:
        found = await self.tournament(interaction)
        if found is not None:
            embed = cards.scorers_embed(facts(found[0]), lang_of(interaction.locale))
            await interaction.response.send_message(embed=embed)

    # /bracket ----------------------------------------------------------------------------

    @app_commands.command(name="bracket", description="The knockout rounds, as a picture")
    @throttled()
    async def bracket(self, interaction: Interaction) -> None:
        found = await self.tournament(interaction)
        if found is None:
            return
        engine, t = found
        lang = lang_of(interaction.locale)
        if not any(m.stage in BRACKET_STAGES for m in t.matches):
            text = label("{name} has no knockout rounds.", lang, name=t.tr("name", lang))
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        await interaction.response.defer()  # drawing takes a while: never past 3 s
        rounds, third = await asyncio.to_thread(bracket_rounds, t, lang)
        try:
            first = first_drawn(rounds, third is not None)
        except PictureTooBig:
            first = len(rounds)
        pic = None
        if first < len(rounds):
            pic = await self.pictures.get(
                ("bracket", lang, engine.version), lambda: bracket_picture(t, lang)
            )
        name = "bracket.png" if pic is not None else None
        note = _bracket_note(len(rounds) - first if pic is not None else 0, first, lang)
        embed = await asyncio.to_thread(cards.bracket_embed, t, lang, name, note)
        await _send(interaction, embed, pic, name)

    # /team -------------------------------------------------------------------------------

    @app_commands.command(name="team", description="A team's path through the tournament")
    @app_commands.describe(team="The team (start typing)")
    @throttled()
    async def team(self, interaction: Interaction, team: str) -> None:
        found = await self.tournament(interaction)
        if found is None:
            return
        engine, t = found
        lang = lang_of(interaction.locale)
        picker = await self.pickers.built(engine, t)
        chosen = t.team(team) if any(x.id == team for x in t.teams) else picker.find_team(team)
        if chosen is None:
            close = ", ".join(name for name, _ in picker.team_choices(team, lang, limit=5))
            text = label(
                "No team '{typed}' in {name}.", lang, typed=shown(team), name=t.tr("name", lang)
            )
            if close:
                text += " " + label("Did you mean: {names}?", lang, names=close)
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        embed = cards.team_embed(facts(engine), chosen, lang)
        await interaction.response.send_message(embed=embed)

    @team.autocomplete("team")
    async def team_team(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await option_choices(
            self.bot, interaction, lambda picker, lang: picker.team_choices(current, lang)
        )


TOO_BIG = "Too big to draw: everything is in the text."


def _table_note(teams: int, drawn: bool, lang: str) -> str:
    """What the table's picture leaves out, if anything."""
    if not drawn:
        return label(TOO_BIG, lang)
    if teams > MAX_ROWS:
        return label(
            "The picture shows the first {shown} of {count} teams.",
            lang,
            shown=str(MAX_ROWS),
            count=str(teams),
        )
    return ""


def _bracket_note(drawn: int, first: int, lang: str) -> str:
    """What the bracket's picture leaves out, if anything."""
    if not drawn:
        return label(TOO_BIG, lang)
    if first:
        return label(
            "The picture shows the last {shown} rounds; every round is in the text.",
            lang,
            shown=str(drawn),
        )
    return ""


async def _send(
    interaction: Interaction, embed: discord.Embed, pic: Picture | None, name: str | None
) -> None:
    """The deferred reply: the embed, with its picture when one was drawn."""
    if pic is None or name is None:
        await interaction.followup.send(embed=embed)
    else:
        await interaction.followup.send(embed=embed, file=picture_file(pic.png, name))


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(TournamentCog(bot))
