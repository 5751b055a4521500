"""The store under the bot: answer latency with it on SQLite vs PostgreSQL, and how long a
change in one process takes to be live in another (two processes, one PostgreSQL).

PostgreSQL is the machine's server (TEST_DATABASE_URL, default 127.0.0.1:5432/test), each
run in a fresh schema dropped afterwards; without a server these rows say so.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from benchmarks.measure import Dist

ROOT = Path(__file__).resolve().parent.parent
PG_URL = os.environ.get("TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")
GUILD = 4711
NEW_INTENT = """
  - id: kiosk-crisps
    description: The crisps at the kiosk
    patterns:
      - what flavour were the crisps at the kiosk
    answer:
      text: {answer}
"""


async def _pg_problem() -> str | None:
    import asyncpg

    try:
        conn = await asyncpg.connect(PG_URL, timeout=3)
    except Exception as exc:
        return f"{type(exc).__name__}: {' '.join(str(exc).split())[:120]}"
    await conn.close()
    return None


@asynccontextmanager
async def pg_schema_url() -> AsyncIterator[str]:
    """DATABASE_URL on a fresh schema, dropped afterwards."""
    import asyncpg

    schema = f"matchbot_bench_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(PG_URL)
    await conn.execute(f"CREATE SCHEMA {schema}")
    try:
        sep = "&" if "?" in PG_URL else "?"
        yield f"{PG_URL}{sep}search_path={schema}"
    finally:
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await conn.close()


def taught(answer: str) -> dict[str, str]:
    from bot.knowledge import read_knowledge_texts

    files = dict(read_knowledge_texts(ROOT / "knowledge"))
    files["intents.yaml"] += NEW_INTENT.format(answer=answer)
    return files


async def _answer_latency(target: str | Path, questions: list[str]) -> dict[str, Any]:
    """Per question: `service.answers.ask` for a server with its own knowledge (as the bot asks),
    and one store write on its own (what the StoreWriter keeps off the answer path)."""
    from bot.service import LiveKnowledge, MatchService
    from bot.store import open_store

    store = await open_store(target)
    service = MatchService(await asyncio.to_thread(LiveKnowledge, ROOT / "knowledge"), store)
    service.start_writer()
    try:
        knowledge = service.knowledge
        files = taught("Salt and vinegar.")
        preview = await knowledge.prepare(GUILD, files, knowledge.version_for(GUILD))
        await knowledge.commit(GUILD, preview, "bench", "upload", "bench")
        for q in questions[:20]:  # warm the engine and the connections
            await service.answers.ask(q, guild_id=GUILD)
        asks: list[float] = []
        for q in questions:
            t = time.perf_counter_ns()
            await service.answers.ask(q, guild_id=GUILD)
            asks.append((time.perf_counter_ns() - t) / 1e6)
        assert service.writer is not None
        await service.writer.flush(60)
        writes: list[float] = []
        for _ in range(min(200, len(questions))):
            t = time.perf_counter_ns()
            await store.record_question(GUILD, "answered")
            writes.append((time.perf_counter_ns() - t) / 1e6)
        return {"ask": Dist.of(asks), "write": Dist.of(writes)}
    finally:
        await service.close()


async def _propagation(url: str, changes: int) -> Dist:
    """Milliseconds from process one committing a change until process two answers from it."""
    from bot.knowledge import knowledge_version
    from tests.service.test_processes import Peer

    one, two = await Peer.start(url), await Peer.start(url)
    try:
        seconds: list[float] = []
        for n in range(changes):
            files = taught(f"Flavour number {n}.")
            waiting = asyncio.create_task(
                two.call("wait", guild=GUILD, version=knowledge_version(files), timeout=10)
            )
            await asyncio.sleep(0.05)
            done = await one.call("upload", guild=GUILD, files=files)
            result = await waiting
            if result.get("timeout"):
                raise RuntimeError("a change was not live in the other process after 10 s")
            seconds.append(max(0.0, result["seen_at"] - done["committed_at"]) * 1000)
        history = await one.call("history", guild=GUILD)
        for record in history["records"][1:6]:  # rollbacks too
            files_version = await _version_of_record(one, record)
            waiting = asyncio.create_task(
                two.call("wait", guild=GUILD, version=files_version, timeout=10)
            )
            await asyncio.sleep(0.05)
            done = await one.call("rollback", guild=GUILD, record=record)
            result = await waiting
            if result.get("timeout"):
                raise RuntimeError("a rollback was not live in the other process after 10 s")
            seconds.append(max(0.0, result["seen_at"] - done["committed_at"]) * 1000)
        return Dist.of(seconds)
    finally:
        await one.stop()
        await two.stop()


async def _version_of_record(peer: Any, record: int) -> str:
    result: dict[str, Any] = await peer.call("record_version", guild=GUILD, record=record)
    return str(result["version"])


async def _run(
    questions: list[str], changes: int, progress: Callable[[str], None]
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        progress("store: answer latency on SQLite")
        out["sqlite"] = await _answer_latency(Path(tmp) / "bench.sqlite3", questions)
    problem = await _pg_problem()
    if problem is not None:
        out["pg_error"] = f"PostgreSQL not reachable at {PG_URL}: {problem}"
        return out
    progress("store: answer latency on PostgreSQL")
    async with pg_schema_url() as url:
        out["postgres"] = await _answer_latency(url, questions)
    progress(f"store: propagation across two processes ({changes} uploads + rollbacks)")
    async with pg_schema_url() as url:
        out["propagation"] = await _propagation(url, changes)
    return out


def run(questions: list[str], changes: int, progress: Callable[[str], None]) -> dict[str, Any]:
    try:
        return asyncio.run(_run(questions, changes, progress))
    except Exception as exc:  # a benchmark reports, it does not crash the whole run
        return {"error": f"{type(exc).__name__}: {exc}"}
