"""The message path and /ask, driven as fans would."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import discord
import pytest
from discord import app_commands
from simcord import SetupError, assert_error, assert_responded

from bot.service import MatchService
from tests.adapters.discord.exts.conftest import World, bot_messages, last_post

# Vague questions the engine offers suggestions for (tests/engine checks "who" and "when").
CANDIDATES = ("who", "when", "where")


@dataclass(frozen=True)
class Vague:
    question: str  # the engine offers suggestions for this, it does not answer
    label: str  # the first suggestion's button label
    answer: str  # what pressing it should post


@pytest.fixture
def vague(bot_service: MatchService) -> Vague:
    """A question the current engine only has suggestions for (the engine keeps improving)."""
    engine = bot_service.live.engine
    for question in CANDIDATES:
        reply = engine.answer(question)
        if reply.band == "suggest":
            first = reply.suggestions[0]
            answer = engine.render_intent(first.intent, question).text
            return Vague(question, first.question, answer)
    pytest.fail("no candidate question gets suggestions from this engine: update CANDIDATES")


async def test_mention_gets_the_winner_scorer(world: World) -> None:
    sent = await world.alice.send(world.general, world.mention("who scored the winner?"))
    reply = world.general.last_message
    assert reply.author.id == world.bot.user.id
    assert reply.type is discord.MessageType.reply
    assert reply.reference.message_id == sent.id
    assert "Lautaro Martinez" in reply.content
    assert str(world.bot.user.id) not in reply.content  # the mention was stripped, not echoed


async def test_dm_is_answered(world: World) -> None:
    await world.alice.send_dm("what was the final score?")
    reply = world.alice.user.dm_channel.last_message
    assert reply.author.id == world.bot.user.id
    assert "Argentina beat England 2-1" in reply.content


async def test_answer_channel_question_without_mention(world: World) -> None:
    await world.alice.send(world.answers, "who scored the winner?")
    reply = world.answers.last_message
    assert reply.author.id == world.bot.user.id
    assert "Lautaro Martinez" in reply.content


async def test_answer_channel_question_word_without_question_mark(world: World) -> None:
    await world.alice.send(world.answers, "who won the match")
    assert "Argentina" in world.answers.last_message.content


async def test_answer_channel_stays_silent_on_chatter_and_unsure(
    world: World, vague: Vague
) -> None:
    await world.alice.send(world.answers, "great game last night")  # not a question
    await world.alice.send(world.answers, "how is the weather?")  # a decline
    await world.alice.send(world.answers, f"{vague.question}?")  # only suggestions
    assert bot_messages(world.answers, world.bot) == []


async def test_same_question_elsewhere_without_mention_is_ignored(world: World) -> None:
    await world.alice.send(world.general, "who scored the winner?")
    assert bot_messages(world.general, world.bot) == []


async def test_reply_to_the_bot_without_ping_is_answered(world: World) -> None:
    await world.alice.send(world.general, world.mention("who won?"))
    answer = world.general.last_message
    follow_up = await world.alice.send(world.general, "who scored the winner?", reply_to=answer)
    reply = world.general.last_message
    assert reply.reference.message_id == follow_up.id
    assert "Lautaro Martinez" in reply.content


async def test_mention_gets_a_decline(world: World) -> None:
    """One short sentence; what it can answer instead comes as buttons, not a paragraph."""
    sent = await world.alice.send(world.general, world.mention("how is the weather?"))
    decline = world.general.last_message
    assert decline.content == "The match report doesn't say."
    labels = [c.label for row in decline.components for c in row.children]
    assert labels == [
        "What was the final score?",
        "Who scored the goals?",
        "Can you show the timeline?",
    ]
    await world.alice.click(decline, label="What was the final score?")
    answer = world.general.last_message
    assert answer.reference.message_id == sent.id
    assert "Argentina beat England 2-1" in answer.content


async def test_bare_mention_gets_a_hint(world: World) -> None:
    await world.alice.send(world.general, world.bot.user.mention)
    assert "/help" in world.general.last_message.content


async def test_other_bots_and_webhooks_are_ignored(world: World) -> None:
    other = world.guild.add_member(world.env.create_user("otherbot", bot=True))
    await other.send(world.general, world.mention("who scored the winner?"))
    await other.send(world.answers, "who scored the winner?")
    hook = world.guild.create_webhook(world.answers, "CI")
    await hook.send("who scored the winner?", username="GitHub")
    await world.env.settle()
    assert bot_messages(world.general, world.bot) == []
    assert bot_messages(world.answers, world.bot) == []


async def test_everyone_in_question_does_not_ping(world: World) -> None:
    await world.alice.send(world.general, world.mention("@everyone who scored?"))
    reply = world.general.last_message
    assert reply.author.id == world.bot.user.id
    assert "Goals:" in reply.content
    assert reply.mention_everyone is False
    allowed = last_post(world.env).json["allowed_mentions"]
    assert allowed["parse"] == [] and not allowed.get("replied_user")


async def test_suggestion_buttons_answer_for_the_asker_only(world: World, vague: Vague) -> None:
    sent = await world.alice.send(world.general, world.mention(vague.question))
    offer = world.general.last_message
    assert "Did you mean" in offer.content
    labels = [c.label for row in offer.components for c in row.children]
    assert vague.label in labels

    denied = await world.bob.click(offer, label=vague.label)
    assert_responded(denied, contains="for the member who asked", ephemeral=True)
    assert world.general.last_message.id == offer.id  # nothing posted

    await world.alice.click(offer, label=vague.label)
    answer = world.general.last_message
    assert answer.id != offer.id
    assert answer.reference.message_id == sent.id  # posted as a reply to the question
    assert answer.content == vague.answer
    pressed = world.general.history()[-2]
    assert all(c.disabled for row in pressed.components for c in row.children)


async def test_suggestion_buttons_expire(world: World, vague: Vague) -> None:
    await world.alice.send(world.general, world.mention(vague.question))
    await world.env.advance_time(601)
    offer = world.general.last_message
    assert all(c.disabled for row in offer.components for c in row.children)
    with pytest.raises(SetupError, match="disabled"):
        await world.alice.click(offer, label=vague.label)


async def test_user_cooldown_holds_then_releases(world: World) -> None:
    for _ in range(3):  # USER_COOLDOWN_RATE=3 per 10 s in the test settings
        await world.alice.send(world.general, world.mention("who won?"))
    assert len(bot_messages(world.general, world.bot)) == 3
    flood = await world.alice.send(world.general, world.mention("who won?"))
    await world.alice.send(world.general, world.mention("who won?"))
    assert len(bot_messages(world.general, world.bot)) == 3  # quiet: no reply
    reacted = world.general.history()[-2]
    assert reacted.id == flood.id
    assert [str(r.emoji) for r in reacted.reactions] == ["\u23f3"]
    assert world.general.history()[-1].reactions == []  # one signal per window, not one per message
    await world.env.advance_time(10.01)
    await world.alice.send(world.general, world.mention("who won?"))
    assert len(bot_messages(world.general, world.bot)) == 4


async def test_channel_cooldown_spans_users(world: World) -> None:
    world.bot.throttle.channels.rate = 2
    await world.alice.send(world.general, world.mention("who won?"))
    await world.bob.send(world.general, world.mention("who won?"))
    await world.admin.send(world.general, world.mention("who won?"))
    assert len(bot_messages(world.general, world.bot)) == 2


@pytest.mark.parametrize(("status", "code"), [(500, 0), (403, 50013), (429, 0)])
async def test_failed_send_is_logged_once_and_next_question_answered(
    world: World, caplog: pytest.LogCaptureFixture, status: int, code: int
) -> None:
    world.env.inject_error("POST", "/channels/*/messages", status=status, code=code)
    with caplog.at_level(logging.WARNING, logger="bot"):
        await world.alice.send(world.general, world.mention("who won?"))
    failures = [r for r in caplog.records if "could not reply" in r.getMessage()]
    assert len(failures) == 1 and str(status) in failures[0].getMessage()
    assert bot_messages(world.general, world.bot) == []
    await world.alice.send(world.general, world.mention("who scored the winner?"))
    assert "Lautaro Martinez" in world.general.last_message.content


async def test_slash_ask_answers_and_escapes_the_echo(world: World) -> None:
    result = await world.alice.slash(world.general, "ask", question="who scored the *winner*?")
    assert_responded(result, ephemeral=False)
    assert "Lautaro Martinez" in result.response.content
    assert "\\*winner\\*" in result.response.content  # the user's markdown shows as text


async def test_slash_ask_decline_is_ephemeral(world: World) -> None:
    result = await world.alice.slash(world.general, "ask", question="how is the weather?")
    assert_responded(result, contains="The match report doesn't say.", ephemeral=True)
    assert "I answer questions about" not in result.response.content
    labels = [c["label"] for row in result.response.components for c in row["components"]]
    assert "Who scored the goals?" in labels


async def test_slash_ask_suggestions_answer_as_reply(world: World, vague: Vague) -> None:
    result = await world.alice.slash(world.general, "ask", question=vague.question)
    offer = result.response
    denied = await world.bob.click(offer, label=vague.label)
    assert denied.ephemeral
    await world.alice.click(offer, label=vague.label)
    answer = world.general.last_message
    assert answer.reference.message_id == offer.id
    assert answer.content == vague.answer


async def test_slash_cooldown_is_ephemeral_then_releases(world: World) -> None:
    for _ in range(3):
        assert_responded(await world.alice.slash(world.general, "score"), ephemeral=False)
    refused = await world.alice.slash(world.general, "score")
    assert_responded(refused, contains="Slow down", ephemeral=True)
    assert_error(world.env, app_commands.CommandOnCooldown)
    await world.env.advance_time(10.01)
    assert_responded(await world.alice.slash(world.general, "score"), ephemeral=False)
