"""The knockout rounds as a picture: one column per round, each match a box with both
teams and their goals (the winner in bold), lines joining a match to the one its winner
played next; the third-place match under the final.

Names that do not fit a box are written as the team's short code ("BIH"), never cut. A
bracket past `MAX_SIDE` is drawn from the latest rounds that fit (`first_drawn`; the
earlier ones stay in the text), and one whose last round alone is too big is refused
(`PictureTooBig`) before anything is drawn. A match decided in extra time is marked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.adapters.pictures.canvas import (
    INK,
    MAX_SIDE,
    MUTED,
    PANEL,
    RULE,
    Canvas,
    Picture,
    PictureTooBig,
    check_size,
    fit,
    text_width,
)

MARGIN = 28
COLUMN = 210
GAP = 30
LINE = 34  # one team's line in a box
BOX = 2 * LINE + 4
SPACE = 14  # between boxes of the first round
TEXT = 24
NOTE = 15  # the extra-time mark
TOP = 120


@dataclass(frozen=True)
class BracketSide:
    name: str
    short: str  # a code to write when the name does not fit ("ARG")
    goals: str  # "2", "1 (4)" with the shootout, "" when not played
    won: bool = False


@dataclass(frozen=True)
class BracketMatch:
    sides: tuple[BracketSide, BracketSide]
    note: str = ""  # "AET" (in the reader's language) when extra time was played


@dataclass(frozen=True)
class BracketRound:
    title: str
    matches: tuple[BracketMatch, ...]


def _centres(rounds: Sequence[BracketRound], height: int) -> list[list[float]]:
    """Each box's vertical centre: the first round evenly; a round of half as many boxes
    centred between its two feeders; any other round evenly over the same height."""
    out: list[list[float]] = []
    for i, r in enumerate(rounds):
        n = len(r.matches)
        prev = out[-1] if out else []
        if i and len(prev) == 2 * n:
            out.append([(prev[2 * j] + prev[2 * j + 1]) / 2 for j in range(n)])
        else:
            slot = height / max(n, 1)
            out.append([TOP + slot * (j + 0.5) for j in range(n)])
    return out


def _size(rounds: Sequence[BracketRound], third: bool) -> tuple[int, int, int]:
    """The canvas's width and height, and the rounds' body height."""
    columns = max(len(rounds), 1)
    width = max(2 * MARGIN + columns * COLUMN + (columns - 1) * GAP, 480)
    most = max((len(r.matches) for r in rounds), default=1)
    body = max(most * (BOX + SPACE), 3 * (BOX + SPACE))
    return width, TOP + body + MARGIN + (BOX + 70 if third else 0), body


def first_drawn(rounds: Sequence[BracketRound], third: bool = False) -> int:
    """The first round the picture can hold (0: all of them): earlier rounds are left
    out until it fits `MAX_SIDE`; PictureTooBig when even the last round does not."""
    for first in range(len(rounds) or 1):
        width, height, _ = _size(rounds[first:], third)
        if width <= MAX_SIDE and height <= MAX_SIDE:
            return first
    width, height, _ = _size(rounds[-1:], third)
    raise PictureTooBig(f"the last round alone is {width} x {height} px")


def render_bracket(
    title: str,
    rounds: Sequence[BracketRound],
    third_place: tuple[str, BracketMatch] | None = None,
) -> Picture:
    """The bracket: `rounds` in the order played (the final last), `third_place` as
    (its title, the match) under the final; from `first_drawn` on when all do not fit."""
    rounds = rounds[first_drawn(rounds, third_place is not None) :]
    columns = max(len(rounds), 1)
    width, height, body = _size(rounds, third_place is not None)
    check_size(width, height)
    c = Canvas(width, height)
    heading, size = fit(title, 40, width - 2 * MARGIN, bold=True, min_size=24)
    c.text((MARGIN, 44), heading, size, bold=True, anchor="lm")
    centres = _centres(rounds, body)
    for i, r in enumerate(rounds):
        left = MARGIN + i * (COLUMN + GAP)
        name, s = fit(r.title, 24, COLUMN, bold=True, min_size=16)
        c.text((left, 96), name, s, bold=True, fill=MUTED, anchor="ls")
        for j, match in enumerate(r.matches):
            _box(c, match, left, centres[i][j])
        if i and len(centres[i - 1]) == 2 * len(centres[i]):
            _joins(c, centres[i - 1], centres[i], left)
    if third_place:
        label, match = third_place
        left = MARGIN + (columns - 1) * (COLUMN + GAP)
        y = TOP + body + 40
        name, s = fit(label, 22, COLUMN, bold=True, min_size=16)
        c.text((left, y), name, s, bold=True, fill=MUTED, anchor="ls")
        _box(c, match, left, y + 14 + BOX / 2)
    return c.picture()


def _box(c: Canvas, match: BracketMatch, left: int, centre: float) -> None:
    top = round(centre - BOX / 2)
    c.rect((left, top, left + COLUMN, top + BOX), fill=PANEL)
    marked = next((k for k, side in enumerate(match.sides) if side.won), 0)
    for k, side in enumerate(match.sides):
        y = top + 2 + LINE * k + LINE // 2
        goals_w = text_width(side.goals, TEXT, bold=True) if side.goals else 0
        room = COLUMN - 20 - goals_w - 12
        if match.note and k == marked:  # extra time, beside the winner's goals
            note_right = left + COLUMN - 10 - goals_w - 6
            box = c.text((note_right, y), match.note, NOTE, fill=MUTED, anchor="rm")
            room -= box[2] - box[0] + 6
        name, s = fit(side.name, TEXT, room, bold=side.won, min_size=18)
        if name != side.name and side.short:
            name, s = fit(side.short, TEXT, room, bold=side.won, min_size=14)
        colour = INK if side.won or not side.goals else MUTED
        c.text((left + 10, y), name, s, bold=side.won, fill=colour, anchor="lm")
        if side.goals:
            c.text((left + COLUMN - 10, y), side.goals, TEXT, bold=True, fill=colour, anchor="rm")


def _joins(c: Canvas, feeders: list[float], targets: list[float], left: int) -> None:
    """Elbow lines from two feeders' right edges to the box their winners met in."""
    x0 = left - GAP
    mid = left - GAP // 2
    for j, y in enumerate(targets):
        for f in (feeders[2 * j], feeders[2 * j + 1]):
            c.line([(x0, f), (mid, f), (mid, y), (left, y)], fill=RULE, width=2)
