"""The Frame: a parse's meaning, typed and immutable, in English and Spanish alike."""

from __future__ import annotations

import dataclasses

import pytest

from bot.engine import Engine
from bot.engine.understanding.frame import Frame, MatchMeant, frame_of
from bot.engine.understanding.slots import Slots


def _frame(engine: Engine, question: str) -> Frame:
    return engine.understanding.parse(question).frame


def test_a_frame_cannot_be_changed(engine: Engine) -> None:
    frame = _frame(engine, "who finished third in group c")
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.placing = 2  # type: ignore[misc]


@pytest.mark.parametrize(
    ("question", "field", "value"),
    [
        ("who finished third in group c", "placing", 3),
        ("quién quedó tercero en el grupo c", "placing", 3),
        ("top 3 scorers", "top", 3),
        ("los tres máximos goleadores", "top", 3),
        ("who scored the second goal", "ordinal", 2),
        ("who wore number 10 for argentina", "shirt", 10),
        ("how many goals did messi score in the first half", "period", "firsthalf"),
        ("what happened in extra time", "period", "extratime"),
        ("how many goals did messi score", "asks_count", True),
        ("¿cuántos goles metió méxico?", "asks_count", True),
        ("who scored for mexico", "asks_count", False),
        ("¿cuántos goles metió méxico en el mundial 2026?", "edition", True),
        ("¿cuántos goles metió méxico en el mundial 2026?", "lang", "es"),
        ("who won the world cup", "competition", True),
    ],
)
def test_each_field_is_read(engine: Engine, question: str, field: str, value: object) -> None:
    assert getattr(_frame(engine, question), field) == value


def test_the_match_meant(engine: Engine) -> None:
    frame = _frame(engine, "head to head mexico south africa")
    assert frame.match.teams == ("mexico", "south-africa")
    assert frame.match.every_meeting and frame.match.named
    assert not _frame(engine, "who scored for mexico").match.named


def test_the_frame_follows_the_slots() -> None:
    slots = Slots(teams=["spain"], placings=[-1], topics=["othercompetition", "sentoff"])
    frame = frame_of(("who", "finish", "place"), slots, "en")
    assert (frame.teams, frame.placing, frame.topic) == (("spain",), -1, "othercompetition")
    assert frame.other_competition and not frame.competition
    assert frame.match == MatchMeant(teams=("spain",))
