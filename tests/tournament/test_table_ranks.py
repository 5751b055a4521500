"""A league table asked in fans' words: the most defeats, the best and worst home and away
records (by the points won there), and the points between places (the title margin, how
far behind a club was), English and Spanish; a cup has no home and away records."""

from __future__ import annotations

import json

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


@pytest.fixture(scope="module")
def premier(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("pl")
    write_imported(import_football_json([SEASON / "en.1.json"]), out)
    return Engine(load_knowledge(out))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def _records() -> dict[str, dict[str, int]]:
    """Each club's points, defeats and home and away points, from the file itself."""
    data = json.loads((SEASON / "en.1.json").read_text())
    rec: dict[str, dict[str, int]] = {}
    for m in data["matches"]:
        ft = (m.get("score") or {}).get("ft")
        if not ft:
            continue
        for where, side, (gf, ga) in (("home", m["team1"], ft), ("away", m["team2"], ft[::-1])):
            r = rec.setdefault(side, {"pts": 0, "lost": 0, "home": 0, "away": 0})
            won = 3 * (gf > ga) + (gf == ga)
            r["pts"] += won
            r[where] += won
            r["lost"] += gf < ga
    return rec


def _top(figure: str, fewest: bool = False) -> tuple[str, int]:
    rec = _records()
    value = (min if fewest else max)(r[figure] for r in rec.values())
    leaders = [club for club, r in rec.items() if r[figure] == value]
    assert len(leaders) == 1
    return leaders[0], value


@pytest.mark.parametrize(
    "question", ["who lost the most games", "most defeats", "quién perdió más partidos"]
)
def test_the_most_defeats_are_a_ranking(premier: Engine, question: str) -> None:
    club, lost = _top("lost")
    text = ask(premier, question)
    assert text.split(":")[1].strip().startswith(f"{club}, {lost} ")


@pytest.mark.parametrize(
    ("question", "figure", "fewest"),
    [
        ("best away record", "away", False),
        ("who has the best home record", "home", False),
        ("worst away team", "away", True),
        ("mejor visitante", "away", False),
        ("peor local de la liga", "home", True),
    ],
)
def test_home_and_away_records_rank_by_points_won_there(
    premier: Engine, question: str, figure: str, fewest: bool
) -> None:
    club, pts = _top(figure, fewest)
    text = ask(premier, question)
    assert text.split(":")[1].strip().startswith(f"{club}, {pts} ")


def test_the_title_margin_is_first_minus_second(premier: Engine) -> None:
    ranked = sorted(_records().items(), key=lambda kv: -kv[1]["pts"])
    (first, a), (second, b) = ranked[0], ranked[1]
    gap = a["pts"] - b["pts"]
    for question in (
        "gap between first and second",
        f"by how many points did {first.removesuffix(' FC')} win the league",
        "what was the title margin",
    ):
        text = ask(premier, question)
        assert f"{first} (first, {a['pts']} points) won" in text, question
        assert f"by {gap} points over {second}" in text, question
    text = ask(premier, "diferencia entre el primero y el segundo")
    assert f"por {gap} puntos sobre {second}" in text


def test_how_far_behind_a_club_finished(premier: Engine) -> None:
    ranked = sorted(_records().items(), key=lambda kv: -kv[1]["pts"])
    (first, a), (third, c) = ranked[0], ranked[2]
    text = ask(premier, f"how far behind {first} were {third}")
    assert (
        f"{third} (third, {c['pts']} points) finished {a['pts'] - c['pts']} points behind" in text
    )


def test_a_cup_has_no_home_and_away_records() -> None:
    engine = Engine(load_knowledge(KNOWLEDGE))
    reply = engine.answer("best away record")
    assert reply.band != "answer" or "points won away" not in reply.text


@pytest.mark.parametrize(
    "question",
    ["who qualified for the champions league", "quiénes se clasificaron para la champions"],
)
def test_qualifying_for_a_cup_not_held_is_the_leagues_places(
    premier: Engine, question: str
) -> None:
    text = ask(premier, question)
    assert "Champions League: " in text
