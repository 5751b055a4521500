"""/reload and /unanswered: moderators only, ephemeral, and never losing good knowledge."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import discord
import pytest
from simcord import SetupError, assert_error, assert_responded

from bot.adapters.discord.client import NotModerator
from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import GUILD_ID, World


@pytest.fixture
def live_knowledge(shared_knowledge: LiveKnowledge, knowledge_copy: Path) -> LiveKnowledge:
    """The live knowledge on a writable copy, so tests can edit the YAML and reload. The
    copy holds the same files as the shared one, so its loaded engine is reused (loading
    is slow)."""
    live = copy.copy(shared_knowledge)
    live.path = knowledge_copy
    return live


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


async def command(world: World, name: str) -> discord.app_commands.AppCommand:
    synced = await world.bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
    return next(c for c in synced if c.name == name)


async def ask(world: World, question: str) -> str:
    await world.alice.send(world.general, world.mention(question))
    return str(world.general.last_message.content)


async def test_manage_server_moderator_reloads(world: World) -> None:
    version = world.bot.service.live.engine.version
    result = await world.admin.slash(world.general, "reload")
    assert_responded(result, contains="Reloaded.", ephemeral=True)
    assert f"\u2192 {version}" in result.response.content
    assert "no changes" in result.response.content


async def test_role_moderator_reloads_once_the_command_is_shown_to_the_role(world: World) -> None:
    assert "reload" not in world.modder.available_commands(world.general)  # hidden by default
    world.guild.set_command_permissions(await command(world, "reload"), {world.mods: True})
    assert "reload" in world.modder.available_commands(world.general)
    result = await world.modder.slash(world.general, "reload")
    assert_responded(result, contains="Reloaded.", ephemeral=True)


async def test_plain_member_cannot_see_reload(world: World) -> None:
    cmd = await command(world, "reload")
    assert cmd.default_member_permissions == discord.Permissions(manage_guild=True)
    assert "reload" not in world.alice.available_commands(world.general)
    assert "unanswered" not in world.alice.available_commands(world.general)
    with pytest.raises(SetupError, match="default-member-permissions"):
        await world.alice.slash(world.general, "reload")


async def test_plain_member_refused_at_run_time_and_nothing_changes(
    world: World, knowledge_copy: Path
) -> None:
    world.guild.set_command_permissions(await command(world, "reload"), {world.alice: True})
    edit(knowledge_copy / "match.yaml", "name: Lautaro Martinez", "name: Lautaro Renamed")
    before = world.bot.service.live.engine.version
    result = await world.alice.slash(world.general, "reload")
    assert_responded(result, contains="Only the bot's operator", ephemeral=True)
    assert_error(world.env, NotModerator)
    assert world.bot.service.live.engine.version == before
    assert "Lautaro Martinez" in await ask(world, "who scored the winner?")


async def test_broken_yaml_is_rejected_with_file_and_line(
    world: World, knowledge_copy: Path
) -> None:
    before = world.bot.service.live.engine.version
    edit(knowledge_copy / "match.yaml", "scorer: lautaro-martinez", "scorer: nobody-known")
    result = await world.admin.slash(world.general, "reload")
    assert_responded(result, contains="Reload rejected", ephemeral=True)
    content = result.response.content
    assert f"Still answering from version {before}" in content
    assert "match.yaml:" in content and "nobody-known" in content
    line = next(ln for ln in content.splitlines() if "nobody-known" in ln)
    assert line.split("match.yaml:")[1].split(":")[0].isdigit()  # FILE:LINE: field: message
    assert world.bot.service.live.engine.version == before
    assert "Lautaro Martinez" in await ask(world, "who scored the winner?")


async def test_many_problems_are_cut_to_fit(world: World, knowledge_copy: Path) -> None:
    path = knowledge_copy / "match.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("id: ", "id: Bad Id With Spaces "), encoding="utf-8")
    result = await world.admin.slash(world.general, "reload")
    assert_responded(result, contains="Reload rejected", ephemeral=True)
    assert len(result.response.content) <= 2000


async def test_edited_yaml_changes_the_answer(world: World, knowledge_copy: Path) -> None:
    assert "Lautaro Martinez" in await ask(world, "who scored the winner?")
    edit(knowledge_copy / "match.yaml", "name: Lautaro Martinez", "name: Lautaro Javier Martinez")
    result = await world.admin.slash(world.general, "reload")
    assert_responded(result, contains="people +0 -0 ~1", ephemeral=True)
    assert world.bot.service.live.engine.version in result.response.content
    assert "Lautaro Javier Martinez" in await ask(world, "who scored the winner?")
    score = await world.alice.slash(world.general, "score")
    assert "Lautaro Javier Martinez" in score.response.content


async def test_unanswered_fills_and_ranks(world: World) -> None:
    empty = await world.admin.slash(world.general, "unanswered")
    assert_responded(empty, contains="No unanswered questions", ephemeral=True)
    await ask(world, "how is the weather?")
    await world.env.advance_time(11)  # past the cooldown window
    await ask(world, "what is the capital of France?")
    await ask(world, "how is the weather?")  # alice again: one member counts once
    await world.bob.send(world.general, world.mention("How is the weather"))
    await world.alice.send(world.general, world.mention("who scored the winner?"))  # answered
    result = await world.admin.slash(world.general, "unanswered")
    assert_responded(result, ephemeral=True)
    lines = [ln for ln in result.response.content.splitlines() if ln[:1].isdigit()]
    assert lines[0].startswith("1. 2x") and "weather" in lines[0]
    assert "capital of France" in lines[1] and "1x" in lines[1]
    assert not any("winner" in ln for ln in lines)
    assert "closest:" in lines[0]


async def test_unanswered_is_moderator_only(world: World) -> None:
    assert "unanswered" in world.admin.available_commands(world.general)
    world.guild.set_command_permissions(await command(world, "unanswered"), {world.bob: True})
    result = await world.bob.slash(world.general, "unanswered")
    assert_responded(result, contains="Only moderators", ephemeral=True)
    assert_error(world.env, NotModerator)
    world.guild.set_command_permissions(await command(world, "unanswered"), {world.mods: True})
    ok: Any = await world.modder.slash(world.general, "unanswered")
    assert_responded(ok, ephemeral=True)
    assert "Only moderators" not in ok.response.content


async def test_reload_removing_a_file_asks_for_confirmation(
    world: World, knowledge_copy: Path
) -> None:
    """Issue 14: a deleted file reloaded as `result=ok` and everything it held was gone."""
    extra = knowledge_copy / "extra.yaml"
    extra.write_text(
        "intents:\n  - id: kiosk-crisps\n    description: What crisps the kiosk sold\n"
        '    patterns: ["what crisps did the kiosk sell"]\n'
        '    answer:\n      text: "Salt and vinegar."\n',
        encoding="utf-8",
    )
    assert "Reloaded." in (await world.admin.slash(world.general, "reload")).response.content
    with_extra = world.bot.service.live.engine.version
    extra.unlink()
    refused = await world.admin.slash(world.general, "reload")
    assert_responded(refused, contains="Reload not applied", ephemeral=True)
    assert "confirm:True" in refused.response.content and "extra.yaml" in refused.response.content
    assert world.bot.service.live.engine.version == with_extra
    applied = await world.admin.slash(world.general, "reload", confirm=True)
    assert_responded(applied, contains="Reloaded.", ephemeral=True)
    assert world.bot.service.live.engine.version != with_extra
