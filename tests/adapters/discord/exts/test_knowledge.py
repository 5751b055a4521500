"""Moderators run their own server's knowledge from Discord, as they would: /knowledge
upload (attachment, Confirm/Cancel), download, history, rollback, reset; /unanswered with
teaching (select menus, a modal); /config; /reload for the operator only. Two servers on
one bot: nothing one server's moderators do is seen in the other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord
import pytest
from simcord import SetupError, assert_error, assert_responded

from bot.adapters.discord.client import NotModerator, create_bot
from bot.knowledge import read_knowledge_texts
from bot.service import LiveKnowledge, MatchService
from bot.store import Store
from tests.adapters.discord.exts.conftest import World, make_settings
from tests.adapters.discord.exts.two_servers import (  # noqa: F401  (fixtures by name)
    bot_service,
    bot_settings,
    sqlite,
)
from tests.conftest import CRISPS, KNOWLEDGE, NEW_INTENT

INTENTS = read_knowledge_texts(KNOWLEDGE)["intents.yaml"]
HAUNTED = "where did the lads kick the ball about?"
OTHER_GUILD = 222_222_222_222_222_222


@dataclass
class Other:
    guild: Any
    general: Any
    admin: Any  # Manage Server in the other server
    fan: Any


@pytest.fixture
def other(world: World) -> Other:
    guild = world.env.create_guild("Rivals", id=OTHER_GUILD)
    managers = guild.create_role("Staff", permissions=discord.Permissions(manage_guild=True))
    return Other(
        guild=guild,
        general=guild.create_text_channel("general"),
        admin=guild.add_member(world.env.create_user("rival-admin"), roles=[managers]),
        fan=guild.add_member(world.env.create_user("rival-fan")),
    )


async def ask(world: World, who: Any, channel: Any, question: str) -> str:
    await world.env.advance_time(11)  # past the cooldown window
    await who.send(channel, world.mention(question))
    return str(channel.last_message.content)


def intents_file(text: str = INTENTS + NEW_INTENT) -> tuple[str, bytes]:
    return ("intents.yaml", text.encode())


async def upload(world: World, who: Any, file: tuple[str, bytes] | None = None) -> Any:
    result = await who.slash(world.general, "knowledge upload", file=file or intents_file())
    assert_responded(result, ephemeral=True)
    return result.response  # the deferred ("thinking") reply, filled in


async def test_upload_shows_a_diff_and_goes_live_here_on_confirm(
    world: World, other: Other
) -> None:
    shown = await upload(world, world.admin)
    assert shown.ephemeral
    assert "is valid" in shown.content and "intents: +1 added" in shown.content
    assert "Salt" not in await ask(world, world.alice, world.general, CRISPS)  # not yet
    with pytest.raises(SetupError, match="not visible"):  # ephemeral: only the uploader
        await world.modder.click(shown.message, label="Confirm")
    confirmed = await world.admin.click(shown.message, label="Confirm")
    assert_responded(confirmed, contains="Live in this server: version")
    assert "Salt and vinegar." in await ask(world, world.alice, world.general, CRISPS)
    assert "Salt" not in await ask(world, other.fan, other.general, CRISPS)  # other server
    history = await world.admin.slash(world.general, "knowledge history")
    assert_responded(history, contains="(live)", ephemeral=True)
    assert "uploaded intents.yaml" in history.response.content


async def test_cancel_and_a_broken_upload_change_nothing(world: World) -> None:
    shown = await upload(world, world.admin)
    cancelled = await world.admin.click(shown.message, label="Cancel")
    assert_responded(cancelled)
    broken = INTENTS + NEW_INTENT.replace("text: Salt", "txet: Salt")
    line = broken.count("\n", 0, broken.index("txet:")) + 1
    rejected = await upload(world, world.admin, intents_file(broken))
    assert "was not accepted" in rejected.content and "Nothing was changed" in rejected.content
    assert f"intents.yaml:{line}: " in rejected.content  # FILE:LINE like `validate`
    assert rejected.message.components == []  # nothing to confirm
    not_yaml = await world.admin.slash(
        world.general, "knowledge upload", file=("notes.txt", b"hello")
    )
    assert_responded(not_yaml, contains="not a knowledge file", ephemeral=True)
    history = await world.admin.slash(world.general, "knowledge history")
    assert_responded(history, contains="no versions of its own", ephemeral=True)
    assert "Salt" not in await ask(world, world.alice, world.general, CRISPS)


async def confirm_upload(world: World, text: str = INTENTS + NEW_INTENT) -> None:
    shown = await upload(world, world.admin, intents_file(text))
    result = await world.admin.click(shown.message, label="Confirm")
    assert_responded(result, contains="Live in this server")


async def test_download_gives_the_files_answering_here(world: World) -> None:
    before = await world.admin.slash(world.general, "knowledge download")
    assert_responded(before, contains="the operator's", ephemeral=True)
    names = sorted(a.filename for a in before.response.attachments)
    assert names == ["intents.yaml", "match.yaml", "tournament.yaml"]
    await confirm_upload(world)
    after = await world.admin.slash(world.general, "knowledge download")
    assert_responded(after, contains="this server's own", ephemeral=True)
    [intents] = [a for a in after.response.attachments if a.filename == "intents.yaml"]
    assert b"kiosk-crisps" in await intents.read()


async def test_history_rollback_with_autocomplete_and_reset(world: World) -> None:
    await confirm_upload(world)
    await confirm_upload(world, INTENTS + NEW_INTENT.replace("Salt and vinegar", "Cheese"))
    assert "Cheese." in await ask(world, world.alice, world.general, CRISPS)
    choices = await world.admin.autocomplete(world.general, "knowledge rollback", "version", "")
    assert [c["value"] for c in choices] == [2, 1]
    result = await world.admin.slash(world.general, "knowledge rollback", version=1)
    assert_responded(result, ephemeral=True)
    assert "Version 1 is live again" in result.response.content
    assert "Salt and vinegar." in await ask(world, world.alice, world.general, CRISPS)
    reset = await world.admin.slash(world.general, "knowledge reset")
    assert_responded(reset, contains="operator's knowledge again", ephemeral=True)
    assert "Salt" not in await ask(world, world.alice, world.general, CRISPS)
    history = await world.admin.slash(world.general, "knowledge history")
    assert "#1" in history.response.content and "#2" in history.response.content


async def test_another_servers_moderator_neither_sees_nor_changes_it(
    world: World, other: Other
) -> None:
    await confirm_upload(world)
    await ask(world, world.alice, world.general, HAUNTED)  # unanswered in server A
    await ask(world, other.fan, other.general, "is the pitch haunted by ghosts?")
    history = await other.admin.slash(other.general, "knowledge history")
    assert_responded(history, contains="no versions of its own", ephemeral=True)
    rollback = await other.admin.slash(other.general, "knowledge rollback", version=1)
    assert_responded(rollback, ephemeral=True)
    assert "no version 1" in rollback.response.content
    assert await other.admin.autocomplete(other.general, "knowledge rollback", "version", "") == []
    download = await other.admin.slash(other.general, "knowledge download")
    [intents] = [a for a in download.response.attachments if a.filename == "intents.yaml"]
    assert b"kiosk-crisps" not in await intents.read()
    listed = await other.admin.slash(other.general, "unanswered")
    assert "ghosts" in listed.response.content and "lads" not in listed.response.content
    mine = await world.admin.slash(world.general, "unanswered")
    assert "lads" in mine.response.content and "ghosts" not in mine.response.content
    assert "Salt and vinegar." in await ask(world, world.alice, world.general, CRISPS)


async def test_teach_a_phrasing_from_unanswered_with_select_menus(world: World) -> None:
    assert "Estadio" not in await ask(world, world.alice, world.general, HAUNTED)
    listed = await world.admin.slash(world.general, "unanswered")
    assert_responded(listed, contains="lads", ephemeral=True)
    opened = await world.admin.select(listed.response.message, ["0"])
    assert_responded(opened, contains="pick the intent", ephemeral=True)
    [menu] = [c for row in opened.response.components for c in row["components"] if c["type"] == 3]
    options = menu["options"]
    assert options[0]["value"] != "venue" or len(options) > 1
    assert len(options) <= 25 and "venue" in [o["value"] for o in options]
    taught = await world.admin.select(opened.response.message, ["venue"])
    assert_responded(taught, contains="is now a phrasing of `venue`")
    answer = await ask(world, world.alice, world.general, HAUNTED)
    assert (
        answer
        == (
            await world.alice.slash(world.general, "ask", question="where was the match played")
        ).response.content.split("\n", 2)[2]  # after the match's title and the echo
    )
    empty = await world.admin.slash(world.general, "unanswered")
    assert_responded(empty, contains="No unanswered questions", ephemeral=True)
    history = await world.admin.slash(world.general, "knowledge history")
    assert "taught" in history.response.content


async def test_teach_a_new_answer_from_unanswered_with_a_modal(world: World) -> None:
    await ask(world, world.alice, world.general, CRISPS)
    listed = await world.admin.slash(world.general, "unanswered")
    opened = await world.admin.select(listed.response.message, ["0"])
    shown = await world.admin.click(opened.response.message, label="Write a new answer")
    assert shown.modal is not None
    done = await world.admin.submit_modal(
        shown, {"question": "what flavour were the crisps at the kiosk", "answer": "Ready salted."}
    )
    assert_responded(done, contains="is live in this server", ephemeral=True)
    assert "Ready salted." in await ask(world, world.alice, world.general, CRISPS)
    empty = await world.admin.slash(world.general, "unanswered")
    assert_responded(empty, contains="No unanswered questions", ephemeral=True)


async def test_reload_is_the_operators_only(world: World, other: Other) -> None:
    world.bot.admin_guild_ids.clear()  # no ADMIN_GUILD_IDS
    refused = await world.admin.slash(world.general, "reload")
    assert_responded(refused, contains="Only the bot's operator", ephemeral=True)
    assert_error(world.env, NotModerator)
    world.bot.owner_id, world.bot.owner_ids = None, {other.admin.id}  # the application's owner
    ok = await other.admin.slash(other.general, "reload")
    assert_responded(ok, contains="Reloaded.", ephemeral=True)
    world.bot.admin_guild_ids.add(world.guild.id)  # ADMIN_GUILD_IDS
    ok = await world.admin.slash(world.general, "reload")
    assert_responded(ok, contains="Reloaded.", ephemeral=True)
    plain = await world.bot.service.store.audit_log(world.guild.id)
    assert ("/reload", "refused") in [(r.action, r.result) for r in plain]


async def test_config_sets_this_servers_answer_channels_and_roles(
    world: World, other: Other
) -> None:
    lounge = world.guild.create_text_channel("lounge")
    result = await world.admin.slash(world.general, "config answer-channel", channel=lounge)
    assert_responded(result, contains="Saved for this server", ephemeral=True)
    assert f"<#{lounge.id}>" in result.response.content
    await world.env.advance_time(11)
    await world.alice.send(lounge, "who scored the winner?")  # no mention needed here now
    assert "Lautaro" in str(lounge.last_message.content)
    shown = await other.admin.slash(other.general, "config show")
    assert (
        f"<#{lounge.id}>" not in shown.response.content
        and "(the default)" in shown.response.content
    )
    helpers = world.guild.create_role("Helpers")
    helper = world.guild.add_member(world.env.create_user("helper"), roles=[helpers])
    await world.admin.slash(world.general, "config moderator-role", role=helpers)
    cmd = next(c for c in await world.bot.tree.fetch_commands() if c.name == "knowledge")
    world.guild.set_command_permissions(cmd, {helpers: True})
    history = await helper.slash(world.general, "knowledge history")
    assert_responded(history, contains="no versions", ephemeral=True)


async def test_dm_questions_are_the_operators_not_a_servers(world: World) -> None:
    await world.alice.send_dm("is the stadium haunted by ghosts?")
    listed = await world.admin.slash(world.general, "unanswered")
    assert_responded(listed, contains="No unanswered questions", ephemeral=True)
    [dm] = await world.bot.service.unanswered.top(None)
    assert "ghosts" in dm.example


async def test_a_restart_comes_back_with_this_servers_knowledge(
    world: World, live_knowledge: LiveKnowledge, sqlite: Store
) -> None:
    await confirm_upload(world)
    restarted = MatchService(live_knowledge, sqlite)  # a new process on the same store
    await restarted.knowledge.load()
    await world.env.restart_bot(create_bot(make_settings(dev_guild_id=None), restarted))
    assert "Salt and vinegar." in await ask(world, world.alice, world.general, CRISPS)
    history = await world.admin.slash(world.general, "knowledge history")
    assert "(live)" in history.response.content


async def test_a_newer_upload_replaces_the_pending_one(world: World) -> None:
    """One pending upload per server (issue 36, defect 2): a second moderator's upload
    replaces the first, whose Confirm then saves nothing; a change made meanwhile by
    another process is still refused (tests/service/test_lost_update.py)."""
    cmd = next(c for c in await world.bot.tree.fetch_commands() if c.name == "knowledge")
    world.guild.set_command_permissions(cmd, {world.mods: True})
    first = await upload(world, world.admin)
    second = await upload(
        world,
        world.modder,
        intents_file(INTENTS + NEW_INTENT.replace("Salt and vinegar", "Cheese")),
    )
    stale = await world.admin.click(first.message, label="Confirm")
    assert_responded(stale, contains="Not saved: this upload is no longer pending")
    history = await world.admin.slash(world.general, "knowledge history")
    assert "#1" not in history.response.content
    done = await world.modder.click(second.message, label="Confirm")
    assert_responded(done, contains="Live in this server")
    assert "Cheese." in await ask(world, world.alice, world.general, CRISPS)
