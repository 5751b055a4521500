"""One name of something the knowledge holds (`Alias`), and how names are keyed: the
table the names stage looks names up in is built from these by `add_alias`."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.understanding.lang import languages
from bot.engine.understanding.tokens import clean

_NUMBERS = {
    w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten".split())
}

WEAK = frozenset({"club", "venue"})  # kinds of name that are no evidence alone


@dataclass(frozen=True, slots=True)
class Alias:
    text: str
    kind: str  # "person", "team" or "nationality"
    ref: str


def add_alias(table: dict[str, Alias], name: str, kind: str, ref: str) -> None:
    text = clean(name)
    numbered = " ".join(_NUMBERS.get(w, w) for w in text.split())
    if numbered != text:  # "three lions" is also typed "3 lions"
        add_alias(table, numbered, kind, ref)
    if text.startswith("the "):
        table.setdefault(text[4:], Alias(text[4:], kind, ref))
    if text:
        table.setdefault(text, Alias(text, kind, ref))


def everyday_words() -> frozenset[str]:
    """Everyday words of every language the bot reads: never a team's code ("por")."""
    return frozenset().union(*(b.ordinary | b.drop | set(b.vocabulary) for b in languages()))
