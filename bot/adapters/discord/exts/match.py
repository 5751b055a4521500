"""The match at a glance: /score, /match, /timeline and /goals.

Each reads the engine current at the moment of the command, so a /reload shows up in the
very next call.
"""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.adapters.discord import embeds
from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_text
from bot.engine import Engine


class Match(commands.Cog):
    """Fixed views of the match, as text or embeds."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    async def _engine(self, interaction: Interaction) -> Engine:
        """This server's knowledge (the operator's in DMs and servers without their own)."""
        return await self.bot.service.knowledge.engine_for(interaction.guild_id)

    @app_commands.command(name="score", description="The result in one line, with the scorers")
    @throttled()
    async def score(self, interaction: Interaction) -> None:
        line = embeds.score_line(await self._engine(interaction), lang_of(interaction.locale))
        await interaction.response.send_message(fit_text(line))

    @app_commands.command(name="match", description="The match card: teams, score, venue, day")
    @throttled()
    async def match(self, interaction: Interaction) -> None:
        embed = embeds.match_card(await self._engine(interaction), lang_of(interaction.locale))
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name="timeline", description="The match in order, with minutes")
    @throttled()
    async def timeline(self, interaction: Interaction) -> None:
        embed = embeds.timeline_card(await self._engine(interaction), lang_of(interaction.locale))
        await interaction.response.send_message(embed=embed)

    @app_commands.command(name="goals", description="Every goal: who, when, how, and the assist")
    @throttled()
    async def goals(self, interaction: Interaction) -> None:
        embed = embeds.goals_card(await self._engine(interaction), lang_of(interaction.locale))
        await interaction.response.send_message(embed=embed)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Match(bot))
