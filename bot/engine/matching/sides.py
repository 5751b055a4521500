"""Which side a goal question is about, once its match is known.

"Who scored against England?" names England as the side scored against: the goals
asked for are the other side's. The reading stage marks such teams (`Slots.against`);
only with the match resolved can the other side be named, so the desk (and, for a
one-match knowledge, the engine) swaps it in before a goal view renders.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.engine.understanding.slots import Slots
from bot.engine.views import VIEWS


def scoring_side(slots: Slots, match_teams: Sequence[str], view: str | None) -> Slots:
    """`slots` with a team named as the side scored against replaced by the side that
    scored (the match's other team), for a view that picks goals by team (declared at
    `@view(..., by_scoring_team=True)`)."""
    spec = VIEWS.get(view) if view is not None else None
    if spec is None or not spec.by_scoring_team or not slots.against:
        return slots
    kept = [t for t in slots.teams if t not in slots.against]
    if not kept:
        others = [t for t in match_teams if t not in slots.against]
        if len(others) != 1 or len(others) == len(match_teams):
            return slots  # the team did not play this match: leave it to the view
        kept = others
    return replace(slots, teams=kept)
