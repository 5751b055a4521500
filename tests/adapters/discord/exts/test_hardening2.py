"""Issue 14, the Discord part: defects found by trying to break the running bot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.service.unanswered import UnansweredLog
from tests.adapters.discord.exts.conftest import World

WINNER = "who scored the winner?"


# --- invalid text ------------------------------------------------------------------------


async def test_a_lone_surrogate_does_not_poison_later_replies(
    simcord_env: Any, world: World, tmp_path: Path
) -> None:
    world.bot.service.unanswered = UnansweredLog(tmp_path / "u.json")
    await world.alice.send(world.general, world.mention("who refereed the game \ud800?"))
    first = world.general.last_message
    assert first.author.id == world.bot.user.id
    await world.alice.send(world.general, world.mention("what is the weather in paris?"))
    assert "I don't have anything on that" in world.general.last_message.content
    result = await world.bob.slash(world.general, "ask", question="who refereed \ud800 " + WINNER)
    echoed = result.response.content.split("\n", 1)[0]
    assert "\ud800" not in echoed and "\ufffd" in echoed
    assert "Lautaro Martinez" in result.response.content
    [odd] = [e for e in world.bot.service.unanswered.top() if "refereed" in e.example]
    assert odd.example == "who refereed the game \ufffd?"
    assert world.env.errors == []
