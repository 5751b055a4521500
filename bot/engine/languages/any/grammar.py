"""Words of languages the bot does not answer in that fans write anyway, whatever
language they ask in ("rodada 5", "giornata 5", "Spieltag 5": a matchday): read in every
language, alongside each registered bundle's grammar."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar

GRAMMAR = Grammar(
    # Portuguese, Italian, German, French, Dutch
    matchday_words=frozenset("rodada giornata spieltag journee speelronde".split()),
    # French: "derby du nord"
    derby_words=frozenset({"derby"}),
    derby_of=frozenset({"du", "des"}),
)
