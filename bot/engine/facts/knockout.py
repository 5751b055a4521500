"""The knockout rounds of a tournament in bracket order: each round's matches ordered so
that matches 2j and 2j+1 are the two whose winners met in match j of the next round.

Only what the data shows is used: a feeder is a match whose winner played in the later
match. Matches whose winner is not known yet follow, in the source's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.knowledge import STAGES, Match, StageKind, Tournament

# Rounds drawn as the bracket's columns (the third-place match is drawn apart).
BRACKET_STAGES = (
    StageKind.ROUND_OF_32,
    StageKind.ROUND_OF_16,
    StageKind.QUARTER_FINAL,
    StageKind.SEMI_FINAL,
    StageKind.FINAL,
)


@dataclass(frozen=True)
class Bracket:
    rounds: tuple[tuple[str, tuple[Match, ...]], ...]  # (stage, matches), in play order
    third_place: Match | None


def bracket(t: Tournament) -> Bracket:
    """The knockout rounds the tournament has, each in bracket order."""
    by_stage: dict[str, list[Match]] = {}
    for m in sorted(t.matches, key=lambda m: (m.number or 0, m.kickoff)):
        by_stage.setdefault(m.stage, []).append(m)
    stages = [s for s in BRACKET_STAGES if s in by_stage]
    ordered: dict[str, list[Match]] = {}
    # from the last round back: a round's order follows where its winners went next
    for i in range(len(stages) - 1, -1, -1):
        matches = by_stage[stages[i]]
        if i == len(stages) - 1:
            ordered[stages[i]] = matches
            continue
        slot: dict[str, int] = {}
        for j, m in enumerate(ordered[stages[i + 1]]):
            for k, team in enumerate(m.teams):
                slot[team] = 2 * j + k
        # by where the winner went; matches whose winner is not known yet keep their order
        # after them (a round that halves exactly leaves no gaps)
        order = {
            m.id: (slot[m.winner], 0) if m.winner in slot else (len(slot), n)
            for n, m in enumerate(matches)
        }
        ordered[stages[i]] = sorted(matches, key=lambda m: order[m.id])
    thirds = by_stage.get("third_place", [])
    return Bracket(
        rounds=tuple((s, tuple(ordered[s])) for s in sorted(stages, key=STAGES.index)),
        third_place=thirds[-1] if thirds else None,
    )
