"""Entities: names of the invented match's people and teams, and the goal, role, score,
year and minute words, each replaced by its slot."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine
from bot.engine.understanding.names.index import EntityIndex
from bot.engine.understanding.slots import Slots, find_slots, minute_words


@pytest.fixture(scope="module")
def index(invented: Engine) -> EntityIndex:
    return EntityIndex(invented.knowledge, vocabulary=["dance", "who", "is"])


def names(index: EntityIndex, text: str) -> tuple[list[str], Slots]:
    slots = Slots()
    return index.find_names(text.split(), slots), slots


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("wren pellegrino", "pell"),  # full name
        ("pellegrino", "pell"),  # surname
        ("wren", "pell"),  # a first name nobody else has
        ("pelegrino", "pell"),  # misspelt
        ("tobias okoro", "okoro"),
        ("hedda vance", "vance"),
    ],
)
def test_people(index: EntityIndex, text: str, person: str) -> None:
    words, slots = names(index, f"who is {text}")
    assert words == ["who", "is", "{person}"]
    assert slots.people == [person]


@pytest.mark.parametrize(
    ("text", "team"),
    [("northgate albion", "albion"), ("albion", "albion"), ("the herons", "albion")],
)
def test_teams(index: EntityIndex, text: str, team: str) -> None:
    words, slots = names(index, text)
    assert words == ["{team}"]
    assert slots.teams == [team]


def test_an_ordinary_word_is_a_name_only_when_spelt_as_one(invented: Engine) -> None:
    # "dance" is one letter from "vance": ordinary vocabulary stays a word ...
    assert names(EntityIndex(invented.knowledge, vocabulary=["dance"]), "dance")[0] == ["dance"]
    # ... a word the bot does not otherwise know is taken for the name
    assert names(EntityIndex(invented.knowledge), "dance")[1].people == ["vance"]


def test_every_name_in_order_once(index: EntityIndex) -> None:
    words, slots = names(index, "did okoro or pellegrino or okoro score for albion")
    assert words.count("{person}") == 3
    assert slots.people == ["okoro", "pell"]
    assert slots.teams == ["albion"]


def test_no_name_no_slot(index: EntityIndex) -> None:
    words, slots = names(index, "who is the best")
    assert words == ["who", "is", "the", "best"]
    assert slots == Slots()


def slot(words: str) -> tuple[list[str], Slots]:
    slots = Slots()
    return minute_words(find_slots(words.split(), slots), slots), slots


def test_goal_role_score_and_year_words() -> None:
    words, s = slot("did the coach see the winner in the 2-1 of 2031")
    assert words == "did the {role} see the {goal} in the {score} of {year}".split()
    assert (s.roles, s.goals, s.scores) == (["coach"], ["winner"], [(2, 1)])
    assert s.years == [2031]


def test_ordinals_count_goals_but_not_halves() -> None:
    words, s = slot("the second goal")
    assert (words, s.ordinals) == (["the", "{goal}"], [2])
    words, s = slot("the second half")
    assert (words, s.ordinals) == (["the", "second", "half"], [])


@pytest.mark.parametrize(
    ("text", "minute"),
    [("in the 55th", 55), ("minute 55", 55), ("55 minute", 55), ("with 10 minute left", 80)],
)
def test_minutes(text: str, minute: int) -> None:
    words, s = slot(text)
    assert "{minute}" in words
    assert s.minutes == [minute]


def test_how_and_when() -> None:
    _, s = slot("when was the header")
    assert s.asks_when and s.methods == ["header"]


def test_a_copy_of_slots_is_equal_and_its_own() -> None:
    """A follow-up adds to a copy of the question's slots, never to the question's."""
    s = Slots(people=["pell"], teams=["albion"], scores=[(2, 1)], asks_when=True)
    c = s.copy()
    assert c == s and c is not s
    c.people.append("okoro")
    c.scores.append((1, 1))
    assert s.people == ["pell"] and s.scores == [(2, 1)]
    assert all(getattr(c, k) is not v for k, v in vars(s).items() if isinstance(v, list))
