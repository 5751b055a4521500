"""The synonyms stage: a question's words folded to the canonical ones ('manager' ->
'coach', 'gol del empate' -> 'equaliser'), with the topics the views need noted from
the words before and after folding, and a penalty's ordinal read before it goes."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.languages import canonical as c
from bot.engine.languages.bundle import Language
from bot.engine.understanding.lang import language
from bot.engine.understanding.slots import Slots

PERSON = "{person}"


def fold(words: list[str], slots: Slots, lang: str) -> list[str]:
    """`words` folded by the bundle of `lang`; the topics found added to `slots`."""
    bundle = language(lang)
    if any(w in _penalty_words(bundle) for w in words):
        words = _penalty_ordinals(words, slots, bundle.rewrite)
    raw = bundle.raw_topics
    slots.topics.extend(dict.fromkeys(raw[w] for w in words if w in raw))
    folded = bundle.rewrite(words)
    if _asks_a_tally(words, folded, bundle.tally_verbs):
        folded.append(c.CAREER)
    slots.topics.extend(w for w in dict.fromkeys(folded) if w in c.TOPICS and _topic(w, folded))
    return [w for w in folded if w not in c.TOPIC_ONLY]


def _topic(w: str, folded: list[str]) -> bool:
    """Whether `w` notes its topic: "out" does not in "get out of the group" (through)."""
    if w == c.PLAYED:  # "how did X play" asks how, not whether
        return c.HOW not in folded
    if w != c.OUT:
        return True
    return any(x == c.OUT and folded[i + 1 : i + 2] != [c.OUT_OF] for i, x in enumerate(folded))


def _asks_a_tally(words: list[str], folded: list[str], verbs: frozenset[str]) -> bool:
    """'How many goals has X got (for T)', 'cuántos goles tiene X': a count a player
    holds, in the present, is a tally beyond this match ('did X score' is this match)."""
    asks = c.HOW_MANY.issubset(folded) and PERSON in folded
    return asks and c.CAREER not in folded and any(w in verbs for w in words)


_PENALTY_WORDS: dict[int, tuple[Language, frozenset[str]]] = {}


def _penalty_words(bundle: Language) -> frozenset[str]:
    """The words the bundle reads as "penalty" on their own: without one, a question has
    no penalty for an ordinal to pick (`_penalty_ordinals` would change nothing). A word
    no phrase starts with is read as itself, so these are "penalty" and phrases' first
    words. Worked out once per bundle (kept by its identity, with the bundle)."""
    held = _PENALTY_WORDS.get(id(bundle))
    if held is None or held[0] is not bundle:
        words = [*bundle.phrases, c.PENALTY]
        held = (bundle, frozenset(w for w in words if bundle.rewrite([w]) == [c.PENALTY]))
        _PENALTY_WORDS[id(bundle)] = held
    return held[1]


def _penalty_ordinals(
    words: list[str], slots: Slots, rewrite: Callable[[list[str]], list[str]]
) -> list[str]:
    """An ordinal next to a penalty ('the second pen', 'el primer penal') picks one of
    the match's penalties, not a goal: noted, and taken out of the words, so 'who gave
    away the first pen' reads as 'who gave away the pen'."""
    canon = [tuple(rewrite([w])) for w in words]
    out: list[str] = []
    for i, w in enumerate(words):
        ordinal = canon[i][0] if len(canon[i]) == 1 else ""
        # "the last penalty" stays: in a shootout it is the winning kick
        if c.ORDINALS.get(ordinal, -1) > 0 and canon[i + 1 : i + 2] == [(c.PENALTY,)]:
            slots.penalty_ordinals.append(c.ORDINALS[ordinal])
            continue
        out.append(w)
    return out
