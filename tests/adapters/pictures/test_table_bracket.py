"""Group tables and the knockout bracket as pictures: inside the canvas, no text on other
text, names that do not fit shortened or written as the team's code, never cut blind."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.discord.pictures import headers
from bot.adapters.pictures import (
    BracketMatch,
    BracketRound,
    BracketSide,
    TableLine,
    render_bracket,
    render_table,
)
from tests.adapters.pictures.layout import check_layout, drawn

ROOT = Path(__file__).resolve().parents[3]
LONG = ["Bosnia and Herzegovina", "Democratic Republic of the Congo", "Saint Vincent", "Chad"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_table_with_long_names(lang: str) -> None:
    lines = [
        TableLine(name, 3, 3 - i, 0, i, 12 - i, i * 4, 9 - 3 * i) for i, name in enumerate(LONG)
    ]
    pic = render_table("Group K", lines, headers(lang))
    check_layout(pic)
    texts = drawn(pic)
    assert "Group K" in texts and "Chad" in texts and "Saint Vincent" in texts
    assert all(h in texts for h in headers(lang))
    assert ("PJ" in texts) == (lang == "es")
    assert "+12" in texts and "-3" in texts  # goal difference signed
    assert pic.size[1] >= 96 + 56 * 5  # a row per team and the header


def _side(name: str, goals: str, won: bool) -> BracketSide:
    return BracketSide(name, name[:3].upper(), goals, won)


def _rounds(first: int) -> list[BracketRound]:
    rounds = []
    n = first
    number = 0
    titles = {16: "Round of 32", 8: "Round of 16", 4: "Quarter-finals", 2: "Semi-finals"}
    while n >= 1:
        matches = []
        for _ in range(n):
            number += 1
            a = LONG[number % len(LONG)] if number % 3 == 0 else f"Team {number}"
            matches.append(
                BracketMatch((_side(a, "1 (4)", True), _side(f"Side {number}", "1 (3)", False)))
            )
        rounds.append(BracketRound(titles.get(n, "Final"), tuple(matches)))
        n //= 2
    return rounds


@pytest.mark.parametrize("first", [1, 2, 8, 16])
def test_brackets_of_every_size(first: int) -> None:
    third = ("Third place", BracketMatch((_side("Chad", "2", True), _side("Peru", "0", False))))
    pic = render_bracket("Cup", _rounds(first), third if first > 1 else None)
    check_layout(pic)
    texts = drawn(pic)
    assert "Final" in texts
    assert ("Third place" in texts) == (first > 1)
    # a name too long for its box is written as the code, not cut
    if first >= 8:
        assert "DEM" in texts and not any("…" in t for t in texts)


def test_an_unplayed_match_shows_names_without_goals() -> None:
    final = BracketMatch((BracketSide("Spain", "ESP", ""), BracketSide("Argentina", "ARG", "")))
    pic = render_bracket("Cup", [BracketRound("Final", (final,))])
    check_layout(pic)
    assert {"Spain", "Argentina"} <= set(drawn(pic))
