"""What every view returns, and the registry the engine looks views up in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.entities import Slots
from bot.engine.facts import MatchFacts

Facts = dict[str, Any]


@dataclass(frozen=True)
class Rendered:
    text: str
    facts: Facts
    known: bool = True  # False: the knowledge does not hold what was asked; text says so


def not_in_report(text: str, facts: Facts | None = None) -> Rendered:
    """An honest 'the report does not say': the engine turns it into a decline."""
    return Rendered(text, facts or {}, known=False)


View = Callable[[MatchFacts, Slots], Rendered]


VIEWS: dict[str, View] = {}


def view(name: str) -> Callable[[View], View]:
    def register(fn: View) -> View:
        VIEWS[name] = fn
        return fn

    return register


def join_names(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def close_quote(text: str) -> str:
    text = text.rstrip(",")
    if text[-1] not in ".!?":
        text += "."
    return f"\u201c{text}\u201d"


def possessive(name: str) -> str:
    """'Messi's', but 'Rogers'' (a name ending in s takes the apostrophe alone)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"
