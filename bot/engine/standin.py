"""Old path of `bot.engine.facts.standin`, kept while the understanding half imports it."""

from bot.engine.facts.standin import report, with_stand_in

__all__ = ["report", "with_stand_in"]
