"""The tournament's goals scored from the penalty spot, listed from the goals' flags
("which goals were penalties", "qué goles fueron de penal"): who, for whom, against whom,
when; for the team or the stage the question names, if any. Shootout kicks are not
goals (the shootouts view lists those matches).
"""

from __future__ import annotations

from bot.engine.claims.typed import Said
from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, view
from bot.engine.views.said import data_goal
from bot.engine.views.tournament_text import (
    goal_clock,
    no_tournament,
    short_date,
    stage_label,
    team_label,
)

LISTED = 10  # more penalty goals than this: the first ones, then how many more


@view("penalty_goals", family="tournament_totals", needs_tournament=True)
def penalty_goals(f: MatchFacts, s: Slots) -> Rendered:
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    team = next((t for t in s.teams if t in tf.teams), None)
    stages = [st for st in s.stages if tf.of_stage(st)]
    found = [
        (m, g)
        for m in tf.played
        if not stages or m.stage in stages
        for g in m.goals
        if g.penalty and not g.own_goal and (team is None or team == g.team)
    ]
    if team is not None:
        where = team_label(f, team)
    elif stages:
        where = stage_label(f, stages[0])
    else:
        where = str(tf.t.tr("name", f.lang))
    if not found:
        text = f.say("pen_goals.none", "No goals from the penalty spot ({where}).", where=where)
        return Rendered(text, {"goal_count": 0})
    head = (
        f.say("pen_goals.head_one", "1 goal from the penalty spot ({where}):", where=where)
        if len(found) == 1
        else f.say(
            "pen_goals.head",
            "{n} goals from the penalty spot ({where}):",
            where=where,
            n=len(found),
        )
    )
    said = [
        "- "
        + f.say(
            "pen_goals.line",
            "{name} ({team}) {clock} v {opponent}, {day}",
            name=g.name,
            team=team_label(f, g.team),
            clock=goal_clock(g),
            opponent=team_label(f, next((t for t in m.teams if t != g.team), g.team)),
            day=short_date(f, m.date),
        )
        for m, g in found[:LISTED]
    ]
    claims = tuple(Said(data_goal(m, g), line) for (m, g), line in zip(found, said, strict=False))
    lines = list(said)
    if len(found) > LISTED:
        lines.append(f.say("pen_goals.more", "... and {n} more.", n=len(found) - LISTED))
    return Rendered("\n".join([head, *lines]), {"goal_count": len(found)}, claims=claims)
