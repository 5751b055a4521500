"""Moved to `bot.engine.understanding.lang`; this path re-exports what the rest of the
engine imports from it, until every caller imports the new one."""

from bot.engine.understanding.lang import (
    Lang,
    base,
    codes,
    detect,
    for_locale,
    interface_text,
    language,
    languages,
    looks_like_question,
    merged,
)

__all__ = [
    "Lang",
    "base",
    "codes",
    "detect",
    "for_locale",
    "interface_text",
    "language",
    "languages",
    "looks_like_question",
    "merged",
]
