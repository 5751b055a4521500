"""Football.JSON's shapes beyond one match: two-legged ties (a second leg's extra time
and shootout follow a level aggregate, not a level match) and the layouts of teams files
(a list, or the Copa América's `{"name": ..., "teams": [...]}`)."""

from __future__ import annotations

import re
from typing import Any

# "Arsenal FC (ENG)": a Champions League feed's club with its country.
COUNTRY = re.compile(r"\s*\([A-Z]{3}\)\s*$")

LegKey = tuple[str, frozenset[str | None]]
Legs = dict[LegKey, list[dict[str, Any]]]


def teams_listed(data: Any) -> tuple[list[Any] | None, str]:
    """A teams file's list and its JSON path: a plain list, or an object that holds one
    under `teams` or `clubs`."""
    if isinstance(data, list):
        return data, "$"
    if isinstance(data, dict):
        for key in ("teams", "clubs"):
            if isinstance(data.get(key), list):
                return data[key], f"$.{key}"
    return None, "$"


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def _name(team: Any) -> str | None:
    return _text(team.get("name")) if isinstance(team, dict) else _text(team)


def _key(raw: dict[str, Any]) -> LegKey:
    """A two-legged tie: the round (its part before a comma) and the two teams."""
    stage = str(raw.get("round") or "").split(",")[0]
    return stage, frozenset((_name(raw.get("team1")), _name(raw.get("team2"))))


def legs_of(raws: list[tuple[str, str | None, dict[str, Any]]]) -> Legs:
    """The matches of the file by round and teams: a tie's legs share a key."""
    legs: Legs = {}
    for _, round_name, raw in raws:
        if isinstance(raw, dict):
            legs.setdefault(_key({**raw, "round": raw.get("round") or round_name}), []).append(raw)
    return legs


def second_leg_aggregate(
    legs: Legs, raw: dict[str, Any], pairs: dict[str, Any]
) -> list[int] | None:
    """A second leg's aggregate after 90 minutes, when extra time or a shootout follows a
    full-time score that is not level (a two-legged tie); else None."""
    ft = pairs["ft"]
    if ft[0] == ft[1] or not ("et" in pairs or "p" in pairs):
        return None
    second_team = _name(raw.get("team2"))
    for other in legs.get(_key(raw), []):
        if other is raw or str(other.get("date")) >= str(raw.get("date")):
            continue
        score = other.get("score")
        first = score.get("ft") if isinstance(score, dict) else None
        if not (isinstance(first, list) and len(first) == 2):
            continue
        if _name(other.get("team1")) == second_team:
            first = [first[1], first[0]]
        if all(isinstance(n, int) and not isinstance(n, bool) for n in first):
            return [ft[0] + first[0], ft[1] + first[1]]
    return None
