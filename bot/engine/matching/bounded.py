"""The bounded search: the full scan's ranking without scoring most candidates.

A phrasing's score without the `ratio` term (its `partial`) depends only on which
question words it has (S), which its intent's bag has (B) and its total. So the
candidates are split, with bit sets, into classes of the same S and B; in a class the
partial falls as the total grows, so it is read smallest total first and left once
partial + the best `ratio` cannot reach the top `limit`. Intents whose bag has a
question word left without a bit set are scored phrasing by phrasing. Scores from the
summed weights equal the full scan's up to float rounding (sums in another order), so
the finalists are scored again exactly as the full scan scores them (`IntentIndex`).
"""

from __future__ import annotations

import heapq
import itertools
import math
import re
from collections.abc import Iterable, Iterator

from rapidfuzz import fuzz, process

from bot.engine.matching.patterns import (
    BAG_FACTOR,
    W_PATTERN,
    W_QUESTION,
    W_SEQUENCE,
    CompiledPattern,
    Question,
    Scored,
)

_EPS = 1e-9  # float slack in the score bounds (sums taken in another order)
_SLACK = 1e-6  # a score this close to the cut-off is scored again exactly
SMALL_SET_BITS = 4096  # up to this many phrasings a bit set is read bit by bit (members)
# Of a class, this many phrasings are scored one by one, the rest in chunks.
ONE_BY_ONE, BULK_CHUNK = 32, 512
_SET_BYTES = re.compile(rb"[^\x00]")
_BITS_OF = [tuple(b for b in range(8) if v >> b & 1) for v in range(256)]

# (-bound, order, a phrasing or a class's next number (-1: none), the class's other
# numbers (its bit set until it is first read; None for a phrasing), the phrasing's
# partial or the class's cover term, the class's shared weight)
Item = tuple[float, int, int, Iterator[int] | int | None, float, float]


def members(bits: int) -> Iterator[int]:
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


class BoundedSearch:
    """What the bounded search reads of an `IntentIndex` (which fills it in), and the
    scoring it shares with the full scan."""

    patterns: list[CompiledPattern]
    _bags: dict[str, frozenset[str]]
    # per phrasing (by its number): its intent (as a number), total, length, words
    _p_intent: list[int]
    _p_total: list[float]
    _p_len: list[int]
    _p_joined: list[str]
    _longest: int
    _seq_bounds: dict[int, list[float]]
    # per intent number: its bag and its phrasings; per word: the intents with it in
    # their bag
    _intent_bag: list[frozenset[str]]
    _intent_ids: list[list[int]]
    _bag_by_word: dict[str, list[int]]
    # phrasings numbered by their total (`pos`), and the bit sets over those numbers
    _pos_id: list[int]
    _pos_total: list[float]
    _pos_len: list[int]
    _pos_joined: list[str]
    _pos_of: list[int]
    _has_bits: dict[str, int]
    _bag_bits: dict[str, int]

    def _bits(self, ids: Iterable[int]) -> int:
        """A bit set (an int) of phrasings by their number in the order of totals."""
        data = bytearray((len(self._pos_of) + 7) // 8)
        pos_of = self._pos_of
        for i in ids:
            pos = pos_of[i]
            data[pos >> 3] |= 1 << (pos & 7)
        return int.from_bytes(data, "little")

    def _score(
        self,
        p: CompiledPattern,
        q_set: frozenset[str],
        weights: dict[str, float],
        q_total: float,
        q_joined: str,
        bag_cover: dict[str, float],
    ) -> float:
        """The score of one phrasing for the question: the formula in `matcher`."""
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

    def _rank_bounded(self, q: Question, limit: int) -> list[Scored]:
        return rank_bounded(self, q, limit)


class _Top:
    """The best `limit` intent scores so far, and every phrasing scored on the way."""

    def __init__(self, ix: BoundedSearch, q_joined: str, limit: int) -> None:
        self.limit = limit
        self.q_joined = q_joined
        self.joined, self.p_intent = ix._p_joined, ix._p_intent
        self.evaluated: list[tuple[float, int]] = []
        self.best: dict[int, float] = {}  # intent number -> best score so far
        self.top: list[float] = []  # the best `limit` intent scores so far, a min-heap
        self.kth = -math.inf

    def consider(self, i: int, partial: float) -> None:
        kth = self.kth
        need = (kth - _EPS - partial) / W_SEQUENCE
        if need > 0:
            seq = fuzz.ratio(self.q_joined, self.joined[i], score_cutoff=need)
            if seq < need:
                return  # below the top `limit`
        else:
            seq = fuzz.ratio(self.q_joined, self.joined[i])
        score = partial + W_SEQUENCE * seq
        self.evaluated.append((score, i))
        k = self.p_intent[i]
        old = self.best.get(k)
        if old is None or score > old:
            self.best[k] = score
            top = self.top
            if old is not None and old >= kth:
                top.remove(old)
                heapq.heapify(top)
            heapq.heappush(top, score)
            if len(top) > self.limit:
                heapq.heappop(top)
            if len(top) == self.limit:
                self.kth = top[0]


def rank_bounded(ix: BoundedSearch, q: Question, limit: int) -> list[Scored]:
    """The full scan's ranking (see the module's docstring)."""
    q_set, weights, q_total, q_joined, _ = q
    wq = W_QUESTION * 100 / q_total
    order = itertools.count()  # ties between items: the order they were made in
    heap, rare_ids = _rare_items(ix, q, wq, order)
    heap += _class_items(ix, q, wq, rare_ids, order)
    heapq.heapify(heap)
    top = _Top(ix, q_joined, limit)
    _search(ix, q, heap, top, order)
    # Finalists: every phrasing whose score may be its intent's best and in the top.
    floor = top.kth - _SLACK
    best, p_intent = top.best, ix._p_intent
    finalists = [
        i for score, i in top.evaluated if score >= floor and score >= best[p_intent[i]] - _SLACK
    ]
    bag_cover: dict[str, float] = {}
    best_of: dict[str, tuple[float, int]] = {}  # intent -> (exact score, phrasing)
    for i in sorted(finalists):
        p = ix.patterns[i]
        score = ix._score(p, q_set, weights, q_total, q_joined, bag_cover)
        if p.intent not in best_of or score > best_of[p.intent][0]:
            best_of[p.intent] = (score, i)
    return ix._top(best_of, limit)


def _rare_items(
    ix: BoundedSearch, q: Question, wq: float, order: Iterator[int]
) -> tuple[list[Item], list[int]]:
    """Intents with a rare question word in their bag: each candidate phrasing alone."""
    q_set, weights, _, q_joined, keys = q
    key_set = frozenset(keys)
    seq_bound = ix._seq_bound(len(q_joined))
    wp, p_total, p_len = W_PATTERN * 100, ix._p_total, ix._p_len
    bag_bits = ix._bag_bits
    rare_intents = {k for w in q_set if w not in bag_bits for k in ix._bag_by_word.get(w, ())}
    heap: list[Item] = []
    rare_ids: list[int] = []
    for k in rare_intents:
        bag_k = sum(weights[w] for w in q_set & ix._intent_bag[k])
        covered_bag = BAG_FACTOR * bag_k
        for i in ix._intent_ids[k]:
            rare_ids.append(i)
            c = ix.patterns[i].content
            if key_set.isdisjoint(c):
                continue  # shares no chosen word: not a candidate
            sh = sum(weights[w] for w in q_set & c)
            partial = wq * (sh if sh > covered_bag else covered_bag) + wp * sh / p_total[i]
            heap.append((-(partial + seq_bound[p_len[i]]), next(order), i, None, partial, 0.0))
    return heap, rare_ids


def _class_items(
    ix: BoundedSearch, q: Question, wq: float, rare_ids: list[int], order: Iterator[int]
) -> list[Item]:
    """The other candidates, in classes by the question words they and their bags have."""
    q_set, weights, _, _, keys = q
    has_bits, bag_bits = ix._has_bits, ix._bag_bits
    candidates = 0
    for w in keys:
        candidates |= has_bits.get(w, 0)
    if rare_ids and candidates:
        candidates &= ~ix._bits(rare_ids)
    classes = [(0.0, 0.0, candidates)] if candidates else []
    for w in q_set:
        if w not in bag_bits or not classes:
            continue
        classes = _split(classes, weights[w], bag_bits[w], has_bits[w])
    pos_total, wp, seq_max = ix._pos_total, W_PATTERN * 100, W_SEQUENCE * 100
    items: list[Item] = []
    for s, b, m in classes:
        covered = BAG_FACTOR * b
        base_ = wq * (s if s > covered else covered)
        share = s / pos_total[(m & -m).bit_length() - 1]
        bound = base_ + wp * (share if share < 1.0 else 1.0) + seq_max
        items.append((-bound, next(order), -1, m, base_, s))
    return items


def _split(
    classes: list[tuple[float, float, int]], wt: float, in_bag: int, has: int
) -> list[tuple[float, float, int]]:
    """Each class split by one question word: in the phrasing, in its bag, in neither."""
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
    return split


def _search(
    ix: BoundedSearch, q: Question, heap: list[Item], top: _Top, order: Iterator[int]
) -> None:
    """Items by their bound, best first, until none can reach the top `limit`."""
    seq_bound = ix._seq_bound(len(q.joined))
    p_len, pos_total, pos_len, pos_id = ix._p_len, ix._pos_total, ix._pos_len, ix._pos_id
    wp, seq_max = W_PATTERN * 100, W_SEQUENCE * 100
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        neg_bound, _, n, rest, base_, s = pop(heap)
        if -neg_bound < top.kth - _EPS:
            break
        if rest is None:  # one phrasing (n), its partial in base_
            if base_ + seq_bound[p_len[n]] >= top.kth - _EPS:
                top.consider(n, base_)
            continue
        # A class: its phrasings by total, while they may reach the top and
        # until another item's bound is higher.
        nxt = -heap[0][0] if heap else -math.inf
        if isinstance(rest, int):  # a class read for the first time
            rest = ahead = members(rest)
        else:
            ahead = itertools.chain((n,), rest)
        for taken, pos in enumerate(ahead, 1):
            partial = base_ + wp * s / pos_total[pos]
            bound = partial + seq_max
            if bound < top.kth - _EPS:
                break
            if bound < nxt:
                push(heap, (-bound, next(order), pos, rest, base_, s))
                break
            if partial + seq_bound[pos_len[pos]] >= top.kth - _EPS:
                top.consider(pos_id[pos], partial)
            if taken == ONE_BY_ONE and top.kth > -math.inf:
                _in_chunks(ix, q, rest, base_, s, top)
                break


def _in_chunks(
    ix: BoundedSearch, q: Question, rest: Iterator[int], base_: float, s: float, top: _Top
) -> None:
    """Many phrasings may still reach the top by their `ratio` alone (a question whose
    words explain little): rapidfuzz scores them in chunks with the cut-off of the
    chunk's best partial, and only the few above it are considered."""
    pos_total, pos_joined, pos_id = ix._pos_total, ix._pos_joined, ix._pos_id
    wp, seq_max = W_PATTERN * 100, W_SEQUENCE * 100
    while chunk := list(itertools.islice(rest, BULK_CHUNK)):
        first = base_ + wp * s / pos_total[chunk[0]]
        if first + seq_max < top.kth - _EPS:
            break
        need = (top.kth - _EPS - first) / W_SEQUENCE
        hits = process.extract(
            q.joined,
            [pos_joined[c] for c in chunk],
            scorer=fuzz.ratio,
            score_cutoff=need if need > 0 else 0,
            limit=None,
        )
        for _, _, j in hits:
            at = chunk[j]
            top.consider(pos_id[at], base_ + wp * s / pos_total[at])
