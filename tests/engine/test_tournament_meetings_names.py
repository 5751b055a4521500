"""Two teams who met more than once in a cup, and a full name against the data's
initial and surname (tests/blindclub5 Euro 2012 data)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

EURO = Path(__file__).resolve().parents[1] / "blindclub5" / "knowledge" / "euro2012"


@cache
def engine() -> Engine:
    return Engine(load_knowledge(EURO))


def answered(question: str) -> str:
    reply = engine().answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_a_stage_word_picks_one_meeting_and_none_gives_every_one() -> None:
    assert answered("spain v italy group game").startswith("Spain 1-1 Italy (Group C")
    assert answered("spain v italy group match").startswith("Spain 1-1 Italy (Group C")
    both = answered("spain v italy")
    assert "Spain 1-1 Italy" in both and "Spain 4-0 Italy" in both, both
    assert "1-1" not in answered("spain v italy final")
    once = answered("spain v croatia")  # met once: that match alone
    assert once.startswith("Croatia 0-1 Spain"), once


def test_a_full_name_is_the_datas_initial_and_surname() -> None:
    assert answered("fernando torres goals").startswith("F. Torres (Spain) scored 3 goals")
    text = answered("¿cuántos goles metió fernando torres en la euro?")
    assert text.startswith("F. Torres (España) hizo 3 goles"), text
    # another initial names no one
    assert not engine().answer("javier torres goals").text.startswith("F. Torres")
