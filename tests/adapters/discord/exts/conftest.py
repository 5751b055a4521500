"""SimCord fixtures: a bot on the bundled knowledge and a small guild to talk to it in.

Loading the knowledge takes a few hundred milliseconds, so by default every test shares
one loaded `live_knowledge` (copied per test, so a reload in one test never leaks into
another). Tests that edit YAML override `live_knowledge` with one on their own
`knowledge_copy`.
"""

from __future__ import annotations

import copy
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapters.discord.client import MatchBot, create_bot
from bot.service import ANSWER_CHANNELS, MODERATOR_ROLES, MatchService
from bot.service.live import LiveKnowledge
from bot.settings import Settings
from bot.store import Store
from tests.conftest import KNOWLEDGE

GUILD_ID = 111_111_111_111_111_111


@pytest.fixture(scope="session")
def shared_knowledge(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    target = tmp_path_factory.mktemp("shared") / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(shared_knowledge: LiveKnowledge) -> LiveKnowledge:
    return copy.copy(shared_knowledge)


@pytest.fixture
def bot_service(live_knowledge: LiveKnowledge, memory_store: Store) -> MatchService:
    return MatchService(live_knowledge, memory_store)


def make_settings(**overrides: Any) -> Settings:
    """Settings for tests: every field explicit, so neither a developer's .env nor their
    environment (a real token, say) changes what the tests see."""
    values: dict[str, Any] = {
        "discord_token": None,
        "knowledge_path": KNOWLEDGE,
        "message_content_intent": True,
        "log_level": "INFO",
        "dev_guild_id": GUILD_ID,
        "answer_channel_ids": [],
        "moderator_role_ids": [],
        "user_cooldown_rate": 3,
        "user_cooldown_seconds": 10.0,
        "channel_cooldown_rate": 10,
        "channel_cooldown_seconds": 10.0,
        "unanswered_path": None,
        "watch_knowledge": False,
        "shard_count": None,
        "shard_ids": [],
        "log_format": "text",
        "sync_commands": True,
        "metrics_port": None,
        "discord_debug_log": False,
        "database_url": None,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
def bot_settings() -> Settings:
    return make_settings()


@pytest.fixture
def simcord_bot(bot_settings: Settings, bot_service: MatchService) -> MatchBot:
    return create_bot(bot_settings, bot_service)


@dataclass
class World:
    env: Any
    bot: MatchBot
    guild: Any
    general: Any
    answers: Any
    mods: Any  # the moderator role (listed in MODERATOR_ROLE_IDS, no Manage Server)
    alice: Any  # plain member
    bob: Any  # plain member
    admin: Any  # moderator by Manage Server
    modder: Any  # moderator by role

    def mention(self, text: str) -> str:
        return f"{self.bot.user.mention} {text}"  # type: ignore[union-attr]


@pytest.fixture
def world(simcord_env: Any) -> World:
    env = simcord_env
    bot: MatchBot = env.bot
    guild = env.create_guild("Fans", id=GUILD_ID)
    general = guild.create_text_channel("general")
    answers = guild.create_text_channel("match-questions")
    bot.service.config.register(ANSWER_CHANNELS, frozenset({answers.id}))
    managers = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
    mods = guild.create_role("Mods")
    bot.service.config.register(MODERATOR_ROLES, frozenset({mods.id}))
    # This server's moderators are the operator's (ADMIN_GUILD_IDS), so /reload works here;
    # tests of the operator gate take it out again.
    bot.admin_guild_ids.add(guild.id)
    return World(
        env=env,
        bot=bot,
        guild=guild,
        general=general,
        answers=answers,
        mods=mods,
        alice=guild.add_member(env.create_user("alice")),
        bob=guild.add_member(env.create_user("bob")),
        admin=guild.add_member(env.create_user("admin"), roles=[managers]),
        modder=guild.add_member(env.create_user("modder"), roles=[mods]),
    )


def bot_messages(channel: Any, bot: MatchBot) -> list[discord.Message]:
    return [m for m in channel.history() if bot.user and m.author.id == bot.user.id]


def last_post(env: Any) -> Any:
    return [r for r in env.http_requests if r.method == "POST" and r.path.endswith("/messages")][-1]


def write_extra(knowledge_dir: Path, name: str, text: str) -> Path:
    path = knowledge_dir / name
    path.write_text(text, encoding="utf-8")
    return path
