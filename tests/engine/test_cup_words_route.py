"""A league and a European cup in one knowledge (Premier League + Champions League
2024/25, real data): a question naming no competition but a cup's rounds (knocked out,
aggregate, legs, the round of 16, "eliminatoria", "global") is about the cup, and two
clubs named with a tie's words get their meetings, both legs and the aggregate, in
English and Spanish. A league question keeps the league."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.knowledge import knowledge_as_of
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
BEFORE_FINAL = Moment(dt.datetime(2025, 5, 27, 10, 0, tzinfo=dt.UTC))


@cache
def engine() -> Engine:
    return Engine(load_knowledge(TESTS / "blindclub7" / "knowledge" / "combined"))


def said(question: str) -> str:
    reply = engine().answer(question, moment=BEFORE_FINAL)
    assert reply.band == "answer" and reply.intent, (question, reply.text)
    return reply.text


def test_who_knocked_a_club_out_is_the_cup_not_its_league_defeats() -> None:
    text = said("who knocked city out")
    assert "Real Madrid CF" in text and "play-offs" in text, text
    assert "Premier League" not in text, text
    text = said("quién eliminó al arsenal")
    assert "Paris Saint-Germain FC" in text and "semifinales" in text, text


def test_the_round_of_16_named_alone_is_the_cups() -> None:
    text = said("who went straight through to the round of 16")
    assert "Liverpool FC" in text and "Aston Villa FC (eighth" in text, text
    assert "Champions League: Liverpool FC (first, 84 points)" not in text, text


def test_the_champions_alone_names_the_cup() -> None:
    text = said("arsenal biggest win in the champions")
    assert "PSV 1-7 Arsenal FC (round of 16" in text, text


def test_a_ties_words_give_both_legs_and_the_aggregate() -> None:
    text = said("arsenal real madrid aggregate")
    assert "5-1 on aggregate" in text and "3-0" in text and "1-2" in text, text
    text = said("eliminatoria villa psg")
    assert "5-4 en el global" in text, text
    text = said("liverpool psg global")
    assert "1-1 en el global" in text and "no tienen el resultado de los penales" in text, text


def test_a_league_question_keeps_the_league() -> None:
    text = said("who won the league")
    assert "Liverpool FC" in text and "84 points" in text, text
    assert "Premier League" in said("how many games did arsenal lose")


def test_a_leagues_relegation_playoff_keeps_the_league() -> None:
    """ "playoff" is a cup's word, but not beside "relegation"/"promotion": the league's."""
    text = said("who ended up in the relegation playoff")
    assert "Premier League" in text and "Champions League" not in text, text
    text = said("quién jugó el playoff de descenso")
    assert "Premier League" in text and "Champions League" not in text, text


def test_how_a_club_did_against_another_is_every_leg_of_their_tie() -> None:
    """'against' a club named beside another is not only the leg it lost."""
    text = said("how did psg do against liverpool")
    assert "Liverpool FC 0-1 Paris Saint-Germain FC" in text, text
    assert "Paris Saint-Germain FC 0-1 Liverpool FC" in text, text
    assert "1-1 on aggregate" in text, text


@cache
def in_march() -> Engine:
    loaded = load_knowledge(TESTS / "blindclub7" / "knowledge" / "combined")
    then = knowledge_as_of(loaded.knowledge, MARCH.now)
    return Engine(replace(loaded, knowledge=then, version="march"))


MARCH = Moment(dt.datetime(2025, 3, 20, 12, 0, tzinfo=dt.UTC))


def test_a_tie_not_played_yet_has_no_tally_of_nothing() -> None:
    for question, said_first in (
        ("when do arsenal play real madrid", "not played yet. Still to be played: 2."),
        ("cuándo juega el arsenal contra el real madrid", "todavía no se jugó. Por jugar: 2."),
    ):
        reply = in_march().answer(question, moment=MARCH)
        assert reply.band == "answer", reply.text
        head = reply.text.split("\n")[0]
        assert said_first in head and "0 won" not in head and "0 ganados" not in head, head


def test_two_clubs_and_playoff_are_their_cup_playoff_tie() -> None:
    """'playoff' beside two clubs that met in the cup's knockout play-offs: that tie."""
    text = said("city real madrid playoff")
    assert "knockout play-offs" in text and "6-3 on aggregate" in text, text
    text = said("city real madrid repesca")
    assert "play-off de eliminatorias" in text and "6-3 en el global" in text, text
