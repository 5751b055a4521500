"""Per-language text in the knowledge format: what may be translated, and the fallback."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from bot.knowledge import Intent, Person
from bot.knowledge.models import Quote
from bot.knowledge.report import Competition


def test_a_text_field_has_its_translation_and_falls_back_to_english() -> None:
    c = Competition(name="Coastal Shield", stage="final", translations={"es": {"stage": "final"}})
    assert c.tr("stage", "es") == "final"
    assert c.tr("name", "es") == "Coastal Shield"  # not translated: English
    assert c.tr("name", "fr") == "Coastal Shield"  # a language the knowledge lacks


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"es": {"team": "otro"}}, "not a text field"),  # an id
        ({"es": {"roles": ["jugador"]}}, "not a text field"),
        ({"es": {"nickname": "x"}}, "not a text field"),  # no such field
        ({"es": {"aliases": "uno"}}, "give a list"),
        ({"ES": {"description": "x"}}, "pattern"),  # a language code is lower case
    ],
)
def test_translations_name_only_text_fields(fields: dict[str, Any], problem: str) -> None:
    with pytest.raises(ValidationError, match=problem):
        Person(id="x", name="Xan Ward", roles=["player"], translations=fields)


def test_a_quote_is_never_translated() -> None:
    with pytest.raises(ValidationError, match="shown as written"):
        Quote(
            id="q",
            speaker="x",
            text="We ran out of puff.",
            about="the defeat",
            translations={"es": {"text": "Nos quedamos sin aire."}},
        )
    q = Quote(
        id="q",
        speaker="x",
        text="We ran out of puff.",
        about="the defeat",
        translations={"es": {"about": "la derrota"}},
    )
    assert q.tr("about", "es") == "la derrota"


def intent(**extra: Any) -> Intent:
    return Intent.model_validate(
        {"id": "greet", "description": "Hello", "patterns": ["hello"], **extra}
    )


def test_intent_phrasings_and_texts_per_language() -> None:
    i = intent(
        answer={"text": "Hi."},
        translations={"es": {"patterns": ["hola"], "text": "¡Hola!", "suggestion": "¿Hola?"}},
    )
    assert i.phrasings("en") == ["hello"] and i.phrasings("es") == ["hola"]
    assert i.phrasings("fr") == []
    assert i.localised("text", "es") == "¡Hola!"
    assert i.localised("description", "es") == "Hello"  # fallback
    assert i.localised("text", "fr") == "Hi."


def test_intent_translation_matches_its_answer_form() -> None:
    with pytest.raises(ValidationError, match="does not answer with a text"):
        intent(answer={"view": "result"}, translations={"es": {"text": "2-1"}})
    with pytest.raises(ValidationError, match="not allowed"):
        intent(answer={"template": "{venue.city}"}, translations={"es": {"template": "{secret}"}})
