"""Fans' questions, phrased many ways: the right intent answers with the right facts."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.engine.engine import Engine

CASES = yaml.safe_load((Path(__file__).parent / "questions.yaml").read_text(encoding="utf-8"))


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


@pytest.mark.parametrize("case", CASES["answer"], ids=lambda c: c["q"])
def test_answers(engine: Engine, case: dict[str, Any]) -> None:
    reply = engine.answer(case["q"])
    wanted = case["intent"] if isinstance(case["intent"], list) else [case["intent"]]
    assert reply.intent in wanted, reply.text
    assert reply.band == "answer"
    for group in case["expect"]:
        assert any(fold(alt) in fold(reply.text) for alt in group), (group, reply.text)


@pytest.mark.parametrize("question", CASES["decline"])
def test_declines_what_it_does_not_know(engine: Engine, question: str) -> None:
    reply = engine.answer(question)
    assert reply.intent is None, reply.text
    assert reply.band in ("decline", "suggest")


@pytest.mark.parametrize(
    "question",
    ["who won the 2018 world cup", "who won the world cup in 1986", "score of the 2014 final"],
)
def test_other_years_are_declined_even_with_known_words(engine: Engine, question: str) -> None:
    """Another tournament's year: declined, saying which tournament the data holds."""
    reply = engine.answer(question)
    assert reply.band == "decline"
    assert reply.text.startswith("I only know the World Cup 2026: ")


@pytest.mark.parametrize("question", ["who", "when"])
def test_vague_questions_get_suggestions(engine: Engine, question: str) -> None:
    reply = engine.answer(question)
    assert reply.band == "suggest"
    assert reply.intent is None
    assert 2 <= len(reply.suggestions) <= 3
    assert all(s.question.endswith("?") for s in reply.suggestions)
    assert all(s.question in reply.text for s in reply.suggestions)


def test_unknown_player_is_declined_without_repeating_the_name(engine: Engine) -> None:
    """Issue 14: a decline in public never repeats what was typed (it may be abuse)."""
    reply = engine.answer("how many goals did zorblaxo score")  # in no squad of the data
    assert reply.band == "decline"
    assert reply.text.startswith("I don't have anything on that:")
    assert "zorblaxo" not in reply.text.lower()


def test_quotes_are_verbatim_with_speaker(engine: Engine) -> None:
    reply = engine.answer("what did kane say")
    assert "Harry Kane" in reply.text
    assert "Gutted for the boys, gutted for everyone — the team, the staff, the fans." in reply.text


def test_single_fact_answers_are_short(engine: Engine) -> None:
    for question in ("who scored the winner", "where was the match", "who is england's coach"):
        reply = engine.answer(question)
        assert reply.band == "answer"
        assert len(reply.text) < 300, reply.text
        assert reply.text.count(". ") <= 3


def test_reply_carries_facts_for_embeds(engine: Engine) -> None:
    reply = engine.answer("who scored the equaliser")
    goals = reply.facts["goals"]
    assert [g["scorer"] for g in goals] == ["Enzo Fernandez"]
    assert goals[0]["minute"] == "85'"
    assert reply.facts["slots"] == {"goals": ["equaliser"]}
    assert 0 <= reply.confidence <= 100


def test_suggestion_button_answers_the_intent(engine: Engine) -> None:
    reply = engine.render_intent("goal-scorer", "the winner?")
    assert reply.intent == "goal-scorer"
    assert "Lautaro Martinez" in reply.text


def test_an_inferred_date_says_so_in_one_pair_of_brackets(engine: Engine) -> None:
    # The report gives the weekday; the date is inferred and the answer marks it, once.
    reply = engine.answer("what day was the match")
    assert reply.text == "It was played on Wednesday (2026-07-15, inferred date)."
    assert reply.text.count("(") == 1
