"""A club's longest run without a win ("X's winless run", "racha sin ganar"): told
before the unbeaten and winning runs when the question asks for it."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.views.tournament_text import match_label
from bot.knowledge import Match


def winless_run(f: MatchFacts, run: list[Match]) -> str:
    """The run's words: its length and the matches it went from and to."""
    if not run:
        return f.say("season.no_winless", "no run without a win")
    return f.say(
        "season.winless",
        "longest run without a win {n} games ({first} to {last})",
        n=len(run),
        first=match_label(f, run[0], teams=False),
        last=match_label(f, run[-1], teams=False),
    )
