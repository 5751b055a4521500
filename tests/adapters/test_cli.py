"""The command line as outside tools use it: `ask`, `ask --json`, `ask --json -`, the
console without a token, and secrets that never reach the output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.adapters import cli
from bot.settings import Settings
from tests.conftest import KNOWLEDGE, ROOT

JSON_KEYS = ["question", "intent", "confidence", "answer", "suggestions", "version"]
SECRET = "MTIzNDU2Nzg5MDEy.secret-token-value.xyz"
OFF_TOPIC = "what is the weather like in paris"
SETTING_VARS = ("DISCORD_TOKEN", "KNOWLEDGE_PATH", "UNANSWERED_PATH", "USER_COOLDOWN_RATE")


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in SETTING_VARS}
    env["PYTHONPATH"] = str(ROOT)
    env["PYTHONIOENCODING"] = "utf-8"
    return {**env, **extra}


def run(args: list[str], cwd: Path, stdin: str | None = None, **env: str):
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env=clean_env(**env),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """In-process runs: no token, no .env from the repository, bundled knowledge."""
    for name in SETTING_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


# --- ask --------------------------------------------------------------------------------


def test_ask_prints_the_answer(tmp_path: Path) -> None:
    done = run(["ask", "who won?"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Argentina beat England 2-1")
    assert done.stderr == ""


def test_ask_joins_words(isolated: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ask", "who", "won?"]) == 0
    joined = capsys.readouterr().out
    assert cli.main(["ask", "who won?"]) == 0
    assert capsys.readouterr().out == joined
    assert "2-1" in joined


def test_ask_json_answer(tmp_path: Path) -> None:
    done = run(["ask", "--json", "who won?"], tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    obj = json.loads(lines[0])
    assert list(obj)[: len(JSON_KEYS)] == JSON_KEYS
    assert obj["question"] == "who won?"
    assert obj["intent"] == "result"
    assert isinstance(obj["confidence"], int) and 0 <= obj["confidence"] <= 100
    assert obj["answer"].startswith("Argentina beat England 2-1")
    assert obj["suggestions"] == []
    assert isinstance(obj["version"], str) and len(obj["version"]) == 12


def test_ask_json_decline_has_null_intent(isolated: Path, capsys) -> None:
    assert cli.main(["ask", "--json", OFF_TOPIC]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert obj["intent"] is None
    assert obj["question"] == OFF_TOPIC
    assert obj["answer"]  # the decline text
    assert obj["suggestions"] == []


def test_a_decline_is_one_sentence_with_what_to_ask_listed(isolated: Path, capsys) -> None:
    """What Discord shows as buttons, a terminal lists under the one-sentence decline."""
    assert cli.main(["ask", "how is the weather?"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "The match report doesn't say.",
        "- What was the final score?",
        "- Who scored the goals?",
        "- Can you show the timeline?",
    ]
    assert cli.main(["ask", "--json", "cómo estaba el clima"]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert obj["answer"] == "La crónica del partido no lo dice."
    assert obj["suggestions"][0] == "¿Cómo terminó el partido?" and len(obj["suggestions"]) == 3


def test_ask_json_unicode_is_kept(isolated: Path, capsys) -> None:
    assert cli.main(["ask", "--json", "¿quién ganó? ⚽"]) == 0
    out = capsys.readouterr().out
    assert "¿quién ganó? ⚽" in out  # ensure_ascii=False: readable for tools and people
    assert json.loads(out)["question"] == "¿quién ganó? ⚽"


def test_ask_json_stdin_one_line_per_question(tmp_path: Path) -> None:
    questions = ["who won?", OFF_TOPIC, "", "where was it played", "who won?"]
    done = run(["ask", "--json", "-"], tmp_path, stdin="\n".join(questions) + "\n")
    assert done.returncode == 0, done.stderr
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["question"] for r in replies] == questions
    assert replies[0]["intent"] == "result" and replies[1]["intent"] is None
    assert replies[0] == replies[4]


def test_ask_json_stdin_handles_crlf_and_a_last_line_without_newline(tmp_path: Path) -> None:
    done = run(["ask", "--json", "-"], tmp_path, stdin="who won?\r\nwhere was it played")
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["question"] for r in replies] == ["who won?", "where was it played"]


def test_ask_json_stdin_is_flushed_per_line(tmp_path: Path) -> None:
    """A tool can hold the pipe open: each answer arrives before the next question is sent."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "ask", "--json", "-"],
        cwd=tmp_path,
        env=clean_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("who won?\n")
        proc.stdin.flush()
        first = json.loads(proc.stdout.readline())  # blocks until that one answer arrives
        assert first["question"] == "who won?" and first["intent"] == "result"
        proc.stdin.write(OFF_TOPIC + "\n")
        proc.stdin.flush()
        second = json.loads(proc.stdout.readline())
        assert second["question"] == OFF_TOPIC and second["intent"] is None
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
        assert proc.stdout.read() == ""
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


# What a one-shot `ask` must not load: Discord, the feed and the importers, the bot's
# statistics and sync, Discord's cards. (PyYAML now loads: the engine's names tables,
# bot/engine/languages/names.yaml and clubs.yaml, are read when the engine is imported,
# about 20 ms; the knowledge itself is still never parsed on a saved engine.)
NOT_ON_THE_ASK_PATH = (
    "discord",
    "aiohttp",
    "snowballstemmer",
    "asyncpg",
    "bot.importers",
    "bot.adapters.discord",
    "bot.service.feed",
    "bot.service.feed_import",
    "bot.service.operator_feed",
    "bot.service.stats",
    "bot.service.sync",
    "bot.service.watcher",
    "bot.engine.cards",
    "bot.engine.standings",
    "bot.engine.cards.timeline",
    "bot.store.postgres",
)


def test_ask_loads_only_what_answering_needs(tmp_path: Path) -> None:
    """The second `ask` (the engine saved by the first) imports none of the running
    bot's modules: the start-up a user waits for pays only for answering."""
    code = (
        "import sys\n"
        "from bot.__main__ import main\n"
        "assert main(['ask', 'who won']) == 0\n"
        f"unwanted = {NOT_ON_THE_ASK_PATH!r}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in unwanted or "
        "m.startswith(unwanted)))\n"
    )
    env = clean_env(ENGINE_DISK_CACHE_PATH=str(tmp_path / "cache"))
    first = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert first.returncode == 0, first.stderr
    assert "discord" not in first.stdout.splitlines()[-1]  # even while building the engine
    assert list((tmp_path / "cache").glob("engine-*.pickle"))
    second = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert second.returncode == 0, second.stderr
    assert second.stdout.splitlines()[0].startswith("Argentina beat England 2-1")
    assert second.stdout.splitlines()[-1] == "[]"


def test_the_lazy_public_names_resolve() -> None:
    """Every name a public face imports at first use is there, and is what its module
    defines (a misspelt entry would only fail in the running bot)."""
    import importlib

    import bot.engine
    import bot.service

    for face in (bot.engine, bot.service):
        lazy = vars(face)["_LAZY"]
        assert set(lazy) <= set(face.__all__)
        for name, module in lazy.items():
            assert getattr(face, name) is getattr(importlib.import_module(module), name)
        with pytest.raises(AttributeError):
            face.no_such_name  # noqa: B018


def test_ask_with_broken_knowledge_says_so(tmp_path: Path, knowledge_copy: Path) -> None:
    (knowledge_copy / "intents.yaml").write_text("", encoding="utf-8")
    done = run(["ask", "who won?"], tmp_path, KNOWLEDGE_PATH=str(knowledge_copy))
    assert done.returncode == 1
    assert done.stdout == ""
    assert f"the knowledge at {knowledge_copy} is invalid" in done.stderr
    assert "intents.yaml:1: the file is empty" in done.stderr
    assert "Traceback" not in done.stderr


# --- the console ------------------------------------------------------------------------


def test_no_token_opens_the_console(tmp_path: Path) -> None:
    done = run([], tmp_path, stdin="who won?\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "No DISCORD_TOKEN is set" in done.stderr
    assert "Ask anything about the match" in done.stdout
    assert "bot> Argentina beat England 2-1" in done.stdout


def test_console_ends_on_end_of_input(tmp_path: Path) -> None:
    done = run(["console"], tmp_path, stdin="who won?\n")
    assert done.returncode == 0
    assert "2-1" in done.stdout


def test_console_lists_a_declines_suggestions(tmp_path: Path) -> None:
    done = run(["console"], tmp_path, stdin="how is the weather?\n")
    assert "bot> The match report doesn't say.\n- What was the final score?\n" in done.stdout


def test_blank_token_is_no_token(tmp_path: Path) -> None:
    done = run([], tmp_path, stdin="quit\n", DISCORD_TOKEN="   ")
    assert done.returncode == 0
    assert "No DISCORD_TOKEN is set" in done.stderr


def test_env_file_is_read_from_the_working_directory(tmp_path: Path) -> None:
    (tmp_path / "knowledge-here").mkdir()
    (tmp_path / ".env").write_text("KNOWLEDGE_PATH=knowledge-here\n", encoding="utf-8")
    done = run(["validate"], tmp_path)
    assert done.returncode == 1
    assert done.stdout.startswith("knowledge-here:0: the directory has no .yaml file")


# --- validate and schema ----------------------------------------------------------------


def test_validate_defaults_to_knowledge_path(tmp_path: Path) -> None:
    done = run(["validate"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith(f"OK {KNOWLEDGE}: version ")


def test_validate_counts_shootout_kicks_cards_and_awards(tmp_path: Path) -> None:
    final = Path(__file__).resolve().parents[1] / "matches" / "shootout_final"
    done = run(["validate", str(final)], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 file(s)" in done.stdout  # the match file and the bundled intents
    assert "9 shootout kicks, 1 cards, 2 awards" in done.stdout


def test_bad_setting_is_reported_without_a_traceback(tmp_path: Path) -> None:
    done = run(["validate"], tmp_path, USER_COOLDOWN_RATE="zero", DISCORD_TOKEN=SECRET)
    assert done.returncode == 2
    assert done.stderr.startswith("error: setting USER_COOLDOWN_RATE:")
    assert "Traceback" not in done.stderr
    assert SECRET not in done.stdout + done.stderr


# --- secrets ----------------------------------------------------------------------------


def test_settings_never_show_the_token(isolated: Path) -> None:
    s = Settings(discord_token=SECRET)
    assert s.discord_token is not None
    assert s.discord_token.get_secret_value() == SECRET  # it is there, only hidden
    for shown in (repr(s), str(s), f"{s}", s.model_dump_json(), str(s.model_dump())):
        assert SECRET not in shown
    assert SECRET not in repr(s.discord_token) and SECRET not in str(s.discord_token)


def test_settings_from_env_never_show_the_token(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", SECRET)
    s = Settings()
    assert s.discord_token is not None and s.discord_token.get_secret_value() == SECRET
    assert SECRET not in repr(s) and SECRET not in str(s)


def test_token_is_not_printed_by_local_commands(tmp_path: Path) -> None:
    for args, stdin in ((["ask", "who won?"], None), (["console"], "quit\n"), (["validate"], None)):
        done = run(args, tmp_path, stdin=stdin, DISCORD_TOKEN=SECRET)
        assert done.returncode == 0, done.stderr
        assert SECRET not in done.stdout + done.stderr


def test_dotenv_is_git_ignored() -> None:
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert ".env" in [line.strip() for line in lines]
    done = subprocess.run(
        ["git", "check-ignore", "--no-index", ".env"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
    )
    if done.returncode == 128:  # pragma: no cover - not a git checkout (e.g. an sdist)
        pytest.skip("not a git checkout")
    assert done.returncode == 0 and done.stdout.strip() == ".env"
    assert ".env.example" not in lines  # the example must stay committed


def test_ask_stdin_with_bad_bytes_carries_on(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "ask", "--json", "-"],
        cwd=tmp_path,
        env=clean_env(),  # PYTHONIOENCODING=utf-8: strict decoding unless ask relaxes it
        input=b"who won\xff\nwho won?\n",
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    replies = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert [r["question"] for r in replies] == ["who won\ufffd", "who won?"]


def test_ask_reader_closing_early_is_not_a_traceback(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "ask", "-"],
        cwd=tmp_path,
        env=clean_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(b"who won?\n")
    proc.stdin.flush()
    assert b"2-1" in proc.stdout.readline()
    proc.stdout.close()  # the reader goes away, like `| head -1`
    proc.stdin.write(b"who won?\n" * 20)
    proc.stdin.close()
    assert proc.wait(timeout=30) == 1
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert "Traceback" not in err and "BrokenPipe" not in err


@pytest.mark.parametrize("token", ["MTIz.abc\ndef.ghi", "MTIz.abc def.ghi", "MTIz.abc\tdef"])
def test_a_token_with_a_break_inside_is_a_settings_error(tmp_path: Path, token: str) -> None:
    """Issue 14: a token pasted with a line break inside gave a traceback from the HTTP
    library; it is a settings error (exit 2) that never prints the token."""
    done = run(["run"], tmp_path, DISCORD_TOKEN=token)
    assert done.returncode == 2, done.stderr
    assert "error: setting DISCORD_TOKEN:" in done.stderr
    assert "Traceback" not in done.stderr
    for part in token.split():
        assert part not in done.stdout + done.stderr


def test_ask_json_says_the_language_of_each_answer(tmp_path: Path) -> None:
    done = run(["ask", "--json", "-"], tmp_path, stdin="who won?\n¿quién ganó?\n")
    assert done.returncode == 0, done.stderr
    english, spanish = (json.loads(line) for line in done.stdout.splitlines())
    assert english["lang"] == "en" and english["answer"].startswith("Argentina beat England")
    assert spanish["lang"] == "es" and spanish["answer"].startswith("Argentina le ganó 2-1")
    assert list(spanish)[: len(JSON_KEYS)] == JSON_KEYS and spanish["intent"] == "result"


INVENTED_TOURNAMENT = ROOT / "tests" / "tournament" / "invented"


def test_ask_json_names_the_match_an_answer_is_about(tmp_path: Path) -> None:
    questions = "score of sundar v kelvia\nhow far did kelvia get\nwho won?\n"
    done = run(
        ["ask", "--json", "-"], tmp_path, stdin=questions, KNOWLEDGE_PATH=str(INVENTED_TOURNAMENT)
    )
    assert done.returncode == 0, done.stderr
    data, team, current = (json.loads(line) for line in done.stdout.splitlines())
    assert list(data)[: len(JSON_KEYS)] == JSON_KEYS  # the old fields first, as before
    assert data["match"] == "2030-06-02-sundar-kelvia"
    assert team["match"] is None  # about a team, not one match
    assert current["match"] == "2030-06-19-valdoria-norland"  # no match named: the current


def test_ask_json_match_is_null_without_a_tournament(tmp_path: Path) -> None:
    one_match = ROOT / "tests" / "matches" / "extra_time_win"
    done = run(["ask", "--json", "who won?"], tmp_path, KNOWLEDGE_PATH=str(one_match))
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["intent"] == "result" and reply["match"] is None


def test_ask_json_bundled_answers_name_the_semi_final(tmp_path: Path) -> None:
    done = run(["ask", "--json", "-"], tmp_path, stdin="who won?\nwho won the world cup?\n")
    assert done.returncode == 0, done.stderr
    current, tournament = (json.loads(line) for line in done.stdout.splitlines())
    assert current["match"] == "2026-07-15-england-argentina"
    assert tournament["match"] is None and "Spain" in tournament["answer"]


# --- a season still being played: --timezone and --now ----------------------------------


def test_ask_gives_kick_offs_in_the_zone_and_at_the_time_asked(
    isolated: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.importers import import_football_json, write_imported

    season = ROOT / "knowledge" / "sources" / "openfootball" / "football.json" / "2024-25"
    write_imported(import_football_json([season / "es.1.json"]), isolated / "liga")
    monkeypatch.setenv("KNOWLEDGE_PATH", str(isolated / "liga"))
    monkeypatch.setenv("ENGINE_DISK_CACHE", "false")
    question = "when do betis play next"
    at = ["--now", "2025-05-20T10:00"]
    assert cli.main(["ask", *at, "--timezone", "europe/madrid", question]) == 0
    assert "Friday 23 May 2025, 21:00 (Europe/Madrid)" in capsys.readouterr().out
    assert cli.main(["ask", *at, question]) == 0  # UTC unless told
    assert "Friday 23 May 2025, 19:00 (UTC)" in capsys.readouterr().out
    assert cli.main(["ask", "--json", *at, question]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert cli.main(["ask", "--json", "who won the league"]) == 0
    assert set(plain) == set(json.loads(capsys.readouterr().out))  # the same contract
    assert cli.main(["ask", "--timezone", "Mars/Olympus", question]) == 2
    assert capsys.readouterr().err.startswith("error: --timezone: expected an IANA time zone")
    assert cli.main(["ask", "--now", "tomorrow", question]) == 2
    assert capsys.readouterr().err.startswith("error: --now: expected an ISO 8601 time")
