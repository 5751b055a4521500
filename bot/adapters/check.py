"""`python -m bot check`: is this configuration ready to start? One line per problem.

It checks what a first start would trip over, without starting: the settings, the
token's shape, the data directory (writable, or creatable), the database (reachable, and
its schema against this code's), the knowledge, and the metrics port. It changes nothing:
no directory is left behind (writing is tried with an empty one, removed at once), no
migration is run.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import os
import socket
import sqlite3
import tempfile
from pathlib import Path

from bot.knowledge import KnowledgeError, load_knowledge
from bot.settings import Settings
from bot.store import SCHEMA_VERSION

DB_TIMEOUT = 5.0


def token_problem(token: str) -> str | None:
    """A bot token is three dot-separated base64url parts, the first the application id."""
    parts = token.split(".")
    if len(parts) != 3 or not all(parts):
        return "DISCORD_TOKEN does not look like a bot token (three parts separated by dots)"
    head = parts[0] + "=" * (-len(parts[0]) % 4)
    try:
        app_id = base64.urlsafe_b64decode(head).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        app_id = ""
    if not app_id.isdigit():
        return (
            "DISCORD_TOKEN does not look like a bot token (its first part is not an "
            "application id); copy it from the Bot tab, not the client secret"
        )
    return None


def application_id(token: str) -> int | None:
    """The application (client) id a bot token starts with, for the invite link."""
    if token_problem(token) is not None:
        return None
    head = token.split(".")[0]
    return int(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4)).decode("ascii"))


def directory_problem(path: Path) -> str | None:
    """Why the directory of `path` cannot be written (or created), else None."""
    try:
        return _directory_problem(path)
    except OSError as exc:  # a parent this user may not even look into
        return f"cannot reach {exc.filename or path}: {exc.strerror or exc}"


def _directory_problem(path: Path) -> str | None:
    directory = path.parent if str(path.parent) else Path(".")
    existing = directory
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    target = directory if directory.exists() else existing
    if not target.is_dir():
        return f"{target} is not a directory"
    action = "write to" if target == directory else f"create {directory.absolute()} in"
    problem = _write_probe(target)
    if problem is not None:
        return f"cannot {action} {target.absolute()}: {problem}"
    return None


def _write_probe(directory: Path) -> str | None:
    """Why nothing can be made in `directory`, found by making (and removing) an empty
    directory there: os.access says yes to root, and for /proc or a read-only mount."""
    try:
        made = tempfile.mkdtemp(prefix=".matchbot-check-", dir=directory)
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    with contextlib.suppress(OSError):
        os.rmdir(made)
    return None


def sqlite_schema(path: Path) -> int | None:
    """The schema version of an existing SQLite store, read-only (None: no tables yet)."""
    uri = f"file:{path.resolve()}?mode=ro"
    with sqlite3.connect(uri, uri=True, timeout=DB_TIMEOUT) as db:
        try:
            row = db.execute("SELECT max(version) FROM schema_migrations").fetchone()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):
                return None
            raise
    return int(row[0]) if row and row[0] is not None else None


async def postgres_schema(url: str) -> int | None:
    import asyncpg

    conn = await asyncpg.connect(url, timeout=DB_TIMEOUT)
    try:
        exists = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
        if not exists:
            return None
        value = await conn.fetchval("SELECT max(version) FROM schema_migrations")
        return int(value) if value is not None else None
    finally:
        await conn.close()


def schema_problem(found: int | None) -> str | None:
    if found is not None and found > SCHEMA_VERSION:
        return (
            f"the database schema is at version {found}, newer than this code "
            f"({SCHEMA_VERSION}): run the newer matchbot, or restore a backup"
        )
    return None


def store_problems(settings: Settings) -> tuple[list[str], str]:
    """Problems with the store, and a note on what it holds."""
    if settings.database_url is not None:
        from bot.store import mask_url

        url = settings.database_url.get_secret_value()
        try:
            found = asyncio.run(asyncio.wait_for(postgres_schema(url), DB_TIMEOUT + 1))
        except Exception as exc:  # any failure to connect is the operator's to see
            reason = str(exc).replace(url, mask_url(url)) or type(exc).__name__
            return [f"DATABASE_URL: cannot reach the database ({reason})"], ""
        problem = schema_problem(found)
        return [problem] if problem else [], _schema_note("PostgreSQL", found)
    path = settings.data_path
    problem = directory_problem(path)
    if problem is not None:
        return [f"DATA_PATH={path}: {problem}"], ""
    if not path.exists():
        return [], f"SQLite {path.absolute()} (created at the first start)"
    try:
        found = sqlite_schema(path)
    except sqlite3.Error as exc:
        return [f"DATA_PATH={path}: cannot read the SQLite database ({exc})"], ""
    if not os.access(path, os.W_OK):
        return [f"DATA_PATH={path}: the file is not writable"], ""
    problem = schema_problem(found)
    return [problem] if problem else [], _schema_note(f"SQLite {path}", found)


def _schema_note(what: str, found: int | None) -> str:
    if found is None:
        return f"{what} (empty: tables created at the first start)"
    if found < SCHEMA_VERSION:
        return f"{what} (schema {found}, migrated to {SCHEMA_VERSION} at the next start)"
    return f"{what} (schema {found}, current)"


def port_problem(host: str, port: int) -> str | None:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        return f"METRICS_HOST={host}: not an address here ({exc.strerror or exc})"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(address)
        except OSError as exc:
            return f"METRICS_PORT={port}: cannot listen on {host} ({exc.strerror or exc})"
    return None


def check(settings: Settings) -> tuple[list[str], list[str]]:
    """(problems, notes): each problem one line; notes say what was found fine."""
    problems: list[str] = []
    notes: list[str] = []
    if settings.discord_token is None:
        problems.append("DISCORD_TOKEN is not set: `run` needs it (see README)")
    else:
        problem = token_problem(settings.discord_token.get_secret_value())
        if problem:
            problems.append(problem)
        else:
            notes.append("token shape")
    found, note = store_problems(settings)
    problems += found
    if note:
        notes.append(note)
    try:
        loaded = load_knowledge(settings.knowledge_path)
    except KnowledgeError as exc:
        problems += [f"KNOWLEDGE_PATH={settings.knowledge_path}: {p}" for p in exc.problems]
    else:
        notes.append(f"knowledge {loaded.version}")
    if settings.metrics_port is not None:
        problem = port_problem(settings.metrics_host, settings.metrics_port)
        if problem:
            problems.append(problem)
        else:
            notes.append(f"metrics on {settings.metrics_host}:{settings.metrics_port}")
    return problems, notes
