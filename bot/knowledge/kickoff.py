"""When a fixture kicks off, read from what Football.JSON gives: a date, and a time such
as "15:00 UTC-4", or "20:00" with the zone given elsewhere (the venue's "UTC-4", or the
tournament's `timezone`, an IANA name such as "Europe/London" for a league whose files
write local times with no offset).

`local_kickoff` says None rather than guess: a time with no zone anywhere is not taken
as UTC here (the service's `kickoff_at`, which closes predictions, chooses that itself).
"""

from __future__ import annotations

import datetime as dt
import re

from bot.knowledge.match import Match
from bot.knowledge.tournament import Tournament
from bot.knowledge.zones import zone_of

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


def kickoff_time(m: Match) -> tuple[dt.time, str] | None:
    """The kick-off's clock time and what follows it ("UTC+1", or ""); None if unread."""
    found = _TIME.match(m.time or "")
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2))
    if hour > 23 or minute > 59:
        return None
    return dt.time(hour, minute), found.group(3)


def kickoff_zone(m: Match, t: Tournament | None) -> dt.tzinfo | None:
    """The zone the fixture's time is written in: its own offset, else its venue's, else
    the tournament's `timezone`; None when the data gives none (or one we cannot read)."""
    read = kickoff_time(m)
    if read is not None and read[1]:
        return offset_of(read[1])
    if t is None:
        return None
    venue = next((v for v in t.venues if v.id == m.venue), None) if m.venue else None
    if venue is not None and venue.timezone:
        return offset_of(venue.timezone)
    return zone_of(t.timezone)


def local_kickoff(m: Match, t: Tournament | None) -> dt.datetime | None:
    """The kick-off as an aware time in the zone the data writes it in; None when the
    fixture has no readable time or the data says in no zone which."""
    read = kickoff_time(m)
    zone = kickoff_zone(m, t)
    if read is None or zone is None:
        return None
    return dt.datetime.combine(m.date, read[0], zone)
