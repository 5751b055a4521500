"""Moved to `bot.engine.understanding.lang`; this path re-exports what the rest of the
engine imports from it, until every caller imports the new one."""

from bot.engine.understanding.lang import Lang as Lang
from bot.engine.understanding.lang import base as base
from bot.engine.understanding.lang import codes as codes
from bot.engine.understanding.lang import detect as detect
from bot.engine.understanding.lang import for_locale as for_locale
from bot.engine.understanding.lang import interface_text as interface_text
from bot.engine.understanding.lang import language as language
from bot.engine.understanding.lang import languages as languages
from bot.engine.understanding.lang import looks_like_question as looks_like_question
from bot.engine.understanding.lang import merged as merged
