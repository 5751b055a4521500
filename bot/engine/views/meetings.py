"""Two clubs' meetings in a tournament (a league's home and away, a cup's two legs, a
derby): each result, or the kick-off of one still to come, who won how many, the goals,
and who went through a two-legged tie."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.fixtures import kickoffs_to_come
from bot.engine.views.shapes import MatchesFacts, answer
from bot.engine.views.ties import tie_outcomes
from bot.engine.views.tournament_text import match_label, score_line, team_label, tournament_name
from bot.knowledge import Match


def same_pair(matches: tuple[Match, ...] | list[Match]) -> bool:
    """Whether every match is between the same two teams (their meetings)."""
    pairs = {frozenset(m.teams) for m in matches}
    return len(matches) > 1 and len(pairs) == 1


def meetings(f: MatchFacts, matches: list[Match], s: Slots) -> Rendered:
    """Two clubs' meetings: each result, then who won how many and the goals (the club
    the question `named` first, first)."""
    a, b = matches[0].teams
    named = s.teams
    if named and named[0] == b:
        a, b = b, a
    won = {a: 0, b: 0}
    goals = {a: 0, b: 0}
    drawn = 0
    lines = []
    ahead = kickoffs_to_come(f, matches, s)  # a meeting still to come: when it kicks off
    for m in matches:
        line = f"- {match_label(f, m, teams=False)}: {score_line(f, m, short=True)}"
        if m.id in ahead:
            line = f.say(
                "meetings.to_come", "{line}, to be played {when}", line=line, when=ahead[m.id]
            )
        lines.append(line)
        if m.score is None:
            continue
        for side, team in enumerate(m.teams):
            goals[team] += m.score.final[side]
        if m.winner is None:
            drawn += 1
        else:
            won[m.winner] += 1
    if all(m.score is None for m in matches):  # none played yet: no tally of nothing
        head = f.say(
            "meetings.none_played", "{a} v {b} in the {tournament}: not played yet.",
            a=team_label(f, a), b=team_label(f, b), tournament=tournament_name(f),
        )  # fmt: skip
    else:
        head = _tally(f, (a, b), won, goals, drawn)
    unplayed = [m for m in matches if m.score is None and m.id not in ahead]
    if unplayed:
        head += " " + f.say(
            "meetings.unplayed",
            "The data has no result for {n} of them.",
            n=len(unplayed),
        )
    if ahead:
        head += " " + f.say("meetings.ahead", "Still to be played: {n}.", n=len(ahead))
    ties = tie_outcomes(f, matches)  # two legs of a knockout tie: who went through
    head = " ".join([head, *(t.text for t in ties)])
    facts = MatchesFacts(matches=[m.id for m in matches])
    return answer("\n".join([head, *lines]), facts, tuple(ties))


def _tally(
    f: MatchFacts, pair: tuple[str, str], won: dict[str, int], goals: dict[str, int], drawn: int
) -> str:
    """'X v Y in the tournament: 1 won by X, 0 by Y, 1 drawn (goals 3-2).'"""
    a, b = pair
    return f.say(
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
