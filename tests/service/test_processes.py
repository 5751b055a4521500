"""Two bot processes on one PostgreSQL database: an upload or a rollback in one is live
in the other within 2 seconds of being committed (LISTEN/NOTIFY; the periodic check runs
every 10 s, so only the push can make it in time). Each process is `tests/peer.py`: the
service opened exactly as the bot opens it, from DATABASE_URL, without Discord."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import sys
import uuid
from collections.abc import AsyncIterator
from typing import Any

import asyncpg
import pytest

from bot.knowledge import knowledge_version, read_knowledge_texts
from tests.conftest import KNOWLEDGE, NEW_INTENT, ROOT

GUILD = 31337
PROPAGATION_LIMIT = 2.0


class Peer:
    """One bot process, driven by JSON lines."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._reader: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, url: str) -> Peer:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.peer",
            url,
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**24,
        )
        peer = cls(proc)
        assert proc.stdout is not None
        ready = json.loads(await asyncio.wait_for(proc.stdout.readline(), 60))
        assert ready["ready"]
        peer._reader = asyncio.create_task(peer._read())
        return peer

    async def _read(self) -> None:
        assert self.proc.stdout is not None
        while line := await self.proc.stdout.readline():
            message = json.loads(line)
            future = self._waiting.pop(message["id"], None)
            if future is not None and not future.done():
                future.set_result(message)

    async def call(self, op: str, **args: Any) -> dict[str, Any]:
        ident = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[ident] = future
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps({"id": ident, "op": op, **args}) + "\n").encode())
        await self.proc.stdin.drain()
        result = await asyncio.wait_for(future, 60)
        assert "error" not in result, result["error"]
        return result

    async def stop(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 15)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader


@pytest.fixture
async def database_url(pg_url: str) -> AsyncIterator[str]:
    """DATABASE_URL as an operator would set it, on a fresh schema (search_path)."""
    schema = f"matchbot_test_{uuid.uuid4().hex[:16]}"
    conn = await asyncpg.connect(pg_url)
    await conn.execute(f"CREATE SCHEMA {schema}")
    await conn.close()
    sep = "&" if "?" in pg_url else "?"
    yield f"{pg_url}{sep}search_path={schema}"
    conn = await asyncpg.connect(pg_url)
    await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    await conn.close()


@pytest.fixture
async def peers(database_url: str) -> AsyncIterator[tuple[Peer, Peer]]:
    one = await Peer.start(database_url)
    two = await Peer.start(database_url)
    try:
        yield one, two
    finally:
        await one.stop()
        await two.stop()


def taught_files() -> dict[str, str]:
    files = dict(read_knowledge_texts(KNOWLEDGE))
    files["intents.yaml"] += NEW_INTENT
    return files


async def live_elsewhere(change: Any, reader: Peer, version: str) -> float:
    """Seconds from the moment one process committed `change` until `reader` answers from
    `version` (both stamped by the processes themselves, on this machine's clock)."""
    waiting = asyncio.create_task(reader.call("wait", guild=GUILD, version=version, timeout=10))
    await asyncio.sleep(0.05)  # the wait is running in the reader before the change starts
    done = await change
    result = await waiting
    assert not result.get("timeout"), f"still on {result['version']} after 10 s"
    return max(0.0, float(result["seen_at"]) - float(done["committed_at"]))


async def test_upload_and_rollback_in_one_process_are_live_in_the_other(
    peers: tuple[Peer, Peer],
) -> None:
    one, two = peers
    question = "what flavour were the crisps at the kiosk?"
    assert "Salt and vinegar" not in (await two.call("ask", guild=GUILD, question=question))["text"]

    files = taught_files()
    salt = knowledge_version(files)
    upload = one.call("upload", guild=GUILD, files=files)
    assert await live_elsewhere(upload, two, salt) < PROPAGATION_LIMIT
    assert "Salt and vinegar" in (await two.call("ask", guild=GUILD, question=question))["text"]
    first = await one.call("history", guild=GUILD)

    files["intents.yaml"] = files["intents.yaml"].replace("Salt and vinegar.", "Cheese and onion.")
    upload = one.call("upload", guild=GUILD, files=files)
    assert await live_elsewhere(upload, two, knowledge_version(files)) < PROPAGATION_LIMIT
    assert "Cheese and onion" in (await two.call("ask", guild=GUILD, question=question))["text"]

    rollback = one.call("rollback", guild=GUILD, record=first["records"][0])
    assert await live_elsewhere(rollback, two, salt) < PROPAGATION_LIMIT
    assert "Salt and vinegar" in (await two.call("ask", guild=GUILD, question=question))["text"]

    # and the other way round: a change in two reaches one
    files["intents.yaml"] = files["intents.yaml"].replace("Cheese and onion.", "Ready salted.")
    upload = two.call("upload", guild=GUILD, files=files)
    assert await live_elsewhere(upload, one, knowledge_version(files)) < PROPAGATION_LIMIT
    assert "Ready salted" in (await one.call("ask", guild=GUILD, question=question))["text"]
