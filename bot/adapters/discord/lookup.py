"""Finding a person for /quote and /player: autocomplete choices and re-checking what was sent.

Autocomplete is only a hint: a user can type anything and submit, so the command resolves
the value again here (an id, a name or alias, or a misspelling the engine's name index
recognises) and otherwise suggests the closest valid names.
"""

from __future__ import annotations

from discord import app_commands
from rapidfuzz import fuzz, process

from bot.engine import Engine, clean, everyone, speakers
from bot.knowledge import Person

__all__ = ["choices", "closest", "everyone", "resolve", "speakers"]

MAX_CHOICES = 25  # Discord's limit for autocomplete
CHOICE_CHARS = 100  # Discord's limit for a choice's name and value
TYPED_CHARS = 2 * CHOICE_CHARS  # what of a typed value is read: no name is longer


def _names(person: Person) -> list[str]:
    return [clean(n) for n in (person.name, *person.aliases)]


def choices(pool: list[Person], current: str) -> list[app_commands.Choice[str]]:
    """People whose name or alias contains what was typed, prefix matches first, at most 25."""
    typed = clean(current[:TYPED_CHARS])

    def rank(person: Person) -> int | None:
        names = _names(person)
        if not typed or any(n.startswith(typed) for n in names):
            return 0
        if any(w.startswith(typed) for n in names for w in n.split()):
            return 1
        if any(typed in n for n in names):
            return 2
        return None

    ranked = sorted(
        ((r, p.name, p) for p in pool if (r := rank(p)) is not None), key=lambda t: t[:2]
    )
    return [
        app_commands.Choice(name=p.name[:CHOICE_CHARS], value=p.id[:CHOICE_CHARS])
        for _, _, p in ranked[:MAX_CHOICES]
    ]


def resolve(engine: Engine, pool: list[Person], value: str) -> Person | None:
    """The person `value` names (an id from autocomplete, or typed text), if in `pool`."""
    value = value[:TYPED_CHARS]
    by_id = {p.id: p for p in pool}
    if value in by_id:
        return by_id[value]
    typed = clean(value)
    for person in pool:
        if typed and typed in _names(person):
            return person
    for person_id in engine.people_named(value):
        if person_id in by_id:
            return by_id[person_id]
    return None


def closest(pool: list[Person], value: str, limit: int = 5) -> list[str]:
    """A few valid names near `value`, for the 'did you mean' error; the first few if none."""
    names = [p.name for p in pool]
    hits = process.extract(
        value[:TYPED_CHARS], names, scorer=fuzz.WRatio, limit=limit, score_cutoff=50
    )
    return [h[0] for h in hits] or names[:limit]
