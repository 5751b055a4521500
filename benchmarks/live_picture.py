"""Draw docs/pictures/live-full-time.png, the picture a full-time live post carries, with the bot's
own renderer: `python benchmarks/live_picture.py` from the repository root.

The match is the one docs/live.md shows: a final from a Football.JSON feed, imported by
the feed's importer, its timeline drawn as /live posts draw it (English)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.adapters.pictures import MARKS, render_timeline  # noqa: E402
from bot.engine import data_timeline_card  # noqa: E402
from bot.knowledge import load_knowledge_texts  # noqa: E402
from bot.service import football_json  # noqa: E402

FEED = {
    "name": "World Cup 2026",
    "matches": [
        {
            "round": "Final",
            "num": 104,
            "date": "2026-07-19",
            "time": "15:00 UTC-4",
            "team1": "Spain",
            "team2": "Argentina",
            "score": {"ht": [1, 0], "ft": [1, 1], "et": [2, 1]},
            "goals1": [
                {"name": "Ferran Torres", "minute": 15},
                {"name": "Mikel Oyarzabal", "minute": 104},
            ],
            "goals2": [{"name": "Lautaro Martínez", "minute": 78}],
        }
    ],
}


def main() -> None:
    files = football_json({"worldcup.json": json.dumps(FEED).encode()})
    loaded = load_knowledge_texts(files)
    t = loaded.knowledge.tournament
    assert t is not None
    picture = render_timeline(data_timeline_card(t, t.matches[0], "en"), MARKS)
    out = ROOT / "docs" / "pictures" / "live-full-time.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(picture.png)
    print(f"wrote {out.relative_to(ROOT)} ({len(picture.png):,} bytes)")


if __name__ == "__main__":
    main()
