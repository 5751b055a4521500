"""/stats: a server's moderators see that server's questions, answer rate and top
unanswered over the last day and week; nobody else can, and other servers don't count."""

from __future__ import annotations

from typing import Any

import pytest
from simcord import assert_error, assert_responded

from bot.adapters.discord.client import NotModerator
from bot.store import Store, StoreUnavailable
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.two_servers import (  # noqa: F401  (fixtures by name)
    bot_service,
    bot_settings,
    sqlite,
)

OTHER_GUILD = 333_333_333_333_333_333


def reply_text(result: Any) -> str:
    assert_responded(result, ephemeral=True)
    return str(result.response.content)


async def ask(world: World, who: Any, channel: Any, question: str) -> None:
    await world.env.advance_time(11)  # past the cooldown window
    await who.send(channel, world.mention(question))


async def test_moderators_see_their_servers_numbers(world: World) -> None:
    await ask(world, world.alice, world.general, "who scored the winner?")
    await ask(world, world.bob, world.general, "who won the match?")
    await ask(world, world.alice, world.general, "what colour were the corner flags?")
    await ask(world, world.bob, world.general, "what colour were the corner flags?")
    # another server's questions are not this server's
    other = world.env.create_guild("Rivals", id=OTHER_GUILD)
    channel = other.create_text_channel("general")
    fan = other.add_member(world.env.create_user("rival"))
    for _ in range(3):
        await ask(world, fan, channel, "how tall is the goalkeeper's dog?")

    result = await world.admin.slash(world.general, "stats")
    text = reply_text(result)
    assert "**Last 24 hours**: 4 question(s), 2 answered (50%)" in text
    assert "**Last 7 days**: 4 question(s), 2 answered (50%)" in text
    assert "2\u00d7 what colour were the corner flags?" in text
    assert "goalkeeper" not in text  # the other server's


async def test_no_questions_yet(world: World) -> None:
    result = await world.admin.slash(world.general, "stats")
    text = reply_text(result)
    assert "no questions" in text and "Top unanswered, last 24 hours: none." in text


async def test_members_cannot_see_or_run_it(world: World) -> None:
    assert "stats" not in world.alice.available_commands(world.general)
    assert "stats" in world.admin.available_commands(world.general)
    commands = await world.bot.tree.fetch_commands()
    stats = next(c for c in commands if c.name == "stats")
    world.guild.set_command_permissions(stats, {world.alice: True})
    result = await world.alice.slash(world.general, "stats")
    assert_responded(result, contains="Only moderators", ephemeral=True)
    assert_error(world.env, NotModerator)


async def test_a_database_that_is_down_is_a_polite_line(
    world: World, monkeypatch: pytest.MonkeyPatch, sqlite: Store
) -> None:
    async def down(*args: object, **kwargs: object) -> Any:
        raise StoreUnavailable("PostgreSQL at db: connection refused")

    monkeypatch.setattr(sqlite, "question_stats", down)
    result = await world.admin.slash(world.general, "stats")
    text = reply_text(result)
    assert "cannot be read right now" in text and "answers are not affected" in text
