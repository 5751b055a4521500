"""A tournament's facts counted when the engine is built: what a first question about any
team or stage asks (each team's path, record and group's table, the stages' goals, the
kick-offs, the scorers: a few ms in all), so no fan's first answer about it waits for them.
"""

from __future__ import annotations

from bot.engine.facts.tournament import TournamentFacts
from bot.knowledge import Tournament


def counted(t: Tournament, current: str | None = None) -> TournamentFacts:
    """`TournamentFacts(t, current)`, its figures about every team and stage counted."""
    tf = TournamentFacts(t, current)
    for m in tf.matches:
        tf.kickoff(m)
        tf.goals_in(m.stage)
    for team in tf.teams:
        tf.reached(team)
        tf.out_in(team)
        tf.record(team)
        tf.table(tf.group_of(team))
    tf.qualified()
    tf.shootouts()
    tf.most_goals()
    tf.goals_in()
    tf.goals_of_player("")
    return tf
