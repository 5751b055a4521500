"""Answer sentences in the question's language: phrase tables keyed by message id.

A view writes its English sentence inline, with a message id:
`f.say("goal.none", "No goal matches that.", ...)`. For another language its bundle's
sentence table (`languages/es/phrases.py`) gives the same message with the same {fields};
a message missing there falls back to the English one, so an answer is never blank. A
test checks every table entry against the English it translates (same id, same fields).
"""

from __future__ import annotations

from bot.engine.lang import language


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
