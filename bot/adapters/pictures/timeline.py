"""The match timeline as a picture: goals by minute for each side (the first team above the
line, the second below), half-time and full-time marks, extra time and the shootout where
they happened. Each team has its own colour in every match (by its id); a goal in stoppage
time whose minute is unknown sits in that period's stoppage time, after its last minute.

It draws the engine's `TimelineCard` (plain data), so a report's match and a match from
a feed's data are drawn alike.
"""

from __future__ import annotations

from bot.adapters.pictures.canvas import (
    BACKGROUND,
    INK,
    MUTED,
    PANEL,
    RULE,
    WIN,
    Box,
    Canvas,
    Colour,
    Picture,
    fit,
    shorten_name,
    team_colours,
    text_width,
)
from bot.engine import TimelineCard, TimelineGoal

WIDTH = 1000
MARGIN = 28
LABEL = 26  # goal labels
LANE = 38  # one row of goal labels
LONG_NAME = 260  # px: a scorer's name wider than this is shortened ("L. Martínez")
GAP = 14  # between two labels in a row
SHOOTOUT_WIDTH = 220
# Match time in drawing units: each period its minutes plus room for stoppage time.
PERIODS: dict[str, tuple[int, int, int]] = {  # period -> (first minute, last minute, stoppage room)
    "first_half": (0, 45, 5),
    "second_half": (45, 90, 5),
    "extra_time_first": (90, 105, 3),
    "extra_time_second": (105, 120, 3),
}


Marks = tuple[str, str, str, str]  # half time, full time, after extra time, shootout
MARKS: Marks = ("HT", "FT", "AET", "Pens")  # English; the caller passes them translated


def _units(extra_time: bool) -> list[tuple[str, int, int]]:
    """(period, start unit, end unit) along the axis."""
    out: list[tuple[str, int, int]] = []
    at = 0
    for period, (first, last, room) in PERIODS.items():
        if period.startswith("extra") and not extra_time:
            break
        out.append((period, at, at + last - first + room))
        at += last - first + room
    return out


def _position(goal: TimelineGoal, spans: list[tuple[str, int, int]]) -> float:
    """Where a goal sits along the axis, in units: stoppage time just past the period's end."""
    for period, start, end in spans:
        if period != goal.period:
            continue
        first, last, room = PERIODS[period]
        if goal.minute is None:  # in stoppage time: past the period's last minute
            return start + last - first + room / 2 if goal.stoppage else (start + end) / 2
        offset = min(max(goal.minute - first, 0), last - first)
        extra = goal.added or max(goal.minute - last, 0)
        return start + offset + min(extra, room)
    return float(spans[-1][2])  # a period the axis lacks: at its end


def _lanes(
    goals: list[tuple[TimelineGoal, float]], left: int, right: int
) -> list[tuple[TimelineGoal, float, str, int, int]]:
    """Each label's text, row and left edge: no two labels in a row overlap, and no stem
    (from the axis to its label) runs through another label."""
    placed: list[tuple[TimelineGoal, float, str, int, int]] = []
    spans: list[tuple[int, int, int, float]] = []  # row, left, right, stem x

    def free(row: int, x0: int, x1: int, stem: float) -> bool:
        for r, a, b, s in spans:
            if r == row and not (x1 + GAP <= a or b + GAP <= x0):
                return False
            if r < row and a - 4 <= stem <= b + 4:  # the new stem would cross this label
                return False
            if r > row and x0 - 4 <= s <= x1 + 4:  # the new label would sit on this stem
                return False
        return True

    for goal, x in goals:
        # a long name takes its scoresheet form, so a busy match keeps fewer rows
        name = (
            goal.scorer
            if text_width(goal.scorer, LABEL) <= LONG_NAME
            else shorten_name(goal.scorer)
        )
        parts = (goal.clock, name, f"({goal.note})" if goal.note else "")
        text, _ = fit(" ".join(p for p in parts if p), LABEL, right - left, min_size=LABEL)
        w = int(text_width(text, LABEL)) + 2
        x0 = int(min(max(x - w / 2, left), right - w))
        # the first row that is free; past every used row, a stem may cross a label (rare:
        # two goals in the same minute or so) rather than look for a row forever
        last = max((r for r, *_ in spans), default=-1) + 1
        row = next((r for r in range(last) if free(r, x0, x0 + w, x)), last)
        spans.append((row, x0, x0 + w, x))
        placed.append((goal, x, text, row, x0))
    return placed


def render_timeline(facts: TimelineCard, marks: Marks = MARKS) -> Picture:
    """The timeline picture; `marks` are its period labels in the reader's language."""
    spans = _units(facts.extra_time)
    total = spans[-1][2]
    has_shootout = facts.shootout is not None
    axis_left = MARGIN + 10
    axis_right = WIDTH - MARGIN - (SHOOTOUT_WIDTH + 20 if has_shootout else 10)
    scale = (axis_right - axis_left) / total

    by_side: list[list[tuple[TimelineGoal, float]]] = [[], []]
    for goal in facts.goals:
        by_side[goal.side].append((goal, axis_left + _position(goal, spans) * scale))
    top = _lanes(by_side[0], MARGIN, axis_right)
    bottom = _lanes(by_side[1], MARGIN, axis_right)
    top_rows = max((r for *_, r, _ in top), default=-1) + 1
    bottom_rows = max((r for *_, r, _ in bottom), default=-1) + 1

    header = 150
    band = 40  # the axis and its marks
    axis_y = header + 24 + max(top_rows, 1) * LANE + band // 2
    below = band // 2 + 60  # the first row under the axis, past the period labels
    height = axis_y + below + (max(bottom_rows, 1) - 1) * LANE + 10 + MARGIN
    c = Canvas(WIDTH, height)
    colours = team_colours(facts.keys)

    _header(c, facts, colours)
    c.line([(axis_left, axis_y), (axis_right, axis_y)], fill=INK, width=3)
    # stems first, then each label on a plain patch (a stem that must pass a label in a
    # lower row goes under it), then the dots on the axis
    labels: list[tuple[int, int, str, str]] = []  # x0, baseline, text, anchor
    for side, placed in ((0, top), (1, bottom)):
        colour = colours[side]
        for _goal, x, text, row, x0 in placed:
            if side == 0:
                y = axis_y - band // 2 - 8 - row * LANE
                c.line([(x, axis_y), (x, y)], fill=colour, width=2)
                labels.append((x0, y, text, "ld"))
            else:
                y = axis_y + below + row * LANE
                c.line([(x, axis_y), (x, y - LABEL)], fill=colour, width=2)
                labels.append((x0, y, text, "ls"))
    for side, placed in ((0, top), (1, bottom)):
        for x0, y, text, anchor in labels[: len(top)] if side == 0 else labels[len(top) :]:
            c.text((x0, y), text, LABEL, fill=colours[side], anchor=anchor, patch=True)
        for goal, x, *_ in placed:
            # a goal whose minute is not known: a hollow dot in the middle of its period
            # (or of its stoppage time)
            fill = colours[side] if goal.minute is not None else BACKGROUND
            c.dot((x, axis_y), 8, fill, colours[side])
    # the period marks and their labels, over any stem
    ht, ft, aet, pens = marks
    names = {"first_half": ht, "second_half": ft, "extra_time_second": aet}
    for period, _start, end in spans:
        if period not in names:
            continue
        x = axis_left + end * scale
        c.line([(x, axis_y - band // 2), (x, axis_y + band // 2)], fill=MUTED, width=2)
        w = text_width(names[period], 20)
        anchor = "ra" if x + w / 2 > axis_right else "ma"  # the last mark stays on its side
        c.text(
            (x, axis_y + band // 2 + 4), names[period], 20, fill=MUTED, anchor=anchor, patch=True
        )
    if has_shootout:
        _shootout(c, facts, (axis_right + 20, axis_y), pens, colours)
    return c.picture()


def _header(c: Canvas, facts: TimelineCard, colours: tuple[Colour, Colour]) -> None:
    """Both teams and the score, large; the heading below."""
    score = f"{facts.score[0]} – {facts.score[1]}"
    centre = c.width // 2
    box = c.text((centre, 70), score, 60, bold=True, anchor="mm")
    room = box[0] - MARGIN - 24
    for side, anchor, x in ((0, "rm", box[0] - 24), (1, "lm", box[2] + 24)):
        name, size = fit(facts.teams[side], 40, room, bold=True, min_size=22)
        c.text((x, 70), name, size, bold=True, fill=colours[side], anchor=anchor)
    heading, size = fit(facts.heading, 26, c.width - 2 * MARGIN, min_size=18)
    c.text((centre, 128), heading, size, fill=MUTED, anchor="mm")


def _shootout(
    c: Canvas,
    facts: TimelineCard,
    at: tuple[int, int],
    title: str,
    colours: tuple[Colour, Colour],
) -> None:
    """The shootout panel: its score and, when known, each kick (filled: scored)."""
    x, y = at
    assert facts.shootout is not None
    if not facts.kicks:  # the data gives the shootout's score only
        panel: Box = (x, y - 32, c.width - MARGIN, y + 32)
        c.rect(panel, fill=PANEL)
        score = f"{title} {facts.shootout[0]}–{facts.shootout[1]}"
        c.text((x + 12, y), score, 24, bold=True, anchor="lm")
        return
    panel = (x, y - 70, c.width - MARGIN, y + 70)
    c.rect(panel, fill=PANEL)
    score = f"{title} {facts.shootout[0]}–{facts.shootout[1]}"
    c.text((x + 12, y - 58), score, 24, bold=True, anchor="la")
    kicks = [[scored for side, scored in facts.kicks if side == s] for s in (0, 1)]
    most = max(len(k) for k in kicks)
    room = panel[2] - panel[0] - 24
    step = min(room / most, 36)
    radius = max(min(step / 2 - 3, 12), 4)
    for side, row_y in ((0, y - 4), (1, y + 38)):
        colour = colours[side]
        for i, scored in enumerate(kicks[side]):
            cx = x + 12 + step * i + step / 2
            c.dot((cx, row_y), radius, WIN if scored else None, colour if scored else RULE)
