"""One name of something the knowledge holds (`Alias`), and how names are keyed: the
table the names stage looks names up in is built from these by `add_alias`."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.understanding.lang import grammar, languages
from bot.engine.understanding.tokens import clean

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


def everyday_words() -> frozenset[str]:
    """Everyday words of every language the bot reads: never a team's code ("por")."""
    return frozenset().union(*(b.ordinary | b.drop | set(b.vocabulary) for b in languages()))
