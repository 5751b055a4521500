"""Cutting a message into clauses: where a clause ends, what is too short to be one, and
when a message asks several questions in so many words."""

from __future__ import annotations

import pytest

from bot.engine.understanding.clauses import MAX_CLAUSES, asking, asks_several, clauses
from bot.engine.understanding.tokens import MAX_QUESTION_CHARS


@pytest.mark.parametrize(
    ("message", "parts"),
    [
        (
            "belgium v senegal went to ET right? who scored the winner",
            ["belgium v senegal went to ET right", "who scored the winner"],
        ),
        (
            "what games were on july 11? was at work all day",
            ["what games were on july 11", "was at work all day"],
        ),
        (
            "swiss colombia finished 0-0... who won the pens",
            ["swiss colombia finished 0-0", "who won the pens"],
        ),
        (
            "random stat q: total goals in the group stage",
            ["random stat q", "total goals in the group stage"],
        ),
        (
            "ngl still cant believe it, did japan beat germany",
            ["ngl still cant believe it", "did japan beat germany"],
        ),
        ("¿quién ganó? ¿y por cuánto?", ["quién ganó", "y por cuánto"]),
    ],
)
def test_a_message_is_cut_where_its_clauses_end(message: str, parts: list[str]) -> None:
    assert clauses(message) == parts


@pytest.mark.parametrize(
    "message",
    [
        "who scored the winner??",  # one clause, however many marks
        "who scored for argentina, and when",  # a comma before "and" is no new question
        "right? who scored",  # "right" alone is no clause: one is left
        "Mr. Smith's 2.5 goals",  # a decimal point ends nothing
        "how many cards were shown in spain v argentina (the final)",  # a bracket says which
        "a? b c? d e? f g? h i? j k?",  # more clauses than MAX_CLAUSES: read whole
    ],
)
def test_one_clause_or_too_many_is_no_cut(message: str) -> None:
    assert clauses(message) == []
    assert MAX_CLAUSES == 4


def test_several_questions_are_two_question_marks_of_real_clauses() -> None:
    assert asks_several("¿por cuánto ganó España? ¿quién marcó?")
    assert asks_several("who won? who scored?")
    assert not asks_several("who won??")
    assert not asks_several("who won? lol")  # "lol" is no question
    assert not asks_several("who won the final? was at work")  # one question mark closes


def test_only_what_the_engine_reads_is_cut() -> None:
    """A long message is read up to MAX_QUESTION_CHARS, whole or cut into clauses: a
    question after that is not read."""
    filler = "blah " * (MAX_QUESTION_CHARS // 5)
    parts = clauses(f"who won? {filler}? who scored?")
    assert parts[0] == "who won" and "who scored" not in parts
    assert sum(len(p) for p in parts) <= MAX_QUESTION_CHARS


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        # what the question is about, then two questions
        ("brazil v norway in the r16, who won and who scored", [False, True, True]),
        # a question, then chatter
        ("who beat japan?? they were robbed tbh", [True, False]),
        # an auxiliary, a question mark, an opening ¿ or a request asks
        ("canada qatar score? and was there a red card", [True, True]),
        ("el mexico sudafrica ¿cómo salió", [False, True]),
        ("the opener: tell me the score", [False, True]),
        ("italy england 2021 final right? who scored first", [True, True]),
    ],
)
def test_which_clauses_ask(message: str, asks: list[bool]) -> None:
    assert asking(message) == asks
    assert len(clauses(message)) == len(asks)


def test_one_clause_asks_nothing_of_its_own() -> None:
    assert asking("who won the world cup") == []  # one clause: nothing to tell apart
