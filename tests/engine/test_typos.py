"""Fans type on phones: the same questions with slips must still be answered right."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from bot.engine.engine import Engine
from tests.engine.test_questions import fold

CASES = yaml.safe_load((Path(__file__).parent / "questions.yaml").read_text(encoding="utf-8"))
ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def neighbour(ch: str, rnd: random.Random) -> str:
    for r, row in enumerate(ROWS):
        if ch in row:
            c = row.index(ch)
            near = [row[i] for i in (c - 1, c + 1) if 0 <= i < len(row)]
            near += [ROWS[r + d][c] for d in (-1, 1) if 0 <= r + d < 3 and c < len(ROWS[r + d])]
            return rnd.choice(near)
    return ch


def slip(word: str, rnd: random.Random) -> str:
    """One thumb slip inside the word: a letter dropped, doubled, swapped or mistyped."""
    i = rnd.randrange(1, len(word) - 1)
    kind = rnd.choice(("drop", "double", "swap", "near"))
    if kind == "drop":
        return word[:i] + word[i + 1 :]
    if kind == "double":
        return word[:i] + word[i] + word[i:]
    if kind == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    return word[:i] + neighbour(word[i], rnd) + word[i + 1 :]


def typo_copy(question: str, rnd: random.Random) -> str:
    words = question.split(" ")
    long = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 4]
    for i in rnd.sample(long, min(2, len(long))):
        words[i] = slip(words[i], rnd)
    return " ".join(words)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_nine_in_ten_typo_copies_answered_right(engine: Engine, seed: int) -> None:
    rnd = random.Random(seed)
    right, misses = 0, []
    for case in CASES["answer"]:
        question = typo_copy(case["q"], rnd)
        reply = engine.answer(question)
        ok = reply.intent is not None and all(
            any(fold(alt) in fold(reply.text) for alt in group) for group in case["expect"]
        )
        right += ok
        if not ok:
            misses.append(question)
    assert right >= 0.9 * len(CASES["answer"]), misses


def test_slips_really_change_the_questions() -> None:
    rnd = random.Random(1)
    changed = sum(typo_copy(c["q"], rnd) != c["q"] for c in CASES["answer"])
    assert changed >= 0.9 * len(CASES["answer"])
