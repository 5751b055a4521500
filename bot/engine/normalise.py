"""Moved to `bot.engine.understanding.tokens`; this path re-exports what the rest of the
engine imports from it, until every caller imports the new one."""

from bot.engine.languages.en.lexicon import STOPWORDS as STOPWORDS
from bot.engine.understanding.tokens import MAX_QUESTION_CHARS as MAX_QUESTION_CHARS
from bot.engine.understanding.tokens import MAX_TOKENS as MAX_TOKENS
from bot.engine.understanding.tokens import QUESTION_WORDS as QUESTION_WORDS
from bot.engine.understanding.tokens import clean as clean
from bot.engine.understanding.tokens import content as content
from bot.engine.understanding.tokens import question_key as question_key
from bot.engine.understanding.tokens import stem as stem
from bot.engine.understanding.tokens import tokens as tokens
