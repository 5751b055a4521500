"""A league's champion: the top of its table once every match is played, or once no
other club can reach the leader's points with every game it has left won; before that,
who leads, and after how many matches."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.shapes import LeaderFacts, WinnerFacts, answer
from bot.engine.views.tournament_text import (
    games_left,
    team_label,
    tournament_name,
    win_points,
)
from bot.engine.views.unsettled import all_to_come
from bot.knowledge import StageKind


def clinched(tf: TournamentFacts) -> tuple[Row, Row, int] | None:
    """The leader, the closest chaser and the most points that chaser can reach, when
    no other club can reach the leader's points now (strictly: a tie on points is not
    settled); None while someone still can, or before a match is left to play."""
    rows = tf.table(None)
    left = games_left(tf)
    if len(rows) < 2 or not any(left.values()):
        return None
    win = win_points(tf)
    top = rows[0]
    most = {r.team: r.points + win * left.get(r.team, 0) for r in rows[1:]}
    chaser = max(rows[1:], key=lambda r: most[r.team])
    return (top, chaser, most[chaser.team]) if most[chaser.team] < top.points else None


def league_champion(f: MatchFacts, tf: TournamentFacts, s: Slots) -> Rendered:
    """Who won the league (yes or no first when one club is asked about): the champion
    once every match is played or once no one can catch the leader; else who leads. The
    matches with no result are still to be played, or (dated before the question's time or
    before a result the data has) results the data lacks, and said so."""
    rows = tf.table(None)
    top, second = rows[0], rows[1] if len(rows) > 1 else None
    ahead = top.points - second.points if second else 0
    settled = clinched(tf)
    to_come = tf.league_done or all_to_come(f, tf, s)
    if not tf.league_done and settled is None:
        return answer(_leader(f, tf, top, to_come), LeaderFacts(leader=top.team))
    if settled is not None:
        text = _clinched(f, top, settled[1], settled[2], to_come)
    else:
        text = f.say(
            "league.champion",
            "{team} won the {tournament}: champions with {pts} (W{w} D{d} L{l}), {ahead} "
            "ahead of {second}.",
            team=team_label(f, top.team),
            tournament=tournament_name(f),
            pts=f.count_points(top.points),
            w=top.won,
            d=top.drawn,
            l=top.lost,
            ahead=f.count_points(ahead),
            second=team_label(f, second.team) if second else "-",
        )
    if len(s.teams) == 1:  # "are Barcelona champions?": yes or no, and who are
        yes = s.teams[0] == top.team
        text = (f.say("answer.yes", "Yes: ") if yes else f.say("answer.no", "No: ")) + text
    return answer(text, WinnerFacts(winner=top.team))


def _leader(f: MatchFacts, tf: TournamentFacts, top: Row, to_come: bool) -> str:
    """Who leads a league not played to its end: its matches with no result are still
    to be played (`to_come`), or the data lacks their results."""
    played = sum(1 for m in tf.of_stage(StageKind.LEAGUE) if m.score is not None)
    total = len(tf.of_stage(StageKind.LEAGUE))
    name, team, pts = tournament_name(f), team_label(f, top.team), f.count_points(top.points)
    if to_come:
        return f.say(
            "league.leader",
            "The {tournament} is not finished ({played} of {total} matches played): "
            "{team} lead with {pts}.",
            tournament=name, played=played, total=total, team=team, pts=pts,
        )  # fmt: skip
    return f.say(
        "league.leader_missing",
        "The data of the {tournament} has no result for {missing} of its {total} matches, "
        "so it names no champion: with the {played} results it has, {team} top the table "
        "with {pts}.",
        tournament=name, missing=total - played, total=total, played=played, team=team,
        pts=pts,
    )  # fmt: skip


def _clinched(f: MatchFacts, top: Row, chaser: Row, most: int, to_come: bool) -> str:
    """The champion no one can catch any more: with games to play (`to_come`), or with
    results the data lacks."""
    name, team, pts = tournament_name(f), team_label(f, top.team), f.count_points(top.points)
    other, most_pts = team_label(f, chaser.team), f.count_points(most)
    if to_come:
        return f.say(
            "league.clinched",
            "{team} are champions of the {tournament}, mathematically: {pts} with games "
            "still to play, and {second} can reach {most} at most.",
            team=team, tournament=name, pts=pts, second=other, most=most_pts,
        )  # fmt: skip
    return f.say(
        "league.clinched_missing",
        "{team} are champions of the {tournament}, mathematically: {pts}, and {second} "
        "could reach {most} at most with every result the data lacks won.",
        team=team, tournament=name, pts=pts, second=other, most=most_pts,
    )  # fmt: skip
