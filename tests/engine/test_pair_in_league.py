"""Two clubs' meetings asked in the league's own name ("liverpool v everton results in
the league", "did arsenal beat chelsea in the league"): the league is the container, so
the meetings are answered, not the league's state. Tested on a league the tests hold
(Premier League 2023/24), not on the blind set's."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge import load_knowledge
from tests.shared_builds import engine as shared_engine

LEAGUE = Path(__file__).parents[1] / "real_club2" / "knowledge" / "pl2324"


@pytest.fixture(scope="module")
def league() -> Engine:
    return shared_engine(load_knowledge(LEAGUE))


@pytest.mark.parametrize(
    "question",
    [
        "liverpool v everton results in the league",
        "liverpool everton scores in the league",
        "did liverpool beat everton in the league",
    ],
)
def test_a_pair_in_the_league_is_their_meetings(league: Engine, question: str) -> None:
    reply = league.answer(question)
    assert reply.band == "answer" and reply.intent == "result", (question, reply.text)
    assert "Everton" in reply.text and "Liverpool" in reply.text
