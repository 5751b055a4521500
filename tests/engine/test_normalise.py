"""Normalisation: markup, case, accents, repeats, synonyms and stems fold together."""

from __future__ import annotations

import pytest

from bot.engine import Engine
from bot.engine.understanding.tokens import MAX_TOKENS, canonical, clean, stem, tokens


@pytest.mark.parametrize(
    ("raw", "cleaned"),
    [
        ("Who SCORED?!", "who scored"),
        ("<@123456> <@!42> <@&7> <#9> who won", "who won"),
        ("@everyone @here score", "score"),
        ("Martínez scooooored 🔥🔥", "martinez scoored"),
        ("England's keeper", "england keeper"),
        ("it finished 2 - 1", "it finished 2-1"),
        ("air-conditioned", "air conditioned"),
        ("https://example.com/x who won", "who won"),
    ],
)
def test_clean(raw: str, cleaned: str) -> None:
    assert clean(raw) == cleaned


def test_shorthand_is_expanded() -> None:
    assert tokens("wat did u say") == ["what", "did", "you", "say"]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("winning goal", "winner"),
        ("the decider", "the winner"),
        ("manager", "coach"),
        ("gaffer", "boss"),
        ("keeper", "goalkeeper"),
        ("skipper", "captain"),
        ("equalizer", "equaliser"),
        ("semi final", "semifinal"),
    ],
)
def test_synonyms_meet(a: str, b: str) -> None:
    assert canonical(tokens(a)) == canonical(tokens(b))


def test_score_and_scored_stay_apart() -> None:
    assert stem("score") != stem("scored")
    assert stem("goals") == stem("goal")
    assert stem("headed") == stem("heading")


def test_tokens_are_capped() -> None:
    assert len(tokens("goal " * 1000)) == MAX_TOKENS


def test_question_words_are_never_stopwords() -> None:
    from bot.engine.understanding.tokens import content

    assert content(canonical(tokens("what who when where why how which"))) == [
        "what",
        "who",
        "when",
        "wher",
        "why",
        "how",
        "which",
    ]


def test_no_phrase_has_two_canonical_forms() -> None:
    from collections import Counter

    from bot.engine.languages.en.lexicon import CANONICAL

    counts = Counter(phrase for phrases in CANONICAL.values() for phrase in phrases)
    assert [p for p, n in counts.items() if n > 1] == []


def test_no_stopword_stems_to_a_meaningful_word() -> None:
    # 'player' stems to 'play': as a stopword it would silently drop 'play' everywhere.
    from bot.engine.languages.en.lexicon import STOPWORDS, SYNONYMS

    targets = {stem(w) for value in SYNONYMS.values() for w in value.split()}
    clashes = {w for w in STOPWORDS if stem(w) != w and stem(w) in targets}
    assert clashes == set()


def test_a_question_is_cleaned_once_however_many_readers_read_it(engine: Engine) -> None:
    question = "Who scored the 3rd goal for Zorblaxo United?!"
    engine.answer(question)
    before = clean.cache_info()
    assert engine.answer(question).text
    after = clean.cache_info()
    assert after.misses == before.misses  # the text was kept
    assert after.hits > before.hits
    assert clean(question) == clean.__wrapped__(question)
