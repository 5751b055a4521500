"""What a blind evaluator found declined on the Euro 2012 data (tests/blindclub5), each
kind checked there and on another tournament's data: the goals scored from the spot
across the tournament, and whether any match went to extra time."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {
    "euro2012": TESTS / "blindclub5" / "knowledge" / "euro2012",
    "wc2018": TESTS / "real_club2" / "knowledge" / "wc2018",
}


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(FOLDERS[name]))


def said(name: str, question: str) -> tuple[str, str]:
    reply = engine(name).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text, reply.lang


def test_the_goals_from_the_penalty_spot_are_listed_from_the_goals_flags() -> None:
    text, _ = said("euro2012", "which goals were penalties")
    assert text.startswith("Goals from the penalty spot (Euro 2012): 3."), text
    assert "Salpingidis" in text and "Xabi Alonso" in text and "Özil" in text, text
    text, lang = said("euro2012", "qué goles fueron de penal")
    assert text.startswith("Goles de penal (Eurocopa 2012): 3.") and lang == "es", text
    text, _ = said("euro2012", "goles de penal de grecia")  # a team's alone
    assert "Salpingidis" in text and "Özil" not in text, text
    text, _ = said("wc2018", "russia spain pens")  # still the shootout of that match
    assert "won 4-3 on penalties" in text and "penalty spot" not in text, text


def test_any_match_to_extra_time_is_the_list_of_those_matches() -> None:
    text, _ = said("euro2012", "did any game go to extra time")
    assert text.startswith("2 matches went to extra time"), text
    text, lang = said("wc2018", "hubo algún partido con prórroga")
    assert text.startswith("Fueron a la prórroga (Mundial 2018)") and lang == "es", text
