"""Every path that replaces a knowledge publishes one KnowledgeChange: a moderator's
upload, rollback and reset, an operator's reload, a feed's new version, and another
process's change read through the store (pushed or by the safety net). A failing
subscriber stops neither the change nor the others; a change to the same version is none.
"""

from __future__ import annotations

import json
from pathlib import Path

from bot.service import MatchService
from bot.service.knowledge_events import KnowledgeChange
from bot.service.live import LiveKnowledge
from bot.service.operator_feed import OperatorFeed
from bot.store import Store
from tests.service.test_guilds import own_files, use_files
from tests.service.test_operator_feed import Served, final_score, served, stand_in, stores  # noqa: F401 (fixtures)

A = 1


def recorder(service: MatchService) -> list[KnowledgeChange]:
    seen: list[KnowledgeChange] = []

    async def record(change: KnowledgeChange) -> None:
        seen.append(change)

    service.events.subscribe(record)
    return seen


async def test_upload_rollback_and_reset_publish(service: MatchService) -> None:
    seen = recorder(service)
    operator = service.live.engine.version
    await use_files(service, A, own_files("one"))
    [upload] = seen
    assert (upload.guild_id, upload.source) == (A, "upload")
    assert upload.before is not None and upload.before.version == operator
    assert upload.after.version == service.knowledge.version_for(A) != operator
    first = (await service.knowledge.history(A))[0].id
    await use_files(service, A, own_files("two"))
    await service.knowledge.rollback(A, first, "test")
    assert [c.source for c in seen] == ["upload", "upload", "rollback"]
    assert seen[-1].after.version == upload.after.version
    await use_files(service, A, None)
    assert seen[-1].source == "reset" and seen[-1].after.version == operator
    assert seen[-1].before is not None and seen[-1].before.version == upload.after.version


async def test_an_operator_reload_publishes_once_it_answers(
    service: MatchService, knowledge_copy: Path
) -> None:
    seen = recorder(service)
    before = service.live.engine.version
    assert (await service.operator.reload("test")).ok
    assert seen == []  # the same files: no change
    intents = knowledge_copy / "intents.yaml"
    intents.write_text(intents.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    result = await service.operator.reload("test")
    assert result.ok
    [change] = seen
    assert (change.guild_id, change.source) == (None, "reload")
    assert change.before is not None and change.before.version == before
    assert change.after.version == service.live.engine.version == result.version


async def test_a_failing_subscriber_stops_nothing(service: MatchService) -> None:
    async def broken(change: KnowledgeChange) -> None:
        raise RuntimeError("boom")

    service.events.subscribe(broken)
    seen = recorder(service)
    await use_files(service, A, own_files())
    assert [c.source for c in seen] == ["upload"]
    assert service.knowledge.has_own_knowledge(A)


async def test_a_feed_version_publishes_here_and_in_the_other_process(
    served: tuple[Served, str], stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    state, url = served
    one = MatchService(LiveKnowledge(knowledge_copy), stores[0])
    two = MatchService(LiveKnowledge(knowledge_copy), stores[1])
    here, there = recorder(one), recorder(two)
    feed = OperatorFeed(one.live, one.store, one.audit, stand_in, (url,), 600, events=one.events)
    try:
        assert await feed.poller.poll() == "changed"
        [change] = here
        assert (change.guild_id, change.source) == (None, "feed")
        assert change.after.knowledge.tournament is not None
        assert await feed.poller.poll() == "unchanged"
        assert len(here) == 1
        await two.refresh(None)  # the store's notice (PostgreSQL) or ...
        [synced] = there
        assert synced.source == "sync" and synced.after.version == change.after.version
        state.body = json.dumps({"final": [2, 0]}).encode()
        assert await feed.poller.poll() == "changed"
        await two.refresh_all()  # ... the safety net (SQLite): the feed's version too
        assert [c.source for c in there] == ["sync", "sync"]
        assert final_score(two.live) == [2, 0]
    finally:
        await feed.close()


async def test_another_process_upload_publishes_on_sync(
    stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    one = MatchService(LiveKnowledge(knowledge_copy), stores[0])
    two = MatchService(LiveKnowledge(knowledge_copy), stores[1])
    there = recorder(two)
    await use_files(one, A, own_files())
    await two.refresh(A)
    [change] = there
    assert (change.guild_id, change.source) == (A, "sync")
    assert change.after.version == one.knowledge.version_for(A)
    await two.refresh(A)  # read again: nothing new
    assert len(there) == 1
    await use_files(one, A, None)
    await two.refresh_all()
    assert there[-1].source == "sync" and there[-1].after.version == two.live.engine.version
    assert len(there) == 2
