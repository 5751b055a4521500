"""Tournament answers on the bundled knowledge (the 2026 World Cup, with the AFP
semi-final as its current match), checked against the data itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.knowledge import fold, load_knowledge

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(load_knowledge(ROOT / "knowledge"))


@pytest.fixture(scope="module")
def tf(engine: Engine) -> TournamentFacts:
    assert engine.facts.tournament is not None
    return engine.facts.tournament


def test_every_match_score_is_the_datas_and_says_how_it_ended(
    engine: Engine, tf: TournamentFacts
) -> None:
    """Zero wrong facts: for each of the 104 matches, asked by teams and day, the answer
    is about that match, gives its score, and never a bare score after extra time or a
    shootout."""
    for m in tf.played:
        assert m.score is not None
        a, b = (tf.teams[t].name for t in m.teams)
        reply = engine.answer(f"score of {a} v {b} on {m.date:%B} {m.date.day}")
        assert reply.band == "answer", (m.id, reply.text)
        if m.id != engine.knowledge.report_of:
            assert reply.match == m.id
        x, y = m.score.final
        assert f"{x}-{y}" in reply.text or f"{y}-{x}" in reply.text, (m.id, reply.text)
        if m.score.extra_time is not None:
            assert "extra time" in reply.text, (m.id, reply.text)
        if m.score.penalties is not None:
            assert "on penalties" in reply.text, (m.id, reply.text)


def test_the_current_match_is_the_report(engine: Engine) -> None:
    reply = engine.answer("who scored the winner?")
    assert "Lautaro" in reply.text and reply.match == "2026-07-15-england-argentina"
    assert "85" in engine.answer("when did fernandez equalise").text  # the report's minute


def test_the_tournament(engine: Engine) -> None:
    won = engine.answer("who won the world cup?")
    assert won.match is None and "Spain" in won.text and "after extra time" in won.text
    table = engine.answer("group a table").text
    assert table.startswith("Group A: Mexico won it")
    top = engine.answer("top scorer of the tournament").text
    assert "Mbapp" in top


def test_a_team_and_a_squad(engine: Engine) -> None:
    path = engine.answer("how far did japan get").text
    assert "round of 32" in path and "Brazil" in path
    assert "Salah" in engine.answer("who wears number 10 for egypt").text
    assert "Liverpool" in engine.answer("what club does virgil van dijk play for").text


def test_several_matches_ask_which(engine: Engine) -> None:
    reply = engine.answer("who scored for brazil?")
    assert reply.band == "suggest" and reply.text.startswith("Which match?")
    assert len(reply.suggestions) >= 3


def test_spanish(engine: Engine) -> None:
    assert "2-0" in engine.answer("¿cuánto salió méxico contra sudáfrica?").text
    assert "México" in engine.answer("quien gano el grupo a").text
    assert "dieciseisavos" in engine.answer("¿hasta dónde llegó japón?").text


def test_a_stage_count_says_one_match_not_one_matches(engine: Engine) -> None:
    text = engine.answer("how many goals in the third place match").text
    assert "1 match," in text and "1 matches" not in text, text
    es = engine.answer("cuantos goles hubo en octavos").text
    assert "8 partidos" in es, es


def test_a_listing_of_two_stages_is_not_headed_by_one_stages_name(
    engine: Engine, tf: TournamentFacts
) -> None:
    """'third placed teams ... last 32' reads two stages: the heading must not call the
    round of 32 plus the third-place match 'Round of 32'."""
    reply = engine.answer("which 3rd placed teams made the last 32")
    n = len(tf.of_stage("round_of_32")) + len(tf.of_stage("third_place"))
    assert not reply.text.startswith(f"Round of 32: {n} matches"), reply.text


# A club's players: with a team named, that team's squad only, and said so; with none,
# every squad of the tournament, and said so.


def at_club(tf: TournamentFacts, club: str, team: str | None = None) -> int:
    found = next(players for key, players in tf.clubs.items() if fold(club) in key)
    return sum(team is None or p.team == team for p in found)


def test_a_team_named_counts_its_squad_only(engine: Engine, tf: TournamentFacts) -> None:
    whole, own = at_club(tf, "atletico"), at_club(tf, "atletico", "argentina")
    assert 0 < own < whole  # the data has Atlético players in other squads too
    text = engine.answer("how many players of Atlético does Argentina have").text
    assert text.startswith(f"In the squad of Argentina, {own} players play for Atl"), text
    assert str(whole) not in text and "World Cup" not in text
    es = engine.answer("¿cuántos jugadores del Atlético tiene Argentina?").text
    assert es.startswith(f"En la lista de Argentina, {own} jugadores juegan en"), es
    assert "Mundial" not in es


def test_a_team_with_none_at_the_club_is_told_so(engine: Engine, tf: TournamentFacts) -> None:
    assert at_club(tf, "real madrid", "spain") == 0 < at_club(tf, "real madrid")
    text = engine.answer("Real Madrid players in Spain's squad?").text
    assert text == "No player in the squad of Spain plays for Real Madrid C. F.", text
    es = engine.answer("jugadores del Real Madrid en la selección de España").text
    assert es.startswith("Ningún jugador de la lista de España"), es


def test_one_player_is_one(engine: Engine, tf: TournamentFacts) -> None:
    assert at_club(tf, "real madrid", "brazil") == 1
    text = engine.answer("how many Real Madrid players does Brazil have").text
    assert "1 player plays for Real Madrid" in text, text
    es = engine.answer("¿cuántos jugadores del Real Madrid tiene Brasil?").text
    assert "1 jugador juega en Real Madrid" in es, es


def test_no_team_named_is_the_whole_tournament(engine: Engine, tf: TournamentFacts) -> None:
    whole = at_club(tf, "atletico")
    text = engine.answer("how many players from Atlético Madrid are at the world cup").text
    assert text.startswith(f"Across every squad at the World Cup 2026, {whole} players"), text
    es = engine.answer("¿cuántos jugadores del Atlético hay en el mundial?").text
    assert es.startswith(f"En todas las listas del Mundial 2026, {whole} jugadores juegan en"), es


def test_what_is_counted_once_is_what_counting_again_gives(tf: TournamentFacts) -> None:
    """Tables, records and scorers' goals are counted once per engine and kept: asked
    again, and counted from scratch by a fresh TournamentFacts, they are the same."""
    fresh = TournamentFacts(tf.t, tf.current)
    for group in tf.groups:
        assert tf.table(group) == tf.table(group) == fresh.table(group)
    for team in tf.teams:
        assert tf.record(team) == fresh.record(team)
        assert tf.out_in(team) == fresh.out_in(team)
        assert tf.reached(team) == fresh.reached(team)
    assert tf.qualified() == fresh.qualified() and tf.shootouts() == fresh.shootouts()


def test_a_scorers_goals_are_every_goal_of_play_of_theirs(tf: TournamentFacts) -> None:
    """Each scorer's goals, looked up in the index made in one pass, are the goals a
    count over every match finds, in the order played; an own goal is nobody's."""
    for t in tf.tally:
        n, hits = tf.goals_of_player(t.key)
        counted = [
            (m, g)
            for m in tf.played
            for g in m.goals
            if not g.own_goal and tf.tally_key(g.player or f"{g.team}:{fold(g.name)}") == t.key
        ]
        assert (n, hits) == (t.goals, counted), t.key
    assert tf.goals_of_player("nobody-at-all") == (0, [])
    assert tf.goals_in() == sum(sum(m.score.final) for m in tf.played if m.score)
