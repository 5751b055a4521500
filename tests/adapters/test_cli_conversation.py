"""`ask --json - --conversation` and the console: one conversation, follow-ups included."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.adapters import cli
from bot.adapters.console import run_console
from bot.adapters.local import LocalService
from bot.settings import Settings
from tests.adapters.test_cli import isolated  # noqa: F401  (fixture)

LINES = ["who scored the winner?", "when?", "who assisted?", "", "when?"]


def ask_lines(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *flags: str
) -> list[dict[str, object]]:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(LINES) + "\n"))
    assert cli.main(["ask", "--json", *flags, "-"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_conversation_flag_answers_follow_ups_in_order(
    isolated: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    replies = ask_lines(monkeypatch, capsys, "--conversation")
    assert [r["question"] for r in replies] == LINES
    assert replies[1]["intent"] == "goal-time" and "stoppage time" in str(replies[1]["answer"])
    assert replies[2]["intent"] == "goal-assist" and "Lionel Messi" in str(replies[2]["answer"])
    facts = replies[1]["facts"]
    assert isinstance(facts, dict) and facts["follow_up"] == "bare"
    # a blank line starts a new conversation: "when?" alone is not answered
    assert replies[4]["intent"] is None


def test_without_the_flag_every_line_stands_alone(
    isolated: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    replies = ask_lines(monkeypatch, capsys)
    assert replies[0]["intent"] == "goal-scorer"
    assert replies[1]["intent"] is None  # "when?" gets suggestions, as before
    assert replies[1] == replies[4]


def test_console_session_is_one_conversation(
    knowledge_copy: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed: Iterator[str] = iter(["who scored the winner?", "when?", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(typed))
    settings = Settings(_env_file=None, knowledge_path=knowledge_copy)  # type: ignore[call-arg]
    with LocalService(settings) as local:
        assert run_console(local) == 0
    out = capsys.readouterr().out
    assert "came in stoppage time" in out
