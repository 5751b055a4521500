"""The lead's check of the games, end to end: a fake Discord (SimCord) and a Football.JSON
feed on loopback polled every 2 s (FEED_URL, FEED_INTERVAL=2, started as the runner
starts it), where the final kicks off a few minutes from now with no result.

1. /predict autocompletes the final; two fans predict 1-0 and 0-2; an impossible score
   is refused. 2. Kick-off passes, then the feed brings the result, 1-0, with the same
   kick-off time. 3. Within 30 s /leaderboard shows the 1-0 fan with 3 points. 4. A new
   /predict on that match is refused. 5. /quiz asks a question with four answer buttons.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
from simcord import assert_responded

from bot.adapters.discord.runner import start_feed
from bot.service import OperatorFeed
from tests.adapters.discord.exts.conftest import World, make_settings
from tests.games.feed import Feed, final_id, serve

INTERVAL = 2.0


async def until(condition: Any, timeout: float) -> float:
    """Wait (real time) until `await condition()` is true; the seconds it took."""
    start = time.monotonic()
    while not await condition():
        if time.monotonic() - start > timeout:
            raise AssertionError(f"not within {timeout} s")
        await asyncio.sleep(0.1)
    return time.monotonic() - start


@pytest.fixture
async def feed(world: World) -> AsyncIterator[tuple[Feed, OperatorFeed]]:
    kickoff = (world.env.now() + dt.timedelta(minutes=3)).replace(second=0, microsecond=0)
    state = Feed(kickoff)
    server, url = await serve(state)
    settings = make_settings(feed_url=[url], feed_interval=INTERVAL)
    poller = start_feed(world.bot.service, settings)
    assert poller is not None
    try:

        async def polled() -> bool:
            return poller.poller.status.state == "ok"

        await until(polled, 60)
        yield state, poller
    finally:
        await poller.close()
        world.bot.service.feed = None
        await server.close()


async def test_the_leads_check(world: World, feed: tuple[Feed, OperatorFeed]) -> None:
    state, _ = feed
    final = final_id(dt.datetime.strptime(state.final["date"], "%Y-%m-%d"))
    # 1. the final is offered; two fans predict; an impossible score is refused
    choices = await world.alice.autocomplete(world.general, "predict", "match", "")
    assert choices[0]["value"] == final and choices[0]["name"].startswith("Spain v Argentina")
    for fan, home, away in ((world.alice, 1, 0), (world.bob, 0, 2)):
        saved = await fan.slash(world.general, "predict", match=final, home=home, away=away)
        assert saved.response.content.startswith("Saved: Spain v Argentina")
    refused = await world.admin.slash(world.general, "predict", match=final, home=99, away=0)
    assert_responded(refused, ephemeral=True)
    assert refused.response.content == "A score is a whole number of goals from 0 to 20."
    # 2. kick-off passes, then the feed brings the result with the same kick-off time
    await world.env.advance_time(4 * 60)
    state.result(1, 0)
    games = world.bot.service.games

    async def settled() -> bool:
        return await games.settled_times(world.guild.id, final) == 1

    # 3. within 30 s the leaderboard shows the 1-0 fan with 3 points
    took = await until(settled, 30)
    assert took <= 30
    board = await world.modder.slash(world.general, "leaderboard")
    [embed] = board.response.embeds
    assert embed.description.splitlines()[0] == "1. alice · 3 pts"
    # 4. a new prediction on that match is refused
    late = await world.modder.slash(world.general, "predict", match=final, home=1, away=0)
    assert late.response.content.startswith("That match has been played")
    # 5. a quiz question with four answer buttons
    quiz = await world.bob.slash(world.general, "quiz", questions=1)
    assert_responded(quiz, ephemeral=False)
    buttons = [c for row in quiz.response.components for c in row["components"]]
    assert len(buttons) >= 4
