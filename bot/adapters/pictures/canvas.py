"""A drawing surface that keeps a record of every text box and shape it draws, so tests can
prove a picture keeps inside its canvas and no text sits on other text.

The font is shipped (DejaVu Sans Condensed, fonts/LICENSE): Pillow's built-in default
font has ASCII only, and names like "Martínez" or "Curaçao" must not turn into boxes.
"""

from __future__ import annotations

import io
import zlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONTS = Path(__file__).resolve().parent / "fonts"
MAX_SIDE = 4096  # px: no picture is drawn larger on either side
MAX_BYTES = 8 * 2**20  # a PNG past this is not sent (Discord's attachment limit)
Box = tuple[int, int, int, int]  # left, top, right, bottom
Colour = tuple[int, int, int]

BACKGROUND: Colour = (250, 250, 247)
INK: Colour = (24, 26, 32)
MUTED: Colour = (110, 114, 124)
RULE: Colour = (200, 202, 208)
PANEL: Colour = (236, 238, 242)
SIDES: tuple[Colour, Colour] = ((28, 92, 170), (190, 52, 44))  # no team known: by side
# A team's colour, picked by its id, so it is the same in every match it plays (readable
# on the background; WIN's green is kept for the shootout's kicks).
TEAM_COLOURS: tuple[Colour, ...] = (
    (28, 92, 170),  # blue
    (190, 52, 44),  # red
    (112, 60, 160),  # purple
    (0, 118, 128),  # teal
    (196, 98, 16),  # orange
    (150, 40, 110),  # magenta
    (40, 56, 120),  # navy
    (120, 84, 40),  # brown
)
WIN: Colour = (22, 120, 60)
ELLIPSIS = "…"


def team_colours(keys: tuple[str, str]) -> tuple[Colour, Colour]:
    """Both teams' colours: each its own in every picture (by its id, not by the side it
    is listed on); against a team of the same colour, the team whose id sorts first keeps
    it and the other takes the next, whichever side each is on. Without ids, by side."""
    if not all(keys):
        return SIDES
    picked = [zlib.crc32(key.encode()) % len(TEAM_COLOURS) for key in keys]
    if picked[0] == picked[1]:
        later = 0 if keys[0] > keys[1] else 1
        picked[later] = (picked[later] + 1) % len(TEAM_COLOURS)
    return TEAM_COLOURS[picked[0]], TEAM_COLOURS[picked[1]]


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSansCondensed-Bold.ttf" if bold else "DejaVuSansCondensed.ttf"
    return ImageFont.truetype(str(FONTS / name), size)


def text_width(text: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(text)


def shorten_name(name: str) -> str:
    """ "Lautaro Martínez" -> "L. Martínez", "Democratic Republic of the Congo" -> "D. R.
    Congo": initials for all but the last word (small words like "of" dropped), the form a
    scoresheet uses when space is short."""
    words = name.split()
    if len(words) < 2:
        return name
    initials = [w[0] + "." for w in words[:-1] if w[:1].isupper()]
    return " ".join([*initials, words[-1]])


def fit(
    text: str, size: int, width: float, bold: bool = False, min_size: int = 0
) -> tuple[str, int]:
    """The text and font size that fit `width`: the size shrinks down to `min_size` (default
    three quarters of `size`), then the name is shortened, then cut with an ellipsis."""
    floor = min_size or max(8, size * 3 // 4)
    for candidate in dict.fromkeys([text, shorten_name(text)]):
        for s in range(size, floor - 1, -1):
            if text_width(candidate, s, bold) <= width:
                return candidate, s
    cut = shorten_name(text)
    while cut and text_width(cut + ELLIPSIS, floor, bold) > width:
        cut = cut[:-1]
    return (cut.rstrip() + ELLIPSIS if cut else ""), floor


class PictureTooBig(ValueError):
    """A picture past `MAX_SIDE` or `MAX_BYTES`: refused before drawing (or sending),
    so a crafted upload cannot make the bot draw for seconds or send megabytes."""


def check_size(width: int, height: int) -> None:
    """Refuse a canvas past `MAX_SIDE` on either side, before any pixel is allocated."""
    if not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE):
        raise PictureTooBig(f"{width} x {height} px is past {MAX_SIDE} px a side")


@dataclass(frozen=True)
class Picture:
    """A rendered PNG and what was drawn on it (for tests and for alt text)."""

    png: bytes
    size: tuple[int, int]
    texts: tuple[tuple[str, Box], ...]
    shapes: tuple[Box, ...]


@dataclass
class Canvas:
    width: int
    height: int
    texts: list[tuple[str, Box]] = field(default_factory=list)
    shapes: list[Box] = field(default_factory=list)

    def __post_init__(self) -> None:
        check_size(self.width, self.height)
        self.image = Image.new("RGB", (self.width, self.height), BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        *,
        bold: bool = False,
        fill: Colour = INK,
        anchor: str = "la",
        patch: bool = False,
    ) -> Box:
        """Draw one line of text; returns (and records) the box its ink covers. `patch`
        first clears a margin around it, so lines passing behind stop short of the text."""
        f = font(size, bold)
        if patch:
            x0, y0, x1, y1 = self.draw.textbbox(xy, text, font=f, anchor=anchor)
            self.rect((round(x0) - 3, round(y0) - 3, round(x1) + 3, round(y1) + 3), fill=BACKGROUND)
        self.draw.text(xy, text, font=f, fill=fill, anchor=anchor)
        box = tuple(round(v) for v in self.draw.textbbox(xy, text, font=f, anchor=anchor))
        assert len(box) == 4
        self.texts.append((text, (box[0], box[1], box[2], box[3])))
        return (box[0], box[1], box[2], box[3])

    def rect(self, box: Box, fill: Colour | None = None, outline: Colour | None = None) -> None:
        self.draw.rectangle(box, fill=fill, outline=outline, width=2 if outline else 0)
        self.shapes.append(box)

    def line(self, points: list[tuple[float, float]], fill: Colour = RULE, width: int = 2) -> None:
        self.draw.line(points, fill=fill, width=width)
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        half = width // 2
        self.shapes.append(
            (
                round(min(xs)) - half,
                round(min(ys)) - half,
                round(max(xs)) + half,
                round(max(ys)) + half,
            )
        )

    def dot(
        self, centre: tuple[float, float], radius: float, fill: Colour | None, outline: Colour
    ) -> None:
        x, y = centre
        box = (round(x - radius), round(y - radius), round(x + radius), round(y + radius))
        self.draw.ellipse(box, fill=fill, outline=outline, width=3)
        self.shapes.append(box)

    def picture(self) -> Picture:
        out = io.BytesIO()
        # Flat colours compress well even at level 1; higher levels cost time for a few KB.
        self.image.save(out, format="PNG", compress_level=1)
        if out.tell() > MAX_BYTES:
            raise PictureTooBig(f"{out.tell():,} bytes is past {MAX_BYTES:,}")
        return Picture(
            out.getvalue(), (self.width, self.height), tuple(self.texts), tuple(self.shapes)
        )
