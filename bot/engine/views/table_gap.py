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
from bot.engine.views.season import league_order, unfinished
from bot.engine.views.tournament_text import place_line, team_label, tournament_name


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
    """The gap in one sentence, each phrase said by its own key with its fields named (the
    Spanish-phrase check reads each `f.say` call)."""
    top, other = rows[hi], rows[lo]
    gap = top.points - other.points
    a, b = place_line(f, hi + 1, top), place_line(f, lo + 1, other)
    pts, name, first = f.count_points(gap), tournament_name(f), team_label(f, top.team)
    if gap == 0:
        return _level(f, tf.league_done, a, b, name, first)
    if hi == 0 and lo == 1:
        if tf.league_done:
            return f.say(
                "gap.title",
                "{top} won the {tournament} by {pts} over {other}.",
                top=a,
                other=b,
                pts=pts,
                tournament=name,
            )
        return f.say(
            "gap.title_open",
            "{top} lead the {tournament} by {pts} over {other}.",
            top=a,
            other=b,
            pts=pts,
            tournament=name,
        )
    if tf.league_done:
        return f.say(
            "gap.behind",
            "{other} finished {pts} behind {top} in the {tournament}.",
            top=a,
            other=b,
            pts=pts,
            tournament=name,
        )
    return f.say(
        "gap.behind_open",
        "{other} are {pts} behind {top} in the {tournament}.",
        top=a,
        other=b,
        pts=pts,
        tournament=name,
    )


def _level(f: MatchFacts, done: bool, a: str, b: str, name: str, first: str) -> str:
    if done:
        return f.say(
            "gap.level",
            "{top} and {other} finished level on points in the {tournament}; the rules put "
            "{first} above.",
            top=a,
            other=b,
            tournament=name,
            first=first,
        )
    return f.say(
        "gap.level_open",
        "{top} and {other} are level on points in the {tournament}; the rules put {first} above.",
        top=a,
        other=b,
        tournament=name,
        first=first,
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
