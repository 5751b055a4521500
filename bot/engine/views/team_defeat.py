"""A team's heaviest defeat ("X heaviest defeat", "la peor derrota de X"): the matches it
lost by the widest margin of play (a shootout is not a margin)."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.views.base import Rendered
from bot.engine.views.shapes import TeamMatchesFacts, answer
from bot.engine.views.tournament_text import match_label, score_line, team_label


def heaviest_defeat(f: MatchFacts, tf: TournamentFacts, team: str) -> Rendered:
    lost = [m for m in tf.matches_of(team) if m.score and m.winner and m.winner != team]
    margins = {m.id: abs(m.score.final[0] - m.score.final[1]) for m in lost if m.score}
    top = max(margins.values(), default=0)
    worst = [m for m in lost if top and margins[m.id] == top]
    if not worst:
        text = f.say(
            "biggest.team_no_defeat", "{team} lost no match in play.", team=team_label(f, team)
        )
        return answer(text, TeamMatchesFacts(team=team, matches=[]))
    text = f.say(
        "biggest.team_defeat",
        "{team}'s heaviest defeat, by {n} goals: {matches}.",
        team=team_label(f, team),
        n=top,
        matches="; ".join(f"{score_line(f, m)} ({match_label(f, m, teams=False)})" for m in worst),
    )
    return answer(text, TeamMatchesFacts(team=team, matches=[m.id for m in worst]))
