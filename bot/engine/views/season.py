"""A club season as fans ask about it: two clubs' meetings (a league's home and away, a
cup's two legs, a derby), the table's bottom and places, a club's home and away record,
form and runs.

Only what the results say: the club files have scores and nothing more, so no answer
here names a scorer.
"""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.views.base import Rendered
from bot.engine.views.tournament_text import match_label, score_line, team_label, tournament_name
from bot.knowledge import TournamentMatch


def same_pair(matches: tuple[TournamentMatch, ...] | list[TournamentMatch]) -> bool:
    """Whether every match is between the same two teams (their meetings)."""
    pairs = {frozenset(m.teams) for m in matches}
    return len(matches) > 1 and len(pairs) == 1


def meetings(f: MatchFacts, matches: list[TournamentMatch], named: list[str]) -> Rendered:
    """Two clubs' meetings: each result, then who won how many and the goals (the club
    the question `named` first, first)."""
    a, b = matches[0].teams
    if named and named[0] == b:
        a, b = b, a
    won = {a: 0, b: 0}
    goals = {a: 0, b: 0}
    drawn = 0
    lines = []
    for m in matches:
        lines.append(f"- {match_label(f, m, teams=False)}: {score_line(f, m, short=True)}")
        if m.score is None:
            continue
        for side, team in enumerate(m.teams):
            goals[team] += m.score.final[side]
        if m.winner is None:
            drawn += 1
        else:
            won[m.winner] += 1
    head = f.say(
        "meetings.head",
        "{a} v {b} in the {tournament}: {n_a} won by {a}, {n_b} by {b}, {d} drawn "
        "(goals {g_a}-{g_b}).",
        a=team_label(f, a),
        b=team_label(f, b),
        tournament=tournament_name(f),
        n_a=won[a],
        n_b=won[b],
        d=drawn,
        g_a=goals[a],
        g_b=goals[b],
    )
    unplayed = [m for m in matches if m.score is None]
    if unplayed:
        head += " " + f.say(
            "meetings.unplayed",
            "The data has no result for {n} of them.",
            n=len(unplayed),
        )
    return Rendered("\n".join([head, *lines]), {"matches": [m.id for m in matches]})


def split_record(tf: TournamentFacts, team: str, home: bool) -> Row:
    """The team's league record at home (first listed) or away."""
    games = [
        m
        for m in tf.matches_of(team)
        if m.score is not None and m.stage == "league" and (m.teams[0] == team) == home
    ]
    row = Row(team)
    for m in games:
        side = m.teams.index(team)
        own, other = m.score.final[side], m.score.final[1 - side]  # type: ignore[union-attr]
        row = Row(
            team,
            row.played + 1,
            row.won + (own > other),
            row.drawn + (own == other),
            row.lost + (own < other),
            row.scored + own,
            row.conceded + other,
        )
    return row
