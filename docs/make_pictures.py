"""The documentation's pictures, drawn by the bot's own renderer from the bundled knowledge.

`make pictures` (or `python docs/make_pictures.py [DIR]`) writes the timeline of the
semi-final, the bracket and Argentina's group table, exactly as `/match`, `/bracket` and
`/table` send them, into docs/pictures/. They are generated, never drawn by hand, so a
change to the renderer shows in the docs after one command. The PNGs are re-saved with
Pillow's optimiser only: same pixels, fewer bytes.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "pictures"
GROUP_OF = "argentina"  # the table shown: the group of the bundled report's winner


def pictures(lang: str = "en") -> dict[str, bytes]:
    """name -> PNG, from the bundled knowledge (imports here: this checkout's `bot`)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from bot.adapters.discord.exts.tournament import facts
    from bot.adapters.discord.pictures import bracket_picture, headers, timeline_picture
    from bot.adapters.discord.tournament_cards import table_lines
    from bot.adapters.pictures import render_table
    from bot.engine import Engine, group_label
    from bot.knowledge import load_knowledge

    engine = Engine(load_knowledge(ROOT / "knowledge"))
    t = engine.knowledge.tournament
    assert t is not None, "the bundled knowledge holds the 2026 World Cup"
    group = next(g for g in t.groups if GROUP_OF in g.teams)
    title = f"{group_label(group.name, lang)} · {t.tr('name', lang)}"
    table = render_table(title, table_lines(facts(engine), group, lang), headers(lang))
    return {
        "timeline": timeline_picture(engine, lang).png,
        "bracket": bracket_picture(t, lang).png,
        "table": table.png,
    }


def optimised(png: bytes) -> bytes:
    """The same picture, losslessly smaller (the bot saves fast, at level 1)."""
    from PIL import Image

    out = io.BytesIO()
    with Image.open(io.BytesIO(png)) as image:
        image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, png in pictures().items():
        path = out / f"{name}.png"
        path.write_bytes(optimised(png))
        print(f"{path}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
