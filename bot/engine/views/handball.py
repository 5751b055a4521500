"""A handball asked of ("was it a handball", "¿fue mano?"): the moments whose own words
tell of one (a goal punched in, a ball handled), when no penalty was given for one. The
penalty view asks here first, so a handball question is not answered "no penalty"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypedDict

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, PenaltyKick
from bot.engine.facts.phrases import matched
from bot.engine.facts.wording import moment_said
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.goal_text import select_goals
from bot.engine.views.shapes import answer
from bot.knowledge import Event, EventKind, Goal


class GoalId(TypedDict):
    id: str


class HandballFacts(TypedDict):
    events: list[str]  # moment ids
    goals: list[GoalId]  # the goals among them, as a goal answer gives them


# Moments whose words may tell of a hand without a handball: a save, a change
_NOT_HANDBALL = frozenset({EventKind.SAVE, EventKind.SUBSTITUTION, EventKind.BREAK})


def handball_told(f: MatchFacts, s: Slots, kicks: list[PenaltyKick]) -> Rendered | None:
    """The moments telling of a handball, of the goal asked about when one is named
    ("was the first goal handball"); None when the question is not about a handball, a
    penalty was given for one (the penalty answer tells it), or no moment tells of one."""
    if topic.HANDBALL not in s.topics:
        return None
    # a penalty given for a handball (the offence's name is the topic's)
    if any(k.award is not None and k.award.offence == topic.HANDBALL for k in kicks):
        return None
    words = matched("handball")
    scorers = any(f.goals_by(p) for p in s.people)  # "was Lineker's goal a handball"
    if s.penalty_ordinals and not kicks:  # "and the second?": no penalty, so the goal
        s = replace(s, ordinals=[*s.ordinals, *s.penalty_ordinals])
    named = bool(s.goal_numbers or s.goals or s.ordinals or s.scores) or scorers
    asked: list[Goal | Event] = [g.goal for g in select_goals(f, s)] if named else []
    moments = asked or [m for m in f.match.timeline if m.kind not in _NOT_HANDBALL]
    told = [m for m in moments if any(w in _words(f, m) for w in words)]
    if not told and len(asked) == 1:  # "was the second goal a handball": its own words
        text = f.say("handball.not_told", "Nothing I hold tells of a handball in that goal:")
        return answer(f"{text} {_said(f, asked[0])}", _facts([asked[0]]))
    if not told:
        return None
    return answer(" ".join(_said(f, m) for m in told), _facts(told))


def _facts(told: list[Goal | Event]) -> HandballFacts:
    """The moments told, and the goals among them (a follow-up continues those)."""
    goals = [GoalId(id=m.id) for m in told if isinstance(m, Goal)]
    return HandballFacts(events=[m.id for m in told], goals=goals)


def _said(f: MatchFacts, moment: Any) -> str:
    """A goal's scorer and minute, then its words ("Diego Maradona 51' “The Hand of God:
    ...”"); another moment's minute and words."""
    scorer = getattr(moment, "scorer", None)
    if not isinstance(moment, Goal) or not scorer:
        return moment_said(f, moment)
    return f"{f.name(scorer)} {moment_said(f, moment)}"


def _words(f: MatchFacts, moment: object) -> str:
    """A moment's description, as written and in the answer's language, folded."""
    written = str(getattr(moment, "description", "") or "")
    return f"{written} {f.tr(moment, 'description') or ''}".casefold()
