"""A two-legged knockout tie among two clubs' meetings: who went through, by the
aggregate of its legs (extra time counted; a level one by the shootout the data gives),
said as the loser's progress claim, so the checker holds it to the legs' results."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.claims.typed import Progress, Said
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TABLE_STAGES
from bot.engine.views.claim_text import render_progress
from bot.knowledge import Match


def tie_outcomes(f: MatchFacts, matches: Sequence[Match]) -> list[Said]:
    """For each tie whose two legs are among `matches`, both played: 'X went out in the
    semi-finals, beaten by Y 3-1 on aggregate.' (none where the data cannot tell)."""
    tf = f.tournament
    if tf is None:
        return []
    said = []
    for m in matches:
        if m.stage in TABLE_STAGES or m.score is None:
            continue
        legs = tf.tie_legs(m)
        if len(legs) != 2 or legs[-1] is not m or not all(leg in matches for leg in legs):
            continue  # a tie is judged at its last leg, with both legs asked of
        winner = tf.tie_winner(legs)
        if winner is None:
            continue
        claim = Progress(next(t for t in m.teams if t != winner), m.id, winner)
        text = render_progress(f, claim)
        if text:
            said.append(Said(claim, text))
    return said
