"""What names a match names the right one: /ask heads its answer with the match the
answer is about, /help names this server's current match (/config match), and the status
line, one for every server, the operator's current match (`current:` in the files)."""

from __future__ import annotations

import shutil
from pathlib import Path

from simcord import assert_responded

from bot.adapters.discord.client import presence
from bot.service import MatchService
from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.conftest import KNOWLEDGE

FINAL = "2026-07-19-spain-argentina"


async def test_ask_is_headed_by_the_match_the_answer_is_about(world: World) -> None:
    result = await world.alice.slash(world.general, "ask", question="who won?")
    assert_responded(result, ephemeral=False)
    assert result.response.content.startswith("**England v Argentina · semi-final · 15 Jul**\n")
    await world.admin.slash(world.general, "config match", match=FINAL)
    result = await world.alice.slash(world.general, "ask", question="who won?")
    head, echo, answer = result.response.content.split("\n", 2)
    assert head == "**Spain v Argentina · final · 19 Jul**", result.response.content
    assert echo == "> who won?" and "Spain" in answer
    named = await world.alice.slash(world.general, "ask", question="score of England v Argentina?")
    assert named.response.content.startswith("**England v Argentina · semi-final · 15 Jul**")
    table = await world.bob.slash(world.general, "ask", question="group F table")
    assert table.response.content.startswith("> group F table\n")  # about no one match


async def test_help_names_this_servers_current_match(world: World) -> None:
    result = await world.alice.slash(world.general, "help")
    assert "**Argentina v England" in (result.response.embeds[0].description or "")
    await world.admin.slash(world.general, "config match", match=FINAL)
    result = await world.alice.slash(world.general, "help")
    description = result.response.embeds[0].description or ""
    assert description.startswith("I answer questions about **Spain v Argentina · final"), (
        description
    )


def test_the_status_line_names_the_operators_current_match(
    bot_service: MatchService, tmp_path: Path
) -> None:
    line = presence(bot_service)  # the knowledge's own: the report's match, as it names it
    assert line is not None and line.name == "/help · Argentina v England"
    target = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    (target / "current.yaml").write_text(f"current: {FINAL}\n", encoding="utf-8")
    service = MatchService(LiveKnowledge(target), bot_service.store)
    line = presence(service)
    assert line is not None and line.name == "/help · Spain v Argentina"
