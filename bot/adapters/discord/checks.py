"""App-command checks: the shared rate limit and the moderator gate.

Failures raise `AppCommandError`s that `MatchTree.on_error` turns into one ephemeral line,
so a refused command never posts anything in the channel and never runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import discord
from discord import app_commands

from bot.adapters.discord.client import Interaction, MatchBot, NotModerator
from bot.adapters.discord.views import OwnerOnlyView

T = TypeVar("T")


def throttled() -> Callable[[T], T]:
    """Count the command against the same per-user and per-channel budget as messages."""

    async def predicate(interaction: Interaction) -> bool:
        bot = interaction.client
        channel_id = interaction.channel_id or interaction.user.id
        now = interaction.created_at.timestamp()
        verdict = bot.throttle.hit(interaction.user.id, channel_id, now)
        if not verdict.allowed:
            window = bot.throttle.users
            raise app_commands.CommandOnCooldown(
                app_commands.Cooldown(window.rate, window.per), verdict.retry_after
            )
        return True

    return app_commands.check(predicate)


async def is_moderator(bot: MatchBot, user: discord.User | discord.Member) -> bool:
    """Manage Server, or one of this server's moderator roles (its /config, else
    MODERATOR_ROLE_IDS)."""
    if not isinstance(user, discord.Member):
        return False
    if user.guild_permissions.manage_guild:
        return True
    roles = await bot.moderator_roles(user.guild.id)
    return any(role.id in roles for role in user.roles)


async def is_operator(bot: MatchBot, interaction: Interaction) -> bool:
    """The application's owner or team, or a moderator of a server in ADMIN_GUILD_IDS:
    who may change what every server without its own knowledge answers from."""
    if await bot.is_owner(interaction.user):
        return True
    guild_id = interaction.guild_id
    return guild_id in bot.admin_guild_ids and await is_moderator(bot, interaction.user)


def moderator_only() -> Callable[[T], T]:
    """The run-time gate: `default_permissions` only hides a command, and admins can
    override that in Server Settings > Integrations, so the command checks again."""

    async def predicate(interaction: Interaction) -> bool:
        if not await is_moderator(interaction.client, interaction.user):
            raise NotModerator(
                "Only moderators can do that (Manage Server, or a moderator role). "
                "Nothing was changed."
            )
        return True

    return app_commands.check(predicate)


class ModeratorOnlyView(OwnerOnlyView):
    """An owner-only view whose owner must still be a moderator at every press: rights
    are checked when a button is pressed, not only when the view was opened (a role
    taken away since then counts). A refused press is audited, within the budget."""

    async def refuse_owner(self, interaction: Interaction) -> str | None:
        return None if await still_moderator(interaction) else REVOKED


REVOKED = (
    "You are not a moderator in this server any more (Manage Server, or a moderator "
    "role), so this was not done. Nothing was changed."
)


async def still_moderator(interaction: Interaction) -> bool:
    """Whether the presser is a moderator NOW (a role taken away since a view or form
    was opened counts); a refusal is audited, within the member's refusal budget."""
    if await is_moderator(interaction.client, interaction.user):
        return True
    interaction.client.refused(interaction, "press", "NotModerator")
    return False


def operator_only() -> Callable[[T], T]:
    """For the operator's knowledge (/reload): it changes every server without its own."""

    async def predicate(interaction: Interaction) -> bool:
        if not await is_operator(interaction.client, interaction):
            raise NotModerator(
                "Only the bot's operator can reload the shared knowledge (it changes what "
                "every server without its own answers from). Nothing was changed. To "
                "change this server's knowledge, use /knowledge upload."
            )
        return True

    return app_commands.check(predicate)
