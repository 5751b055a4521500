"""The client as a whole: extensions, sync, intents, sharding and the tree's error handler."""

from __future__ import annotations

import copy
from typing import Any

import discord
import pytest
import simcord
from discord import app_commands
from discord.ext import commands
from simcord import SetupError, assert_error, assert_responded

from bot.adapters.discord import embeds
from bot.adapters.discord.client import MatchBot, ShardedMatchBot, create_bot, walk_extensions
from bot.service import ANSWER_CHANNELS, MatchService
from bot.service.live import LiveKnowledge
from bot.store import Store
from tests.adapters.discord.exts.conftest import GUILD_ID, make_settings
from tests.conftest import KNOWLEDGE

COMMANDS = {
    "ask",
    "score",
    "match",
    "timeline",
    "goals",
    "quote",
    "player",
    "help",
    "reload",
    "unanswered",
    "knowledge",
    "config",
    "stats",
    "table",
    "scorers",
    "bracket",
    "team",
    "live",
    "predict",
    "predictions",
    "leaderboard",
    "quiz",
}


@pytest.fixture(scope="module")
def module_knowledge() -> LiveKnowledge:
    return LiveKnowledge(KNOWLEDGE)  # read-only here: nothing reloads


def new_bot(store: LiveKnowledge, memory_store: Store, **settings: Any) -> MatchBot:
    service = MatchService(copy.copy(store), memory_store)
    return create_bot(make_settings(**settings), service)


async def test_smoke_every_extension_loaded_and_every_command_synced(
    module_knowledge: LiveKnowledge, memory_store: Store
) -> None:
    bot = new_bot(module_knowledge, memory_store)
    async with simcord.run(bot) as env:
        expected = {
            f"bot.adapters.discord.exts.{n}"
            for n in (
                "questions",
                "match",
                "people",
                "help",
                "moderation",
                "knowledge",
                "config",
                "tournament",
                "live",
                "predictions",
                "quiz",
            )
        }
        assert set(walk_extensions()) == expected
        assert set(bot.extensions) == expected
        synced = await bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
        assert {c.name for c in synced} == COMMANDS
        assert bot.allowed_mentions is not None
        assert bot.allowed_mentions.to_dict() == {"parse": []}  # nobody, not even the asker
        assert not isinstance(bot, commands.AutoShardedBot)

        guild = env.create_guild("Fans", id=GUILD_ID)
        general = guild.create_text_channel("general")
        alice = guild.add_member(env.create_user("alice"))
        available = set(alice.available_commands(general))
        hidden = {"reload", "unanswered", "knowledge", "config", "stats", "predictions", "live"}
        assert available == COMMANDS - hidden | {"predictions show", "predictions forget"}
        await alice.send(general, f"{bot.user.mention} who scored the winner?")  # type: ignore[union-attr]
        assert "Lautaro Martinez" in general.last_message.content


async def test_global_sync_without_dev_guild(
    module_knowledge: LiveKnowledge, memory_store: Store
) -> None:
    bot = new_bot(module_knowledge, memory_store, dev_guild_id=None)
    async with simcord.run(bot) as env:
        assert {c.name for c in await bot.tree.fetch_commands()} == COMMANDS
        guild = env.create_guild("Anywhere")
        channel = guild.create_text_channel("general")
        alice = guild.add_member(env.create_user("alice"))
        result = await alice.slash(channel, "score")
        assert "Argentina beat England 2-1" in result.response.content


async def test_unknown_and_unsynced_commands_fail_as_in_discord(
    module_knowledge: LiveKnowledge, memory_store: Store
) -> None:
    bot = new_bot(module_knowledge, memory_store)
    async with simcord.run(bot) as env:
        guild = env.create_guild("Fans", id=GUILD_ID)
        general = guild.create_text_channel("general")
        alice = guild.add_member(env.create_user("alice"))
        with pytest.raises(SetupError, match="No application command named 'nope'"):
            await alice.slash(general, "nope")

        @app_commands.command(name="late", description="added after the sync")
        async def late(interaction: discord.Interaction[MatchBot]) -> None:
            await interaction.response.send_message("too late")

        bot.tree.add_command(late, guild=discord.Object(GUILD_ID))
        with pytest.raises(SetupError, match="never synced"):
            await alice.slash(general, "late")


async def test_unexpected_error_is_short_and_ephemeral(
    module_knowledge: LiveKnowledge,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    memory_store: Store,
) -> None:
    def broken(engine: object, lang: str = "en") -> discord.Embed:
        raise RuntimeError("secret internal detail")

    monkeypatch.setattr(embeds, "match_card", broken)
    bot = new_bot(module_knowledge, memory_store)
    async with simcord.run(bot) as env:
        guild = env.create_guild("Fans", id=GUILD_ID)
        general = guild.create_text_channel("general")
        alice = guild.add_member(env.create_user("alice"))
        result = await alice.slash(general, "match")
        assert_responded(result, contains="Something went wrong", ephemeral=True)
        assert "secret" not in result.response.content
        err = assert_error(env, app_commands.CommandInvokeError)
        assert isinstance(err.original, RuntimeError)
    assert any(r.exc_info and "/match failed" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("enabled", [True, False])
async def test_message_content_intent_follows_the_setting(
    module_knowledge: LiveKnowledge, enabled: bool, memory_store: Store
) -> None:
    bot = new_bot(module_knowledge, memory_store, message_content_intent=enabled)
    assert bot.intents.message_content is enabled
    assert not bot.intents.members and not bot.intents.presences
    async with simcord.run(bot) as env:
        guild = env.create_guild("Fans", id=GUILD_ID)
        answers = guild.create_text_channel("answers")
        bot.service.config.register(ANSWER_CHANNELS, frozenset({answers.id}))
        alice = guild.add_member(env.create_user("alice"))
        await alice.send(answers, "who scored the winner?")
        answered = answers.last_message.author.id == bot.user.id  # type: ignore[union-attr]
        assert answered is enabled  # without the intent Discord blanks the text
        await alice.send(answers, f"{bot.user.mention} who scored the winner?")  # type: ignore[union-attr]
        assert "Lautaro Martinez" in answers.last_message.content  # mentions still arrive


async def test_shard_count_makes_a_sharded_bot_whose_shards_see_their_guilds(
    module_knowledge: LiveKnowledge, memory_store: Store
) -> None:
    bot = new_bot(module_knowledge, memory_store, shard_count=2, dev_guild_id=None)
    assert isinstance(bot, ShardedMatchBot) and isinstance(bot, commands.AutoShardedBot)
    async with simcord.run(bot) as env:
        assert sorted(bot.shards) == [0, 1]
        for shard_id in (0, 1):
            guild = env.create_guild(f"shard {shard_id}", shard_id=shard_id)
            channel = guild.create_text_channel("general")
            alice = guild.add_member(env.create_user(f"fan{shard_id}"))
            await env.settle()
            assert bot.get_guild(guild.id).shard_id == shard_id  # type: ignore[union-attr]
            await alice.send(channel, f"{bot.user.mention} who won?")  # type: ignore[union-attr]
            assert "Argentina" in channel.last_message.content
            result = await alice.slash(channel, "score")
            assert "2-1" in result.response.content


async def test_shard_ids_make_a_partial_worker(
    module_knowledge: LiveKnowledge, memory_store: Store
) -> None:
    bot = new_bot(
        module_knowledge, memory_store, shard_count=4, shard_ids=[2, 3], dev_guild_id=None
    )
    async with simcord.run(bot) as env:
        mine = env.create_guild(shard_id=3)
        other = env.create_guild(shard_id=0)
        await env.settle()
        assert bot.get_guild(mine.id) is not None
        assert bot.get_guild(other.id) is None
