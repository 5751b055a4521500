"""Command line: ask, console, validate, schema, unanswered, knowledge, check, invite,
health, and running the bot.

Only `run` (or no sub-command with a token configured) imports discord, so asking and
validating start fast.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import io
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from bot.adapters import cli_store
from bot.adapters.exits import EXIT_CODES_HELP, EXIT_CONFIG, EXIT_FAILED, EXIT_OK
from bot.adapters.logs import fatal_line
from bot.knowledge import KnowledgeError, LoadedKnowledge, load_knowledge
from bot.settings import VERSION, Settings

if TYPE_CHECKING:  # the service import loads the engine: keep it out of `validate`
    from bot.adapters.local import LocalService
    from bot.engine import Clock


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="matchbot",
        description="Answers fans' questions about a football match, in Discord or here.",
    )
    p.add_argument("--version", action="version", version=f"matchbot {VERSION}")
    sub = p.add_subparsers(dest="command")
    ask = sub.add_parser("ask", help="answer one question (or '-' for one per line on stdin)")
    ask.add_argument("question", nargs="+", help="the question, or - to read stdin")
    ask.add_argument("--json", action="store_true", help="print one JSON object per answer")
    ask.add_argument(
        "--conversation",
        action="store_true",
        help="with -: the lines are one conversation, in order, so follow-ups such as "
        "'when?' or 'and England?' lean on the answer before (a blank line starts anew)",
    )
    console = sub.add_parser("console", help="ask questions interactively")
    for command in (ask, console):
        command.add_argument(
            "--timezone",
            help="the IANA time zone answers give days and kick-offs in, e.g. Europe/Madrid "
            "(default: TIMEZONE, else UTC)",
        )
        command.add_argument(
            "--now",
            help="answer as if it were this time (ISO 8601, e.g. 2025-05-20T18:00+02:00; "
            "without an offset: UTC): from the knowledge as it stood then, a match "
            "kicking off later being still to come",
        )
    val = sub.add_parser("validate", help="check a knowledge file or directory")
    val.add_argument("path", nargs="?", type=Path, help="default: KNOWLEDGE_PATH")
    sub.add_parser("schema", help="print the JSON Schema of a knowledge file")
    imp = sub.add_parser("import", help="turn a data feed into knowledge YAML")
    formats = imp.add_subparsers(dest="format", required=True)
    fj = formats.add_parser(
        "football-json",
        help="Football.JSON (openfootball): matches, and squads/teams/stadiums/groups files",
    )
    fj.add_argument(
        "files",
        nargs="+",
        type=Path,
        help="the main file(s); side files (X.squads.json, ...) are found beside them or "
        "may be named here too",
    )
    fj.add_argument("--out", type=Path, required=True, help="the knowledge directory to write")
    fj.add_argument("--source", default="Football.JSON", help="the data's source, to name it")
    fj.add_argument("--licence", default="not stated", help="the data's licence, to name it")
    fj.add_argument("--name", help="the tournament's name (and id), if not the one the file gives")
    fj.add_argument(
        "--fix-swapped-sides",
        action="store_true",
        help="import a match whose goals1/goals2 fit its score only the other way round "
        "swapped back (and say so), instead of failing",
    )
    cli_store.add_parsers(sub)
    sub.add_parser(
        "check",
        help="check the configuration before a first start (one line per problem)",
        description="Checks the settings, the token's shape, the data directory, the "
        "database (reachable, schema), the knowledge and the metrics port, changing "
        "nothing. Exit 0 when ready, 2 with one 'error:' line per problem.",
    )
    sub.add_parser("invite", help="print the URL that invites the bot to a server")
    sub.add_parser(
        "health",
        help="exit 0 if the bot on METRICS_PORT here is ready (the image's HEALTHCHECK)",
    )
    sub.add_parser(
        "run",
        help="connect to Discord (needs DISCORD_TOKEN)",
        description="Connect to Discord and answer until stopped (SIGTERM or Ctrl+C). "
        "Settings come from the environment or .env; an empty one takes its default.",
        epilog=settings_help() + "\n\n" + EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return p


def settings_help() -> str:
    """Every setting and its default, for `run --help` (.env.example explains each)."""
    lines = ["settings (environment or .env; see .env.example):"]
    for name, field in Settings.model_fields.items():
        default = field.get_default(call_default_factory=True)
        if isinstance(default, Path) and default.is_absolute():
            default = default.name + "/ (bundled)"
        shown = (
            "empty"
            if default in (None, [])
            else str(default).lower()
            if isinstance(default, bool)
            else str(default)
        )
        lines.append(f"  {name.upper():<26} default: {shown}")
    return "\n".join(lines)


def setting_errors(exc: ValidationError) -> list[str]:
    """One line per bad setting, naming it; never the value (it may be a secret)."""
    lines = []
    for err in exc.errors():
        name = ".".join(str(x) for x in err["loc"]).upper()
        message = err["msg"].removeprefix("Value error, ")
        lines.append(f"setting {name}: {message}" if name else message)
    return lines


def main(argv: list[str] | None = None, *, whole_process: bool = False) -> int:
    """Run one command. `whole_process`: this command is all the process will do (the
    program's entry point says so), so what its start-up makes may be frozen for the
    garbage collector (see `_start_local`)."""
    args = _parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        # LOG_FORMAT itself may be what is wrong: read it (or the image's default) raw.
        wanted = os.environ.get("LOG_FORMAT", "").strip() or os.environ.get(
            "MATCHBOT_DEFAULT_LOG_FORMAT", ""
        )
        for line in setting_errors(exc):
            print(fatal_line(line, wanted.strip().lower() == "json"), file=sys.stderr)
        return EXIT_CONFIG
    command = args.command
    if command == "check":
        return check(settings)
    if command == "invite":
        return invite(settings)
    if command == "health":
        return health(settings)
    if command == "validate":
        return validate(args.path or settings.knowledge_path)
    if command == "schema":
        return schema()
    if command == "import":
        return import_data(
            args.files,
            args.out,
            source=args.source,
            licence=args.licence,
            fix_swapped=args.fix_swapped_sides,
            name=args.name,
        )
    if command in ("unanswered", "knowledge"):
        return cli_store.run(args, settings)
    if command is None and settings.discord_token is None:
        print(
            "No DISCORD_TOKEN is set, so this is the local console. To connect to "
            "Discord, put DISCORD_TOKEN=... in .env (see README).",
            file=sys.stderr,
        )
        command = "console"
    if command in (None, "run"):
        from bot.adapters.discord.runner import run_discord

        return run_discord(settings)
    try:
        settings, clock = _asked_as(settings, args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    try:
        local = _start_local(settings, freeze=whole_process, clock=clock)
    except KnowledgeError as exc:
        print(f"error: the knowledge at {settings.knowledge_path} is invalid:", file=sys.stderr)
        print(exc, file=sys.stderr)
        return 1
    with local:
        if command == "ask":
            return ask(local, args.question, as_json=args.json, conversation=args.conversation)
        from bot.adapters.console import run_console

        return run_console(local)


def _asked_as(settings: Settings, args: argparse.Namespace) -> tuple[Settings, Clock | None]:
    """The settings with --timezone, and the clock --now gives (None: the wall clock)."""
    zone = getattr(args, "timezone", None)
    if zone:
        try:
            settings = settings.model_copy(update={"timezone": Settings.known_zone(zone)})
        except ValueError as exc:
            raise ValueError(f"--timezone: {exc}") from None
    now = getattr(args, "now", None)
    if not now:
        return settings, None
    try:
        fixed = dt.datetime.fromisoformat(now)
    except ValueError:
        raise ValueError("--now: expected an ISO 8601 time, e.g. 2025-05-20T18:00+02:00") from None
    fixed = fixed if fixed.tzinfo is not None else fixed.replace(tzinfo=dt.UTC)
    return settings, lambda: fixed


def _start_local(settings: Settings, *, freeze: bool, clock: Clock | None = None) -> LocalService:
    """The local service, imported and started with garbage collection paused: what the
    start-up makes (modules, the engine, the store) all lives. With `freeze` (a process
    that only asks or runs the console), it is then frozen, so no later collection walks
    the engine's tens of thousands of objects either: they live until the process ends."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        from bot.adapters.local import LocalService

        return LocalService(settings, clock)
    finally:
        if freeze:
            gc.freeze()
        if enabled:
            gc.enable()


def ask(local: LocalService, words: list[str], *, as_json: bool, conversation: bool = False) -> int:
    from bot.adapters.local import shown  # already loaded with `local`

    questions: Iterable[str] = [" ".join(words)]
    key = ("command line", 0) if conversation else None
    if words == ["-"]:
        if isinstance(sys.stdin, io.TextIOWrapper):  # bad bytes from a tool: not a crash
            sys.stdin.reconfigure(errors="replace")
        questions = sys.stdin
    try:
        for line in questions:
            question = line.rstrip("\r\n")
            if key is not None and not question.strip():
                key = ("command line", key[1] + 1)  # a blank line: a new conversation
            reply = local.ask(question, key)
            if as_json:
                print(json.dumps(reply.to_json(), ensure_ascii=False), flush=True)
            else:
                print(shown(reply), flush=True)
    except BrokenPipeError:
        # The reader went away (`| head -1`): stop quietly, and keep Python's exit-time
        # flush from raising again on the closed pipe.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


def validate(path: Path) -> int:
    try:
        loaded = load_knowledge(path)
    except KnowledgeError as exc:
        for problem in exc.problems:
            print(problem)
        n = len(exc.problems)
        print(f"{n} problem{'s' if n != 1 else ''}; the knowledge was not loaded.", file=sys.stderr)
        return 1
    for warning in loaded.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    k = loaded.knowledge
    shootout = k.match.result.shootout if k.match else None
    kicks = len(shootout.kicks) if shootout else 0
    awards = len(k.match.awards) if k.match else 0
    cards = sum(e.kind == "card" for e in k.events)
    print(
        f"OK {path}: version {loaded.version}, {len(loaded.files)} file(s), "
        f"{len(k.goals)} goals, {len(k.events)} events, {len(k.people)} people, "
        f"{len(k.quotes)} quotes, {len(k.intents)} intents, "
        f"{kicks} shootout kicks, {cards} cards, {awards} awards" + _tournament_counts(loaded)
    )
    return 0


def _tournament_counts(loaded: LoadedKnowledge) -> str:
    """The tournament's figures, appended to the OK line when there is one."""
    t = loaded.knowledge.tournament
    if t is None:
        return ""
    goals = sum(len(m.goals) for m in t.matches)
    return (
        f", tournament {t.id}: {len(t.matches)} matches, {goals} match goals, "
        f"{len(t.teams)} teams, {len(t.players)} players, {len(t.groups)} groups, "
        f"{len(t.venues)} venues, current match {loaded.knowledge.current or 'none'}, "
        f"{len(loaded.warnings)} warnings"
    )


def import_data(
    files: list[Path],
    out: Path,
    *,
    source: str,
    licence: str,
    fix_swapped: bool = False,
    name: str | None = None,
) -> int:
    """Import Football.JSON files into `out`; print what linked and what not, or the
    problems (file and JSON path) and write nothing."""
    from bot.importers import ImportFailed, import_football_json, write_imported

    try:
        imported = import_football_json(
            files, source=source, licence=licence, fix_swapped=fix_swapped, name=name
        )
        written = write_imported(imported, out)
    except ImportFailed as exc:
        for problem in exc.problems:
            print(f"error: {problem}", file=sys.stderr)
        n = len(exc.problems)
        print(f"{n} problem{'s' if n != 1 else ''}; nothing was written.", file=sys.stderr)
        return 1
    for item, path in zip(imported, written, strict=True):
        print(*item.summary(), sep="\n")
        print(f"  wrote {path}")
    return 0


def schema() -> int:
    from bot.knowledge import knowledge_schema

    print(json.dumps(knowledge_schema(), indent=2, ensure_ascii=False))
    return 0


def check(settings: Settings) -> int:
    from bot.adapters.check import check as check_settings

    problems, notes = check_settings(settings)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        n = len(problems)
        print(f"{n} problem{'s' if n != 1 else ''}; fix, then check again.", file=sys.stderr)
        return EXIT_CONFIG
    print("OK: ready to start: " + "; ".join(notes))
    return EXIT_OK


def invite(settings: Settings) -> int:
    from bot.adapters.check import application_id
    from bot.adapters.discord.client import invite_url

    app_id = None
    if settings.discord_token is not None:
        app_id = application_id(settings.discord_token.get_secret_value())
    if app_id is None:
        print(
            "error: set DISCORD_TOKEN (the bot token holds the application id) to build "
            "the invite URL",
            file=sys.stderr,
        )
        return EXIT_CONFIG
    print(invite_url(app_id))
    return EXIT_OK


def health(settings: Settings) -> int:
    """GET /readyz on this machine's METRICS_PORT: 0 when ready, 1 when not."""
    import urllib.error
    import urllib.request

    if settings.metrics_port is None:
        print("error: METRICS_PORT is not set, so there is no probe to ask", file=sys.stderr)
        return EXIT_FAILED
    host = settings.metrics_host
    if host in ("0.0.0.0", "::", ""):
        host = "127.0.0.1" if host != "::" else "::1"
    netloc = f"[{host}]" if ":" in host else host
    url = f"http://{netloc}:{settings.metrics_port}/readyz"
    try:
        with urllib.request.urlopen(url, timeout=4) as response:
            print(response.read().decode("utf-8", "replace").strip())
            return EXIT_OK
    except urllib.error.HTTPError as exc:
        print(exc.read().decode("utf-8", "replace").strip(), file=sys.stderr)
    except OSError as exc:
        print(f"error: no answer from {url} ({exc})", file=sys.stderr)
    return EXIT_FAILED
