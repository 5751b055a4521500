"""Goal questions about a person that are not about their goals: a keeper's save ("what
minute was X's save", "how many pens did X save") is about saves, and a player's penalty
("what happened with X's penalty") includes the shootout kick he took. Such a question
goes to the view of what it asks, never to "X did not score" or "none of X's goals was a
penalty".

The goal views call `instead` first. The views it hands to (chances, shootout, penalty)
never call a goal view back, so no question goes round in a circle.
"""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import VIEWS, Rendered
from bot.knowledge import EventKind, KickOutcome, Method


def instead(f: MatchFacts, s: Slots) -> Rendered | None:
    """The answer of the view a person's goal question really asks, or None."""
    if not s.people or s.goals or s.scores:
        return None
    named = set(s.people)
    if topic.SAVED in s.topics and not any(g.goal.scorer in named for g in f.goals):
        return _saves(f, s, named)
    if Method.PENALTY in s.methods and _penalty_not_scored(f, named):
        return VIEWS["penalty"](f, s)
    return None


def save_in_play(f: MatchFacts, s: Slots) -> Rendered | None:
    """'Who did X deny in extra time': a keeper's save in play, asked by its time and
    with no penalty named, is that save (the chances view), not his shootout kicks."""
    if topic.SAVED not in s.topics or not s.people or Method.PENALTY in s.methods:
        return None
    timed = topic.EXTRA_TIME in s.topics or bool(s.minutes) or s.asks_when
    if topic.SHOOTOUT in s.topics or not timed:
        return None
    return VIEWS["chances"](f, s) if _saves_in_play(f, set(s.people)) else None


def _saves_in_play(f: MatchFacts, named: set[str]) -> bool:
    return any(
        EventKind(e.kind) is EventKind.SAVE and named & {*e.people, e.person} for e in f.k.events
    )


def _saves(f: MatchFacts, s: Slots, named: set[str]) -> Rendered | None:
    """A keeper's saves: his shootout saves when penalties are asked (or he made no other
    save), else his saves in play."""
    so = f.match.result.shootout
    kicks = [
        k
        for k in (so.kicks if so else [])
        if k.keeper in named and KickOutcome(k.outcome) is KickOutcome.SAVED
    ]
    in_play = _saves_in_play(f, named)
    asks_kicks = Method.PENALTY in s.methods or topic.SHOOTOUT in s.topics
    if kicks and (asks_kicks or not in_play):
        return VIEWS["shootout"](f, s)
    if in_play and not asks_kicks:
        return VIEWS["chances"](f, s)
    return None


def _penalty_not_scored(f: MatchFacts, named: set[str]) -> bool:
    """Whether the named scored no penalty but took (or faced) one: a shootout kick or a
    penalty in play."""
    if any(g.goal.scorer in named and Method(g.goal.method) is Method.PENALTY for g in f.goals):
        return False
    so = f.match.result.shootout
    in_shootout = so is not None and any(k.taker in named or k.keeper in named for k in so.kicks)
    in_play = any(named & {k.taker, k.keeper} for k in f.penalties_in_play())
    return in_shootout or in_play
