"""'Who scored against X?' asks for the goals X conceded: the other side's scorers, in
English and Spanish, for a reported match, a match from data and a one-match knowledge.
'X v Y' names a match, not a side, and keeps every goal."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge import load_knowledge
from tests.engine.fixture_questions import MATCHES, SHAPES

ROOT = Path(__file__).resolve().parents[2]


@cache
def engine_at(path: Path) -> Engine:
    return Engine(load_knowledge(path))


def bundled() -> Engine:
    return engine_at(ROOT / "knowledge")


@pytest.mark.parametrize(
    "question",
    [
        "who scored against england",
        "who scored the goals against england?",
        "quien le hizo el gol a inglaterra",
        "¿quién marcó contra Inglaterra?",
    ],
)
def test_against_a_team_names_the_other_sides_scorers(question: str) -> None:
    reply = bundled().answer(question)
    assert reply.band == "answer", reply.text
    assert "Lautaro Martinez" in reply.text and "Enzo Fernandez" in reply.text
    assert "Gordon" not in reply.text  # England's own scorer: the wrong side


def test_against_the_other_side_too() -> None:
    reply = bundled().answer("who scored against argentina")
    assert "Gordon" in reply.text and "Lautaro" not in reply.text


@pytest.mark.parametrize(
    "question",
    [
        "argentina vs england who scored",
        "who scored in argentina v england",
        "argentina contra inglaterra quién marcó",  # was read as 'which competition'
    ],
)
def test_a_match_named_by_both_teams_keeps_every_goal(question: str) -> None:
    text = bundled().answer(question).text
    assert "Gordon" in text and "Lautaro Martinez" in text and "Enzo Fernandez" in text


def test_a_match_from_data() -> None:
    reply = bundled().answer("who scored against egypt for argentina in the round of 16")
    assert reply.match == "2026-07-07-argentina-egypt", reply.text
    assert "Romero" in reply.text and "Messi" in reply.text
    assert "Ibrahim" not in reply.text  # Egypt's scorer


def test_a_team_that_did_not_concede_is_not_swapped_for_a_guess() -> None:
    """'for' names the scoring side as before; nothing changes without 'against'."""
    text = bundled().answer("who scored for england").text
    assert "Gordon" in text and "Lautaro" not in text


@pytest.mark.parametrize("shape", SHAPES)
def test_one_match_knowledges(shape: str) -> None:
    """Every fixture match: asked who scored against a team that conceded, the answer
    names only scorers of goals that team conceded (own goals are the conceding side's
    own player, scored for the other side)."""
    engine = engine_at(MATCHES / shape)
    f = engine.facts
    for conceded in f.match.teams:
        scorers_for_other = {
            g.goal.scorer for g in f.goals if g.goal.team != conceded and g.goal.scorer
        }
        own = {g.goal.scorer for g in f.goals if g.goal.team == conceded and g.goal.scorer}
        if not scorers_for_other:
            continue
        text = engine.answer(f"who scored against {f.team_name(conceded)}").text
        for person in own - scorers_for_other:
            assert f.name(person) not in text, (shape, conceded, text)
        assert any(f.name(p) in text for p in scorers_for_other), (shape, conceded, text)
