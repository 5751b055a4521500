"""Confident wrong answers found by blind evaluators on real matches (issue 32), each kind
checked on the match that showed it (tests/real_fresh, tests/real): saying less is better
than saying something false."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]


@cache
def real(name: str) -> Engine:
    folder = "real_fresh" if name in ("euro2020_final", "wc2014_final") else "real"
    return Engine(load_knowledge(TESTS / folder / name / "knowledge"))


def said(name: str, question: str) -> str:
    reply = real(name).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_a_shootout_ended_by_a_save_has_no_winning_kick() -> None:
    text = said("euro2020_final", "who scored the winning penalty")
    assert "Bernardeschi" not in text and "scored the winning" not in text
    assert "Bukayo Saka" in text and "Gianluigi Donnarumma" in text
    spanish = said("euro2020_final", "quien metio el penal decisivo")
    assert "Bernardeschi" not in spanish and "Saka" in spanish


def test_the_last_kick_decides_in_either_shootout() -> None:
    text = said("ucl2005_final", "who scored the winning penalty")
    assert "Smicer" not in text and "Andriy Shevchenko" in text and "Jerzy Dudek" in text
    assert "Smicer" not in said("ucl2005_final", "who scored the winner")


def test_did_x_hit_the_post_is_about_x() -> None:
    text = said("euro2020_final", "did rashford hit the post")
    assert "Marcus Rashford" in text and "post" in text
    assert "Chiesa" not in text and "Verratti" not in text


def test_no_woodwork_of_the_person_asked_is_no_answer_of_others() -> None:
    reply = real("euro2020_final").answer("did kane hit the post")
    assert reply.band != "answer" or "Chiesa" not in reply.text
    assert "Verratti" not in reply.text


def test_a_disallowed_goal_is_answered_from_the_timeline() -> None:
    text = said("wc2014_final", "did higuain have a goal disallowed")
    assert text.startswith("Yes") and "offside" in text and "did not score" not in text
    spanish = said("wc2014_final", "el gol de higuain fue anulado?")
    assert spanish.startswith("Sí") and "offside" in spanish


def test_no_disallowed_goal_of_the_person_is_no_yes() -> None:
    reply = real("wc2014_final").answer("did messi have a goal disallowed")
    assert reply.band != "answer" and "Higuain" not in reply.text


def test_la_final_is_this_match_when_it_is_the_final() -> None:
    assert "Maracana" in said("wc2014_final", "dónde se jugó la final")
    assert "2014-07-13" in said("wc2014_final", "cuándo se jugó la final")


def test_the_final_is_still_the_next_match_in_a_semi() -> None:
    assert "Madrid" in said("ucl2019_semi", "dónde se juega la final")


def test_how_many_times_a_team_won_is_its_honour() -> None:
    text = said("euro2020_final", "how many times have italy won the euros")
    assert "1968, 2020" in text and "3-2" not in text
    spanish = said("euro2020_final", "cuantas veces gano italia la eurocopa")
    assert "1968, 2020" in spanish and "3-2" not in spanish


def test_what_the_coach_told_a_player_is_the_paraphrase() -> None:
    text = said("wc2014_final", "what did low tell gotze before he came on")
    assert "better than Messi" in text and "88th minute" not in text


def test_the_match_named_by_its_own_year_or_competition_is_this_match() -> None:
    assert "Germany beat Argentina 1-0" in said("wc2014_final", "who won the 2014 world cup final?")
    assert "Italy won 3-2 on penalties" in said("euro2020_final", "who won the euro 2020 final?")
    assert real("wc2014_final").answer("who won the 2010 world cup final").band != "answer"
