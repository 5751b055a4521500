"""What the matcher reads off a question's typed frame, beside its words.

A reader sets a typed field (the placing of "who finished third") and leaves no word in
the text, only where it read it (`Parsed.marks`). A phrasing is read by the same readers,
so its frame has the same fields. The matcher compares a field set in the frame as the
canonical words it means (`canonical.*_FEATURE`), at the place it was read: "who
finished third" is the word "who" and the placing 3, compared as "who finish place".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from bot.engine.languages import canonical as c
from bot.engine.understanding.frame import Frame
from bot.engine.understanding.lang import Lang, language
from bot.engine.understanding.pipeline import Parsed
from bot.engine.understanding.readers.base import (
    DAY,
    LAST_DAY,
    MEETING,
    PLACING,
    SHIRT,
    WORN,
)
from bot.engine.understanding.slots import Relative


def _last_day(f: Frame) -> tuple[str, ...]:
    """ "on the last day": a team's last match; with no team, a league's last round (a day)."""
    if Relative.LAST not in f.match.relative:
        return ()
    return c.MATCH_FEATURE if f.match.teams else c.DAY_FEATURE


# Per field a reader sets: the words the matcher compares, if the frame has it.
FEATURES: dict[str, Callable[[Frame], tuple[str, ...]]] = {
    PLACING: lambda f: c.PLACING_FEATURE if f.placing is not None else (),
    MEETING: lambda f: c.MATCH_FEATURE if f.match.every_meeting else (),
    LAST_DAY: lambda f: _last_day(f),
    DAY: lambda f: c.DAY_FEATURE if f.match.dates or f.match.matchdays else (),
    SHIRT: lambda f: c.SHIRT_FEATURE if f.shirt is not None else (),
    WORN: lambda f: c.WORN_FEATURE if f.shirt is not None else (),
}


@lru_cache(maxsize=64)
def _stemmed(lang: Lang, words: tuple[str, ...]) -> tuple[str, ...]:
    """A feature's words in the form the question's words are in (stemmed)."""
    stem = language(lang).stem
    return tuple(stem(w) for w in words)


def matched_words(parsed: Parsed) -> tuple[str, ...]:
    """What the matcher compares of a question or a phrasing: its words, with each
    field its frame has, as words, where it was read."""
    if not parsed.marks:
        return parsed.words
    frame = parsed.frame
    words = list(parsed.words)
    for at, name in reversed(parsed.marks):  # from the last: the places stay right
        words[at:at] = _stemmed(parsed.lang, FEATURES[name](frame))
    return tuple(words)
