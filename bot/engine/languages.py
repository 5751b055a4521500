"""Per-language rules of the parse: shorthand, phrases, stopwords and the stemmer.

English keeps its own light stemmer and lexicon (`normalise`, `lexicon`). Spanish has its
lexicon (`lexicon_es`) whose phrases mostly rewrite to the canonical English words, and
Snowball's Spanish stemmer for the words left as typed. A canonical English word out of a
Spanish rewrite is stemmed as English, so "técnico" and "coach" meet.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer

from bot.engine import lexicon, lexicon_es
from bot.engine import normalise as n
from bot.engine.lang import Lang


def _words_of(table: dict[str, str]) -> frozenset[str]:
    return frozenset(
        w for k, v in table.items() for w in (*n.clean(k).split(), *n.clean(v).split())
    )


@dataclass(frozen=True)
class LanguageRules:
    lang: Lang
    shorthand: dict[str, list[str]]
    phrases: n.PhraseIndex
    drop: frozenset[str]  # stopwords removed after the rewrite ('' for English: kept)
    stem: Callable[[str], str]
    ordinary: frozenset[str]  # everyday words, which a name shares only with support
    vocabulary: frozenset[str]  # every word the lexicon knows, for the speller

    def tokens(self, text: str) -> list[str]:
        """Cleaned words with this language's shorthand expanded."""
        return self.expand(n.clean(text).split())

    def expand(self, cleaned: list[str]) -> list[str]:
        """Already cleaned words with this language's shorthand expanded, capped."""
        out: list[str] = []
        for t in cleaned:
            out.extend(self.shorthand.get(t, (t,)))
        return out[: n.MAX_TOKENS]

    def rewrite(self, words: list[str]) -> list[str]:
        words = n.rewrite_phrases(words, self.phrases)
        return [w for w in words if w not in self.drop] if self.drop else words


_lock = threading.Lock()
_spanish = snowballstemmer.stemmer("spanish")
# Canonical English words a Spanish rewrite produces: stemmed as English.
_ES_OUTPUT = frozenset(w for key in lexicon_es.CANONICAL for w in n.clean(key).split())


@lru_cache(maxsize=8192)
def stem_es(token: str) -> str:
    """Snowball for Spanish words; the English stemmer for canonical English ones."""
    if token.startswith("{") or not token.isalpha():
        return token
    if token in _ES_OUTPUT:
        return n.stem(token)
    with _lock:  # a Snowball stemmer object keeps state between calls
        return str(_spanish.stemWord(token))


def _english() -> LanguageRules:
    words = _words_of(lexicon.SYNONYMS) | _words_of(lexicon.SHORTHAND)
    return LanguageRules(
        lang="en",
        shorthand={n.clean(k): n.clean(v).split() for k, v in lexicon.SHORTHAND.items()},
        phrases=n._SYNONYM_INDEX,
        drop=frozenset(),
        stem=n.stem,
        ordinary=frozenset(n.clean(k) for k in lexicon.SYNONYMS if " " not in k),
        vocabulary=words | lexicon.STOPWORDS,
    )


def _spanish_rules() -> LanguageRules:
    shorthand = {n.clean(k): n.clean(v).split() for k, v in lexicon_es.SHORTHAND.items()}
    single = frozenset(n.clean(k) for k in lexicon_es.SYNONYMS if " " not in n.clean(k))
    words = _words_of(lexicon_es.SYNONYMS) | _words_of(lexicon_es.SHORTHAND)
    return LanguageRules(
        lang="es",
        shorthand=shorthand,
        phrases=n._phrase_index(lexicon_es.SYNONYMS),
        drop=lexicon_es.STOPWORDS,
        stem=stem_es,
        ordinary=single | lexicon_es.STOPWORDS | lexicon_es.COMMON_WORDS,
        vocabulary=words | lexicon_es.STOPWORDS,
    )


RULES: dict[Lang, LanguageRules] = {"en": _english(), "es": _spanish_rules()}
