"""A team's goals across the tournament ("who scored for Ireland at Euro 2012", no
match, stage or opponent named): every goal the data gives it, with its scorer, minute,
opponent and day; an own goal in its favour marked so. None when a played match of the
team has a score but no scorers (a count the data cannot split is no list)."""

from __future__ import annotations

from bot.engine.claims.typed import Said
from bot.engine.facts.match import MatchFacts
from bot.engine.views.base import Rendered
from bot.engine.views.said import data_goal
from bot.engine.views.tournament_text import (
    goal_clock,
    goal_mark,
    short_date,
    team_label,
    tournament_name,
)
from bot.knowledge import Match, TournamentGoal

LISTED = 16  # more goals than this: the first ones, then how many more (one message)


def team_goals(f: MatchFacts, team: str) -> Rendered | None:
    tf = f.tournament
    if tf is None or team not in tf.teams:
        return None
    played = [m for m in tf.played if team in m.teams]
    if not played:
        return None
    found: list[tuple[Match, TournamentGoal]] = []
    for m in played:
        own = [g for g in m.goals if g.team == team]
        scored = _scored(m, team)
        if scored is None or scored != len(own):
            return None  # the data's score and its scorers disagree, or no score
        found.extend((m, g) for g in own)
    where = tournament_name(f)
    if not found:
        text = f.say(
            "team_goals.none",
            "{team} scored no goals ({where}).",
            team=team_label(f, team),
            where=where,
        )
        return Rendered(text, dict(team=team, goal_count=0))
    head = f.say(
        "team_goals.head",
        "{team} scored {goals} ({where}):",
        team=team_label(f, team),
        goals=f.count_goals(len(found)),
        where=where,
    )
    said = ["- " + _line(f, m, g, team) for m, g in found[:LISTED]]
    claims = tuple(Said(data_goal(m, g), line) for (m, g), line in zip(found, said, strict=False))
    lines = list(said)
    if len(found) > LISTED:
        lines.append(f.say("own_goals.more", "... and {n} more.", n=len(found) - LISTED))
    facts = dict(team=team, goal_count=len(found))
    return Rendered("\n".join([head, *lines]), facts, claims=claims)


def _scored(m: Match, team: str) -> int | None:
    """The goals the team scored in play (a shootout's kicks are no goals)."""
    if m.score is None:
        return None
    final = m.score.final
    return final[0] if m.teams[0] == team else final[1]


def _line(f: MatchFacts, m: Match, g: TournamentGoal, team: str) -> str:
    mark = goal_mark(f, g)
    return f.say(
        "team_goals.line",
        "{name} {clock}{mark} v {opponent}, {day}",
        name=g.name,
        clock=goal_clock(g),
        mark=mark,
        opponent=team_label(f, next((t for t in m.teams if t != team), team)),
        day=short_date(f, m.date),
    )
