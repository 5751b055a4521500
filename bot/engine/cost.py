"""What one knowledge costs to answer from, measured when its engine is built.

A server's moderators may upload any valid knowledge, and a valid one can still be made to
cost a hundred times more per question than a real match (thousands of phrasings over a
few hundred words, so every question resembles thousands of them). So each new engine is
measured: its vocabulary, its phrasings, and the CPU time of probe questions made of its
own most common phrasing words (the worst a fan's question can be: as long as a question
may be, every word found in many phrasings, and the same with typos). Knowledge past the
limits is refused before it answers anywhere; the limits sit far above any real match.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass

from bot.engine.engine import Engine
from bot.engine.understanding.tokens import MAX_TOKENS

PROBE_RUNS = 3  # each probe's cost is the cheapest of these (noise only ever adds)
_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True, slots=True)
class Cost:
    """A knowledge's size and the CPU milliseconds of its dearest probe question."""

    vocabulary: int
    phrasings: int
    probe_ms: float


@dataclass(frozen=True, slots=True)
class CostLimits:
    """Far above a real match: the bundled one has about 600 phrasings, 1,250 words and a
    probe of 2 ms; a whole tournament's squads add a few thousand words (names)."""

    max_vocabulary: int = 20_000
    max_phrasings: int = 5_000
    max_probe_ms: float = 25.0


def probes(engine: Engine, run: int = 0) -> list[str]:
    """Questions made of the knowledge's most common phrasing words: a few of them, as
    many as a question may hold, and those again with a letter off in each (another
    letter each `run`, so no cache of corrections makes a later run cheaper)."""
    counts = Counter(
        word.lower()
        for intent in engine.knowledge.intents
        for pattern in intent.patterns
        for word in _WORD.findall(pattern)
    )
    common = [word for word, _ in counts.most_common(MAX_TOKENS)]
    if not common:
        return ["who scored?"]
    slip = "xqzjv"[run % 5]
    typos = [word[:-1] + (slip if word[-1] != slip else "k") for word in common]
    return [" ".join(common[:8]) + "?", " ".join(common) + "?", " ".join(typos) + "?"]


def measure(engine: Engine) -> Cost:
    """Measure `engine` (slow: some of its dearest questions; run it where a build runs).
    CPU time of this thread, the cheapest of PROBE_RUNS: other work on the machine does
    not make a knowledge look dearer than it is."""
    best: dict[int, float] = {}  # probe number -> its cheapest run
    for run in range(PROBE_RUNS):
        for n, question in enumerate(probes(engine, run)):
            start = time.thread_time()
            engine.answer(question)
            spent = time.thread_time() - start
            best[n] = min(best.get(n, spent), spent)
    return Cost(
        vocabulary=len(engine.understanding.speller),
        phrasings=sum(len(intent.patterns) for intent in engine.knowledge.intents),
        probe_ms=max(best.values(), default=0.0) * 1000,
    )


def size_of(engine: Engine) -> Cost:
    """Vocabulary and phrasings only (cheap; the probe unmeasured, as 0)."""
    return Cost(
        vocabulary=len(engine.understanding.speller),
        phrasings=sum(len(intent.patterns) for intent in engine.knowledge.intents),
        probe_ms=0.0,
    )


def phrasings_problem(phrasings: int, limits: CostLimits) -> str | None:
    """The one limit that can be checked before building (building such a knowledge
    would itself take long)."""
    if phrasings > limits.max_phrasings:
        return (
            f"it has {phrasings:,} phrasings; the limit is {limits.max_phrasings:,} "
            "(a real match needs a few hundred)"
        )
    return None


def cost_problem(cost: Cost, limits: CostLimits) -> str | None:
    """Why a knowledge of this cost is refused, in a sentence for a moderator (None: it
    is not)."""
    too_many = phrasings_problem(cost.phrasings, limits)
    if too_many is not None:
        return too_many
    if cost.vocabulary > limits.max_vocabulary:
        return (
            f"it uses {cost.vocabulary:,} different words; the limit is {limits.max_vocabulary:,}"
        )
    if cost.probe_ms > limits.max_probe_ms:
        return (
            f"a question can take {cost.probe_ms:.0f} ms to answer from it; the limit is "
            f"{limits.max_probe_ms:.0f} ms (so many similar phrasings make every question "
            "slow: merge or remove some)"
        )
    return None
