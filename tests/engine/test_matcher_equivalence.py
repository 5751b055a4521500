"""The pruned `IntentIndex.rank` and the bucketed `Speller` give what the full scans gave.

The references below are copies of the implementations before indexing (commit 41b2b19):
`rank` scored every candidate phrasing, the speller searched the whole vocabulary. They
are compared on the test questions, on generated questions over the shipped knowledge and
over 10x generated knowledge (where cloned phrasings make exact score ties common), and
the engine's whole replies are compared with the reference rank swapped in.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from benchmarks.questions import QuestionMaker, typo
from benchmarks.synth import write_scaled
from bot.engine import matcher as m
from bot.engine.engine import Engine
from bot.engine.matcher import IntentIndex, Scored
from bot.engine.normalise import content
from bot.engine.spelling import Speller, _same_start, plausible_slip
from bot.engine.understand import Parsed
from bot.knowledge.loader import LoadedKnowledge, load_knowledge
from bot.knowledge.models import Knowledge

QUESTIONS = Path(__file__).parent / "questions.yaml"


def reference_rank(index: IntentIndex, parsed: Parsed, limit: int = 5) -> list[Scored]:
    """`IntentIndex.rank` as it was: every candidate scored, in the candidate set's order."""
    q_content = content(list(parsed.words))
    if not q_content:
        return index._rank_small_talk(parsed, limit)
    q_set = frozenset(q_content)
    weights = {w: index.weight(w) for w in q_set}
    q_total = sum(weights.values())
    q_joined = " ".join(parsed.words)
    cut = m.CANDIDATE_CUT * max(weights.values())
    keys = [w for w in q_set if weights[w] >= cut and w in index._by_word] or list(q_set)
    candidates = {i for w in keys for i in index._by_word.get(w, ())}
    best: dict[str, tuple[float, m.CompiledPattern]] = {}
    bag_cover: dict[str, float] = {}
    ratio = fuzz.ratio
    for i in candidates:
        p = index.patterns[i]
        cover = bag_cover.get(p.intent)
        if cover is None:
            bag = index._bags[p.intent]
            cover = bag_cover[p.intent] = sum(weights[w] for w in q_set & bag) / q_total
        shared = sum(weights[w] for w in q_set & p.content)
        covered = max(shared / q_total, m.BAG_FACTOR * cover)
        score = (
            m.W_QUESTION * 100 * covered
            + m.W_PATTERN * 100 * shared / p.total
            + m.W_SEQUENCE * ratio(q_joined, p.joined)
        )
        if p.intent not in best or score > best[p.intent][0]:
            best[p.intent] = (score, p)
    top = sorted(best.values(), key=lambda sp: -sp[0])[:limit]
    return [Scored(p.intent, score, p.text, p.slots) for score, p in top]


def reference_correct(speller: Speller, word: str) -> str:
    """`Speller._correct` as it was: `process.extract` over the whole vocabulary."""
    if word in speller._known or not 3 <= len(word) <= 24 or not word.isalpha():
        return word
    limit = 1 if len(word) < 8 else 2
    hits = process.extract(
        word, sorted(speller._known), scorer=OSA.distance, score_cutoff=limit, limit=8
    )
    if len(word) == 3:
        hits = [h for h in hits if len(h[0]) == 4]
    hits = [h for h in hits if plausible_slip(word, h[0]) and _same_start(word, h[0])]
    if not hits:
        return word
    best = min(hits, key=lambda h: (h[1], h[0][0] != word[0], -speller._freq[h[0]], h[0]))
    return str(best[0])


def same(got: list[Scored], want: list[Scored]) -> bool:
    if [(s.intent, s.pattern, s.slots) for s in got] != [
        (s.intent, s.pattern, s.slots) for s in want
    ]:
        return False
    return all(abs(a.score - b.score) <= 1e-9 for a, b in zip(got, want, strict=True))


def yaml_questions() -> Iterator[str]:
    cases = yaml.safe_load(QUESTIONS.read_text(encoding="utf-8"))
    for value in cases.values():
        for case in value:
            yield case["q"] if isinstance(case, dict) else case


def generated(knowledge: Knowledge, n: int, seed: int) -> list[str]:
    return [q for _, q in QuestionMaker(knowledge, seed=seed).mixed(n)]


@pytest.fixture(scope="module")
def engine_10x(loaded: LoadedKnowledge, tmp_path_factory: pytest.TempPathFactory) -> Engine:
    directory = tmp_path_factory.mktemp("knowledge-10x")
    write_scaled(10, directory, loaded.knowledge)
    return Engine(load_knowledge(directory))


def compare_ranks(engine: Engine, questions: list[str]) -> int:
    """Compare every question (some at two limits), by default and with the bounded path
    forced even for few candidates; return how many had tied scores."""
    ties = 0
    index = engine.index
    for n, q in enumerate(questions):
        parsed = engine.understanding.parse(q)
        for limit in (5, 2) if n % 4 == 0 else (5,):
            want = reference_rank(index, parsed, limit)
            got = index.rank(parsed, limit)
            assert same(got, want), (q, limit, got, want)
            index.full_scan_until = 0
            try:
                got = index.rank(parsed, limit)
            finally:
                del index.full_scan_until
            assert same(got, want), ("bounded", q, limit, got, want)
        scores = [s.score for s in want]
        ties += len(set(scores)) < len(scores)
    return ties


def test_rank_same_on_the_test_questions(engine: Engine, loaded: LoadedKnowledge) -> None:
    questions = list(yaml_questions())
    assert len(questions) > 100
    compare_ranks(engine, questions)


def test_rank_same_on_generated_questions(engine: Engine, loaded: LoadedKnowledge) -> None:
    compare_ranks(engine, generated(loaded.knowledge, 2000, seed=11))


def test_rank_same_at_10x(engine_10x: Engine) -> None:
    ties = compare_ranks(engine_10x, generated(engine_10x.knowledge, 1000, seed=12))
    assert ties > 0  # the tie-breaking path is exercised


def test_replies_same(engine: Engine, loaded: LoadedKnowledge) -> None:
    questions = list(yaml_questions()) + generated(loaded.knowledge, 600, seed=13)
    got = [engine.answer(q) for q in questions]
    index = engine.index
    try:
        index.rank = lambda parsed, limit=5: reference_rank(index, parsed, limit)  # type: ignore[method-assign]
        want = [engine.answer(q) for q in questions]
    finally:
        del index.rank
    index.full_scan_until = 0  # the bounded path, even for few candidates
    try:
        bounded = [engine.answer(q) for q in questions]
    finally:
        del index.full_scan_until
    assert got == want
    assert bounded == want


def test_speller_same(engine: Engine, engine_10x: Engine) -> None:
    rng = random.Random(14)
    for e in (engine, engine_10x):
        speller = e.understanding.speller
        words = sorted(speller._known)
        typed = [typo(w, rng, rate=1.0) for w in rng.sample(words, min(800, len(words)))]
        typed += [w[1] + w[0] + w[2:] for w in rng.sample(words, 200) if len(w) > 3]
        typed += [
            "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))
            for n in [rng.randint(3, 26) for _ in range(300)]
        ]
        for w in typed:
            for word in w.lower().split():
                assert speller._correct(word) == reference_correct(speller, word), word
