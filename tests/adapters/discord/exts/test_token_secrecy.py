"""The token never reaches a log line or the terminal (a real login failure, `run` with a
bad token, discord.py's debug logging off unless asked), and the docs say how to rotate it."""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import discord
import pytest

from bot.adapters.discord import runner
from bot.service import MatchService
from tests.adapters.discord.exts.conftest import (
    make_settings,
)
from tests.conftest import KNOWLEDGE, ROOT

TOKEN = "MTIzNDU2Nzg5MDEy.hardening-secret.tokenvalue"


# --- secrets ---------------------------------------------------------------------------


class _Unauthorised(BaseHTTPRequestHandler):
    """Discord's answer to a bad token: 401 on GET /users/@me. Records what it was sent."""

    seen: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        self.seen.append(self.headers.get("Authorization", ""))
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def fake_discord() -> Iterator[str]:
    """A local stand-in for discord.com that rejects every token; yields its API base."""
    _Unauthorised.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Unauthorised)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    finally:
        server.shutdown()
        server.server_close()


def test_real_login_failure_never_logs_or_prints_the_token(
    fake_discord: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    bot_service: MatchService,
) -> None:
    """discord.py's own login (HTTP and all, DEBUG logging on) against a 401."""
    monkeypatch.setattr(discord.http.Route, "BASE", fake_discord)
    monkeypatch.setattr(runner, "LiveKnowledge", lambda path, cache_dir=None: bot_service.live)
    settings = make_settings(discord_token=TOKEN, log_level="DEBUG")
    with caplog.at_level(logging.DEBUG):
        code = runner.run_discord(settings)
    out, err = capsys.readouterr()
    assert _Unauthorised.seen == [f"Bot {TOKEN}"]  # the token did go out, to Discord only
    assert code == runner.EXIT_DISCORD
    assert "Discord rejected DISCORD_TOKEN" in err
    assert any(r.name.startswith("discord") for r in caplog.records)  # it did log, at DEBUG
    logged = "\n".join(f"{r.getMessage()} {r.exc_text or ''}" for r in caplog.records)
    for secret in (TOKEN, "hardening-secret"):
        assert secret not in out + err + logged


def test_cli_run_with_a_bad_token_prints_no_token(fake_discord: str, tmp_path: Path) -> None:
    """`matchbot run` (bot.adapters.cli.main, what `python -m bot run` calls) in a process of
    its own, DEBUG logging on; only discord.com is swapped for the local 401."""
    code = (
        "import discord.http, sys\n"
        f"discord.http.Route.BASE = {fake_discord!r}\n"
        "from bot.adapters.cli import main\n"
        "sys.exit(main(['run']))\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": TOKEN,
        "LOG_LEVEL": "DEBUG",
        "KNOWLEDGE_PATH": str(KNOWLEDGE),
    }
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,  # no .env here
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == runner.EXIT_DISCORD, done.stderr
    assert "error: Discord rejected DISCORD_TOKEN" in done.stderr
    assert "DEBUG" in done.stderr  # the log was on, so the check below means something
    assert TOKEN not in done.stdout + done.stderr
    assert "hardening-secret" not in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_docs_say_how_to_rotate_a_leaked_token() -> None:
    docs = (ROOT / "docs" / "discord.md").read_text(encoding="utf-8")
    section = docs.split("## If the token leaks", 1)[1].split("\n## ", 1)[0]
    assert "Reset Token" in section and ".env" in section and "restart" in section


# --- discord.py's gateway dump ---------------------------------------------------------


@pytest.fixture
def logger_levels() -> Iterator[None]:
    """Put back the levels that configuring logging changes."""
    names = ("", "discord", "discord.gateway", "discord.http")
    saved = {name: logging.getLogger(name).level for name in names}
    logging.getLogger().setLevel(logging.DEBUG)  # LOG_LEVEL=DEBUG (basicConfig is a no-op here)
    for name in names[1:]:
        logging.getLogger(name).setLevel(logging.NOTSET)
    yield
    for name, level in saved.items():
        logging.getLogger(name).setLevel(level)


@pytest.mark.usefixtures("logger_levels")
@pytest.mark.parametrize("asked", [False, True])
def test_discord_gateway_and_http_stay_at_info_unless_asked(asked: bool) -> None:
    settings = make_settings(log_level="DEBUG", discord_debug_log=asked)
    runner.run_discord(settings)  # no token: configures logging, then stops
    for name in ("discord.gateway", "discord.http"):
        logger = logging.getLogger(name)
        assert logger.isEnabledFor(logging.DEBUG) is asked
        assert logger.isEnabledFor(logging.INFO)
    assert logging.getLogger("discord.client").isEnabledFor(logging.DEBUG)  # the rest follow
    runner.run_discord(make_settings(log_level="WARNING", discord_debug_log=asked))
    for name in ("discord.gateway", "discord.http"):  # never more than LOG_LEVEL asks for
        assert logging.getLogger(name).isEnabledFor(logging.INFO) is asked
