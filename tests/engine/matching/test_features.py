"""The matcher reads a reader's typed field off the frame, not from words in the text."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine
from bot.engine.matching.features import matched_words
from bot.engine.matching.matcher import IntentIndex
from bot.knowledge import Intent


def test_a_placing_leaves_no_word_and_is_compared_where_it_was_read(engine: Engine) -> None:
    parsed = engine.understanding.parse("who finished third at the world cup")
    assert parsed.frame.placing == 3
    assert not {"finish", "plac", "third", "{placing}"} & set(parsed.words)
    assert parsed.marks == ((1, "placing"),)
    assert matched_words(parsed)[:3] == ("who", "finish", "plac")


def test_no_placing_no_feature(engine: Engine) -> None:
    parsed = engine.understanding.parse("where did mexico finish in the group")
    assert parsed.marks == ()
    assert matched_words(parsed) == parsed.words
    assert "finish" in parsed.words  # the fan's own word stays a word


def test_a_mark_is_no_unknown_word_in_any_language(engine: Engine) -> None:
    assert engine.understanding.parse("quien quedo segundo en la tabla").unknown == ()
    assert engine.understanding.parse("who came 2nd in the group").unknown == ()


def test_a_users_own_phrasing_of_a_placing_still_matches(engine: Engine) -> None:
    own = {"id": "podium", "description": "x", "answer": {"text": "x"}}
    intents = [
        Intent.model_validate({**own, "patterns": ["who finished third"]}),
        Intent.model_validate({**own, "id": "third", "patterns": ["who scored the third"]}),
    ]
    index = IntentIndex(intents, engine.understanding)
    for question in ("who finished third", "who ended up 3rd", "who came third"):
        top = index.rank(engine.understanding.parse(question))
        # a full match (the weights' sum may differ in its last bit with the hash seed)
        assert (top[0].intent, top[0].score) == ("podium", pytest.approx(100.0)), question
    # the placing is compared: "who" alone is not the phrasing
    assert index.rank(engine.understanding.parse("who"))[0].score < 90.0


def test_a_meeting_names_a_match_as_the_word_did(engine: Engine) -> None:
    parsed = engine.understanding.parse("mexico south africa head to head")
    assert parsed.frame.match.every_meeting
    # "{team} {team}" and the meeting after it name one match, its result asked
    assert (parsed.marks, parsed.words) == ((), ("match", "who", "scored"))
    before = engine.understanding.parse("head to head mexico south africa")
    assert before.marks == ((0, "meeting"),)
    assert matched_words(before) == ("match", "match", "who", "scored")


def test_a_meeting_left_alone_is_compared_as_a_match(engine: Engine) -> None:
    parsed = engine.understanding.parse("how many goals in the h2h")
    assert parsed.marks and parsed.marks[0][1] == "meeting"
    assert "match" not in parsed.words
    assert "match" in matched_words(parsed)


def test_a_date_is_compared_as_the_slot_a_phrasing_names(engine: Engine) -> None:
    parsed = engine.understanding.parse("scores on june 11")
    assert parsed.frame.match.dates == ("06-11",)
    assert not {"{date}", "{day}", "june", "11"} & set(parsed.words)
    assert matched_words(parsed)[-1] == "{date}"  # as "scores on {date}" in intents.yaml
    top = engine.index.rank(parsed)[0]
    assert (top.intent, top.pattern) == ("result", "scores on {date}")


def test_a_matchday_too(engine: Engine) -> None:
    parsed = engine.understanding.parse("results of md7")
    assert parsed.frame.match.matchdays == (7,)
    assert matched_words(parsed)[-1] == "{date}"


def test_a_shirt_number_is_compared_as_the_word_for_it(engine: Engine) -> None:
    worn = engine.understanding.parse("quien usa la 10")
    shirt = engine.understanding.parse("the 9 shirt for mexico")
    assert (worn.frame.shirt, shirt.frame.shirt) == (10, 9)
    assert not {"wear", "number", "numb"} & {*worn.words, *shirt.words}
    assert matched_words(worn) == ("who", "wear")
    assert matched_words(shirt) == ("the", "numb", "for", "{team}")


def test_a_group_word_stays_the_fans_word(engine: Engine) -> None:
    parsed = engine.understanding.parse("gruop c matches")
    assert parsed.frame.match.groups == ("group-c",)
    assert parsed.marks == ()  # "group matches": the group stage's, as the lexicon reads it
