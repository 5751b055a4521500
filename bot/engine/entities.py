"""Moved to `bot.engine.understanding` (`slots`, `names/`); this path re-exports what the
rest of the engine imports from it, until every caller imports the new one."""

from bot.engine.understanding.slots import EDITION, ORDINALS, Slots

__all__ = ["EDITION", "ORDINALS", "Slots"]
