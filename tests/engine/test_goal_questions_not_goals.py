"""A goal-shaped question that asks something else gets that answer (round 8 findings):
a keeper's save is about saves ("what minute was X's save" is not "X did not score"), a
player's penalty includes his shootout kick, a team's first goal is the first goal
counting for it (never the other side's opener, an own goal by one of its players),
"how quick was X's goal" asks its minute, and a two-word Spanish "resultado final" is
Spanish (answered, in Spanish)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge import load_knowledge

TESTS = Path(__file__).parents[1]
UCL05 = "real/ucl2005_final/knowledge"
WC18 = "real/wc2018_final/knowledge"


@cache
def engine(path: str) -> Engine:
    return Engine(load_knowledge(TESTS / path))


@pytest.mark.parametrize(
    ("question", "says", "not_says"),
    [
        ("what minute was dudeks double save", "117'", "did not score"),
        ("en que minuto fue la atajada de dudek", "117'", "no marcó"),
        ("who did dudek deny in extra time", "Shevchenko's header", "Pirlo"),
        ("how many pens did dudek save", "Jerzy Dudek saved 2 kicks", "did not score"),
        ("cuantos penales atajo dudek", "atajó 2 penales", "no marcó"),
    ],
)
def test_a_keepers_save_is_asked_as_a_save(question: str, says: str, not_says: str) -> None:
    reply = engine(UCL05).answer(question)
    assert reply.band == "answer", reply.text
    assert says in reply.text and not_says not in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "says", "not_says"),
    [
        ("what happened with serginhos penalty", "Serginho took AC Milan's 1st kick", "none of"),
        ("que paso con el penal de serginho", "Serginho pateó el 1.º penal", "ninguno"),
    ],
)
def test_a_players_penalty_includes_his_shootout_kick(
    question: str, says: str, not_says: str
) -> None:
    reply = engine(UCL05).answer(question)
    assert says in reply.text and not_says not in reply.text.casefold(), reply.text


def test_denied_a_penalty_is_not_a_keepers_save() -> None:
    """'denied a penalty' is a penalty not given: never a shootout kick saved."""
    reply = engine(UCL05).answer("was liverpool denied a penalty")
    assert "had it saved" not in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "says"),
    [
        ("how quick was maldini's goal", "1st minute"),
        ("how early did maldini score", "1st minute"),
        ("que tan rapido fue el gol de maldini", "minuto 1"),
    ],
)
def test_how_quick_asks_the_minute(question: str, says: str) -> None:
    reply = engine(UCL05).answer(question)
    assert says in reply.text and not reply.text.startswith(("Yes", "Sí")), reply.text


@pytest.mark.parametrize(
    ("question", "says"),
    [
        ("¿quién marcó el primer gol de croacia?", "Perisic"),
        ("quien marco el primer gol de croacia", "Perisic"),
        ("cuando fue el primer gol de croacia", "28"),
        ("who scored croatia's opening goal", "Perisic"),
    ],
)
def test_a_teams_first_goal_is_one_counting_for_it(question: str, says: str) -> None:
    reply = engine(WC18).answer(question)
    assert says in reply.text and "Mandzukic" not in reply.text, reply.text


def test_the_opener_is_still_the_matchs_first() -> None:
    reply = engine(WC18).answer("quien marco el primer gol de francia")
    assert "Mandzukic" in reply.text, reply.text
    reply = engine(WC18).answer("who scored the opening goal")
    assert "Mandzukic" in reply.text, reply.text


@pytest.mark.parametrize("question", ["resultado final", "marcador final"])
def test_spanish_final_score_is_spanish(question: str) -> None:
    reply = engine(WC18).answer(question)
    assert reply.band == "answer", reply.text
    assert "4-2" in reply.text and "Francia" in reply.text, reply.text


@pytest.mark.parametrize("question", ["final score", "who won the final"])
def test_english_final_score_stays_english(question: str) -> None:
    reply = engine(WC18).answer(question)
    assert "France" in reply.text and "4-2" in reply.text, reply.text


def test_who_opened_the_scoring_against_a_team_is_the_matchs_opener() -> None:
    """'v England' names the side scored against: the match's opener, not a team's first."""
    reply = engine(WC18).answer("who opened the scoring against croatia")
    assert "Mandzukic" in reply.text, reply.text


def test_a_shootout_after_a_draw_is_worded_after_extra_time_in_spanish() -> None:
    """3-3 after 90 minutes and after extra time: 'al cabo de la prórroga', never 'en la
    prórroga' (as if the 3-3 came in extra time)."""
    reply = engine(UCL05).answer("como termino el partido")
    assert "tras empatar 3-3 al cabo de la prórroga" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "says"),
    [
        ("who ran onto the pitch", "Pussy Riot ran onto the pitch"),
        ("was var used for the penalty", "VAR"),
    ],
)
def test_a_line_of_the_report_answers_what_no_intent_holds(question: str, says: str) -> None:
    reply = engine(WC18).answer(question)
    assert reply.band == "answer" and says in reply.text, reply.text


@pytest.mark.parametrize(
    "question",
    ["what time did it kick off", "who will win the next world cup", "how many corners were there"],
)
def test_a_line_sharing_a_word_is_no_answer(question: str) -> None:
    reply = engine(WC18).answer(question)
    assert reply.band != "answer", reply.text


@pytest.mark.parametrize("question", ["what did the fans sing", "que cantaron los hinchas"])
def test_what_the_crowd_sang_is_the_crowds_words(question: str) -> None:
    reply = engine("matches/group_rout").answer(question)
    assert "sang Strandberg's name" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "says"),
    [
        ("what anthem was played", "nothing about the anthems"),
        ("como fue el himno", "nada de los himnos"),
    ],
)
def test_an_anthem_asked_by_name_is_not_the_crowds_singing(question: str, says: str) -> None:
    reply = engine("matches/group_rout").answer(question)
    assert says in reply.text, reply.text
