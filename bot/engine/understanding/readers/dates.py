"""Dates: "june 11", "11 de junio", "june second", "the 11th of june", "2026-06-11".
A date is a typed slot (`Slots.dates`, the frame's `match.dates`) and leaves a mark of
where it was read (`base.DAY_MARK`), which the matcher compares as `{date}`."""

from __future__ import annotations

import re

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import DAY_MARK, DAY_OF_MONTH, At, Reader, day_of

_ISO = re.compile(r"^(\d{4})-(\d{1,2})$")  # "2026-06-11" is cleaned to "2026-06 11"


def _dated(at: At, month: int, day: int) -> None:
    at.slots.dates.append(f"{month:02d}-{day:02d}")
    at.out.append(DAY_MARK)


class MonthDay(Reader):
    """'june second' (chat shorthand reads "2nd" as "second"), 'june 11'."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset(g.months)

    def read(self, at: At) -> int:
        month, nxt = at.g.months[at.word()], at.word(1)
        day = at.g.ordinal_days.get(nxt) or day_of(nxt)
        if day is None:
            return 0
        _dated(at, month, day)
        return 2


class OrdinalOfMonth(Reader):
    """'second of june'."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset(g.ordinal_days)

    def read(self, at: At) -> int:
        if at.word(1) in at.g.of_words and at.word(2) in at.g.months:
            _dated(at, at.g.months[at.word(2)], at.g.ordinal_days[at.word()])
            return 3
        return 0


class DayMonth(Reader):
    """'11 june', '11th of june', '11 de junio'."""

    digits = True

    def read(self, at: At) -> int:
        day = day_of(at.word())
        if day is None:
            return 0
        if at.word(1) in at.g.months:
            _dated(at, at.g.months[at.word(1)], day)
            return 2
        if at.word(1) in at.g.of_words and at.word(2) in at.g.months:
            _dated(at, at.g.months[at.word(2)], day)
            return 3
        return 0


class IsoDate(Reader):
    """'2026-06-11' (cleaned to '2026-06 11'): the year too."""

    digits = True

    def read(self, at: At) -> int:
        m, d = _ISO.match(at.word()), DAY_OF_MONTH.match(at.word(1))
        if m is None or d is None or not 1 <= int(m.group(2)) <= 12:
            return 0
        at.slots.years.append(int(m.group(1)))
        at.slots.dates.append(f"{int(m.group(2)):02d}-{int(d.group(1)):02d}")
        at.out.append(DAY_MARK)
        return 2
