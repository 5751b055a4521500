"""`python -m bot knowledge list|show|pull|push|rollback` on the store the bot uses."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.adapters.cli import main
from tests.conftest import KNOWLEDGE, NEW_INTENT

GUILD = "4242"


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # no developer .env
    for name in ("DISCORD_TOKEN", "UNANSWERED_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("KNOWLEDGE_PATH", str(KNOWLEDGE))
    monkeypatch.setenv("DATA_PATH", str(tmp_path / "data" / "matchbot.sqlite3"))
    return tmp_path


def upload_dir(root: Path, extra: str) -> Path:
    target = root / "upload"
    target.mkdir(exist_ok=True)
    shutil.copy(KNOWLEDGE / "intents.yaml", target / "intents.yaml")
    with (target / "intents.yaml").open("a", encoding="utf-8") as handle:
        handle.write(extra)
    return target


def test_push_list_show_pull_rollback(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["knowledge", "list"]) == 0
    assert "No server has knowledge of its own" in capsys.readouterr().out
    assert main(["knowledge", "push", "--guild", GUILD, str(upload_dir(env, NEW_INTENT))]) == 0
    assert f"server {GUILD}: version 1 is live (intents +1" in capsys.readouterr().out
    second = NEW_INTENT.replace("Salt and vinegar", "Cheese")
    assert main(["knowledge", "push", "--guild", GUILD, str(upload_dir(env, second))]) == 0
    capsys.readouterr()
    assert main(["knowledge", "list"]) == 0
    assert capsys.readouterr().out.startswith(f"{GUILD}  version 2  ")
    assert main(["knowledge", "show", "--guild", GUILD]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert shown[0].startswith("version 2  (live)") and "by command line: pushed" in shown[0]
    assert shown[1].startswith("version 1  ")
    assert main(["knowledge", "rollback", "--guild", GUILD, "1"]) == 0
    assert "version 1 is live again" in capsys.readouterr().out
    assert main(["knowledge", "pull", "--guild", GUILD, str(env / "out")]) == 0
    assert "Salt and vinegar" in (env / "out" / "intents.yaml").read_text(encoding="utf-8")
    assert main(["knowledge", "pull", "--guild", GUILD, "--version", "2", str(env / "v2")]) == 0
    assert "Cheese" in (env / "v2" / "intents.yaml").read_text(encoding="utf-8")
    assert main(["knowledge", "pull", str(env / "operator")]) == 0  # the operator's files
    assert sorted(p.name for p in (env / "operator").iterdir()) == [
        "intents.yaml",
        "match.yaml",
        "tournament.yaml",
    ]


def test_a_broken_push_saves_nothing_and_says_where(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = NEW_INTENT.replace("text: Salt", "txet: Salt")
    target = upload_dir(env, broken)
    text = (target / "intents.yaml").read_text(encoding="utf-8")
    line = text.count("\n", 0, text.index("txet:")) + 1
    assert main(["knowledge", "push", "--guild", GUILD, str(target)]) == 1
    out = capsys.readouterr()
    assert f"intents.yaml:{line}: " in out.out and "nothing was saved" in out.err
    assert main(["knowledge", "show", "--guild", GUILD]) == 0
    assert "has no versions" in capsys.readouterr().out


def test_rollback_to_another_servers_version_is_refused(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["knowledge", "push", "--guild", GUILD, str(upload_dir(env, NEW_INTENT))]) == 0
    assert main(["knowledge", "rollback", "--guild", "7", "1"]) == 1
    assert "no version 1" in capsys.readouterr().err


# issue 23, row 13: clear one-line errors, never a traceback or a version nothing uses


@pytest.mark.parametrize(
    "argv",
    [
        ["knowledge", "show", "--guild", str(2**64)],
        ["knowledge", "push", "--guild", str(2**63), "PATH"],
        ["knowledge", "push", "--guild", "0", "PATH"],
        ["knowledge", "pull", "--guild", "-5", "OUT"],
        ["knowledge", "rollback", "--guild", GUILD, str(2**70)],
        ["knowledge", "pull", "--guild", GUILD, "--version", "0", "OUT"],
        ["unanswered", "--guild", str(10**30)],
    ],
)
def test_ids_out_of_range_are_one_line_errors(
    env: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    path = str(upload_dir(env, NEW_INTENT))
    argv = [path if a == "PATH" else str(env / "out") if a == "OUT" else a for a in argv]
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and err.startswith("error: ")
    assert "Traceback" not in err
    assert main(["knowledge", "list"]) == 0  # and nothing was saved, for guild 0 either
    assert "No server has knowledge of its own" in capsys.readouterr().out


def test_pull_to_a_bad_path_is_a_one_line_error(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = env / "a-file"
    blocker.write_text("not a directory", encoding="utf-8")
    for target in (blocker, blocker / "sub", env / ("x" * 300)):
        assert main(["knowledge", "pull", str(target)]) == 1
        _out, err = capsys.readouterr()
        assert len(err.splitlines()) == 1 and err.startswith("error: cannot write to "), err
