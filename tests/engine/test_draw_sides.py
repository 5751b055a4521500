"""A team asked of its draws ("who have X drawn with", "con quién empató X") is answered
with its drawn matches, after its place in a league table or on their own in a cup; two
teams named ("did X draw with Y") stay their meeting's result."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.engine.understanding.lang import language
from bot.knowledge import load_knowledge

TESTS = Path(__file__).parents[1]
LEAGUE = TESTS / "real_club3" / "knowledge" / "bl2324"


@pytest.fixture(scope="module")
def league() -> Engine:
    return Engine(load_knowledge(LEAGUE))


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    ("code", "question", "team", "drew"),
    [
        ("en", "who have leverkusen drawn with", "leverkusen", True),
        ("en", "who did leverkusen draw with", "leverkusen", True),
        ("en", "who did leverkusen beat", "leverkusen", False),
        ("es", "con quien empato el leverkusen", "leverkusen", True),
        ("es", "el leverkusen empato con quien", "leverkusen", True),
        ("es", "contra quien perdio el leverkusen", "leverkusen", False),
    ],
)
def test_the_bundles_read_a_draw_asked(code: str, question: str, team: str, drew: bool) -> None:
    words = question.split()
    i = words.index(team)
    assert language(code).drawing(words, i, i + 1) is drew


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("who have dortmund drawn with", "Drawn: 3."),
        ("con quién empató el dortmund", "Empatados: 3."),
    ],
)
def test_whom_a_club_drew_with_is_its_draws(league: Engine, question: str, head: str) -> None:
    text = said(league, question)
    assert head in text and "Eintracht Frankfurt 3-3 Borussia Dortmund" in text, text
    assert "1-0" not in text, text  # a win is no draw


def test_two_teams_named_is_their_meeting(league: Engine) -> None:
    text = said(league, "did bayern draw with leverkusen")
    assert text.startswith("FC Bayern München 2-2 Bayer 04 Leverkusen"), text
