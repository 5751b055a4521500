"""Replies Discord refuses (a missing permission, an expired interaction) are one log line
that names the cause, never a traceback or a retry storm."""

from __future__ import annotations

import logging
from typing import Any

import discord
import pytest
from simcord import assert_error

from tests.adapters.discord.exts.conftest import (
    World,
    bot_messages,
)

WINNER = "who scored the winner?"


def warnings(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING]


# --- missing permissions ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("target", "denied", "refusal", "label"),
    [
        # An overwrite on the bot itself; SimCord refuses the send with 403/50013.
        ("bot", discord.PermissionOverwrite(send_messages=False), None, "Send Messages"),
        # A read-only channel: @everyone may not send, and the bot has no allow (alice has).
        ("everyone", discord.PermissionOverwrite(send_messages=False), None, "Send Messages"),
        # No history: Discord refuses a reply. SimCord does not model that check for replies,
        # so the refusal is injected; the permission is still read from the bot's cache.
        (
            "bot",
            discord.PermissionOverwrite(read_message_history=False),
            50013,
            "Read Message History",
        ),
        # Discord's own code for the same refusal names it without the cache.
        ("everyone", discord.PermissionOverwrite(), 160002, "Read Message History"),
    ],
)
async def test_missing_channel_permission_is_one_line_naming_channel_and_permission(
    world: World,
    caplog: pytest.LogCaptureFixture,
    target: str,
    denied: discord.PermissionOverwrite,
    refusal: int | None,
    label: str,
) -> None:
    overwrites: dict[Any, discord.PermissionOverwrite] = {
        world.alice: discord.PermissionOverwrite(send_messages=True)  # she may ask there
    }
    overwrites[world.bot.user if target == "bot" else world.guild.default_role] = denied
    locked = world.guild.create_text_channel("locked", overwrites=overwrites)
    if refusal is not None:
        world.env.inject_error(
            "POST", f"/channels/{locked.id}/messages", status=403, code=refusal, times=None
        )
    with caplog.at_level(logging.DEBUG, logger="bot"):
        await world.alice.send(locked, world.mention(WINNER))
    assert bot_messages(locked, world.bot) == []
    [line] = warnings(caplog)  # exactly one, not one per layer
    text = line.getMessage()
    assert f"#locked ({locked.id})" in text
    assert f"missing permission {label} " in text
    assert f"code {refusal or 50013}" in text
    assert line.exc_info is None  # a sentence, not a traceback
    assert world.env.errors == []  # handled: nothing escaped to discord.py's on_error

    caplog.clear()
    await world.alice.send(world.general, world.mention(WINNER))  # elsewhere: answered
    assert "Lautaro Martinez" in world.general.last_message.content
    await world.alice.send(locked, world.mention("who won?"))  # the next one there: one line
    assert bot_messages(locked, world.bot) == []
    assert len(warnings(caplog)) == 1


async def test_injected_403_without_a_cached_cause_still_names_the_suspects(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    world.env.inject_error(
        "POST", "/channels/*/messages", status=403, code=50013, message="Missing Permissions"
    )
    with caplog.at_level(logging.WARNING, logger="bot"):
        await world.alice.send(world.general, world.mention("who won?"))
    [line] = warnings(caplog)
    text = line.getMessage()
    assert f"#general ({world.general.id})" in text
    assert "missing permission Send Messages (or Read Message History" in text
    await world.alice.send(world.general, world.mention(WINNER))
    assert "Lautaro Martinez" in world.general.last_message.content


# --- expired interactions --------------------------------------------------------------


async def test_an_expired_interaction_is_one_warning_line(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """Discord answers 404 (10062 Unknown interaction) when the reply came too late: one
    line, no ERROR traceback, and no second 404 from trying to report the error."""
    world.env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    with caplog.at_level(logging.DEBUG, logger="bot"):
        await world.alice.slash(world.general, "ask", question=WINNER)
    noisy = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(noisy) == 1, [r.getMessage() for r in noisy]
    [line] = noisy
    assert line.levelno == logging.WARNING and line.exc_info is None
    assert "/ask" in line.getMessage() and "expired" in line.getMessage()
    callbacks = [r for r in world.env.http_requests if r.path.endswith("/callback")]
    assert len(callbacks) == 1  # no second attempt to say something went wrong
    assert_error(world.env, discord.app_commands.CommandInvokeError)  # seen by the tree
