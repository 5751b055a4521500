"""Running against Discord: start-up failures are one line on stderr and a non-zero exit."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest

from bot.adapters.discord import runner
from bot.adapters.discord.client import MatchBot
from bot.service import LiveKnowledge
from bot.settings import Settings
from tests.adapters.discord.exts.conftest import make_settings

TOKEN = "MTIz.fake-but-secret.token-value"


def settings_with_token(**overrides: Any) -> Settings:
    return make_settings(discord_token=TOKEN, **overrides)


@pytest.fixture(scope="module")
def loaded_knowledge() -> LiveKnowledge:
    return LiveKnowledge(make_settings().knowledge_path)


@pytest.fixture(autouse=True)
def fast_service(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, loaded_knowledge: LiveKnowledge
) -> None:
    """Skip re-loading the bundled knowledge for each run (the invalid-knowledge test loads)."""
    if "knowledge_copy" not in request.fixturenames:
        monkeypatch.setattr(runner, "LiveKnowledge", lambda path, cache_dir=None: loaded_knowledge)


def fail_start(monkeypatch: pytest.MonkeyPatch, exc: BaseException) -> None:
    async def start(self: MatchBot, token: str, *, reconnect: bool = True) -> None:
        assert token == TOKEN  # the secret reaches only discord.py's start
        raise exc

    monkeypatch.setattr(MatchBot, "start", start)


@pytest.mark.parametrize(
    ("exc", "words"),
    [
        (discord.LoginFailure("Improper token has been passed."), "rejected DISCORD_TOKEN"),
        (OSError(101, "Network is unreachable"), "cannot reach Discord"),
        (aiohttp.ClientConnectionError("connection refused"), "cannot reach Discord"),
        (discord.PrivilegedIntentsRequired(None), "Message Content intent"),
    ],
)
def test_start_failure_is_one_line_and_non_zero(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    exc: BaseException,
    words: str,
) -> None:
    fail_start(monkeypatch, exc)
    with caplog.at_level(logging.DEBUG):
        code = runner.run_discord(settings_with_token())
    out, err = capsys.readouterr()
    assert code != 0
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0]
    assert "Traceback" not in out + err
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert TOKEN not in out + err + logged
    assert "fake-but-secret" not in out + err + logged


def test_clean_stop_exits_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    async def start(self: MatchBot, token: str, *, reconnect: bool = True) -> None:
        return None  # as after bot.close()

    monkeypatch.setattr(MatchBot, "start", start)
    assert runner.run_discord(settings_with_token()) == 0


def test_no_token_is_a_config_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.run_discord(make_settings()) == runner.EXIT_CONFIG
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_invalid_knowledge_is_a_config_error(
    knowledge_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = knowledge_copy / "match.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("scorer: lautaro-martinez", "scorer: nobody", 1), "utf-8")
    settings = settings_with_token(knowledge_path=knowledge_copy)
    assert runner.run_discord(settings) == runner.EXIT_CONFIG
    err = capsys.readouterr().err
    assert "match.yaml:" in err and "Traceback" not in err


class _ClosedSocket:
    close_code = None


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (4004, "Discord rejected DISCORD_TOKEN"),
        (4010, "invalid shard"),
        (4011, "needs sharding"),
        (4012, "API version"),
        (4013, "invalid intents"),
        (4014, "Message Content intent"),
    ],
)
def test_fatal_gateway_close_is_one_line_and_exit_3(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    code: int,
    words: str,
) -> None:
    """Issue 14: a token reset while running (4004) and the like closed the gateway with an
    uncaught ConnectionClosed (a traceback, exit 1)."""
    closed = discord.ConnectionClosed(_ClosedSocket(), shard_id=None, code=code)  # type: ignore[arg-type]
    fail_start(monkeypatch, closed)
    assert runner.run_discord(settings_with_token()) == runner.EXIT_DISCORD
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], err
    assert f"code {code}" in lines[0] or code in (4004, 4014)
    assert "Traceback" not in out + err


def test_unwritable_data_directory_names_it_and_is_a_config_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not "cannot reach Discord": the directory and the cause, and exit 2 (no restart)."""
    blocker = tmp_path / "read-only-install"
    blocker.write_text("")  # a file where a directory should be: fails even as root
    fail_start(monkeypatch, AssertionError("never reached"))
    settings = settings_with_token(data_path=blocker / "data" / "matchbot.sqlite3")
    assert runner.run_discord(settings) == runner.EXIT_CONFIG
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: cannot create the data directory")
    assert str(blocker / "data") in lines[0] and "Not a directory" in lines[0]
    assert "Discord" not in lines[0]


def test_fatal_line_is_json_with_json_logs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fail_start(monkeypatch, discord.LoginFailure("Improper token has been passed."))
    assert runner.run_discord(settings_with_token(log_format="json")) == runner.EXIT_DISCORD
    [line] = capsys.readouterr().err.strip().splitlines()
    entry = json.loads(line)
    assert entry["level"] == "CRITICAL" and entry["logger"] == "matchbot"
    assert entry["message"].startswith("error: Discord rejected DISCORD_TOKEN")
    assert TOKEN not in line


def test_no_voice_warnings_at_start(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(discord.VoiceClient, "warn_nacl", True)
    if hasattr(discord.VoiceClient, "warn_dave"):
        monkeypatch.setattr(discord.VoiceClient, "warn_dave", True)
    fail_start(monkeypatch, discord.LoginFailure("no"))
    with caplog.at_level(logging.WARNING):
        runner.run_discord(settings_with_token())
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "voice will NOT be supported" not in logged
