"""Live posts as Discord shows them (SimCord, the clock set by the test): the kick-off
post mentions the chosen role alone and opens the match's thread, whose questions mean
that match; a Spanish server gets Spanish posts; a channel the bot may not post in is
audited once and told in /live list; a full-time post carries the timeline picture."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import discord
from simcord import assert_responded

from bot.adapters.discord.exts.live import start_live_posts
from bot.service import football_json
from tests.adapters.discord.exts.conftest import World, bot_messages
from tests.adapters.discord.live_feed import Feed, final_id

KICKOFF = dt.datetime(2026, 7, 19, 19, 0, tzinfo=dt.UTC)


class Clock:
    def __init__(self, at: dt.datetime) -> None:
        self.at = at

    def __call__(self) -> dt.datetime:
        return self.at


async def use(world: World, feed: Feed) -> None:
    files = await asyncio.to_thread(football_json, {"worldcup.json": feed.body()})
    assert (await asyncio.to_thread(world.bot.service.live.use_feed, files)).ok


async def posted(world: World) -> None:
    poster = start_live_posts(world.bot)
    await poster.idle()


def message_posts(world: World, channel: Any) -> list[Any]:
    path = f"/channels/{channel.id}/messages"
    return [r for r in world.env.http_requests if r.method == "POST" and r.path.endswith(path)]


async def test_kickoff_mentions_the_role_alone_and_opens_a_thread(world: World) -> None:
    service = world.bot.service
    clock = Clock(KICKOFF - dt.timedelta(hours=1))
    service.live_posts.clock = clock
    feed = Feed(KICKOFF)
    await use(world, feed)
    live = world.guild.create_text_channel("live")
    for name, options in (
        ("live channel", {"channel": live}),
        ("live role", {"role": world.mods}),
        ("live threads", {"mode": "on"}),
        ("live follow", {"team": "Spain"}),
    ):
        assert_responded(await world.admin.slash(world.general, name, **options), ephemeral=True)
    listed = await world.admin.slash(world.general, "live list")
    assert f"<@&{world.mods.id}>" in listed.response.content
    assert "Match threads: on" in listed.response.content
    clock.at = KICKOFF + dt.timedelta(minutes=1)
    await service.live_posts.evaluate(world.guild.id)
    await posted(world)
    post, opened = bot_messages(live, world.bot)
    assert opened.type == discord.MessageType.thread_created
    assert post.embeds[0].title == "Kick-off: Spain v Argentina"
    [request] = message_posts(world, live)
    assert request.json["allowed_mentions"] == {"parse": [], "roles": [world.mods.id]}
    assert request.json["content"] == f"<@&{world.mods.id}>"
    [thread] = live.threads
    assert await service.live_posts.thread_match(world.guild.id, thread.id) == final_id(KICKOFF)

    feed.set(ft=[1, 0], goals1=[{"name": "Ferran Torres", "minute": 15}])
    await use(world, feed)
    await service.live_posts.evaluate(world.guild.id)
    await posted(world)
    [goal] = message_posts(world, live)[1:]
    assert "allowed_mentions" in goal.json and goal.json["allowed_mentions"]["roles"] == []
    assert "content" not in goal.json or not goal.json["content"]  # no mention on a goal
    await service.live_posts.close()


async def test_full_time_carries_the_timeline_picture_in_a_spanish_server(world: World) -> None:
    service = world.bot.service
    env = world.env
    guild = env.create_guild("Hinchas", preferred_locale="es-ES")
    canal = guild.create_text_channel("en-vivo")
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    service.live_posts.clock = clock
    feed = Feed(KICKOFF)
    await use(world, feed)
    await service.live_posts.set_channel(guild.id, canal.id, "test")
    await service.live_posts.follow(guild.id, ["spain"], [], "test")
    start_live_posts(world.bot)
    feed.set(ft=[1, 0], goals1=[{"name": "Ferran Torres", "minute": 15}])
    await use(world, feed)
    await service.live_posts.evaluate(guild.id)
    clock.at = KICKOFF + dt.timedelta(minutes=130)
    await service.live_posts.evaluate(guild.id)
    await posted(world)
    goal, full = bot_messages(canal, world.bot)
    assert goal.embeds[0].title == "¡Gol! España 1-0 Argentina"
    assert full.embeds[0].title == "Final: España 1-0 Argentina"
    assert full.embeds[0].image.url == "attachment://live-timeline.png"
    assert [a.filename for a in full.attachments] == ["live-timeline.png"]
    await service.live_posts.close()


async def test_a_channel_without_permission_is_audited_once_and_listed(world: World) -> None:
    service = world.bot.service
    me = world.guild.me
    assert me is not None
    closed = world.guild.create_text_channel(
        "closed", overwrites={me: discord.PermissionOverwrite(send_messages=False)}
    )
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    service.live_posts.clock = clock
    feed = Feed(KICKOFF)
    await use(world, feed)
    told = await world.admin.slash(world.general, "live channel", channel=closed)
    assert "I am missing Send Messages" in told.response.content
    await world.admin.slash(world.general, "live follow", team="Spain")
    for goals in (1, 2):
        scorers = [{"name": "Ferran Torres", "minute": 15 + n} for n in range(goals)]
        feed.set(ft=[goals, 0], goals1=scorers)
        await use(world, feed)
        await service.live_posts.evaluate(world.guild.id)
        await posted(world)
    audit = await service.store.audit_log(world.guild.id)
    failures = [r for r in audit if r.action == "live" and r.result == "failed"]
    assert len(failures) == 1 and "missing permissions" in failures[0].detail
    listed = await world.admin.slash(world.general, "live list")
    assert "The last post there failed: missing permissions." in listed.response.content
    await service.live_posts.close()
