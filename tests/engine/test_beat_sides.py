"""A team named as the side that won ("who did England beat", "a quién le ganó
Inglaterra") is answered with its wins; as the side that lost ("who did England lose
to", "contra quién perdió Inglaterra", "quién le ganó a Inglaterra") with its defeats;
"who beat England" of its one defeat stays that match's result. The report's own match
named in a next-match question ("who did England play in the semi", the semi being the
report's) is its result, not what comes after it. On the bundled World Cup, a Euro and a
club league the tests hold, so nothing is tuned to one knowledge."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.engine.understanding.lang import language
from bot.knowledge import load_knowledge

TESTS = Path(__file__).parents[1]
EURO = TESTS / "real_club3" / "knowledge" / "euro2024"
LEAGUE = TESTS / "real_club2" / "knowledge" / "pl2324"


@pytest.fixture(scope="module")
def euro() -> Engine:
    return Engine(load_knowledge(EURO))


@pytest.fixture(scope="module")
def league() -> Engine:
    return Engine(load_knowledge(LEAGUE))


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    ("code", "question", "team", "won", "lost"),
    [
        ("en", "who did england beat", "england", True, False),
        ("en", "have england beaten italy", "england", True, False),
        ("en", "who did england lose to", "england", False, True),
        ("en", "were england beaten by spain", "england", False, True),
        ("en", "who beat england", "england", False, True),
        ("en", "did england lose", "england", False, False),
        ("en", "was england eliminated", "england", False, False),
        ("en", "who knocked england out", "england", False, False),
        ("es", "a quien le gano inglaterra", "inglaterra", True, False),
        ("es", "a quienes les gano inglaterra", "inglaterra", True, False),
        ("es", "inglaterra le gano a ghana", "inglaterra", True, False),
        ("es", "contra quien perdio inglaterra", "inglaterra", False, True),
        ("es", "inglaterra perdio con argentina", "inglaterra", False, True),
        ("es", "quien le gano a inglaterra", "inglaterra", False, True),
        ("es", "gano inglaterra", "inglaterra", False, False),
        ("es", "perdio inglaterra", "inglaterra", False, False),
        ("es", "quien elimino a inglaterra", "inglaterra", False, False),
    ],
)
def test_the_bundles_read_the_side(
    code: str, question: str, team: str, won: bool, lost: bool
) -> None:
    words = question.split()
    i = words.index(team)
    rules = language(code)
    assert (rules.winning(words, i, i + 1), rules.losing(words, i, i + 1)) == (won, lost)


@pytest.mark.parametrize(
    ("question", "head", "line"),
    [
        ("who did england beat", "England won 6 matches at the", "round of 16: Mexico 2-3 England"),
        ("a quién le ganó inglaterra", "Inglaterra ganó 6 partidos en el", "México 2-3 Inglaterra"),
        ("a quiénes les ganó inglaterra", "Inglaterra ganó 6 partidos", "Panamá 0-2 Inglaterra"),
    ],
)
def test_whom_a_team_beat_is_its_wins(engine: Engine, question: str, head: str, line: str) -> None:
    text = said(engine, question)
    assert text.startswith(head) and line in text, text
    assert "Argentina" not in text, text  # the semi it lost


@pytest.mark.parametrize(
    ("question", "head", "line"),
    [
        (
            "who did england lose to",
            "England lost 1 match at the",
            "semi-finals: England 1-2 Argentina",
        ),
        (
            "contra quién perdió inglaterra",
            "Inglaterra perdió 1 partido",
            "Inglaterra 1-2 Argentina",
        ),
        ("quién le ganó a inglaterra", "Inglaterra perdió 1 partido", "Inglaterra 1-2 Argentina"),
    ],
)
def test_whom_a_team_lost_to_is_its_defeats(
    engine: Engine, question: str, head: str, line: str
) -> None:
    text = said(engine, question)
    assert text.startswith(head) and line in text, text
    assert "Croa" not in text, text  # a match it won


def test_who_beat_a_team_once_is_that_match(engine: Engine) -> None:
    assert said(engine, "who beat england").startswith("Argentina beat England 2-1")


def test_the_reports_own_match_named_is_its_result(engine: Engine) -> None:
    assert said(engine, "who did england play in the semi").startswith("Argentina beat England 2-1")
    assert "Argentina le ganó 2-1 a Inglaterra" in said(
        engine, "contra quién jugó inglaterra en la semifinal"
    )


def test_on_a_euro(euro: Engine) -> None:
    text = said(euro, "who did england beat")
    assert text.startswith("England won 3 matches at the Euro 2024 and 1 more on penalties:"), text
    assert "Spain" not in text, text  # the final it lost
    assert said(euro, "who did england lose to").endswith("final: Spain 2-1 England")
    assert "Netherlands 1-2 England" in said(euro, "who did england play in the semi")
    assert "no perdió ninguno de sus 7 partidos" in said(euro, "quién le ganó a españa")


def test_on_a_league(league: Engine) -> None:
    text = said(league, "who did arsenal beat")
    assert "Won: 7." in text and "Arsenal FC 5-0 Sheffield United FC" in text, text
    assert "2-2" not in text, text  # a draw is no win
    assert said(league, "who did arsenal lose to").endswith("Lost: 0.")
