"""A round the stage kinds do not name is named from the data's own round names when
they all say play-off ("Playoffs, Matchday 1", "Knockout round play-offs"), in English
and Spanish; other rounds stay 'other round'."""

from __future__ import annotations

import datetime as dt

from bot.engine.views.round_names import other_round_key
from bot.knowledge import Match


def _match(stage: str, round_name: str) -> Match:
    return Match.model_validate(
        {
            "id": "m1",
            "stage": stage,
            "round": round_name,
            "date": dt.date(2025, 2, 11),
            "teams": ["a", "b"],
        }
    )


def test_play_off_rounds_are_named() -> None:
    assert other_round_key([_match("other", "Playoffs, Matchday 1")]) == "playoff"
    assert other_round_key([_match("other", "Knockout round play-offs")]) == "playoff"


def test_other_rounds_stay_unnamed() -> None:
    assert other_round_key([_match("other", "Replay")]) is None
    assert other_round_key([_match("other", "Play-offs"), _match("other", "Replay")]) is None
    assert other_round_key([_match("final", "Final")]) is None
