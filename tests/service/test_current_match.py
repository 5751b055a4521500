"""/config match reaches free questions: a server's current match is what they mean."""

from __future__ import annotations

from bot.service import CURRENT_MATCH, LATEST_PLAYED, MatchService

A, B = 1, 2
FINAL = "2026-07-19-spain-argentina"
THIRD = "2026-07-18-france-england"


async def test_a_server_s_current_match_answers_its_free_questions(
    service: MatchService,
) -> None:
    await service.config.set(A, CURRENT_MATCH, THIRD, "mod")
    mine = await service.answers.ask("who scored?", guild_id=A)
    other = await service.answers.ask("who scored?", guild_id=B)
    private = await service.answers.ask("who scored?")
    assert mine.match == THIRD
    assert "Bukayo Saka" in mine.text
    assert other.match == private.match == "2026-07-15-england-argentina"
    assert "Bukayo Saka" not in other.text


async def test_following_the_latest_played_match(service: MatchService) -> None:
    await service.config.set(A, CURRENT_MATCH, LATEST_PLAYED, "mod")
    reply = await service.answers.ask("what was the score?", guild_id=A)
    assert reply.match == FINAL
    assert "after extra time" in reply.text


async def test_cleared_it_is_the_knowledge_s_own_again(service: MatchService) -> None:
    await service.config.set(A, CURRENT_MATCH, FINAL, "mod")
    await service.config.set(A, CURRENT_MATCH, None, "mod")
    reply = await service.answers.ask("who scored?", guild_id=A)
    assert reply.match == "2026-07-15-england-argentina"
