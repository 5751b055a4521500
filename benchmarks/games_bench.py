"""The games' costs (`python -m benchmarks.games_bench`): writing a quiz from the bundled
knowledge, the /predict autocomplete, and settling and ranking a busy server's
predictions in SQLite. Figures only, nothing asserted."""

from __future__ import annotations

import asyncio
import datetime as dt
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.measure import table
from bot.engine import Engine, Picker
from bot.knowledge.loader import load_knowledge
from bot.service import MatchService, upcoming, write_quiz
from bot.service.live import LiveKnowledge
from bot.store import open_store
from tests.games.fixtures import FINAL, set_final

ROOT = Path(__file__).resolve().parent.parent
MEMBERS = 2000


def _median_ms(fn: object, runs: int = 20) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


async def _settling(knowledge: Path) -> tuple[float, float, float]:
    kickoff = dt.datetime(2026, 7, 19, 19, 0, tzinfo=dt.UTC)
    set_final(knowledge, kickoff)
    store = await open_store(Path(tempfile.mkdtemp()) / "bench.sqlite3")
    service = MatchService(LiveKnowledge(knowledge), store)
    before = kickoff - dt.timedelta(hours=1)
    began = time.perf_counter()
    for user in range(MEMBERS):
        score = (user % 4, user % 3)
        await service.predictions.predict(1, (user, f"fan {user}"), FINAL, score, before)
    predict_ms = (time.perf_counter() - began) * 1000 / MEMBERS
    set_final(knowledge, kickoff, (1, 0))
    t = load_knowledge(knowledge).knowledge.tournament
    began = time.perf_counter()
    await service.predictions.settle(1, t)
    settle_ms = (time.perf_counter() - began) * 1000
    began = time.perf_counter()
    await service.games.leaderboard(1, "predictions")
    await service.games.standing_of(1, "predictions", MEMBERS - 1)
    board_ms = (time.perf_counter() - began) * 1000
    await service.close()
    return predict_ms, settle_ms, board_ms


def main() -> None:
    knowledge = Path(tempfile.mkdtemp()) / "knowledge"
    shutil.copytree(ROOT / "knowledge", knowledge)
    engine = Engine(load_knowledge(ROOT / "knowledge"))
    rng = random.Random(1)
    quiz_ms = _median_ms(lambda: write_quiz(engine, "en", "tournament", 10, rng))
    t = engine.knowledge.tournament
    assert t is not None
    picker = Picker(t)
    now = dt.datetime(2026, 6, 1, tzinfo=dt.UTC)

    def complete() -> None:
        picker.choices("spa", "en", limit=len(t.matches))
        upcoming(t, now)

    complete_ms = _median_ms(complete)
    predict_ms, settle_ms, board_ms = asyncio.run(_settling(knowledge))
    rows = [
        ("write a 10-question quiz (bundled World Cup)", f"{quiz_ms:.1f} ms"),
        ("/predict autocomplete (104 matches)", f"{complete_ms:.1f} ms"),
        (f"save one prediction (SQLite, {MEMBERS} members)", f"{predict_ms:.2f} ms"),
        (f"settle one match's {MEMBERS} predictions", f"{settle_ms:.0f} ms"),
        (f"leaderboard and one member's place ({MEMBERS})", f"{board_ms:.1f} ms"),
    ]
    sys.stdout.write(table(["games", "time"], rows) + "\n")


if __name__ == "__main__":
    main()
