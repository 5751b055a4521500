"""Stages named: in the plural, all their matches ("the semis", "semi finals", "semi final
results": both semi-finals); as a goal reached, the round before ("who did X beat to reach
the final"). The stage's words stay: the stage is read later, by name."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import At, Reader
from bot.engine.understanding.slots import Relative

ALL = Relative.ALL
REACHED = Relative.REACHED


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


class StageReached(Reader):
    """A stage named as a goal reached: "who did X beat to reach the final", "who did X
    play before the semi", "how did X get to the semi", "a quién le ganó X para llegar a
    la final". The stage is read later, as named; the slot says the round before it is
    meant (`resolve`: the team's round before, from the data). A purpose is read as the
    words its grammar gives ("who did X beat in the final": the words ask of the stage's
    match as they would of any); a verb's words stay ("get to the final" is still a
    team's path)."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset(p[0] for p in (*g.reach_purposes, *g.reach_verbs))

    def read(self, at: At) -> int:
        g = at.g
        if at.out and at.out[-1] in g.reach_nouns:
            return 0  # "el camino a la final": the path, a noun
        purpose = _phrase_at(at, g.reach_purposes)
        phrase = purpose or _phrase_at(at, g.reach_verbs)
        after = at.i + len(phrase)
        while after < len(at.words) and at.words[after] in g.stage_fillers:
            after += 1
        if not phrase or at.word(after - at.i) not in g.stage_starts:
            return 0
        if REACHED not in at.slots.relative:
            at.slots.relative.append(REACHED)
        if not purpose:
            return 0  # a verb's words are read on
        at.out.extend(g.reach_purposes[purpose])
        return len(purpose)


def _phrase_at(at: At, phrases: Iterable[tuple[str, ...]]) -> tuple[str, ...]:
    """The longest of `phrases` at the current word (empty: none)."""
    found = [p for p in phrases if tuple(at.words[at.i : at.i + len(p)]) == p]
    return max(found, key=len, default=())
