"""The whole tournament's goals in time order, asked with no match named:

- its first goal ("who scored the first goal of the tournament"): the first goal of the
  first match played that had one (matches in kick-off order; two matches level in the
  data's order, each one's first goal);
- a player's penalties ("did messi score any penalties"): every goal he scored from the
  spot in play (a shootout's kicks are no goals), or that he scored none.
"""

from __future__ import annotations

from bot.engine.claims.typed import Said
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.wording import competition_name
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.said import data_goal
from bot.engine.views.tournament_text import (
    earliest_line,
    goal_clock,
    no_tournament,
    short_date,
    team_label,
)


def first_goal(f: MatchFacts, s: Slots) -> Rendered:
    """The tournament's first goal: the first match with a goal, its earliest goal."""
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    scored = [m for m in tf.played if m.goals]
    tournament = competition_name(tf.t, f.lang)
    if not scored:
        text = f.say(
            "earliest.none", "No goals are recorded for the {tournament}.", tournament=tournament
        )
        return Rendered(text, {"goal_count": 0})
    start = min(m.kickoff for m in scored)
    firsts = [(m, min(m.goals, key=lambda g: g.order)) for m in scored if m.kickoff == start]
    lines = [earliest_line(f, m, g) for m, g in firsts]
    text = f.say(
        "first_goal.head",
        "First goal of the {tournament}: {goals}.",
        tournament=tournament,
        goals="; ".join(lines),
    )
    claims = tuple(Said(data_goal(m, g), line) for (m, g), line in zip(firsts, lines, strict=True))
    return Rendered(text, {"goal_count": len(firsts)}, claims=claims)


def player_penalties(f: MatchFacts, s: Slots) -> Rendered | None:
    """The penalties in play the one player named scored, of the whole tournament; None
    when the question names no one player of the data's goals or squads."""
    tf = f.tournament
    if tf is None or len(s.players) != 1:
        return None
    player = s.players[0]
    _, hits = tf.goals_of_player(player)
    found = [(m, g) for m, g in hits if g.penalty]
    squad = tf.players.get(player)
    name = hits[0][1].name if hits else (squad.name if squad is not None else None)
    if name is None:
        return None
    tournament = competition_name(tf.t, f.lang)
    if not found:
        text = f.say(
            "player_penalties.none",
            "No: {name} scored no penalty at the {tournament} (shootouts aside).",
            name=name,
            tournament=tournament,
        )
        return Rendered(text, {"goal_count": 0})
    lines = [
        f.say(
            "player_penalties.line",
            "{clock} v {opponent}, {day}",
            clock=goal_clock(g),
            opponent=team_label(f, next((t for t in m.teams if t != g.team), g.team)),
            day=short_date(f, m.date),
        )
        for m, g in found
    ]
    text = f.say(
        "player_penalties.head",
        "Yes: {name} scored from the penalty spot at the {tournament} ({n}): {goals}.",
        name=name,
        n=len(found),
        tournament=tournament,
        goals="; ".join(lines),
    )
    claims = tuple(Said(data_goal(m, g), line) for (m, g), line in zip(found, lines, strict=True))
    return Rendered(text, {"goal_count": len(found)}, claims=claims)
