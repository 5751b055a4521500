"""Moved to `bot.engine.understanding.pipeline`; this path re-exports what the rest of
the engine imports from it, until every caller imports the new one."""

from bot.engine.understanding.pipeline import (
    OTHER_COMPETITION,
    Parsed,
    Understanding,
    tournament_years,
)

__all__ = ["OTHER_COMPETITION", "Parsed", "Understanding", "tournament_years"]
