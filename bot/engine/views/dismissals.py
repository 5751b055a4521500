"""Sendings-off the knowledge tells as a moment, not as a card: a coach sent to the
stands ("Simeone sent to the stands"). A question about that person's card or red, or
about who was sent off, answers from the moment instead of "no card"."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts, minute_mark
from bot.engine.facts.phrases import matched
from bot.knowledge import Event, EventKind


def dismissals(f: MatchFacts, people: list[str] | None = None) -> list[Event]:
    """The moments (not cards) whose own words tell of a sending-off, of the people
    named where any are (the moment's person or its first: who it is about, not the
    player he confronted)."""
    words = matched("sent_off")
    out = []
    for e in f.k.events:
        if EventKind(e.kind) is EventKind.CARD:
            continue
        text = f"{e.title or ''} {e.description}".casefold()
        if not any(w in text for w in words):
            continue
        who = {*e.people[:1], *([e.person] if e.person else [])}
        if people and not who.intersection(people):
            continue
        out.append(e)
    return out


def told(f: MatchFacts, events: list[Event]) -> str:
    """Each moment as the knowledge tells it, with its minute."""
    return " ".join(f"{minute_mark(e)} {f.tr(e, 'description')}".strip() for e in events)
