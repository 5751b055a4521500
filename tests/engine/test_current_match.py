"""A question naming no match means the match the caller gives (a server's current match)."""

from __future__ import annotations

import pytest

from bot.engine import Engine

FINAL = "2026-07-19-spain-argentina"
SEMI = "2026-07-15-england-argentina"  # the report's match: the knowledge's own current


def test_who_scored_means_the_given_match(engine: Engine) -> None:
    reply = engine.answer("who scored?", current=FINAL)
    assert reply.band == "answer"
    assert reply.match == FINAL
    assert "Ferran Torres" in reply.text
    assert "Gordon" not in reply.text


def test_the_score_of_the_given_match_says_extra_time(engine: Engine) -> None:
    reply = engine.answer("what was the score", current=FINAL)
    assert reply.match == FINAL
    assert "1-0" in reply.text
    assert "after extra time" in reply.text


@pytest.mark.parametrize("current", [None, "no-such-match", ""])
def test_without_a_known_match_the_knowledge_s_own(engine: Engine, current: str | None) -> None:
    reply = engine.answer("who scored?", current=current)
    assert reply.match == SEMI
    assert "Anthony Gordon" in reply.text
    assert "Ferran Torres" not in reply.text


def test_the_report_s_match_is_answered_from_the_report(engine: Engine) -> None:
    # given explicitly, the semi is still told from its report (the data has no assists)
    reply = engine.answer("who scored?", current=SEMI)
    assert reply.match == SEMI
    assert "assist" in reply.text


def test_a_named_match_still_wins(engine: Engine) -> None:
    reply = engine.answer(
        "who scored in the semi-final between england and argentina?", current=FINAL
    )
    assert reply.match == SEMI
    assert "Ferran Torres" not in reply.text


def test_a_follow_up_keeps_the_given_match(engine: Engine) -> None:
    first = engine.answer("what was the score", current=FINAL)
    reply = engine.answer("where was it played?", first.context, current=FINAL)
    assert reply.match == FINAL
    assert "MetLife" in reply.text
