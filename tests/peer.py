"""One bot process without Discord, for the multi-process tests and benchmarks.

    python -m tests.peer DATABASE_URL     (or the path of a SQLite file)

It opens the service on the store exactly as the bot does (operator knowledge from the
bundled directory, every server's knowledge from the store, KnowledgeSync for changes by
other processes) and then takes one JSON command per line on stdin, answering each with
one JSON line on stdout (commands run concurrently, so a `wait` does not block an `ask`):

    {"id": 1, "op": "version", "guild": 7}               -> {"id": 1, "version": "..."}
    {"id": 2, "op": "upload", "guild": 7, "files": {...}} -> {"id": 2, "record": 3, ...}
    {"id": 6, "op": "history", "guild": 7}               -> {"id": 6, "records": [3, 2]}
    {"id": 7, "op": "record_version", "guild": 7, "record": 2} -> {"id": 7, "version": ".."}
    {"id": 3, "op": "rollback", "guild": 7, "record": 2} -> {"id": 3, "version": "..."}
    {"id": 4, "op": "wait", "guild": 7, "version": "..", "timeout": 5}
                                                          -> {"id": 4, "seen_at": ...}
(upload and rollback answer with `committed_at`, the moment the store committed them.)
    {"id": 5, "op": "ask", "guild": 7, "question": "..."} -> {"id": 5, "text": "...", "ms": 1.2}
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

from bot.knowledge import knowledge_version
from bot.service import ChangeRefused, KnowledgeSync, MatchService, Preview
from bot.settings import SYNC_INTERVAL_SECONDS, Settings

KNOWLEDGE = Path(__file__).resolve().parent.parent / "knowledge"
SYNC_INTERVAL = SYNC_INTERVAL_SECONDS  # as the runner: the push path must do the work in 2 s

COMMAND_LIMIT = 64 * 1024 * 1024  # bytes in one command line


async def handle(service: MatchService, command: dict[str, Any]) -> dict[str, Any]:
    op, guild = command["op"], command.get("guild")
    if op == "version":
        return {"version": service.knowledge.version_for(guild)}
    if op == "upload":
        knowledge = service.knowledge
        preview = await knowledge.prepare(guild, command["files"], knowledge.version_for(guild))
        record = await knowledge.commit(guild, preview, "peer", "upload", "peer upload")
        return {"record": record.id, "version": service.knowledge.version_for(guild), **COMMITTED}
    if op == "history":
        return {"records": [r.id for r in await service.knowledge.history(guild)]}
    if op == "record_version":
        record = await service.knowledge.saved_version(guild, command["record"])
        assert record is not None
        return {"version": knowledge_version(record.files)}
    if op == "rollback":
        await service.knowledge.rollback(guild, command["record"], "peer")
        return {"version": service.knowledge.version_for(guild), **COMMITTED}
    if op == "wait":
        start = time.perf_counter()
        deadline = start + command.get("timeout", 5.0)
        while service.knowledge.version_for(guild) != command["version"]:
            if time.perf_counter() > deadline:
                return {"timeout": True, "version": service.knowledge.version_for(guild)}
            await asyncio.sleep(0.005)
        return {"seconds": time.perf_counter() - start, "seen_at": time.time()}
    if op in ("prepare", "confirm", "teach", "reset"):
        try:
            return await change(service, op, guild, command)
        except ChangeRefused as exc:  # a refusal is an answer, not an error
            return {"refused": str(exc)}
    if op == "ask":
        start = time.perf_counter()
        reply = await service.answers.ask(command["question"], guild_id=guild)
        return {"text": reply.text, "ms": (time.perf_counter() - start) * 1000}
    return {"error": f"unknown op {op!r}"}


COMMITTED: dict[str, float] = {}  # when the last change was committed (epoch seconds)
PREPARED: dict[int, Preview] = {}  # uploads shown to a moderator, not yet confirmed


async def change(
    service: MatchService, op: str, guild: int, command: dict[str, Any]
) -> dict[str, Any]:
    """A moderator's change as Discord makes it: an upload previewed now and confirmed
    later (`prepare`, `confirm`), a new answer taught from the unanswered list, a reset."""
    if op == "prepare":
        preview = await service.knowledge.preview(guild, command["files"])
        PREPARED[command["token"]] = preview
        return {"ok": preview.ok}
    if op == "confirm":
        preview = PREPARED.pop(command["token"])
        record = await service.knowledge.commit(guild, preview, "peer", "upload", "confirmed")
        return {"record": record.id}
    if op == "teach":
        record, intent = await service.teaching.teach_answer(
            guild, command["question"], command["answer"], "peer", key=command.get("key")
        )
        return {"record": record.id, "intent": intent}
    await service.knowledge.reset(guild, "peer")
    return {"reset": True}


def _time_commits(store: Any) -> None:
    """Note the moment each change is committed, so propagation is timed from there and
    not from the request (which includes validating and building the new knowledge)."""
    for name in ("add_version", "activate"):
        method = getattr(store, name)

        async def timed(*args: Any, _method: Any = method, **kwargs: Any) -> Any:
            result = await _method(*args, **kwargs)
            COMMITTED["committed_at"] = time.time()
            return result

        setattr(store, name, timed)


async def main(url: str) -> None:
    where: dict[str, Any] = (
        {"database_url": url} if url.startswith("postgres") else {"data_path": Path(url)}
    )  # a PostgreSQL URL, or the SQLite file both processes share
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, knowledge_path=KNOWLEDGE, unanswered_path=None, **where
    )
    service = await MatchService.open(settings)
    _time_commits(service.store)
    service.start_writer()
    sync = KnowledgeSync(
        service.store, service.refresh, service.refresh_all, interval=SYNC_INTERVAL
    )
    await sync.start()
    loop = asyncio.get_running_loop()
    # A command carries whole knowledge files (an upload): far past the default 64 KiB line.
    reader = asyncio.StreamReader(limit=COMMAND_LIMIT)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    tasks: set[asyncio.Task[None]] = set()

    async def run(command: dict[str, Any]) -> None:
        try:
            result = await handle(service, command)
        except Exception as exc:  # report, keep serving
            result = {"error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps({"id": command.get("id"), **result}), flush=True)

    print(json.dumps({"ready": True, "version": service.live.engine.version}), flush=True)
    while line := await reader.readline():
        task = asyncio.create_task(run(json.loads(line)))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    await asyncio.gather(*tasks)
    await sync.close()
    await service.close()


if __name__ == "__main__":
    # Under the tests, builds of versions the run has built before read its copies
    # (tests/shared_builds.py); elsewhere (the benchmarks) every build is made.
    from tests import shared_builds

    shared_builds.install()
    asyncio.run(main(sys.argv[1]))
