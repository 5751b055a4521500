"""Wrong facts a blind evaluator found on two real matches (tests/blindmatch5): bench
goalkeepers named as "in goal", a following match's name ("the super cup", "the final",
"the third place match") read as this match or as a prediction, and a count of one half
answered with the whole result."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {
    "wc": TESTS / "blindmatch5" / "wc2014_semi_bra_ger",
    "ucl": TESTS / "blindmatch5" / "ucl2017_final_juv_rma",
}


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(FOLDERS[name] / "knowledge"))


def said(name: str, question: str) -> str:
    reply = engine(name).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_keeper_in_goal_is_the_one_who_played_not_the_bench() -> None:
    text = said("wc", "who was in goal for brazil")
    assert "Julio Cesar" in text and "Jefferson" not in text and "Victor" not in text
    text = said("ucl", "who was in goal for real")
    assert "Navas" in text and "Casilla" not in text
    assert "Weidenfeller" not in said("wc", "quien era el arquero de alemania")


def test_a_following_match_named_by_its_last_words_is_that_match() -> None:
    text = said("ucl", "what was the super cup result")
    assert "Manchester United 2-1" in text and "4-1" not in text


def test_a_played_next_match_named_by_its_stage_gives_its_result_only() -> None:
    text = said("wc", "did germany win the final")
    assert "Germany beat Argentina 1-0 after extra time" in text and "Netherlands" not in text
    text = said("wc", "who won the third place match")
    assert "Netherlands beat Brazil 3-0" in text and "Argentina" not in text


def test_a_count_of_one_half_comes_first() -> None:
    text = said("wc", "how many goals did germany score in the first half")
    assert text.startswith("Germany scored 5 goals in the first half"), text
    assert "Oscar" not in text
    text = said("wc", "cuantos goles hizo alemania en el primer tiempo")
    assert text.startswith("Alemania marcó 5 goles en el primer tiempo"), text
