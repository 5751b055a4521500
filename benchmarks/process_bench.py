"""Out-of-process figures: start-up wall time, what gets imported, resident memory."""

from __future__ import annotations

import os
import resource
import select
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from benchmarks.measure import rss_mb, timed
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge
from bot.service.live import LiveKnowledge

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
ASK = [sys.executable, "-m", "bot", "ask", "who won?"]


def _env() -> dict[str, str]:
    """The caller's environment minus a Discord token, on the shipped knowledge, and with
    bytecode written as on a user's machine: any value of PYTHONDONTWRITEBYTECODE, even
    "0", stops Python writing it, so the variable is dropped, not set."""
    skip = {"DISCORD_TOKEN", "PYTHONDONTWRITEBYTECODE"}
    env = {k: v for k, v in os.environ.items() if k not in skip}
    env["KNOWLEDGE_PATH"] = str(KNOWLEDGE)
    env["UNANSWERED_PATH"] = ""
    return env


@dataclass(frozen=True)
class Startup:
    ask_median_s: float
    ask_min_s: float
    ask_cpu_s: float  # median user+sys CPU time of the child
    runs: int
    load: float  # the machine's 1-minute load average as the timed runs began
    discord_imported: bool
    discord_modules: int
    # Cumulative import time of the command line's tree and of the local service's (which
    # `ask` imports when it runs: the service, the engine, the store), from -X importtime.
    import_s: float
    slowest_imports: list[tuple[str, float]]  # (module, self seconds)
    load_s: float
    build_s: float
    reload_s: float


def startup(runs: int = 5) -> Startup:
    env = _env()
    # Warm up as a user's second ask would be: bytecode written, the engine saved on disk.
    subprocess.run(ASK, cwd=ROOT, env=env, capture_output=True, check=True)
    load = os.getloadavg()[0]
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(ASK, cwd=ROOT, env=env, capture_output=True, check=True)
        walls.append(time.perf_counter() - t)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    probe = subprocess.run(
        [sys.executable, "-X", "importtime", *ASK[1:]],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    modules: dict[str, tuple[float, float]] = {}
    for line in probe.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line or "self [us]" in line:
            continue
        self_us, cum_us, name = (part.strip() for part in line[len("import time:") :].split("|"))
        modules[name] = (int(self_us) / 1e6, int(cum_us) / 1e6)
    discord = [m for m in modules if m == "discord" or m.startswith("discord.")]
    slowest = sorted(((m, s) for m, (s, _) in modules.items()), key=lambda x: -x[1])[:5]
    import_s = sum(
        modules.get(m, (0.0, 0.0))[1] for m in ("bot.adapters.cli", "bot.adapters.local")
    )
    loads, builds, reloads = [], [], []
    for _ in range(5):
        load_s, loaded = timed(lambda: load_knowledge(KNOWLEDGE))
        build_s, _ = timed(lambda ld=loaded: Engine(ld))
        loads.append(load_s)
        builds.append(build_s)
    store = LiveKnowledge(KNOWLEDGE)
    for _ in range(5):
        reload_s, result = timed(store.reload)
        assert result.ok, result.problems
        reloads.append(reload_s)
    return Startup(
        statistics.median(walls),
        min(walls),
        statistics.median(cpus),
        runs,
        load,
        bool(discord),
        len(discord),
        import_s,
        slowest,
        statistics.median(loads),
        statistics.median(builds),
        statistics.median(reloads),
    )


@dataclass(frozen=True)
class ConsoleMemory:
    after_start_mb: float
    after_questions_mb: float
    questions: int
    start_s: float


def console_memory(questions: list[str]) -> ConsoleMemory:
    """RSS of `python -m bot console` once it prompts, and after answering `questions`."""
    t = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "console"],
        cwd=ROOT,
        env=_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        _read_until(proc, b"you> ", timeout=30)
        start_s = time.perf_counter() - t
        after_start = rss_mb(proc.pid)
        for q in questions:
            proc.stdin.write(q.replace("\n", " ").encode() + b"\n")
            proc.stdin.flush()
            _read_until(proc, b"you> ", timeout=30)
        after_questions = rss_mb(proc.pid)
    finally:
        proc.stdin.close()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return ConsoleMemory(after_start, after_questions, len(questions), start_s)


def _read_until(proc: subprocess.Popen[bytes], marker: bytes, timeout: float) -> bytes:
    """Read the child's stdout until `marker` (the prompt) shows up."""
    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    buf = b""
    deadline = time.monotonic() + timeout
    while not buf.endswith(marker):
        left = deadline - time.monotonic()
        if left <= 0 or proc.poll() is not None:
            raise RuntimeError(f"console did not prompt (got {buf[-200:]!r})")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                raise RuntimeError("console closed its output")
            buf += chunk
    return buf
