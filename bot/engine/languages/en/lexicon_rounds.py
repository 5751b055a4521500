"""English words for a league's rounds, beside `lexicon` (which is near its size limit):
opened into its `CANONICAL` through `lexicon_match`. "latest results" asks what "last
results" asks: the latest round played."""

from __future__ import annotations

ROUNDS: dict[str, tuple[str, ...]] = {
    "last": ("latest", "most recent"),
    # a competition's league phase (one table before the knockouts), as its group stage
    # a cup's play-off round before its last 16 (a league's relegation play-off is read
    # by its own words, and a question saying it stays with the league)
    "koplayoff": (
        "playoff",
        "playoffs",
        "play off",
        "play offs",
        "knockout playoff",
        "knockout playoffs",
        "knockout play off",
        "knockout play offs",
        "knockout phase playoffs",
    ),
    "leaguephase": ("league phase", "league stage", "league phase games", "league phase matches"),
    # the groups' thirds compared across the groups: not the third-place match
    "bestthirds": (
        *(
            f"{best}{third} {placed}{teams}"
            for best in ("", "best ")
            for third in ("third", "3rd")
            for placed in ("placed", "place")
            for teams in (" teams", " team", " sides", " nations", " countries")
        ),
        "best thirds",
        "best third placed",
        "best 3rd placed",
        "the thirds",
    ),
}

# A two-legged tie's aggregate, dropped: two clubs named are their meetings, which list
# both legs and the aggregate ("barca benfica aggregate"). No "both ...": "who scored at
# both ends" is read a phrase apart from "both legs"
TIES: tuple[str, ...] = ("on aggregate", "on agg", "aggregate score", "aggregate", "agg")
