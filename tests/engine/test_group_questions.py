"""A group named with its results ("group d results", "resultados del grupo D") lists
that group's matches with their scores; a group's winner ("group d winner") is its
table's top, not a winning goal. On the bundled World Cup and on a Euro the tests hold
(its own groups), so nothing is tuned to one knowledge."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge import load_knowledge

EURO = Path(__file__).parents[1] / "real_club3" / "knowledge" / "euro2024"


@pytest.fixture(scope="module")
def euro() -> Engine:
    return Engine(load_knowledge(EURO))


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    ("question", "head", "line"),
    [
        ("group d results", "Group D: 6 matches", "USA 4-1 Paraguay"),
        ("group b results", "Group B: 6 matches", "Canada 6-0 Qatar"),
        ("results group l", "Group L: 6 matches", "England 4-2 Croatia"),
        ("what were the results in group d", "Group D: 6 matches", "Turkey 3-2 USA"),
        ("resultados del grupo D", "Grupo D: 6 partidos", "Estados Unidos 4-1 Paraguay"),
    ],
)
def test_a_groups_results_are_its_matches(
    engine: Engine, question: str, head: str, line: str
) -> None:
    text = said(engine, question)
    assert text.startswith(head) and line in text, text


@pytest.mark.parametrize(
    ("question", "head"),
    [("group d winner", "Group D: USA won it"), ("winner of group d", "Group D: USA won it")],
)
def test_a_groups_winner_is_its_table(engine: Engine, question: str, head: str) -> None:
    text = said(engine, question)
    assert text.startswith(head), text


def test_on_a_euro(euro: Engine) -> None:
    text = said(euro, "group d results")
    assert text.startswith("Group D: 6 matches") and "Poland 1-2 Netherlands" in text
    assert said(euro, "resultados del grupo D").startswith("Grupo D: 6 partidos")
    assert said(euro, "group d winner").startswith("Group D: Austria won it")


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("how many goals did kane score in the final", "England did not play in the final. "),
        ("cuántos goles marcó kane en la final", "Inglaterra no jugó la final. "),
    ],
)
def test_a_stage_his_team_did_not_play_is_said_so(
    engine: Engine, question: str, start: str
) -> None:
    text = said(engine, question)
    assert text.startswith(start), text
    assert "World Cup 2026" in text or "Mundial 2026" in text  # the tally, labelled


def test_a_players_goals_in_one_stage(euro: Engine) -> None:
    assert said(euro, "how many goals did kane score in the semi") == (
        "Harry Kane (England) scored 1 goal in the semi-finals: 18' (pen.) v Netherlands."
    )
    assert said(euro, "how many goals did kane score in the final") == (
        "Harry Kane (England) did not score in the final."
    )
