"""People in the match: /quote (autocomplete over speakers) and /player (over everyone).

The option is autocompleted, but the user may type anything, so each command re-resolves
the value and, when it names nobody, answers with a short ephemeral list of close names.
"""

from __future__ import annotations

from collections.abc import Callable

from discord import app_commands
from discord.ext import commands
from discord.utils import escape_markdown, escape_mentions

from bot.adapters.discord import embeds, lookup
from bot.adapters.discord.autocomplete import cut_typed
from bot.adapters.discord.checks import throttled
from bot.adapters.discord.client import Interaction, MatchBot
from bot.adapters.discord.embeds import label
from bot.adapters.discord.i18n import lang_of
from bot.adapters.discord.limits import fit_text
from bot.adapters.discord.matches import PICKER_CACHE, reported, server_match
from bot.engine import Engine
from bot.knowledge import Person

Pool = Callable[[Engine], list[Person]]


class People(commands.Cog):
    """What someone said, and who they are."""

    def __init__(self, bot: MatchBot) -> None:
        self.bot = bot

    async def engine(self, interaction: Interaction) -> Engine:
        """This server's knowledge (the operator's in DMs and servers without their own)."""
        return await self.bot.service.knowledge.engine_for(interaction.guild_id)

    async def _resolve(self, interaction: Interaction, pool: Pool, value: str) -> Person | None:
        engine = await self.engine(interaction)
        people = pool(engine)
        person = lookup.resolve(engine, people, value)
        if person is None:
            shown = escape_markdown(escape_mentions(value[:100]))
            names = ", ".join(lookup.closest(people, value))
            await interaction.response.send_message(
                f"I don't know anyone called \u201c{shown}\u201d here. Try: {names}.",
                ephemeral=True,
            )
        return person

    @app_commands.command(name="quote", description="Everything a person said, verbatim")
    @app_commands.describe(person="Who said it (start typing a name)")
    @throttled()
    async def quote(self, interaction: Interaction, person: str) -> None:
        engine = await self.engine(interaction)
        current = await server_match(self.bot, engine, interaction.guild_id)
        if current is not None and not reported(engine, current):
            # this server follows a match known only from the data, which has no quotes
            lang = lang_of(interaction.locale)
            t = engine.knowledge.tournament
            assert t is not None
            text = label(
                "This server's current match ({name}) is known from the tournament's data "
                "only, which has no quotes; quotes come from the report of {report}.",
                lang,
                name=PICKER_CACHE.of(engine, t).label(current, lang),
                report=engine.title_in(lang),
            )
            await interaction.response.send_message(fit_text(text), ephemeral=True)
            return
        found = await self._resolve(interaction, lookup.speakers, person)
        if found is not None:
            embed = embeds.quote_card(
                await self.engine(interaction), found, lang_of(interaction.locale)
            )
            await interaction.response.send_message(embed=embed)

    @quote.autocomplete("person")
    async def quote_person(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        pool, typed = lookup.speakers(await self.engine(interaction)), cut_typed(current)
        return await self.bot.autocomplete.run(interaction, lambda: lookup.choices(pool, typed))

    @app_commands.command(name="player", description="Who someone is and what they did")
    @app_commands.describe(name="A player, coach or guest (start typing a name)")
    @throttled()
    async def player(self, interaction: Interaction, name: str) -> None:
        found = await self._resolve(interaction, lookup.everyone, name)
        if found is not None:
            embed = embeds.player_card(
                await self.engine(interaction), found, lang_of(interaction.locale)
            )
            await interaction.response.send_message(embed=embed)

    @player.autocomplete("name")
    async def player_name(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        pool, typed = lookup.everyone(await self.engine(interaction)), cut_typed(current)
        return await self.bot.autocomplete.run(interaction, lambda: lookup.choices(pool, typed))


async def setup(bot: MatchBot) -> None:
    await bot.add_cog(People(bot))
