"""Typed facts: the shapes of the facts views return, and how they become a `Rendered`.

A view builds its facts as one of these `TypedDict`s, with keyword arguments, so mypy
checks every key and value; `answer` and `unknown` hand them on as the open dict a reply
carries (and `ask --json` prints).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from bot.engine.views.base import Rendered, not_in_report


def answer(text: str, facts: Mapping[str, object]) -> Rendered:
    """An answer with its typed facts."""
    return Rendered(text, dict(facts))


def unknown(text: str, facts: Mapping[str, object] | None = None) -> Rendered:
    """An honest 'the knowledge does not say', with its typed facts (see `not_in_report`)."""
    return not_in_report(text, dict(facts) if facts is not None else None)


class EventsFacts(TypedDict):
    events: list[str]  # moment ids


class TimelineFacts(TypedDict):
    timeline: list[dict[str, Any]] | list[str]  # each moment's facts, or moment ids


class TeamsFacts(TypedDict):
    teams: list[str]


class PeopleFacts(TypedDict):
    people: list[str]


class PersonFacts(TypedDict):
    person: str | None


class MatchesFacts(TypedDict):
    matches: list[str]


class TeamFacts(TypedDict):
    team: str


class TeamMatchesFacts(TypedDict):
    team: str
    matches: list[str]
