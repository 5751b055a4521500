"""A stage named as a goal reached (issue 32): "who did X beat to reach the final", "before
the semi", "para llegar a la final" means the team's round before that stage, as the data
orders the rounds; a team that never got there is said so, with how far it got."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

CL = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25" / "uefa.cl.json"


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    "question",
    [
        "who did england beat to get to the semi",
        "who did england play before the semi",
        "how did england get to the semi",
        "who did england beat on the way to the semi final",
    ],
)
def test_the_round_before_the_stage_named(engine: Engine, question: str) -> None:
    text = said(engine, question)
    assert "Norway 1-2 England" in text and "quarter-finals" in text, text
    assert "Argentina" not in text  # the semi-final itself


def test_a_final_reached_is_the_semi_final(engine: Engine) -> None:
    text = said(engine, "who did argentina beat to reach the final")
    assert "Argentina beat England 2-1" in text and "Spain" not in text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("quien le gano argentina para llegar a la final", "Argentina le ganó 2-1 a Inglaterra"),
        ("contra quien jugo inglaterra antes de la semifinal", "Noruega 1-2 Inglaterra"),
        ("quien le gano inglaterra para llegar a cuartos", "México 2-3 Inglaterra"),
        ("quien le gano inglaterra en cuartos", "Noruega 1-2 Inglaterra"),  # the stage itself
    ],
)
def test_in_spanish(engine: Engine, question: str, expected: str) -> None:
    assert expected in said(engine, question)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "who did mexico beat to get to the final",
            "Mexico did not reach the final. Mexico went out in the round of 16, beaten by "
            "England: Mexico 2-3 England.",
        ),
        (
            "a quien le gano mexico para llegar a la final",
            "México no llegó a la final. México quedó eliminado en octavos de final",
        ),
    ],
)
def test_a_team_that_never_got_there_is_said_so(
    engine: Engine, question: str, expected: str
) -> None:
    text = said(engine, question)
    assert text.startswith(expected), text
    assert "Ecuador" not in text  # no match of its own is offered in its stead


def test_a_tally_before_a_stage_is_still_the_tally(engine: Engine) -> None:
    assert "scored 6 goals" in said(engine, "how many goals did kane score before the final")


def test_a_stage_named_alone_is_that_stage(engine: Engine) -> None:
    assert "Spain 1-0 Argentina" in said(engine, "what was the score in the final")
    # "get to the final" is a team's path, as before: every round, the final too
    assert "final: Spain 1-0 Argentina" in said(engine, "how did argentina get to the final")


@pytest.fixture(scope="module")
def champions_league(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out: Path = tmp_path_factory.mktemp("cl")
    write_imported(import_football_json([CL]), out)
    return Engine(load_knowledge(out))


def test_a_two_legged_round_before_a_club_final(champions_league: Engine) -> None:
    for question in (
        "who did inter beat to reach the final",
        "a quien le gano el inter para llegar a la final",
    ):
        text = said(champions_league, question)
        assert "FC Barcelona 3-3 FC Internazionale Milano" in text, text
        assert "FC Internazionale Milano 4-3 FC Barcelona" in text
        assert "final, 31 May" not in text


def test_a_club_that_went_out_before_the_final(champions_league: Engine) -> None:
    text = said(champions_league, "who did barcelona beat to reach the final")
    assert text.startswith("FC Barcelona did not reach the final."), text
    assert "beaten by FC Internazionale Milano 7-6 on aggregate" in text
