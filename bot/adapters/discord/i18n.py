"""Spanish in Discord: the user's locale picks the answer language, and the slash
commands' names, options and descriptions are shown in Spanish to Spanish clients.

Discord sends every interaction with the user's client language (`interaction.locale`);
es-ES (Spain) and es-419 (Latin America) answer in Spanish. Command texts go through
discord.py's `app_commands.Translator` when the tree syncs, so Discord stores the
localisations and shows them to Spanish clients; the command keeps its English name too.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.engine import Lang

SPANISH_LOCALES = frozenset({discord.Locale.spain_spanish, discord.Locale.latin_american_spanish})

# English command text (as written in the cogs) -> Spanish. Names: lower case, no spaces.
SPANISH: dict[str, str] = {
    # /ask
    "ask": "preguntar",
    "Ask a question about the match in plain words": "Hacé una pregunta sobre el partido",
    "question": "pregunta",
    "For example: who scored the winner?": "Por ejemplo: ¿quién hizo el gol del triunfo?",
    # the match at a glance
    "score": "resultado",
    "The result in one line, with the scorers": "El resultado en una línea, con los goleadores",
    "match": "partido",
    "The match card: teams, score, venue, day": "La ficha: equipos, resultado, estadio, día",
    "timeline": "cronologia",
    "The match in order, with minutes": "El partido en orden, con los minutos",
    "goals": "goles",
    "Every goal: who, when, how, and the assist": "Cada gol: quién, cuándo, cómo y la asistencia",
    # people
    "quote": "declaraciones",
    "Everything a person said, verbatim": "Todo lo que dijo alguien, textual",
    "person": "persona",
    "Who said it (start typing a name)": "Quién lo dijo (empezá a escribir un nombre)",
    "player": "jugador",
    "Who someone is and what they did": "Quién es alguien y qué hizo",
    "name": "nombre",
    "A player, coach or guest (start typing a name)": (
        "Un jugador, técnico o invitado (empezá a escribir un nombre)"
    ),
    "help": "ayuda",
    "What I answer and how to ask": "Qué respondo y cómo preguntar",
    # moderators
    "Re-read the knowledge files (moderators)": "Volver a leer el conocimiento (moderadores)",
    "How many to list (most frequent first)": "Cuántas listar (las más frecuentes primero)",
}


def lang_of(locale: discord.Locale | None) -> Lang:
    """The answer language for a Discord client language: Spanish for es-ES and es-419."""
    return "es" if locale in SPANISH_LOCALES else "en"


class MatchTranslator(app_commands.Translator):
    """Spanish names and descriptions for the slash commands; other locales keep English."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale not in SPANISH_LOCALES:
            return None
        return SPANISH.get(string.message)
