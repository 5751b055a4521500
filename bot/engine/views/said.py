"""Typed claims built from a match's facts, and the words each renders as.

A converted view states a result, a score it went through or a goal by building its claim
here and writing the claim's words (the language bundle's sentence, fields from the
claim); it returns both (`Said`), so the checker verifies the claim itself before the
reply is sent. The claims name the tournament match they are about (the report's, or a
stand-in's), so they are looked up in the right match.
"""

from __future__ import annotations

from bot.engine.claims.typed import Goal, NoShootout, Progress, Result, Said, Tally
from bot.engine.facts.match import GoalFacts, MatchFacts
from bot.engine.views.goal_text import goal_of, time_gaps
from bot.knowledge import DecidedIn, Match, TournamentGoal


def _pair(values: tuple[int, ...] | list[int]) -> tuple[int, int]:
    return (values[0], values[1])


def result_of(f: MatchFacts) -> Result:
    """The match's result as a claim (goals of play in `teams` order, how it was decided,
    the shootout's score)."""
    m = f.match
    teams = _pair_ids(m.teams)
    so = m.result.shootout
    return Result(
        teams,
        (m.score[teams[0]], m.score[teams[1]]),
        DecidedIn(m.result.decided_in),
        m.winner,
        (so.score.get(teams[0], 0), so.score.get(teams[1], 0)) if so is not None else None,
        m.tournament_match,
    )


def _pair_ids(ids: list[str]) -> tuple[str, str]:
    return (ids[0], ids[1])


def render_result(f: MatchFacts, c: Result) -> str:
    """'A beat B 2-1 after extra time', 'A won 4-2 on penalties against B after a 3-3
    draw after extra time', 'A and B drew 1-1'."""
    a, b = c.teams
    after = (
        f.say("after_extra_time", " after extra time") if c.decided != DecidedIn.REGULATION else ""
    )
    if c.decided == DecidedIn.PENALTIES and c.winner is not None and c.shootout is not None:
        won = c.teams.index(c.winner)
        # level after 90 minutes and after extra time: "tras empatar 3-3 al cabo de la
        # prórroga", never "en la prórroga" (as if the draw came in extra time)
        after = f.say("after_extra_time_draw", " after extra time")
        return f.say(
            "result.penalties",
            "{winner} won {shootout} on penalties against {loser} after a {score} draw{after}",
            winner=f.team_name(c.winner),
            shootout=f"{c.shootout[won]}-{c.shootout[1 - won]}",
            loser=f.team_name(c.teams[1 - won]),
            score=f"{c.score[0]}-{c.score[1]}",
            after=after,
        )
    if c.winner is None:
        return f.say(
            "result.drew",
            "{a} and {b} drew {score}{after}",
            a=f.team_name(a),
            b=f.team_name(b),
            score=f"{c.score[0]}-{c.score[1]}",
            after=after,
        )
    won = c.teams.index(c.winner)
    return f.say(
        "result.beat",
        "{winner} beat {loser} {score}{after}",
        winner=f.team_name(c.winner),
        loser=f.team_name(c.teams[1 - won]),
        score=f"{c.score[won]}-{c.score[1 - won]}",
        after=after,
    )


def result_said(f: MatchFacts) -> Said:
    """The match's result, claimed and written."""
    claim = result_of(f)
    return Said(claim, render_result(f, claim))


def no_shootout_said(f: MatchFacts, text: str) -> Said:
    return Said(NoShootout(f.match.tournament_match), text)


def tally_of(f: MatchFacts, tally: tuple[int, ...]) -> Tally:
    """A score the match went through (`tally` in `match.teams` order)."""
    return Tally(_pair_ids(f.match.teams), _pair(tally), f.match.tournament_match)


def goal_said(f: MatchFacts, g: GoalFacts, words: str, *, gaps: bool = False) -> tuple[Said, ...]:
    """A goal's claims, said in `words`: the goal, and the score it made; `gaps`: and the
    durations its sentence states (how long into the half, after the last goal, a lead)."""
    durations = tuple(time_gaps(f, g)) if gaps else ()
    return Said(goal_of(f, g), words), Said(tally_of(f, g.tally), words), *durations


def data_result(m: Match) -> Result | None:
    """A played match of the tournament's data, as a result claim."""
    if m.score is None:
        return None
    so = m.score.penalties
    return Result(
        _pair_ids(m.teams),
        _pair(m.score.final),
        DecidedIn(m.score.decided_in),
        m.winner,
        _pair(so) if so is not None else None,
        m.id,
    )


def data_goal(m: Match, g: TournamentGoal) -> Goal:
    """A goal of the tournament's data (its scorer by id, or as the data writes the name)."""
    return Goal(g.player or g.name, g.team, g.minute, g.added, match=m.id)


def path_claims(
    progress: Progress | None,
    head: str,
    shown: dict[str, Match],
    lines: list[str],
) -> tuple[Said, ...]:
    """A team's path: how far it got (won it, or beaten by the other side of the tie it
    lost, said in `head`), and the result of each match listed (`lines`, of the matches
    `shown`)."""
    claims: list[Said] = []
    if progress is not None:
        claims.append(Said(progress, head))
    for line in lines:
        m = shown.get(line)
        result = data_result(m) if m is not None else None
        if result is not None:
            claims.append(Said(result, line))
    return tuple(claims)
