"""The Discord layer's figures, when it exists: RSS after start and end-to-end throughput."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def available(module: str = "bot.adapters.discord.client") -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def run(
    module: str = "bot.adapters.discord.client", questions: int = 300, timeout: float = 120
) -> dict[str, Any]:
    """Run the probe in a child process; {'ok': False, 'error': ...} when it cannot."""
    if not available(module):
        return {"ok": False, "error": f"{module} not available"}
    try:
        out = subprocess.run(
            [sys.executable, "-m", "benchmarks.discord_probe", module, str(questions)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return {"ok": False, "error": f"probe timed out after {timeout:.0f} s"}
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    if not lines:
        tail = (out.stderr.strip().splitlines() or ["no output"])[-1]
        return {"ok": False, "error": f"probe failed: {tail[:200]}"}
    result: dict[str, Any] = json.loads(lines[-1])
    return result
