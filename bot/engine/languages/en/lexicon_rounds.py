"""English words for a league's rounds, beside `lexicon` (which is near its size limit):
opened into its `CANONICAL` through `lexicon_match`. "latest results" asks what "last
results" asks: the latest round played."""

from __future__ import annotations

ROUNDS: dict[str, tuple[str, ...]] = {
    "last": ("latest", "most recent"),
    # a competition's league phase (one table before the knockouts), as its group stage
    "leaguephase": ("league phase", "league stage", "league phase games", "league phase matches"),
}
