"""Issue 36, defect 8: the SQLite file deleted while the bot runs is a store outage like
any other: /knowledge upload and /unanswered say "Not saved", with no traceback."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from simcord import assert_responded

from bot.store import SqliteStore, Store
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.test_knowledge import intents_file
from tests.adapters.discord.exts.test_spanish import spanish_client  # noqa: F401
from tests.adapters.discord.exts.two_servers import (  # noqa: F401  (fixtures by name)
    bot_service,
    bot_settings,
    sqlite,
)


def no_traceback(caplog: pytest.LogCaptureFixture) -> None:
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_the_data_file_deleted_while_running_is_not_saved(
    world: World, sqlite: Store, caplog: pytest.LogCaptureFixture
) -> None:
    assert isinstance(sqlite, SqliteStore)
    Path(sqlite.path).unlink()
    uploaded = await world.admin.slash(world.general, "knowledge upload", file=intents_file())
    assert_responded(uploaded, contains="Not saved: SQLite database file deleted", ephemeral=True)
    listed = await world.admin.slash(world.general, "unanswered")
    assert_responded(listed, contains="Not saved: SQLite database file deleted", ephemeral=True)
    assert "Something went wrong" not in listed.response.content
    no_traceback(caplog)
    assert world.env.errors == []  # handled by the commands, not the error handler
    assert not Path(sqlite.path).exists()  # no empty database made in its place


async def test_the_outage_is_said_in_spanish(
    world: World, sqlite: Store, spanish_client: str, caplog: pytest.LogCaptureFixture
) -> None:
    assert isinstance(sqlite, SqliteStore)
    Path(sqlite.path).unlink()
    listed = await world.admin.slash(world.general, "unanswered")
    assert_responded(listed, contains="No se guardó", ephemeral=True)
    no_traceback(caplog)
