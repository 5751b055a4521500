"""Which of a knowledge's competitions the clubs a question names play in: a server
following La Liga and the Premier League asks "where is cadiz in the table" of La Liga,
and "puede el city ganar la liga" (Spanish "la liga": the league) of the Premier League.

Names are matched exactly, by the names the names stage gives each tournament's teams
(`names.tournament.add_teams`) and the derbies' names (`clubs.yaml`); only when no
name matches exactly, one word typed loosely ("bayerns", "dortmnd": one letter off a
one-word name of at least `LOOSE` letters, and no everyday word) is read as the one
name it can be. A name that several of the competitions' teams share ("real",
"united"), or an everyday word ("como"), tells nothing. A question naming clubs of two
competitions, or none, is left to the competition it names or the default.
"""

from __future__ import annotations

from rapidfuzz.distance import Levenshtein

from bot.engine.languages.names import NAMES
from bot.engine.understanding.names.aliases import TEAM, Alias, everyday_words
from bot.engine.understanding.names.tournament import add_teams
from bot.engine.understanding.tokens import clean
from bot.knowledge import Tournament

LONGEST = 6  # words of the longest name looked for
LOOSE = 6  # letters of a one-word name (and of the word typed) read one letter off


class ClubCompetitions:
    """The names of each competition's clubs, by the competitions holding them."""

    def __init__(self, tournaments: list[Tournament]) -> None:
        everyday = everyday_words()
        held: dict[tuple[str, ...], set[str]] = {}
        for t in tournaments:
            table: dict[str, Alias] = {}
            add_teams(table, t, frozenset())
            ids = {team.id for team in t.teams}
            names = {text for text, a in table.items() if a.kind == TEAM}
            names |= {n for names_, clubs in NAMES.derbies if set(clubs) <= ids for n in names_}
            for name in names:
                words = tuple(clean(name).split())
                if words and not (len(words) == 1 and words[0] in everyday):
                    held.setdefault(words, set()).add(t.id)
        self.names = {k: frozenset(v) for k, v in held.items()}
        self.everyday = everyday
        self.longest = min(LONGEST, max((len(k) for k in self.names), default=0))

    def competition_of(self, question: str) -> str | None:
        """The one competition every club `question` names plays in (and some no other
        competition held has), else None."""
        words = clean(question).split()
        found: set[str] | None = None
        telling = False
        i = 0
        while i < len(words):
            n, where = self._at(words, i)
            if where is None:
                i += 1
                continue
            found = set(where) if found is None else found & where
            telling = telling or len(where) == 1
            i += n
        if found is None:
            found = self._loose(words)
            telling = True
        if found is None or len(found) != 1 or not telling:
            return None
        return next(iter(found))

    def _loose(self, words: list[str]) -> set[str] | None:
        """The competitions of the one name some word is one letter off, if exactly one
        name is (and every word so read points to the same competitions)."""
        found: set[str] | None = None
        for w in words:
            if len(w) < LOOSE or w in self.everyday:
                continue
            near = [
                where
                for (name, *more), where in self.names.items()
                if not more and len(name) >= LOOSE and Levenshtein.distance(w, name) == 1
            ]
            if len(near) == 1:
                found = set(near[0]) if found is None else found & near[0]
        return found

    def _at(self, words: list[str], i: int) -> tuple[int, frozenset[str] | None]:
        for n in range(min(self.longest, len(words) - i), 0, -1):
            where = self.names.get(tuple(words[i : i + n]))
            if where is not None:
                return n, where
        return 1, None
