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

import math
from collections import defaultdict
from dataclasses import replace
from functools import lru_cache

from rapidfuzz import fuzz

from bot.engine.languages import canonical as c
from bot.engine.matching.bounded import BoundedSearch
from bot.engine.matching.features import matched_words
from bot.engine.matching.patterns import CompiledPattern, Question, Scored
from bot.engine.understanding.lang import Lang, base, language
from bot.engine.understanding.pipeline import Parsed, Understanding
from bot.engine.understanding.tokens import QUESTION_WORDS, content, tokens
from bot.knowledge import Intent

CANDIDATE_CUT = 0.5  # see rank()
CONTEXT_WEIGHT_FACTOR = 0.35  # words of the match texts that no phrasing uses
# Bit sets (rank()) go to the words in the most intents' bags first, within this many
# bytes; the intents of the words left without one are few, so their phrasings are
# scored one by one. At the shipped size every word gets them (~70 KB).
BITSET_BUDGET = 4 * 1024 * 1024
RANK_CACHE = 4096  # rankings kept, by the question's canonical words (rank())


__all__ = ["CompiledPattern", "IntentIndex", "Scored"]
_NONE: frozenset[str] = frozenset()


class IntentIndex(BoundedSearch):
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
        own = language(lang)
        self.patterns = _compiled(intents, understanding, own.code, parsed)
        context_by_view, context_words = understanding.context(own.code)
        self._weigh(intents, context_words)
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
        self._index_bags(intents, context_by_view)
        self._index_bounds()

    def _weigh(self, intents: list[Intent], context_words: frozenset[str]) -> None:
        """Each word's weight (rarer across intents: heavier), and each phrasing's total."""
        df: dict[str, set[str]] = defaultdict(set)
        for p in self.patterns:
            for w in p.content:
                df[w].add(p.intent)
        n = max(1, len(intents))
        self.max_weight = math.log(1 + n)
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

    def _index_bags(self, intents: list[Intent], by_view: dict[str, frozenset[str]]) -> None:
        """Each intent's bag of words and the phrasings by word."""
        self._bags = {}
        for p in self.patterns:
            self._bags[p.intent] = self._bags.get(p.intent, frozenset()) | p.content
        for intent in intents:  # the match texts an intent shows count as its words too
            extra = by_view.get(intent.answer.view or "", frozenset())
            self._bags[intent.id] = self._bags.get(intent.id, frozenset()) | extra
        self._by_word: dict[str, list[int]] = defaultdict(list)
        for i, p in enumerate(self.patterns):
            for w in p.content:
                self._by_word[w].append(i)

    def _index_bounds(self) -> None:
        """For the bounds in rank(): per phrasing its intent (as a number), total and
        length; per word the intents whose bag holds it, and its postings as a set."""
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
        self._seq_bounds = {}
        self._p_joined = [p.joined for p in self.patterns]
        self._bag_by_word = defaultdict(list)
        for intent_id, bag in self._bags.items():
            for w in bag:
                self._bag_by_word[w].append(intent_no[intent_id])
        self._intent_bag = [frozenset()] * self._n_intents
        for intent_id, k in intent_no.items():
            self._intent_bag[k] = self._bags.get(intent_id, frozenset())
        self._intent_ids = [[] for _ in range(self._n_intents)]
        for i, k in enumerate(self._p_intent):
            self._intent_ids[k].append(i)
        self._index_bits()

    def _index_bits(self) -> None:
        """For the bounded search in rank(): phrasings numbered by their total, smallest
        first (so by the share of them a question word can explain, largest first), and
        per word found in many intents' bags two bit sets over those numbers: the
        phrasings having it and the phrasings whose intent's bag has it."""
        order = sorted(range(len(self.patterns)), key=lambda i: (self._p_total[i], i))
        self._pos_id = order
        self._pos_total = [self._p_total[i] for i in order]
        self._pos_len = [self._p_len[i] for i in order]
        self._pos_joined = [self._p_joined[i] for i in order]
        self._pos_of = [0] * len(order)
        for pos, i in enumerate(order):
            self._pos_of[i] = pos
        self._has_bits = {}
        self._bag_bits = {}
        per_word = 2 * ((len(order) + 7) // 8 + 28)  # two ints of one bit per phrasing
        widest = sorted(self._bag_by_word.items(), key=lambda wk: (-len(wk[1]), wk[0]))
        for w, ks in widest[: BITSET_BUDGET // max(per_word, 1)]:
            self._bag_bits[w] = self._bits(i for k in ks for i in self._intent_ids[k])
            self._has_bits[w] = self._bits(self._by_word.get(w, ()))

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
        return list(self._ranked(matched_words(parsed), limit))

    def cache_info(self) -> tuple[int, int]:
        """(rankings taken from the cache, rankings computed) so far."""
        info = self._ranked.cache_info()
        return info.hits, info.misses

    def ranking(self, parsed: Parsed, limit: int = 5) -> list[Scored]:
        """`rank` computed afresh, never from the cache (what the cache holds)."""
        return self._rank(matched_words(parsed), limit)

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
        q = Question(q_set, weights, q_total, q_joined, keys)
        if sum(len(by_word.get(w, ())) for w in keys) <= self.full_scan_until:
            return self._rank_all(q, limit)
        return self._rank_bounded(q, limit)

    def _rank_all(self, q: Question, limit: int) -> list[Scored]:
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


def _final_as_next(intent: Intent, text: str, understanding: Understanding) -> bool:
    """A next-match phrasing naming "the final" ("dónde se juega la final"), in a match
    that is the final: there "the final" is this match, so the phrasing asks of this one
    and would answer "where was the final played" with the next match."""
    return (
        intent.answer.view == "next_match"
        and understanding.final_is_this_match
        and c.FINAL in tokens(text)
    )


def _compiled(
    intents: list[Intent],
    understanding: Understanding,
    lang: Lang,
    parsed: dict[tuple[str, Lang], CompiledPattern] | None,
) -> list[CompiledPattern]:
    """Every phrasing of `lang` and of the base language, read once (`parsed` shares
    them between one engine's indexes), each marked with its intent."""
    if parsed is None:
        parsed = {}
    out: list[CompiledPattern] = []
    bundles = {b.code: b for b in (base(), language(lang))}.values()
    phrasings = [(i, t, b.code) for i in intents for b in bundles for t in i.phrasings(b.code)]
    for intent, text, plang in phrasings:
        if _final_as_next(intent, text, understanding):
            continue
        seen = parsed.get((text, plang))
        if seen is None:
            words = matched_words(understanding.parse(text, correct=False, lang=plang))
            seen = parsed[text, plang] = CompiledPattern(
                "",
                text,
                words,
                frozenset(content(list(words))) or _NONE,
                " ".join(words),
                slots=frozenset(w for w in words if w.startswith("{")) or _NONE,
            )
        out.append(replace(seen, intent=intent.id))
    return out
