"""'The first one', 'the second one' in a follow-up (`answering.context`): one of the items
the last answer listed; after two clubs' meetings, one of those meetings."""

from __future__ import annotations

from itertools import pairwise

from bot.engine.languages.canonical import MATCH
from bot.engine.languages.en.answering import ONE
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import language, merged
from bot.engine.understanding.pipeline import Parsed
from bot.engine.understanding.slots import ORDINALS, NameKind, Relative, Slots

ORDINAL_WORDS = frozenset(ORDINALS)
GOAL_VERB = "scored"


def says_nth_one(question: str, parsed: Parsed) -> bool:
    """'the first one', or an ordinal alone after its article at the end ("and the last?",
    "¿y la primera?"): one of the items just listed. Not a scoring verb's ("who scored the
    first"), which asks about a goal."""
    raw = n.rewrite_phrases(n.tokens(question), language(parsed.lang).phrases)
    if GOAL_VERB in raw:
        return False
    if any(w in ORDINAL_WORDS and nxt in ONE for w, nxt in pairwise(raw)):
        return True
    return len(raw) > 1 and raw[-1] in ORDINAL_WORDS and raw[-2] in merged().determiners


def nth_meeting(question: str, parsed: Parsed, pair: list[str]) -> Parsed | None:
    """'who won the second one?' after two clubs' meetings (`pair`, the last question's
    two teams): the question about that meeting, as if it had named the two clubs and
    the nth of their games ("the last one": the latest)."""
    s = parsed.slots
    if parsed.unknown or len(pair) != 2 or len(s.ordinals) != 1 or s.teams or s.people:
        return None
    if s.goals or s.scores or s.methods or s.players or not says_nth_one(question, parsed):
        return None
    nth = s.ordinals[0]
    slots: Slots = s.copy()
    slots.teams = list(pair)
    slots.ordinals = []
    slots.relative = [Relative.LAST if nth < 0 else str(nth)]
    return Parsed((*_without_nth(parsed), MATCH), slots, parsed.unknown, parsed.lang, parsed.marks)


def _without_nth(parsed: Parsed) -> list[str]:
    """The question's words without the ordinal's goal reading ("the first one")."""
    return [w for w in parsed.words if w != NameKind.GOAL.token and w not in ONE]


def asks_only_nth(parsed: Parsed) -> bool:
    """Whether the question says nothing beside the ordinal ("and the first one?")."""
    said = n.content(_without_nth(parsed))
    return not [w for w in said if w not in n.QUESTION_WORDS]
