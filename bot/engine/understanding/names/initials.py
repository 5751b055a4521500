"""A full name where the data writes an initial and a surname: "fernando torres" is the
data's "F. Torres" when one name of the data has that initial and surname, and the first
name typed is no everyday word nor a name of its own."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.understanding.names.aliases import PERSON, PLAYER, Alias

FIRST_MIN = 3  # a first name typed is this long at least ("fernando", not "de")


def initialled(aliases: Mapping[str, Alias]) -> dict[str, Alias]:
    """The data's people named by an initial and one more word ("f torres")."""
    return {
        text: alias
        for text, alias in aliases.items()
        if alias.kind in (PERSON, PLAYER)
        and len(parts := text.split()) == 2
        and len(parts[0]) == 1
        and parts[0].isalpha()
    }


def initial_hit(
    initials: Mapping[str, Alias],
    aliases: Mapping[str, Alias],
    words: list[str],
    i: int,
    vocabulary: frozenset[str],
) -> tuple[int, Alias] | None:
    """The person a first name and a surname at i name by the data's initial form."""
    if i + 1 >= len(words):
        return None
    first, last = words[i], words[i + 1]
    if len(first) < FIRST_MIN or not first.isalpha() or first in vocabulary or first in aliases:
        return None
    alias = initials.get(f"{first[0]} {last}")
    return (2, alias) if alias is not None else None
