"""`python -m benchmarks.picture_bench`: how long each picture takes to draw and encode
(the bound the bot aims at is 200 ms a picture, off the event loop), and its size.

Timeline: the bundled match and the four fixture shapes. Bracket, group tables and the
busiest data match's timeline: the bundled tournament, when the bundled knowledge has one,
and any knowledge directories given as arguments. Figures only, nothing asserted.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.measure import Dist, table
from bot.adapters.discord.pictures import bracket_picture
from bot.adapters.discord.tournament_cards import table_lines
from bot.adapters.pictures import Picture, render_table, render_timeline
from bot.engine import Engine, TournamentFacts, data_timeline_card, timeline_card
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


def rows(extra: list[Path]) -> list[list[str]]:
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
    for source in [ROOT / "knowledge", *extra]:
        tournament = load_knowledge(source).knowledge.tournament
        if tournament is None:
            continue
        for lang in ("en", "es"):
            dist, pic = timed(lambda lang=lang, t=tournament: bracket_picture(t, lang))  # type: ignore[misc]
            out.append(_row(f"bracket {tournament.id} ({lang})", dist, pic))
        times = []
        facts = TournamentFacts(tournament)
        for group in tournament.groups:
            lines = table_lines(facts, group, "en")
            dist, pic = timed(lambda g=group, ls=lines: render_table(g.name, ls), runs=5)  # type: ignore[misc]
            times.append((dist, pic))
        if times:
            worst = max(times, key=lambda x: x[0].max)
            out.append(_row(f"tables {tournament.id} (worst of {len(times)})", *worst))
        played = [m for m in tournament.matches if m.score is not None]
        if played:
            busiest = max(played, key=lambda m: len(m.goals))
            card = data_timeline_card(tournament, busiest)
            dist, pic = timed(lambda card=card: render_timeline(card))  # type: ignore[misc]
            out.append(_row(f"timeline {busiest.id} (most goals)", dist, pic))
    return out


def _row(name: str, dist: Dist, pic: Picture) -> list[str]:
    w, h = pic.size
    return [name, f"{w}x{h}", f"{len(pic.png) / 1024:.0f} KB", f"{dist.p50:.1f}", f"{dist.max:.1f}"]


def main() -> None:
    extra = [Path(p) for p in sys.argv[1:]]  # more knowledge directories with a tournament
    print(table(["picture", "size", "PNG", "p50 ms", "max ms"], rows(extra)))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
