"""A competition's season said short: "mundial 26", "wc 22", "euro 96" (the year in full,
of this century up to the pivot). The competition's name itself is read by the names
stage (`names/teams.py`, `pipeline.Understanding`)."""

from __future__ import annotations

import re

from bot.engine.understanding.readers.base import At, Reader

SHORT_YEAR_PIVOT = 40
_SHORT_YEAR = re.compile(r"^\d\d$")


class ShortYear(Reader):
    digits = True

    def read(self, at: At) -> int:
        if not (_SHORT_YEAR.match(at.word()) and at.out and at.out[-1] in at.g.competition_ends):
            return 0
        short = int(at.word())
        at.out.append(str(2000 + short if short <= SHORT_YEAR_PIVOT else 1900 + short))
        return 1
