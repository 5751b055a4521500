"""One name of something the knowledge holds (`Alias`), and how names are keyed: the
table the names stage looks names up in is built from these by `add_alias`."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.understanding.lang import grammar, languages
from bot.engine.understanding.tokens import clean
from bot.knowledge import Person

# The kinds of thing a name names (`Alias.kind`).
PERSON = "person"  # of the report
PLAYER = "player"  # of a tournament's squads
TEAM = "team"
CLUB = "club"
VENUE = "venue"
NATIONALITY = "nationality"
WEAK = frozenset({CLUB, VENUE})  # kinds of name that are no evidence alone


@dataclass(frozen=True, slots=True)
class Alias:
    text: str
    kind: str  # "person", "team" or "nationality"
    ref: str


def add_alias(table: dict[str, Alias], name: str, kind: str, ref: str) -> None:
    """`name` (cleaned) into `table`, with the forms fans type too: its numbers as digits
    ("three lions": "3 lions") and without its article ("the three lions")."""
    text = clean(name)
    g = grammar()
    numbered = " ".join(str(g.numerals[w]) if w in g.numerals else w for w in text.split())
    if numbered != text:
        add_alias(table, numbered, kind, ref)
    first, _, rest = text.partition(" ")
    if rest and first in g.name_articles:
        table.setdefault(rest, Alias(rest, kind, ref))
    if text:
        table.setdefault(text, Alias(text, kind, ref))


# A title is a description's head ("the UEFA president, who ..."): two to four words
TITLE_WORDS = (2, 4)


def described_by_title(people: Iterable[Person], sides: Iterable[str]) -> dict[str, str]:
    """The titles people are described by, in any language ("the UEFA president, who
    presented the trophy": "UEFA president"), each to its person; one two people share
    names neither, nor one with a side's name in it ("the Bayern captain": a role, which
    the line-up tells for the match, not a description)."""
    articles = grammar().name_articles | grammar().articles
    side_words = {w for name in sides for w in clean(name).split()}
    found: dict[str, set[str]] = {}
    for person in people:
        texts: list[object] = [person.description]
        texts.extend(t.get("description") for t in person.translations.values())
        for text in texts:
            if not isinstance(text, str):
                continue
            first, _, rest = clean(re.split(r"[,;:(]", text, maxsplit=1)[0]).partition(" ")
            words = rest.split()
            if side_words & set(words):
                continue
            if first in articles and TITLE_WORDS[0] <= len(words) <= TITLE_WORDS[1]:
                found.setdefault(rest, set()).add(person.id)
    return {title: next(iter(ids)) for title, ids in found.items() if len(ids) == 1}


def everyday_words() -> frozenset[str]:
    """Everyday words of every language the bot reads: never a team's code ("por")."""
    return frozenset().union(*(b.ordinary | b.drop | set(b.vocabulary) for b in languages()))
