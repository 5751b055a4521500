"""The answering side's words live in the language bundles (`languages/<code>/answering.py`)."""

from __future__ import annotations

from bot.engine import Engine
from bot.engine.facts.phrases import matched
from bot.engine.views.goal_text import method_phrase


def test_words_matched_in_free_texts_come_from_every_language() -> None:
    absence = matched("absence")
    assert "injur" in absence and "en lugar de" in absence  # English and Spanish bundles
    assert "penal" in matched("penalty") and "spot kick" in matched("penalty")
    assert matched("no such kind") == ()


def test_an_answer_word_is_the_english_bundles_and_translated_by_id(invented: Engine) -> None:
    en, es = invented.facts_by_lang["en"], invented.facts_by_lang["es"]
    assert method_phrase(en, "header") == "a header"
    assert method_phrase(es, "header") != "a header"


def test_every_topic_the_answering_side_reads_can_be_noted() -> None:
    """A topic no language notes would be a branch that never runs ('match' was one)."""
    from bot.engine.facts import topics
    from bot.engine.languages import canonical as c
    from bot.engine.understanding.lang import languages

    noted = set(c.TOPICS) | {v for b in languages() for v in b.raw_topics.values()}
    noted |= {c.COMPETITION, c.EDITION, c.OTHER_COMPETITION, c.OTHER_MATCH, c.CAREER}
    noted |= {c.COUNT}  # noted by the pipeline when "how many" is asked
    read = {v for k, v in vars(topics).items() if k.isupper() and isinstance(v, str)}
    assert len(read) > 30
    assert read - noted == set()
