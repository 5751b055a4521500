"""Correct phone-thumb typos against the words the knowledge and its phrasings use.

One slip (a dropped, doubled, swapped or neighbouring letter) is one edit in the
optimal-string-alignment distance, so that is the scorer. Words under three letters are
left alone, and a three-letter word is only ever corrected by adding a letter ('mny' ->
'many'): too many real three-letter words are one substitution apart.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import OSA

MIN_LEN = 3
MAX_LEN = 24  # longer "words" are keyboard mashing or links: not worth a search
STRICT_UNTIL = 6  # up to this length, a changed letter must be a keyboard neighbour

_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_NEIGHBOURS: dict[str, set[str]] = {}
for _r, _row in enumerate(_ROWS):
    for _c, _ch in enumerate(_row):
        near = _NEIGHBOURS.setdefault(_ch, set())
        for _dr in (-1, 0, 1):
            if 0 <= _r + _dr < len(_ROWS):
                other = _ROWS[_r + _dr]
                for _dc in (-1, 0, 1):
                    if (_dr or _dc) and 0 <= _c + _dc < len(other):
                        near.add(other[_c + _dc])


def _same_start(typed: str, word: str) -> bool:
    """Thumbs rarely miss the first letter; 'formation' is not a slip of 'information'."""
    return typed[0] == word[0] or typed[:2] == word[1::-1]


def plausible_slip(typed: str, word: str) -> bool:
    """A same-length, one-letter change is a slip only between neighbouring keys.

    Otherwise 'shoe' would become 'shot' and 'tall' 'tell': real words, not typos.
    """
    if len(typed) != len(word) or len(typed) > STRICT_UNTIL:
        return True
    diff = [(a, b) for a, b in zip(typed, word, strict=True) if a != b]
    if len(diff) != 1:
        return True  # a swap of two letters, not a substitution
    a, b = diff[0]
    return b in _NEIGHBOURS.get(a, set())


def _reach(length: int) -> int:
    """How many edits a typed word of this length may be from the word meant."""
    return 1 if length < 8 else 2


class Speller:
    def __init__(self, words: Counter[str]) -> None:
        self._freq = words
        self._known = frozenset(words)
        choices = sorted(self._known)
        # The known words by length and first letter: a slip is looked for only among
        # the words within reach in length (an edit changes the length by at most one)
        # that start as it does, or with its first two letters swapped (`_same_start`).
        # A large knowledge knows tens of thousands of words; a typo is compared with the
        # few hundred that start as it does.
        self._by_first: dict[tuple[int, str], list[str]] = {}
        for w in choices:
            self._by_first.setdefault((len(w), w[:1]), []).append(w)
        self._near_cache: dict[tuple[int, str], list[str]] = {}
        # A three-letter word is compared with its whole band, as it always was: its 8
        # closest (short words) are kept before the filters, which decide whether a
        # letter is added at all.
        self._short = [w for w in choices if abs(len(w) - MIN_LEN) <= _reach(MIN_LEN)]
        self.correct = lru_cache(maxsize=8192)(self._correct)

    def __getstate__(self) -> dict[str, object]:
        """Pickled without its cache of corrections (a built engine is cached on disk)."""
        state = dict(self.__dict__)
        del state["correct"]
        state["_near_cache"] = {}
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.correct = lru_cache(maxsize=8192)(self._correct)

    def __contains__(self, word: str) -> bool:
        return word in self._known

    def __len__(self) -> int:
        """How many words the knowledge knows (its vocabulary)."""
        return len(self._known)

    def _near(self, word: str) -> list[str]:
        """The known words of a length within reach that start as `word` or with its first
        two letters swapped, in the order of the sorted vocabulary (so `process.extract`
        breaks ties between equally close words as over the whole vocabulary)."""
        n = len(word)
        if n == MIN_LEN:
            return self._short
        key = (n, word[:2])
        near = self._near_cache.get(key)
        if near is None:
            lengths = range(n - _reach(n), n + _reach(n) + 1)
            near = [w for m in lengths for w in self._by_first.get((m, word[0]), ())]
            if word[1] != word[0]:
                swapped = word[1::-1]
                near += [
                    w
                    for m in lengths
                    for w in self._by_first.get((m, word[1]), ())
                    if w.startswith(swapped)
                ]
            near.sort()
            if near:  # (a typed letter no known word starts with is not kept)
                self._near_cache[key] = near
        return near

    def _correct(self, word: str) -> str:
        if word in self._known or not MIN_LEN <= len(word) <= MAX_LEN or not word.isalpha():
            return word
        limit = _reach(len(word))
        hits = process.extract(
            word, self._near(word), scorer=OSA.distance, score_cutoff=limit, limit=8
        )
        if len(word) == 3:
            hits = [h for h in hits if len(h[0]) == 4]
        hits = [h for h in hits if plausible_slip(word, h[0]) and _same_start(word, h[0])]
        if not hits:
            return word
        # Closest first; among equals the more common word, then the same first letter.
        best = min(hits, key=lambda h: (h[1], h[0][0] != word[0], -self._freq[h[0]], h[0]))
        return str(best[0])
