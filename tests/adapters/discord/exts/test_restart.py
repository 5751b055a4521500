"""A restart answers at once from the files on disk and keeps each server's unanswered list."""

from __future__ import annotations

import shutil
from pathlib import Path

import discord
import simcord

from bot.adapters.discord.client import create_bot
from bot.service import MatchService
from tests.adapters.discord.exts.conftest import (
    GUILD_ID,
    make_settings,
)
from tests.conftest import KNOWLEDGE

WINNER = "who scored the winner?"


# --- restart ---------------------------------------------------------------------------


async def test_restart_answers_at_once_from_disk_and_keeps_the_unanswered_list(
    tmp_path: Path,
) -> None:
    knowledge = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, knowledge)
    settings = make_settings(knowledge_path=knowledge, data_path=tmp_path / "data.sqlite3")
    async with simcord.run(create_bot(settings, await MatchService.open(settings))) as env:
        guild = env.create_guild("Fans", id=GUILD_ID)
        general = guild.create_text_channel("general")
        admins = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        admin = guild.add_member(env.create_user("admin"), roles=[admins])
        mention = f"{env.bot.user.mention} "
        for question in ("how is the weather?", "where can I park?"):
            await alice.send(general, mention + question)
        await bob.send(general, mention + "How is the weather")  # a second member
        await bob.send(general, mention + WINNER)
        assert "with a header" in general.last_message.content
        before = (await admin.slash(general, "unanswered")).response.content

        # Edited on disk while running, with no /reload: only a fresh start can see it.
        match = knowledge / "match.yaml"
        text = match.read_text(encoding="utf-8")
        assert text.count("      method: header") == 1
        match.write_text(text.replace("      method: header", "      method: shot"), "utf-8")

        await env.bot.service.close()
        # A new process over the same files and the same store.
        await env.restart_bot(create_bot(settings, await MatchService.open(settings)))
        assert env.bot.is_ready()
        await alice.send(general, mention + WINNER)  # the first message after the restart
        reply = general.last_message
        assert reply.author.id == env.bot.user.id
        assert "Lautaro Martinez" in reply.content and "with a shot" in reply.content
        after = (await admin.slash(general, "unanswered")).response.content
        await env.bot.service.close()
    assert "2x" in before and "weather" in before and "park" in before
    assert after == before
