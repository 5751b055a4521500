"""'Who scored the most goals' on a season file with scores only: the data names no
scorers, and the team that scored the most (the team-leaders figure) answers it."""

from pathlib import Path

from bot.engine import Engine
from bot.knowledge.loader import load_knowledge

FOLDER = Path(__file__).parents[1] / "real_club2" / "knowledge" / "laliga2324"


def test_most_goals_without_scorers_gives_the_team_that_scored_most() -> None:
    engine = Engine(load_knowledge(FOLDER))
    reply = engine.answer("who scored the most goals in la liga")
    assert "no scorers" in reply.text and "Real Madrid" in reply.text, reply.text
    assert reply.band != "decline", reply
    es = engine.answer("quién marcó más goles en la liga")
    assert "goleadores" in es.text and "Real Madrid" in es.text, es.text


def test_a_top_scorer_asked_stays_declined() -> None:
    """'Top scorer' / 'goleador' names a player: no team reading, an honest decline."""
    engine = Engine(load_knowledge(FOLDER))
    for q in ("top scorer of getafe", "la liga top scorer", "goleador de la liga"):
        reply = engine.answer(q)
        assert reply.band == "decline" and "Real Madrid" not in reply.text, (q, reply.text)


def test_a_winless_run_asked_is_told_first() -> None:
    """'X's longest run without a win': that run leads, before the unbeaten and winning
    runs (which alone answer 'X's longest unbeaten run')."""
    engine = Engine(load_knowledge(FOLDER))
    reply = engine.answer("almeria longest run without a win")
    assert reply.text.split(": ", 1)[1].startswith("longest run without a win"), reply.text
    es = engine.answer("racha sin ganar más larga del almeria")
    assert "racha sin ganar más larga" in es.text, es.text
    plain = engine.answer("almeria longest unbeaten run")
    assert "without a win" not in plain.text, plain.text
