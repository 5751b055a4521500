"""A league season in Football.JSON (one table of every club, no groups, no final), read
as any tournament: its table, its champion, a club's place, who finished second and
bottom, and clubs named without their affix ("Brennholt" for "Brennholt BK"). The clubs
and results are invented; every expectation is computed from them."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.knowledge import load_knowledge

CLUBS = ["Brennholt BK", "Ostvika FC", "Marrowby Rovers", "Selkirk Vale IF"]
# Goals per club in every match: a fixed strength, so the table is clear: the first club
# wins every match, the last loses every one.
STRENGTH = {"Brennholt BK": 3, "Ostvika FC": 2, "Marrowby Rovers": 1, "Selkirk Vale IF": 0}


def _season() -> dict[str, object]:
    rounds = []
    for day, (home, away) in enumerate(itertools.permutations(CLUBS, 2), start=1):
        x, y = STRENGTH[home], STRENGTH[away]
        rounds.append(
            {
                "name": f"Matchday {day}",
                "matches": [
                    {
                        "date": f"2025-09-{day:02d}",
                        "team1": home,
                        "team2": away,
                        "score": {"ft": [x, y]},
                    }
                ],
            }
        )
    return {"name": "Invented League 2025/26", "rounds": rounds}


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    tmp = tmp_path_factory.mktemp("league")
    source = tmp / "league.json"
    source.write_text(json.dumps(_season()), encoding="utf-8")
    out = tmp / "knowledge"
    assert main(["import", "football-json", str(source), "--out", str(out)]) == 0
    return Engine(load_knowledge(out))


def test_the_facts_read_one_table(league: Engine) -> None:
    tf = league.facts.tournament
    assert tf is not None and tf.is_league and tf.league_done and tf.final is None
    table = [tf.teams[r.team].name for r in tf.table(None)]
    assert table == sorted(CLUBS, key=lambda c: -STRENGTH[c])
    assert tf.teams[tf.winner or ""].name == "Brennholt BK"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who won the league?", "Brennholt BK won the Invented League 2025/26: champions with 18"),
        ("quién ganó la liga", "Brennholt BK ganó el Invented League 2025/26"),
        ("league table", "table: Brennholt BK top, Selkirk Vale IF bottom"),
        ("who finished bottom of the league", "Selkirk Vale IF"),
        ("where did ostvika finish in the table", "Ostvika FC finished second"),
        ("how did marrowby do this season", "Marrowby Rovers finished third of 4"),
    ],
)
def test_league_questions(league: Engine, question: str, expected: str) -> None:
    r = league.answer(question)
    assert r.band == "answer" and expected in r.text, r.text


def test_an_unfinished_season_has_no_champion(tmp_path: Path) -> None:
    season = _season()
    last = season["rounds"][-1]["matches"][0]  # type: ignore[index]
    del last["score"]
    source = tmp_path / "league.json"
    source.write_text(json.dumps(season), encoding="utf-8")
    assert main(["import", "football-json", str(source), "--out", str(tmp_path / "k")]) == 0
    engine = Engine(load_knowledge(tmp_path / "k"))
    assert engine.facts.tournament is not None and engine.facts.tournament.winner is None
    r = engine.answer("who won the league?")
    assert "is not finished" in r.text and "lead with" in r.text, r.text
