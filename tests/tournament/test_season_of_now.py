"""A server following two seasons of one league: a question naming no season ("this
season", "next match", "can X still win") is about the season being played at the
question's moment, not the latest held; "last season" the one before it. A season written
in any form that the knowledge holds selects it; one it does not hold is declined.

The earlier season is the shipped 2024/25 La Liga file moved back a year, its results
after 1 March 2024 removed (a season still being played then).
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"
CUT = "2024-03-01"
IN_2024 = Moment(dt.datetime(2024, 2, 20, 12, tzinfo=dt.UTC))
IN_2025 = Moment(dt.datetime(2025, 9, 1, 12, tzinfo=dt.UTC))


def _year_before(data: dict[str, Any]) -> dict[str, Any]:
    matches = []
    for m in data["matches"]:
        y, rest = m["date"].split("-", 1)
        moved = {**m, "date": f"{int(y) - 1}-{rest}"}
        if moved["date"] >= CUT:
            moved.pop("score", None)
        matches.append(moved)
    return {"name": "Spain Primera División 2023/24", "matches": matches}


@pytest.fixture(scope="module")
def two_seasons(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    tmp = tmp_path_factory.mktemp("seasons")
    data = json.loads((SEASON / "es.1.json").read_text(encoding="utf-8"))
    earlier = tmp / "es.1.2023.json"
    earlier.write_text(json.dumps(_year_before(data)), encoding="utf-8")
    out = tmp / "knowledge"
    write_imported(import_football_json([SEASON / "es.1.json", earlier]), out)
    return Engine(load_knowledge(out))


def answer(engine: Engine, question: str, moment: Moment) -> str:
    reply = engine.answer(question, moment=moment)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    "question",
    ["when do barcelona play next", "next match", "whats on this weekend",
     "where are barcelona in the table this season", "próximo partido del barcelona"],
)  # fmt: skip
def test_a_question_naming_no_season_is_of_the_season_being_played(
    two_seasons: Engine, question: str
) -> None:
    text = answer(two_seasons, question, IN_2024)
    assert "2023/24" in text and "2024/25" not in text, text


def test_the_latest_season_once_it_has_begun(two_seasons: Engine) -> None:
    text = answer(two_seasons, "where are barcelona in the table this season", IN_2025)
    assert "2024/25" in text and "2023/24" not in text, text
    text = answer(two_seasons, "where did barcelona finish last season", IN_2025)
    assert "2023/24" in text, text


@pytest.mark.parametrize("season", ["24/25", "2024-25", "2024/2025", "2024 25"])
def test_a_season_written_in_any_form_selects_it(two_seasons: Engine, season: str) -> None:
    text = answer(two_seasons, f"where did barcelona finish {season}", IN_2024)
    assert "2024/25" in text and "2023/24" not in text, text


@pytest.mark.parametrize(
    "question",
    ["best defence 2013-14", "who won the league 2012/13", "who won the league last season"],
)
def test_a_season_not_held_is_declined(two_seasons: Engine, question: str) -> None:
    reply = two_seasons.answer(question, moment=IN_2024)
    assert reply.band != "answer", reply.text


def test_a_season_written_in_spanish_selects_it(two_seasons: Engine) -> None:
    text = answer(two_seasons, "en qué puesto quedó el barcelona la temporada 24/25", IN_2024)
    assert "2024/25" in text and "2023/24" not in text, text


@pytest.mark.parametrize(
    "question", ["when did barcelona play getafe", "cuándo jugó el barcelona contra el getafe"]
)
def test_when_two_clubs_met_gives_their_meetings_dates(two_seasons: Engine, question: str) -> None:
    text = answer(two_seasons, f"{question} 24/25", IN_2025)
    assert "nothing on" not in text and "nada sobre" not in text, text
    assert text.count("\n- ") == 2, text


@pytest.mark.parametrize(
    "question",
    ["puede el girona ganar la liga esta temporada", "tiene opciones el girona de ganar la liga",
     "pueden los del sevilla ganar todavía la liga"],
)  # fmt: skip
def test_spanish_can_still_win_is_counted_not_the_leader(
    two_seasons: Engine, question: str
) -> None:
    """'puede' is a stopword: the phrase with the club in it still asks 'can X win'."""
    text = answer(two_seasons, question, IN_2024)
    assert "como máximo" in text and text.startswith(("Sí", "No")), text


def test_form_is_the_last_five_and_a_side_asked_is_that_half(two_seasons: Engine) -> None:
    """'X form' tied with the home-record phrasing 'X home form' (the side is a topic, not
    a word): it gave the home record, even for 'X away form'."""
    assert "last 5 league games" in answer(two_seasons, "girona form", IN_2024)
    assert "away in the" in answer(two_seasons, "girona away form", IN_2024)
    assert "at home in the" in answer(two_seasons, "girona home form", IN_2024)
