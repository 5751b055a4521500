"""Per-server knowledge: build time and memory per distinct knowledge, and sharing.

Each distinct knowledge (the operator's, a server's upload, other matches) is built from
its texts as the service does (load + engine) and measured: wall time of the build, and
the memory the built engine keeps (tracemalloc, after a collection), target < 5 MB. Then
a thousand servers on the operator's files and on one shared upload are resolved through
the service to show they cost no extra engine.
"""

from __future__ import annotations

import asyncio
import gc
import statistics
import time
import tracemalloc
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from bot.engine import Engine
from bot.knowledge import add_intent, load_knowledge_texts, read_knowledge_texts
from bot.service import LiveKnowledge, MatchService
from bot.store import open_store

ROOT = Path(__file__).resolve().parent.parent
TARGET_MB = 5.0
SERVERS = 1000


@dataclass(frozen=True)
class Built:
    label: str
    version: str
    intents: int
    build_ms: float  # median of the runs
    kept_mb: float


def knowledges() -> list[tuple[str, Mapping[str, str]]]:
    """The distinct knowledges measured: the bundled one, a server's teach, other matches."""
    bundled = read_knowledge_texts(ROOT / "knowledge")
    taught, _ = add_intent(bundled, "what flavour were the crisps", "Salt and vinegar.")
    out: list[tuple[str, Mapping[str, str]]] = [
        ("operator's (bundled)", bundled),
        ("a server's (bundled + 1 taught intent)", taught),
    ]
    for match in sorted((ROOT / "tests" / "matches").glob("*/match.yaml")):
        out.append((f"match only: {match.parent.name}", read_knowledge_texts(match)))
    return out


def _kept_mb(texts: Mapping[str, str]) -> float:
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    engine = Engine(load_knowledge_texts(texts))
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del engine
    return (after - before) / 1e6


def measure(progress: Callable[[str], None], runs: int = 3) -> list[Built]:
    rows = []
    for label, texts in knowledges():
        progress(f"per-server knowledge: {label}")
        times = []
        engine = None
        for _ in range(runs):
            began = time.perf_counter()
            engine = Engine(load_knowledge_texts(texts))
            times.append((time.perf_counter() - began) * 1000)
        assert engine is not None
        rows.append(
            Built(
                label,
                engine.version,
                len(engine.intents),
                statistics.median(times),
                _kept_mb(texts),
            )
        )
    return rows


async def _sharing() -> tuple[int, int, float]:
    """Engines built for SERVERS servers on the operator's files and SERVERS on one upload,
    and the time to resolve all their engines once built."""
    store = await open_store(":memory:")
    service = MatchService(LiveKnowledge(ROOT / "knowledge"), store)
    bundled = read_knowledge_texts(ROOT / "knowledge")
    taught, _ = add_intent(bundled, "what flavour were the crisps", "Salt and vinegar.")
    for guild in range(SERVERS):
        await store.add_version(guild, bundled, "bench", "operator's files")
        await store.add_version(SERVERS + guild, taught, "bench", "one upload")
    await service.knowledge.load()  # as at start-up: versions known, engines built when asked
    await service.knowledge.engine_for(SERVERS)  # the upload's engine, built once
    began = time.perf_counter()
    for guild in range(2 * SERVERS):
        await service.knowledge.engine_for(guild)
    resolve_us = (time.perf_counter() - began) / (2 * SERVERS) * 1e6
    builds, kept = service.knowledge.engines.builds, len(service.knowledge.engines)
    await service.close()
    return builds, kept, resolve_us


def sharing() -> tuple[int, int, float]:
    return asyncio.run(_sharing())
