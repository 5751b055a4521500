"""A competition with a table stage then two-legged knockouts (Champions League
2024/25, real data; the World Cup 2010's groups): a stage named counts that stage
alone, a final still to play is said with who plays it, a tie's aggregate and a club
that went out, in English and Spanish."""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
BEFORE_FINAL = Moment(dt.datetime(2025, 5, 27, 10, 0, tzinfo=dt.UTC))


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(TESTS / "blindclub7" / "knowledge" / name))


def said(question: str, name: str = "cl") -> str:
    reply = engine(name).answer(question, moment=BEFORE_FINAL)
    assert reply.band == "answer" and reply.intent, (question, reply.text)
    return reply.text


def test_a_clubs_record_in_the_league_phase_counts_that_phase_alone() -> None:
    text = said("how many games did liverpool win in the CL league phase")
    assert "league phase" in text and "played 8, won 7, drew 0, lost 1" in text, text
    text = said("¿cuántos goles metió el barça en la fase liga de la champions?")
    assert "fase liga" in text and "hizo 28 goles" in text, text
    # the whole competition still counts every round
    assert "played 10, won 8" in said("liverpool record in the champions league")


def test_teams_ranked_in_the_league_phase_are_ranked_by_its_games() -> None:
    text = said("best defence in the CL league phase")
    assert text.startswith("Fewest goals conceded in the league phase"), text
    assert "FC Internazionale Milano, 1 conceded" in text, text
    text = said("qué equipo encajó menos goles en la fase liga de la champions")
    assert "FC Internazionale Milano, 1 recibidos" in text, text
    text = said("which team scored the most goals in the ucl league phase")
    assert "FC Barcelona, 28 goals" in text, text


def test_a_place_in_the_league_phase_is_its_table_not_the_final() -> None:
    text = said("who finished second in the ucl league phase")
    assert "FC Barcelona finished second with 19 points" in text, text
    assert "runners-up" not in text
    assert "Club Brugge KV finished 24th" in said("who finished 24th in the CL league phase")


def test_the_group_stage_of_a_world_cup_still_counts_its_groups() -> None:
    text = said("which team conceded the fewest goals in the group stage", "wc2010")
    assert "group stage" in text, text


def test_a_final_still_to_play_is_an_answer_naming_who_plays_it() -> None:
    for question in ("who won the champions league", "¿quién ganó la champions?"):
        text = said(question)
        assert "Paris Saint-Germain FC v" in text.replace(" vs. ", " v "), text
    text = said("who's in the ucl final")
    assert "Paris Saint-Germain FC v FC Internazionale Milano (final, 31 May)" in text, text
    assert "still to be played" in text, text


def test_two_clubs_named_with_the_competition_get_every_meeting_and_the_aggregate() -> None:
    text = said("arsenal v psg in the CL")
    for line in (
        "Arsenal FC 2-0 Paris Saint-Germain FC",
        "Arsenal FC 0-1 Paris",
        "Paris Saint-Germain FC 2-1 Arsenal FC",
    ):
        assert line in text, text
    assert "beaten by Paris Saint-Germain FC 3-1 on aggregate" in text, text
    text = said("arsenal psg semi final results in the CL")
    assert "3-1 on aggregate" in text and "matchday" not in text, text
    text = said("arsenal v psv round of 16 in the champions league")
    assert "PSV went out in the round of 16, beaten by Arsenal FC 9-3 on aggregate" in text, text
    text = said("resultados del arsenal contra el psv en la champions")
    assert "PSV quedó eliminado en octavos de final" in text, text


def test_a_club_knocked_out_has_no_next_match_and_says_who_put_it_out() -> None:
    text = said("when do arsenal play next in the champions league")
    assert "no match left" in text and "beaten by Paris Saint-Germain FC 3-1 on aggregate" in text
    assert len(text) < 300, text
    text = said("¿cuándo juega el psg en la champions?")
    assert "31" in text and "FC Internazionale Milano" in text and len(text) < 300, text
