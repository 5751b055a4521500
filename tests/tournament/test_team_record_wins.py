"""'Did X win any match': the record, and which matches X won (not only how many)."""

from __future__ import annotations

import pytest

from bot.engine import Engine


@pytest.mark.parametrize(
    ("question", "won"),
    [
        ("did finland win any match", "Won: Denmark 0-1 Finland"),
        ("gano finlandia algun partido", "Ganó: Dinamarca 0-1 Finlandia"),
    ],
)
def test_the_matches_won_are_named(imported: dict[str, Engine], question: str, won: str) -> None:
    text = imported["euro2020"].answer(question).text
    assert won in text, text


def test_no_win_lists_nothing(imported: dict[str, Engine]) -> None:
    text = imported["euro2020"].answer("did turkey win any match").text
    assert "won 0" in text and "Won:" not in text, text


def test_asked_of_defeats_the_wins_are_not_listed(imported: dict[str, Engine]) -> None:
    text = imported["euro2020"].answer("did italy lose any game at euro 2020?").text
    assert "lost 0" in text and "Won:" not in text, text
