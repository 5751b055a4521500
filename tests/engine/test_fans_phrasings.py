"""Fans' phrasings of a match's facts, read generally (own wordings, EN and ES): how many
people attended, why a player was not playing, who scored three, and a reason the
knowledge gives only in English, quoted in a Spanish answer rather than spliced in."""

from __future__ import annotations

from functools import cache

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge
from tests.engine.fixture_questions import MATCHES


@cache
def engine_for(shape: str) -> Engine:
    return Engine(load_knowledge(MATCHES / shape))


def answer(shape: str, question: str) -> str:
    reply = engine_for(shape).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    "question",
    ["how many people were there?", "how many spectators attended the game", "how many turned up"],
)
def test_how_many_attended_is_the_attendance(question: str) -> None:
    assert "18,450" in answer("draw_own_goal", question)


@pytest.mark.parametrize(
    "question",
    ["how come hallberg didnt play", "wasn't hallberg in the team?", "why is hallberg not playing"],
)
def test_why_a_player_was_not_playing_is_the_absence(question: str) -> None:
    reply = engine_for("group_rout").answer(question)
    assert reply.intent == "absence" and "ankle" in reply.text, reply.text


@pytest.mark.parametrize(
    ("shape", "question", "who"),
    [
        ("hat_trick_rout", "did anybody score three goals", "Okoro"),
        ("nations_third_place_rout", "who got 3 goals today", "Ensing"),
        ("hat_trick_rout", "quién metió 3 goles", "Okoro"),
    ],
)
def test_three_goals_is_the_hat_trick(shape: str, question: str, who: str) -> None:
    text = answer(shape, question)
    assert who in text and "hat-trick" in text, text


def test_three_goals_of_a_match_are_not_a_hat_trick() -> None:
    """'the 3 goals' counts the match's goals; only a verb with it asks for a hat-trick."""
    reply = engine_for("draw_own_goal").answer("who scored the 3 goals")
    assert "hat-trick" not in reply.text, reply.text


def test_a_reason_given_only_in_english_is_quoted_in_spanish() -> None:
    text = answer("aurelian_cup_shootout", "por qué le sacaron amarilla a dunavin")
    assert "\u201ctripping Vrana in the box\u201d" in text, text
    assert "por tripping" not in text
    english = answer("aurelian_cup_shootout", "what was dunavin booked for")
    assert ", for tripping Vrana in the box" in english
