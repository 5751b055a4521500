"""What every view returns, and the registry the engine looks views up in.

A view declares what the engine needs to know about it where it is registered, in one
`@view(...)`: its family, whether it is about the match's play, which of the knowledge's
free texts it shows, and so on (see `ViewSpec`). The names must be the knowledge
format's `VIEW_NAMES` (the schema intents are validated against); a test checks the two
agree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.entities import Slots
from bot.engine.facts import MatchFacts
from bot.knowledge import Knowledge

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
Texts = Callable[[Knowledge], list[str]]


@dataclass(frozen=True)
class ViewSpec:
    """A registered view and what the engine needs to know about it."""

    name: str
    render: View
    # Views of one family answer with the same facts (a goal's sentence, a person's
    # record): two of them close in score are no ambiguity worth asking about.
    family: str
    # About this match's play: asked about a team that did not play, it declines.
    about_play: bool = False
    # The knowledge's free texts the view shows: their words are known to the bot and
    # count as evidence for this view ("arrogant" -> the quotes).
    texts: Texts | None = None
    # A list view names the view about one of its items: after "when was the opener?",
    # "who scored?" (the goals) means that one goal.
    item_view: str | None = None
    # Needs no name from the question: when it has nothing for this match, its intent is
    # never offered as a "did you mean" nor shown as an example.
    whole_match: bool = False

    def __call__(self, f: MatchFacts, s: Slots) -> Rendered:
        """A spec renders as its view does: `VIEWS[name](facts, slots)`."""
        return self.render(f, s)


VIEWS: dict[str, ViewSpec] = {}


def view(
    name: str,
    *,
    family: str | None = None,
    about_play: bool = False,
    texts: Texts | None = None,
    item_view: str | None = None,
    whole_match: bool = False,
) -> Callable[[View], View]:
    """Register a view under the name intents use, with its metadata (see `ViewSpec`)."""

    def register(fn: View) -> View:
        if name in VIEWS:
            raise ValueError(f"view {name!r} is registered twice")
        VIEWS[name] = ViewSpec(name, fn, family or name, about_play, texts, item_view, whole_match)
        return fn

    return register


def view_texts(k: Knowledge) -> dict[str, list[str]]:
    """The knowledge's free texts, grouped by the view that shows them."""
    return {name: spec.texts(k) for name, spec in VIEWS.items() if spec.texts is not None}


def join_names(items: list[str], and_: str = " and ") -> str:
    """'A, B and C' (`and_` in the answer's language: ' y ')."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + and_ + items[-1]


def close_quote(text: str) -> str:
    text = text.rstrip(",")
    if text[-1] not in ".!?":
        text += "."
    return f"\u201c{text}\u201d"


def possessive(name: str) -> str:
    """'Messi's', but 'Rogers'' (a name ending in s takes the apostrophe alone)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"
