"""A moderator command refused to a member is in the server's audit log."""

from __future__ import annotations

import logging

import discord
import pytest
from simcord import assert_error, assert_responded

from bot.adapters.discord.client import NotModerator
from tests.adapters.discord.exts.conftest import (
    GUILD_ID,
    World,
)


async def _command(world: World, name: str) -> discord.app_commands.AppCommand:
    synced = await world.bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
    return next(c for c in synced if c.name == name)


# --- refused moderator commands are audited --------------------------------------------


async def test_a_refused_moderator_command_is_in_the_audit_log(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        for name in ("reload", "unanswered"):
            world.guild.set_command_permissions(await _command(world, name), {world.alice: True})
            result = await world.alice.slash(world.general, name)
            assert_responded(result, contains="Only ", ephemeral=True)
            assert_error(world.env, NotModerator)
    audit = [r for r in caplog.records if r.name == "matchbot.audit"]
    assert len(audit) == 2
    for record, name in zip(audit, ("reload", "unanswered"), strict=True):
        assert record.levelno == logging.WARNING
        text = record.getMessage()
        assert text.startswith(f"refused command=/{name} by=alice")
        assert str(world.alice.id) in text and f"in_guild_{GUILD_ID}" in text
        assert text.endswith(" reason=NotModerator")
