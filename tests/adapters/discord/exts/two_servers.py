"""Fixtures for tests of one bot in two servers on a real SQLite store.

A test module opts in with `from tests.adapters.discord.exts.two_servers import
bot_service, bot_settings, sqlite`: the bot then keeps per-server data in a fresh store
and syncs its commands globally, as it does when it is in more than one server.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import LiveKnowledge, MatchService
from bot.settings import Settings
from bot.store import Store, open_store
from tests.adapters.discord.exts.conftest import make_settings


@pytest.fixture
async def sqlite(tmp_path: Path) -> AsyncIterator[Store]:
    db = await open_store(tmp_path / "matchbot.sqlite3")
    yield db
    await db.close()


@pytest.fixture
def bot_service(live_knowledge: LiveKnowledge, sqlite: Store) -> MatchService:
    return MatchService(live_knowledge, sqlite)


@pytest.fixture
def bot_settings() -> Settings:
    return make_settings(dev_guild_id=None)  # global commands: the bot is in two servers
