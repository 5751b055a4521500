"""The match in focus: in a conversation about a tournament, the match the last answer was
about is the one a follow-up naming no other means ("what stadium was it at?", "score?",
"who scored for France?" after France v Argentina), before the server's current match or
the knowledge's own (a finished cup's final).

A question naming another match, another team, or the tournament itself ("at the World
Cup") is read as without it.
"""

from __future__ import annotations

from dataclasses import replace

from bot.engine.answering.context import Context
from bot.engine.facts import topics as topic
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.matching.resolve import Found, resolve
from bot.engine.understanding.pipeline import Parsed
from bot.engine.understanding.slots import EDITION

WHOLE = frozenset({topic.COMPETITION, EDITION})  # the tournament named: not one match


def in_focus(
    tf: TournamentFacts | None, parsed: Parsed, context: Context | None, version: str
) -> Parsed:
    """`parsed` meaning the context's match when it names none other (see the module)."""
    held = context.match if context is not None and context.version == version else None
    if tf is None or held is None or held not in tf.by_id:
        return parsed
    s = parsed.slots
    if s.default_match == held or not WHOLE.isdisjoint(s.topics):
        return parsed
    slots = s.shared()
    slots.default_match = held
    found = resolve(tf, slots)
    if found.kind is Found.NONE or (found.kind is Found.ONE and found.matches[0].id == held):
        return replace(parsed, slots=slots)
    return parsed
