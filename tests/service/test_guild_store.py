"""Per-server knowledge kept in the store: versions, teaching, rollback, isolation, restarts."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.knowledge import read_knowledge_texts
from bot.service import ChangeRefused, LiveKnowledge, MatchService
from bot.settings import Settings
from bot.store import Store, open_store
from tests.conftest import CRISPS, KNOWLEDGE, NEW_INTENT

A, B = 1001, 2002
INTENTS = read_knowledge_texts(KNOWLEDGE)["intents.yaml"]


@pytest.fixture(scope="module")
def live() -> LiveKnowledge:
    return LiveKnowledge(KNOWLEDGE)  # read only here: nothing reloads it


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    store = await open_store(tmp_path / "data" / "matchbot.sqlite3")
    yield store
    await store.close()


@pytest.fixture
def service(live: LiveKnowledge, store: Store) -> MatchService:
    return MatchService(live, store=store)


def upload(text: str = INTENTS + NEW_INTENT) -> dict[str, str | bytes]:
    return {"intents.yaml": text.encode()}


async def own_knowledge(service: MatchService, guild: int, actor: str = "mod") -> int:
    preview = await service.knowledge.preview(guild, upload())
    assert preview.ok, preview.problems
    record = await service.knowledge.commit(guild, preview, actor, "upload", "intents.yaml")
    return record.id


async def test_a_valid_upload_previews_then_goes_live_in_that_server_only(
    service: MatchService,
) -> None:
    preview = await service.knowledge.preview(A, upload())
    assert preview.ok and preview.diff is not None
    assert preview.diff.parts["intents"].added == 1
    assert "intents +1" in preview.diff.summary()
    assert await service.knowledge.history(A) == []  # a preview saves nothing
    assert (await service.answers.ask(CRISPS, guild_id=A)).band != "answer"
    record = await service.knowledge.commit(A, preview, "mod (1)", "upload", "intents.yaml")
    assert (await service.answers.ask(CRISPS, guild_id=A)).text == "Salt and vinegar."
    assert (await service.answers.ask(CRISPS, guild_id=B)).band != "answer"
    assert (await service.answers.ask(CRISPS)).band != "answer"
    [listed] = await service.knowledge.history(A)
    assert (listed.id, listed.author, listed.active) == (record.id, "mod (1)", True)
    assert await service.knowledge.history(B) == []


async def test_a_broken_upload_says_file_and_line_and_changes_nothing(
    service: MatchService,
) -> None:
    broken = INTENTS + NEW_INTENT.replace("text: Salt", "txet: Salt")
    line = broken.count("\n", 0, broken.index("txet:")) + 1
    preview = await service.knowledge.preview(A, upload(broken))
    assert not preview.ok
    assert any(str(p).startswith(f"intents.yaml:{line}: ") for p in preview.problems)
    assert await service.knowledge.history(A) == []
    assert not service.knowledge.has_own_knowledge(A)
    not_yaml = await service.knowledge.preview(A, {"intents.yaml": b"\xff\xfe"})
    assert [str(p) for p in not_yaml.problems] == ["intents.yaml:1: not UTF-8 text (byte 0)"]


async def test_another_servers_moderator_cannot_touch_a_version(service: MatchService) -> None:
    version = await own_knowledge(service, A)
    with pytest.raises(ChangeRefused, match="no version"):
        await service.knowledge.rollback(B, version, "mod-b")
    assert not service.knowledge.has_own_knowledge(B)
    assert [v.id for v in await service.knowledge.history(A)] == [version]
    assert await service.unanswered.top(B) == []


async def test_unanswered_lists_are_per_server_and_dms_are_the_operators(
    service: MatchService,
) -> None:
    await service.answers.ask("is the stadium haunted by ghosts?", guild_id=A)
    await service.answers.ask("is the stadium haunted by ghosts?", guild_id=A)
    await service.answers.ask("my number is 555-0100, call me", guild_id=None)
    [entry] = await service.unanswered.top(A)
    assert entry.count == 2 and "haunted" in entry.example
    assert await service.unanswered.top(B) == []
    [dm] = await service.unanswered.top(None)
    assert "555" in dm.example


async def test_teach_a_phrasing_then_roll_back_and_reset(service: MatchService) -> None:
    question = "where did the lads kick the ball about"
    before = await service.answers.ask(question, guild_id=A)
    assert before.band != "answer"
    [entry] = await service.unanswered.top(A)
    first = await service.teaching.teach_phrasing(A, entry.key, "venue", "mod")
    assert (await service.answers.ask(question, guild_id=A)).band == "answer"
    assert await service.unanswered.top(A) == []  # the entry left the list
    assert (await service.answers.ask(question, guild_id=B)).band != "answer"
    record, intent_id = await service.teaching.teach_answer(A, CRISPS, "Prawn cocktail.", "mod")
    assert intent_id.startswith("taught-")
    assert (await service.answers.ask(CRISPS, guild_id=A)).text == "Prawn cocktail."
    assert [v.id for v in await service.knowledge.history(A)] == [record.id, first.id]
    await service.knowledge.rollback(A, first.id, "mod")
    assert (await service.answers.ask(CRISPS, guild_id=A)).band != "answer"
    assert (await service.answers.ask(question, guild_id=A)).band == "answer"
    await service.knowledge.reset(A, "mod")
    assert not service.knowledge.has_own_knowledge(A)
    assert (await service.answers.ask(question, guild_id=A)).band != "answer"
    actions = [(r.action, r.result) for r in await service.store.audit_log(A)]
    assert actions == [
        ("reset", "ok"),
        ("rollback", "ok"),
        ("teach", "ok"),
        ("teach", "ok"),
    ]


async def test_teaching_an_unknown_intent_is_refused_and_audited(service: MatchService) -> None:
    await service.answers.ask("is the stadium haunted by ghosts?", guild_id=A)
    [entry] = await service.unanswered.top(A)
    with pytest.raises(ChangeRefused, match="no intent"):
        await service.teaching.teach_phrasing(A, entry.key, "no-such-intent", "mod")
    assert await service.knowledge.history(A) == []
    [row] = await service.store.audit_log(A)
    assert (row.action, row.result) == ("teach", "refused")


async def test_a_crash_between_writing_and_switching_loses_nothing(
    live: LiveKnowledge, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = MatchService(live, store=store)
    preview = await service.knowledge.preview(A, upload())

    def crash(*args: Any) -> None:
        raise RuntimeError("power cut")

    monkeypatch.setattr(service.knowledge, "_switch", crash)
    with pytest.raises(RuntimeError):
        await service.knowledge.commit(A, preview, "mod", "upload", "intents.yaml")
    restarted = MatchService(live, store=store)
    await restarted.knowledge.load()
    assert (await restarted.answers.ask(CRISPS, guild_id=A)).text == "Salt and vinegar."


async def test_a_restart_comes_back_with_every_servers_knowledge(
    live: LiveKnowledge, store: Store
) -> None:
    first = MatchService(live, store=store)
    await own_knowledge(first, A)
    await first.teaching.teach_answer(B, "is there a replay?", "No replay.", "mod-b")
    restarted = MatchService(live, store=store)
    await restarted.knowledge.load()
    assert (await restarted.answers.ask(CRISPS, guild_id=A)).text == "Salt and vinegar."
    assert (await restarted.answers.ask("is there a replay?", guild_id=B)).text == "No replay."
    assert (await restarted.answers.ask(CRISPS, guild_id=B)).band != "answer"


async def test_open_creates_the_store_and_imports_the_old_json_once(tmp_path: Path) -> None:
    old = tmp_path / "unanswered.json"
    row = {"key": "weather", "example": "weather?", "count": 3, "closest": None, "last_seen": 1.0}
    old.write_text(json.dumps({"entries": [row]}), encoding="utf-8")
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        knowledge_path=KNOWLEDGE,
        data_path=tmp_path / "new" / "matchbot.sqlite3",
        unanswered_path=old,
    )
    service = await MatchService.open(settings)
    try:
        assert settings.data_path.is_file()
        [entry] = await service.unanswered.top(None)
        assert (entry.example, entry.count) == ("weather?", 3)
        assert await service.unanswered.import_json(old) == 0  # once only
    finally:
        await service.close()
    again = await MatchService.open(settings)  # a restart does not import it again
    try:
        [entry] = await again.unanswered.top(None)
        assert entry.count == 3
        assert old.read_text(encoding="utf-8") == json.dumps({"entries": [row]})  # left alone
    finally:
        await again.close()


async def test_an_upload_is_parsed_and_built_once_in_the_process_that_takes_it(
    service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.service.guild_knowledge as guild_knowledge

    parses: list[int] = []
    real_load = guild_knowledge.load_knowledge_texts

    def counted(texts: Any) -> Any:
        parses.append(len(texts))
        return real_load(texts)

    monkeypatch.setattr(guild_knowledge, "load_knowledge_texts", counted)
    preview = await service.knowledge.preview(A, upload())
    built = preview.engine
    assert built is not None
    await service.knowledge.commit(A, preview, "mod", "upload", "intents.yaml")
    assert (await service.answers.ask(CRISPS, guild_id=A)).text == "Salt and vinegar."
    assert len(parses) == 1 and service.knowledge.engines.builds == 1
    assert await service.knowledge.engine_for(A) is built
    assert preview.engine is None  # decided: the preview keeps no engine (issue 36)


async def test_another_process_reads_a_change_once_and_builds_it_once(
    live: LiveKnowledge, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    taker, peer = MatchService(live, store), MatchService(live, store)
    await own_knowledge(taker, A)
    reads: list[int | None] = []
    real_read = store.active_version

    async def counted(guild_id: int | None) -> Any:
        reads.append(guild_id)
        return await real_read(guild_id)

    monkeypatch.setattr(store, "active_version", counted)
    await peer.refresh(A)  # what KnowledgeSync calls on the change's notification
    replies = [await peer.answers.ask(CRISPS, guild_id=A) for _ in range(3)]
    assert {r.text for r in replies} == {"Salt and vinegar."}
    assert reads == [A] and peer.knowledge.engines.builds == 1
