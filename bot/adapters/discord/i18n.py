"""Languages in Discord: the user's locale picks the answer language, and the slash
commands' names, options and descriptions are shown in that language to its clients.

Discord sends every interaction with the user's client language (`interaction.locale`);
the engine's language bundles say which locales each language answers (es-ES and es-419:
Spanish) and hold the interface texts. Command texts go through discord.py's
`app_commands.Translator` when the tree syncs, so Discord stores the localisations and
shows them to those clients; the command keeps its English name too.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.engine import Lang, for_locale, interface_text


def lang_of(locale: discord.Locale | None) -> Lang:
    """The answer language for a Discord client language (the base one when no bundle
    answers that locale)."""
    return for_locale(locale.value if locale is not None else None)


class MatchTranslator(app_commands.Translator):
    """Slash command names and descriptions in the languages that have them; other
    locales keep English."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return interface_text(lang_of(locale), string.message)
