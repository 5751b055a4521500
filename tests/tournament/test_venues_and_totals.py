"""A stadium named (by its name or its city) gets its own answer: where it is, its
capacity and every match played there; the tournament's totals add the knockout rounds
together; a player's tournament goals say how many were penalties. Expectations are
computed from the data, so a wrong venue, count or match fails."""

from __future__ import annotations

import pytest

from bot.engine import Engine
from bot.engine.facts.phrases import number
from tests.tournament.conftest import facts


@pytest.mark.parametrize(
    ("question", "venue"),
    [
        ("games in toronto", "bmo-field"),  # a city that is also a club's name
        ("which matches were played at the azteca", "estadio-azteca"),
        ("how many ppl fit in the azteca", "estadio-azteca"),
        ("capacidad del estadio de dallas", "at-t-stadium"),  # "Dallas (Arlington)"
        ("qué partidos se jugaron en arlington", "at-t-stadium"),
        ("going to toronto soon. how big is the stadium there", "bmo-field"),  # two clauses
    ],
)
def test_a_stadium_named_is_that_stadium(wc26: Engine, question: str, venue: str) -> None:
    tf = facts(wc26)
    v = tf.venues[venue]
    games = [m for m in tf.matches if m.venue == v.id]
    reply = wc26.answer(question)
    assert reply.band == "answer" and reply.facts["venue"] == venue, reply.text
    assert reply.facts["matches"] == [m.id for m in games]
    assert reply.text.count("\n- ") == min(len(games), 8), reply.text  # 8 listed at most
    if len(games) > 8:
        more = "y {} más" if reply.lang == "es" else "and {} more"
        assert more.format(len(games) - 8) in reply.text, reply.text
    assert number(reply.lang, v.capacity) in reply.text  # 94,000; in Spanish 94.000


def test_a_club_of_a_host_city_is_still_the_club_with_its_players(wc26: Engine) -> None:
    reply = wc26.answer("toronto players")
    assert reply.intent == "club-players" and "Toronto FC" in reply.text, reply.text


def test_the_totals_add_up_the_knockout_rounds(wc26: Engine) -> None:
    tf = facts(wc26)
    knockout = [m for m in tf.played if m.stage != "group"]
    goals = sum(sum(m.score.final) for m in knockout if m.score)
    for question, words in (
        ("how many goals were scored in total at the 2026 world cup?", "Knockout rounds"),
        ("cuántos goles hubo en total en el mundial", "Eliminatorias"),
    ):
        reply = wc26.answer(question)
        assert reply.intent == "tournament-totals", (question, reply.text)
        assert f"{words}: {len(knockout)} " in reply.text and f"{goals} go" in reply.text


def test_a_players_goals_count_his_penalties(wc26: Engine) -> None:
    tf = facts(wc26)
    n, hits = tf.goals_of_player(tf.tally_key("harry-kane"))
    pens = sum(g.penalty for _, g in hits)
    assert 1 < pens < n  # the data has both kinds for him
    text = wc26.answer("how many pens did harry kane score at the world cup").text
    assert f"scored {n} goals at the World Cup 2026 ({pens} penalties;" in text, text
    es = wc26.answer("cuántos goles hizo kane en el mundial").text
    assert f"({pens} de penal;" in es, es


def test_a_busy_stadium_lists_eight_matches_and_counts_the_rest(wc26: Engine) -> None:
    tf = facts(wc26)
    busiest = max(tf.venues, key=lambda v: sum(m.venue == v for m in tf.matches))
    n = sum(m.venue == busiest for m in tf.matches)
    assert n > 8
    reply = wc26.answer(f"games at {tf.venues[busiest].name}")
    assert reply.text.count("\n- ") == 8 and f"and {n - 8} more" in reply.text, reply.text
    assert len(reply.text) < 600


def test_the_top_n_says_whose_as_the_language_does(wc26: Engine) -> None:
    es = wc26.answer("tío, dame el top 3 de goleadores del Mundial porfa")
    assert es.intent == "top-scorers" and es.text.startswith(
        "Los 3 máximos goleadores del Mundial 2026"
    )
    en = wc26.answer("top 3 scorers for spain")
    assert en.text.startswith("Top 3 scorers of Spain"), en.text


def test_the_clubs_with_the_most_players(wc26: Engine) -> None:
    """Counted from the squad lists: the club with the most players first, ties kept."""
    tf = facts(wc26)
    counts = sorted(((len(ps), ps[0].club) for ps in tf.clubs.values()), reverse=True)
    top_n, top_club = counts[0]
    for question in (
        "which club has the most players at the world cup",
        "qué club tiene más jugadores en el mundial",
    ):
        reply = wc26.answer(question)
        assert reply.intent == "club-counts", reply.text
        assert reply.text.split(": ", 1)[1].startswith(f"{top_club} ({top_n})"), reply.text
    england = wc26.answer("which club has the most players in england's squad")
    mine = sorted(
        (len([p for p in ps if p.team == "england"]), ps[0].club) for ps in tf.clubs.values()
    )
    assert f"{mine[-1][1]} ({mine[-1][0]})" in england.text and "England's squad" in england.text


def test_a_match_by_its_stadium_and_day(wc26: Engine) -> None:
    """Two matches on 5 July: the one at the Azteca is the one asked about."""
    tf = facts(wc26)
    that_day = [m for m in tf.matches if (m.date.month, m.date.day) == (7, 5)]
    azteca = [m for m in that_day if m.venue == "estadio-azteca"]
    assert len(that_day) > 1 and len(azteca) == 1
    for question in (
        "result of the game at the Azteca on 5 july?",
        "resultado del partido en el azteca el 5 de julio",
    ):
        reply = wc26.answer(question)
        assert reply.intent == "result" and reply.match == azteca[0].id, reply.text
