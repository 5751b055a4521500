"""When a fixture kicks off, in UTC, from what Football.JSON gives: a date, a time such as
"15:00 UTC-4" (or "15:00" with the venue's "UTC-4"), as `Match` keeps them.

A prediction closes at kick-off. A match with no kick-off time (or one that cannot be
read) closes at the start of its day, UTC: never later than the match itself. A time
with no offset anywhere is taken as UTC.
"""

from __future__ import annotations

import datetime as dt
import re

from bot.knowledge import Match, Tournament

_TIME = re.compile(r"^\s*(\d{1,2})[:.h](\d{2})\s*(.*?)\s*$", re.IGNORECASE)
_OFFSET = re.compile(r"^(?:UTC|GMT)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$", re.IGNORECASE)
_ZERO = re.compile(r"^(?:UTC|GMT|Z)$", re.IGNORECASE)


def offset_of(text: str | None) -> dt.timezone | None:
    """'UTC-4' -> UTC-04:00; 'UTC+5:30' -> UTC+05:30; 'UTC' -> UTC; None if unreadable."""
    if not text:
        return None
    text = text.strip()
    if _ZERO.match(text):
        return dt.UTC
    found = _OFFSET.match(text)
    if found is None:
        return None
    hours, minutes = int(found.group(2)), int(found.group(3) or 0)
    if hours > 14 or minutes > 59:
        return None
    delta = dt.timedelta(hours=hours, minutes=minutes)
    return dt.timezone(-delta if found.group(1) in "-\u2212" else delta)


def kickoff_at(m: Match, t: Tournament | None = None) -> dt.datetime:
    """The kick-off in UTC; the start of the match's day (UTC) when its time is unknown."""
    day_start = dt.datetime.combine(m.date, dt.time(0, 0), dt.UTC)
    found = _TIME.match(m.time or "")
    if found is None:
        return day_start
    hour, minute, rest = int(found.group(1)), int(found.group(2)), found.group(3)
    if hour > 23 or minute > 59:
        return day_start
    zone = offset_of(rest) if rest else _venue_zone(m, t)
    if rest and zone is None:
        return day_start  # an offset we cannot read: close early rather than late
    local = dt.datetime.combine(m.date, dt.time(hour, minute), zone or dt.UTC)
    return local.astimezone(dt.UTC)


def _venue_zone(m: Match, t: Tournament | None) -> dt.timezone | None:
    if t is None or m.venue is None:
        return None
    venue = next((v for v in t.venues if v.id == m.venue), None)
    return offset_of(venue.timezone) if venue is not None else None


def has_time(m: Match) -> bool:
    """Whether the fixture gives a kick-off time we can read."""
    return _TIME.match(m.time or "") is not None
