"""Issue 14: one log line per cause per window, at the right level."""

from __future__ import annotations

import errno
import logging
from pathlib import Path

import pytest

from bot.engine import Reply
from bot.service import unanswered as unanswered_module
from bot.service.unanswered import UnansweredLog


def decline(question: str) -> Reply:
    return Reply(question, "decline", None, 0, "no", (), {}, "v", None)


def test_a_read_only_or_full_disk_warns_once_per_cause_per_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(unanswered_module.time, "monotonic", lambda: clock[0])
    failure = [OSError(errno.EROFS, "Read-only file system")]

    def refuse(*_: object) -> None:
        raise failure[0]

    monkeypatch.setattr(unanswered_module.os, "replace", refuse)
    log = UnansweredLog(tmp_path / "u.json")
    with caplog.at_level(logging.DEBUG, logger="bot.service.unanswered"):
        for n in range(50):
            log.record(decline(f"question number {n} about the zorblax"))
        assert len(log) == 50  # still counted in memory
        failure[0] = OSError(errno.ENOSPC, "No space left on device")
        for n in range(20):
            log.record(decline(f"another question {n}"))
        clock[0] += unanswered_module.WARN_EVERY + 1
        log.record(decline("a question after the window"))
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 3, [r.getMessage() for r in warnings]
    assert "Read-only file system" in warnings[0].getMessage()
    assert "No space left" in warnings[1].getMessage()
    assert "No space left" in warnings[2].getMessage()
    assert all(r.exc_info is None for r in warnings)
    assert not list(tmp_path.glob("*.tmp"))  # no half-written file left behind
