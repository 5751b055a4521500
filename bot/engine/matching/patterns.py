"""What the matcher compares: a phrasing compiled once, a question as ranked, a score.

The score's weights live here with the types, so the full scan (`matcher`) and the
bounded search (`bounded`) read one definition.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

W_QUESTION, W_PATTERN, W_SEQUENCE = 0.5, 0.3, 0.2
BAG_FACTOR = 0.85  # words found across an intent's phrasings, if not in one of them


class Question(NamedTuple):
    """What the ranking reads of a question: its content words, their weights and their
    sum, its words joined, and the rarer words that choose the candidates."""

    words: frozenset[str]
    weights: dict[str, float]
    total: float
    joined: str
    keys: list[str]


@dataclass(frozen=True, slots=True)
class CompiledPattern:
    intent: str
    text: str
    words: tuple[str, ...]
    content: frozenset[str]
    joined: str
    total: float = 1.0  # summed weight of `content`
    slots: frozenset[str] = frozenset()  # slot tokens such as {person}


@dataclass(frozen=True)
class Scored:
    intent: str
    score: float
    pattern: str
    slots: frozenset[str] = frozenset()  # slot tokens the phrasing expects, e.g. {person}
