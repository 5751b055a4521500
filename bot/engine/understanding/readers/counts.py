"""How many of a ranking are asked for: "top 3 scorers", "the five best", "los 3 máximos
goleadores" (`Slots.top`)."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import At, Reader, count_of


class Top(Reader):
    """'top 3': the word stays, the number is the slot."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.top_words

    def read(self, at: At) -> int:
        n = count_of(at.word(1), at.g)
        if n is None:
            return 0
        at.slots.top.append(n)
        at.out.append(at.word())
        return 2


class CountRanking(Reader):
    """'the 5 best', 'los tres máximos': the number goes, the ranking word stays."""

    digits = True

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset(g.count_words)

    def read(self, at: At) -> int:
        n = count_of(at.word(), at.g)
        if n is None or at.word(1) not in at.g.ranking_words:
            return 0
        at.slots.top.append(n)
        return 1
