"""The languages the bot knows, one bundle each (`languages/`), and which one a question
is in.

Everything language-specific is in a bundle; the rest of the bot asks `language(code)`
(or the helpers below) and never compares language codes. Detection needs no model and
no n-gram tables: short chat questions carry their language in function words ("el",
"de", "que", "the", "did") and in letters (¿ ¡ ñ, accents). Each cleaned word typical of
a language scores for it; the highest score wins and the base language wins a tie, so an
English question pays a set intersection per language and nothing else.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import dataclass
from functools import lru_cache

from bot.engine import languages as shipped
from bot.engine.languages.any.grammar import GRAMMAR as EVERY_LANGUAGE
from bot.engine.languages.bundle import Language
from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.tokens import MAX_QUESTION_CHARS, clean

Lang = str  # a registered language's code ("en", "es")

_REGISTRY: dict[Lang, Language] = {}
_ORDERED: list[tuple[Language, ...]] = [()]  # the base first; rebuilt on (un)register


def register(bundle: Language) -> None:
    """Add a language: the engine reads and answers in it from the next engine built."""
    if bundle.base and any(b.base for b in _REGISTRY.values() if b.code != bundle.code):
        raise ValueError("only one language is the base language")
    _REGISTRY[bundle.code] = bundle
    _changed()


def unregister(code: Lang) -> None:
    """Remove a language added by `register` (tests); the base language stays."""
    if code in _REGISTRY and not _REGISTRY[code].base:
        del _REGISTRY[code]
        _changed()


def _changed() -> None:
    _ORDERED[0] = tuple(sorted(_REGISTRY.values(), key=lambda b: not b.base))
    _merged.cache_clear()
    _grammar.cache_clear()


def languages() -> tuple[Language, ...]:
    """Every registered language, the base one first."""
    return _ORDERED[0]


def codes() -> tuple[Lang, ...]:
    return tuple(b.code for b in languages())


def base() -> Language:
    return _ORDERED[0][0]


def language(code: Lang | None) -> Language:
    """The bundle of `code`; the base language for None or a code nobody registered."""
    return _REGISTRY.get(code or "", base())


def for_locale(locale: str | None) -> Lang:
    """The answer language for a client locale ("es-419"): its bundle's, else the base."""
    return next((b.code for b in languages() if locale in b.locales), base().code)


def detect(words: list[str], raw: str = "") -> Lang:
    """The language the question reads as: `words` are the cleaned (lower-case,
    accent-folded) words; `raw` is the text as typed, whose letters (¿ ¡ ñ, accents) are
    evidence too. Each distinct typical word counts once, and so does an opening word
    that alone says the language (`Language.alone`: "y la final?" is Spanish)."""
    best, best_score = base().code, 0.0
    for bundle in _ORDERED[0]:  # the base first: the others must beat its score
        score = float(len(bundle.typical.intersection(words)))
        score += bool(words) and words[0] in bundle.alone
        if raw:
            score += sum(
                weight for letters, weight in bundle.letters if not letters.isdisjoint(raw)
            )
        if bundle.base:
            best_score = score
        elif score > best_score:
            best, best_score = bundle.code, score
    return best


def beside_names(words: list[str]) -> Lang | None:
    """The language of the one word a message has besides names, where that word says it
    alone (Language.alone: "y lautaro?" is Spanish); None otherwise."""
    if len(words) != 1:
        return None
    return next((b.code for b in languages() if words[0] in b.alone), None)


def looks_like_question(text: str) -> bool:
    """Whether a message reads as a question in any language: a question mark ("?",
    "¿") anywhere, or a first word that starts questions ("who won", "quien gano",
    "qué dijo scaloni"). For listening where nobody addressed the bot."""
    every = languages()
    if any(not b.question_marks.isdisjoint(text) for b in every):
        return True
    words = clean(text[:MAX_QUESTION_CHARS]).split()
    return bool(words) and any(b.asks(words) for b in every)


def interface_text(lang: Lang | None, text: str) -> str | None:
    """An interface text (a card label, a command name) in `lang`, if it has one."""
    return language(lang).translated(text)


@dataclass(frozen=True)
class Merged:
    """Tables of every language together, for what reads a question before (or without)
    knowing its language: follow-ups mix them ("y Kane?" after an English answer)."""

    openers: tuple[tuple[str, ...], ...]
    ellipsis_filler: frozenset[str]
    person_pronouns: frozenset[str]
    team_pronouns: frozenset[str]
    determiners: frozenset[str]
    clause_words: frozenset[str]


def grammar() -> Grammar:
    """Every registered language's grammar together, with the words fans of any language
    write (`languages/any`): what the readers read, whatever the question's language."""
    return _grammar()


@lru_cache(maxsize=1)
def _grammar() -> Grammar:
    """Where two grammars number one word differently, the base language's wins, then
    the others' in order, then the words of `languages/any`."""
    out = Grammar()
    for bundle in languages():
        out = out.merged(bundle.grammar)
    return out.merged(EVERY_LANGUAGE)


def merged() -> Merged:
    return _merged()


@lru_cache(maxsize=1)
def _merged() -> Merged:
    every = languages()
    return Merged(
        tuple(o for b in every for o in b.openers),
        frozenset().union(*(b.ellipsis_filler for b in every)),
        frozenset().union(*(b.person_pronouns for b in every)),
        frozenset().union(*(b.team_pronouns for b in every)),
        frozenset().union(*(b.determiners for b in every)),
        frozenset().union(*(b.clause_words for b in every)),
    )


def _shipped() -> list[Language]:
    """The bundles shipped under `languages/`: each folder whose `bundle.py` names its
    `Language` as BUNDLE, in the folders' order (a folder without one holds words only)."""
    found = []
    for info in sorted(pkgutil.iter_modules(shipped.__path__), key=lambda m: m.name):
        name = f"{shipped.__name__}.{info.name}.bundle"
        if info.ispkg and importlib.util.find_spec(name) is not None:
            bundle = getattr(importlib.import_module(name), "BUNDLE", None)
            if isinstance(bundle, Language):
                found.append(bundle)
    return found


# The languages the bot ships: a new one is a folder in `languages/`, nothing else.
for _bundle in _shipped():
    register(_bundle)
