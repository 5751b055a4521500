"""A year beyond this match that a person's own records name: the records answer it
("did zidane score in the 1998 final too"), not the decline for another match."""

from __future__ import annotations

from bot.engine.understanding.slots import Slots
from bot.knowledge import Knowledge


def record_texts(k: Knowledge) -> dict[str, str]:
    """Each person's records joined (their years are written alike in every language)."""
    return {p.id: " ".join(str(rec.text) for rec in p.records) for p in k.people if p.records}


def years_in_records(texts: dict[str, str], slots: Slots) -> bool:
    """The first person the question names (the one the record view answers of) has
    records that write every year it names."""
    held = texts.get(slots.people[0], "") if slots.people else ""
    return bool(held) and bool(slots.years) and all(str(y) in held for y in slots.years)
