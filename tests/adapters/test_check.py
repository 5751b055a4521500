"""`python -m bot check`, `--version`, `invite` and `run --help`: what an operator runs
before the first start."""

from __future__ import annotations

import base64
import json
import socket
import sqlite3
from pathlib import Path

import pytest

from bot.adapters import cli
from bot.adapters.check import application_id, check, token_problem
from bot.settings import VERSION, Settings
from bot.store import SCHEMA_VERSION
from tests.adapters.discord.exts.conftest import make_settings

APP_ID = 123456789012345678
TOKEN = base64.urlsafe_b64encode(str(APP_ID).encode()).decode().rstrip("=") + ".GhIjKl.xyz-abc_DEF"


def good(tmp_path: Path, **overrides: object) -> Settings:
    values: dict[str, object] = {"discord_token": TOKEN, "data_path": tmp_path / "d" / "m.sqlite3"}
    return make_settings(**{**values, **overrides})


def environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, token: str | None = TOKEN) -> None:
    """The command line's own Settings(): from the environment, no .env (cwd is empty)."""
    monkeypatch.chdir(tmp_path)
    for name in ("DATABASE_URL", "METRICS_PORT", "CREDENTIALS_DIRECTORY", "LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", token or "")
    monkeypatch.setenv("DATA_PATH", str(tmp_path / "d" / "m.sqlite3"))


def test_a_good_configuration_is_ok_and_changes_nothing(tmp_path: Path) -> None:
    problems, notes = check(good(tmp_path))
    assert problems == []
    assert any("created at the first start" in n for n in notes)
    assert not (tmp_path / "d").exists()  # check creates nothing


def test_token_shape() -> None:
    assert token_problem(TOKEN) is None and application_id(TOKEN) == APP_ID
    assert token_problem("not-a-token") is not None
    assert "client secret" in (token_problem("abc.def.ghi") or "")  # 'abc' is no id
    assert application_id("abc.def.ghi") is None


def test_every_problem_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    broken = tmp_path / "broken.yaml"
    broken.write_text("match: [")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        problems, _ = check(
            make_settings(
                discord_token="abc.def.ghi",
                data_path=blocker / "m.sqlite3",
                knowledge_path=broken,
                metrics_port=port,
                metrics_host="127.0.0.1",
            )
        )
    text = "\n".join(problems)
    assert all("\n" not in p for p in problems)
    assert "DISCORD_TOKEN" in text
    assert f"DATA_PATH={blocker / 'm.sqlite3'}" in text and "not a directory" in text
    assert "KNOWLEDGE_PATH" in text
    assert f"METRICS_PORT={port}" in text
    assert len(problems) >= 4


def test_schema_state_of_an_existing_sqlite_store(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)")
        db.execute("INSERT INTO schema_migrations VALUES (?)", (SCHEMA_VERSION,))
    problems, notes = check(good(tmp_path, data_path=path))
    assert problems == [] and any(f"schema {SCHEMA_VERSION}, current" in n for n in notes)
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO schema_migrations VALUES (?)", (SCHEMA_VERSION + 5,))
    problems, _ = check(good(tmp_path, data_path=path))
    assert len(problems) == 1 and "newer than this code" in problems[0]


def test_an_unreachable_database_is_named_without_its_password(tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port with nothing listening
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"postgresql://matchbot:hunter2@127.0.0.1:{port}/matchbot"
    problems, _ = check(good(tmp_path, database_url=url))
    assert len(problems) == 1 and problems[0].startswith("DATABASE_URL: cannot reach")
    assert "hunter2" not in problems[0]


def test_check_command_exit_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    environment(monkeypatch, tmp_path)
    assert cli.main(["check"]) == 0
    assert capsys.readouterr().out.startswith("OK: ready to start")
    environment(monkeypatch, tmp_path, token=None)
    assert cli.main(["check"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("error: DISCORD_TOKEN is not set") and "1 problem" in err[-1]


def test_a_bad_setting_is_one_error_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LOG_LEVEL", "verbose")
    assert cli.main(["check"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: setting LOG_LEVEL:")


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"matchbot {VERSION}"


def test_run_help_lists_every_setting_and_the_exit_codes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        cli.main(["run", "--help"])
    out = capsys.readouterr().out
    for name in Settings.model_fields:
        assert f"  {name.upper()} " in out
    for code in ("0", "2", "3", "4"):
        assert f"\n  {code}  " in out
    assert "RestartPreventExitStatus=2" in out


def test_invite_prints_the_oauth_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    environment(monkeypatch, tmp_path)
    assert cli.main(["invite"]) == 0
    url = capsys.readouterr().out.strip()
    assert url.startswith("https://discord.com/oauth2/authorize?")
    assert f"client_id={APP_ID}" in url and "permissions=309237763136" in url
    assert "scope=bot+applications.commands" in url
    assert TOKEN not in url
    environment(monkeypatch, tmp_path, token=None)
    assert cli.main(["invite"]) == 2


def test_a_bad_setting_is_a_json_line_where_logs_are_json(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """In the image (LOG_FORMAT's default json) a settings error is a JSON log line too."""
    monkeypatch.setenv("LOG_LEVEL", "verbose")
    monkeypatch.delenv("LOG_FORMAT", raising=False)
    monkeypatch.setenv("MATCHBOT_DEFAULT_LOG_FORMAT", "json")
    assert cli.main(["check"]) == 2
    [line] = capsys.readouterr().err.strip().splitlines()
    entry = json.loads(line)
    assert entry["level"] == "CRITICAL" and entry["message"].startswith("error: setting LOG_LEVEL")


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc")
def test_an_unwritable_data_path_is_named_with_a_bad_token_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 36 (10): DATA_PATH=/proc/x/db.sqlite3 was "OK ... (created at the first start)"
    (os.access says yes to root, and for /proc). Making a directory there is tried instead:
    the directory is named, and a bad token beside it is a second error line."""
    environment(monkeypatch, tmp_path, token="not-a-token")
    monkeypatch.setenv("DATA_PATH", "/proc/x/db.sqlite3")
    assert cli.main(["check"]) == 2
    captured = capsys.readouterr()
    errors = [line for line in captured.err.splitlines() if line.startswith("error: ")]
    assert len(errors) == 2, captured.err
    assert "DISCORD_TOKEN" in errors[0]
    assert errors[1].startswith("error: DATA_PATH=/proc/x/db.sqlite3: cannot create /proc/x")
    assert "OK" not in captured.out


def test_check_leaves_no_probe_behind(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    problems, _ = check(good(tmp_path))
    assert problems == []
    assert list((tmp_path / "d").iterdir()) == []
