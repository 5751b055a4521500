"""The regression check of `make bench` (benchmarks/regression.py), on small reports."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import regression
from benchmarks.regression import check, compare, figure, parse, read_baseline

OLD = """# matchbot performance

## Engine latency per question

| questions   | n    | p50      | p99      | max     |
|-------------|------|----------|----------|---------|
| all (mixed) | 3000 | 0.278 ms | 0.800 ms | 1.93 ms |
| 4,000 chars | 200  | 0.818 ms | 1.17 ms  | 2.00 ms |

## End to end through Discord (SimCord: message event -> reply)

| questions | replies | questions/s | p50     | p99     | bot errors |
|-----------|---------|-------------|---------|---------|------------|
| 300       | 300     | 348         | 2.52 ms | 4.47 ms | 0          |

## Memory

| process         | RSS     | target        |
|-----------------|---------|---------------|
| bot after start | 97.1 MB | < 150 MB: met |

## Accuracy

| approach | correct     |
|----------|-------------|
| engine   | 95/98 (97%) |
"""


def _with(old: str, new: str, text: str = OLD) -> str:
    assert old in text
    return text.replace(old, new)


def test_the_discord_slowdown_of_issue_36_is_named() -> None:
    new = _with("| 300       | 300     | 348         | 2.52 ms |", "| 300 | 300 | 17 | 56 ms |")
    found = compare(parse(OLD), parse(new))
    lines = sorted(r.line() for r in found)
    assert lines == [
        "End to end through Discord (SimCord: message event -> reply) | questions: "
        "p50 2.52 ms -> 56 ms (x22.2 worse)",
        "End to end through Discord (SimCord: message event -> reply) | questions: "
        "questions/s 348 -> 17 (x20.5 worse)",
    ]


def test_twice_as_slow_is_not_yet_a_regression_and_a_little_more_is() -> None:
    twice = _with("0.278 ms | 0.800 ms", "0.556 ms | 0.800 ms")
    assert compare(parse(OLD), parse(twice)) == []
    more = _with("0.278 ms | 0.800 ms", "0.600 ms | 0.800 ms")
    (found,) = compare(parse(OLD), parse(more))
    assert (found.row, found.column) == ("Engine latency per question | all (mixed)", "p50")


def test_faster_rates_and_lower_times_are_not_regressions() -> None:
    better = _with("| 348         | 2.52 ms | 4.47 ms |", "| 900 | 1.00 ms | 2.00 ms |")
    assert compare(parse(OLD), parse(better)) == []
    # and the other way round the same figures are
    assert len(compare(parse(better), parse(OLD))) == 3


def test_units_are_compared_as_values_not_as_text() -> None:
    same = _with("0.800 ms |", "800 µs |")
    assert compare(parse(OLD), parse(same)) == []
    slower = _with("0.800 ms |", "2.1 s |")
    assert [r.column for r in compare(parse(OLD), parse(slower))] == ["p99"]


def test_memory_and_accuracy_regress_too() -> None:
    new = _with("97.1 MB", "240 MB", _with("95/98 (97%)", "40/98 (41%)"))
    found = {(r.row.split(" | ")[0], r.column) for r in compare(parse(OLD), parse(new))}
    assert found == {("Memory", "RSS"), ("Accuracy", "correct")}


def test_max_counts_and_targets_are_not_compared() -> None:
    noisy = _with("| 1.93 ms |", "| 9.00 ms |", _with("| 3000 |", "| 9 |"))
    noisy = _with("< 150 MB: met", "< 150 MB: MISSED", noisy)
    assert compare(parse(OLD), parse(noisy)) == []
    keys = parse(OLD)
    assert not [k for k in keys if k[1] in ("max", "n", "replies", "bot errors", "target")]


def test_tiny_differences_are_noise() -> None:
    old = OLD.replace("0.278 ms", "0.010 ms")
    new = OLD.replace("0.278 ms", "0.050 ms")  # x5, but 0.04 ms
    assert compare(parse(old), parse(new)) == []


def test_rows_are_matched_by_section_and_name_not_by_position() -> None:
    moved = OLD.replace(
        "| all (mixed) | 3000 | 0.278 ms | 0.800 ms | 1.93 ms |\n"
        "| 4,000 chars | 200  | 0.818 ms | 1.17 ms  | 2.00 ms |",
        "| 4,000 chars | 200  | 0.818 ms | 1.17 ms  | 2.00 ms |\n"
        "| all (mixed) | 3000 | 0.278 ms | 0.800 ms | 1.93 ms |",
    )
    assert moved != OLD and compare(parse(OLD), parse(moved)) == []
    # a row whose first cell is a count is named by its column ('questions'), so a run
    # with another number of questions still compares
    assert (
        "End to end through Discord (SimCord: message event -> reply) | questions",
        "p50",
    ) in parse(OLD.replace("| 300       | 300     |", "| 500 | 500 |"))


def test_a_new_row_or_section_is_not_a_regression() -> None:
    new = OLD + "\n## Pictures\n\n| picture | p50 |\n|---|---|\n| bracket | 900 ms |\n"
    assert compare(parse(OLD), parse(new)) == []


@pytest.mark.parametrize(
    ("header", "cell", "expected"),
    [
        ("p50", "0.278 ms", ("time", 0.000278)),
        ("time", "358 ms (min 351 ms, CPU 357 ms)", ("time", 0.358)),
        ("build", "17.99 s", ("time", 17.99)),
        ("RSS", "1.5 GB", ("size", 1536.0)),
        ("questions/s", "1,200", ("rate", 1200.0)),
        ("own intent", "228/300 (76%)", ("share", 76.0)),
        ("intents", "66", None),
        ("version", "2f4f514b64d5", None),
        ("x short (CPU)", "5.3", None),
        ("p50", "", None),
        ("max", "1.93 ms", None),
    ],
)
def test_figure_reads_a_cell(header: str, cell: str, expected: tuple[str, float] | None) -> None:
    f = figure(header, cell)
    got = None if f is None else (f.kind, round(f.value, 9))
    assert got == expected


def test_the_report_names_each_regressed_row_or_says_none(tmp_path: Path) -> None:
    path = tmp_path / "RESULTS.md"
    path.write_text(OLD, encoding="utf-8")
    previous = read_baseline(path)
    assert previous is not None
    slow = _with("| 348         |", "| 100 |")
    count, lines = check(previous, slow, "RESULTS.md")
    assert count == 1
    assert lines[0].startswith("**REGRESSION**: 1 row(s) more than 2x worse than RESULTS.md")
    assert "questions/s 348 -> 100 (x3.5 worse)" in lines[-1]
    assert not any(line.startswith("|") for line in lines)  # no table for the next parse
    count, lines = check(previous, OLD, "RESULTS.md")
    assert count == 0 and "no figure more than 2x worse" in lines[0]
    assert read_baseline(tmp_path / "missing.md") is None and read_baseline(None) is None


def test_the_shipped_results_parse_into_every_section() -> None:
    shipped = Path(regression.__file__).with_name("RESULTS.md").read_text(encoding="utf-8")
    sections = {row.split(" | ")[0].split(":")[0].split(" (")[0] for row, _ in parse(shipped)}
    assert {"Engine latency per question", "End to end through Discord", "Memory"} <= sections
