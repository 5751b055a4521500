"""A cup the data does not hold, named in Spanish as in English ("la coppa italia",
"la copa de francia"), is declined as another competition, never read as the league."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

LALIGA = Path(__file__).resolve().parents[1] / "blindclub5" / "knowledge" / "laliga"


@cache
def engine() -> Engine:
    return Engine(load_knowledge(LALIGA))


def test_a_cup_not_held_is_declined_in_spanish_too() -> None:
    for q in (
        "who won the coppa italia",
        "quién ganó la coppa italia",
        "quién ganó la copa italia",
        "quién ganó la copa de francia",
    ):
        reply = engine().answer(q)
        assert reply.band != "answer", (q, reply.text)
    assert engine().answer("quién va primero en la liga").band == "answer"
