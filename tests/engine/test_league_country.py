"""A domestic league's country names it on a club server ("top four in spain", "quienes
descendieron en francia"), only of a league held: a national team's "france" stays a team."""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
NOW = Moment.at(lambda: dt.datetime(2025, 5, 21, 10, tzinfo=dt.UTC))


@cache
def engine(path: str) -> Engine:
    return Engine(load_knowledge(TESTS / path))


def test_a_country_names_its_league_of_two_held() -> None:
    e = engine("blindclub5/knowledge/combined")
    down = e.answer("quienes descendieron en francia", moment=NOW)
    assert down.band == "answer" and "Montpellier HSC" in down.text, down.text
    assert "Leganés" not in e.answer("who got relegated in france", moment=NOW).text
    top = e.answer("top four in spain", moment=NOW)
    assert top.band == "answer" and "FC Barcelona" in top.text, top.text


def test_a_country_of_a_national_team_tournament_stays_its_team() -> None:
    reply = engine("blindclub5/knowledge/euro2012").answer("how did france do")
    assert "France" in reply.text, reply.text
