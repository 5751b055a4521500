"""What a reader is: one kind of phrase, read at a word of the question into typed slots.

A reader names the words it can start at (`starts`, from the grammar), and `read`s the
phrase at position i: it fills its slots, appends what the phrase leaves in the words
(often nothing; a mark of where a typed field was read, `MARKS`; a few tokens the
matcher still needs), and says how many words it took (0: no such phrase here, the next
reader tries).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding.slots import Slots

# Where a phrase read into a typed field was, until the last stage takes it out of the
# words (`pipeline.stems`, `Parsed.marks`): never a word, never read as a name. The
# matcher compares the field there (`matching.features`).
PLACING = "placing"  # the frame's fields so marked
MEETING = "meeting"  # every meeting of two teams ("head to head")
LAST_DAY = "last_day"  # a team's last match ("on the last day")
DAY = "day"  # a day the matches were played: a date ("june 11") or a matchday ("md7")
PLACING_MARK, MEETING_MARK, LAST_DAY_MARK = "{placing}", "{meeting}", "{last_day}"
SHIRT = "shirt"  # a shirt number ("number 10", "the 10 shirt")
WORN = "worn"  # a shirt number worn ("wears the 10", "usa la 10")
DAY_MARK, SHIRT_MARK, WORN_MARK = "{day}", "{shirt}", "{worn}"
MARKS = {
    PLACING_MARK: PLACING,
    MEETING_MARK: MEETING,
    LAST_DAY_MARK: LAST_DAY,
    DAY_MARK: DAY,
    SHIRT_MARK: SHIRT,
    WORN_MARK: WORN,
}
# The marks that name a match, as the word "match" does (`matches.py` reads them so)
MATCH_MARKS = frozenset({MEETING_MARK, LAST_DAY_MARK})
MAX_TOP = 20  # a ranking's longest length asked for ("top 20")
DAY_OF_MONTH = re.compile(r"^(\d{1,2})(?:st|nd|rd|th|º|o)?$")


@dataclass
class At:
    """The question at one word: the words, the position, the words kept so far (`out`),
    the slots being filled and the grammar of every language."""

    words: list[str]
    i: int
    out: list[str]
    slots: Slots
    g: Grammar

    def word(self, k: int = 0) -> str:
        """The word k places after the current one ('' past the end)."""
        j = self.i + k
        return self.words[j] if j < len(self.words) else ""


class Reader:
    """One kind of phrase. `digits`: it may start at a word with a digit ("11", "md7"),
    so it is tried at every such word, whatever `starts` says."""

    digits = False

    def starts(self, g: Grammar) -> frozenset[str]:
        return frozenset()

    def read(self, at: At) -> int:
        raise NotImplementedError


def day_of(word: str) -> int | None:
    """A day of the month as written ('11', '11th', '2nd'), if it is one (1 to 31)."""
    m = DAY_OF_MONTH.match(word)
    return int(m.group(1)) if m and 1 <= int(m.group(1)) <= 31 else None


def count_of(word: str, g: Grammar) -> int | None:
    """A ranking's length as written: '3', 'five', 'tres' (2 to MAX_TOP)."""
    n = int(word) if word.isdigit() else g.count_words.get(word, 0)
    return n if 2 <= n <= MAX_TOP else None
