"""Old path of `bot.engine.answering.reply`, kept while code outside the engine imports it."""

from bot.engine.answering.reply import Band, Reply, Suggestion

__all__ = ["Band", "Reply", "Suggestion"]
