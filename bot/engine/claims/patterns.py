"""The regular expressions the checks read claims with, compiled once.

A pattern naming people or teams is built for the few names a sentence holds (found by a
plain substring test) and cached, so a check costs microseconds, not a scan of every
name the knowledge holds per rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
SCORE = re.compile(r"(?<![\d\-+:/.,])(\d{1,2})-(\d{1,2})(?![\d\-])")
MARK = re.compile(r"(?<![\d\-])(\d{1,3})(?:\+(\d{1,2}))?'")
STOPPAGE = re.compile(r"\((\d{1,3})\+(\d{1,2})\)")
NTH_MINUTE = re.compile(r"(?:the (\d{1,3})(?:st|nd|rd|th) minute|minuto (\d{1,3}))")
THOUSANDS = re.compile(r"(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d,])")
SEGMENT = re.compile(r"(?<=[.;!?])\s+|\n|\s+-\s+")
BEAT_WORDS = ("beat", "venció", "le ganó")
# "14 yellow cards: ...", "1 player sent off: ..." (the number first of a count's answer)
CARD_COUNT = re.compile(
    r"(\d+) (yellow cards?|players? sent off|cards?|tarjetas? amarillas?|expulsados?|tarjetas?): "
)
PENALTY_WORDS = ("penalt", "penal", "shootout", "tanda")
DID_NOT_SCORE = ("did not score", "no marcó")
NOBODY_SENT_OFF = ("Nobody was sent off", "No hubo expulsados")
NO_TEAM_RED = ("player was sent off", "Ningún jugador de")
NOBODY_BOOKED = ("The report records no cards",)
SENT_OFF = ("was sent off", "fue expulsado")
HALVES = {
    " in the first half": ("first_half",),
    " in the second half": ("second_half",),
    " in extra time": ("extra_time_first", "extra_time_second"),
    " en el primer tiempo": ("first_half",),
    " en el segundo tiempo": ("second_half",),
    " en la prórroga": ("extra_time_first", "extra_time_second"),
}
NONE_OF = ("None of", "Ninguno de")
METHOD_WORDS = {
    "a header": "header",
    "de cabeza": "header",
    "a penalty": "penalty",
    "de penal": "penalty",
    "a free kick": "free_kick",
    "de tiro libre": "free_kick",
    "an own goal": "own_goal",
    "en contra": "own_goal",
}


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
