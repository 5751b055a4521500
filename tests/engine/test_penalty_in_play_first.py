"""A match with a penalty missed in play and a shootout (tests/blindmatch6/WRONG_FACTS.md
items 1-3): "in the game" / "durante el partido" and a player's own miss in play are
the penalty in play; a bare "who missed a penalty" names the misses in play, then the
shootout's; a missed penalty's taker is read from the event's people when the file
gives no `taken_by`."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.engine.facts.penalty_people import taker_of
from bot.knowledge import Event, PenaltyAward, load_knowledge

TESTS = Path(__file__).parents[1]


@cache
def engine() -> Engine:
    return Engine(load_knowledge(TESTS / "matches/aurelian_cup_shootout"))


@pytest.mark.parametrize(
    ("question", "says", "not_says"),
    [
        # his own penalty in play was saved; he scored in the shootout: not a "No"
        (
            "when did quist miss his penalty",
            "Leandro Quist took the penalty and Tomas Reinholt saved it in the 39th",
            "No:",
        ),
        (
            "who missed a penalty during the game",
            "Leandro Quist took the penalty and Tomas Reinholt saved it",
            "shootout",
        ),
        (
            "quien fallo un penal durante el partido",
            "Leandro Quist pateó el penal y Tomas Reinholt se lo atajó",
            "tanda",
        ),
        # the shootout only when asked
        ("who missed in the shootout", "Marek Dunavin took", "Quist"),
    ],
)
def test_the_penalty_in_play_asked(question: str, says: str, not_says: str) -> None:
    reply = engine().answer(question)
    assert says in reply.text and not_says not in reply.text, reply.text


def test_a_bare_miss_names_the_one_in_play_then_the_shootouts() -> None:
    text = engine().answer("who missed a penalty").text
    assert text.index("Leandro Quist's kick") < text.index("Marek Dunavin took"), text


SIDES = {"kicker": "b", "keeper": "a", "fouled": "b", "fouler": "a", "mate": "b"}


def _miss(people: list[str], **award: str) -> Event:
    return Event(
        kind="chance",
        id="e1",
        period="second_half",
        team="b",
        people=people,
        penalty=PenaltyAward(**award),
        title="A penalty missed",
        description="It hit the bar.",
    )


def test_the_taker_is_the_one_person_of_the_side_given_it() -> None:
    miss = _miss(["kicker", "keeper"], won_by="fouled", conceded_by="fouler")
    assert taker_of(miss, None, SIDES.get) == "kicker"
    miss = _miss(["kicker", "keeper"], conceded_by="fouler")  # the side: not the fouler's
    assert taker_of(miss, None, SIDES.get) == "kicker"


def test_no_taker_is_named_when_several_fit_or_none_does() -> None:
    assert taker_of(_miss(["kicker", "mate"], won_by="fouled"), None, SIDES.get) is None
    assert taker_of(_miss(["fouled", "keeper"], won_by="fouled"), None, SIDES.get) is None
    named = _miss(["kicker", "mate"], won_by="fouled", taken_by="mate")
    assert taker_of(named, None, SIDES.get) == "mate"


@cache
def istanbul() -> Engine:
    """A penalty in play saved and scored on the rebound, in a match settled by a
    shootout whose kicks the taker did not take (tests/blindmatch8a: the penalty and
    shootout views once handed the question to each other until the stack ran out)."""
    return Engine(load_knowledge(TESTS / "blindmatch8a/knowledge/ucl2005_final/knowledge"))


@pytest.mark.parametrize(
    ("question", "says"),
    [
        ("was alonsos penalty saved", "Dida saved Alonso's penalty but Alonso scored the rebound"),
        ("¿dida atajó el penal de alonso?", "Dida atajó el penal de Alonso"),
        ("was shevchenkos penalty saved", "had it saved by Jerzy Dudek"),
    ],
)
def test_a_penalty_in_play_by_someone_without_a_shootout_kick(question: str, says: str) -> None:
    reply = istanbul().answer(question)
    assert says in reply.text, reply.text
