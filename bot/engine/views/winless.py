"""A club's longest run without a win ("X's winless run", "racha sin ganar"): told
before the unbeaten and winning runs when the question asks for it."""

from __future__ import annotations

from bot.engine.facts import topics as topic
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


def losing_run(f: MatchFacts, run: list[Match]) -> str:
    """A club's longest run of defeats ("longest losing streak", "racha de derrotas")."""
    if not run:
        return f.say("season.no_losing", "no defeat")
    return f.say(
        "season.losing",
        "longest losing run {n} games ({first} to {last})",
        n=len(run),
        first=match_label(f, run[0], teams=False),
        last=match_label(f, run[-1], teams=False),
    )


def asked_run(f: MatchFacts, topics: list[str], outcomes: list[str], played: list[Match]) -> str:
    """The run a question asks for besides the unbeaten and winning ones: the longest
    without a win ("winless"), else of defeats ("losing streak"); "" when it asks neither.
    `outcomes`: the club's "W", "D" or "L" in each match `played`, in order."""
    if topic.FEWEST_WINS in topics:
        return winless_run(f, _longest(played, [o != "W" for o in outcomes]))
    if topic.LOST in topics:
        return losing_run(f, _longest(played, [o == "L" for o in outcomes]))
    return ""


def _longest(played: list[Match], keeps: list[bool]) -> list[Match]:
    """The longest run of matches that each keep it going (the first of two as long)."""
    best: list[Match] = []
    now: list[Match] = []
    for m, kept in zip(played, keeps, strict=True):
        now = [*now, m] if kept else []
        if len(now) > len(best):
            best = now
    return best
