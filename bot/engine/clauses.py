"""A message cut into the clauses it is made of: fans write several questions at once
("belgium v senegal went to ET right? who scored the winner") or wrap one in chatter
("what games were on july 11? was at work all day"), and each clause can be read alone.
"""

from __future__ import annotations

import re

from bot.engine.normalise import MAX_QUESTION_CHARS

MAX_CLAUSES = 4  # a longer message is answered whole: more clauses are more guesses
MIN_WORDS = 2  # "right?", "lol": not a question on their own
# Where a clause ends: a question or exclamation mark, a full stop (not after an
# abbreviation of one or two letters, capital first: "EE. UU.", "Mr."), an ellipsis, a
# colon or semicolon, a slash between spaces, or a comma or "and" before a question word
# ("who won the third place game and what was the score"). Not a bracket: "(the final)"
# says which match, it asks nothing.
_ASKING = (
    "did does do who whose what whats how when where which is was were are can "
    "quien que como cuando donde cuanto cuantos cuantas cual "
    "quién qué cómo cuándo dónde cuánto cuántos cuántas cuál"
)
_CUT = re.compile(
    r"[?!;:¿¡]+|\.{2,}|…|\s/\s"
    r"|(?<!\b[A-Z])(?<!\b[A-Z][A-Za-z])\.(?=\s)"
    r"|(?:,|\s(?i:and|y))\s*(?=(?i:" + "|".join(_ASKING.split()) + r")\b)"
)


def clauses(message: str) -> list[str]:
    """The clauses of `message` with at least MIN_WORDS words, in order; [] when it is
    one clause (or more than MAX_CLAUSES). Only what the engine reads of a message (its
    first MAX_QUESTION_CHARS characters) is cut."""
    parts = [p.strip(" ,") for p in _CUT.split(message[:MAX_QUESTION_CHARS])]
    kept = [p for p in parts if len(p.split()) >= MIN_WORDS]
    if len(kept) < 2 or len(kept) > MAX_CLAUSES:
        return []
    return kept


def asks_several(message: str) -> bool:
    """Whether the message asks more than one question in so many words: two clauses of
    MIN_WORDS words each closed by a question mark ("¿...?" and "??" are one). ("and who"
    alone is not enough: "cuántos metió y cuántos recibió méxico" is one question.)"""
    pieces = re.split(r"\?+", message)[:-1]  # the text before each run of marks
    return sum(len(p.replace("¿", " ").split()) >= MIN_WORDS for p in pieces) >= 2
