"""English phrases about a tournament's goals, beside `lexicon` (which is near its size
limit): rewritten to canonical words the phrasings have. Merged into `lexicon.CANONICAL`."""

from __future__ import annotations

# fmt: off
GOALS: dict[str, tuple[str, ...]] = {
    # goals scored from the spot in play, not a shootout's kicks ("which goals were penalties")
    "penaltygoals": (
        "were penalties", "penalty goals", "goals from the penalty spot", "scored penalties",
        "were pens", "pen goals",
    ),
}
# fmt: on
