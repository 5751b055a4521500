"""In-process engine figures: latency on the shipped knowledge, growth, bounded work, baseline."""

from __future__ import annotations

import gc
import math
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import fuzz, process, utils

from benchmarks.labelled import LABELLED
from benchmarks.measure import Dist, time_both, timed
from benchmarks.questions import QuestionMaker, SpanishQuestionMaker, long_messages
from benchmarks.synth import write_scaled
from bot.engine.answering.reply import Reply
from bot.engine.engine import Engine
from bot.knowledge.loader import LoadedKnowledge, load_knowledge

SHORT = "who scored the winner?"
CHECK_P50_MS = 0.1  # the claim checker's own cost per answer


@dataclass(frozen=True)
class Latency:
    label: str
    dist: Dist  # wall time
    cpu: Dist  # CPU time of the answering thread


def claim_check(engine: Engine, questions: list[tuple[str, str]], label: str) -> Latency:
    """What the claim checker (Engine.answer's last step) costs per answer: the check alone,
    timed on the engine's replies to the questions (those that answered). The checker
    keeps the claims it read by text (`FLAGS_KEPT`), and the replies repeat texts: it
    forgets them before each check, so each is read afresh (the forgetting timed too)."""
    replies = [engine.answer(q) for _, q in questions]
    answers = [r for r in replies if r.band == "answer"]
    for r in answers[:200]:
        engine.checker.checked(r)
    gc.collect()
    by_text = {r.text: r for r in answers}

    def afresh(text: str) -> Reply:
        engine.checker.forget()
        return engine.checker.checked(by_text[text])

    wall, cpu = time_both(afresh, [r.text for r in answers])
    return Latency(label, Dist.of(wall), Dist.of(cpu))


def typed_check(engine: Engine, questions: list[tuple[str, str]], label: str) -> Latency:
    """Of the checker's cost, its typed claims' checks alone (`TypedCheck.flags` on the
    claims the converted views produced; an answer of a view not converted has none)."""
    replies = [engine.answer(q) for _, q in questions]
    answers = [r for r in replies if r.band == "answer"]
    for r in answers[:200]:
        engine.checker.typed.flags(r.claims)
    gc.collect()
    by_text = {r.text: r for r in answers}
    wall, cpu = time_both(
        lambda text: engine.checker.typed.flags(by_text[text].claims), [r.text for r in answers]
    )
    return Latency(label, Dist.of(wall), Dist.of(cpu))


def claim_checks(
    engine: Engine, questions: list[tuple[str, str]], spanish: SpanishQuestionMaker
) -> list[tuple[str, Latency]]:
    """The checker's rows of the latency table, English and Spanish: the whole check, and
    its typed claims' part."""
    es = spanish.mixed(len(questions))
    return [
        ("", claim_check(engine, questions, "claim check (per answer)")),
        ("Spanish: ", claim_check(engine, es, "claim check (per answer)")),
        ("", typed_check(engine, questions, "of it, typed claims (per answer)")),
        ("Spanish: ", typed_check(engine, es, "of it, typed claims (per answer)")),
    ]


def check_target(checks: list[tuple[str, Latency]], met: Callable[[bool], str]) -> str:
    """The line under the table: the checker's CPU p50 against its target."""
    p50 = max(c.cpu.p50 for _, c in checks)  # the whole check's rows are the larger
    return (
        f"Claim check (part of each answer above): target p50 < {CHECK_P50_MS:g} ms per "
        f"answer: {met(p50 < CHECK_P50_MS)} (CPU p50 {p50:.3f} ms)."
    )


def engine_latency(engine: Engine, questions: list[tuple[str, str]]) -> list[Latency]:
    """Per-question latency overall and by kind; one warm-up pass over 200 questions first."""
    for _, q in questions[:200]:
        engine.answer(q)
    gc.collect()
    wall, cpu = time_both(engine.answer, [q for _, q in questions])
    rows = [Latency("all (mixed)", Dist.of(wall), Dist.of(cpu))]
    for kind in ("in-scope", "typo", "off-topic"):
        idx = [i for i, (k, _) in enumerate(questions) if k == kind]
        if idx:
            rows.append(
                Latency(kind, Dist.of([wall[i] for i in idx]), Dist.of([cpu[i] for i in idx]))
            )
    return rows


class Naive:
    """The baseline: one rapidfuzz extractOne over every phrasing, WRatio, nothing else."""

    def __init__(self, loaded: LoadedKnowledge, *, processed: bool = False) -> None:
        pairs = [(p, i.id) for i in loaded.knowledge.intents for p in i.patterns]
        self.phrasings = [p for p, _ in pairs]
        self.intent_of = [i for _, i in pairs]
        self.processor = utils.default_process if processed else None

    def best(self, question: str) -> tuple[str | None, float]:
        hit = process.extractOne(
            question, self.phrasings, scorer=fuzz.WRatio, processor=self.processor
        )
        if hit is None:
            return None, 0.0
        return self.intent_of[hit[2]], float(hit[1])


@dataclass(frozen=True)
class Accuracy:
    label: str
    correct: int
    wrong: int  # answered with the wrong intent, or answered a question it should decline
    missed: int  # an in-scope question not answered (declined or only suggestions)
    total: int
    note: str = ""

    @property
    def pct(self) -> float:
        return 100 * self.correct / self.total


def tally(pairs: list[tuple[str | None, str | None]]) -> tuple[int, int, int]:
    """(correct, wrong answer, not answered) for (answered intent, expected intent) pairs."""
    correct = sum(1 for answered, expected in pairs if answered == expected)
    wrong = sum(1 for answered, expected in pairs if answered is not None and answered != expected)
    missed = sum(1 for answered, expected in pairs if answered is None and expected is not None)
    return correct, wrong, missed


def engine_accuracy(engine: Engine) -> Accuracy:
    replies = [(engine.answer(q), expected) for q, expected in LABELLED]
    pairs = [(r.intent if r.band == "answer" else None, expected) for r, expected in replies]
    suggested_right = sum(
        1
        for (r, expected), (answered, _) in zip(replies, pairs, strict=True)
        if answered is None and expected and any(s.intent == expected for s in r.suggestions)
    )
    note = f"{suggested_right} of the missed got the right intent as a suggestion"
    return Accuracy("engine", *tally(pairs), len(LABELLED), note)


def naive_accuracy(naive: Naive, label: str) -> tuple[Accuracy, Accuracy, int]:
    """(always answers, best cutoff chosen on this very set, that cutoff)."""
    scored = [(naive.best(q), expected) for q, expected in LABELLED]

    def at(cutoff: float) -> Accuracy:
        pairs = [
            (intent if score >= cutoff else None, expected) for (intent, score), expected in scored
        ]
        return Accuracy(label, *tally(pairs), len(LABELLED))

    always = at(0.0)
    best_cut = max(range(0, 101), key=lambda c: (at(float(c)).correct, -c))
    tuned = at(float(best_cut))
    return always, tuned, best_cut


def bounded_work(engine: Engine, reps: int = 200) -> list[tuple[str, Dist, Dist]]:
    """Short question vs ~4,000-character messages (issue 7): latency of each, repeated."""
    shapes = {"short question (22 chars)": SHORT, **long_messages()}
    out: list[tuple[str, Dist, Dist]] = []
    for label, text in shapes.items():
        engine.answer(text)
        wall, cpu = time_both(engine.answer, [text] * reps)
        out.append((label, Dist.of(wall), Dist.of(cpu)))
    return out


def unique_bounded_work(engine: Engine, n: int = 200) -> tuple[Dist, Dist]:
    """Cold speller: n distinct short typo'd questions vs n distinct 4,000-char gibberish ones."""
    import random

    rng = random.Random(7)
    letters = "bcdfghjklmnpqrstvwxz"

    def word() -> str:
        return "".join(rng.choice(letters + "aeiou") for _ in range(rng.randint(5, 9)))

    shorts = [f"who scored the {word()}" for _ in range(n)]
    longs = [" ".join(word() for _ in range(600))[:4000] for _ in range(n)]
    return Dist.of(time_both(engine.answer, shorts)[1]), Dist.of(time_both(engine.answer, longs)[1])


@dataclass(frozen=True)
class Growth:
    scale: int
    people: int
    intents: int
    phrasings: int
    files: int
    load_s: float
    build_s: float
    dist: Dist
    cpu: Dist
    candidates: float  # mean phrasings scored per question (from the index's own lists)
    own_intent: tuple[int, int]  # (answered with the intent asked, asked): own_intent_share


def mean_candidates(engine: Engine, questions: list[str]) -> float:
    """How many phrasings the index compares a question with, on average (read-only peek)."""
    index = engine.index
    by_word = getattr(index, "_by_word", None)
    if by_word is None:
        return math.nan
    from bot.engine.understanding.tokens import content

    total = 0
    for q in questions:
        parsed = engine.understanding.parse(q)
        words = set(content(list(parsed.words)))
        total += len({i for w in words for i in by_word.get(w, ())})
    return total / max(1, len(questions))


def own_intent_share(engine: Engine, n: int = 300, seed: int = 5) -> tuple[int, int]:
    """Of n phrasings drawn from the knowledge's intents (clones included), slots filled
    with its names, how many are answered with the intent they were drawn from: whether
    the index still finds a phrasing's own intent as the knowledge grows."""
    k = engine.knowledge
    maker = QuestionMaker(k, seed=seed)
    pairs = [(i.id, p) for i in k.intents if i.id in engine.intents for p in i.patterns]
    drawn = maker.rng.sample(pairs, min(n, len(pairs)))
    right = sum(1 for intent, p in drawn if engine.answer(maker.fill(p)).intent == intent)
    return right, len(drawn)


def growth(
    base: LoadedKnowledge,
    scales: list[int],
    n_questions: Callable[[int], int],
    progress: Callable[[str], None],
) -> list[Growth]:
    out: list[Growth] = []
    for scale in scales:
        with tempfile.TemporaryDirectory(prefix=f"matchbot-bench-{scale}x-") as tmp:
            progress(f"growth {scale}x: writing knowledge")
            counts = write_scaled(scale, Path(tmp), base.knowledge)
            progress(f"growth {scale}x: loading {counts['phrasings']:,} phrasings")
            load_s, loaded = timed(lambda d=Path(tmp): load_knowledge(d))
        progress(f"growth {scale}x: building the engine")
        build_s, engine = timed(lambda ld=loaded: Engine(ld))
        qs = QuestionMaker(loaded.knowledge, seed=6 + scale).mixed(n_questions(scale))
        progress(f"growth {scale}x: {len(qs)} questions")
        lat = engine_latency(engine, qs)[0]
        cands = mean_candidates(engine, [q for _, q in qs[:100]])
        progress(f"growth {scale}x: own intents")
        own = own_intent_share(engine)
        out.append(
            Growth(
                scale,
                counts["people"],
                counts["intents"],
                counts["phrasings"],
                counts["files"],
                load_s,
                build_s,
                lat.dist,
                lat.cpu,
                cands,
                own,
            )
        )
        del engine, loaded
        gc.collect()
    return out
