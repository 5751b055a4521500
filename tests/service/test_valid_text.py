"""Issue 14: text from any way in is made valid before it is stored or shown.

A lone surrogate (from JSON `\\ud800`, or from a command-line byte that is not UTF-8) cannot
be encoded, so storing or printing it raised; a NUL is refused by PostgreSQL. One function,
`valid_text`, makes such text safe, and every way in goes through it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.engine import Reply
from bot.service import MatchService, valid_text
from bot.service.live import LiveKnowledge
from bot.service.unanswered import UnansweredLog
from bot.store import Store
from tests.conftest import ROOT

POISON = "who refereed the game \ud800?"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("who won?", "who won?"),
        ("who refereed \ud800?", "who refereed \ufffd?"),
        ("lone low \udcff end", "lone low \ufffd end"),
        ("nul\x00inside", "nul inside"),
        ("bell\x07 and esc\x1b[31m", "bell  and esc [31m"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("Müller 😀 ⚽", "Müller 😀 ⚽"),
    ],
)
def test_valid_text_replaces_what_cannot_be_stored(raw: str, expected: str) -> None:
    cleaned = valid_text(raw)
    assert cleaned == expected
    cleaned.encode("utf-8")  # would raise on a surrogate


async def test_a_lone_surrogate_is_saved_and_later_questions_still_work(
    knowledge_copy: Path, memory_store: Store
) -> None:
    service = MatchService(LiveKnowledge(knowledge_copy), memory_store)
    reply = await service.answers.ask(POISON)
    assert "\ud800" not in reply.question + reply.text
    json.dumps(reply.to_json(), ensure_ascii=False).encode("utf-8")
    later = await service.answers.ask("what is the weather in paris?")
    assert later.band == "decline"
    saved = await service.unanswered.top(None)
    assert {e.example for e in saved} == {
        "who refereed the game \ufffd?",
        "what is the weather in paris?",
    }


def test_the_unanswered_list_cleans_what_it_is_given_and_what_it_loads(tmp_path: Path) -> None:
    path = tmp_path / "u.json"
    log = UnansweredLog(path)
    log.record(Reply(POISON, "decline", None, 0, "no", (), {}, "v", None))  # not via the service
    [entry] = log.top()
    assert entry.example == "who refereed the game \ufffd?"
    # A file written by an older version (JSON can spell a lone surrogate as \ud800).
    row = {"key": "odd \ud800", "example": "odd \ud800?", "count": 2, "closest": None}
    path.write_text(json.dumps({"entries": [{**row, "last_seen": 1.0}]}), encoding="utf-8")
    [loaded] = UnansweredLog(path, read_only=True).top()
    assert loaded.example == "odd \ufffd?" and loaded.key == "odd \ufffd"


def test_cli_ask_with_a_byte_that_is_not_utf8_does_not_crash(tmp_path: Path) -> None:
    """`UNANSWERED_PATH=x python -m bot ask $'who refereed \\xff?'`: no crash, nothing written."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "ask", b"who refereed \xff?"],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "UNANSWERED_PATH": "x"},
        capture_output=True,
        timeout=60,
    )
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    assert done.returncode == 0
    assert not (tmp_path / "x.tmp").exists()
    assert not (tmp_path / "x").exists()  # UNANSWERED_PATH is only imported, never written
    json_done = subprocess.run(
        [sys.executable, "-m", "bot", "ask", "--json", "-"],
        input=b"who refereed \xff?\nwho won?\n",
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        timeout=60,
    )
    assert json_done.returncode == 0, json_done.stderr
    first, second = (json.loads(line) for line in json_done.stdout.splitlines())
    assert first["question"] == "who refereed \ufffd?"
    assert second["intent"] is not None
