"""Timing helpers, machine facts and plain-text tables."""

from __future__ import annotations

import contextlib
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Dist:
    """A latency distribution in milliseconds."""

    n: int
    p50: float
    p99: float
    max: float
    mean: float

    @classmethod
    def of(cls, ms: Sequence[float]) -> Dist:
        s = sorted(ms)
        return cls(len(s), _pct(s, 0.50), _pct(s, 0.99), s[-1], statistics.fmean(s))


def _pct(sorted_ms: Sequence[float], q: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, max(0, math.ceil(q * len(sorted_ms)) - 1))]


def time_each(fn: Callable[[str], Any], items: Iterable[str]) -> list[float]:
    """Wall time of fn(item) for each item, in ms."""
    out: list[float] = []
    clock = time.perf_counter_ns
    for item in items:
        t = clock()
        fn(item)
        out.append((clock() - t) / 1e6)
    return out


def time_both(fn: Callable[[str], Any], items: Iterable[str]) -> tuple[list[float], list[float]]:
    """(wall ms, CPU ms of this thread) of fn(item) for each item.

    On a busy shared machine the wall time includes waiting for a core; the thread's
    CPU time does not, so it shows the work itself.
    """
    wall: list[float] = []
    cpu: list[float] = []
    clock, cpu_clock = time.perf_counter_ns, time.thread_time_ns
    for item in items:
        c, t = cpu_clock(), clock()
        fn(item)
        wall.append((clock() - t) / 1e6)
        cpu.append((cpu_clock() - c) / 1e6)
    return wall, cpu


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    """(seconds, result) of one call."""
    t = time.perf_counter()
    result = fn()
    return time.perf_counter() - t, result


def ms(x: float) -> str:
    if x >= 100:
        return f"{x:.0f} ms"
    if x >= 10:
        return f"{x:.1f} ms"
    return f"{x:.3f} ms" if x < 1 else f"{x:.2f} ms"


def secs(x: float) -> str:
    return f"{x * 1000:.0f} ms" if x < 1 else f"{x:.2f} s"


def machine() -> dict[str, str]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = "unknown"
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    load = "n/a"
    with contextlib.suppress(OSError):
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    return {
        "CPU": cpu,
        "cores": str(os.cpu_count()),
        "memory": mem,
        "Python": f"{platform.python_implementation()} {sys.version.split()[0]}",
        "OS": f"{platform.system()} {platform.release()}",
        "load average at start": load,
    }


def rss_mb(pid: int | str = "self") -> float:
    """Resident set size from /proc/PID/status, in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A markdown table that also reads well as plain text."""
    body = [[str(c) for c in r] for r in rows]
    widths = [
        max(len(h), *(len(r[i]) for r in body)) if body else len(h) for i, h in enumerate(headers)
    ]

    def line(cells: Sequence[str]) -> str:
        return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)) + " |"

    out = [line(headers), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out.extend(line(r) for r in body)
    return "\n".join(out)
