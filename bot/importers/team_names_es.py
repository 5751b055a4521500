"""Names in Spanish an import writes into the knowledge: national teams' (the Spanish
bundle's one table, `Language.team_aliases`, by the team's id) and competitions'.

Language, not facts: a feed names teams in English, and Spanish-speaking fans ask about
"Alemania" or "Costa de Marfil". The first name is the one shown; the others are other
Spanish names fans use. A team missing there is shown and found by its English name.
"""

from __future__ import annotations

from bot.engine import language
from bot.knowledge import fold

LANGUAGE = "es"  # the language code these names are given under (translations.es.name)


def spanish_names(english: str) -> tuple[str, ...]:
    """A national team's Spanish names, the shown one first, by its English name as a
    feed writes it ("Bosnia-Herzegovina"); () for a team the table does not name."""
    return language(LANGUAGE).team_aliases.get(fold(english).replace(" ", "-"), ())


def competitions() -> tuple[tuple[str, str], ...]:
    """Competitions' Spanish names, by how the English name starts: "World Cup 2026" ->
    "Mundial 2026" (the Spanish bundle's table, `Language.competition_names`)."""
    return language(LANGUAGE).competition_names
