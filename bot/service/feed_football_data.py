"""football-data.org's v4 matches JSON (FEED_FORMAT=football-data) -> Football.JSON, then
the same importer as every feed (`feed_import.football_json`).

Written from football-data.org's public documentation ("Dealing with scores", the match
resource): `score.fullTime` is the running score, set to 0-0 at kick-off; `halfTime`
appears at half-time; `extraTime` and `penalties` count only the goals of extra time and
of the shootout, and `regularTime` (when given) the 90 minutes. Statuses map to the
knowledge's: SCHEDULED/TIMED scheduled, IN_PLAY (and EXTRA_TIME, PENALTY_SHOOTOUT) in
play, PAUSED paused, FINISHED/AWARDED finished, POSTPONED/SUSPENDED/CANCELLED postponed.
A match whose teams are not known yet (a knockout still to be drawn) is left out.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from typing import Any

from bot.service.feed import FeedRejected
from bot.service.feed_import import football_json

STATUSES = {
    "SCHEDULED": "scheduled",
    "TIMED": "scheduled",
    "IN_PLAY": "in_play",
    "EXTRA_TIME": "in_play",
    "PENALTY_SHOOTOUT": "in_play",
    "LIVE": "in_play",
    "PAUSED": "paused",
    "FINISHED": "finished",
    "AWARDED": "awarded",  # a result given, said so; posted as full time (ENDED)
    "POSTPONED": "postponed",
    "SUSPENDED": "postponed",
    "CANCELLED": "postponed",
}
STAGES = {
    "LAST_32": "Round of 32",
    "LAST_16": "Round of 16",
    "ROUND_OF_16": "Round of 16",
    "QUARTER_FINALS": "Quarter-final",
    "SEMI_FINALS": "Semi-final",
    "THIRD_PLACE": "Match for third place",
    "FINAL": "Final",
}
MAX_MATCHES = 5000


def football_data(bodies: Mapping[str, bytes], source: str = "live feed") -> dict[str, str]:
    """{file name: football-data JSON} -> {knowledge file name: YAML}; FeedRejected says
    why it cannot be used."""
    converted = {name: convert(name, body) for name, body in bodies.items()}
    return football_json(converted, source=source)


def convert(name: str, body: bytes) -> bytes:
    """One football-data matches document as a Football.JSON file."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        raise FeedRejected(f"{name}: not JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("matches"), list):
        raise FeedRejected(f"{name}: expected football-data's {{matches: [...]}}")
    competition = data.get("competition")
    title = _str(competition.get("name")) if isinstance(competition, dict) else None
    matches = [m for raw in data["matches"][:MAX_MATCHES] if (m := match(raw)) is not None]
    if not matches:
        raise FeedRejected(f"{name}: no match with both teams known")
    return json.dumps({"name": title or "Competition", "matches": matches}).encode()


def match(raw: Any) -> dict[str, Any] | None:
    """One football-data match as a Football.JSON match (None: not usable yet)."""
    if not isinstance(raw, dict):
        return None
    home, away = (_team(raw.get(side)) for side in ("homeTeam", "awayTeam"))
    when = _when(raw.get("utcDate"))
    if home is None or away is None or when is None or home == away:
        return None
    status = STATUSES.get(str(raw.get("status")))
    out: dict[str, Any] = {
        "round": _round(raw),
        "date": f"{when:%Y-%m-%d}",
        "time": f"{when:%H:%M} UTC+0",
        "team1": home,
        "team2": away,
    }
    if status is not None:
        out["status"] = status
    group = _str(raw.get("group"))
    if group:
        out["group"] = group.replace("_", " ").title()
    if status not in (None, "scheduled", "postponed"):
        out.update(score(raw.get("score")))
    return out


def score(raw: Any) -> dict[str, Any]:
    """Football.JSON's score (ft after 90 minutes, et after extra time, p the shootout)."""
    if not isinstance(raw, dict):
        return {}
    full, half = _pair(raw.get("fullTime")), _pair(raw.get("halfTime"))
    extra, pens = _pair(raw.get("extraTime")), _pair(raw.get("penalties"))
    regular = _pair(raw.get("regularTime"))
    if full is None:
        return {}
    if regular is None:  # fullTime counts every goal: take extra time and the shootout off
        taken = [a + b for a, b in zip(extra or [0, 0], pens or [0, 0], strict=True)]
        regular = [max(0, n - t) for n, t in zip(full, taken, strict=True)]
    out: dict[str, Any] = {"ft": regular}
    if half is not None and half[0] <= regular[0] and half[1] <= regular[1]:
        out["ht"] = half
    if extra is not None and regular[0] == regular[1]:
        out["et"] = [regular[0] + extra[0], regular[1] + extra[1]]
    last = out.get("et", regular)
    if pens is not None and last[0] == last[1] and pens[0] != pens[1]:
        out["p"] = pens
    return {"score": out}


def _round(raw: dict[str, Any]) -> str:
    stage = _str(raw.get("stage")) or ""
    if stage in STAGES:
        return STAGES[stage]
    day = raw.get("matchday")
    if isinstance(day, int) and not isinstance(day, bool) and 0 < day < 1000:
        return f"Matchday {day}"
    return stage.replace("_", " ").title() or "Matchday"


def _team(raw: Any) -> str | None:
    if not isinstance(raw, dict):
        return None
    return _str(raw.get("name")) or _str(raw.get("shortName"))


def _when(raw: Any) -> dt.datetime | None:
    if not isinstance(raw, str) or len(raw) > 40:
        return None
    try:
        when = dt.datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return when.astimezone(dt.UTC)


def _pair(raw: Any) -> list[int] | None:
    if not isinstance(raw, dict):
        return None
    pair = [raw.get("home"), raw.get("away")]
    if all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 99 for n in pair):
        return [int(n) for n in pair]  # type: ignore[arg-type]
    return None


def _str(value: Any) -> str | None:
    return value.strip()[:100] or None if isinstance(value, str) else None
