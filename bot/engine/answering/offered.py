"""Which intents may be offered to fans ("did you mean", a decline's suggestions) for
this match, and in which words. Not one whose answer is "the report doesn't say"; nor
one whose suggestion asks of a kind of moment the match never had ("Who won the penalty
shootout?" of a match without one), while its view has nothing else to tell; one whose
view has something else (a booking, not a red card: "Was anyone sent off?"; a near miss,
not the post: "Who hit the post?") is offered by its description instead."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.pipeline import Understanding
from bot.engine.understanding.slots import Slots
from bot.engine.views import VIEWS
from bot.engine.views.dismissals import dismissals
from bot.knowledge import Intent


@dataclass(frozen=True)
class Offered:
    lacking: frozenset[str]  # intents never offered
    reworded: frozenset[str]  # intents offered by their description, not their suggestion


def offered(
    intents: Iterable[Intent], f: MatchFacts, understanding: Understanding, one_match: bool
) -> Offered:
    """What may be offered for the match `f` tells. A tournament's or a season's intents
    answer of other matches too: only what they lack altogether is left out there."""
    lacking: set[str] = set()
    reworded: set[str] = set()
    for i in intents:
        if i.answer.view is None:
            continue
        spec = VIEWS[i.answer.view]
        has = not spec.whole_match or spec.render(f, Slots()).known
        if not has:
            lacking.add(i.id)
        elif one_match and i.suggestion and _names_what_is_missing(f, i, understanding):
            (reworded if spec.whole_match and _tells_more(f, i) else lacking).add(i.id)
    return Offered(frozenset(lacking), frozenset(reworded))


def _names_what_is_missing(f: MatchFacts, i: Intent, understanding: Understanding) -> bool:
    """Whether the intent's suggestion, read as a question, asks of a kind of moment the
    match never had: a shootout, a sending-off, a penalty, a shot off the woodwork."""
    slots = understanding.parse(i.suggestion or "").slots
    asked = set(slots.topics)
    if topic.SHOOTOUT in asked and f.match.result.shootout is None:
        return True
    if topic.SENT_OFF in asked and not (f.sent_off() or dismissals(f)):
        return True
    if topic.PENALTY_FOUL in asked and not f.penalties_in_play():
        return True
    spec = VIEWS[i.answer.view] if i.answer.view else None
    named = slots.people or slots.teams or slots.goals
    whole = spec is not None and spec.whole_match and bool(asked) and not named
    return whole and spec is not None and not spec.render(f, slots).known


def _tells_more(f: MatchFacts, i: Intent) -> bool:
    """Whether the intent's view, asked nothing in particular, tells something (a
    booking where no one was sent off; a near miss where nothing hit the post)."""
    spec = VIEWS[i.answer.view] if i.answer.view else None
    if spec is None:
        return False
    rendered = spec.render(f, Slots())
    return rendered.known and bool(any(v for v in rendered.facts.values()))
