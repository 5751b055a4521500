"""Per-server knowledge in the service: who answers where, and engines shared by version."""

from __future__ import annotations

import asyncio

from bot.knowledge import add_intent, read_knowledge_texts
from bot.service import LiveKnowledge, MatchService
from tests.conftest import KNOWLEDGE

A, B, C = 1, 2, 3


def own_files(answer: str = "Salt and vinegar.") -> dict[str, str]:
    files, _ = add_intent(
        read_knowledge_texts(KNOWLEDGE), "what flavour were the crisps at the kiosk", answer
    )
    return files


async def test_a_server_without_its_own_knowledge_uses_the_operators(
    service: MatchService,
) -> None:
    assert await service.engine_for(None) is service.engine
    assert await service.engine_for(A) is service.engine
    assert service.version_for(A) == service.version
    assert not service.has_own_knowledge(A)
    assert dict(await service.files_for(A)) == read_knowledge_texts(KNOWLEDGE)


async def test_own_knowledge_answers_in_that_server_only(service: MatchService) -> None:
    await service.use_files(A, own_files())
    assert service.has_own_knowledge(A) and not service.has_own_knowledge(B)
    question = "what flavour were the crisps at the kiosk?"
    assert (await service.ask(question, guild_id=A)).text == "Salt and vinegar."
    assert (await service.ask(question, guild_id=B)).band != "answer"
    assert (await service.ask(question)).band != "answer"  # DMs: the operator's
    assert service.version_for(A) != service.version == service.version_for(B)
    await service.use_files(A, None)  # reset
    assert (await service.ask(question, guild_id=A)).band != "answer"


async def test_servers_with_the_same_files_share_one_engine(service: MatchService) -> None:
    await service.use_files(A, own_files())
    await service.use_files(B, own_files())
    assert service.engines.builds == 1
    assert await service.engine_for(A) is await service.engine_for(B)
    await service.use_files(C, read_knowledge_texts(KNOWLEDGE))  # the operator's, as a copy
    assert await service.engine_for(C) is service.engine
    assert service.engines.builds == 1


async def test_the_cache_is_bounded_and_rebuilds_what_it_dropped(service: MatchService) -> None:
    small = MatchService(service.live, cache_size=1)
    await small.use_files(A, own_files("one"))
    await small.use_files(B, own_files("two"))
    assert len(small.engines) == 1 and small.engines.builds == 2
    assert (await small.ask("what flavour were the crisps at the kiosk?", guild_id=A)).text == "one"
    assert small.engines.builds == 3 and len(small.engines) == 1


async def test_questions_arriving_together_wait_for_one_build(service: MatchService) -> None:
    small = MatchService(service.live, cache_size=1)
    await small.use_files(A, own_files("one"))
    await small.use_files(B, own_files("two"))  # A's engine is dropped
    replies = await asyncio.gather(
        *(small.ask("what flavour were the crisps at the kiosk?", guild_id=A) for _ in range(5))
    )
    assert {r.text for r in replies} == {"one"}
    assert small.engines.builds == 3


async def test_a_reload_reaches_servers_without_their_own(service: MatchService) -> None:
    live: LiveKnowledge = service.live
    await service.use_files(A, own_files())
    own = await service.engine_for(A)
    result = await service.reload("operator")
    assert result.ok
    assert await service.engine_for(B) is service.engine
    assert await service.engine_for(A) is own  # a server's own files are its own
    assert live.loaded.version == service.version
