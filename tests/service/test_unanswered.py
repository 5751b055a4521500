"""The unanswered list: counted by normalised text, ranked, bounded, persisted, robust."""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path

import pytest

from bot.engine import Reply
from bot.service.unanswered import EXAMPLE_CHARS, UnansweredLog, format_entries


def reply(question: str, band: str = "decline", best: str | None = "result") -> Reply:
    intent = "result" if band == "answer" else None
    return Reply(question, band, intent, 40, "text", (), {}, "v1", best)  # type: ignore[arg-type]


def test_declines_counted_by_normalised_text() -> None:
    log = UnansweredLog()
    for q in ["What's the WEATHER??", "wat's the weather", "  what's   the weather!!! ", "Wéather"]:
        log.record(reply(q))
    top = log.top()
    assert [(e.key, e.count) for e in top] == [("what the weather", 3), ("weather", 1)]
    assert top[0].example == "What's the WEATHER??"  # the first wording, as typed
    assert top[0].closest == "result"


def test_suggestions_are_counted_and_answers_are_not() -> None:
    log = UnansweredLog()
    log.record(reply("who won", band="answer"))
    assert len(log) == 0 and log.top() == []
    log.record(reply("header", band="suggest", best="goal-scorer"))
    log.record(reply("header", band="suggest", best="goal-how"))
    [entry] = log.top()
    assert (entry.key, entry.count, entry.closest) == ("header", 2, "goal-how")


@pytest.mark.parametrize("question", ["", "   ", "😀🎉", "?!?!", "<@123> @everyone"])
def test_text_with_no_words_is_not_recorded(question: str) -> None:
    log = UnansweredLog()
    log.record(reply(question))
    assert len(log) == 0


def test_ranked_by_count_then_recency(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter(range(100, 200))
    monkeypatch.setattr("bot.service.unanswered.time.time", lambda: float(next(clock)))
    log = UnansweredLog()
    for q in ["alpha", "beta", "beta", "gamma", "delta", "delta", "delta"]:
        log.record(reply(q))
    assert [e.key for e in log.top()] == ["delta", "beta", "gamma", "alpha"]
    assert [e.key for e in log.top(2)] == ["delta", "beta"]
    assert format_entries(log.top(1)) == ["3x  delta  (closest: result)"]


def test_capacity_is_bounded_and_evicts_the_least_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter(range(100, 200))
    monkeypatch.setattr("bot.service.unanswered.time.time", lambda: float(next(clock)))
    log = UnansweredLog(capacity=3)
    for q in ["alpha", "alpha", "beta", "gamma", "delta", "epsilon"]:
        log.record(reply(q))
    assert len(log) == 3
    # beta (1, oldest) went for delta, then gamma (1, older) went for epsilon.
    assert sorted(e.key for e in log.top()) == ["alpha", "delta", "epsilon"]


def test_many_distinct_questions_stay_bounded() -> None:
    log = UnansweredLog(capacity=50)
    for i in range(1000):
        log.record(reply(f"question number {i}x"))
    assert len(log) == 50


def test_example_is_truncated() -> None:
    log = UnansweredLog()
    log.record(reply("why " * 500))
    assert len(log.top()[0].example) == EXAMPLE_CHARS


def test_persisted_and_reloaded_after_restart(tmp_path: Path) -> None:
    path = tmp_path / "state" / "unanswered.json"
    first = UnansweredLog(path)
    for q in ["weather", "weather", "parking"]:
        first.record(reply(q))
    assert path.exists()
    assert not path.with_name(path.name + ".tmp").exists()  # written atomically

    restarted = UnansweredLog(path)
    assert [(e.key, e.count) for e in restarted.top()] == [("weather", 2), ("parking", 1)]
    restarted.record(reply("Weather?"))
    again = UnansweredLog(path)
    assert again.top()[0].count == 3
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert {row["key"] for row in saved["entries"]} == {"weather", "parking"}


def test_capacity_applies_to_a_loaded_file(tmp_path: Path) -> None:
    path = tmp_path / "unanswered.json"
    rows = [
        {"key": f"q{i}", "example": f"q{i}", "count": i, "closest": None, "last_seen": 1.0}
        for i in range(1, 11)
    ]
    path.write_text(json.dumps({"entries": rows}), encoding="utf-8")
    log = UnansweredLog(path, capacity=3)
    assert [e.key for e in log.top()] == ["q10", "q9", "q8"]


@pytest.mark.parametrize(
    "content",
    [
        "not json at all {",
        "[1, 2, 3]",
        '{"entries": 5}',
        '{"entries": [{"key": "a"}]}',
        '{"entries": [{"key": "a", "example": "a", "count": null, "closest": null,'
        ' "last_seen": 0}]}',
        '{"entries": [{"key": "a", "example": "a", "count": "3", "closest": null,'
        ' "last_seen": 0}]}',
        '{"entries": [{"key": 1, "example": "a", "count": 3, "closest": null, "last_seen": 0}]}',
        '{"entries": ["row"]}',
    ],
    ids=["garbage", "list", "entries-int", "missing", "count-null", "count-str", "key-int", "str"],
)
def test_corrupt_file_is_kept_aside(
    tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "unanswered.json"
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="bot.service.unanswered"):
        log = UnansweredLog(path)
    assert len(log) == 0 and log.top() == []
    backup = tmp_path / "unanswered.json.corrupt"
    assert backup.read_text(encoding="utf-8") == content
    assert any("unreadable" in r.getMessage() for r in caplog.records)
    log.record(reply("weather"))  # carries on, and starts a fresh file
    assert UnansweredLog(path).top()[0].key == "weather"


def test_not_utf8_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "unanswered.json"
    path.write_bytes(b'{"entries": [\xff]}')
    log = UnansweredLog(path)
    assert len(log) == 0
    assert (tmp_path / "unanswered.json.corrupt").exists()


def test_unwritable_path_logs_and_carries_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    log = UnansweredLog(blocker / "unanswered.json")  # parent is a file: cannot save
    with caplog.at_level(logging.WARNING, logger="bot.service.unanswered"):
        log.record(reply("weather"))
    assert log.top()[0].count == 1
    assert any("could not save" in r.getMessage() for r in caplog.records)


def test_concurrent_records_are_all_counted(tmp_path: Path) -> None:
    log = UnansweredLog(tmp_path / "u.json")

    def worker() -> None:
        for _ in range(50):
            log.record(reply("weather"))

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert log.top()[0].count == 400
    assert UnansweredLog(tmp_path / "u.json").top()[0].count == 400
