"""A club's last result before a match the data has no result for ("napoli last game",
when the last fixture's result is missing): said after the missing one, so the question
gets the last game the data knows the score of."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.tournament_text import match_label, score_line, team_label
from bot.knowledge import Match


def last_result(f: MatchFacts, m: Match, s: Slots) -> str:
    """' Its last result in the data: ...' of the one club named that played `m`; ''
    when the question names no one club of it, or the club has no earlier result."""
    tf = f.tournament
    named = [t for t in s.teams if t in m.teams]
    if tf is None or len(named) != 1:
        return ""
    before = [x for x in tf.matches_of(named[0]) if x.score is not None and x.date < m.date]
    if not before:
        return ""
    last = max(before, key=lambda x: x.date)
    return " " + f.say(
        "data.last_result",
        "The last result of {team} in the data: {line} ({label}).",
        team=team_label(f, named[0]),
        line=score_line(f, last),
        label=match_label(f, last, teams=False),
    )
