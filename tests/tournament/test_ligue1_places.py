"""A French league's places by its rules in fans' words: the relegation play-off asked
("relegation playoff", "promoción de descenso") and named in the answer's language, the
Champions League places ("quién va a la champions") with the rules' caveat, and two clubs
beside a derby's word ("lens lille derby") read as their meetings."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


@pytest.fixture(scope="module")
def ligue1(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("fr")
    write_imported(import_football_json([SEASON / "fr.1.json"]), out)
    return Engine(load_knowledge(out))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("who is in the relegation playoff", "relegation play-off"),
        ("¿quién juega la promoción de descenso?", "promoción de descenso"),
        ("play-off de descenso", "promoción de descenso"),
    ],
)
def test_relegation_play_off(ligue1: Engine, question: str, place: str) -> None:
    text = ask(ligue1, question)
    assert "Stade de Reims (16" in text and place in text
    assert "relegation" not in text or place.startswith("relegation")


def test_champions_places_in_spanish(ligue1: Engine) -> None:
    text = ask(ligue1, "¿quién va a la champions?")
    assert "Paris Saint-Germain FC (primero" in text
    assert "Previa de la Champions League: OGC Nice" in text
    assert "pueden cambiar" in text  # the importer's usual places: said to be so
    assert "qualifying" not in text


def test_champions_places_in_english(ligue1: Engine) -> None:
    text = ask(ligue1, "who goes to the champions league")
    assert "Olympique de Marseille (second" in text and "may differ" in text


def test_champions_league_final_is_not_the_places(ligue1: Engine) -> None:
    assert ligue1.answer("who goes to the champions league final").band != "answer"


@pytest.mark.parametrize(
    "question", ["lens lille derby", "the derby of lens and lille", "derbi lens lille"]
)
def test_two_clubs_beside_a_derby_word(ligue1: Engine, question: str) -> None:
    text = ask(ligue1, question)
    assert "Racing Club de Lens 0-2 Lille OSC" in text and "Lille OSC 1-0 Racing Club" in text


def test_spanish_pair_answered_in_spanish(ligue1: Engine) -> None:
    text = ask(ligue1, "niza mónaco resultados")
    assert "OGC Nice 2-1 AS Monaco FC" in text and "empates" in text
