"""The regular expressions the checks read claims with, compiled once.

A pattern naming people or teams is built for the few names a sentence holds (found by a
plain substring test) and cached, so a check costs microseconds, not a scan of every
name the knowledge holds per rule.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from functools import lru_cache
from types import ModuleType
from typing import Any

from bot.engine.understanding.lang import codes

SCORE = re.compile(r"(?<![\d\-+:/.,])(\d{1,2})-(\d{1,2})(?![\d\-])")
MARK = re.compile(r"(?<![\d\-])(\d{1,3})(?:\+(\d{1,2}))?'")
STOPPAGE = re.compile(r"\((\d{1,3})\+(\d{1,2})\)")
NTH_MINUTE = re.compile(r"(?:the (\d{1,3})(?:st|nd|rd|th) minute|minuto (\d{1,3}))")
# A number of thousands, as English ("65,600") or Spanish ("65.600") writes it; a sentence's
# own comma or full stop after it ends it
THOUSANDS = re.compile(r"(?<![\d,.])[1-9]\d{0,2}(?:(?:,\d{3})+(?!,?\d)|(?:\.\d{3})+(?!\.?\d))")


def thousands_key(number: str) -> str:
    """A number of thousands with its separators as English writes them ("65.600" -> "65,600")."""
    return number.replace(".", ",")


SEGMENT = re.compile(r"(?<=[.;!?])\s+|\n|\s+-\s+")
# "14 yellow cards: ...", "1 player sent off: ..." (the number first of a count's answer)
CARD_COUNT = re.compile(
    r"(\d+) (yellow cards?|players? sent off|cards?|tarjetas? amarillas?|expulsados?|tarjetas?): "
)


def _bundles() -> list[ModuleType]:
    """Each language's claim words (`languages/<code>/claims.py`), where it has them."""
    out: list[ModuleType] = []
    for code in codes():
        name = f"bot.engine.languages.{code}.claims"
        try:
            out.append(importlib.import_module(name))
        except ModuleNotFoundError as e:
            if e.name is None or not name.startswith(e.name):
                raise
    return out


def _words(name: str) -> tuple[str, ...]:
    """The words of `name` in every language's bundle."""
    return tuple(w for b in _bundles() for w in getattr(b, name, ()))


def _table(name: str) -> dict[str, Any]:
    """The table `name` of every language's bundle, merged."""
    return {k: v for b in _bundles() for k, v in getattr(b, name, {}).items()}


BEAT_WORDS = _words("BEAT")
PENALTY_WORDS = _words("PENALTY")
DID_NOT_SCORE = _words("DID_NOT_SCORE")
NOBODY_SENT_OFF = _words("NOBODY_SENT_OFF")
NO_TEAM_RED = _words("NO_TEAM_RED")
NOBODY_BOOKED = _words("NOBODY_BOOKED")
SENT_OFF = _words("SENT_OFF")
NONE_OF = _words("NONE_OF")
SCORED = _words("SCORED")
KICK = _words("KICK")
ABSENT = _words("ABSENT")
WARM_UP = _words("WARM_UP")
HALVES: dict[str, tuple[str, ...]] = _table("HALVES")
METHOD_WORDS: dict[str, str] = _table("METHODS")
ORDINAL_WORDS: dict[str, int] = _table("ORDINALS")
CARD_KINDS: dict[str, str] = _table("CARD_KINDS")


def segments(text: str) -> list[str]:
    """The sentences (and list items) of an answer, each checked on its own."""
    return [s for s in SEGMENT.split(text) if s.strip()]


def scores(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in SCORE.findall(text)]


def pair(t: tuple[int, ...]) -> tuple[int, int]:
    return (max(t), min(t))


def present(names: dict[str, str], seg: str) -> tuple[str, ...]:
    """The names (keys of `names`) the segment holds, longest first."""
    return tuple(sorted((n for n in names if n in seg), key=len, reverse=True))


def alternation(names: tuple[str, ...]) -> str:
    return "|".join(re.escape(n) for n in names)


# Up to this many names of a kind (a report's people, a tournament's teams), a pattern is
# built with all of them, once, not with the few a sentence holds: a name the text does not
# hold matches nowhere in it, so the matches are the same, and a sentence naming a new set
# of names compiles no new pattern (0.1-1 ms each, on an answer's first time). Past it
# (a tournament's players), compiling them all costs more than the few sets asked.
WHOLE_KIND_UP_TO = 200


def kind_group(names: dict[str, str]) -> tuple[str, ...]:
    """The names of a kind, longest first (the order `present` gives the ones a text
    holds), when they are few enough to build patterns with them all; else ()."""
    return tuple(sorted(names, key=len, reverse=True)) if len(names) <= WHOLE_KIND_UP_TO else ()


def group(found: tuple[str, ...], whole: tuple[str, ...]) -> tuple[str, ...]:
    """The names to build a pattern with for a text holding `found` (from `present`):
    the kind's `whole` group (`kind_group`) when the text holds any of it; none stays
    none (an empty alternation matches the empty string, all names would not)."""
    return whole if found and whole else found


@lru_cache(maxsize=4096)
def compiled(template: str, *groups: tuple[str, ...]) -> re.Pattern[str]:
    """`template` with each `{}` filled by an alternation of one group of names."""
    return re.compile(template.format(*(alternation(g) for g in groups)))


def minute_marks(seg: str) -> Iterator[tuple[int, int, int, int | None, bool]]:
    """(start, end, minute, added, follows a name) of each minute the segment names."""
    for m in MARK.finditer(seg):
        added = int(m.group(2)) if m.group(2) else None
        yield m.start(), m.end(), int(m.group(1)), added, False
    for m in STOPPAGE.finditer(seg):
        yield m.start(), m.end(), int(m.group(1)), int(m.group(2)), True
    for m in NTH_MINUTE.finditer(seg):
        yield m.start(), m.end(), int(m.group(1) or m.group(2)), None, True
