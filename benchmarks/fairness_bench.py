"""One server attacked, the others measured (issue 23): `python -m benchmarks.fairness_bench`.

1. Answer latency of server B while server A's every question is dear (row 1: a valid
   knowledge of random words, questions made of its words, 10 a second; the cost limits
   are raised here so the knowledge is accepted and only the answer lanes protect B):
   B's p50/p99/max, with answers on the event loop (as before) and off it (lanes).
2. What taking answers off the loop costs a normal question (no attack).
3. 800 questions a second for 25 s through the service and its write queue on SQLite
   (row 10): counts saved against questions asked.
4. RSS across eight upload-and-reset cycles by one server with the largest knowledge the
   limits allow (row 2), with the byte-bounded cache and with a count-only one.

Figures only, nothing asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import string
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.knowledge import read_knowledge_texts
from bot.service import LiveKnowledge, MatchService
from bot.settings import Settings
from bot.store import open_store

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
A, B = 1001, 1002
NORMAL = [
    "who scored the winner?",
    "what was the score at half time?",
    "who was man of the match",
    "when was the first goal",
    "who was the referee?",
]


def _log(text: str) -> None:
    print(f"[fairness {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def settings(**overrides: Any) -> Settings:
    return Settings(_env_file=None, knowledge_path=KNOWLEDGE, **overrides)  # type: ignore[call-arg]


def attack_intents(phrasings: int, pool_size: int = 300, seed: int = 7) -> tuple[str, list[str]]:
    """Row 1's upload: intents of random words over a small pool, and that pool."""
    rnd = random.Random(seed)
    pool = [
        "".join(rnd.choices(string.ascii_lowercase, k=rnd.randint(4, 8))) for _ in range(pool_size)
    ]
    lines = ["schema_version: 1", "intents:"]
    for n in range(phrasings // 20):
        lines += [f"  - id: rnd-{n}", "    description: random", "    patterns:"]
        lines += [f"      - {' '.join(rnd.choices(pool, k=rnd.randint(4, 9)))}" for _ in range(20)]
        lines += ["    answer:", "      text: random"]
    return "\n".join(lines) + "\n", pool


def wide_intents(phrasings: int, words: int, seed: int) -> str:
    """Just inside the limits: many phrasings over many distinct words (memory, row 2)."""
    rnd = random.Random(seed)
    vocab = [
        "".join(rnd.choices(string.ascii_lowercase, k=rnd.randint(5, 9))) for _ in range(words)
    ]
    lines = ["schema_version: 1", "intents:"]
    per = 20
    for n in range(phrasings // per):
        lines += [f"  - id: wide-{seed}-{n}", "    description: wide", "    patterns:"]
        lines += [f"      - {' '.join(rnd.sample(vocab, 6))}" for _ in range(per)]
        lines += ["    answer:", "      text: wide"]
    return "\n".join(lines) + "\n"


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


async def paced(rate: float, seconds: float, ask: Callable[[int], Awaitable[None]]) -> None:
    """Call `ask(n)` `rate` times a second for `seconds`, each in its own task."""
    tasks = []
    start = time.perf_counter()
    n = 0
    while (due := start + n / rate) < start + seconds:
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        tasks.append(asyncio.create_task(ask(n)))
        n += 1
    await asyncio.gather(*tasks)


def inline(service: MatchService) -> None:
    """The old way: the answer computed on the event loop."""
    answers = service.answers

    async def on_loop(lane: Any, engine: Any, question: str, *rest: Any) -> Any:
        return answers._answer(engine, question, *rest)

    answers._answer_off_loop = on_loop  # type: ignore[method-assign]


async def attacked(
    mode: str, seconds: float, phrasings: int, dear_ms: float = 0.0
) -> dict[str, float]:
    store = await open_store(":memory:")
    live = await asyncio.to_thread(LiveKnowledge, KNOWLEDGE)
    loose = settings(knowledge_max_phrasings=10**6, knowledge_max_probe_ms=10**6)
    service = MatchService(live, store, loose)
    if mode == "on the loop":
        inline(service)
    text, pool = attack_intents(phrasings)
    preview = await service.knowledge.preview(A, {"attack.yaml": text})
    assert preview.ok, preview.problems[:1]
    await service.knowledge.commit(A, preview, "attacker", "upload", "attack")
    if dear_ms:  # each of A's answers made to cost what row 1 measured, in CPU
        engine = await service.knowledge.engine_for(A)
        real = engine.answer

        def dear(*args: Any, **kwargs: Any) -> Any:
            end = time.thread_time() + dear_ms / 1000
            while time.thread_time() < end:
                pass
            return real(*args, **kwargs)

        engine.answer = dear  # type: ignore[method-assign]
    rnd = random.Random(3)
    dear: list[float] = []
    b_ms: list[float] = []

    async def attack(n: int) -> None:
        question = " ".join(rnd.choices(pool, k=rnd.randint(15, 30)))
        start = time.perf_counter()
        await service.answers.ask(question, guild_id=A, asker=n % 7)
        dear.append((time.perf_counter() - start) * 1000)

    async def other(n: int) -> None:
        start = time.perf_counter()
        await service.answers.ask(NORMAL[n % len(NORMAL)], guild_id=B, asker=n % 5)
        b_ms.append((time.perf_counter() - start) * 1000)

    await asyncio.gather(paced(10, seconds, attack), paced(20, seconds, other))
    service.answers.close()
    await store.close()
    return {
        "b_p50": pct(b_ms, 50),
        "b_p99": pct(b_ms, 99),
        "b_max": max(b_ms),
        "b_n": len(b_ms),
        "a_p50": pct(dear, 50),
        "busy": service.answers.busy,
    }


async def overhead(questions: int) -> dict[str, float]:
    store = await open_store(":memory:")
    live = await asyncio.to_thread(LiveKnowledge, KNOWLEDGE)
    result = {}
    for mode in ("on the loop", "off the loop"):
        service = MatchService(live, store, settings())
        if mode == "on the loop":
            inline(service)
        times = []
        for n in range(questions):
            start = time.perf_counter()
            await service.answers.ask(NORMAL[n % len(NORMAL)], guild_id=B)
            times.append((time.perf_counter() - start) * 1000)
        result[mode] = (statistics.median(times), pct(times, 99))
        service.answers.close()
    await store.close()
    return {
        "inline_p50": result["on the loop"][0],
        "inline_p99": result["on the loop"][1],
        "off_p50": result["off the loop"][0],
        "off_p99": result["off the loop"][1],
    }


async def counts(rate: float, seconds: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_store(Path(tmp) / "m.sqlite3")
        live = await asyncio.to_thread(LiveKnowledge, KNOWLEDGE)
        service = MatchService(live, store, settings())
        service.start_writer()
        asked = 0

        async def ask(n: int) -> None:
            nonlocal asked
            await service.answers.ask(NORMAL[n % len(NORMAL)], guild_id=A + n % 20, asker=n)
            asked += 1

        start = time.perf_counter()
        await paced(rate, seconds, ask)
        took = time.perf_counter() - start
        assert service.writer is not None
        await service.writer.flush(60)
        saved = 0
        for guild in range(A, A + 20):
            stats = await store.question_stats(guild, datetime(2000, 1, 1, tzinfo=UTC))
            saved += sum(stats.values())
        dropped, batches = service.writer.dropped, service.writer.batches
        await service.close()
    return {
        "asked": asked,
        "saved": saved,
        "dropped": dropped,
        "batches": batches,
        "rate": asked / took,
    }


def rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / 2**20


async def memory(cycles: int, bounded: bool) -> dict[str, float]:
    store = await open_store(":memory:")
    live = await asyncio.to_thread(LiveKnowledge, KNOWLEDGE)
    limits = {} if bounded else {"engine_cache_mb": 10**6, "engine_cache_server_mb": 10**6}
    service = MatchService(live, store, settings(**limits))
    intents = read_knowledge_texts(KNOWLEDGE)["intents.yaml"]
    before = rss_mb()
    after = []
    for cycle in range(cycles):
        upload = {"intents.yaml": intents, "wide.yaml": wide_intents(4000, 15000, cycle)}
        preview = await service.knowledge.preview(A, upload)
        assert preview.ok, preview.problems[:1]
        await service.knowledge.commit(A, preview, "attacker", "upload", f"cycle {cycle}")
        await service.knowledge.reset(A, "attacker")
        del preview
        after.append(rss_mb())
        _log(
            f"  cycle {cycle + 1}: RSS {after[-1]:.0f} MB, cache {len(service.knowledge.engines)} "
            f"engine(s), {service.knowledge.engines.bytes / 2**20:.0f} MB estimated"
        )
    result = {
        "before": before,
        "after": after[-1],
        "peak": max(after),
        "cached_mb": service.knowledge.engines.bytes / 2**20,
    }
    service.answers.close()
    await store.close()
    return result


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fairness_bench")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--phrasings", type=int, default=8000, help="in the attack knowledge")
    parser.add_argument("--cycles", type=int, default=8)
    parser.add_argument(
        "--dear-ms", type=float, default=100.0, help="CPU each of A's answers is made to cost"
    )
    parser.add_argument("--skip", default="", help="comma-separated parts to skip: 1,2,3,4")
    args = parser.parse_args(argv)
    skip = set(args.skip.split(","))
    if "1" not in skip:
        print("## One server attacked (row 1): server B's answer latency, ms\n")
        print("| answers | B p50 | B p99 | B max | B answered | A's dear question p50 |")
        print("|---|---|---|---|---|---|")
        for dear_ms in (0.0, args.dear_ms):
            for mode in ("on the loop", "off the loop"):
                _log(f"attack, answers {mode}, A's answers +{dear_ms:.0f} ms CPU")
                r = await attacked(mode, args.seconds, args.phrasings, dear_ms)
                label = f"{mode}, A +{dear_ms:.0f} ms CPU" if dear_ms else mode
                print(
                    f"| {label} | {r['b_p50']:.1f} | {r['b_p99']:.1f} | {r['b_max']:.1f} | "
                    f"{r['b_n']:.0f} | {r['a_p50']:.1f} |"
                )
    if "2" not in skip:
        _log("overhead")
        o = await overhead(400)
        print("\n## A normal question, no attack: answering on vs off the loop, ms\n")
        print("| answers | p50 | p99 |\n|---|---|---|")
        print(f"| on the loop | {o['inline_p50']:.2f} | {o['inline_p99']:.2f} |")
        print(f"| off the loop | {o['off_p50']:.2f} | {o['off_p99']:.2f} |")
    if "3" not in skip:
        _log("800 questions/s for 25 s")
        c = await counts(800, 25)
        print("\n## 800 questions a second for 25 s, counts through the write queue (row 10)\n")
        print(
            f"asked {c['asked']:.0f} (at {c['rate']:.0f}/s achieved), counts saved "
            f"{c['saved']:.0f}, dropped {c['dropped']:.0f}, in {c['batches']:.0f} batches"
        )
    if "4" not in skip:
        print("\n## Eight upload-and-reset cycles by one server (row 2), RSS in MB\n")
        print("| cache | before | after | peak | engines kept (estimated MB) |")
        print("|---|---|---|---|---|")
        for bounded in (True, False):
            _log(f"memory, {'bounded by bytes' if bounded else 'count only'}")
            m = await memory(args.cycles, bounded)
            label = "bytes, per-server share" if bounded else "count only (32)"
            print(
                f"| {label} | {m['before']:.0f} | {m['after']:.0f} | {m['peak']:.0f} | "
                f"{m['cached_mb']:.0f} |"
            )


if __name__ == "__main__":
    asyncio.run(main())
