"""Follow-up questions in Discord: per member, channel and server, and along reply chains."""

from __future__ import annotations

from simcord import assert_responded

from tests.adapters.discord.exts.conftest import World

WINNER = "who scored the winner?"
WHEN_WINNER = "stoppage time"  # what "when?" answers after WINNER


async def test_mention_follow_up_continues_the_members_conversation(world: World) -> None:
    await world.alice.send(world.general, world.mention(WINNER))
    await world.alice.send(world.general, world.mention("when?"))
    assert WHEN_WINNER in world.general.last_message.content
    await world.alice.send(world.general, world.mention("who assisted?"))
    assert "Lionel Messi set up the winner" in world.general.last_message.content


async def test_another_member_does_not_continue_it(world: World) -> None:
    await world.alice.send(world.general, world.mention(WINNER))
    await world.bob.send(world.general, world.mention("when?"))
    reply = world.general.last_message.content
    assert WHEN_WINNER not in reply
    assert "Did you mean" in reply  # bob gets what "when?" alone gets


async def test_another_channel_does_not_continue_it(world: World) -> None:
    chat = world.guild.create_text_channel("chat")
    await world.alice.send(world.general, world.mention(WINNER))
    await world.alice.send(chat, world.mention("when?"))
    assert WHEN_WINNER not in chat.last_message.content


async def test_another_server_does_not_continue_it(world: World) -> None:
    other = world.env.create_guild("Elsewhere")
    general = other.create_text_channel("general")
    alice = other.add_member(world.alice.user)
    await world.alice.send(world.general, world.mention(WINNER))
    await alice.send(general, world.mention("when?"))
    assert WHEN_WINNER not in general.last_message.content


async def test_a_reply_to_an_answer_continues_its_topic(world: World) -> None:
    await world.alice.send(world.general, world.mention(WINNER))
    answer = world.general.last_message
    await world.bob.send(world.general, "who assisted?", reply_to=answer)
    assert "Lionel Messi set up the winner" in world.general.last_message.content
    # ... and the reply to that reply continues the chain
    await world.alice.send(world.general, "when?", reply_to=world.general.last_message)
    assert WHEN_WINNER in world.general.last_message.content


async def test_answer_channel_follow_up_is_answered(world: World) -> None:
    await world.alice.send(world.answers, WINNER)
    await world.alice.send(world.answers, "and the equaliser?")
    assert "Enzo Fernandez" in world.answers.last_message.content


async def test_slash_ask_shares_the_conversation(world: World) -> None:
    result = await world.alice.slash(world.general, "ask", question=WINNER)
    assert_responded(result, ephemeral=False)
    result = await world.alice.slash(world.general, "ask", question="when?")
    assert_responded(result, contains=WHEN_WINNER, ephemeral=False)
    await world.alice.send(world.general, world.mention("how?"))
    assert "header" in world.general.last_message.content


async def test_a_reply_to_an_ask_answer_continues_its_topic(world: World) -> None:
    result = await world.alice.slash(world.general, "ask", question=WINNER)
    assert_responded(result, ephemeral=False)
    answer = world.general.last_message
    assert answer.author.id == world.bot.user.id
    await world.bob.send(world.general, "when?", reply_to=answer)
    assert WHEN_WINNER in world.general.last_message.content
