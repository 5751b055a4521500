"""What a blind evaluator found wrong on tests/blindclub7 (World Cup 2010, Champions
League 2024/25), each kind checked on another tournament's data too."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {
    "wc2010": TESTS / "blindclub7" / "knowledge" / "wc2010",
    "wc2018": TESTS / "real_club2" / "knowledge" / "wc2018",
}


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(FOLDERS[name]))


def said(name: str, question: str) -> str:
    reply = engine(name).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_a_yes_no_about_going_out_answers_for_that_team() -> None:
    cases = [
        ("wc2010", "did italy go out in the group stage", "Yes."),
        ("wc2010", "¿italia quedó eliminada en la fase de grupos?", "Sí."),
        ("wc2010", "did spain go out in the group stage", "No."),
        ("wc2010", "did italy qualify from the group", "No."),
        ("wc2010", "did italy get out of their group", "No."),  # through, not "go out"
        ("wc2018", "did germany go out in the group stage", "Yes."),
        ("wc2018", "¿alemania quedó eliminada en la fase de grupos?", "Sí."),
    ]
    for name, question, verdict in cases:
        text = said(name, question)
        assert text.startswith(verdict), (question, text)


CL = TESTS / "blindclub7" / "knowledge" / "cl"


def test_a_question_naming_a_club_gets_that_clubs_answer() -> None:
    cl = Engine(load_knowledge(CL))
    text = cl.answer("arsenal's biggest win in the champions league").text
    assert "1-7 Arsenal" in text and "Liverpool" not in text, text
    text = cl.answer("did dortmund get past sporting in the CL").text
    assert "Borussia Dortmund" in text and "Liverpool" not in text, text


def test_a_clubs_heaviest_defeat_is_its_defeats_not_its_wins() -> None:
    bundesliga = Engine(load_knowledge(TESTS / "blindclub6" / "knowledge" / "bundesliga"))
    for question, head in (
        ("hoffenheim heaviest defeat", "heaviest defeat, by 5 goals"),
        ("la peor derrota del hoffenheim", "La peor derrota de TSG 1899 Hoffenheim"),
    ):
        text = bundesliga.answer(question).text
        assert head in text and "5-0 TSG 1899 Hoffenheim" in text, (question, text)
