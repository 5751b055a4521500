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
is only compared with phrasings that share at least one content word with it. Those are
grouped by intent, and each intent gets an upper bound on its phrasings' scores (the
question words its phrasings have, its bag cover, its smallest phrasing total and the
best `ratio` its phrasings' lengths allow); intents are opened best bound first, only
while the bound can still reach the current top `limit` intents, and of an opened intent
each phrasing is bounded again by its own shared weight and length before it is scored.
The result is the same as scoring every candidate (tests compare the two paths).

Ties are broken by the knowledge's order, never by the order a set happens to iterate
in: intents with the same score rank in the order the knowledge lists them, and of an
intent's phrasings with the same score the first listed is the one reported.
"""

from __future__ import annotations

import heapq
import math
from collections import defaultdict
from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.engine.lang import Lang, base, language
from bot.engine.normalise import QUESTION_WORDS, content
from bot.engine.understand import Parsed, Understanding
from bot.knowledge import Intent

W_QUESTION, W_PATTERN, W_SEQUENCE = 0.5, 0.3, 0.2
CANDIDATE_CUT = 0.5  # see rank()
BAG_FACTOR = 0.85  # words found across an intent's phrasings, if not in one of them
CONTEXT_WEIGHT_FACTOR = 0.35  # words of the match texts that no phrasing uses
_EPS = 1e-9  # float slack in the score bounds (sums taken in another order)
_SLACK = 1e-6  # a score this close to the cut-off is scored again exactly


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
    # Up to this many postings a question's candidates are all scored (no bounds);
    # tests set 0 to check the bounded path gives the full scan's ranking.
    full_scan_until = 200

    def __init__(
        self,
        intents: list[Intent],
        understanding: Understanding,
        lang: Lang | None = None,
        parsed: dict[tuple[str, Lang], tuple[str, ...]] | None = None,
    ) -> None:
        """The phrasings of `lang` (None: the base language) and the base language's (the
        fallback every language has: another language's lexicon rewrites to the same
        canonical words). `parsed`: phrasing words by (text, language), shared by the
        indexes of one engine so each phrasing is parsed once, not once per index."""
        if parsed is None:
            parsed = {}
        self.patterns: list[CompiledPattern] = []
        own = language(lang)
        bundles = {b.code: b for b in (base(), own)}.values()
        phrasings = [(i, t, b.code) for i in intents for b in bundles for t in i.phrasings(b.code)]
        for intent, text, plang in phrasings:
            words = parsed.get((text, plang))
            if words is None:
                words = parsed[text, plang] = understanding.parse(
                    text, correct=False, lang=plang
                ).words
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
        context_by_view, context_words = understanding.context(own.code)
        self._weight = {w: self.max_weight * CONTEXT_WEIGHT_FACTOR for w in context_words}
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
        self._small_talk = [i for i, p in enumerate(self.patterns) if not p.content and not p.slots]
        self._question_words = {p.text: QUESTION_WORDS.intersection(p.words) for p in self.patterns}
        self._words_of = {p.text: frozenset(p.words) for p in self.patterns}
        self._bags: dict[str, frozenset[str]] = {}
        for p in self.patterns:
            self._bags[p.intent] = self._bags.get(p.intent, frozenset()) | p.content
        for intent in intents:  # the match texts an intent shows count as its words too
            extra = context_by_view.get(intent.answer.view or "", frozenset())
            self._bags[intent.id] = self._bags.get(intent.id, frozenset()) | extra
        self._by_word: dict[str, list[int]] = defaultdict(list)
        for i, p in enumerate(self.patterns):
            for w in p.content:
                self._by_word[w].append(i)
        # For the bounds in rank(): per phrasing its intent (as a number), total and
        # length; per word the intents whose bag holds it, and its postings as a set.
        intent_no: dict[str, int] = {}
        for p in self.patterns:
            intent_no.setdefault(p.intent, len(intent_no))
        for intent_id in self._bags:
            intent_no.setdefault(intent_id, len(intent_no))
        self._n_intents = len(intent_no)
        self._p_intent = [intent_no[p.intent] for p in self.patterns]
        self._p_total = [p.total for p in self.patterns]
        self._p_len = [len(p.joined) for p in self.patterns]
        self._longest = max(self._p_len, default=0)
        self._p_joined = [p.joined for p in self.patterns]
        self._bag_by_word: dict[str, list[int]] = defaultdict(list)
        for intent_id, bag in self._bags.items():
            for w in bag:
                self._bag_by_word[w].append(intent_no[intent_id])
        self._word_set = {w: frozenset(ids) for w, ids in self._by_word.items()}
        # Per word its postings by intent number, and per intent its smallest phrasing
        # total and its shortest and longest phrasing: an upper bound per intent, so
        # intents that cannot reach the top are dropped without looking at their phrasings.
        self._word_intents: dict[str, dict[int, list[int]]] = {}
        # ... and of those postings, the smallest total and the shortest and longest text.
        self._word_spans: dict[str, dict[int, tuple[float, int, int]]] = {}
        for w, ids in self._by_word.items():
            grouped: dict[int, list[int]] = {}
            for i in ids:
                grouped.setdefault(self._p_intent[i], []).append(i)
            self._word_intents[w] = grouped
            self._word_spans[w] = {
                k: (
                    min(self._p_total[i] for i in g),
                    min(self._p_len[i] for i in g),
                    max(self._p_len[i] for i in g),
                )
                for k, g in grouped.items()
            }

    def _rank_small_talk(self, parsed: Parsed, limit: int) -> list[Scored]:
        """Only filler words ('hi', 'thanks'): compare whole strings with phrasings that
        are themselves only filler, so greetings get their own answer, not a guess."""
        q_joined = " ".join(parsed.words)
        best: dict[str, tuple[float, int]] = {}
        for i in self._small_talk:
            p = self.patterns[i]
            # Here a subset is the point: "thanks bot" is "thanks" (token_set_ratio).
            score = float(fuzz.token_set_ratio(q_joined, p.joined))
            if p.intent not in best or score > best[p.intent][0]:
                best[p.intent] = (score, i)
        return self._top(best, limit)

    def words_of(self, pattern: str) -> frozenset[str]:
        """The canonical words of a phrasing (by its text)."""
        return self._words_of.get(pattern, frozenset())

    def question_words(self, pattern: str) -> frozenset[str]:
        """The question words (who, when, ...) a phrasing asks with."""
        return self._question_words.get(pattern, frozenset())

    def weight(self, word: str) -> float:
        if word.startswith("{"):
            return self.max_weight  # a slot ({person}, {goal}) is as telling as the rarest word
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
        by_word = self._by_word
        if sum(len(by_word.get(w, ())) for w in keys) <= self.full_scan_until:
            return self._rank_all(q_set, weights, q_total, q_joined, keys, limit)
        word_intents = self._word_intents
        # Candidate intents, with the smallest total and the length range of their
        # phrasings that share a chosen word.
        spans: dict[int, tuple[float, int, int]] = {}
        for w in keys:
            for k, span in self._word_spans.get(w, {}).items():
                had = spans.get(k)
                if had is None:
                    spans[k] = span
                else:
                    spans[k] = (min(had[0], span[0]), min(had[1], span[1]), max(had[2], span[2]))
        if not spans:
            return []
        # The weight of the question each intent's bag covers (phrasings and match texts).
        bag: list[float] = [0.0] * self._n_intents
        bag_by_word = self._bag_by_word
        for w in q_set:
            wt = weights[w]
            for k in bag_by_word.get(w, ()):
                bag[k] += wt
        # A phrasing shares at most the question words some phrasing of its intent has
        # (`spoken`), so its intent's candidates score at most: that weight or the bag's
        # cover, that weight over the smallest candidate total, and the best `ratio` their
        # lengths allow (ratio = 100 * (1 - indel distance / summed lengths), distance >=
        # length gap).
        spoken: dict[int, float] = dict.fromkeys(spans, 0.0)
        for w in q_set:
            wt = weights[w]
            for k in word_intents.get(w, ()):
                if k in spoken:
                    spoken[k] += wt
        lq = len(q_joined)
        seq_bound = [W_SEQUENCE * 200 * min(n, lq) / (n + lq) for n in range(self._longest + 1)]
        p_intent, p_total, p_len = self._p_intent, self._p_total, self._p_len
        wq, wp, bag_factor = W_QUESTION * 100 / q_total, W_PATTERN * 100, BAG_FACTOR
        heap = []
        for k, sh in spoken.items():
            covered = bag_factor * bag[k]
            if sh > covered:
                covered = sh
            min_total, lo, hi = spans[k]
            share = sh / min_total
            n = lq if lo <= lq <= hi else (lo if lq < lo else hi)
            heap.append((-(wq * covered + wp * (share if share < 1.0 else 1.0) + seq_bound[n]), k))
        heapq.heapify(heap)
        pop = heapq.heappop
        # Intents best bound first, while the bound can reach the top `limit`; of each, the
        # phrasings sharing a chosen word, each bounded again by its own shared weight and
        # length. Scores from the summed weights equal the full scan's up to float rounding
        # (sums in another order), so the finalists are scored again exactly as the full
        # scan scores them.
        ratio, joined = fuzz.ratio, self._p_joined
        word_set = self._word_set
        others = [w for w in q_set.difference(keys) if w in word_set]
        evaluated: list[tuple[float, int]] = []
        best: dict[int, float] = {}  # intent number -> best score so far
        top: list[float] = []  # the best `limit` intent scores so far, a min-heap
        kth = -math.inf
        while heap:
            neg_bound, k = pop(heap)
            if -neg_bound < kth - _EPS:
                break
            shared: dict[int, float] = {}
            for w in keys:
                ids = word_intents.get(w, {}).get(k)
                if ids:
                    wt = weights[w]
                    for i in ids:
                        shared[i] = shared.get(i, 0.0) + wt
            for w in others:
                wt = weights[w]
                has = word_set[w]
                for i in shared:
                    if i in has:
                        shared[i] += wt
            covered_bag = bag_factor * bag[k]
            for i, sh in shared.items():
                covered = sh if sh > covered_bag else covered_bag
                partial = wq * covered + wp * sh / p_total[i]
                if partial + seq_bound[p_len[i]] < kth - _EPS:
                    continue
                need = (kth - _EPS - partial) / W_SEQUENCE
                if need > 0:
                    seq = ratio(q_joined, joined[i], score_cutoff=need)
                    if seq < need:
                        continue  # below the top `limit`
                else:
                    seq = ratio(q_joined, joined[i])
                score = partial + W_SEQUENCE * seq
                evaluated.append((score, i))
                old = best.get(k)
                if old is None or score > old:
                    best[k] = score
                    if old is not None and old >= kth:
                        top.remove(old)
                        heapq.heapify(top)
                    heapq.heappush(top, score)
                    if len(top) > limit:
                        heapq.heappop(top)
                    if len(top) == limit:
                        kth = top[0]
        # Finalists: every phrasing whose score may be its intent's best and in the top.
        floor = kth - _SLACK
        finalists = [
            i for score, i in evaluated if score >= floor and score >= best[p_intent[i]] - _SLACK
        ]
        bag_cover: dict[str, float] = {}
        best_of: dict[str, tuple[float, int]] = {}  # intent -> (exact score, phrasing)
        for i in sorted(finalists):
            p = self.patterns[i]
            score = self._score(p, q_set, weights, q_total, q_joined, bag_cover)
            if p.intent not in best_of or score > best_of[p.intent][0]:
                best_of[p.intent] = (score, i)
        return self._top(best_of, limit)

    def _score(
        self,
        p: CompiledPattern,
        q_set: frozenset[str],
        weights: dict[str, float],
        q_total: float,
        q_joined: str,
        bag_cover: dict[str, float],
    ) -> float:
        """The score of one phrasing for the question: the formula in the module docstring."""
        cover = bag_cover.get(p.intent)
        if cover is None:
            bag = self._bags[p.intent]
            cover = bag_cover[p.intent] = sum(weights[w] for w in q_set & bag) / q_total
        shared = sum(weights[w] for w in q_set & p.content)
        covered = max(shared / q_total, BAG_FACTOR * cover)
        return (
            W_QUESTION * 100 * covered
            + W_PATTERN * 100 * shared / p.total
            + W_SEQUENCE * fuzz.ratio(q_joined, p.joined)
        )

    def _rank_all(
        self,
        q_set: frozenset[str],
        weights: dict[str, float],
        q_total: float,
        q_joined: str,
        keys: list[str],
        limit: int,
    ) -> list[Scored]:
        """Every candidate scored: for few candidates, cheaper than bounding them."""
        candidates = sorted({i for w in keys for i in self._by_word.get(w, ())})
        best: dict[str, tuple[float, int]] = {}
        bag_cover: dict[str, float] = {}
        for i in candidates:  # in phrasing order: of equal scores the first listed stays
            p = self.patterns[i]
            score = self._score(p, q_set, weights, q_total, q_joined, bag_cover)
            if p.intent not in best or score > best[p.intent][0]:
                best[p.intent] = (score, i)
        return self._top(best, limit)

    def _top(self, best: dict[str, tuple[float, int]], limit: int) -> list[Scored]:
        """The best `limit` intents from each intent's (score, phrasing number): highest
        score first, ties in the knowledge's order of intents (then of phrasings)."""
        p_intent = self._p_intent
        ranked = sorted(best.values(), key=lambda si: (-si[0], p_intent[si[1]], si[1]))
        out = []
        for score, i in ranked[:limit]:
            p = self.patterns[i]
            out.append(Scored(p.intent, score, p.text, p.slots))
        return out
