"""The kinds' enums hold exactly the values their model fields accept."""

from enum import StrEnum
from typing import Any, get_args

import pytest

import bot.knowledge as k
from bot.knowledge import Award, Event, Goal, Person, Result, ShootoutKick
from bot.knowledge.match import STAGES
from bot.knowledge.tournament import Player


def _values(annotation: Any) -> set[str]:
    """The strings a field's `Literal` (or `list[Literal]`, `Literal | None`) accepts."""
    out: set[str] = set()
    for arg in get_args(annotation) or (annotation,):
        if isinstance(arg, str):
            out.add(arg)
        elif arg is not type(None):
            out |= _values(arg)
    return out


@pytest.mark.parametrize(
    ("enum", "field"),
    [
        (k.EventKind, Event.model_fields["kind"]),
        (k.Role, Person.model_fields["roles"]),
        (k.Card, Event.model_fields["card"]),
        (k.DecidedIn, Result.model_fields["decided_in"]),
        (k.Period, Goal.model_fields["period"]),
        (k.Period, Event.model_fields["period"]),
        (k.Method, Goal.model_fields["method"]),
        (k.KickOutcome, ShootoutKick.model_fields["outcome"]),
        (k.KickDetail, ShootoutKick.model_fields["detail"]),
        (k.Position, Player.model_fields["position"]),
        (k.AwardScope, Award.model_fields["scope"]),
    ],
)
def test_an_enum_holds_its_fields_values(enum: type[StrEnum], field: Any) -> None:
    assert {e.value for e in enum} == _values(field.annotation)


def test_stages_are_in_the_order_played() -> None:
    assert tuple(k.StageKind) == STAGES
    assert k.StageKind.FINAL == "final"  # a member equals its string


def test_normal_time_is_the_two_halves() -> None:
    assert {p for p in k.Period if p in k.NORMAL_TIME_PERIODS} == {
        k.Period.FIRST_HALF,
        k.Period.SECOND_HALF,
    }
