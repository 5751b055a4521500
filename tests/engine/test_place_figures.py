"""A place written in figures past 20th ("who finished 24th", "21st", "32nd") is a table
place, as "16th" is, not a minute; "the 24th minute" stays a minute."""

from __future__ import annotations

from bot.engine.understanding.lang import grammar


def test_figures_past_twenty_are_places() -> None:
    places = grammar().places
    assert places["24th"] == 24
    assert places["21st"] == 21 and places["32nd"] == 32 and places["23rd"] == 23
    assert places["11th"] == 11 and places["12th"] == 12 and places["13th"] == 13
    assert "minute" in grammar().place_not_standing
