"""Bare follow-ups after an answer about one card: "why?", "what for?", "when?" ask about
that card; "who was?" after "was X sent off?" -> no asks the same question of anyone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.engine import Context, Reply
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

HERE = Path(__file__).resolve().parent
CARDS = """
    - {kind: card, id: c1, minute: 89, period: second_half, team: riverside, card: yellow,
       person: okafor, title: Okafor booked, description: Okafor was booked for a late tackle.}
    - {kind: card, id: c2, minute: 90, period: second_half, team: riverside, card: red,
       person: dunne, against: santer, reason: elbowing Santer,
       title: Dunne sent off, description: Dunne elbowed Santer and was sent off.}
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    from tests.engine.test_conversations import MATCH

    folder = tmp_path_factory.mktemp("cards")
    (folder / "match.yaml").write_text(MATCH.rstrip() + CARDS, encoding="utf-8")
    shutil.copy(HERE.parents[1] / "knowledge" / "intents.yaml", folder / "intents.yaml")
    return Engine(load_knowledge(folder))


def run(engine: Engine, questions: list[str]) -> list[Reply]:
    replies: list[Reply] = []
    context: Context | None = None
    for question in questions:
        reply = engine.answer(question, context)
        context = reply.context
        replies.append(reply)
    return replies


def test_who_was_after_a_no_asks_the_same_of_anyone(engine: Engine) -> None:
    no, who, why = run(engine, ["was brill sent off?", "who was?", "why?"])
    assert "Tomas Brill was not shown a card" in no.text
    assert who.is_answer and "Ray Dunne" in who.text
    assert why.is_answer and "elbowing Santer" in why.text


def test_what_for_and_when_after_one_card(engine: Engine) -> None:
    _, what_for, when = run(engine, ["who got sent off?", "what for?", "when?"])
    assert what_for.is_answer and "elbowing Santer" in what_for.text
    assert when.is_answer and "90th minute" in when.text


def test_spanish_bare_follow_ups_after_one_card(engine: Engine) -> None:
    _, por_que = run(engine, ["¿quién fue expulsado?", "¿por qué?"])
    assert por_que.is_answer and por_que.lang == "es" and "Dunne" in por_que.text


def test_several_cards_told_leave_a_bare_why_alone(engine: Engine) -> None:
    listed, why = run(engine, ["what cards were there?", "why?"])
    assert "Okafor" in listed.text and "Dunne" in listed.text
    assert "Okafor" not in why.text or not why.is_answer


def test_which_team_got_more_cards_compares_the_counts(engine: Engine) -> None:
    (more,) = run(engine, ["who had more red cards?"])
    assert (
        more.is_answer and "Riverside Town had more red cards than Northport Athletic" in more.text
    )
    assert "Riverside Town 1, Northport Athletic 0" in more.text
    (reds,) = run(engine, ["¿qué equipo tuvo más expulsados?"])
    assert reds.lang == "es" and "Riverside Town 1, Northport Athletic 0" in reds.text


def test_which_team_english_phrasings_route_to_the_comparison(engine: Engine) -> None:
    # the lexicon's 'more cards' row routes to the cards view (a ranking of the two
    # sides), however far the English phrasings of other intents come
    (cards,) = run(engine, ["which team got more cards"])
    assert cards.is_answer and "Riverside Town 2, Northport Athletic 0" in cards.text
    (reds,) = run(engine, ["which team had more players sent off"])
    assert reds.is_answer and "Riverside Town 1, Northport Athletic 0" in reds.text
