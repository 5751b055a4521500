"""Moved to `bot.engine.understanding.clauses`; this path re-exports what the rest of
the engine imports from it, until every caller imports the new one."""

from bot.engine.understanding.clauses import asks_several as asks_several
from bot.engine.understanding.clauses import cut as cut
