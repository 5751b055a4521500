"""The readers, in the order they are tried at a word, and the table that finds them:
built from the grammars (each reader's `starts`), so a word a grammar adds is read with
no index kept by hand. Run as the pipeline's first stage (`read`)."""

from __future__ import annotations

from bot.engine.languages.bundle import is_group_word
from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.lang import grammar
from bot.engine.understanding.readers.base import At, Reader
from bot.engine.understanding.readers.competitions import ShortYear
from bot.engine.understanding.readers.counts import CountRanking, Top
from bot.engine.understanding.readers.dates import DayMonth, IsoDate, MonthDay, OrdinalOfMonth
from bot.engine.understanding.readers.matchdays import (
    LastDay,
    MatchdayCode,
    MatchdayNumber,
    OpeningDay,
)
from bot.engine.understanding.readers.meetings import BothGames, HeadToHead
from bot.engine.understanding.readers.placings import (
    LastPlace,
    Placed,
    PlacedInTable,
    PlacedNow,
    RunnerUp,
)
from bot.engine.understanding.readers.shirts import (
    GroupLetter,
    NumberShirt,
    ShirtNumber,
    WearsNumber,
)
from bot.engine.understanding.readers.stages import PluralStage, StageReached
from bot.engine.understanding.slots import Slots

# First to last: where two read at one word, the first wins ("both games" is BothGames').
READERS: tuple[Reader, ...] = (
    MonthDay(),
    OrdinalOfMonth(),
    DayMonth(),
    IsoDate(),
    MatchdayNumber(),
    MatchdayCode(),
    OpeningDay(),
    PlacedInTable(),
    BothGames(),
    HeadToHead(),
    LastPlace(),
    LastDay(),
    Placed(),
    PlacedNow(),
    RunnerUp(),
    ShortYear(),
    PluralStage(),
    StageReached(),
    Top(),
    CountRanking(),
    GroupLetter(),
    WearsNumber(),
    NumberShirt(),
    ShirtNumber(),
)
_ORDER = {id(r): k for k, r in enumerate(READERS)}
_GROUP = next(r for r in READERS if isinstance(r, GroupLetter))


class Readers:
    """The readers of one grammar, by the words they start at."""

    def __init__(self, g: Grammar) -> None:
        self.grammar = g
        table: dict[str, list[Reader]] = {}
        for reader in READERS:
            for word in reader.starts(g):
                table.setdefault(word, []).append(reader)
        self.table = {w: tuple(rs) for w, rs in table.items()}
        self.digits = tuple(r for r in READERS if r.digits)
        self.spelled_starts = frozenset(key[0] for key in g.spelled)

    def at(self, word: str, nxt: str) -> tuple[Reader, ...]:
        """The readers to try at `word` (followed by `nxt`), in order."""
        found = self.table.get(word, ())
        if not word.isalpha():  # most such words ("2022", "3") start no table entry
            found = _ordered((*found, *self.digits)) if found else self.digits
        if len(nxt) == 1 and is_group_word(word):
            found = _ordered((*found, _GROUP))
        return found


def _ordered(readers: tuple[Reader, ...]) -> tuple[Reader, ...]:
    return tuple(sorted(set(readers), key=lambda r: _ORDER[id(r)]))


_BUILT: list[Readers] = []


def readers() -> Readers:
    """The readers of the languages registered now (made again when they change)."""
    g = grammar()
    if not _BUILT or _BUILT[0].grammar is not g:
        _BUILT[:] = [Readers(g)]
    return _BUILT[0]


def read(words: list[str], slots: Slots) -> list[str]:
    """Every phrase a reader knows, read into `slots`; the words left, with the few tokens
    the readers leave for the matcher."""
    found = readers()
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        taken = 0
        for reader in found.at(w, nxt):
            taken = reader.read(At(words, i, out, slots, found.grammar))
            if taken:
                break
        if not taken:
            out.append(w)
            taken = 1
        i += taken
    return out


def spelled_out(words: list[str]) -> list[str]:
    """Letters that stand for words, read before chat shorthand takes them one by one
    ("w/d/l" is wins, draws, losses; not "with the l")."""
    found = readers()
    if found.spelled_starts.isdisjoint(words):
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        key = next((k for k in found.grammar.spelled if tuple(words[i : i + len(k)]) == k), None)
        out += found.grammar.spelled[key] if key else [words[i]]
        i += len(key) if key else 1
    return out
