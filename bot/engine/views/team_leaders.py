"""Teams ranked by one figure of their tournament, counted from the data: the most goals
scored (the default), the most or fewest conceded, the most wins, the most clean sheets.

"Which team scored the most goals?" names no team: the leaders, ties shown, then the
next few. Every figure counts goals of play (extra time in, shootout kicks out), as the
teams' records do.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.languages import canonical as c
from bot.engine.languages.en.answering import WHAT
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, join_names, view
from bot.engine.views.shapes import LeadersFacts, answer
from bot.engine.views.tournament_text import no_tournament, team_label

NEXT = 4  # how many teams are named after the leaders
NEXT_MOST = 7  # more when teams are level with the last of them


class Figure(StrEnum):
    """The figure teams are ranked by (the keys of the bundle's `WHAT`, in message ids)."""

    SCORED = "scored"
    CONCEDED_FEWEST = "conceded_fewest"
    CONCEDED_MOST = "conceded_most"
    WINS = "wins"
    DRAWS = "draws"
    WINS_FEWEST = "wins_fewest"
    CLEAN = "clean"


def _clean_sheets(tf: TournamentFacts, team: str) -> int:
    return sum(
        1
        for m in tf.matches_of(team)
        if m.score is not None and m.score.final[1 - m.teams.index(team)] == 0
    )


def _next(ranked: list[str], value: dict[str, int], best: int) -> list[str]:
    """The next few after the leaders, never cutting teams level on the figure: the
    last figure shown goes whole (up to NEXT_MOST teams), else it is left out."""
    others = [t for t in ranked if value[t] != best]
    if len(others) <= NEXT or value[others[NEXT]] != value[others[NEXT - 1]]:
        return others[:NEXT]
    level = [t for t in others if value[t] == value[others[NEXT - 1]]]
    shown = [t for t in others[:NEXT] if value[t] != value[others[NEXT - 1]]]
    return shown + level if len(shown) + len(level) <= NEXT_MOST else shown


@view("team_leaders", needs_tournament=True, ranks=c.TEAM_RANKINGS)
def team_leaders(f: MatchFacts, s: Slots) -> Rendered:
    tf = f.tournament
    if tf is None:
        return no_tournament(f)
    teams = [t for t in tf.teams if tf.matches_of(t)]
    measure: Callable[[Row, str], int]
    if topic.FEWEST_CONCEDED in s.topics:
        key, measure, fewest = Figure.CONCEDED_FEWEST, lambda r, t: r.conceded, True
    elif topic.MOST_CONCEDED in s.topics:
        key, measure, fewest = Figure.CONCEDED_MOST, lambda r, t: r.conceded, False
    elif topic.MOST_DRAWS in s.topics:
        key, measure, fewest = Figure.DRAWS, lambda r, t: r.drawn, False
    elif topic.FEWEST_WINS in s.topics:
        key, measure, fewest = Figure.WINS_FEWEST, lambda r, t: r.won, True
    elif topic.MOST_WINS in s.topics:
        key, measure, fewest = Figure.WINS, lambda r, t: r.won, False
    elif topic.CLEAN_SHEET in s.topics:
        key, measure, fewest = Figure.CLEAN, lambda r, t: _clean_sheets(tf, t), False
    else:
        key, measure, fewest = Figure.SCORED, lambda r, t: r.scored, False
    value = {t: measure(tf.record(t), t) for t in teams}
    ranked = sorted(teams, key=lambda t: (value[t] if fewest else -value[t], tf.name_key(t)))
    if not ranked:
        return no_tournament(f)
    best = value[ranked[0]]
    leaders = [t for t in ranked if value[t] == best]
    rest = _next(ranked, value, best)
    what, unit = WHAT[key]
    head = f.say(
        "leaders.head",
        "{what} at the {tournament}: {names}, {n} {unit}.",
        what=f.say(f"leaders.{key}", what),
        tournament=str(tf.t.tr("name", f.lang)),
        names=join_names([team_label(f, t) for t in leaders], f.say("and", " and ")),
        n=best,
        unit=f.say(f"leaders.unit_{key}", unit),
    )
    if rest:
        head += " " + f.say(
            "leaders.next",
            "Next: {rest}.",
            rest=", ".join(f"{team_label(f, t)} {value[t]}" for t in rest),
        )
    return answer(head, LeadersFacts(teams=leaders, value=best))
