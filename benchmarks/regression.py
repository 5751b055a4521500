"""The regression check of `make bench`: which rows of this run are more than 2x worse
than the RESULTS.md it replaces.

The Discord row went from 348 q/s to 12 q/s over a wave and nothing said so (issue 36).
So the previous RESULTS.md is read before the run (and before `--write` replaces it), each
table's figures are matched with this run's by section, row and column, and every figure
more than `FACTOR` times worse is named. Only figures with a direction are compared:
times and sizes (lower is better), rates and accuracy shares (higher is better); counts,
versions and targets are not. A row's `max` is one sample (a GC pause, a busy core) and
is left out; differences under a floor (0.1 ms, 1 MB) are noise, not regressions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

FACTOR = 2.0
TIME_FLOOR_S = 0.0001  # 0.1 ms
SIZE_FLOOR_MB = 1.0

_TIME_S = {"ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}
_SIZE_MB = {"KB": 1 / 1024, "kB": 1 / 1024, "MB": 1.0, "GB": 1024.0}
_NUMBER = re.compile(r"^([0-9][0-9,]*(?:\.[0-9]+)?)\s*(ns|µs|us|ms|s|KB|kB|MB|GB)?(?![\w/])")
_PLAIN_NUMBER = re.compile(r"^[0-9][0-9,]*(?:\.[0-9]+)?$")
_SHARE = re.compile(r"\((\d+(?:\.\d+)?)%\)")
_RATE_HEADERS = ("questions/s", "q/s")
_SHARE_HEADERS = ("correct", "own intent")
_SKIPPED_HEADERS = ("max", "target")


@dataclass(frozen=True)
class Figure:
    """One comparable figure: its value in a base unit (s, MB, q/s, %) and its text."""

    value: float
    text: str
    kind: str  # "time", "size", "rate" or "share"

    @property
    def higher_is_better(self) -> bool:
        return self.kind in ("rate", "share")


@dataclass(frozen=True)
class Regression:
    row: str  # "section | row"
    column: str
    old: Figure
    new: Figure

    @property
    def factor(self) -> float:
        a, b = (self.old.value, self.new.value)
        if self.old.higher_is_better:
            a, b = b, a
        return b / a if a else float("inf")

    def line(self) -> str:
        return (
            f"{self.row}: {self.column} {self.old.text} -> {self.new.text} "
            f"(x{self.factor:.1f} worse)"
        )


Figures = dict[tuple[str, str], Figure]  # (section | row, column) -> figure


def figure(header: str, cell: str) -> Figure | None:
    """The comparable figure in one table cell, or None (a count, a name, a target)."""
    head, text = header.strip().lower(), cell.strip()
    if not text or any(head == h or head.startswith(h + " ") for h in _SKIPPED_HEADERS):
        return None
    if head in _SHARE_HEADERS:
        share = _SHARE.search(text)
        return Figure(float(share.group(1)), text, "share") if share else None
    m = _NUMBER.match(text)
    if m is None:
        return None
    number, unit = float(m.group(1).replace(",", "")), m.group(2)
    if head in _RATE_HEADERS:
        return Figure(number, text, "rate") if unit is None else None
    if unit in _TIME_S:
        return Figure(number * _TIME_S[unit], text, "time")
    if unit in _SIZE_MB:
        return Figure(number * _SIZE_MB[unit], text, "size")
    return None


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def parse(markdown: str) -> Figures:
    """Every comparable figure of every table under a `## ` section."""
    found: Figures = {}
    section, header = "", None
    lines = markdown.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("## "):
            section, header = line[3:].strip(), None
            continue
        if not line.startswith("|"):
            header = None
            continue
        if header is None:
            is_table = i + 1 < len(lines) and set(lines[i + 1].replace("|", "").strip()) <= {
                "-",
                ":",
                " ",
            }
            header = _cells(line) if is_table else None
            continue
        cells = _cells(line)
        if set("".join(cells)) <= {"-", ":", ""}:
            continue  # the separator under the header
        found.update(_row_figures(section, header, cells))
    return found


def _row_figures(section: str, header: list[str], cells: list[str]) -> Figures:
    # A row is named by its first cell; a number there (the Discord row's "300") is the
    # run's size, so the first column's name stands for it instead.
    first = cells[0] if cells else ""
    name = header[0] if _PLAIN_NUMBER.match(first) and header else first
    out: Figures = {}
    for column, cell in zip(header[1:], cells[1:], strict=False):
        f = figure(column, cell)
        if f is not None:
            out[(f"{section} | {name}", column)] = f
    return out


def compare(old: Figures, new: Figures, factor: float = FACTOR) -> list[Regression]:
    """The figures of `new` more than `factor` times worse than the same ones in `old`."""
    found: list[Regression] = []
    for key, now in new.items():
        was = old.get(key)
        if was is None or was.kind != now.kind:
            continue
        r = Regression(key[0], key[1], was, now)
        floor = {"time": TIME_FLOOR_S, "size": SIZE_FLOOR_MB}.get(now.kind, 0.0)
        if r.factor > factor and abs(now.value - was.value) > floor:
            found.append(r)
    return found


def read_baseline(path: Path | None) -> Figures | None:
    """The figures of the previous results (None: no file, or none asked for)."""
    if path is None or not path.is_file():
        return None
    return parse(path.read_text(encoding="utf-8"))


def report(regressions: list[Regression], compared: int, baseline: str) -> list[str]:
    """Lines naming each regressed row (or saying none was found), for stdout and the
    report; a bullet list, so that the next run's parse reads no table from it."""
    if not regressions:
        return [
            f"Regression check: no figure more than {FACTOR:g}x worse than {baseline} "
            f"({compared} figures compared)."
        ]
    rows = sorted({r.row for r in regressions})
    lines = [
        f"**REGRESSION**: {len(rows)} row(s) more than {FACTOR:g}x worse than {baseline} "
        f"({len(regressions)} of {compared} figures):",
        "",
    ]
    lines += [f"- {r.line()}" for r in sorted(regressions, key=lambda r: (r.row, r.column))]
    return lines


def check(previous: Figures, now: str, baseline: str) -> tuple[int, list[str]]:
    """(figures regressed, lines to print) of the report `now` against `previous`."""
    new = parse(now)
    found = compare(previous, new)
    return len(found), report(found, sum(1 for key in new if key in previous), baseline)
