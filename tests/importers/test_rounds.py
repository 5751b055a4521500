"""Which stage a round is: knockout rounds by name, a league's rounds by name in the
languages competitions use, and numbered rounds of no known name ("Round 7") by how they
are played (a league: every team in most of them; a cup: each team once, then winners)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from bot.adapters.cli import main
from bot.importers.football_json import stage_of
from bot.knowledge import load_knowledge


@pytest.mark.parametrize(
    ("name", "stage"),
    [
        ("Matchday 7", "league"),
        ("Jornada 7", "league"),
        ("Fecha 12", "league"),
        ("Giornata 3", "league"),
        ("18. Spieltag", "league"),
        ("Journée 9", "league"),
        ("Round of 16", "round_of_16"),
        ("Quarter-finals", "quarter_final"),
        ("Final", "final"),
        ("Round 3", "other"),  # read by how it is played (below)
    ],
)
def test_a_round_by_its_name(name: str, stage: str) -> None:
    assert stage_of(name, None) == stage


def _rounds(tmp: Path, rounds: list[dict[str, object]]) -> list[str]:
    source = tmp / "in.json"
    source.write_text(json.dumps({"name": "Invented 2025", "rounds": rounds}), encoding="utf-8")
    assert main(["import", "football-json", str(source), "--out", str(tmp / "k")]) == 0
    t = load_knowledge(tmp / "k").knowledge.tournament
    assert t is not None
    return sorted({m.stage for m in t.matches})


def test_numbered_rounds_played_as_a_league(tmp_path: Path) -> None:
    clubs = ["Ashgrove", "Bellmoor", "Corring", "Dunhallow"]
    pairs = list(itertools.permutations(clubs, 2))
    rounds = [
        {
            "name": f"Round {i + 1}",
            "matches": [
                {
                    "date": f"2025-09-{i * 2 + j + 1:02d}",
                    "team1": a,
                    "team2": b,
                    "score": {"ft": [1, 0]},
                }
                for j, (a, b) in enumerate(pairs[i * 2 : i * 2 + 2])
            ],
        }
        for i in range(len(pairs) // 2)
    ]
    assert _rounds(tmp_path, rounds) == ["league"]


def test_numbered_rounds_of_a_cup_stay_rounds(tmp_path: Path) -> None:
    clubs = ["Ashgrove", "Bellmoor", "Corring", "Dunhallow", "Eastwick", "Fenmarsh"]
    first = [
        {
            "date": f"2025-01-0{i + 1}",
            "team1": clubs[i],
            "team2": clubs[5 - i],
            "score": {"ft": [1, 0]},
        }
        for i in range(3)
    ]
    rounds = [
        {"name": "Round 1", "matches": first},
        {
            "name": "Round 2",
            "matches": [
                {
                    "date": "2025-02-01",
                    "team1": "Ashgrove",
                    "team2": "Bellmoor",
                    "score": {"ft": [2, 0]},
                }
            ],
        },
        {
            "name": "Round 3",
            "matches": [
                {
                    "date": "2025-03-01",
                    "team1": "Ashgrove",
                    "team2": "Corring",
                    "score": {"ft": [2, 0]},
                }
            ],
        },
    ]
    assert _rounds(tmp_path, rounds) == ["other"]
