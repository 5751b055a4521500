"""Small invented Football.JSON seasons still being played, for the club-season tests:
two four-club leagues of six matchdays, four played and two as fixtures (date and
kick-off, no score). Real clubs' names, so that fans' nicknames for them are known;
every result is invented."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

Result = tuple[str, str, int, int] | tuple[str, str]  # home, away[, goals, goals]

SPAIN: list[list[Result]] = [
    [("Girona FC", "Cádiz CF", 2, 0), ("Getafe CF", "Sevilla FC", 1, 1)],
    [("Sevilla FC", "Girona FC", 0, 1), ("Cádiz CF", "Getafe CF", 0, 2)],
    [("Girona FC", "Getafe CF", 3, 1), ("Sevilla FC", "Cádiz CF", 2, 2)],
    [("Cádiz CF", "Girona FC", 1, 1), ("Sevilla FC", "Getafe CF", 3, 3)],
    [("Getafe CF", "Girona FC"), ("Cádiz CF", "Sevilla FC")],
    [("Girona FC", "Sevilla FC"), ("Getafe CF", "Cádiz CF")],
]
# Girona 10 (played 4, won 3, away: won 1 drew 1), Getafe 5, Sevilla 3, Cádiz 2 (no win)

ENGLAND: list[list[Result]] = [
    [("Arsenal FC", "Manchester United FC", 2, 1), ("Everton FC", "Manchester City FC", 0, 3)],
    [("Manchester United FC", "Everton FC", 1, 1), ("Manchester City FC", "Arsenal FC", 1, 1)],
    [("Arsenal FC", "Everton FC", 4, 0), ("Manchester United FC", "Manchester City FC", 2, 2)],
    [("Everton FC", "Arsenal FC", 0, 0), ("Manchester City FC", "Manchester United FC", 0, 1)],
    [("Manchester United FC", "Arsenal FC"), ("Manchester City FC", "Everton FC")],
    [("Everton FC", "Manchester United FC"), ("Arsenal FC", "Manchester City FC")],
]
# Arsenal 8, United 5, City 5 (GD +2 beats United's 0), Everton 2 (bottom, no win)


def season(name: str, rounds: list[list[Result]], start_day: int = 1) -> dict[str, Any]:
    matches = []
    for i, games in enumerate(rounds):
        for j, game in enumerate(games):
            m: dict[str, Any] = {
                "round": f"Matchday {i + 1}",
                "date": (date(2030, 9, start_day) + timedelta(days=7 * i)).isoformat(),
                "time": f"{16 + 2 * j}:00",
                "team1": game[0],
                "team2": game[1],
            }
            if len(game) == 4:
                m["score"] = {"ft": [game[2], game[3]]}
            matches.append(m)
    return {"name": name, "matches": matches}


def write_seasons(folder: Path) -> tuple[Path, Path]:
    """The two leagues' files in `folder`: (La Liga, Premier League)."""
    folder.mkdir(parents=True, exist_ok=True)
    spain = folder / "es.1.json"
    spain.write_text(json.dumps(season("Spain Primera División 2030/31", SPAIN)), "utf-8")
    england = folder / "en.1.json"
    england.write_text(json.dumps(season("English Premier League 2030/31", ENGLAND, 2)), "utf-8")
    return spain, england
