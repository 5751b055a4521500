"""Every meeting of two teams: "head to head", "h2h", "they met twice", "both games",
"cara a cara", "los dos partidos"."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import MEETING_MARK, At, Reader
from bot.engine.understanding.slots import Relative

ALL = Relative.ALL  # the relative slot of every meeting
MEETING_SPAN = 4  # "both morlingen vs dornfelde games": the noun within this many words


class BothGames(Reader):
    """'both morlingen vs dornfelde games': the word goes, the slot says every meeting."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.both_words

    def read(self, at: At) -> int:
        if at.g.meeting_nouns.isdisjoint(at.words[at.i + 1 : at.i + 1 + MEETING_SPAN]):
            return 0
        at.slots.relative.append(ALL)
        return 1


class HeadToHead(Reader):
    """'met twice', 'head to head', 'cara a cara', 'h2h': read as a match, every one."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.meeting_words | {first for first, _ in g.both_meetings}

    def read(self, at: At) -> int:
        g, w = at.g, at.word()
        if w in g.meeting_words:
            taken = 1
        elif (w, at.word(1)) in g.both_meetings:
            taken = 3 if (w, at.word(2)) in g.meeting_triples else 2
        else:
            return 0
        at.slots.relative.append(ALL)
        at.out.append(MEETING_MARK)  # where it was read; the matcher reads the frame there
        return taken
