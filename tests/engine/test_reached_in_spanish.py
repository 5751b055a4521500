"""'¿X llegó a la final?' keeps the stage it names: the Spanish progress words had
swallowed "la final", and the answer was the group's qualification led by "Sí" (Germany
at Euro 2024, England at the 2018 World Cup: neither reached the final)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge import load_knowledge

TESTS = Path(__file__).parents[1]


@cache
def engine(path: str) -> Engine:
    return Engine(load_knowledge(TESTS / path))


@pytest.mark.parametrize(
    ("path", "question", "says"),
    [
        ("real_club3/knowledge/euro2024", "¿alemania llegó a la final?", "no llegó a la final"),
        ("real_club2/knowledge/wc2018", "¿inglaterra llegó a la final?", "no llegó a la final"),
        ("real_club2/knowledge/wc2018", "¿alemania llegó a la final?", "no llegó a la final"),
    ],
)
def test_a_team_that_did_not_reach_the_final_is_told_so(
    path: str, question: str, says: str
) -> None:
    text = engine(path).answer(question).text
    assert says in text and not text.startswith("Sí"), text
