"""Yes/no questions about how, when and which card, in Spanish and English (issue 32):
the answer is about what was asked, and says no when the match holds no such thing.

The fixture, spanish_yes_no/match.yaml, is an invented final: Solvaria (nicknamed la Roja)
beat Kestavia 2-1, every goal after the break, Senn's a shot and Brak's a header; Solvaria
had a yellow card, Kestavia a red.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

FIXTURE = Path(__file__).resolve().parent / "spanish_yes_no"


@cache
def engine() -> Engine:
    return Engine(load_knowledge(FIXTURE))


def answer(question: str) -> str:
    reply = engine().answer(question)
    assert reply.band == "answer", reply.text
    return reply.text


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("¿senn marcó de cabeza?", "No, ninguno de los goles de Luka Senn fue un cabezazo"),
        ("did senn score a header", "No, none of Luka Senn's goals was a header"),
    ],
)
def test_a_goal_method_asked_of_a_scorer_who_had_none_is_a_no(question: str, start: str) -> None:
    text = answer(question)
    assert text.startswith(start)
    assert "Sí" not in text


def test_a_goal_method_asked_of_a_scorer_who_had_one_tells_that_goal() -> None:
    text = answer("¿brak marcó de cabeza?")
    assert "Ivo Brak" in text and "cabezazo" in text
    assert "Ninguno" not in text


@pytest.mark.parametrize(
    "question",
    ["¿algún jugador de solvaria vio la roja?", "¿algún jugador de solvaria recibió la roja?"],
)
def test_a_card_verb_before_la_roja_asks_of_a_red_card_not_of_the_team(question: str) -> None:
    text = answer(question)
    assert text.startswith("Ningún jugador de Solvaria fue expulsado")
    assert "amonestado" not in text  # Rue's yellow is not a red


def test_la_roja_without_a_card_verb_is_still_the_team() -> None:
    assert answer("¿la roja ganó?").startswith("Solvaria le ganó 2-1 a Kestavia")


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("¿kestavia marcó en el primer tiempo?", "Kestavia no marcó en el primer tiempo"),
        ("¿kestavia marcó en la primera parte?", "Kestavia no marcó en el primer tiempo"),
        ("did kestavia score in the first half", "Kestavia did not score in the first half"),
    ],
)
def test_did_a_team_score_in_a_half_is_a_yes_or_no_on_its_goals(question: str, start: str) -> None:
    assert answer(question).startswith(start)


def test_a_team_that_scored_in_the_half_asked_gets_its_goals() -> None:
    text = answer("¿solvaria marcó en el segundo tiempo?")
    assert "Luka Senn" in text and "Ada Rue" in text
    assert "Al entretiempo" not in text
