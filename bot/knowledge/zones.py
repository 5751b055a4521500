"""The IANA time zone names ("Europe/Madrid", "America/Mexico_City", "UTC") that a
tournament's kick-off times or a server's answers may be given in."""

from __future__ import annotations

import datetime as dt
import zoneinfo
from functools import cache

MAX_ZONE_CHARS = 64  # the longest IANA name is about 32


@cache
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name this system knows, sorted ("Africa/Abidjan" ... "UTC")."""
    return tuple(sorted(zoneinfo.available_timezones() | {"UTC"}))


@cache
def _by_folded() -> dict[str, str]:
    return {z.casefold(): z for z in zone_names()}


def zone_name(name: str | None) -> str | None:
    """The zone's name as the database spells it ("europe/madrid" -> "Europe/Madrid"),
    or None if there is no such zone."""
    if not name or len(name) > MAX_ZONE_CHARS:
        return None
    return _by_folded().get(name.strip().casefold())


def zone_of(name: str | None) -> dt.tzinfo | None:
    """The IANA zone called `name` (any case), or None if there is none (UTC always, even
    on a system without the zone database)."""
    found = zone_name(name)
    if found is None:
        return None
    return dt.UTC if found == "UTC" else zoneinfo.ZoneInfo(found)
