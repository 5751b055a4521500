"""`python -m benchmarks.picture_bench`: how long each picture takes to draw and encode
(the bound the bot aims at is 200 ms a picture, off the event loop), and its size.

Timeline: the bundled match and the four fixture shapes. Bracket and group tables: the
bundled tournament, when the bundled knowledge has one. Figures only, nothing asserted.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.measure import Dist, table
from bot.adapters.discord.pictures import bracket_picture
from bot.adapters.pictures import Picture, render_timeline
from bot.engine import Engine, timeline_card
from bot.knowledge import load_knowledge

ROOT = Path(__file__).resolve().parent.parent
RUNS = 20


def timed(draw: Callable[[], Picture], runs: int = RUNS) -> tuple[Dist, Picture]:
    draw()  # warm: fonts loaded, Pillow's plugins imported
    samples = []
    pic = None
    for _ in range(runs):
        start = time.perf_counter()
        pic = draw()
        samples.append((time.perf_counter() - start) * 1000)
    assert pic is not None
    return Dist.of(samples), pic


def rows() -> list[list[str]]:
    out = []
    sources = [
        ROOT / "knowledge",
        *sorted(p.parent for p in (ROOT / "tests/matches").glob("*/match.yaml")),
    ]
    for source in sources:
        engine = Engine(load_knowledge(source))
        card = timeline_card(engine)
        dist, pic = timed(lambda card=card: render_timeline(card))  # type: ignore[misc]
        out.append(_row(f"timeline {source.name}", dist, pic))
    tournament = load_knowledge(ROOT / "knowledge").knowledge.tournament
    if tournament is not None:
        for lang in ("en", "es"):
            dist, pic = timed(lambda lang=lang: bracket_picture(tournament, lang))  # type: ignore[misc]
            out.append(_row(f"bracket {tournament.id} ({lang})", dist, pic))
    return out


def _row(name: str, dist: Dist, pic: Picture) -> list[str]:
    w, h = pic.size
    return [name, f"{w}x{h}", f"{len(pic.png) / 1024:.0f} KB", f"{dist.p50:.1f}", f"{dist.max:.1f}"]


def main() -> None:
    print(table(["picture", "size", "PNG", "p50 ms", "max ms"], rows()))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
