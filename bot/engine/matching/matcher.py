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
is only compared with phrasings that share at least one of its rarer content words. With
few such phrasings all are scored; with many (a large knowledge, where a slot such as
{team} is in thousands of phrasings) they are split into classes of phrasings with the
same question words and the same question words in their intent's bag, using bit sets
over the phrasings numbered by their total. In a class every score term but `ratio` is
fixed except the share, which falls as the total grows, so a class is read smallest total
first and left as soon as even a perfect `ratio` cannot reach the current top `limit`;
the classes with the best bound are read first, and a class whose phrasings can only
make it by their `ratio` has that scored by rapidfuzz in chunks against a cut-off. The
result is the same as scoring every candidate (tests compare the two paths).

Ties are broken by the knowledge's order, never by the order a set happens to iterate
in: intents with the same score rank in the order the knowledge lists them, and of an
intent's phrasings with the same score the first listed is the one reported.
"""

from __future__ import annotations

import heapq
import itertools
import math
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple

from rapidfuzz import fuzz, process

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
# Bit sets (rank()) go to the words in the most intents' bags first, within this many
# bytes; the intents of the words left without one are few, so their phrasings are
# scored one by one. At the shipped size every word gets them (~70 KB).
BITSET_BUDGET = 4 * 1024 * 1024
# Of a class, this many phrasings are scored one by one, the rest in chunks (rank()).
ONE_BY_ONE, BULK_CHUNK = 32, 512
RANK_CACHE = 4096  # rankings kept, by the question's canonical words (rank())
SMALL_SET_BITS = 4096  # up to this many phrasings a bit set is read bit by bit (_members)
_SET_BYTES = re.compile(rb"[^\x00]")
_BITS_OF = [tuple(b for b in range(8) if v >> b & 1) for v in range(256)]


def _members(bits: int) -> Iterator[int]:
    """The numbers in a bit set, smallest first. A class is mostly left after a few, so
    a small set gives its lowest bit at a time; a large one (an int of many words, where
    each step would copy it) is read from its bytes once."""
    if bits.bit_length() <= SMALL_SET_BITS:
        while bits:
            low = bits & -bits
            yield low.bit_length() - 1
            bits ^= low
        return
    data = bits.to_bytes((bits.bit_length() + 7) // 8, "little")
    for m in _SET_BYTES.finditer(data):
        j = m.start()
        first = j << 3
        for b in _BITS_OF[data[j]]:
            yield first + b


class _Question(NamedTuple):
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


_NONE: frozenset[str] = frozenset()


class IntentIndex:
    # Up to this many postings a question's candidates are all scored (no bounds);
    # tests set 0 to check the bounded path gives the full scan's ranking.
    full_scan_until = 40

    def __init__(
        self,
        intents: list[Intent],
        understanding: Understanding,
        lang: Lang | None = None,
        parsed: dict[tuple[str, Lang], CompiledPattern] | None = None,
    ) -> None:
        """The phrasings of `lang` (None: the base language) and the base language's (the
        fallback every language has: another language's lexicon rewrites to the same
        canonical words). `parsed`: phrasing words by (text, language), shared by the
        indexes of one engine so each phrasing is parsed once, not once per index, and
        its words, sets and joined text are kept once however many indexes hold it."""
        if parsed is None:
            parsed = {}
        self.patterns: list[CompiledPattern] = []
        own = language(lang)
        bundles = {b.code: b for b in (base(), own)}.values()
        phrasings = [(i, t, b.code) for i in intents for b in bundles for t in i.phrasings(b.code)]
        for intent, text, plang in phrasings:
            seen = parsed.get((text, plang))
            if seen is None:
                words = understanding.parse(text, correct=False, lang=plang).words
                seen = parsed[text, plang] = CompiledPattern(
                    "",
                    text,
                    words,
                    frozenset(content(list(words))) or _NONE,
                    " ".join(words),
                    slots=frozenset(w for w in words if w.startswith("{")) or _NONE,
                )
            self.patterns.append(replace(seen, intent=intent.id))
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
        self._ranked = lru_cache(maxsize=RANK_CACHE)(self._ranked_uncached)
        # By phrasing text: its words (the parsed tuple, shared) and the question words
        # of the few that have any; the sets are made when a ranking asks (words_of).
        self._words_by_text = {p.text: p.words for p in self.patterns}
        same: dict[frozenset[str], frozenset[str]] = {}  # {"who"} kept once, not per phrasing
        self._question_words = {
            p.text: same.setdefault(found, found)
            for p in self.patterns
            if (found := QUESTION_WORDS.intersection(p.words))
        }
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
        self._seq_bounds: dict[int, list[float]] = {}
        self._p_joined = [p.joined for p in self.patterns]
        self._bag_by_word: dict[str, list[int]] = defaultdict(list)
        for intent_id, bag in self._bags.items():
            for w in bag:
                self._bag_by_word[w].append(intent_no[intent_id])
        self._intent_bag: list[frozenset[str]] = [frozenset()] * self._n_intents
        for intent_id, k in intent_no.items():
            self._intent_bag[k] = self._bags.get(intent_id, frozenset())
        self._intent_ids: list[list[int]] = [[] for _ in range(self._n_intents)]
        for i, k in enumerate(self._p_intent):
            self._intent_ids[k].append(i)
        # For the bounded search in rank(): phrasings numbered by their total, smallest
        # first (so by the share of them a question word can explain, largest first), and
        # per word found in many intents' bags two bit sets over those numbers: the
        # phrasings having it and the phrasings whose intent's bag has it.
        order = sorted(range(len(self.patterns)), key=lambda i: (self._p_total[i], i))
        self._pos_id = order
        self._pos_total = [self._p_total[i] for i in order]
        self._pos_len = [self._p_len[i] for i in order]
        self._pos_joined = [self._p_joined[i] for i in order]
        self._pos_of = [0] * len(order)
        for pos, i in enumerate(order):
            self._pos_of[i] = pos
        self._has_bits: dict[str, int] = {}
        self._bag_bits: dict[str, int] = {}
        per_word = 2 * ((len(order) + 7) // 8 + 28)  # two ints of one bit per phrasing
        widest = sorted(self._bag_by_word.items(), key=lambda wk: (-len(wk[1]), wk[0]))
        for w, ks in widest[: BITSET_BUDGET // max(per_word, 1)]:
            self._bag_bits[w] = self._bits(i for k in ks for i in self._intent_ids[k])
            self._has_bits[w] = self._bits(self._by_word.get(w, ()))

    def _bits(self, ids: Iterable[int]) -> int:
        """A bit set (an int) of phrasings by their number in the order of totals."""
        data = bytearray((len(self._pos_of) + 7) // 8)
        pos_of = self._pos_of
        for i in ids:
            pos = pos_of[i]
            data[pos >> 3] |= 1 << (pos & 7)
        return int.from_bytes(data, "little")

    def _rank_small_talk(self, words: tuple[str, ...], limit: int) -> list[Scored]:
        """Only filler words ('hi', 'thanks'): compare whole strings with phrasings that
        are themselves only filler, so greetings get their own answer, not a guess."""
        q_joined = " ".join(words)
        best: dict[str, tuple[float, int]] = {}
        for i in self._small_talk:
            p = self.patterns[i]
            # Here a subset is the point: "thanks bot" is "thanks" (token_set_ratio).
            score = float(fuzz.token_set_ratio(q_joined, p.joined))
            if p.intent not in best or score > best[p.intent][0]:
                best[p.intent] = (score, i)
        return self._top(best, limit)

    @property
    def filler_intents(self) -> frozenset[str]:
        """Intents every phrasing of which is filler ("hi", "thanks"): small talk."""
        talk = {self.patterns[i].intent for i in self._small_talk}
        worded = {p.intent for p in self.patterns if p.content or p.slots}
        return frozenset(talk - worded)

    def words_of(self, pattern: str) -> frozenset[str]:
        """The canonical words of a phrasing (by its text)."""
        return frozenset(self._words_by_text.get(pattern, ()))

    def question_words(self, pattern: str) -> frozenset[str]:
        """The question words (who, when, ...) a phrasing asks with."""
        return self._question_words.get(pattern, _NONE)

    def weight(self, word: str) -> float:
        if word.startswith("{"):
            return self.max_weight  # a slot ({person}, {goal}) is as telling as the rarest word
        return self._weight.get(word, self.max_weight)

    def rank(self, parsed: Parsed, limit: int = 5) -> list[Scored]:
        """Best score per intent, highest first. The ranking depends on the question's
        canonical words alone, and fans ask the same shapes over and over ("el último
        partido de {team}" for every team): the last RANK_CACHE rankings are kept."""
        return list(self._ranked(parsed.words, limit))

    def cache_info(self) -> tuple[int, int]:
        """(rankings taken from the cache, rankings computed) so far."""
        info = self._ranked.cache_info()
        return info.hits, info.misses

    def ranking(self, parsed: Parsed, limit: int = 5) -> list[Scored]:
        """`rank` computed afresh, never from the cache (what the cache holds)."""
        return self._rank(parsed.words, limit)

    def _ranked_uncached(self, words: tuple[str, ...], limit: int) -> tuple[Scored, ...]:
        return tuple(self._rank(words, limit))

    def __getstate__(self) -> dict[str, object]:
        """Pickled without its cache of rankings (a built engine is cached on disk)."""
        state = dict(self.__dict__)
        del state["_ranked"]
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self._ranked = lru_cache(maxsize=RANK_CACHE)(self._ranked_uncached)

    def _rank(self, words: tuple[str, ...], limit: int) -> list[Scored]:
        q_content = content(list(words))
        if not q_content:
            return self._rank_small_talk(words, limit)
        q_set = frozenset(q_content)
        weights = {w: self.weight(w) for w in q_set}
        q_total = sum(weights.values())
        q_joined = " ".join(words)
        # Phrasings sharing only a common word ('who') cannot win against those sharing the
        # question's rarer words, so only the rarer words choose the candidates.
        cut = CANDIDATE_CUT * max(weights.values())
        keys = [w for w in q_set if weights[w] >= cut and w in self._by_word] or list(q_set)
        by_word = self._by_word
        q = _Question(q_set, weights, q_total, q_joined, keys)
        if sum(len(by_word.get(w, ())) for w in keys) <= self.full_scan_until:
            return self._rank_all(q, limit)
        return self._rank_bounded(q, limit)

    def _rank_bounded(self, q: _Question, limit: int) -> list[Scored]:
        """The full scan's ranking without scoring most candidates.

        A phrasing's score without the `ratio` term (its `partial`) depends only on which
        question words it has (S), which its intent's bag has (B) and its total. So the
        candidates are split, with bit sets, into classes of the same S and B; in a class
        the partial falls as the total grows, so it is read smallest total first and left
        once partial + the best `ratio` cannot reach the top `limit`. Intents whose bag
        has a question word left without a bit set are scored phrasing by phrasing. Scores
        from the summed weights equal the full scan's up to float rounding (sums in another
        order), so the finalists are scored again exactly as the full scan scores them.
        """
        q_set, weights, q_total, q_joined, keys = q
        wq, wp, bag_factor = W_QUESTION * 100 / q_total, W_PATTERN * 100, BAG_FACTOR
        seq_bound = self._seq_bound(len(q_joined))
        seq_max = W_SEQUENCE * 100
        has_bits, bag_bits = self._has_bits, self._bag_bits
        key_set = frozenset(keys)
        # Intents with a rare question word in their bag: each candidate phrasing alone.
        rare_intents = {k for w in q_set if w not in bag_bits for k in self._bag_by_word.get(w, ())}
        # (-bound, order, a phrasing or a class's next number (-1: none), the class's
        # other numbers (its bit set until it is first read; None for a phrasing), the
        # phrasing's partial or the class's cover term, the class's shared weight)
        heap: list[tuple[float, int, int, Iterator[int] | int | None, float, float]] = []
        order = itertools.count()
        p_total, p_len = self._p_total, self._p_len
        rare_ids: list[int] = []
        for k in rare_intents:
            bag_k = sum(weights[w] for w in q_set & self._intent_bag[k])
            covered_bag = bag_factor * bag_k
            for i in self._intent_ids[k]:
                rare_ids.append(i)
                c = self.patterns[i].content
                if key_set.isdisjoint(c):
                    continue  # shares no chosen word: not a candidate
                sh = sum(weights[w] for w in q_set & c)
                partial = wq * (sh if sh > covered_bag else covered_bag) + wp * sh / p_total[i]
                heap.append((-(partial + seq_bound[p_len[i]]), next(order), i, None, partial, 0.0))
        # The other candidates, by the question words they and their bags have.
        candidates = 0
        for w in keys:
            candidates |= has_bits.get(w, 0)
        if rare_ids and candidates:
            candidates &= ~self._bits(rare_ids)
        classes = [(0.0, 0.0, candidates)] if candidates else []
        for w in q_set:
            if w not in bag_bits or not classes:
                continue
            wt, in_bag, has = weights[w], bag_bits[w], has_bits[w]
            split = []
            for s, b, m in classes:
                a = m & in_bag
                if a:
                    m ^= a
                    a1 = a & has
                    if a1:
                        split.append((s + wt, b + wt, a1))
                        a ^= a1
                    if a:
                        split.append((s, b + wt, a))
                if m:
                    split.append((s, b, m))
            classes = split
        pos_total = self._pos_total
        for s, b, m in classes:
            covered = bag_factor * b
            base_ = wq * (s if s > covered else covered)
            share = s / pos_total[(m & -m).bit_length() - 1]
            bound = base_ + wp * (share if share < 1.0 else 1.0) + seq_max
            heap.append((-bound, next(order), -1, m, base_, s))
        heapq.heapify(heap)
        pop, push = heapq.heappop, heapq.heappush
        ratio, joined, p_intent = fuzz.ratio, self._p_joined, self._p_intent
        extract = process.extract
        pos_id, pos_len, pos_joined = self._pos_id, self._pos_len, self._pos_joined
        evaluated: list[tuple[float, int]] = []
        best: dict[int, float] = {}  # intent number -> best score so far
        top: list[float] = []  # the best `limit` intent scores so far, a min-heap
        kth = -math.inf

        def consider(i: int, partial: float) -> None:
            nonlocal kth
            need = (kth - _EPS - partial) / W_SEQUENCE
            if need > 0:
                seq = ratio(q_joined, joined[i], score_cutoff=need)
                if seq < need:
                    return  # below the top `limit`
            else:
                seq = ratio(q_joined, joined[i])
            score = partial + W_SEQUENCE * seq
            evaluated.append((score, i))
            k = p_intent[i]
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

        while heap:
            neg_bound, _, n, members, base_, s = pop(heap)
            if -neg_bound < kth - _EPS:
                break
            if members is None:  # one phrasing (n), its partial in base_
                if base_ + seq_bound[p_len[n]] >= kth - _EPS:
                    consider(n, base_)
                continue
            # A class: its phrasings by total, while they may reach the top and
            # until another item's bound is higher.
            nxt = -heap[0][0] if heap else -math.inf
            if isinstance(members, int):  # a class read for the first time
                members = ahead = _members(members)
            else:
                ahead = itertools.chain((n,), members)
            for taken, pos in enumerate(ahead, 1):
                partial = base_ + wp * s / pos_total[pos]
                bound = partial + seq_max
                if bound < kth - _EPS:
                    break
                if bound < nxt:
                    push(heap, (-bound, next(order), pos, members, base_, s))
                    break
                if partial + seq_bound[pos_len[pos]] >= kth - _EPS:
                    consider(pos_id[pos], partial)
                if taken == ONE_BY_ONE and kth > -math.inf:
                    # Many phrasings may still reach the top by their `ratio` alone (a
                    # question whose words explain little): rapidfuzz scores them in
                    # chunks with the cut-off of the chunk's best partial, and only the
                    # few above it are considered here.
                    while chunk := list(itertools.islice(members, BULK_CHUNK)):
                        first = base_ + wp * s / pos_total[chunk[0]]
                        if first + seq_max < kth - _EPS:
                            break
                        need = (kth - _EPS - first) / W_SEQUENCE
                        hits = extract(
                            q_joined,
                            [pos_joined[c] for c in chunk],
                            scorer=ratio,
                            score_cutoff=need if need > 0 else 0,
                            limit=None,
                        )
                        for _, _, j in hits:
                            at = chunk[j]
                            consider(pos_id[at], base_ + wp * s / pos_total[at])
                    break
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

    def _seq_bound(self, lq: int) -> list[float]:
        """By a phrasing's length, the most its `ratio` term can give a question of
        length `lq` (ratio <= 200 * min / sum of the lengths); kept per length."""
        bound = self._seq_bounds.get(lq)
        if bound is None:
            bound = self._seq_bounds[lq] = [
                W_SEQUENCE * 200 * min(n, lq) / (n + lq) for n in range(self._longest + 1)
            ]
        return bound

    def _rank_all(self, q: _Question, limit: int) -> list[Scored]:
        """Every candidate scored: for few candidates, cheaper than bounding them."""
        q_set, weights, q_total, q_joined, keys = q
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
