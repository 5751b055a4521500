"""Understanding: the parse pipeline, and slots and spelling found however they are typed."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine
from bot.engine.understanding.pipeline import Draft, Parsed, normalised, slot_words, stems, synonyms
from bot.engine.understanding.slots import Slots


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
    assert engine.understanding.parse("did zorblaxo play").unknown == ("zorblaxo",)


# --- the pipeline, stage by stage, on the invented knowledge (tests/engine/conftest.py) ---


def test_the_stages_in_order(invented: Engine) -> None:
    u = invented.understanding
    assert [s.__name__ for s in u.stages] == [
        "calendar",
        "goal_named",
        "spelling",
        "names",
        "synonyms",
        "match_words",
        "slot_words",
    ]


def test_parse_is_the_stages_run_in_order(invented: Engine) -> None:
    u = invented.understanding
    text = "When did pelegrino score the winnning goal vs the Herons, zorblax?"
    draft = normalised(text)
    seen = [draft.words]
    for stage in u.stages:
        draft = stage(draft)
        seen.append(draft.words)
    assert stems(draft) == u.parse(text)
    normal, _dated, _goal_named, spelt, named, folded, _, slotted = seen
    assert normal[:3] == ("when", "did", "pelegrino")
    assert "winning" in spelt and "winnning" not in spelt  # a slip corrected
    assert named.count("{person}") == 1 and named.count("{team}") == 1
    assert "winner" in folded  # "winning goal" folded to one word
    assert "{goal}" in slotted
    assert draft.unknown == ("zorblax",)
    assert draft.slots.people == ["pell"] and draft.slots.teams == ["albion"]
    assert draft.slots.goals == ["winner"] and draft.slots.asks_when


def test_each_stage_takes_and_returns_a_draft(invented: Engine) -> None:
    u = invented.understanding
    draft = Draft(("who", "is", "wren", "pellegrino"), Slots())
    named = u.names(draft)
    assert named.words == ("who", "is", "{person}")
    assert named.slots.people == ["pell"]
    assert synonyms(Draft(("the", "manager"), Slots())).words == ("the", "coach")
    assert slot_words(Draft(("the", "coach"), Slots())).words == ("the", "{role}")


def test_phrasings_skip_only_the_spelling(invented: Engine) -> None:
    u = invented.understanding
    assert u.parse("who scroed").words != u.parse("who scroed", correct=False).words
    assert u.parse("who scored the winner", correct=False) == u.parse("who scored the winner")


def test_a_word_a_stage_consumed_is_not_unknown(invented: Engine) -> None:
    u = invented.understanding
    assert u.parse("who is pellegrinno").unknown == ()  # a fuzzy name
    assert u.parse("did okoro score in 2031").unknown == ()  # a year
    assert u.parse("did okoro score flibbertigibbet").unknown == ("flibbertigibbet",)
    draft = Draft(("zork", "who"), Slots(), unknown=("zork",))
    assert draft.rewritten(["{person}", "who"]).unknown == ()


def test_stems_make_the_parsed_value(invented: Engine) -> None:
    parsed = stems(Draft(("goals", "{goal}"), Slots(goals=["winner"]), ("zork",)))
    assert isinstance(parsed, Parsed)
    assert parsed.words[1] == "{goal}" and parsed.words[0] != "goals"
    assert parsed.slots.goals == ["winner"] and parsed.unknown == ("zork",)
