"""A league's relegation not settled yet says why by the question's time: its matches
with no result still to be played (before their kick-offs), or results missing (after)."""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.engine.moment import Moment
from bot.knowledge.loader import load_knowledge

LALIGA = Path(__file__).resolve().parents[1] / "blindclub5" / "knowledge" / "laliga"
BEFORE = dt.datetime(2025, 5, 21, 12, tzinfo=dt.UTC)  # matchday 38 still to come
AFTER = dt.datetime(2025, 7, 1, 12, tzinfo=dt.UTC)


@cache
def engine() -> Engine:
    return Engine(load_knowledge(LALIGA))


def said(question: str, now: dt.datetime) -> str:
    return engine().answer(question, moment=Moment.at(lambda: now, "Europe/Madrid")).text


def test_open_places_before_the_last_matches_are_to_be_played() -> None:
    text = said("who is in the relegation zone", BEFORE)
    assert "matches still to be played" in text and "missing" not in text, text
    text = said("quién está en zona de descenso", BEFORE)
    assert "quedan partidos por jugar" in text, text


def test_open_places_after_their_days_are_results_missing() -> None:
    assert "results are missing" in said("who is in the relegation zone", AFTER)
