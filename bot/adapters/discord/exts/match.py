"""The match at a glance: /score, /match, /timeline and /goals.

Each reads the engine current at the moment of the command, so a /reload shows up in the
very next call. Without an option they show this server's current match (/config match;
by default the knowledge's own); `match:` names another match of the tournament
(autocompleted; fuzzy on teams, round and day). A match the report covers is shown from
the report, any other from the tournament's data. /match adds a picture of the timeline.
"""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.adapters.discord import embeds
from bot.adapters.discord import tournament_cards as cards
from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.embeds import label
from bot.adapters.discord.exts.tournament import TOO_BIG, picture_file
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_embed, fit_text
from bot.adapters.discord.matches import Chosen, choose, match_choices
from bot.adapters.discord.pictures import PictureCache, marks, timeline_picture
from bot.adapters.pictures import render_timeline
from bot.engine import data_timeline_card

MATCH_OPTION = "Another match of the tournament (start typing teams, a round or a day)"
TIMELINE_PNG = "timeline.png"


class Match(commands.Cog):
    """Fixed views of the match, as text or embeds."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot
        self.pictures = PictureCache()

    async def _timeline_png(self, chosen: Chosen, lang: str) -> bytes | None:
        engine = chosen.engine
        m = chosen.data
        if m is None:
            key = ("timeline", "report", lang, engine.version)
            pic = await self.pictures.get(key, lambda: timeline_picture(engine, lang))
        else:
            t = chosen.tournament
            key = ("timeline", m.id, lang, engine.version)
            pic = await self.pictures.get(
                key, lambda: render_timeline(data_timeline_card(t, m, lang), marks(lang))
            )
        return pic.png if pic is not None else None

    @app_commands.command(name="score", description="The result in one line, with the scorers")
    @app_commands.describe(match=MATCH_OPTION)
    @throttled()
    async def score(self, interaction: Interaction, match: str | None = None) -> None:
        chosen = await choose(self.bot, interaction, match)
        if chosen is None:
            return
        lang = lang_of(interaction.locale)
        if chosen.data is None:
            line = embeds.score_line(chosen.engine, lang)
        else:
            line = cards.score_text(chosen.tournament, chosen.data, lang)
        await interaction.response.send_message(fit_text(line))

    @app_commands.command(name="match", description="The match card: teams, score, venue, day")
    @app_commands.describe(match=MATCH_OPTION)
    @throttled()
    async def match(self, interaction: Interaction, match: str | None = None) -> None:
        chosen = await choose(self.bot, interaction, match)
        if chosen is None:
            return
        lang = lang_of(interaction.locale)
        m = chosen.data
        if m is not None and m.score is None:  # not played yet: nothing to draw
            embed = cards.data_match_embed(chosen.tournament, m, lang, None)
            await interaction.response.send_message(embed=embed)
            return
        # the card first (quick): a failure there is still answered privately
        if m is None:
            embed = embeds.match_card(chosen.engine, lang)
            embed.set_image(url=f"attachment://{TIMELINE_PNG}")
        else:
            embed = cards.data_match_embed(chosen.tournament, m, lang, TIMELINE_PNG)
        await interaction.response.defer()  # drawing takes a while: never past 3 s
        png = await self._timeline_png(chosen, lang)
        if png is None:  # past the size bounds: the text alone, saying so
            embed.set_image(url=None)
            too_big = label(TOO_BIG, lang)
            embed.description = f"{too_big}\n{embed.description}" if embed.description else too_big
            await interaction.followup.send(embed=fit_embed(embed))
        else:
            await interaction.followup.send(embed=embed, file=picture_file(png, TIMELINE_PNG))

    @app_commands.command(name="timeline", description="The match in order, with minutes")
    @app_commands.describe(match=MATCH_OPTION)
    @throttled()
    async def timeline(self, interaction: Interaction, match: str | None = None) -> None:
        chosen = await choose(self.bot, interaction, match)
        if chosen is None:
            return
        lang = lang_of(interaction.locale)
        if chosen.data is None:
            embed = embeds.timeline_card(chosen.engine, lang)
        else:
            embed = cards.data_goals_embed(chosen.tournament, chosen.data, lang)
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name="goals", description="Every goal: who, when, how, and the assist")
    @app_commands.describe(match=MATCH_OPTION)
    @throttled()
    async def goals(self, interaction: Interaction, match: str | None = None) -> None:
        chosen = await choose(self.bot, interaction, match)
        if chosen is None:
            return
        lang = lang_of(interaction.locale)
        if chosen.data is None:
            embed = embeds.goals_card(chosen.engine, lang)
        else:
            embed = cards.data_goals_embed(chosen.tournament, chosen.data, lang)
        await interaction.response.send_message(embed=embed)

    @score.autocomplete("match")
    @match.autocomplete("match")
    @timeline.autocomplete("match")
    @goals.autocomplete("match")
    async def match_option(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await match_choices(self.bot, interaction, current)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Match(bot))
