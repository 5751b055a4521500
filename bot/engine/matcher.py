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
CANDIDATE_CUT = 0.5  # see rank()
BAG_FACTOR = 0.85  # words found across an intent's phrasings, if not in one of them
CONTEXT_WEIGHT_FACTOR = 0.35  # words of the match texts that no phrasing uses


@dataclass(frozen=True)
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


class IntentIndex:
    def __init__(self, intents: list[Intent], understanding: Understanding) -> None:
        self.patterns: list[CompiledPattern] = []
        for intent in intents:
            for text in intent.patterns:
                parsed = understanding.parse(text, correct=False)
                words = parsed.words
                self.patterns.append(
                    CompiledPattern(
                        intent.id,
                        text,
                        words,
                        frozenset(content(list(words))),
                        " ".join(words),
                        slots=frozenset(w for w in words if w.startswith("{")),
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
        self.patterns = [
            CompiledPattern(
                p.intent,
                p.text,
                p.words,
                p.content,
                p.joined,
                sum(self.weight(w) for w in p.content) or 1.0,
                p.slots,
            )
            for p in self.patterns
        ]
        self._small_talk = [p for p in self.patterns if not p.content and not p.slots]
        self._bags: dict[str, frozenset[str]] = {}
        for p in self.patterns:
            self._bags[p.intent] = self._bags.get(p.intent, frozenset()) | p.content
        for intent in intents:  # the match texts an intent shows count as its words too
            extra = understanding.context_by_view.get(intent.answer.view or "", frozenset())
            self._bags[intent.id] = self._bags.get(intent.id, frozenset()) | extra
        self._by_word: dict[str, list[int]] = defaultdict(list)
        for i, p in enumerate(self.patterns):
            for w in p.content:
                self._by_word[w].append(i)

    def _rank_small_talk(self, parsed: Parsed, limit: int) -> list[Scored]:
        """Only filler words ('hi', 'thanks'): compare whole strings with phrasings that
        are themselves only filler, so greetings get their own answer, not a guess."""
        q_joined = " ".join(parsed.words)
        best: dict[str, Scored] = {}
        for p in self._small_talk:
            # Here a subset is the point: "thanks bot" is "thanks" (token_set_ratio).
            score = float(fuzz.token_set_ratio(q_joined, p.joined))
            if p.intent not in best or score > best[p.intent].score:
                best[p.intent] = Scored(p.intent, score, p.text, p.slots)
        return sorted(best.values(), key=lambda s: -s.score)[:limit]

    def weight(self, word: str) -> float:
        if word.startswith("{"):
            return self.max_weight * SLOT_WEIGHT_FACTOR
        return self._weight.get(word, self.max_weight)

    def rank(self, parsed: Parsed, limit: int = 5) -> list[Scored]:
        """Best score per intent, highest first."""
        q_content = content(list(parsed.words))
        if not q_content:
            return self._rank_small_talk(parsed, limit)
        q_set = frozenset(q_content)
        weights = {w: self.weight(w) for w in q_set}
        q_total = sum(weights.values())
        q_joined = " ".join(parsed.words)
        # Phrasings sharing only a common word ('who') cannot win against those sharing the
        # question's rarer words, so only the rarer words choose the candidates.
        cut = CANDIDATE_CUT * max(weights.values())
        keys = [w for w in q_set if weights[w] >= cut and w in self._by_word] or list(q_set)
        candidates = {i for w in keys for i in self._by_word.get(w, ())}
        best: dict[str, tuple[float, CompiledPattern]] = {}
        bag_cover: dict[str, float] = {}
        ratio = fuzz.ratio
        for i in candidates:
            p = self.patterns[i]
            cover = bag_cover.get(p.intent)
            if cover is None:
                bag = self._bags[p.intent]
                cover = bag_cover[p.intent] = sum(weights[w] for w in q_set & bag) / q_total
            shared = sum(weights[w] for w in q_set & p.content)
            covered = max(shared / q_total, BAG_FACTOR * cover)
            score = (
                W_QUESTION * 100 * covered
                + W_PATTERN * 100 * shared / p.total
                + W_SEQUENCE * ratio(q_joined, p.joined)
            )
            if p.intent not in best or score > best[p.intent][0]:
                best[p.intent] = (score, p)
        top = sorted(best.values(), key=lambda sp: -sp[0])[:limit]
        return [Scored(p.intent, score, p.text, p.slots) for score, p in top]
