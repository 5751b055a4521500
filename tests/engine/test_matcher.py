"""The matcher: scores, the bounded search, and ties broken by the knowledge's order."""

from __future__ import annotations

import pytest

from benchmarks.questions import QuestionMaker
from benchmarks.synth import write_scaled
from bot.engine.engine import Engine
from bot.engine.matching import bounded, matcher
from bot.engine.matching.matcher import IntentIndex, Scored
from bot.knowledge import Intent, LoadedKnowledge, load_knowledge


def ranked(engine: Engine, question: str, limit: int = 5) -> list[Scored]:
    return engine.index.rank(engine.understanding.parse(question), limit)


def index_of(engine: Engine, intents: list[dict[str, object]]) -> IntentIndex:
    """An index over hand-written intents, parsed with the engine's understanding."""
    return IntentIndex([Intent.model_validate(i) for i in intents], engine.understanding)


def kit(ident: str, patterns: list[str]) -> dict[str, object]:
    return {"id": ident, "description": ident, "patterns": patterns, "answer": {"text": "x"}}


def test_exact_phrasing_scores_100(invented: Engine) -> None:
    top = ranked(invented, "which stadium")
    assert (top[0].intent, top[0].pattern, top[0].score) == ("venue", "which stadium", 100.0)


def test_best_score_per_intent_highest_first(invented: Engine) -> None:
    top = ranked(invented, "who scored the winner")
    assert top[0].intent == "goal"
    assert top[0].pattern == "who scored the {goal}"
    assert [s.score for s in top] == sorted((s.score for s in top), reverse=True)
    assert len({s.intent for s in top}) == len(top)


def test_one_shared_word_is_not_a_full_match(invented: Engine) -> None:
    # "colour" is in "what colour were the kits", which says more than the question
    top = ranked(invented, "colour")
    assert top[0].intent == "twin_a"
    assert top[0].score < 90
    assert ranked(invented, "what colour were the kits")[0].score == 100.0


def test_words_no_phrasing_has_pull_the_score_down(invented: Engine) -> None:
    plain = ranked(invented, "who won")[0]
    padded = ranked(invented, "who won the hovercraft regatta")[0]
    assert plain.intent == padded.intent == "result"
    assert padded.score < plain.score


def test_slots_are_reported(invented: Engine) -> None:
    top = ranked(invented, "what did vance say")[0]
    assert (top.intent, top.slots) == ("quotes", frozenset({"{person}"}))


def test_filler_only_questions_match_filler_phrasings(invented: Engine) -> None:
    top = ranked(invented, "hi there")
    assert [s.intent for s in top] == ["hello"]


def test_no_shared_word_no_candidate(invented: Engine) -> None:
    assert ranked(invented, "zeppelin") == []


def test_tied_intents_rank_in_knowledge_order(invented: Engine) -> None:
    top = ranked(invented, "kit colours")
    assert [(s.intent, s.score) for s in top] == [("twin_a", 100.0), ("twin_b", 100.0)]
    assert [s.intent for s in ranked(invented, "kit colours", limit=1)] == ["twin_a"]
    swapped = index_of(invented, [kit("b", ["kit colours"]), kit("a", ["kit colours"])])
    parsed = invented.understanding.parse("kit colours")
    assert [s.intent for s in swapped.rank(parsed)] == ["b", "a"]


def test_tied_phrasings_report_the_first_listed(invented: Engine) -> None:
    parsed = invented.understanding.parse("kit colours")
    for patterns in (["Kit Colours", "kit colours"], ["kit colours", "Kit Colours"]):
        index = index_of(invented, [kit("k", patterns)])
        assert index.rank(parsed)[0].pattern == patterns[0]


@pytest.fixture(scope="module")
def engine_10x(loaded: LoadedKnowledge, tmp_path_factory: pytest.TempPathFactory) -> Engine:
    """The bundled knowledge grown tenfold with cloned intents: exact ties are common."""
    directory = tmp_path_factory.mktemp("knowledge-10x")
    write_scaled(10, directory, loaded.knowledge)
    return Engine(load_knowledge(directory))


def same_as_full_scan(e: Engine, questions: list[str]) -> int:
    """Assert the bounded search ranks each question as the full scan; count ties."""
    index, ties = e.index, 0
    for n, q in enumerate(questions):
        parsed = e.understanding.parse(q)
        for limit in (5, 2) if n % 4 == 0 else (5,):
            index.full_scan_until = 10**9
            try:
                full = index.ranking(parsed, limit)
            finally:
                del index.full_scan_until
            index.full_scan_until = 0
            try:
                bounded = index.ranking(parsed, limit)
            finally:
                del index.full_scan_until
            assert [(s.intent, s.pattern) for s in bounded] == [
                (s.intent, s.pattern) for s in full
            ], (q, limit)
            assert [s.score for s in bounded] == pytest.approx([s.score for s in full], abs=1e-9)
        scores = [s.score for s in full]
        ties += len(set(scores)) < len(scores)
    return ties


@pytest.mark.parametrize("scale", [1, 10])
def test_bounded_search_ranks_as_the_full_scan(
    scale: int, engine: Engine, engine_10x: Engine
) -> None:
    """The pruned search (bounds from the posting lists) gives exactly the ranking of
    scoring every candidate, ties included, at every limit."""
    e = engine if scale == 1 else engine_10x
    questions = [q for _, q in QuestionMaker(e.knowledge, seed=11).mixed(600)]
    ties = same_as_full_scan(e, questions)
    if scale == 10:
        assert ties > 0  # the tie-breaking is exercised


def test_chunked_ratio_scoring_ranks_as_the_full_scan(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With every class past its first phrasing scored by rapidfuzz in small chunks
    against a cut-off, the ranking is still the full scan's."""
    monkeypatch.setattr(bounded, "ONE_BY_ONE", 1)
    monkeypatch.setattr(bounded, "BULK_CHUNK", 3)
    questions = [q for _, q in QuestionMaker(engine.knowledge, seed=12).mixed(300)]
    same_as_full_scan(engine, questions)


def test_words_left_without_bit_sets_rank_as_the_full_scan(
    loaded: LoadedKnowledge, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a budget for the bit sets of a few words only (as in a knowledge far larger
    than the shipped one), the intents of the other words are scored phrasing by
    phrasing, and the ranking is still the full scan's."""
    monkeypatch.setattr(matcher, "BITSET_BUDGET", 6000)  # ~20 words
    small = Engine(loaded)
    assert 0 < len(small.index._bag_bits) < len(small.index._bag_by_word) // 4
    questions = [q for _, q in QuestionMaker(small.knowledge, seed=13).mixed(300)]
    same_as_full_scan(small, questions)


def test_a_ranking_asked_again_is_the_one_computed_afresh(engine: Engine) -> None:
    """The kept rankings (by the question's canonical words) are what ranking anew
    gives, for questions asked once and again, and a caller's list is its own."""
    questions = [q for _, q in QuestionMaker(engine.knowledge, seed=14).mixed(200)]
    index = engine.index
    for q in questions + questions:
        parsed = engine.understanding.parse(q)
        assert index.rank(parsed) == index.ranking(parsed), q
    parsed = engine.understanding.parse("who scored the winner")
    first = index.rank(parsed)
    first.clear()
    assert index.rank(parsed) == index.ranking(parsed) != []
