"""Pictures the adapters send (PNG, drawn with Pillow): a match's timeline, a group table,
the knockout bracket. Each renderer takes plain data and returns a `Picture` that also
lists every text box and shape it drew, so tests can check the layout without looking.
"""

from bot.adapters.pictures.bracket import (
    BracketMatch,
    BracketRound,
    BracketSide,
    first_drawn,
    render_bracket,
)
from bot.adapters.pictures.canvas import (
    MAX_BYTES,
    MAX_SIDE,
    Canvas,
    Picture,
    PictureTooBig,
    fit,
    team_colours,
)
from bot.adapters.pictures.table import HEADERS, MAX_ROWS, TableLine, render_table
from bot.adapters.pictures.timeline import MARKS, Marks, render_timeline

__all__ = [
    "HEADERS",
    "MARKS",
    "MAX_BYTES",
    "MAX_ROWS",
    "MAX_SIDE",
    "BracketMatch",
    "BracketRound",
    "BracketSide",
    "Canvas",
    "Marks",
    "Picture",
    "PictureTooBig",
    "TableLine",
    "first_drawn",
    "fit",
    "render_bracket",
    "render_table",
    "render_timeline",
    "team_colours",
]
