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
from bot.engine.facts.wording import competition_name
from bot.engine.languages import canonical as c
from bot.engine.languages.en.answering import WHAT
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, join_names, not_in_report, view
from bot.engine.views.season import split_record
from bot.engine.views.shapes import LeadersFacts, answer
from bot.engine.views.stage_scope import scoped, stage_named
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
    LOSSES = "losses"
    LOSSES_FEWEST = "losses_fewest"
    HOME_BEST = "home_best"
    AWAY_BEST = "away_best"
    HOME_WORST = "home_worst"
    AWAY_WORST = "away_worst"


HOME_AWAY = (Figure.HOME_BEST, Figure.AWAY_BEST, Figure.HOME_WORST, Figure.AWAY_WORST)
Measure = Callable[[Row, str], int]


def _points_at(tf: TournamentFacts, home: bool) -> Measure:
    """Points won at home (or away) in the league: 3 a win, 1 a draw."""

    def points(_: Row, team: str) -> int:
        r = split_record(tf, team, home)
        return 3 * r.won + r.drawn

    return points


def _figures(
    tf: TournamentFacts, stages: frozenset[str] | None = None
) -> list[tuple[str, Figure, Measure, bool]]:
    """Per ranking topic, the narrowest first: its figure, measure and whether the
    fewest leads."""
    return [
        (topic.FEWEST_CONCEDED, Figure.CONCEDED_FEWEST, lambda r, t: r.conceded, True),
        (topic.MOST_CONCEDED, Figure.CONCEDED_MOST, lambda r, t: r.conceded, False),
        (topic.MOST_DRAWS, Figure.DRAWS, lambda r, t: r.drawn, False),
        (topic.FEWEST_WINS, Figure.WINS_FEWEST, lambda r, t: r.won, True),
        (topic.MOST_LOSSES, Figure.LOSSES, lambda r, t: r.lost, False),
        (topic.FEWEST_LOSSES, Figure.LOSSES_FEWEST, lambda r, t: r.lost, True),
        (topic.BEST_HOME, Figure.HOME_BEST, _points_at(tf, True), False),
        (topic.BEST_AWAY, Figure.AWAY_BEST, _points_at(tf, False), False),
        (topic.WORST_HOME, Figure.HOME_WORST, _points_at(tf, True), True),
        (topic.WORST_AWAY, Figure.AWAY_WORST, _points_at(tf, False), True),
        (topic.MOST_WINS, Figure.WINS, lambda r, t: r.won, False),
        (topic.CLEAN_SHEET, Figure.CLEAN, lambda r, t: _clean_sheets(tf, t, stages), False),
    ]


def _clean_sheets(tf: TournamentFacts, team: str, stages: frozenset[str] | None = None) -> int:
    return sum(
        1
        for m in tf.matches_of(team)
        if m.score is not None
        and m.score.final[1 - m.teams.index(team)] == 0
        and (not stages or m.stage in stages)
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
    stages = scoped(tf, s)  # "in the league phase": that stage's games alone
    teams = [t for t in tf.teams if any(not stages or m.stage in stages for m in tf.matches_of(t))]
    key, measure, fewest = next(
        ((k, m, few) for t, k, m, few in _figures(tf, stages) if t in s.topics),
        (Figure.SCORED, lambda r, t: r.scored, False),
    )
    if key in HOME_AWAY and not tf.is_league:
        text = f.say(
            "leaders.no_home_away",
            "The {tournament} is not played home and away: its data has no home or away "
            "records to rank.",
            tournament=competition_name(tf.t, f.lang),
        )
        return not_in_report(text)
    value = {t: measure(tf.record(t, stages), t) for t in teams}
    ranked = sorted(teams, key=lambda t: (value[t] if fewest else -value[t], tf.name_key(t)))
    if not ranked:
        return no_tournament(f)
    best = value[ranked[0]]
    leaders = [t for t in ranked if value[t] == best]
    rest = _next(ranked, value, best)
    what, unit = WHAT[key]
    names = join_names([team_label(f, t) for t in leaders], f.say("and", " and "))
    head = (
        f.say(
            "leaders.head_stage",
            "{what} in the {stage} of the {tournament}: {names}, {n} {unit}.",
            what=f.say(f"leaders.{key}", what),
            stage=stage_named(f, stages),
            tournament=competition_name(tf.t, f.lang),
            names=names,
            n=best,
            unit=f.say(f"leaders.unit_{key}", unit),
        )
        if stages
        else f.say(
            "leaders.head",
            "{what} at the {tournament}: {names}, {n} {unit}.",
            what=f.say(f"leaders.{key}", what),
            tournament=competition_name(tf.t, f.lang),
            names=names,
            n=best,
            unit=f.say(f"leaders.unit_{key}", unit),
        )
    )
    if rest:
        head += " " + f.say(
            "leaders.next",
            "Next: {rest}.",
            rest=", ".join(f"{team_label(f, t)} {value[t]}" for t in rest),
        )
    return answer(head, LeadersFacts(teams=leaders, value=best))
