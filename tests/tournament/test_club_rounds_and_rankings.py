"""Issue 33: a league's first and last rounds named as fans name them, and the league-wide
rankings (most conceded, most draws, teams without a win) with ties not cut."""

from __future__ import annotations

import json

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


@pytest.fixture(scope="module")
def ligue_1(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("ligue1")
    write_imported(import_football_json([SEASON / "fr.1.json"]), out)
    return Engine(load_knowledge(out))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_opening_weekend_is_matchday_one(ligue_1: Engine) -> None:
    first = ask(ligue_1, "matchday 1 results")
    assert ask(ligue_1, "opening weekend results") == first
    assert ask(ligue_1, "ligue 1 first weekend results") == first


def test_a_leagues_final_day_is_its_last_round(ligue_1: Engine) -> None:
    last = ask(ligue_1, "matchday 34 results")
    assert ask(ligue_1, "final day results") == last
    assert ask(ligue_1, "results on the last day of the season") == last
    assert ask(ligue_1, "resultados de la ultima jornada") == ask(
        ligue_1, "resultados de la jornada 34"
    )


def _records() -> dict[str, list[int]]:
    """Each club's [won, drawn, conceded], counted from the file itself."""
    data = json.loads((SEASON / "fr.1.json").read_text())
    rec: dict[str, list[int]] = {}
    for m in data["matches"]:
        ft = (m.get("score") or {}).get("ft")
        if not ft:
            continue
        for side, (gf, ga) in ((m["team1"], ft), (m["team2"], ft[::-1])):
            r = rec.setdefault(side, [0, 0, 0])
            r[0] += gf > ga
            r[1] += gf == ga
            r[2] += ga
    return rec


def test_the_most_draws_are_a_ranking_of_teams(ligue_1: Engine) -> None:
    most = max(r[1] for r in _records().values())
    text = ask(ligue_1, "which team has the most draws")
    assert text.startswith("Most draws at the ") and f", {most} draws." in text


def test_the_next_teams_are_never_cut_between_level_ones(ligue_1: Engine) -> None:
    text = ask(ligue_1, "which team conceded the fewest goals")
    rec = _records()
    shown = text.split("Next: ")[1].rstrip(".")
    last = int(shown.rsplit(" ", 1)[1])
    level = [club for club, r in rec.items() if r[2] == last]
    assert shown.count(f" {last}") >= len(level)
