"""Old path of `bot.engine.answering.reply`, kept while code outside the engine may import it."""

from bot.engine.answering.reply import Band as Band
from bot.engine.answering.reply import Reply as Reply
from bot.engine.answering.reply import Suggestion as Suggestion
