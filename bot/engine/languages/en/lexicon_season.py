"""English phrases of a club season, beside `lexicon` (which is near its size limit):
opened into its `CANONICAL` through `lexicon_match`."""

from __future__ import annotations

# fmt: off
SEASON_ASKS: dict[str, tuple[str, ...]] = {
    # "how many points are X behind Y": the gap between the two clubs named
    "pointsgap {team}": (
        "points are {team} behind", "points were {team} behind", "points is {team} behind",
        "points are {team} ahead of", "points were {team} ahead of", "points is {team} ahead of",
        "points are {team} clear of", "points were {team} clear of",
    ),
    # "the gap between psg and om": of two clubs, the points (not the time between goals)
    "pointsgap between {team} and {team}": (
        "gap between {team} and {team}", "points gap between {team} and {team}",
        "point gap between {team} and {team}", "points between {team} and {team}",
        "points are there between {team} and {team}", "points separate {team} and {team}",
    ),
    # a club's last match as fans say it ("did spurs win last time out")
    "last match": ("last time out", "last outing", "last time they played", "latest outing"),
}
# fmt: on
