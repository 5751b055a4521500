"""A bare "when?" / "what minute?" after an answer about a substitution or a booking asks
that item's minute again, not the goals' times (a substitute who scored: not his goal)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.engine import Context, Reply
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

HERE = Path(__file__).resolve().parent
HALE = "  - {id: hale, name: Ned Hale, team: northport, roles: [player]}\n"
EVENTS = """    - {kind: card, id: c1, minute: 63, period: second_half, team: riverside,
       card: yellow, person: okafor, title: Okafor booked, description: Okafor was booked.}
    - {kind: substitution, id: s1, minute: 70, period: second_half, team: northport,
       came_on: brill, went_off: hale, title: Brill on, description: Brill replaced Hale.}
    - {kind: card, id: c2, minute: 75, period: second_half, team: northport, card: yellow,
       person: hale, title: Hale booked, description: Hale was booked.}
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    from tests.engine.test_conversations import MATCH

    folder = tmp_path_factory.mktemp("timed")
    last = "    - {kind: goal, id: f3"  # the events come before the 88th-minute goal
    text = MATCH.replace("people:\n", "people:\n" + HALE, 1)
    text = text.replace(last, EVENTS.strip("\n") + "\n" + last, 1)
    (folder / "match.yaml").write_text(text, encoding="utf-8")
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


@pytest.mark.parametrize("when", ["when?", "what minute?"])
def test_when_after_a_substitution_is_its_minute(engine: Engine, when: str) -> None:
    sub, again = run(engine, ["who came on for hale?", when])
    assert "Tomas Brill" in sub.text and "70th minute" in sub.text
    assert again.is_answer and "70th minute" in again.text and "88th" not in again.text


def test_spanish_when_after_a_substitution(engine: Engine) -> None:
    _, again = run(engine, ["¿quién entró por hale?", "¿cuándo?"])
    assert again.is_answer and again.lang == "es" and "minuto 70" in again.text


def test_what_minute_after_one_card_and_after_several(engine: Engine) -> None:
    _, minute = run(engine, ["was okafor booked?", "what minute?"])
    assert minute.is_answer and "63rd minute" in minute.text and "12th" not in minute.text
    _, when = run(engine, ["what cards were there?", "when?"])
    assert "63rd minute" in when.text and "75th minute" in when.text and "12th" not in when.text
