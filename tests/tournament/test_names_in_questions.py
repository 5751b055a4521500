"""Names as fans type them: a team's name in another language ("República Democrática
del Congo", "Bélgica") is no evidence of the question's language, and a name of more
words than a fuzzy lookup reads (a team, a player, a club) is still found whole. The
expected facts come from the data, so a wrong team or match fails."""

from __future__ import annotations

import pytest

from bot.engine import Engine
from tests.tournament.conftest import facts


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("who knocked out República Democrática del Congo", "en"),
        ("Bélgica v España result", "en"),
        ("how did Corea del Sur do in the group", "en"),
        ("quién eliminó a República Democrática del Congo", "es"),
        ("¿cómo anduvo la pulga?", "es"),  # a nickname does not make it English either
        ("¿Bélgica?", "es"),  # only a name: its letters are all there is to go on
    ],
)
def test_a_name_is_no_evidence_of_the_language(wc26: Engine, question: str, lang: str) -> None:
    reply = wc26.answer(question)
    assert reply.lang == lang, (question, reply.text)


def test_a_team_named_in_spanish_in_an_english_question(wc26: Engine) -> None:
    out = facts(wc26).out_in("dr-congo")
    assert out is not None and out.winner is not None
    reply = wc26.answer("who knocked out República Democrática del Congo")
    assert reply.band == "answer" and reply.intent == "team-path", reply.text
    assert reply.facts["knocked_out_by"] == out.winner, reply.facts
    assert reply.text.startswith("DR Congo went out"), reply.text


def test_a_match_of_two_teams_named_in_spanish(wc26: Engine) -> None:
    match = next(m for m in facts(wc26).matches if set(m.teams) == {"belgium", "spain"})
    reply = wc26.answer("Bélgica v España result")
    assert reply.band == "answer" and reply.match == match.id, reply.text
    assert reply.text.startswith("Spain") or reply.text.startswith("Belgium"), reply.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("how did República Democrática del Congo do in the group", "Group K"),
        ("players from FC Pari Nizhny Novgorod", "Edgardo Fariña"),
        ("el último partido de República Democrática del Congo", "RD Congo"),
    ],
)
def test_a_long_name_is_read_whole(wc26: Engine, question: str, expected: str) -> None:
    reply = wc26.answer(question)
    assert reply.band == "answer" and expected in reply.text, (question, reply.text)
    assert "republ" not in wc26.understanding.parse(question).words
