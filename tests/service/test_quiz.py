"""Quiz questions from the knowledge: four different options, the right one read from the
same facts the engine's answers use, wrong ones of the same kind, no question twice, none
whose answer the knowledge does not state, and the quiz in Spanish for Spanish clients."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge.loader import load_knowledge
from bot.service import Question, write_quiz
from bot.service.quiz import QuizWriter
from tests.games.fixtures import set_final


def right(q: Question) -> str:
    return q.options[q.answer]


def check_against_facts(engine: Engine, q: Question) -> None:
    """Each kind of question's answer, found again from the engine's facts."""
    tf = engine.facts.tournament
    assert tf is not None
    kind, _, subject = q.key.partition(":")
    if kind == "group":
        top = tf.table(subject)[0].team
        assert right(q) in {tf.teams[top].name, str(tf.teams[top].tr("name", "es"))}
        others = {str(tf.teams[r.team].tr("name", "en")) for r in tf.table(subject)[1:]}
        others |= {str(tf.teams[r.team].tr("name", "es")) for r in tf.table(subject)[1:]}
        assert set(q.options) - {right(q)} <= others  # the other teams of the group
    elif kind == "tally":
        assert right(q) == str(tf.goals_of_player(subject)[0])
    elif kind == "club":
        assert right(q) == tf.players[subject].club
    elif kind in ("opener", "minute") and subject in tf.by_id:
        first = tf.by_id[subject].goals[0]
        assert right(q) == (first.name if kind == "opener" else f"{first.clock}'")
    elif kind == "champion":
        assert tf.winner is not None and right(q) in {
            tf.teams[tf.winner].name,
            str(tf.teams[tf.winner].tr("name", "es")),
        }


@pytest.mark.parametrize("seed", range(6))
def test_questions_have_four_options_and_the_facts_answer(engine: Engine, seed: int) -> None:
    questions = write_quiz(engine, "en", "tournament", 10, random.Random(seed))
    assert len(questions) == 10
    assert len({q.key for q in questions}) == 10  # nothing asked twice
    for q in questions:
        assert len(q.options) == 4 and len(set(q.options)) == 4
        assert 0 <= q.answer < 4
        check_against_facts(engine, q)


def test_every_kind_is_written_from_the_bundled_knowledge(engine: Engine) -> None:
    drafts = list(QuizWriter(engine, "en").drafts("tournament", None))
    kinds = {d.key.partition(":")[0] for d in drafts}
    assert {"champion", "group", "tally", "club", "opener", "minute"} <= kinds
    group_c = next(d for d in drafts if d.key == "group:group-c")
    assert group_c.text == "Who won Group C?"


def test_a_match_quiz_asks_about_that_match_only(engine: Engine) -> None:
    t = engine.knowledge.tournament
    assert t is not None
    m = t.match("2026-07-10-spain-belgium")
    questions = write_quiz(engine, "en", "match", 10, random.Random(1), m)
    assert questions and all(m.id in q.key for q in questions)
    for q in questions:
        check_against_facts(engine, q)


def test_the_report_asks_who_scored_its_opener(engine: Engine) -> None:
    drafts = {d.key: d for d in QuizWriter(engine, "en").drafts("match", None)}
    opener = drafts["report:opener"]
    said = engine.answer("who scored the opener?").text  # the bot's own answer
    assert opener.answer == "Anthony Gordon" and opener.answer in said
    assert opener.answer not in opener.rivals and "Lionel Messi" in opener.rivals


def test_what_the_knowledge_does_not_state_is_never_asked(knowledge_copy: Path) -> None:
    set_final(knowledge_copy, None)  # the final not played: no champion yet
    engine = Engine(load_knowledge(knowledge_copy))
    keys = {d.key for d in QuizWriter(engine, "en").drafts("tournament", None)}
    assert "champion" not in keys
    assert not any(FINAL_ID in k for k in keys)
    assert "group:group-c" in keys  # the groups are all played


FINAL_ID = "2026-07-19-spain-argentina"


def test_the_quiz_in_spanish(engine: Engine) -> None:
    questions = write_quiz(engine, "es", "tournament", 10, random.Random(3))
    assert questions and all(q.text.startswith("¿") for q in questions)
    drafts = {d.key: d for d in QuizWriter(engine, "es").drafts("tournament", None)}
    assert drafts["group:group-c"].text == "¿Quién ganó el Grupo C?"
    assert drafts["champion"].answer == "España"


def test_too_few_rivals_means_no_question(engine: Engine) -> None:
    from bot.service.quiz import _Draft

    draft = _Draft("x", "?", "a", ("b", "c", "a", "b"))
    assert draft.ask(random.Random(0)) is None
