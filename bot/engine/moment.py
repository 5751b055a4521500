"""When a question is asked, and the time zone its answer gives days and kick-offs in.

The engine never reads the clock itself: the caller (the service for a server, the
command line, a test) passes a `Moment` with each question, made from its own clock and
the zone it answers in (a server's setting; UTC by default). Fixtures with no result
whose kick-off is after `now` are the ones still to come.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from bot.knowledge import zone_name, zone_of

Clock = Callable[[], dt.datetime]  # an aware "now"


def utc_now() -> dt.datetime:
    """The wall clock, in UTC: the default clock of the callers that answer questions."""
    return dt.datetime.now(dt.UTC)


@dataclass(frozen=True)
class Moment:
    """An aware instant and an IANA zone name ("UTC" when unknown or unreadable)."""

    now: dt.datetime
    zone: str = "UTC"

    @classmethod
    def at(cls, clock: Clock = utc_now, zone: str | None = None) -> Moment:
        """Now by `clock`, in `zone` (a name the zone database lacks: UTC)."""
        now = clock()
        if now.tzinfo is None:
            now = now.replace(tzinfo=dt.UTC)  # a naive clock is read as UTC
        return cls(now, zone_name(zone) or "UTC")

    @property
    def tz(self) -> dt.tzinfo:
        return zone_of(self.zone) or dt.UTC

    def local(self, at: dt.datetime) -> dt.datetime:
        """`at` (aware) in this moment's zone."""
        return at.astimezone(self.tz)

    @property
    def today(self) -> dt.date:
        """The day it is in this moment's zone."""
        return self.local(self.now).date()
