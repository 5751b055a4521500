"""Turn a fan's message into comparable tokens: same steps for questions and patterns.

Order matters: strip Discord markup and emoji, fold case and accents, squeeze repeated
letters, split into words, rewrite multi-word synonyms to one canonical word, then stem.
Because patterns go through the very same steps, a moderator writes phrasings in plain
English and they compare like-for-like with what fans type.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from bot.engine.languages import canonical as c
from bot.engine.languages.en.lexicon import SHORTHAND, STOPWORDS, SYNONYMS
from bot.engine.languages.en.stemming import SUFFIXES, VOWELS

# Question words, as they come out of `canonical` ("where" stems to "wher").
QUESTION_WORDS = c.QUESTION_WORDS

MAX_QUESTION_CHARS = 500
MAX_TOKENS = 40

_MENTION = re.compile(r"<(?:@[!&]?|#|a?:\w+:)\d+>|@(?:everyone|here)\b")
_URL = re.compile(r"https?://\S+")
_REPEAT = re.compile(r"(.)\1{3,}")  # 4+ in a row: "sooooo" -> "soo"; 3 is left to spelling
_APOSTROPHE_S = re.compile(r"(\w)['’]s\b")
# French elision of the article before a club's name ("l'OM", "l'OL"): a word of its own, as
# the names table writes it ("l om"), not glued to the name ("lom"). Not "d'" ("Côte d'Ivoire",
# "Ballon d'Or" stay one word, as every name table spells them).
_ELISION = re.compile(r"\b(l)['’](?=[^\W\d_])", re.IGNORECASE)
_WORD = re.compile(r"\d+-\d+|[a-z0-9]+|\{[a-z]+\}")
_SCORELINE = re.compile(r"\b(\d{1,2})\s*[-:–]\s*(\d{1,2})\b")


# Text of only these characters has no markup, link, apostrophe, scoreline or accent:
# only case folding, squeezing and splitting apply (table keys, most questions).
_PLAIN = re.compile(r"[A-Za-z0-9 ?!.,]*")


# A question's text is cleaned by each reader that looks at it whole (the season routing,
# the derby names, the pipeline): the last few texts are kept, so it is cleaned once.
CLEAN_CACHE = 64


@lru_cache(maxsize=CLEAN_CACHE)
def clean(text: str) -> str:
    """Fold case and accents, drop markup, emoji and punctuation; keep words and numbers."""
    text = text[:MAX_QUESTION_CHARS]
    if _PLAIN.fullmatch(text):
        return " ".join(_WORD.findall(_REPEAT.sub(_two, text.lower())))
    # ASCII text is its own NFKC and NFKD form and has no combining marks: most questions
    # and every table key skip the two normalisations and the per-character filter.
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    text = _MENTION.sub(" ", text)
    text = _URL.sub(" ", text)
    text = _APOSTROPHE_S.sub(r"\1", text)
    text = _ELISION.sub(r"\1 ", text)
    text = _SCORELINE.sub(r"\1-\2", text)
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.casefold()
    text = text.replace("’", "'").replace("'", "")
    text = _REPEAT.sub(_two, text)
    return " ".join(_WORD.findall(text))


def _two(repeat: re.Match[str]) -> str:
    """The repeated letter twice (a function, not the template r"\1\1", which `re`
    parses again at every call, even on the many texts with nothing to squeeze)."""
    return repeat.group(1) * 2


@cache
def clean_key(text: str) -> str:
    """`clean` for the constant words and phrases of the language tables, which building
    the bundles cleans several times over (phrase index, vocabulary, typical words): once
    each. Never for a fan's text: the cache keeps every text it is given."""
    return clean(text)


PhraseIndex = dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]]


def phrase_index(table: dict[str, str]) -> PhraseIndex:
    """Phrases by their first word, longest first, so a rewrite looks at a handful."""
    index: PhraseIndex = {}
    for key, value in table.items():
        words = tuple(clean_key(key).split())
        if words:
            index.setdefault(words[0], []).append((words, tuple(clean_key(value).split())))
    for rows in index.values():
        rows.sort(key=lambda r: -len(r[0]))
    return index


SYNONYM_INDEX = phrase_index(SYNONYMS)
_SHORTHAND = {clean_key(k): clean_key(v).split() for k, v in SHORTHAND.items()}


def rewrite_phrases(tokens: list[str], index: PhraseIndex = SYNONYM_INDEX) -> list[str]:
    """Replace the longest matching phrase at each position by its canonical form."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        for key, value in index.get(tokens[i], ()):
            if tuple(tokens[i : i + len(key)]) == key:
                out.extend(value)
                i += len(key)
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


def expand_shorthand(tokens: list[str]) -> list[str]:
    out: list[str] = []
    for t in tokens:
        out.extend(_SHORTHAND.get(t, [t]))
    return out


# Words whose forms mean different things: 'score' (the result) is not 'scored' (a goal).
_KEEP = c.UNSTEMMED


@lru_cache(maxsize=4096)
def stem(token: str) -> str:
    """A light suffix stripper: 'scored', 'scorer', 'scoring' and 'score' all meet."""
    if token.startswith("{") or not token.isalpha() or len(token) <= 4 or token in _KEEP:
        return token
    for suffix in SUFFIXES:
        if token.endswith(suffix) and len(token) - len(suffix) >= 3:
            token = token[: -len(suffix)]
            break
    if len(token) > 3 and token[-1] == token[-2] and token[-1] not in VOWELS:
        token = token[:-1]  # winn -> win, gett -> get
    return token


def tokens(text: str) -> list[str]:
    """Cleaned words with shorthand expanded: the input to entity and spelling steps."""
    return expand_shorthand(clean(text).split())[:MAX_TOKENS]


def canonical(words: list[str]) -> list[str]:
    """Synonyms rewritten and words stemmed: the form intents are compared in."""
    return [stem(t) for t in rewrite_phrases(words)]


def content(words: list[str]) -> list[str]:
    """The topic-bearing words of a canonical token list."""
    return [w for w in words if w not in _STOP_STEMS]


_STOP_STEMS = frozenset(stem(w) for w in STOPWORDS)


def question_key(text: str) -> str:
    """One key for the same question typed differently ("what's" = "whats"), for counting."""
    return " ".join(rewrite_phrases(tokens(text)))
