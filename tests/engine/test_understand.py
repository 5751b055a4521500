"""Slots and spelling: names, roles, goals and minutes are found however they are typed."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine


@pytest.mark.parametrize(
    ("question", "person"),
    [
        ("what did tuchle say", "tuchel"),
        ("lautaro", "lautaro-martinez"),
        ("Martínez goal", "lautaro-martinez"),
        ("enzo", "enzo-fernandez"),
        ("mac allister header", "mac-allister"),
        ("macallister", "mac-allister"),
        ("messsi", "messi"),
        ("pickfrod", "pickford"),
    ],
)
def test_people_by_alias_accent_or_typo(engine: Engine, question: str, person: str) -> None:
    assert engine.understanding.parse(question).slots.people == [person]


@pytest.mark.parametrize(
    ("question", "team"),
    [("the three lions", "england"), ("albiceleste", "argentina"), ("englnad", "england")],
)
def test_teams_by_nickname_or_typo(engine: Engine, question: str, team: str) -> None:
    assert engine.understanding.parse(question).slots.teams == [team]


@pytest.mark.parametrize(
    ("question", "goal"),
    [
        ("who got the winning goal", "winner"),
        ("the decider", "winner"),
        ("opening goal", "opener"),
        ("the equalizer", "equaliser"),
        ("when did they equalize", "equaliser"),
    ],
)
def test_goal_slot(engine: Engine, question: str, goal: str) -> None:
    assert engine.understanding.parse(question).slots.goals == [goal]


def test_role_and_minute_and_year_slots(engine: Engine) -> None:
    slots = engine.understanding.parse("england manager in the 55th minute of 2018").slots
    assert slots.roles == ["coach"]
    assert slots.teams == ["england"]
    assert slots.minutes == [55]
    assert slots.years == [2018]


def test_ordinary_words_are_not_taken_for_names(engine: Engine) -> None:
    # 'score' is one edit from no name, 'goal' is vocabulary: no person may appear.
    slots = engine.understanding.parse("who scored the goal in the game").slots
    assert slots.people == [] and slots.teams == []


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("wjat", "what"), ("scroed", "scored"), ("mny", "many"), ("keeer", "keeper")],
)
def test_spelling_fixes_slips(engine: Engine, typed: str, meant: str) -> None:
    assert engine.understanding.speller.correct(typed) == meant


@pytest.mark.parametrize("word", ["size", "pizza", "weather"])
def test_spelling_leaves_real_words_that_are_not_slips(engine: Engine, word: str) -> None:
    assert engine.understanding.speller.correct(word) == word


def test_unknown_words_are_reported(engine: Engine) -> None:
    assert engine.understanding.parse("did ronaldo play").unknown == ("ronaldo",)
