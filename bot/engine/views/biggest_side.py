"""The biggest win at home or away ("biggest away win of the season", "X's biggest home
win", "mayor goleada de visitante"): of a league, whose first-listed side is at home, the
wins of the side asked only; a tournament on neutral grounds has no such side."""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.shapes import MatchesFacts, answer
from bot.engine.views.tournament_text import match_label, score_line, team_label, tournament_name
from bot.knowledge import StageKind


def side_asked(tf: TournamentFacts, s: Slots) -> bool | None:
    """True: home wins asked; False: away wins; None: neither (or not a league)."""
    asked = {topic.HOME, topic.AWAY} & set(s.topics)
    if len(asked) != 1 or not tf.is_league:
        return None
    return topic.HOME in asked


def biggest_on_side(f: MatchFacts, tf: TournamentFacts, team: str | None, home: bool) -> Rendered:
    """The widest wins of the home (or away) side, of `team` if named (all when tied)."""
    won = [
        m
        for m in tf.played
        if m.score is not None
        and StageKind(m.stage) is StageKind.LEAGUE
        and m.winner == m.teams[0 if home else 1]
        and (team is None or m.winner == team)
    ]
    margins = {m.id: abs(m.score.final[0] - m.score.final[1]) for m in won if m.score}
    top = max(margins.values(), default=0)
    wins = [m for m in won if top and margins[m.id] == top]
    who = team_label(f, team) if team else tournament_name(f)
    if not wins:
        text = (
            f.say("biggest.no_home_win", "No home win ({who}).", who=who)
            if home
            else f.say("biggest.no_away_win", "No away win ({who}).", who=who)
        )
        return answer(text, MatchesFacts(matches=[]))
    listed = "; ".join(f"{score_line(f, m)} ({match_label(f, m, teams=False)})" for m in wins)
    text = (
        f.say(
            "biggest.home_win",
            "The biggest home win ({who}), by {n} goals: {matches}.",
            who=who,
            n=top,
            matches=listed,
        )
        if home
        else f.say(
            "biggest.away_win",
            "The biggest away win ({who}), by {n} goals: {matches}.",
            who=who,
            n=top,
            matches=listed,
        )
    )
    return answer(text, MatchesFacts(matches=[m.id for m in wins]))
