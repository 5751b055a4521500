"""A question about to be declined that a line of the report answers gets that line
(tests/blindmatch6/WRONG_FACTS.md section 3: "was ramos offside", "was anyone sent off"
with no card recorded but a storyline saying so); names alone or a pronoun do not."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine import Engine
from bot.knowledge import load_knowledge_texts

MATCH = Path(__file__).parents[1] / "matches/aurelian_cup_shootout/match.yaml"
LINE = "    - Veldoria, the holders, led twice and were pegged back twice.\n"
ADDED = "    - Jaro Pellik's first goal looked offside.\n"


@cache
def engine() -> Engine:
    text = MATCH.read_text(encoding="utf-8")
    assert LINE in text
    return Engine(load_knowledge_texts({"match.yaml": text.replace(LINE, LINE + ADDED)}))


def test_a_yes_no_about_a_detail_is_answered_from_a_storyline() -> None:
    reply = engine().answer("was pellik offside??")
    assert reply.is_answer, reply.text
    assert "looked offside" in reply.text


def test_names_alone_are_not_matched_to_a_line() -> None:
    assert "offside" not in engine().answer("and pellik?").text
