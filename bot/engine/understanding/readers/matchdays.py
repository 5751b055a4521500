"""A league's rounds by number: "matchday 7", "la fecha 7", "md7", "the opening day"; and
a team's last match, "on the last day"."""

from __future__ import annotations

import re

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import DAY_MARK, LAST_DAY_MARK, At, Reader
from bot.engine.understanding.slots import Relative

MAX_MATCHDAY = 60
LAST = Relative.LAST  # the relative slot of a team's last match
_CODE = re.compile(r"^(?:md|gw)(\d{1,2})$")  # "md7", "gw12"


class MatchdayNumber(Reader):
    """'matchday 7', 'la jornada 7 de laliga'; not 'la fecha 7 de julio' (a date)."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.matchday_words

    def read(self, at: At) -> int:
        nxt, after = at.word(1), at.word(2)
        if not (nxt.isdigit() and 1 <= int(nxt) <= MAX_MATCHDAY):
            return 0
        month = at.word(3) if after in at.g.of_words else after
        if month in at.g.months:
            return 0
        at.slots.matchdays.append(int(nxt))
        at.out.append(DAY_MARK)  # a matchday names its matches as a day does
        return 2


class MatchdayCode(Reader):
    """'md7', 'gw12'."""

    digits = True

    def read(self, at: At) -> int:
        m = _CODE.match(at.word())
        if m is None or not 1 <= int(m.group(1)) <= MAX_MATCHDAY:
            return 0
        at.slots.matchdays.append(int(m.group(1)))
        at.out.append(DAY_MARK)
        return 1


class OpeningDay(Reader):
    """'the opening day', 'la primera fecha': matchday 1."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.first_words

    def read(self, at: At) -> int:
        if at.word(1) not in at.g.first_day_words:
            return 0
        at.slots.matchdays.append(1)
        at.out.append(DAY_MARK)
        return 2


class LastDay(Reader):
    """'on the last day', 'la última fecha': a team's last match."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset(first for first, _ in g.last_days) | g.latest_words

    def read(self, at: At) -> int:
        pair = (at.word(), at.word(1)) in at.g.last_days
        # "the latest results" closing the question: the round's (a team's, "latest results
        # of la roja", is its run, read as before)
        latest = at.word() in at.g.latest_words and at.word(1) in at.g.plural_results
        if not (pair or (latest and not at.word(2))):
            return 0
        at.slots.relative.append(LAST)
        at.out.append(LAST_DAY_MARK)  # where it was read; the matcher reads the frame there
        return 2 if pair else 1  # "latest RESULTS": the results are still asked
