"""Operator commands on the store the bot uses (DATA_PATH): `knowledge ...` and `unanswered`.

The same store and the same service as the bot, so a version pushed here is validated
exactly like an upload in Discord, saved as a new version and audited; a running bot
picks it up at its next version check. Without --guild, `show` and `pull` are about
the operator's knowledge (KNOWLEDGE_PATH) and `unanswered` about DMs.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from bot.knowledge import KnowledgeError, read_knowledge_texts
from bot.settings import Settings

if TYPE_CHECKING:  # the service loads the engine: imported when a command runs
    from bot.service import MatchService

ACTOR = "command line"
MAX_ID = 2**63 - 1  # what the store keeps (BIGINT); Discord's ids are all below it


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    un = sub.add_parser("unanswered", help="list questions the bot could not answer")
    un.add_argument("--guild", type=int, help="a server's list (default: DMs, the operator's)")
    know = sub.add_parser("knowledge", help="servers' own knowledge in the store (DATA_PATH)")
    kn = know.add_subparsers(dest="action", required=True)
    kn.add_parser("list", help="servers with knowledge of their own")
    show = kn.add_parser("show", help="a server's versions (default: the operator's files)")
    show.add_argument("--guild", type=int)
    pull = kn.add_parser("pull", help="write a server's files (or the operator's) to DIR")
    pull.add_argument("dir", type=Path)
    pull.add_argument("--guild", type=int)
    pull.add_argument("--version", type=int, help="default: the live version")
    push = kn.add_parser("push", help="a file or directory as a server's new live version")
    push.add_argument("path", type=Path)
    push.add_argument("--guild", type=int, required=True)
    back = kn.add_parser("rollback", help="make an earlier version of a server live")
    back.add_argument("version", type=int)
    back.add_argument("--guild", type=int, required=True)


def id_problem(args: argparse.Namespace) -> str | None:
    """Why --guild or a version number cannot be one, in one line (None: they can). A
    server id is a positive Discord snowflake: 0 would be the operator's own scope, which
    no server answers from, and past 64 bits no store can hold it."""
    guild, version = getattr(args, "guild", None), getattr(args, "version", None)
    if guild is not None and not 1 <= guild <= MAX_ID:
        return f"--guild {guild} is not a server id (1 to {MAX_ID})"
    if version is not None and not 1 <= version <= MAX_ID:
        name = "version" if getattr(args, "action", None) == "rollback" else "--version"
        return f"{name} {version} is not a version number (1 to {MAX_ID})"
    return None


def run(args: argparse.Namespace, settings: Settings) -> int:
    problem = id_problem(args)
    if problem is not None:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        return asyncio.run(_run(args, settings))
    except KnowledgeError as exc:
        print(f"error: the knowledge at {settings.knowledge_path} is invalid:", file=sys.stderr)
        print(exc, file=sys.stderr)
        return 1


async def _run(args: argparse.Namespace, settings: Settings) -> int:
    from bot.service import MatchService
    from bot.store import StoreError

    try:
        service = await MatchService.open(settings)
    except StoreError as exc:
        print(f"error: cannot open the store at {settings.data_path}: {exc}", file=sys.stderr)
        return 2
    try:
        action = "unanswered" if args.command == "unanswered" else args.action
        return await _ACTIONS[action](service, args)
    finally:
        await service.close()


async def _unanswered(service: MatchService, args: argparse.Namespace) -> int:
    from bot.service import format_entries

    entries = await service.unanswered.top(args.guild, 50)
    if not entries:
        where = f"server {args.guild}" if args.guild else "DMs (the operator's list)"
        print(f"No unanswered questions recorded for {where}.")
    for line in format_entries(entries):
        print(line)
    return 0


async def _list(service: MatchService, args: argparse.Namespace) -> int:
    own = await service.knowledge.own_versions()
    if not own:
        print("No server has knowledge of its own: all answer from KNOWLEDGE_PATH.")
    for guild, v in sorted(own.items()):
        print(f"{guild}  version {v.id}  {v.created_at:%Y-%m-%d %H:%M}  {v.summary}")
    return 0


async def _show(service: MatchService, args: argparse.Namespace) -> int:
    if args.guild is None:
        loaded = service.live.loaded
        print(f"operator's knowledge {loaded.version}: {', '.join(loaded.texts)}")
        return 0
    history = await service.knowledge.history(args.guild, 100)
    if not history:
        print(f"Server {args.guild} has no versions; it answers from KNOWLEDGE_PATH.")
    for v in history:
        live = "  (live)" if v.active else ""
        print(f"version {v.id}{live}  {v.created_at:%Y-%m-%d %H:%M}  by {v.author}: {v.summary}")
    return 0


async def _pull(service: MatchService, args: argparse.Namespace) -> int:
    files = await _files(service, args.guild, args.version)
    if files is None:
        print(f"error: server {args.guild} has no version {args.version}", file=sys.stderr)
        return 1
    try:
        args.dir.mkdir(parents=True, exist_ok=True)
        for name, text in sorted(files.items()):
            (args.dir / name).write_text(text, encoding="utf-8")
            print(args.dir / name)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        print(f"error: cannot write to {args.dir}: {reason}", file=sys.stderr)
        return 1
    return 0


async def _push(service: MatchService, args: argparse.Namespace) -> int:
    from bot.service import ChangeRefused

    try:
        uploads = read_knowledge_texts(args.path)
    except KnowledgeError as exc:
        for problem in exc.problems:
            print(problem)
        return 1
    preview = await service.knowledge.preview(args.guild, dict(uploads))
    if not preview.ok:
        for problem in preview.problems:
            print(problem)
        n = len(preview.problems)
        print(f"{n} problem{'s' if n != 1 else ''}; nothing was saved.", file=sys.stderr)
        return 1
    summary = f"pushed {', '.join(sorted(uploads))}"
    try:
        record = await service.knowledge.commit(args.guild, preview, ACTOR, "push", summary)
    except ChangeRefused as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    changes = preview.diff.summary() if preview.diff else "no changes"
    print(f"server {args.guild}: version {record.id} is live ({changes})")
    return 0


async def _rollback(service: MatchService, args: argparse.Namespace) -> int:
    from bot.service import ChangeRefused

    try:
        record = await service.knowledge.rollback(args.guild, args.version, ACTOR)
    except ChangeRefused as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"server {args.guild}: version {record.id} is live again")
    return 0


# `knowledge ACTION` and `unanswered`: one small function each
_ACTIONS: dict[str, Callable[[MatchService, argparse.Namespace], Awaitable[int]]] = {
    "unanswered": _unanswered,
    "list": _list,
    "show": _show,
    "pull": _pull,
    "push": _push,
    "rollback": _rollback,
}


async def _files(
    service: MatchService, guild: int | None, version: int | None
) -> dict[str, str] | None:
    if guild is None:
        return dict(service.live.loaded.texts)
    if version is None:
        return dict(await service.knowledge.files_for(guild))
    record = await service.knowledge.saved_version(guild, version)
    return dict(record.files) if record is not None else None
