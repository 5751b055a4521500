"""Moved to `bot.engine.understanding.tokens`; this path re-exports what the rest of the
engine imports from it, until every caller imports the new one."""

from bot.engine.languages.en.lexicon import STOPWORDS
from bot.engine.understanding.tokens import (
    MAX_QUESTION_CHARS,
    MAX_TOKENS,
    QUESTION_WORDS,
    clean,
    content,
    question_key,
    stem,
    tokens,
)

__all__ = [
    "MAX_QUESTION_CHARS",
    "MAX_TOKENS",
    "QUESTION_WORDS",
    "STOPWORDS",
    "clean",
    "content",
    "question_key",
    "stem",
    "tokens",
]
