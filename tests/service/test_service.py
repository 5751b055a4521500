"""The service every adapter uses: asks, records what it could not answer, audits reloads."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service import MAX_INPUT_CHARS, MatchService
from bot.settings import Settings
from tests.conftest import ROOT
from tests.knowledge.test_loader_errors import edit

OFF_TOPIC = "what is the weather like in paris"


async def test_answers_are_not_recorded_and_declines_are(service: MatchService) -> None:
    answer = await service.answers.ask("who won?")
    assert answer.band == "answer"
    assert len(await service.unanswered.top(None, 1000)) == 0
    decline = await service.answers.ask(OFF_TOPIC)
    assert decline.band == "decline", decline.text
    await service.answers.ask(OFF_TOPIC.upper() + "??")
    [entry] = await service.unanswered.top(None)
    assert entry.count == 2 and entry.example == OFF_TOPIC


async def test_long_input_is_cut_before_the_engine(service: MatchService) -> None:
    reply = await service.answers.ask("who won " * 2000)
    assert len(reply.question) == MAX_INPUT_CHARS
    assert reply.band in ("answer", "suggest", "decline")


def _audit(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "matchbot.audit"]


def test_audit_line_for_a_good_reload(
    service: MatchService, knowledge_copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    old = service.live.engine.version
    edit(knowledge_copy / "match.yaml", "  - id: jagger\n", "  - id: jagger\n    club: Stones\n")
    with caplog.at_level(logging.INFO, logger="matchbot.audit"):
        result = service.operator.reload_now("mod#1(42)")
    [record] = _audit(caplog)
    assert record.levelno == logging.INFO
    assert record.getMessage() == (
        f"reload by=mod#1(42) result=ok version={result.version} previous={old} "
        "changes=people +0 -0 ~1"
    )
    assert result.version == service.live.engine.version != old


async def test_audit_line_for_a_rejected_reload(
    service: MatchService, knowledge_copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    old = service.live.engine.version
    line = edit(knowledge_copy / "match.yaml", "      minute: 55\n", "      minute: 999\n")
    with caplog.at_level(logging.INFO, logger="matchbot.audit"):
        result = service.operator.reload_now("alice")
    [record] = _audit(caplog)
    assert record.levelno == logging.WARNING
    message = record.getMessage()
    assert message.startswith(f"reload by=alice result=rejected version={old} problems=1 first=")
    assert f"match.yaml:{line}: match.timeline[0].minute:" in message
    assert not result.ok and service.live.engine.version == old
    assert (
        await service.answers.ask("who won?")
    ).band == "answer"  # still answering from the old one


def test_one_audit_line_per_attempt(
    service: MatchService, knowledge_copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="matchbot.audit"):
        service.operator.reload_now("a")
        (knowledge_copy / "intents.yaml").write_text("", encoding="utf-8")
        service.operator.reload_now("b")
        service.operator.reload_now("c")
    assert [r.getMessage().split()[1:3] for r in _audit(caplog)] == [
        ["by=a", "result=ok"],
        ["by=b", "result=rejected"],
        ["by=c", "result=rejected"],
    ]


def test_actor_cannot_forge_an_audit_line(
    service: MatchService, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="matchbot.audit"):
        service.operator.reload_now("eve\nreload by=admin result=ok version=x")
    [record] = _audit(caplog)
    message = record.getMessage()
    assert "\n" not in message
    assert message.startswith("reload by=eve_reload_by=admin_result=ok_version=x result=ok ")


async def test_restart_answers_at_once_and_keeps_the_unanswered_list(
    knowledge_copy: Path, tmp_path: Path
) -> None:
    settings = Settings(knowledge_path=knowledge_copy, data_path=tmp_path / "data" / "m.sqlite3")
    first = await MatchService.open(settings)
    await first.answers.ask(OFF_TOPIC)
    await first.answers.ask(OFF_TOPIC)
    await first.close()

    restarted = await MatchService.open(settings)  # a new process would do just this
    try:
        assert (await restarted.answers.ask("who won?")).band == "answer"
        [entry] = await restarted.unanswered.top(None)
        assert (entry.example, entry.count) == (OFF_TOPIC, 2)
    finally:
        await restarted.close()


def _cli(args: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISCORD_TOKEN", "KNOWLEDGE_PATH", "UNANSWERED_PATH", "DATA_PATH")
    }
    clean["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_unanswered_command_reads_the_store(knowledge_copy: Path, tmp_path: Path) -> None:
    data = tmp_path / "data" / "matchbot.sqlite3"
    done = _cli(["unanswered"], tmp_path, DATA_PATH=str(data))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "No unanswered questions recorded for DMs (the operator's list)."
    assert data.is_file()  # created on first run

    async def fill() -> None:
        settings = Settings(knowledge_path=knowledge_copy, data_path=data)
        service = await MatchService.open(settings)
        for _ in range(3):
            await service.answers.ask(OFF_TOPIC)
        await service.answers.ask("what's the time in tokyo")
        await service.answers.ask("is the pitch haunted by ghosts?", guild_id=42)
        await service.close()

    asyncio.run(fill())
    done = _cli(["unanswered"], tmp_path, DATA_PATH=str(data))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"3x  {OFF_TOPIC}  (closest: ")
    assert lines[1].startswith("1x  what's the time in tokyo  (closest: ")
    guild = _cli(["unanswered", "--guild", "42"], tmp_path, DATA_PATH=str(data))
    assert guild.stdout.startswith("1x  is the pitch haunted by ghosts?")


def test_an_old_corrupt_json_list_is_not_imported_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "u.json"
    path.write_text("{oops", encoding="utf-8")
    done = _cli(
        ["unanswered"], tmp_path, UNANSWERED_PATH=str(path), DATA_PATH=str(tmp_path / "d.db")
    )
    assert done.returncode == 0
    assert "Traceback" not in done.stderr
    assert "unreadable" in done.stderr
    assert path.read_text(encoding="utf-8") == "{oops"
    assert not (tmp_path / "u.json.corrupt").exists()
