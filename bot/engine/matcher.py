"""Score a parsed question against every intent's phrasings.

The score mixes three things, each of which alone is easy to fool:
- how much of the question's content the phrasing explains (weighted by how rare each
  word is across intents, so 'winner' counts more than 'goal'),
- how much of the phrasing's content the question contains,
- rapidfuzz's plain `ratio` on the whole canonical strings, for word order and glue words.
A one-word question therefore does not score 100 against every phrasing containing that
word (the trap of partial_ratio / token_set_ratio), and words the bot has never seen pull
the score down, which is what makes off-topic questions decline.

Phrasings are parsed once per knowledge load and indexed by content word, so a question
is only compared with phrasings that share at least one content word with it.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.engine.normalise import content
from bot.engine.understand import Parsed, Understanding
from bot.knowledge.models import Intent

W_QUESTION, W_PATTERN, W_SEQUENCE = 0.5, 0.3, 0.2
SLOT_WEIGHT_FACTOR = 1.0
BAG_FACTOR = 0.85  # words found across an intent's phrasings, if not in one of them
CONTEXT_WEIGHT_FACTOR = 0.35  # words of the match texts that no phrasing uses


@dataclass(frozen=True)
class CompiledPattern:
    intent: str
    text: str
    words: tuple[str, ...]
    content: frozenset[str]
    joined: str


@dataclass(frozen=True)
class Scored:
    intent: str
    score: float
    pattern: str
    slots: frozenset[str] = frozenset()  # slot tokens the phrasing expects, e.g. {person}


class IntentIndex:
    def __init__(self, intents: list[Intent], understanding: Understanding) -> None:
        self.patterns: list[CompiledPattern] = []
        for intent in intents:
            for text in intent.patterns:
                parsed = understanding.parse(text, correct=False)
                words = parsed.words
                self.patterns.append(
                    CompiledPattern(
                        intent.id, text, words, frozenset(content(list(words))), " ".join(words)
                    )
                )
        df: dict[str, set[str]] = defaultdict(set)
        for p in self.patterns:
            for w in p.content:
                df[w].add(p.intent)
        n = max(1, len(intents))
        self.max_weight = math.log(1 + n)
        self._weight = {
            w: self.max_weight * CONTEXT_WEIGHT_FACTOR for w in understanding.context_words
        }
        self._weight.update({w: math.log(1 + n / len(ids)) for w, ids in df.items()})
        self._bags: dict[str, frozenset[str]] = {}
        for p in self.patterns:
            self._bags[p.intent] = self._bags.get(p.intent, frozenset()) | p.content
        self._by_word: dict[str, list[int]] = defaultdict(list)
        for i, p in enumerate(self.patterns):
            for w in p.content:
                self._by_word[w].append(i)

    def weight(self, word: str) -> float:
        if word.startswith("{"):
            return self.max_weight * SLOT_WEIGHT_FACTOR
        return self._weight.get(word, self.max_weight)

    def rank(self, parsed: Parsed, limit: int = 5) -> list[Scored]:
        """Best score per intent, highest first."""
        q_content = content(list(parsed.words))
        if not q_content:
            return []
        q_set = frozenset(q_content)
        q_total = sum(self.weight(w) for w in q_set)
        q_joined = " ".join(parsed.words)
        candidates = {i for w in q_set for i in self._by_word.get(w, ())}
        best: dict[str, Scored] = {}
        bag_cover: dict[str, float] = {}
        for i in candidates:
            p = self.patterns[i]
            if p.intent not in bag_cover:
                bag = self._bags[p.intent]
                bag_cover[p.intent] = sum(self.weight(w) for w in q_set & bag) / q_total
            shared = sum(self.weight(w) for w in q_set & p.content)
            p_total = sum(self.weight(w) for w in p.content) or 1.0
            seq = fuzz.ratio(q_joined, p.joined) / 100
            covered = max(shared / q_total, BAG_FACTOR * bag_cover[p.intent])
            score = 100 * (W_QUESTION * covered + W_PATTERN * shared / p_total + W_SEQUENCE * seq)
            if p.intent not in best or score > best[p.intent].score:
                best[p.intent] = Scored(
                    p.intent, score, p.text, frozenset(w for w in p.words if w[0] == "{")
                )
        return sorted(best.values(), key=lambda s: -s.score)[:limit]
