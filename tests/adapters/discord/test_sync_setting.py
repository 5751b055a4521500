"""SYNC_COMMANDS: with several processes only one syncs; the others never touch commands."""

from __future__ import annotations

import copy
from typing import Any

import discord
import pytest
import simcord

from bot.adapters.discord.client import create_bot
from bot.service import MatchService
from bot.service.live import LiveKnowledge
from bot.store import Store
from tests.adapters.discord.exts.conftest import GUILD_ID, make_settings
from tests.conftest import KNOWLEDGE


@pytest.fixture(scope="module")
def module_knowledge() -> LiveKnowledge:
    return LiveKnowledge(KNOWLEDGE)  # read-only here: nothing reloads


@pytest.fixture
def bot_service(module_knowledge: LiveKnowledge, memory_store: Store) -> MatchService:
    return MatchService(copy.copy(module_knowledge), memory_store)


def command_writes(env: Any) -> list[Any]:
    """Every request that would create or replace application commands."""
    return [
        r
        for r in env.http_requests
        if r.method in ("PUT", "POST", "PATCH") and "/commands" in r.path
    ]


async def test_sync_commands_false_never_syncs(bot_service: MatchService) -> None:
    bot = create_bot(make_settings(sync_commands=False), bot_service)
    async with simcord.run(bot) as env:
        assert command_writes(env) == []
        assert await bot.tree.fetch_commands(guild=discord.Object(GUILD_ID)) == []
        assert await bot.tree.fetch_commands() == []
        # It still answers: only the sync is skipped.
        guild = env.create_guild("Fans", id=GUILD_ID)
        general = guild.create_text_channel("general")
        alice = guild.add_member(env.create_user("alice"))
        await alice.send(general, f"{bot.user.mention} who won?")  # type: ignore[union-attr]
        assert "Argentina" in general.last_message.content


async def test_sync_commands_false_on_a_shard_worker(bot_service: MatchService) -> None:
    settings = make_settings(
        sync_commands=False, shard_count=4, shard_ids=[2, 3], dev_guild_id=None
    )
    bot = create_bot(settings, bot_service)
    async with simcord.run(bot) as env:
        assert command_writes(env) == []
        assert await bot.tree.fetch_commands() == []


async def test_sync_commands_true_syncs(bot_service: MatchService) -> None:
    bot = create_bot(make_settings(sync_commands=True, dev_guild_id=None), bot_service)
    async with simcord.run(bot) as env:
        assert command_writes(env), "the default must still sync"
        assert {c.name for c in await bot.tree.fetch_commands()} >= {"ask", "reload"}
