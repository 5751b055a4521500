"""Final standings: "who finished third", "ended up 3rd", "quién salió subcampeón", "el
colista", "who was 3rd in the league". A standing is a typed slot (`Slots.placings`, the
frame's `placing`) and leaves no words, only a mark of where it was read (`base.MARKS`):
the matcher compares the frame's field there (`matching.features`)."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.readers.base import PLACING_MARK, At, Reader

LAST = -1  # the last place
RUNNER_UP = 2


def _placed(at: At, place: int) -> None:
    at.slots.placings.append(place)
    at.out.append(PLACING_MARK)


class PlacedInTable(Reader):
    """'who was 3rd in the league', 'quién fue tercero en la liga', and the place ending
    the question: 'who was bottom', 'who was 5th'."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.being_verbs

    def read(self, at: At) -> int:
        g, nxt = at.g, at.word(1)
        in_table = at.word(2) in g.in_words and at.word(3) in g.table_words
        if nxt in g.places and (in_table or not at.word(2)):
            _placed(at, g.places[nxt])
            return 2
        return 0


class PlacedNow(Reader):
    """'who's second', 'who is bottom of the league', 'quién va último', 'quién es el
    último de la liga': a place in the table now, the place word after a word asking it
    (an article between), ending the question or followed by the table it is of (not
    'who is second goal', 'cuál es el último partido')."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset(g.places)

    def read(self, at: At) -> int:
        g, nxt = at.g, at.word(1)
        asking = at.out[-2:-1] if at.out[-1:] and at.out[-1] in g.articles else at.out[-1:]
        if not (asking and asking[0] in g.standing_now):
            return 0
        of_table = nxt in g.of_words and at.word(2) in g.table_words  # "de la liga"
        if nxt and nxt not in g.in_words and nxt not in g.table_words and not of_table:
            return 0
        _placed(at, g.places[at.word()])
        return 1


class LastPlace(Reader):
    """'el colista': who finished last."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.last_place_words

    def read(self, at: At) -> int:
        _placed(at, LAST)
        return 1


class Placed(Reader):
    """'finished third', 'ended up 3rd', 'finished dead last', 'quedó cuarto'; not 'came
    third goal' (a goal's)."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.placing_verbs

    def read(self, at: At) -> int:
        g, nxt, after = at.g, at.word(1), at.word(2)
        if nxt in g.placing_fillers and after in g.places:
            _placed(at, g.places[after])
            return 3
        if nxt in g.places and after not in g.place_not_standing:
            _placed(at, g.places[nxt])
            return 2
        return 0


class RunnerUp(Reader):
    """'the runner-up', 'el subcampeón': second place."""

    def starts(self, g: Grammar) -> frozenset[str]:
        return g.runners_up | {first for first, _ in g.runner_up}

    def read(self, at: At) -> int:
        if at.word() in at.g.runners_up:
            _placed(at, RUNNER_UP)
            return 1
        if (at.word(), at.word(1)) in at.g.runner_up:
            _placed(at, RUNNER_UP)
            return 2
        return 0
