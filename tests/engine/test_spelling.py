"""The speller: slips of the thumb become known words; real words and mashing stay."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.understanding.spelling import Speller, plausible_slip

WORDS = Counter(
    {"stadium": 2, "score": 5, "scorer": 1, "winner": 3, "goal": 4, "shot": 2, "substitution": 1}
)


@pytest.fixture(scope="module")
def speller() -> Speller:
    return Speller(WORDS)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("stadum", "stadium"),  # a letter left out
        ("socre", "score"),  # two letters swapped
        ("winnre", "winner"),
        ("tsadium", "stadium"),  # the first two swapped still start the same
        ("gol", "goal"),  # three letters: only a four-letter word
        ("sbustitutoin", "substitution"),  # long words may be two edits away
        ("shor", "shot"),  # r is next to t on the keyboard
    ],
)
def test_slips_are_corrected(speller: Speller, typed: str, meant: str) -> None:
    assert speller.correct(typed) == meant


@pytest.mark.parametrize(
    "typed",
    [
        "stadium",  # known
        "xtadium",  # thumbs rarely miss the first letter
        "shoe",  # e is not next to t: a real word, not a slip of "shot"
        "scxyzre",  # too far
        "ab",  # too short to guess
        "a1b2c",  # not a word
        "stadiumstadiumstadiumstad",  # too long: mashing or a link
    ],
)
def test_other_words_are_left_alone(speller: Speller, typed: str) -> None:
    assert speller.correct(typed) == typed


def test_of_two_words_as_close_the_more_common_wins() -> None:
    # f is next to both d and t
    assert Speller(Counter({"cart": 1, "card": 5})).correct("carf") == "card"
    assert Speller(Counter({"cart": 5, "card": 1})).correct("carf") == "cart"


def test_the_speller_is_the_set_of_known_words(speller: Speller) -> None:
    assert "winner" in speller
    assert "winnre" not in speller


def test_plausible_slip() -> None:
    assert plausible_slip("shor", "shot")
    assert not plausible_slip("shoe", "shot")
    assert plausible_slip("socre", "score")  # not a one-letter substitution
