"""A player's record asked as a number or of another year: answered from the person's
records (tests/blindmatch4), and honestly declined where the person has none."""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.knowledge.loader import load_knowledge

BLIND = Path(__file__).resolve().parents[1] / "blindmatch4"


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(BLIND / name / "knowledge"))


def test_appearances_are_answered_from_the_record() -> None:
    e = engine("ucl2008_final")
    for q in ("how many appearances has giggs made", "cuantos partidos lleva giggs"):
        reply = e.answer(q)
        assert reply.band == "answer" and "759" in reply.text, (q, reply.text)


def test_appearances_of_someone_without_records_say_so() -> None:
    reply = engine("ucl2008_final").answer("how many appearances has terry made for chelsea")
    assert reply.band != "answer" and "no record" in reply.text, reply.text


def test_another_year_in_a_person_s_records_is_answered_not_declined() -> None:
    e = engine("wc2006_final")
    reply = e.answer("did zidane score in the 1998 final as well")
    assert reply.band == "answer" and "1998" in reply.text, reply.text
    other = e.answer("did zidane score in the 2002 final")
    assert other.band == "decline", other.text


def test_a_league_in_progress_gives_its_latest_round_played() -> None:
    path = BLIND.parent / "blindclub4" / "knowledge" / "pl1516"
    e = Engine(load_knowledge(path))
    now = Moment.at(lambda: dt.datetime(2015, 11, 18, 12, tzinfo=dt.UTC))
    text = e.answer("final day results", moment=now).text
    assert "Manchester United FC 2-0 West Bromwich Albion FC" in text, text
    for q in (
        "latest results",
        "latest scores",
        "last round results",
        "resultados de la última jornada",
        "últimos resultados",
    ):
        latest = e.answer(q, moment=now)
        assert latest.band == "answer", (q, latest.text)
        assert "Manchester United FC 2-0 West Bromwich Albion FC" in latest.text, (q, latest.text)
