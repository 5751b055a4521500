"""Issue 33's bench row: a club server's knowledge of one league's three seasons plus the
Champions League (engine p99 < 1 ms, build < 1 s, RSS < 150 MB).

The shipped 2024/25 Premier League file stands in for three seasons: two copies are
renamed and dated a year and two years earlier (the same results; the engine's work is
the same). Run: python -m benchmarks.club_bench
"""

from __future__ import annotations

import json
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge

ROOT = Path(__file__).resolve().parent.parent
SEASON = ROOT / "knowledge/sources/openfootball/football.json/2024-25"
QUESTIONS = [
    "who won the league", "where did spurs finish", "how many points did city get",
    "who got relegated", "who made the top 4", "arsenal v tottenham", "north london derby",
    "liverpool form last 5", "longest unbeaten run for liverpool", "ipswich home record",
    "who won the prem 23/24", "who went down last season", "who topped the ucl league phase",
    "quien gano la premier", "quienes descendieron", "resultados del derbi de manchester",
    "how far did arsenal get in the champions league", "who won the ucl",
]  # fmt: skip


def _earlier(data: dict, years: int) -> dict:
    def shift(text: str) -> str:
        return str(int(text[:4]) - years) + text[4:]

    first = 2024 - years
    name = data["name"].replace("2024/25", f"{first}/{str(first + 1)[2:]}")
    matches = [{**m, "date": shift(m["date"])} for m in data["matches"]]
    return {**data, "name": name, "matches": matches}


def knowledge(folder: Path) -> Path:
    league = json.loads((SEASON / "en.1.json").read_text("utf-8"))
    paths = [SEASON / "en.1.json", SEASON / "uefa.cl.json"]
    for years in (1, 2):
        path = folder / f"{2024 - years}" / "en.1.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(_earlier(league, years)), "utf-8")
        paths.append(path)
    out = folder / "knowledge"
    write_imported(import_football_json(paths), out)
    return out


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = knowledge(Path(tmp))
        start = time.perf_counter()
        engine = Engine(load_knowledge(out))
        build = time.perf_counter() - start
    for q in QUESTIONS:  # warm: the first answer of each kind fills its caches
        engine.answer(q)
    times = []
    for _ in range(20):
        for q in QUESTIONS:
            t0 = time.perf_counter()
            engine.answer(q)
            times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p99 = times[int(len(times) * 0.99) - 1]
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"club seasons (3 league seasons + Champions League): build {build:.2f} s, "
          f"engine p50 {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, "
          f"max RSS {rss:.0f} MB (targets: build < 1 s, p99 < 1 ms, RSS < 150 MB)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
