"""A message cut into the clauses it is made of: fans write several questions at once
("belgium v senegal went to ET right? who scored the winner") or wrap one in chatter
("what games were on july 11? was at work all day"), and each clause can be read alone.
"""

from __future__ import annotations

import re

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.lang import grammar
from bot.engine.understanding.tokens import MAX_QUESTION_CHARS, clean

MAX_CLAUSES = 4  # a longer message is answered whole: more clauses are more guesses
MIN_WORDS = 2  # "right?", "lol": not a question on their own
# Where a clause ends: a question or exclamation mark, a full stop (not after an
# abbreviation of one or two letters, capital first: "EE. UU.", "Mr."), an ellipsis, a
# colon or semicolon, a slash between spaces, or a comma or "and" before a question word
# ("who won the third place game and what was the score"; the grammars' `clause_and` and
# `clause_starts`). Not a bracket: "(the final)" says which match, it asks nothing.
_MARKS = r"[?!;:¿¡]+|\.{2,}|…|\s/\s|(?<!\b[A-Z])(?<!\b[A-Z][A-Za-z])\.(?=\s)"
_CUTS: list[tuple[Grammar, re.Pattern[str]]] = []


def _cut_at() -> re.Pattern[str]:
    """Where clauses end, for the languages registered now (made again when they change)."""
    g = grammar()
    if not _CUTS or _CUTS[0][0] is not g:
        joins = "|".join(map(re.escape, sorted(g.clause_and)))
        starts = "|".join(map(re.escape, sorted(g.clause_starts)))
        pattern = rf"{_MARKS}|(?:,|\s(?i:{joins}))\s*(?=(?i:{starts})\b)"
        _CUTS[:] = [(g, re.compile(pattern))]
    return _CUTS[0][1]


# A clause asks something when it has a question word (`Grammar.question_words`), when
# a request or an auxiliary opens it ("tell me...", "dame...", "and were there..."), or
# when a question mark closes or opens it; a clause that does not ("spain's round of 16
# game vs portugal", "the world champs lol") says what the others ask about, or is
# chatter.


def clauses(message: str) -> list[str]:
    """The clauses of `message` with at least MIN_WORDS words, in order; [] when it is
    one clause (or more than MAX_CLAUSES). Only what the engine reads of a message (its
    first MAX_QUESTION_CHARS characters) is cut."""
    return [text for text, _ in cut(message)]


def asking(message: str) -> list[bool]:
    """Per clause of `clauses(message)`, whether it asks something (see _QUESTION_WORDS)."""
    return [asks for _, asks in cut(message)]


def cut(message: str) -> list[tuple[str, bool]]:
    """`clauses(message)`, each with whether it asks (`asking`): one reading of both."""
    text = message[:MAX_QUESTION_CHARS]
    cut: list[tuple[str, bool]] = []  # (clause, whether a question mark opens or closes it)
    start, opened = 0, False
    for found in [*_cut_at().finditer(text), None]:
        mark = found.group() if found else ""
        part = text[start : found.start() if found else len(text)].strip(" ,")
        if len(part.split()) >= MIN_WORDS:
            cut.append((part, opened or "?" in mark))
        if found:
            start, opened = found.end(), "¿" in mark
    if len(cut) < 2 or len(cut) > MAX_CLAUSES:
        return []
    return [(part, marked or _asks(clean(part).split())) for part, marked in cut]


def _asks(words: list[str]) -> bool:
    g = grammar()
    first = next((w for w in words if w not in g.clause_joins), "")
    return (
        first in g.clause_openers
        or not g.question_words.isdisjoint(words)
        or not g.please.isdisjoint(words)
    )


def asks_several(message: str) -> bool:
    """Whether the message asks more than one question in so many words: two clauses of
    MIN_WORDS words each closed by a question mark ("¿...?" and "??" are one). ("and who"
    alone is not enough: "cuántos metió y cuántos recibió méxico" is one question.)"""
    pieces = re.split(r"\?+", message)[:-1]  # the text before each run of marks
    return sum(len(p.replace("¿", " ").split()) >= MIN_WORDS for p in pieces) >= 2
