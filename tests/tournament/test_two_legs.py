"""Two clubs' tie over two legs, asked with its round ("arsenal v psv round of 16
scores"): both legs and the goals over both, not "which match?"; a round named with one
club lists that round. The cup and its results are invented."""

from __future__ import annotations

import json

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.knowledge import load_knowledge

LEGS = [  # round, date, home, away, score
    ("Semi-finals", "2025-04-01", "Harbury FC", "Kelso Town", [1, 3]),
    ("Semi-finals", "2025-04-02", "Lindow Rovers", "Marsden City", [2, 0]),
    ("Semi-finals", "2025-04-08", "Kelso Town", "Harbury FC", [2, 2]),
    ("Semi-finals", "2025-04-09", "Marsden City", "Lindow Rovers", [1, 0]),
    ("Final", "2025-05-20", "Kelso Town", "Lindow Rovers", [1, 0]),
]


@pytest.fixture(scope="module")
def cup(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    rounds: dict[str, list[dict[str, object]]] = {}
    for name, day, home, away, score in LEGS:
        rounds.setdefault(name, []).append(
            {"date": day, "team1": home, "team2": away, "score": {"ft": score}}
        )
    season = {
        "name": "Invented Cup 2024/25",
        "rounds": [{"name": n, "matches": ms} for n, ms in rounds.items()],
    }
    tmp = tmp_path_factory.mktemp("cup")
    (tmp / "cup.json").write_text(json.dumps(season), encoding="utf-8")
    assert main(["import", "football-json", str(tmp / "cup.json"), "--out", str(tmp / "k")]) == 0
    return Engine(load_knowledge(tmp / "k"))


@pytest.mark.parametrize(
    "question", ["harbury v kelso semi final scores", "resultado del kelso harbury en semis"]
)
def test_a_ties_legs_asked_with_its_round(cup: Engine, question: str) -> None:
    r = cup.answer(question)
    assert r.band == "answer", r.text
    assert "1-3" in r.text and "2-2" in r.text and ("3-5" in r.text or "5-3" in r.text), r.text
    assert "Marsden" not in r.text, r.text


def test_the_clubs_of_a_two_legged_round_are_counted_once(cup: Engine) -> None:
    text = cup.answer("which teams reached the knockout rounds").text
    assert text.startswith("4 teams reached the knockout rounds"), text
    assert all(text.count(club) == 1 for club in ("Harbury", "Kelso", "Lindow", "Marsden"))


def test_a_club_asked_about_gets_yes_first(cup: Engine) -> None:
    text = cup.answer("did harbury reach the knockout rounds").text
    assert text.startswith("Yes. 4 teams reached"), text
