"""Answer sentences in the question's language: phrase tables keyed by message id.

A view writes its English sentence inline, with a message id:
`f.say("goal.none", "No goal matches that.", ...)`. For another language its bundle's
sentence table (`languages/es/phrases.py`) gives the same message with the same {fields};
a message missing there falls back to the English one, so an answer is never blank. A
test checks every table entry against the English it translates (same id, same fields).
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from bot.engine.understanding.lang import codes, language


def phrase(lang: str, key: str, english: str) -> str:
    """The message `key` in `lang`, else its English text."""
    return language(lang).sentence(key, english)


def say(lang: str, key: str, english: str, **fields: object) -> str:
    """The message with its fields filled in; a translation that names a field the view
    does not pass falls back to English rather than fail the answer."""
    try:
        text = phrase(lang, key, english).format(**fields)
    except (KeyError, IndexError):
        return english.format(**fields)
    name = fields.get("tournament")
    return language(lang).agree(text, name) if isinstance(name, str) and name else text


def number(lang: str, n: int) -> str:
    """A count with `lang`'s thousands separator (65,600; 65.600)."""
    return f"{n:,}".replace(",", language(lang).thousands)


def matched(kind: str) -> tuple[str, ...]:
    """The words by which a file's free text tells of `kind` ("absence", "penalty"), in
    every registered language (the texts may be written in any): each language's
    `languages/<code>/answering.py` `MATCHED_WORDS`, where it has one."""
    return _matched(kind, codes())


@lru_cache(maxsize=64)
def _matched(kind: str, langs: tuple[str, ...]) -> tuple[str, ...]:
    words: list[str] = []
    for code in langs:
        name = f"bot.engine.languages.{code}.answering"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is not None and name.startswith(e.name):
                continue  # a language with no answering words of its own
            raise
        table: dict[str, tuple[str, ...]] = getattr(module, "MATCHED_WORDS", {})
        words.extend(table.get(kind, ()))
    return tuple(dict.fromkeys(words))
