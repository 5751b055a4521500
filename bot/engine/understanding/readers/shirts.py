"""Shirt numbers: "number 10", "wears the 10", "the 10 shirt", "la camiseta 10", "usa la
10"; and a group by its letter, "group c", "grupo d" (a group word's typos too). A
shirt number is a typed slot (`Slots.numbers`, the frame's `shirt`) and leaves a mark
where it was read (`base.MARKS`), compared by the matcher as `number` or `wear`. A group
is a slot too (`Slots.groups`), and its word stays, spelt right ("gruop c" -> "group"):
the fan's own word, which the lexicon reads ("group c matches" is the group stage's)."""

from __future__ import annotations

import re

from bot.engine.languages.bundle import is_group_word
from bot.engine.languages.canonical import MATCH
from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import SHIRT_MARK, WORN_MARK, At, Reader

MAX_SHIRT = 100
GROUP = "group"  # a group's id ("group-c"), and its word
_LETTER = re.compile(r"^[a-p]$")


def _shirt(word: str) -> int | None:
    return int(word) if word.isdigit() and int(word) < MAX_SHIRT else None


class GroupLetter(Reader):
    """'group c', 'grupo d', 'gruop b'. Tried wherever a group word is followed by one
    letter (`table.Readers.at`), as its typos are many."""

    def read(self, at: At) -> int:
        nxt = at.word(1)
        if not (_LETTER.match(nxt) and is_group_word(at.word())):
            return 0
        at.slots.groups.append(f"{GROUP}-{nxt}")
        if _results_asked(at):  # "group d results", "resultados del grupo d": its matches
            at.out.append(MATCH)
            return 2
        at.out.append(GROUP)  # the fan's group word, spelt right: "group c matches" folds
        return 2


def _results_asked(at: At) -> bool:
    """Whether a results word ("results", "scores", "resultados") names the group's
    matches: right after its letter, or a few words before its group word."""
    results = at.g.plural_results
    return at.word(2) in results or not results.isdisjoint(at.words[max(0, at.i - 3) : at.i])


class WearsNumber(Reader):
    """'wears the 10', 'usa la 10', 'usa dorsal 10', 'wears 10', 'number 10', 'dorsal
    10'. Between the verb and the number: an article or a number word (the grammar's)."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.wear_words | g.number_words

    def read(self, at: At) -> int:
        g, w = at.g, at.word()
        n = _shirt(at.word(2))
        if w in g.wear_words and at.word(1) in g.articles | g.number_words and n is not None:
            at.slots.numbers.append(n)
            at.out.append(WORN_MARK)
            return 3
        n = _shirt(at.word(1))
        if n is None:
            return 0
        at.slots.numbers.append(n)
        at.out.append(SHIRT_MARK if w in g.number_words else w)  # "wears 10": the word stays
        return 2


class NumberShirt(Reader):
    """'the 10 shirt'."""

    digits = True

    def read(self, at: At) -> int:
        n = _shirt(at.word())
        if n is None or at.word(1) not in at.g.shirt_words:
            return 0
        at.slots.numbers.append(n)
        at.out.append(SHIRT_MARK)
        return 2


class ShirtNumber(Reader):
    """'la camiseta 10', 'shirt 10'."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.shirt_words

    def read(self, at: At) -> int:
        n = _shirt(at.word(1))
        if n is None:
            return 0
        at.slots.numbers.append(n)
        at.out.append(SHIRT_MARK)
        return 2
