"""A derby's long name is read with one letter's slip, as other names are ("klasiker"
is der Klassiker); a short word is not stretched to one, nor a word two letters off."""

from __future__ import annotations

from bot.engine.understanding.seasons import derby_named

TEAMS = {"fc-bayern-munchen": "FC Bayern München", "borussia-dortmund": "Borussia Dortmund"}


def test_a_slip_in_a_derby_name_is_the_derby() -> None:
    asked = derby_named("who won der klasiker", TEAMS)
    assert asked is not None and "FC Bayern München" in asked and "Borussia Dortmund" in asked


def test_a_word_further_off_is_no_derby() -> None:
    assert derby_named("who won the klasik", TEAMS) is None
    assert derby_named("who won the classics", TEAMS) is None
