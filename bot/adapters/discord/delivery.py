"""Why a message could not be delivered, in one log line an operator can act on.

A server admin who takes Send Messages away from the bot in one channel should see, once
per failed reply, which channel and which permission, not just "HTTP 403 (code 50013)".
The bot's own permissions come from its cache (`channel.permissions_for(guild.me)`); when
the cache sees nothing missing (it can lag behind an edit), the line names the usual
suspects instead.
"""

from __future__ import annotations

from typing import Any

import discord

MISSING_PERMISSIONS = 50013
MISSING_ACCESS = 50001
CANNOT_DM = 50007
REPLY_NEEDS_HISTORY = 160002  # "Cannot reply without permission to read message history"

LABELS = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "read_message_history": "Read Message History",
    "embed_links": "Embed Links",
    "add_reactions": "Add Reactions",
}


def where(channel: Any) -> str:
    """`#name (id)` for a server channel, `a DM (id)` for a direct message."""
    if isinstance(channel, discord.DMChannel | discord.GroupChannel):
        return f"a DM ({channel.id})"
    name = getattr(channel, "name", None)
    return f"#{name} ({channel.id})" if name else f"channel {channel.id}"


def reply_permissions(channel: Any) -> tuple[str, ...]:
    """What replying to a message needs: see the channel, send, and read the history
    (a reply references an earlier message)."""
    send = "send_messages_in_threads" if isinstance(channel, discord.Thread) else "send_messages"
    return ("view_channel", send, "read_message_history")


def missing_permissions(channel: Any, needed: tuple[str, ...]) -> list[str]:
    """The names in `needed` that the bot lacks in `channel`, per its cache ([] if unknown)."""
    guild = getattr(channel, "guild", None)
    me = guild.me if guild is not None else None
    if me is None or not hasattr(channel, "permissions_for"):
        return []
    allowed = channel.permissions_for(me)
    return [name for name in needed if not getattr(allowed, name, True)]


def failure_reason(channel: Any, exc: discord.HTTPException, needed: tuple[str, ...]) -> str:
    """A short reason for a failed send: the missing permission when Discord refused."""
    status = f"HTTP {exc.status}, code {exc.code}"
    if exc.code == REPLY_NEEDS_HISTORY:
        return f"missing permission Read Message History (needed to reply) [{status}]"
    if exc.status == 403 and exc.code in (MISSING_PERMISSIONS, MISSING_ACCESS):
        missing = missing_permissions(channel, needed)
        if missing:
            names = ", ".join(LABELS.get(n, n) for n in missing)
            return f"missing permission {names} [{status}]"
        return (
            "missing permission Send Messages (or Read Message History for replies, "
            f"or View Channel) [{status}]"
        )
    if exc.status == 403 and exc.code == CANNOT_DM:
        return f"the member does not accept DMs from the bot [{status}]"
    if exc.status == 429:
        return f"rate limited by Discord [{status}]"
    return f"Discord error [{status}]"
