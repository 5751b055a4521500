"""Issue 23 in Discord: rights re-checked at press time (row 9), refused commands throttled
and autocomplete on metadata (row 11), a slow second Confirm answered (row 13)."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from typing import Any

import discord
import pytest
from simcord import assert_responded

from bot.adapters.discord.client import NotModerator
from bot.adapters.discord.runner import _close_on_sigterm
from bot.store import Store, StoreUnavailable
from tests.adapters.discord.exts.conftest import GUILD_ID, World, bot_messages
from tests.adapters.discord.exts.test_knowledge import intents_file
from tests.adapters.discord.exts.two_servers import (  # noqa: F401  (fixtures by name)
    bot_service,
    bot_settings,
    sqlite,
)

HAUNTED = "where did the lads kick the ball about?"


async def upload(world: World, who: Any) -> Any:
    result = await who.slash(world.general, "knowledge upload", file=intents_file())
    assert_responded(result, ephemeral=True)
    assert "is valid" in result.response.content
    return result.response


async def show_to(world: World, name: str, who: Any) -> None:
    """Let `who` (a role or member) see the command, as Server Settings > Integrations."""
    command = next(c for c in await world.bot.tree.fetch_commands() if c.name == name)
    world.guild.set_command_permissions(command, {who: True})


def take_role(world: World, who: Any, role: Any) -> None:
    world.env.backend.remove_member_role(world.guild.id, who.id, role.id)


# row 9


async def test_a_moderator_whose_role_was_removed_cannot_confirm(
    world: World, sqlite: Store
) -> None:
    await show_to(world, "knowledge", world.mods)
    shown = await upload(world, world.modder)  # a moderator by the Mods role
    take_role(world, world.modder, world.mods)
    pressed = await world.modder.click(shown.message, label="Confirm")
    assert_responded(pressed, contains="not a moderator in this server any more", ephemeral=True)
    await world.env.settle()
    assert await sqlite.history(GUILD_ID) == []
    assert any(e.result == "refused" for e in await sqlite.audit_log(GUILD_ID))


async def test_a_moderator_whose_role_was_removed_cannot_teach(world: World, sqlite: Store) -> None:
    await show_to(world, "unanswered", world.mods)
    await world.env.advance_time(11)
    await world.alice.send(world.general, world.mention(HAUNTED))
    listed = await world.modder.slash(world.general, "unanswered")
    assert_responded(listed, ephemeral=True)
    teach = await world.modder.select(listed.response.message, values=["0"])
    assert_responded(teach, ephemeral=True)
    take_role(world, world.modder, world.mods)
    [select] = [
        child
        for row in teach.response.message.components
        for child in row.children
        if isinstance(child, discord.SelectMenu)
    ]
    intent = select.options[0].value
    picked = await world.modder.select(teach.response.message, values=[intent])
    assert_responded(picked, contains="not a moderator in this server any more", ephemeral=True)
    write = await world.modder.click(teach.response.message, label="Write a new answer")
    assert_responded(write, contains="not a moderator in this server any more", ephemeral=True)
    await world.env.settle()
    assert await sqlite.history(GUILD_ID) == []
    assert [e.example for e in await sqlite.unanswered(GUILD_ID)] == [HAUNTED]


# row 11


async def test_refused_commands_are_throttled(world: World, sqlite: Store) -> None:
    await show_to(world, "unanswered", world.alice)
    for _ in range(30):
        result = await world.alice.slash(world.general, "unanswered")
        assert_responded(result, ephemeral=True)
    await world.env.settle()
    await asyncio.sleep(0.2)  # the audit rows are written in the background
    refused = [e for e in await sqlite.audit_log(GUILD_ID, 100) if e.result == "refused"]
    assert 1 <= len(refused) <= world.bot.settings.user_cooldown_rate
    last = await world.alice.slash(world.general, "unanswered")
    assert "Slow down" in last.response.content
    assert all(isinstance(e, NotModerator) for e in world.env.errors)  # read: acknowledged


async def test_rollback_autocomplete_reads_metadata_only(
    world: World, sqlite: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = await upload(world, world.admin)
    await world.admin.click(shown.message, label="Confirm")
    calls: list[dict[str, Any]] = []
    real = sqlite.history

    async def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(kwargs)
        return await real(*args, **kwargs)

    monkeypatch.setattr(sqlite, "history", spy)
    choices = await world.admin.autocomplete(world.general, "knowledge rollback", "version", "")
    assert [c["value"] for c in choices] == [1]
    assert calls and all(call.get("files") is False for call in calls)


# row 13


async def test_a_slow_second_confirm_is_told_it_is_being_handled(
    world: World, sqlite: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = await upload(world, world.admin)
    release = asyncio.Event()
    real = world.bot.service.knowledge.commit

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await world.env.external_wait(release.wait(), reason="a commit that takes a while")
        return await real(*args, **kwargs)

    monkeypatch.setattr(world.bot.service.knowledge, "commit", slow)
    first = await world.admin.click(shown.message, label="Confirm")  # waits in commit
    assert_responded(first)  # deferred
    second = await world.admin.click(shown.message, label="Confirm")
    assert_responded(second, contains="Already being handled", ephemeral=True)
    release.set()
    await world.env.settle()
    assert world.env.errors == []
    assert [v.id for v in await sqlite.history(GUILD_ID)] == [1]  # saved once


# row 6


async def test_sigterm_finishes_the_replies_in_flight_then_closes(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    release = asyncio.Event()
    real = world.bot.service.answers.ask

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await world.env.external_wait(release.wait(), reason="answers still being worked on")
        return await real(*args, **kwargs)

    monkeypatch.setattr(world.bot.service.answers, "ask", slow)
    askers = [world.alice, world.bob, world.admin, world.modder]
    for who in askers:
        await who.send(world.general, world.mention("who scored the winner?"))
    closing = _close_on_sigterm(world.bot)
    loop = asyncio.get_running_loop()
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(100):
            if closing:
                break
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        late = world.env.create_user("late")
        await world.guild.add_member(late).send(world.general, world.mention("who won?"))
        release.set()
        await asyncio.wait_for(closing[0], 15)
    finally:
        loop.remove_signal_handler(signal.SIGTERM)
    replies = bot_messages(world.general, world.bot)
    assert len(replies) == len(askers)  # every reply in flight went out, none to the late one
    assert all("scored the winner" in m.content for m in replies)
    assert world.bot.is_closed()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


# rows 4 and 5: a store outage during a moderator's change


async def test_a_change_during_an_outage_is_told_not_saved(
    world: World, sqlite: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = await upload(world, world.admin)
    await world.admin.click(shown.message, label="Confirm")  # version 1, while it works
    again = await upload(world, world.admin)

    async def away(*_: Any, **__: Any) -> Any:
        raise StoreUnavailable("PostgreSQL unavailable (AdminShutdownError 57P01)")

    for name in ("add_version", "activate", "active_version_id"):
        monkeypatch.setattr(sqlite, name, away)
    confirmed = await world.admin.click(again.message, label="Confirm")
    assert_responded(confirmed, contains="Not saved: PostgreSQL unavailable")
    reset = await world.admin.slash(world.general, "knowledge reset")
    assert_responded(reset, contains="Not reset: PostgreSQL unavailable", ephemeral=True)
    rollback = await world.admin.slash(world.general, "knowledge rollback", version=1)
    assert_responded(rollback, contains="Not rolled back: PostgreSQL unavailable", ephemeral=True)
    assert world.env.errors == []
    monkeypatch.undo()
    assert [v.id for v in await sqlite.history(GUILD_ID)] == [1]  # nothing else was saved
