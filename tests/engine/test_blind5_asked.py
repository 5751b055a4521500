"""What fans asked of two real matches (tests/blindmatch5) that the bot answered
beside the question: a "why" the data has no reason for, words of a shootout phrasing
("who missed", "take a penalty") in questions about chances or blame."""

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


def test_why_a_card_without_a_reason_says_the_reason_is_not_recorded() -> None:
    reply = engine("ucl").answer("why was dybala booked")
    assert reply.intent is None and reply.text.startswith("The report doesn't record why.")
    assert "12th minute" in reply.text
    reply = engine("ucl").answer("por que amonestaron a dybala")
    assert reply.intent is None and reply.text.startswith("La crónica no dice por qué.")
    # a second yellow is its own reason, and a card with a reason gives it
    assert "Ramos" in said("ucl", "why was cuadrado sent off")


def test_words_of_a_shootout_phrasing_do_not_bring_the_no_shootout_reply() -> None:
    text = said("ucl", "who had juve's early chances")
    assert "shootout" not in text and "Higuain" in text and "Pjanic" in text
    text = said("wc", "did scolari take the blame")
    assert "shootout" not in text and "responsible" in text
    assert "no penalty shootout" in said("wc", "was there a shootout")


def test_a_sides_subs_are_the_changes_it_made_and_its_bench_the_bench() -> None:
    text = said("ucl", "juventus substitutions")
    assert "Cuadrado came on for" in text and "Buffon" not in text
    text = said("wc", "brazil subs")
    assert (
        text.startswith("Paulinho came on for Fernandinho") and "Willian came on for Fred" in text
    )
    text = said("wc", "brazil bench")  # the changes, then who stayed on the bench
    assert "Willian came on for Fred" in text and "Unused on Brazil's bench: Jefferson" in text
    assert "Unused" not in said("wc", "when did brazil make changes")
    assert said("wc", "who was on the brazil bench").startswith("On Brazil's bench")
