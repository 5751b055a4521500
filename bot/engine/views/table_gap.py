"""The points between places of a league table: the title margin ("by how many points did
X win the league", "the gap between first and second"), how far a club was behind the top
("how far behind were X"), or between two clubs named.

Counted from the table the data gives (its rules break ties); a season still being
played says "lead" and "are", a finished one "won" and "finished".
"""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, not_in_report, view
from bot.engine.views.season import league_order, place_line, unfinished
from bot.engine.views.tournament_text import team_label, tournament_name


def _pair(tf: TournamentFacts, s: Slots, rows: list[Row]) -> tuple[int, int]:
    """The two places compared (0-based, the higher first): the two clubs named, the club
    named and the top (the second when it is the top), else the top two."""
    at = {r.team: i for i, r in enumerate(rows)}
    named = [at[t] for t in s.teams if t in at]
    if len(named) >= 2 and named[0] != named[1]:
        return min(named[:2]), max(named[:2])
    if named:
        return (0, 1) if named[0] == 0 else (0, named[0])
    return 0, 1


def _line(f: MatchFacts, tf: TournamentFacts, hi: int, lo: int, rows: list[Row]) -> str:
    top, other = rows[hi], rows[lo]
    gap = top.points - other.points
    done = tf.league_done
    args = dict(
        top=place_line(f, hi + 1, top),
        other=place_line(f, lo + 1, other),
        pts=f.count_points(gap),
        tournament=tournament_name(f),
        first=team_label(f, top.team),
    )
    if gap == 0:
        key = "gap.level" if done else "gap.level_open"
        return f.say(
            key,
            "{top} and {other} finished level on points in the {tournament}; the rules put "
            "{first} above."
            if done
            else "{top} and {other} are level on points in the {tournament}; the rules put "
            "{first} above.",
            **args,
        )
    if hi == 0 and lo == 1:
        return f.say(
            "gap.title" if done else "gap.title_open",
            "{top} won the {tournament} by {pts} over {other}."
            if done
            else "{top} lead the {tournament} by {pts} over {other}.",
            **args,
        )
    return f.say(
        "gap.behind" if done else "gap.behind_open",
        "{other} finished {pts} behind {top} in the {tournament}."
        if done
        else "{other} are {pts} behind {top} in the {tournament}.",
        **args,
    )


@view("table_gap", needs_tournament=True, needs_league=True, ranks=(topic.POINTS_GAP,))
def table_gap(f: MatchFacts, s: Slots) -> Rendered:
    tf = f.tournament
    if tf is None or not tf.is_league:
        return not_in_report(
            f.say(
                "season.no_league",
                "The {tournament} has no league table.",
                tournament=tournament_name(f) if tf is not None else "",
            )
        )
    rows = tf.table(None)
    if len(rows) < 2:
        return not_in_report(f.say("gap.none", "The table has fewer than two clubs."))
    hi, lo = _pair(tf, s, rows)
    text = _line(f, tf, hi, lo, rows)
    return Rendered(
        text + unfinished(f, tf) + "\n" + league_order(f, tf),
        dict(teams=[team_label(f, rows[hi].team), team_label(f, rows[lo].team)],
             gap=rows[hi].points - rows[lo].points),
    )  # fmt: skip
