"""A tournament's own name, and the everyday competition names inside it ("copa america"
of "Copa América Centenario"), name the tournament: never a team whose alias is a word
of it ("america", the USA). And a top-scorer list cut at a tie says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.engine.understanding.names.teams import foreign_forms, names_within
from bot.knowledge import load_knowledge

from .conftest import OPENFOOTBALL, facts

# The 2022 World Cup's data (the USA plays in it) under a Copa América's longer name.
WC2022 = OPENFOOTBALL / "worldcup-2022" / "worldcup.json"


@pytest.fixture(scope="module")
def centenario(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out: Path = tmp_path_factory.mktemp("centenario") / "knowledge"
    argv = ["import", "football-json", str(WC2022), "--out", str(out)]
    assert main([*argv, "--name", "Copa América Centenario 2022"]) == 0
    return Engine(load_knowledge(out))


def test_the_everyday_names_a_tournament_name_holds() -> None:
    assert names_within("Copa América Centenario 2016") == ["copa america"]
    assert names_within("Copa América 2024") == ["copa america"]
    assert names_within("World Cup 2026") == []
    assert "copa america" not in foreign_forms("Copa América Centenario 2016")


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("who won the copa america", "Argentina won"),
        ("quien gano la copa america", "Argentina ganó"),
        ("copa america final score", "Argentina 3-3 France"),
        ("copa america 2022 final score", "Argentina 3-3 France"),
    ],
)
def test_copa_america_inside_a_longer_name_is_the_tournament(
    centenario: Engine, question: str, winner: str
) -> None:
    reply = centenario.answer(question)
    assert reply.band == "answer", reply.text
    assert winner in reply.text, reply.text
    assert "USA" not in reply.text and "Estados Unidos" not in reply.text, reply.text


def test_the_referee_of_the_final_is_not_asked_of_the_usa(centenario: Engine) -> None:
    text = centenario.answer("who refereed the copa america final").text
    assert "USA" not in text, text


def test_america_alone_is_still_the_usa_there(centenario: Engine) -> None:
    reply = centenario.answer("how did america do in the copa america")
    assert reply.band == "answer" and "USA" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "more"), [("top scorer", "more on"), ("maximo goleador", "más con")]
)
def test_a_tie_cut_in_the_top_scorer_list_is_counted(
    imported: dict[str, Engine], question: str, more: str
) -> None:
    """Six players scored 3 at the 2022 World Cup: the list names some and counts the
    rest ("and 4 more on 3 goals"), never reads as complete."""
    engine = imported["wc2022"]
    text = engine.answer(question).text
    tally = facts(engine).tally
    shown = [t for t in tally if t.name in text]
    last = min(t.goals for t in shown)
    level = [t for t in tally if t.goals == last]
    hidden = [t for t in level if t.name not in text]
    assert hidden, text  # the tie is longer than the room
    assert f"{len(hidden)} {more} {last}" in text, text
