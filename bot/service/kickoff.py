"""When a fixture kicks off, in UTC, from what Football.JSON gives: a date, a time such as
"15:00 UTC-4" (or "15:00" with the venue's "UTC-4", or the tournament's `timezone`), as
`Match` keeps them (read by `bot.knowledge.kickoff`).

A prediction closes at kick-off. A match with no kick-off time (or one that cannot be
read) closes at the start of its day, UTC: never later than the match itself. A time
with no zone anywhere is taken as UTC.
"""

from __future__ import annotations

import datetime as dt

from bot.knowledge import Match, Tournament, kickoff_time, kickoff_zone, offset_of

__all__ = ["has_time", "kickoff_at", "offset_of"]


def kickoff_at(m: Match, t: Tournament | None = None) -> dt.datetime:
    """The kick-off in UTC; the start of the match's day (UTC) when its time is unknown."""
    day_start = dt.datetime.combine(m.date, dt.time(0, 0), dt.UTC)
    read = kickoff_time(m)
    if read is None:
        return day_start
    zone = kickoff_zone(m, t)
    if read[1] and zone is None:
        return day_start  # an offset we cannot read: close early rather than late
    local = dt.datetime.combine(m.date, read[0], zone or dt.UTC)
    return local.astimezone(dt.UTC)


def has_time(m: Match) -> bool:
    """Whether the fixture gives a kick-off time we can read."""
    return kickoff_time(m) is not None
