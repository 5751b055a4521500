"""The tournament's own goals and penalty goals, counted from the data: how many, and whose; and its
earliest goals ("who scored the fastest goal"), by the minute the data gives.

"How many own goals were there at the World Cup?" asks about the whole tournament, not
the match the bot is about: the head gives the count (for the team or the stage the
question names, if any), the lines who put the ball in his own net, for whom, in which
match. An own goal counts for the side it was given to, never for its scorer's tally
(`tournament`), so the top scorers never show these.
"""

from __future__ import annotations

from bot.engine.claims.typed import Said
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.wording import competition_name
from bot.engine.languages import canonical as c
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, view
from bot.engine.views.said import data_goal
from bot.engine.views.shapes import unknown
from bot.engine.views.tournament_text import (
    earliest_line,
    goal_clock,
    no_tournament,
    short_date,
    stage_label,
    team_label,
)
from bot.knowledge import Match, TournamentGoal

LISTED = 8  # more own goals than this: the first ones, then how many more (one message)
NEXT_EARLIEST = 3  # the goals named after the earliest


def _scorer_side(m: Match, g: TournamentGoal) -> str:
    """The team of the player who scored an own goal: the side it did not count for."""
    return next((t for t in m.teams if t != g.team), g.team)


@view("own_goals", family="tournament_totals", needs_tournament=True)
def own_goals(f: MatchFacts, s: Slots) -> Rendered:
    return _flagged(f, s, own=True)


@view("penalty_goals", family="tournament_totals", needs_tournament=True)
def penalty_goals(f: MatchFacts, s: Slots) -> Rendered:
    """The goals scored from the penalty spot in play (a shootout's kicks are no goals)."""
    return _flagged(f, s, own=False)


def _flagged(f: MatchFacts, s: Slots, *, own: bool) -> Rendered:
    """The own goals (`own`) or the penalties scored of the tournament, of the team or
    stage named: how many, and each with its scorer, minute, opponent and day."""
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
        if (g.own_goal if own else g.penalty and not g.own_goal)
        and (team is None or team == (_scorer_side(m, g) if own else g.team))
    ]
    if team is not None:
        where = team_label(f, team)
    elif stages:
        where = stage_label(f, stages[0])
    else:
        where = competition_name(tf.t, f.lang)
    in_scope = [m for m in tf.played if not stages or m.stage in stages]
    if not found and in_scope and not any(m.goals for m in in_scope):
        # the results alone: the data cannot tell an own goal or a penalty (not "none")
        who = team_label(f, team) if team else competition_name(tf.t, f.lang)
        return unknown(
            f.say(
                "topscorers.no_scorers",
                "The data for {who} has its results but names no scorers.",
                who=who,
            )
        )
    if not found:
        if own:
            return Rendered(
                f.say("own_goals.none", "No own goals ({where}).", where=where), {"goal_count": 0}
            )
        text = f.say("penalty_goals.none", "No goals from the penalty spot ({where}).", where=where)
        return Rendered(text, {"goal_count": 0})
    if own:
        head = (
            f.say("own_goals.head_one", "1 own goal ({where}):", where=where)
            if len(found) == 1
            else f.say("own_goals.head", "{n} own goals ({where}):", where=where, n=len(found))
        )
    else:
        head = f.say(
            "penalty_goals.head",
            "Goals from the penalty spot ({where}): {n}.",
            where=where,
            n=len(found),
        )
    said = ["- " + _line(f, m, g, own) for m, g in found[:LISTED]]
    claims = tuple(Said(data_goal(m, g), line) for (m, g), line in zip(found, said, strict=False))
    lines = list(said)
    if len(found) > LISTED:
        lines.append(f.say("own_goals.more", "... and {n} more.", n=len(found) - LISTED))
    return Rendered("\n".join([head, *lines]), {"goal_count": len(found)}, claims=claims)


def _line(f: MatchFacts, m: Match, g: TournamentGoal, own: bool) -> str:
    if own:
        return f.say(
            "own_goals.line",
            "{name} ({team}) {clock} v {beneficiary}, {day}",
            name=g.name,
            team=team_label(f, _scorer_side(m, g)),
            clock=goal_clock(g),
            beneficiary=team_label(f, g.team),
            day=short_date(f, m.date),
        )
    return f.say(
        "penalty_goals.line",
        "{name} ({team}) {clock} v {opponent}, {day}",
        name=g.name,
        team=team_label(f, g.team),
        clock=goal_clock(g),
        opponent=team_label(f, _scorer_side(m, g)),
        day=short_date(f, m.date),
    )


def _clock_key(g: TournamentGoal) -> tuple[int, int]:
    return g.minute, g.added or 0


@view("earliest_goals", family="tournament_totals", needs_tournament=True, ranks=(c.EARLIEST,))
def earliest_goals(f: MatchFacts, s: Slots) -> Rendered:
    """The tournament's earliest goal by the minute the data gives (every goal of that
    minute: the data has no seconds), then the next few."""
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    goals = sorted(((m, g) for m in tf.played for g in m.goals), key=lambda x: _clock_key(x[1]))
    if not goals:
        text = f.say(
            "earliest.none",
            "No goals are recorded for the {tournament}.",
            tournament=competition_name(tf.t, f.lang),
        )
        return Rendered(text, {"goal_count": 0})
    first = _clock_key(goals[0][1])
    level = [x for x in goals if _clock_key(x[1]) == first]
    rest = [x for x in goals if _clock_key(x[1]) != first][:NEXT_EARLIEST]
    shown = [(m, g, earliest_line(f, m, g)) for m, g in [*level, *rest]]
    head = f.say(
        "earliest.head",
        "Earliest goal of the {tournament}, by the minute the data gives: {goals}.",
        tournament=competition_name(tf.t, f.lang),
        goals="; ".join(line for _, _, line in shown[: len(level)]),
    )
    if rest:
        nxt = "; ".join(line for _, _, line in shown[len(level) :])
        head += " " + f.say("earliest.next", "Next: {rest}.", rest=nxt)
    claims = tuple(Said(data_goal(m, g), line) for m, g, line in shown)
    return Rendered(head, {"goal_count": len(level)}, claims=claims)
