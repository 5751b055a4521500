"""Floods are limited before they cost anything: per-member and per-channel reply windows,
at most one hourglass per channel, and one member's chatter cannot fill the unanswered list."""

from __future__ import annotations

import pytest
import simcord

from bot.service.fair_share import PER_MEMBER
from bot.store.sql import SqlStore
from tests.adapters.discord.exts.conftest import (
    World,
    bot_messages,
)

WINNER = "who scored the winner?"


# --- flood -----------------------------------------------------------------------------


@pytest.fixture
def quick_settle(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message the bot does not reply to costs ~50 ms of real time in SimCord 3.2 (its
    settle polls every `idle`=0.05 s while a finished task's done-callback is pending), so
    100 of them would take 5 s. Poll every millisecond instead: the same settling, sooner.
    Private API: if it goes away, `raising=False` makes this a no-op and the tests slow."""
    monkeypatch.setattr(simcord.Env, "_validate_idle", staticmethod(lambda idle: 0.001), False)


@pytest.mark.usefixtures("quick_settle")
@pytest.mark.parametrize("directed", [True, False], ids=["mention", "answer-channel"])
async def test_flood_gets_user_rate_replies_and_others_are_not_starved(
    world: World, directed: bool
) -> None:
    """100 messages from one member within one second: exactly USER_COOLDOWN_RATE replies
    (3 here, below the channel's 10), at most one hourglass, and bob still answered."""
    channel = world.general if directed else world.answers
    question = world.mention(WINNER) if directed else WINNER
    start = world.env.now()
    for n in range(100):
        await world.alice.send(channel, question)
        if n % 10 == 9:
            await world.env.advance_time(0.09)  # spread over 0.9 s of virtual time
    assert (world.env.now() - start).total_seconds() < 1
    replies = bot_messages(channel, world.bot)
    assert len(replies) == world.bot.settings.user_cooldown_rate == 3
    assert all("Lautaro Martinez" in r.content for r in replies)
    hourglasses = [m for m in channel.history() if m.reactions]
    assert len(hourglasses) == (1 if directed else 0)  # undirected: silence, not even a ⏳

    sent = await world.bob.send(channel, question)
    reply = channel.last_message
    assert reply.author.id == world.bot.user.id
    assert reply.reference.message_id == sent.id
    assert len(bot_messages(channel, world.bot)) == 4


@pytest.mark.usefixtures("quick_settle")
async def test_flood_across_members_is_capped_by_the_channel_window(world: World) -> None:
    """The channel window bounds what many members together get; another channel is free."""
    members = [world.guild.add_member(world.env.create_user(f"fan{n}")) for n in range(6)]
    for member in members:
        for _ in range(5):
            await member.send(world.general, world.mention("who won?"))
    assert len(bot_messages(world.general, world.bot)) == world.bot.settings.channel_cooldown_rate
    await world.alice.send(world.answers, world.mention(WINNER))
    assert "Lautaro Martinez" in world.answers.last_message.content


# --- hourglass reactions ---------------------------------------------------------------


@pytest.mark.usefixtures("quick_settle")
async def test_at_most_one_hourglass_per_channel_per_window(world: World) -> None:
    members = [world.guild.add_member(world.env.create_user(f"fan{n}")) for n in range(6)]
    for member in members:
        for _ in range(5):
            await member.send(world.general, world.mention("who won?"))
    hourglasses = [m for m in world.general.history() if m.reactions]
    assert len(hourglasses) == 1
    await world.env.advance_time(11)  # a new window: one more is allowed
    for member in members:
        for _ in range(4):
            await member.send(world.general, world.mention("who won?"))
    hourglasses = [m for m in world.general.history() if m.reactions]
    assert len(hourglasses) == 2


# --- answer-channel chatter ------------------------------------------------------------


@pytest.mark.usefixtures("quick_settle")
async def test_chatter_flood_is_limited_before_it_is_recorded(world: World) -> None:
    """One member posting many similar questions in an answer channel, quickly or slowly,
    cannot push out what others asked."""
    store = world.bot.service.store
    assert isinstance(store, SqlStore)
    store.unanswered_capacity = 20  # a small list, so pushing out would show
    await world.bob.send(world.answers, "where can I park near the stadium?")
    for n in range(60):  # quickly: within a few seconds
        await world.alice.send(world.answers, f"is the pitch wet today {n}?")
    assert (
        len(await world.bot.service.unanswered.top(world.guild.id, 1000))
        <= 1 + world.bot.settings.user_cooldown_rate
    )
    for n in range(40):  # slowly: past every reply window
        await world.env.advance_time(world.bot.settings.user_cooldown_seconds + 1)
        await world.alice.send(world.answers, f"is the grass long {n}?")
    examples = [e.example for e in (await world.bot.service.unanswered.top(world.guild.id, 100))]
    assert "where can I park near the stadium?" in examples
    assert len(examples) <= 1 + PER_MEMBER
    assert bot_messages(world.answers, world.bot) == []
