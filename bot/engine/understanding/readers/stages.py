"""A stage named in the plural means all its matches: "the semis", "semi finals", "semi
final results" (both semi-finals). The words stay: the stage is read later, by name."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import At, Reader
from bot.engine.understanding.slots import Relative

ALL = Relative.ALL


class PluralStage(Reader):
    def starts(self, g: Grammar) -> frozenset[str]:
        return g.plural_stages | g.split_stages | g.single_stages

    def read(self, at: At) -> int:
        g, w, nxt, after = at.g, at.word(), at.word(1), at.word(2)
        split = w in g.split_stages and (
            nxt in g.split_plural or (nxt in g.split_single and after in g.plural_results)
        )
        if w in g.plural_stages or split or (w in g.single_stages and nxt in g.plural_results):
            at.slots.relative.append(ALL)
        return 0  # noted; the words are read on
