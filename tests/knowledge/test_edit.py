"""Teaching edits keep the moderator's file (comments, layout) and load as valid knowledge."""

from __future__ import annotations

import pytest

from bot.knowledge import load_knowledge_texts, read_knowledge_texts
from bot.knowledge.edit import (
    TAUGHT_FILE,
    EditError,
    add_intent,
    add_phrasing,
    clean_phrasing,
    is_knowledge_name,
    overlay,
)
from tests.conftest import KNOWLEDGE


def patterns_of(texts: dict[str, str], intent_id: str) -> list[str]:
    knowledge = load_knowledge_texts(texts).knowledge
    return next(i.patterns for i in knowledge.intents if i.id == intent_id)


def test_a_phrasing_is_one_new_line_under_the_intent() -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    before = patterns_of(texts, "result")
    taught = add_phrasing(texts, "result", "  who  took the {spoils}?  ")
    assert patterns_of(taught, "result") == [*before, "who took the spoils ?"]
    old, new = texts["intents.yaml"].splitlines(), taught["intents.yaml"].splitlines()
    assert len(new) == len(old) + 1
    assert [line for line in new if line not in old] == ['      - "who took the spoils ?"']
    assert new[:13] == old[:13]  # the header comment is kept
    assert taught["match.yaml"] == texts["match.yaml"]


def test_a_flow_style_list_is_rewritten_not_broken() -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    flow = texts["intents.yaml"].replace(
        "intents:\n",
        "intents:\n  - id: flowy\n    description: d\n    patterns: [a b, c d]\n"
        "    answer:\n      text: hello\n",
        1,
    )
    taught = add_phrasing({**texts, "intents.yaml": flow}, "flowy", "e f")
    assert patterns_of(taught, "flowy") == ["a b", "c d", "e f"]


def test_unknown_intent_and_repeats_are_refused() -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    with pytest.raises(EditError, match="no intent"):
        add_phrasing(texts, "no-such-intent", "hello there")
    with pytest.raises(EditError, match="already has"):
        add_phrasing(texts, "result", "who won")
    with pytest.raises(EditError, match="no words"):
        add_phrasing(texts, "result", " {} ")


def test_a_new_intent_goes_to_taught_yaml_with_a_unique_id() -> None:
    texts = read_knowledge_texts(KNOWLEDGE)
    first, intent_id = add_intent(texts, "Is there a replay?", 'No: it was "decisive".')
    assert intent_id == "taught-is-there-a-replay"
    second, again = add_intent(first, "is there a replay", "Still no.")
    assert again == "taught-is-there-a-replay-2"
    knowledge = load_knowledge_texts(second).knowledge
    [taught] = [i for i in knowledge.intents if i.id == intent_id]
    assert taught.patterns == ["Is there a replay?"]
    assert taught.answer.text == 'No: it was "decisive".'
    assert TAUGHT_FILE in second and TAUGHT_FILE not in texts
    with pytest.raises(EditError):
        add_intent(texts, "question", "   ")


def test_helpers() -> None:
    assert overlay({"a.yaml": "1", "b.yaml": "2"}, {"b.yaml": "3"}) == {
        "a.yaml": "1",
        "b.yaml": "3",
    }
    assert is_knowledge_name("intents.yml") and not is_knowledge_name("../x.yaml")
    assert not is_knowledge_name("notes.txt") and not is_knowledge_name(".hidden.yaml")
    assert (
        clean_phrasing("a\n b" + "x" * 400).startswith("a bx")
        and len(clean_phrasing("x" * 400)) == 300
    )
