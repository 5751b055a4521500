"""What the bot posts is safe whatever it was sent: no loops with other bots, no pings, no
broken formatting, no echo of unknown words, no link previews, text that cannot be
stored replaced, long answers cut with a note, a suggestion answered once."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import discord
import pytest
from discord.utils import escape_markdown
from simcord import assert_responded

from bot.adapters.discord import limits
from bot.engine import Reply
from bot.service import MatchService
from tests.adapters.discord.exts.conftest import (
    World,
    bot_messages,
    last_post,
)

WINNER = "who scored the winner?"


SUPPRESS_EMBEDS = 1 << 2  # discord.MessageFlags.suppress_embeds


# --- no loops --------------------------------------------------------------------------


async def test_bots_cannot_loop(world: World) -> None:
    other = world.guild.add_member(world.env.create_user("loopbot", bot=True))
    await world.alice.send(world.general, world.mention("who won?"))
    ours = world.general.last_message
    assert ours.author.id == world.bot.user.id
    # Another bot mentioning us, replying to our answer, or asking in an answer channel.
    await other.send(world.general, world.mention(WINNER))
    await other.send(world.general, world.mention(WINNER), reply_to=ours)
    await other.send(world.answers, WINNER)
    # Our own messages: a self-mention, a reply to ourselves, a question in an answer channel.
    general = world.bot.get_channel(world.general.id)
    answers = world.bot.get_channel(world.answers.id)
    assert isinstance(general, discord.TextChannel) and isinstance(answers, discord.TextChannel)
    await general.send(world.mention(WINNER))
    await ours.reply(world.mention(WINNER))
    await answers.send(WINNER)
    await world.env.settle()
    assert len(bot_messages(world.general, world.bot)) == 3  # the answer and our two posts
    assert len(bot_messages(world.answers, world.bot)) == 1  # our own post only
    assert world.env.errors == []


# --- no pings, no broken formatting ----------------------------------------------------


async def test_ask_echo_escapes_markdown_and_neutralises_every_mention(world: World) -> None:
    bob, role = world.bob.id, world.mods.id
    question = (
        "# **who** scored the __winner__? ~~the~~ `winner` ||winner|| [winner](https://e.x) "
        f"@everyone @here <@{bob}> <@&{role}>\n> winner"
    )
    result = await world.alice.slash(world.general, "ask", question=question)
    assert_responded(result, ephemeral=False)  # an answer, posted for everyone to see
    content = result.response.content
    title, echoed, answer = content.split("\n", 2)
    assert title == "**England v Argentina · semi-final · 15 Jul**"  # the match it is about
    assert echoed.startswith("> \\# ")  # one quoted line, and no heading inside it
    assert echoed.endswith(" > winner")  # the newline did not open a second quote block
    for raw in ("**who**", "__winner__", "~~the~~", "`winner`", "||winner||"):
        assert raw not in echoed
        assert escape_markdown(raw) in echoed
    assert "\\[winner](https://e.x)" in echoed  # no masked link
    assert "@everyone" not in content and "@here" not in content
    assert f"<@{bob}>" not in content and f"<@&{role}>" not in content
    assert "Lautaro Martinez" in answer
    message = result.response.message
    assert message.mentions == [] and message.role_mentions == []
    assert message.mention_everyone is False
    callback = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    assert callback.json["data"]["allowed_mentions"] == {"parse": []}


async def test_long_answer_is_cut_to_the_limit_and_says_so(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_ask = world.bot.service.answers.ask

    async def long_ask(question: str, *args: Any, **kwargs: Any) -> Reply:
        reply = await real_ask(question, *args, **kwargs)
        return dataclasses.replace(reply, text="Lautaro Martinez " * 400)

    monkeypatch.setattr(world.bot.service.answers, "ask", long_ask)
    await world.alice.send(world.general, world.mention(WINNER))
    reply = world.general.last_message
    assert reply.author.id == world.bot.user.id
    assert len(reply.content) <= limits.MESSAGE
    assert reply.content.endswith("(shortened)")
    result = await world.alice.slash(world.general, "ask", question="x" * 470 + " " + WINNER)
    assert len(result.response.content) <= limits.MESSAGE
    assert result.response.content.endswith("(shortened)")


# --- invalid text ------------------------------------------------------------------------


async def test_a_lone_surrogate_does_not_poison_later_replies(
    simcord_env: Any, world: World, tmp_path: Path
) -> None:
    await world.alice.send(world.general, world.mention("who refereed the game \ud800?"))
    first = world.general.last_message
    assert first.author.id == world.bot.user.id
    await world.alice.send(world.general, world.mention("what is the weather in paris?"))
    assert "I don't have anything on that" in world.general.last_message.content
    result = await world.bob.slash(world.general, "ask", question="who refereed \ud800 " + WINNER)
    echoed = result.response.content.split("\n", 2)[1]  # after the match's title
    assert "\ud800" not in echoed and "\ufffd" in echoed
    assert "Lautaro Martinez" in result.response.content
    [odd] = [
        e
        for e in (await world.bot.service.unanswered.top(world.guild.id))
        if "refereed" in e.example
    ]
    assert odd.example == "who refereed the game \ufffd?"
    assert world.env.errors == []


# --- replies do not repeat the user's words --------------------------------------------


@pytest.mark.parametrize(
    ("question", "words"),
    [("kill yourself", ["kill", "yourself"]), ("who is the zorblax frobnicator?", ["zorblax"])],
)
async def test_a_decline_never_repeats_unknown_words(
    bot_service: MatchService, question: str, words: list[str]
) -> None:
    reply = await bot_service.answers.ask(question)
    assert reply.band == "decline"
    for word in words:
        assert word not in reply.text.lower()


async def test_echoed_and_replied_text_suppresses_link_previews(world: World) -> None:
    link = "https://example.com/spoiler"
    await world.alice.send(world.general, world.mention(f"{WINNER} {link}"))
    assert world.general.last_message.author.id == world.bot.user.id
    assert last_post(world.env).json["flags"] & SUPPRESS_EMBEDS
    result = await world.alice.slash(world.general, "ask", question=f"{WINNER} {link}")
    assert link in result.response.content  # echoed (escaped markdown keeps the URL)
    callback = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    assert callback.json["data"]["flags"] & SUPPRESS_EMBEDS
    declined = await world.alice.slash(world.general, "ask", question=f"zorblax? {link}")
    callback = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    assert declined.response is not None
    assert callback.json["data"]["flags"] & SUPPRESS_EMBEDS


# --- suggestion buttons ----------------------------------------------------------------


async def test_a_suggestion_pressed_twice_quickly_answers_once(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second press arrives before the first is handled (both interactions are already
    dispatched when the first callback runs): still one answer, and the second press gets
    a quiet ephemeral note instead of a failed interaction."""
    engine = world.bot.service.live.engine
    question = next(q for q in ("who", "when", "where") if engine.answer(q).band == "suggest")
    label = engine.answer(question).suggestions[0].question
    await world.alice.send(world.general, world.mention(question))
    offer = world.general.last_message

    async def later(**_: Any) -> None:
        """The first press is delivered, but the bot does not get to run before the second."""

    with monkeypatch.context() as patch:
        patch.setattr(world.env, "_settle_internal", later)
        await world.alice.click(offer, label=label)
    second = await world.alice.click(offer, label=label)
    await world.env.settle()
    answers = [m for m in bot_messages(world.general, world.bot) if m.id != offer.id]
    assert len(answers) == 1
    assert_responded(second, ephemeral=True)
    assert world.env.errors == []
