"""Pictures the adapters send (PNG, drawn with Pillow): a match's timeline, a group table,
the knockout bracket. Each renderer takes plain data and returns a `Picture` that also
lists every text box and shape it drew, so tests can check the layout without looking.
"""

from bot.adapters.pictures.bracket import BracketMatch, BracketRound, BracketSide, render_bracket
from bot.adapters.pictures.canvas import Canvas, Picture, fit
from bot.adapters.pictures.table import HEADERS, TableLine, render_table
from bot.adapters.pictures.timeline import MARKS, Marks, render_timeline

__all__ = [
    "HEADERS",
    "MARKS",
    "BracketMatch",
    "BracketRound",
    "BracketSide",
    "Canvas",
    "Marks",
    "Picture",
    "TableLine",
    "fit",
    "render_bracket",
    "render_table",
    "render_timeline",
]
