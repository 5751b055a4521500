"""A first name that is also the question's verb ("marco" typed for "marcó") is not a
person when another person is named right after it: "marco dunne?" asks whether Dunne
scored, never "yes" about Marco Vell."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

HERE = Path(__file__).resolve().parent
VELL = "  - {id: vell, name: Marco Vell, team: riverside, roles: [player]}\n"


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    from tests.engine.test_conversations import MATCH

    folder = tmp_path_factory.mktemp("verb")
    text = MATCH.replace("people:\n", "people:\n" + VELL, 1)
    text = text.replace("scorer: okafor", "scorer: vell", 1)  # Riverside's goal is Vell's
    (folder / "match.yaml").write_text(text, encoding="utf-8")
    shutil.copy(HERE.parents[1] / "knowledge" / "intents.yaml", folder / "intents.yaml")
    return Engine(load_knowledge(folder))


@pytest.mark.parametrize("question", ["marco dunne?", "¿marcó dunne?"])
def test_verb_before_a_name_is_not_the_first_name(engine: Engine, question: str) -> None:
    reply = engine.answer(question)
    assert reply.text.startswith("No, Ray Dunne")  # not "Sí, Marco Vell marcó"


def test_the_first_name_with_its_surname_is_still_the_person(engine: Engine) -> None:
    reply = engine.answer("¿marcó marco vell?")
    assert reply.text.startswith("Sí") and "Marco Vell" in reply.text
