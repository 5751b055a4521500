"""A group table as a picture: position, team, played, won, drawn, lost, goals for and
against, goal difference, points; one row per team, names fitted to their column, the
teams through to the knockout rounds marked with a green bar. At most `MAX_ROWS` rows
are drawn (the picture stays within `MAX_SIDE`); the caller says so and keeps the text."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.adapters.pictures.canvas import (
    INK,
    MAX_SIDE,
    MUTED,
    PANEL,
    RULE,
    WIN,
    Canvas,
    Picture,
    fit,
)

WIDTH = 900
MARGIN = 28
ROW = 56
TEXT = 30
NUMBER = 58  # one figure column
HEADERS = ("P", "W", "D", "L", "GF", "GA", "GD", "Pts")  # English; passed translated
TOP = 96
MAX_ROWS = (MAX_SIDE - TOP - MARGIN) // ROW - 1  # rows a picture holds (70)


@dataclass(frozen=True)
class TableLine:
    team: str
    played: int
    won: int
    drawn: int
    lost: int
    scored: int
    conceded: int
    points: int
    qualified: bool = False  # through to the knockout rounds

    @property
    def figures(self) -> tuple[str, ...]:
        gd = self.scored - self.conceded
        counts = (self.played, self.won, self.drawn, self.lost, self.scored, self.conceded)
        return (*(str(v) for v in counts), f"{gd:+d}" if gd else "0", str(self.points))


def render_table(
    title: str, lines: Sequence[TableLine], headers: tuple[str, ...] = HEADERS
) -> Picture:
    """The table picture: `title` above ("Group C"), `headers` for the figure columns;
    the first `MAX_ROWS` lines only."""
    lines = lines[:MAX_ROWS]
    top = TOP
    height = top + ROW * (len(lines) + 1) + MARGIN
    c = Canvas(WIDTH, height)
    heading, size = fit(title, 40, WIDTH - 2 * MARGIN, bold=True, min_size=24)
    c.text((MARGIN, 56), heading, size, bold=True, anchor="lm")
    figures_left = WIDTH - MARGIN - NUMBER * len(headers)
    team_left = MARGIN + 48
    team_width = figures_left - team_left - 16

    def figures(y: int, values: Sequence[str], bold: bool, colour: tuple[int, int, int]) -> None:
        for i, value in enumerate(values):
            right = figures_left + NUMBER * (i + 1) - 8
            text, s = fit(value, TEXT, NUMBER - 12, bold=bold, min_size=18)
            c.text((right, y), text, s, bold=bold or i == len(values) - 1, fill=colour, anchor="rm")

    y = top + ROW // 2
    figures(y, headers, False, MUTED)
    c.line([(MARGIN, top + ROW), (WIDTH - MARGIN, top + ROW)], fill=RULE, width=2)
    for n, line in enumerate(lines, start=1):
        row_top = top + ROW * n
        if n % 2 == 0:
            c.rect((MARGIN, row_top + 1, WIDTH - MARGIN, row_top + ROW - 1), fill=PANEL)
        y = row_top + ROW // 2
        if line.qualified:  # a green bar at the row's left edge, its position in green
            c.rect((MARGIN, row_top + 4, MARGIN + 5, row_top + ROW - 4), fill=WIN)
        c.text((MARGIN + 8, y), str(n), TEXT, fill=WIN if line.qualified else MUTED, anchor="lm")
        name, s = fit(line.team, TEXT, team_width, bold=True, min_size=20)
        c.text((team_left, y), name, s, bold=True, fill=INK, anchor="lm")
        figures(y, line.figures, False, INK)
    return c.picture()
