"""The third-placed teams of the groups ("which third placed teams went through", "qué
terceros se clasificaron"): each group's third, ranked across the groups by points, goal
difference and goals scored, and which of them reached the knockout rounds, as the data's
knockout matches say (not worked out from the ranking). Not the third-place match."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.views.base import Rendered, join_names
from bot.engine.views.shapes import QualifiedFacts, answer, unknown
from bot.engine.views.tournament_text import group_label, team_label, tournament_name

THIRD = 3  # the place in a group asked of


def _thirds(tf: TournamentFacts) -> list[tuple[str, Row]]:
    """Each group's third (its group, its row), best first: points, goal difference,
    goals scored, wins, then as the groups are listed."""
    out = [
        (group, rows[THIRD - 1])
        for group in tf.groups
        if len(rows := tf.table(group)) >= THIRD and rows[THIRD - 1].played
    ]
    key = [(-r.points, -r.difference, -r.scored, -r.won) for _, r in out]
    return [x for _, x in sorted(zip(key, out, strict=True), key=lambda p: p[0])]


def best_thirds(f: MatchFacts, tf: TournamentFacts, team: str | None, out: bool) -> Rendered:
    """The third-placed teams ranked, those that went through and those that went out;
    of a team named, first whether it went through as one (`out`: "did X go out")."""
    rendered = _ranked(f, tf)
    if team is None or not rendered.known:
        return rendered
    third = next((g for g, r in _thirds(tf) if r.team == team), None)
    if third is None:
        lead = f.say(
            "thirds.not_third",
            "{team} did not finish third in its group.",
            team=team_label(f, team),
        )
    else:
        yes = (team in tf.qualified()) != out
        lead = f.say("yes", "Yes") if yes else f.say("no", "No")
        lead += "."
    return answer(f"{lead} {rendered.text}", rendered.facts, rendered.claims)


def _ranked(f: MatchFacts, tf: TournamentFacts) -> Rendered:
    thirds = _thirds(tf)
    if len(thirds) < 2 or not tf.qualified():
        return unknown(
            f.say(
                "thirds.none",
                "The {tournament} data has no third-placed teams of several groups to rank.",
                tournament=tournament_name(f),
            )
        )
    through = set(tf.qualified())
    went = [r.team for _, r in thirds if r.team in through]
    gone = [r.team for _, r in thirds if r.team not in through]
    sep = f.say("and", " and ")
    if not went:  # the groups' first two alone went through: no ranking to show
        none = f.say(
            "thirds.none_through",
            "No third-placed team went through to the knockout rounds ({n} groups).",
            n=len(thirds),
        )
        return answer(none, QualifiedFacts(qualified=[]))
    head = f.say(
        "thirds.through",
        "{n} of the {total} third-placed teams went through to the knockout rounds: "
        "{went}; {out} went out.",
        n=len(went),
        total=len(thirds),
        went=join_names([team_label(f, t) for t in went], sep),
        out=join_names([team_label(f, t) for t in gone], sep) if gone else "-",
    )
    lines = [
        f.say(
            "thirds.row",
            "{place}. {team} ({group}): {points} pts, goal difference {gd}, {scored} scored",
            place=i,
            team=team_label(f, r.team),
            group=group_label(f, group),
            points=r.points,
            gd=f"{r.difference:+d}" if r.difference else "0",
            scored=r.scored,
        )
        for i, (group, r) in enumerate(thirds, 1)
    ]
    rule = f.say(
        "thirds.rule",
        "Ranked by points, goal difference, then goals scored.",
    )
    text = "\n".join([head, *lines, rule])
    return answer(text, QualifiedFacts(qualified=went))
