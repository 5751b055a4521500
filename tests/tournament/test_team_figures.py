"""A team's figures and the tournament's own goals on the bundled 2026 World Cup, each
checked against the data: won-drawn-lost is the team's record (not its honours), goals a
team let in are its record too (not the current match), own goals are counted over the
whole tournament; and a suggestion never shows a blank where a name should be."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.knowledge import load_knowledge

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(load_knowledge(ROOT / "knowledge"))


@pytest.fixture(scope="module")
def tf(engine: Engine) -> TournamentFacts:
    assert engine.facts.tournament is not None
    return engine.facts.tournament


@pytest.mark.parametrize(
    "question",
    [
        "england record w-d-l",
        "england's wins draws and losses",
        "what was england's win loss record at the world cup",
        "inglaterra partidos ganados empatados y perdidos",
        "victorias empates y derrotas de inglaterra en el mundial",
    ],
)
def test_won_drawn_lost_is_the_teams_record_not_its_honours(
    engine: Engine, tf: TournamentFacts, question: str
) -> None:
    """England is a team of the report, whose 'team' answer is its titles: W-D-L asks
    for its record in the tournament, counted from the data."""
    row = tf.record("england")
    reply = engine.answer(question)
    assert reply.intent == "team-record", (question, reply.text)
    english = f"won {row.won}, drew {row.drawn}, lost {row.lost}"
    spanish = f"ganó {row.won}, empató {row.drawn}, perdió {row.lost}"
    assert english in reply.text or spanish in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "team"),
    [
        ("how many goals against spain", "spain"),
        ("how many goals were scored against morocco in the tournament", "morocco"),
        ("goals conceded by japan", "japan"),
        ("cuantos goles le hicieron a argentina", "argentina"),
        ("¿cuántos goles le metieron a Brasil?", "brazil"),
        ("goles recibidos por noruega en el torneo", "norway"),
    ],
)
def test_goals_a_team_let_in_are_its_tournaments(
    engine: Engine, tf: TournamentFacts, question: str, team: str
) -> None:
    """Not the current match's score: the team's goals against, from the data."""
    row = tf.record(team)
    reply = engine.answer(question)
    assert reply.intent == "team-record" and reply.match is None, (question, reply.text)
    assert f"conceded {row.conceded}" in reply.text or f"recibió {row.conceded}" in reply.text


def test_own_goals_are_counted_over_the_tournament(engine: Engine, tf: TournamentFacts) -> None:
    own = [g for m in tf.played for g in m.goals if g.own_goal]
    assert own, "the bundled data has own goals"
    for question in (
        "how many own goals were there at the world cup",
        "who scored own goals in the tournament",
        "cuántos goles en contra hubo en el mundial",
        "cuantos autogoles hubo en el torneo",
    ):
        reply = engine.answer(question)
        assert reply.intent == "own-goals", (question, reply.text)
        assert reply.text.splitlines()[0].startswith(f"{len(own)} "), reply.text
        assert own[0].name in reply.text
        assert len(reply.text) <= 600, len(reply.text)  # one message, however many


def test_own_goals_of_one_team(engine: Engine, tf: TournamentFacts) -> None:
    """A team named: the own goals its players scored (for the other side)."""
    reply = engine.answer("how many own goals did qatar score in the tournament")
    theirs = [
        g.name
        for m in tf.played
        for g in m.goals
        if g.own_goal and "qatar" in m.teams and g.team != "qatar"
    ]
    assert theirs and reply.text.startswith(f"{len(theirs)} own goal"), reply.text
    assert all(name in reply.text for name in theirs)


def test_the_current_matchs_own_goal_is_still_the_match(engine: Engine) -> None:
    """No tournament named: 'was there an own goal' is about the match of the report."""
    reply = engine.answer("was there an own goal")
    assert reply.intent == "goal-scorer" and "own goal" in reply.text


def test_a_suggestion_with_a_name_it_cannot_write_is_not_offered(engine: Engine) -> None:
    """'¿Cómo fue la campaña de ?': a name that renders empty drops the suggestion."""
    nobody = Slots(people=["nobody-the-knowledge-holds"])
    assert engine._suggestion_text("did-score", nobody, "es") == ""
    assert engine._suggestion_text("did-score", Slots(people=["messi"]), "es") == (
        "¿Marcó Lionel Messi?"
    )
    # a tournament team the report does not hold is named from the data
    assert "Alemania" in engine._suggestion_text("team-path", Slots(teams=["germany"]), "es")
    for question in (
        "resultado alemania paraguay mundial 2026",
        "qué onda con méxico y sudáfrica",
        "cosas de japón en el torneo",
    ):
        reply = engine.answer(question)
        for s in reply.suggestions:
            assert " ?" not in s.question and "  " not in s.question, s.question


def test_a_stage_named_in_the_reports_aliases_stays_a_stage(
    engine: Engine, tf: TournamentFacts
) -> None:
    """The report lists 'semi final' among its competition's aliases: it still names
    the semi-final, so an age on that day is the age on the semi-final's day."""
    semi = next(m for m in tf.of_stage("semi_final") if "england" in m.teams)
    for question in ("how old was kane in the semi-final", "edad de kane el día de la semifinal"):
        text = engine.answer(question).text
        assert str(semi.date.day) in text and ("July" in text or "julio" in text), text


@pytest.mark.parametrize(
    "question",
    [
        "minutos de los goles de haaland en el mundial",
        "when did haaland score at the world cup",
        "did haaland score at the world cup",
    ],
)
def test_a_players_goals_at_the_tournament_named_are_his_tournaments(
    engine: Engine, tf: TournamentFacts, question: str
) -> None:
    """The tournament named and no match: his goals over it, not one match's (nor the
    current match's 'did not score')."""
    n, hits = tf.goals_of_player(tf.tally_key("erling-haaland"))
    reply = engine.answer(question)
    assert reply.match is None, reply.text
    assert str(n) in reply.text and all(f"{g.clock}'" in reply.text for _, g in hits)
