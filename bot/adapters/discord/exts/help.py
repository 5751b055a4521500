"""/help: what the bot answers and how to ask, shown only to the member who asked."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.adapters.discord import embeds
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.matches import server_title


class Help(commands.Cog):
    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="What I answer and how to ask")
    async def help(self, interaction: Interaction) -> None:
        channels = [
            f"<#{cid}>" for cid in sorted(await self.bot.answer_channels(interaction.guild_id))
        ]
        engine = await self.bot.service.knowledge.engine_for(interaction.guild_id)
        about = await server_title(self.bot, engine, interaction.guild_id, "en")
        embed = embeds.help_card(engine, channels, about)
        await interaction.response.send_message(embed=embed, ephemeral=True)


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(Help(bot))
