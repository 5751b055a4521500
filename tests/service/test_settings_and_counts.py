"""Issue 23 at the service: settings that do what they say, the legacy import, counts that
survive a burst."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.service import Answering, ChangeRefused, ConversationStore, LiveKnowledge, MatchService
from bot.settings import Settings
from bot.store import Store, open_store
from tests.conftest import KNOWLEDGE

G = 900000000000000023


@pytest.fixture(scope="module")
def live() -> LiveKnowledge:
    return LiveKnowledge(KNOWLEDGE)


# row 7


async def test_the_configured_conversation_ttl_is_kept(
    live: LiveKnowledge, memory_store: Store
) -> None:
    """An empty ConversationStore is falsy: `conversations or ConversationStore()` put the
    300 s default in place of the configured one."""
    configured = ConversationStore(ttl_seconds=5)
    service = MatchService(live, memory_store)
    answers = Answering(service.knowledge, service.unanswered, service.writes, configured)
    assert answers.conversations is configured and answers.conversations.ttl == 5
    settings = Settings(_env_file=None, conversation_ttl_seconds=0)  # type: ignore[call-arg]
    off = MatchService(live, memory_store, settings)
    first = await off.answers.ask("who scored the winner?", conversation="c")
    assert first.band == "answer"
    follow = await off.answers.ask("when?", conversation="c")
    leaning = live.engine.answer("when?", first.context)
    assert follow.text != leaning.text  # with 0 = off nothing leans on the last answer


async def test_settings_reach_the_service(
    live: LiveKnowledge, monkeypatch: pytest.MonkeyPatch, memory_store: Store
) -> None:
    monkeypatch.setenv("CONVERSATION_TTL_SECONDS", "7")
    monkeypatch.setenv("KNOWLEDGE_PATH", str(KNOWLEDGE))
    service = MatchService(live, memory_store, Settings(_env_file=None))  # type: ignore[call-arg]
    assert service.answers.conversations.ttl == 7


# row 8


async def test_an_old_unanswered_list_with_bad_entries_starts(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    old = tmp_path / "unanswered.json"
    good = {"key": "who won", "example": "who won?", "count": 4, "closest": None}
    entries = [
        {**good, "last_seen": 1.7e9},
        {**good, "key": "huge", "count": 2**63, "last_seen": 1.7e9},
        {**good, "key": "nan", "last_seen": float("nan")},
        {**good, "key": "neg", "last_seen": -1e300},
    ]
    old.write_text(json.dumps({"entries": entries}), encoding="utf-8")  # NaN as JSON allows
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        knowledge_path=KNOWLEDGE,
        data_path=tmp_path / "m.sqlite3",
        unanswered_path=old,
    )
    with caplog.at_level(logging.WARNING):
        service = await MatchService.open(settings)
    try:
        skipped = [r for r in caplog.records if "skipped" in r.getMessage()]
        assert len(skipped) == 3
        assert all("\n" not in r.getMessage() for r in skipped)
        assert [(e.key, e.count) for e in await service.unanswered.top(None)] == [("who won", 4)]
    finally:
        await service.close()


# row 10


async def test_a_burst_of_questions_loses_no_count(live: LiveKnowledge, tmp_path: Path) -> None:
    """One transaction per count filled the write queue (capacity 10,000 in the bot) at
    800 questions/s and the oldest were dropped; counts are now added up and batched."""
    store = await open_store(tmp_path / "m.sqlite3")
    service = MatchService(live, store)
    service.start_writer()
    assert service.writer is not None
    service.writer.capacity = 50  # a small queue, so a short burst shows the same thing
    asked = 600
    try:
        for n in range(asked):
            await service.answers.ask(
                "who scored the winner?" if n % 3 else f"zzq unknown thing {n % 40}",
                guild_id=G,
                asker=n,
            )
        assert await service.writer.flush(30)
        assert service.writer.dropped == 0
        stats = await store.question_stats(G, since=datetime(2000, 1, 1, tzinfo=UTC))
        assert sum(stats.values()) == asked
        unanswered = await store.unanswered(G, 100)
        assert sum(e.count for e in unanswered) == asked // 3
    finally:
        await service.close()


# row 12


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("Tickets: [official shop](https://evil.example/phish)", "masked link"),
        ("[here](<discord://-/channels/1/2>)", "masked link"),
        ("\u200b\u200c\u200d\u2060\ufeff", "shows nothing"),
        ("\x00\x00\x00", "shows nothing"),
        ("\u2800 \u3164", "shows nothing"),
    ],
)
async def test_moderator_answers_are_visible_and_link_honestly(
    live: LiveKnowledge, tmp_path: Path, answer: str, reason: str
) -> None:
    store = await open_store(tmp_path / "m.sqlite3")
    service = MatchService(live, store)
    try:
        with pytest.raises(ChangeRefused, match=reason):
            await service.teaching.teach_answer(G, "where are the tickets sold?", answer, "mod")
        assert await store.history(G) == []  # nothing saved
        upload = (
            "schema_version: 1\nintents:\n  - id: tickets\n    description: tickets\n"
            "    patterns: [where are the tickets sold]\n"
            f"    answer:\n      text: {json.dumps(answer)}\n"
        )
        preview = await service.knowledge.preview(G, {"tickets.yaml": upload})
        assert not preview.ok and reason in str(preview.problems[0])
        record, _ = await service.teaching.teach_answer(
            G, "where are the tickets sold?", "At https://tickets.example (plain address).", "m"
        )
        assert record.id >= 1
    finally:
        await service.close()
