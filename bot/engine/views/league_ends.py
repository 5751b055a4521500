"""A league table's ends asked short: who topped it ("who topped the ucl league phase":
the club on top with its points, not the whole table) and who came up or goes up
(promotion), only as the data and the league's rules say.

Who came up into a season is what the knowledge holds (`rules.came_up`: stated, or found
by the loader from the previous season of the same league or of the league below); who
goes up from a second division is its top places by its rules (`rules.promoted`).
Without either, the answer says the data does not tell: it is never guessed.
"""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, join_names, not_in_report, view
from bot.engine.views.season import league_order, places, unfinished
from bot.engine.views.tournament import no_final
from bot.engine.views.tournament_text import place_line, place_name, team_label, tournament_name


def _league(f: MatchFacts) -> TournamentFacts | None:
    tf = f.tournament
    return tf if tf is not None and tf.is_league else None


def _no_league(f: MatchFacts) -> Rendered:
    text = f.say(
        "season.no_league", "The {tournament} has no league table.", tournament=tournament_name(f)
    )
    return not_in_report(text)


@view("table_top", needs_tournament=True, needs_league=True)
def table_top(f: MatchFacts, s: Slots) -> Rendered:
    """The club on top of the table with its points; of a league phase (the Champions
    League's), that topping it wins nothing (who went straight through: `places`)."""
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    if s.top:  # "the top 4": a ranking, not its first
        return places(f, s)
    rows = tf.table(None)
    top = rows[0]
    league = tf.of_stage("league")
    phase = len(league) < len(tf.matches)  # a league phase, then knockouts
    team, name, pts = team_label(f, top.team), tournament_name(f), f.count_points(top.points)
    text = (_top_open if not tf.league_done else _top_done)(f, phase, team, name, pts)
    if len(rows) > 1 and rows[1].points == top.points:
        text += " " + _top_level(f, tf, team_label(f, rows[1].team), team)
    if phase:
        text += " " + f.say("season.wins_nothing", "That does not win it.")
    if phase and tf.winner is None:
        text += " " + no_final(f, tf)
    return Rendered(text + unfinished(f, tf) + "\n" + league_order(f, tf), dict(team=top.team))


def _top_done(f: MatchFacts, phase: bool, team: str, name: str, pts: str) -> str:
    """Every league match played: who topped it."""
    if phase:
        return f.say(
            "season.phase_top_of",
            "{team} topped the league phase of the {tournament} with {pts}.",
            team=team,
            tournament=name,
            pts=pts,
        )
    return f.say(
        "season.top_of", "{team} topped the {tournament} with {pts}.", team=team,
        tournament=name, pts=pts,
    )  # fmt: skip


def _top_open(f: MatchFacts, phase: bool, team: str, name: str, pts: str) -> str:
    """League matches left: who leads, not who topped it."""
    if phase:
        return f.say(
            "season.phase_top_of_open",
            "{team} lead the league phase of the {tournament} with {pts}.",
            team=team,
            tournament=name,
            pts=pts,
        )
    return f.say(
        "season.top_of_open", "{team} lead the {tournament} with {pts}.", team=team,
        tournament=name, pts=pts,
    )  # fmt: skip


def _top_level(f: MatchFacts, tf: TournamentFacts, second: str, team: str) -> str:
    if tf.league_done:
        return f.say(
            "season.top_level",
            "{second} had as many; the rules put {team} first.",
            second=second,
            team=team,
        )
    return f.say(
        "season.top_level_open",
        "{second} have as many; the rules put {team} first.",
        second=second,
        team=team,
    )


@view("promoted", needs_tournament=True, needs_league=True)
def promoted(f: MatchFacts, s: Slots) -> Rendered:
    """Who came up into this season, or who goes up from this (second) division."""
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    rules = tf.t.rules
    if rules is not None and rules.promoted:
        return _going_up(f, tf, rules.promoted)
    if rules is None or not rules.came_up:
        text = f.say(
            "season.came_up_unknown",
            "The data does not say who came up into the {tournament}: the knowledge holds "
            "no earlier season of it, or of the league below.",
            tournament=tournament_name(f),
        )
        return not_in_report(text)
    clubs = [team_label(f, t) for t in rules.came_up if t in tf.teams]
    text = f.say(
        "season.came_up",
        "Came up into the {tournament}: {clubs} (from the seasons the knowledge holds).",
        tournament=tournament_name(f),
        clubs=join_names(clubs, f.say("and", " and ")),
    )
    asked = next((t for t in s.teams if t in tf.teams), None)
    if asked is not None:
        text += " " + (
            f.say("season.team_came_up", "{team} came up.", team=team_label(f, asked))
            if asked in rules.came_up
            else f.say(
                "season.team_not_up",
                "{team} did not: they were in it the season before.",
                team=team_label(f, asked),
            )
        )
    return Rendered(text, dict(came_up=list(rules.came_up)))


def _going_up(f: MatchFacts, tf: TournamentFacts, n: int) -> Rendered:
    """A second division's top `n` by its rules, and its play-off places if stated."""
    rows = tf.table(None)
    names = [place_line(f, i, r) for i, r in enumerate(rows[:n], start=1)]
    text = f.say(
        "season.going_up",
        "Up from the {tournament} directly (the top {n}): {clubs}.",
        tournament=tournament_name(f),
        n=n,
        clubs=join_names(names, f.say("and", " and ")),
    )
    rules = tf.t.rules
    for p in rules.places if rules else []:
        if p.first == n + 1:
            text += " " + f.say(
                "season.play_off_places",
                "{first}-{last}: {name} (its winner goes up too).",
                first=p.first,
                last=p.last,
                name=place_name(f, p.name),
            )
    return Rendered(
        text + unfinished(f, tf) + "\n" + league_order(f, tf),
        dict(promoted=[r.team for r in rows[:n]]),
    )
