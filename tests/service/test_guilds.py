"""Per-server knowledge in the service: who answers where, and engines shared by version."""

from __future__ import annotations

import asyncio

from bot.knowledge import add_intent, read_knowledge_texts
from bot.service import LiveKnowledge, MatchService
from tests.conftest import KNOWLEDGE

A, B, C = 1, 2, 3


async def use_files(service: MatchService, guild: int, files: dict[str, str] | None) -> None:
    """Make `files` this server's knowledge (None: back to the operator's), as a commit."""
    if files is None:
        await service.knowledge.reset(guild, "test")
        return
    knowledge = service.knowledge
    preview = await knowledge.prepare(guild, files, knowledge.version_for(guild))
    await knowledge.commit(guild, preview, "test", "upload", "test files")


def own_files(answer: str = "Salt and vinegar.") -> dict[str, str]:
    files, _ = add_intent(
        read_knowledge_texts(KNOWLEDGE), "what flavour were the crisps at the kiosk", answer
    )
    return files


async def test_a_server_without_its_own_knowledge_uses_the_operators(
    service: MatchService,
) -> None:
    assert await service.knowledge.engine_for(None) is service.live.engine
    assert await service.knowledge.engine_for(A) is service.live.engine
    assert service.knowledge.version_for(A) == service.live.engine.version
    assert not service.knowledge.has_own_knowledge(A)
    assert dict(await service.knowledge.files_for(A)) == read_knowledge_texts(KNOWLEDGE)


async def test_own_knowledge_answers_in_that_server_only(service: MatchService) -> None:
    await use_files(service, A, own_files())
    assert service.knowledge.has_own_knowledge(A) and not service.knowledge.has_own_knowledge(B)
    question = "what flavour were the crisps at the kiosk?"
    assert (await service.answers.ask(question, guild_id=A)).text == "Salt and vinegar."
    assert (await service.answers.ask(question, guild_id=B)).band != "answer"
    assert (await service.answers.ask(question)).band != "answer"  # DMs: the operator's
    assert (
        service.knowledge.version_for(A)
        != service.live.engine.version
        == service.knowledge.version_for(B)
    )
    await use_files(service, A, None)  # reset
    assert (await service.answers.ask(question, guild_id=A)).band != "answer"


async def test_servers_with_the_same_files_share_one_engine(service: MatchService) -> None:
    await use_files(service, A, own_files())
    await use_files(service, B, own_files())
    assert service.knowledge.engines.builds == 1
    assert await service.knowledge.engine_for(A) is await service.knowledge.engine_for(B)
    await use_files(service, C, read_knowledge_texts(KNOWLEDGE))  # the operator's, as a copy
    assert await service.knowledge.engine_for(C) is service.live.engine
    assert service.knowledge.engines.builds == 1


async def test_the_cache_is_bounded_and_rebuilds_what_it_dropped(service: MatchService) -> None:
    small = MatchService(service.live, service.store, cache_size=1)
    await use_files(small, A, own_files("one"))
    await use_files(small, B, own_files("two"))
    assert len(small.knowledge.engines) == 1 and small.knowledge.engines.builds == 2
    assert (
        await small.answers.ask("what flavour were the crisps at the kiosk?", guild_id=A)
    ).text == "one"
    assert small.knowledge.engines.builds == 3 and len(small.knowledge.engines) == 1


async def test_questions_arriving_together_wait_for_one_build(service: MatchService) -> None:
    small = MatchService(service.live, service.store, cache_size=1)
    await use_files(small, A, own_files("one"))
    await use_files(small, B, own_files("two"))  # A's engine is dropped
    replies = await asyncio.gather(
        *(
            small.answers.ask("what flavour were the crisps at the kiosk?", guild_id=A)
            for _ in range(5)
        )
    )
    assert {r.text for r in replies} == {"one"}
    assert small.knowledge.engines.builds == 3


async def test_a_reload_reaches_servers_without_their_own(service: MatchService) -> None:
    live: LiveKnowledge = service.live
    await use_files(service, A, own_files())
    own = await service.knowledge.engine_for(A)
    result = await service.operator.reload("operator")
    assert result.ok
    assert await service.knowledge.engine_for(B) is service.live.engine
    assert await service.knowledge.engine_for(A) is own  # a server's own files are its own
    assert live.loaded.version == service.live.engine.version
