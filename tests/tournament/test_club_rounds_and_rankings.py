"""Issue 33: a league's first and last rounds named as fans name them, and the league-wide
rankings (most conceded, most draws, teams without a win) with ties not cut."""

from __future__ import annotations

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
