"""A penalty question in a match with both a penalty in play and a shootout gets the one
asked about (tests/real_fresh2/WRONG_FACTS.md items 6-8): a side's numbered penalty, or a
side's penalty when it was given none in play, is its shootout kick; "the penalty in
extra time" is the one given in extra time, never the shootout after it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge import load_knowledge

TESTS = Path(__file__).parents[1]


@cache
def engine(path: str) -> Engine:
    return Engine(load_knowledge(TESTS / path))


UCL12 = "real_fresh2/ucl2012_final/knowledge"


@pytest.mark.parametrize(
    ("question", "says", "not_says"),
    [
        ("who took bayerns first penalty", "Philipp Lahm took Bayern Munich's 1st kick", "Robben"),
        (
            "who missed chelseas first pen",
            "Juan Mata took Chelsea's 1st kick and had it saved",
            "Robben",
        ),
        ("el primer penal del chelsea", "Juan Mata pateó el 1.º penal de Chelsea", "Robben"),
        # the save names its keeper among its people: who saved it is said
        (
            "quién falló el penal en la prórroga?",
            "Arjen Robben pateó el penal y Petr Čech se lo atajó",
            "Mata",
        ),
        (
            "who missed the pen in extra time?",
            "Arjen Robben took the penalty and Petr Čech saved it",
            "Mata",
        ),
        # given to Bayern in play: the penalty of the match, not the shootout
        ("who won the penalty for bayern", "Franck Ribéry won the penalty", "shootout"),
    ],
)
def test_the_penalty_asked_about(question: str, says: str, not_says: str) -> None:
    reply = engine(UCL12).answer(question)
    assert reply.band == "answer"
    assert says in reply.text and not_says not in reply.text, reply.text


def test_the_penalty_in_extra_time_of_several_in_play() -> None:
    text = (
        engine("matches/aurelian_cup_shootout")
        .answer("who gave away the penalty in extra time")
        .text
    )
    assert text.startswith("Orrin Hale gave away the penalty") and "Dunavin" not in text, text
