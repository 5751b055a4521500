"""A club's next match asked naming no competition, of a knowledge holding its league
and the Champions League (Premier League + Champions League 2024/25, real data): the
earliest match still to come of either, the answer naming its competition; a question
naming the league keeps the league's."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.knowledge import knowledge_as_of
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
SUNDAY = Moment(dt.datetime(2025, 4, 6, 20, 0, tzinfo=dt.UTC))  # Arsenal: CL on 8 April


@cache
def engine() -> Engine:
    loaded = load_knowledge(TESTS / "blindclub7" / "knowledge" / "combined")
    then = knowledge_as_of(loaded.knowledge, SUNDAY.now)
    return Engine(replace(loaded, knowledge=then, version="sunday"))


def said(question: str) -> str:
    reply = engine().answer(question, moment=SUNDAY)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_next_match_naming_no_competition_is_the_earliest_of_any() -> None:
    text = said("when do arsenal play next")
    assert "Champions League" in text and "Real Madrid CF" in text and "8 April" in text, text
    text = said("cuándo juega el arsenal")
    assert "Real Madrid CF" in text and "8 de abril" in text, text


def test_the_next_match_in_the_league_stays_the_leagues() -> None:
    text = said("when do arsenal play next in the league")
    assert "Premier League" in text and "Real Madrid CF" not in text, text
