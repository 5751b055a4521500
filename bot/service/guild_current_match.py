"""Which match a server means when a question or command names none (/config match).

One reading for every path: free questions (`Answering.ask`) and the slash commands
(`/score`, `/match`...) ask here, so "latest" and a chosen match the knowledge no longer
has mean the same thing everywhere.
"""

from __future__ import annotations

from bot.engine import Engine
from bot.knowledge import Match
from bot.service.guild_config import CURRENT_MATCH, LATEST_PLAYED, GuildConfig


async def current_match(config: GuildConfig, engine: Engine, guild_id: int | None) -> Match | None:
    """This server's current match: the one /config match chose (or the latest played
    one), else the knowledge's own; None when the knowledge holds no tournament."""
    if engine.knowledge.tournament is None:
        return None
    chosen = await config.get(guild_id, CURRENT_MATCH) if guild_id else ""
    return engine.server_current(chosen, latest=chosen == LATEST_PLAYED)
