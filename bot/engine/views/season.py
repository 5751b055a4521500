"""A club season as fans ask about it: two clubs' meetings (a league's home and away, a
cup's two legs, a derby), the table's bottom and places, a club's home and away record,
form and runs.

Only what the results say: the club files have scores and nothing more, so no answer
here names a scorer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tiebreak import tiebreak_text
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views import counts
from bot.engine.views.base import VIEWS, Rendered, join_names, view
from bot.engine.views.season_verdicts import (
    club_elsewhere,
    place_verdict,
    relegation_verdict,
    split_by,
    verdict_places,
)
from bot.engine.views.shapes import (
    ComparedFacts,
    HomeAwayFacts,
    LeagueLeaderFacts,
    MostFacts,
    RelegatedFacts,
    TableFacts,
    TeamFacts,
    TeamMatchesFacts,
    answer,
    unknown,
)
from bot.engine.views.tournament import group_table, no_final
from bot.engine.views.tournament_text import (
    games_left,
    match_label,
    nth_word,
    place_line,
    place_name,
    score_line,
    surely_down,
    team_label,
    tournament_name,
    win_points,
)
from bot.engine.views.unsettled import relegation_open
from bot.engine.views.winless import asked_run
from bot.knowledge import Match, StageKind


def split_record(tf: TournamentFacts, team: str, home: bool) -> Row:
    """The team's league record at home (first listed) or away."""
    games = [
        m
        for m in tf.matches_of(team)
        if m.score is not None
        and StageKind(m.stage) is StageKind.LEAGUE
        and (m.teams[0] == team) == home
    ]
    row = Row(team)
    for m in games:
        side = m.teams.index(team)
        own, other = m.score.final[side], m.score.final[1 - side]  # type: ignore[union-attr]
        row = Row(
            team,
            row.played + 1,
            row.won + (own > other),
            row.drawn + (own == other),
            row.lost + (own < other),
            row.scored + own,
            row.conceded + other,
        )
    return row


# --- the table's bottom and places ----------------------------------------------------


def _league(f: MatchFacts) -> TournamentFacts | None:
    tf = f.tournament
    return tf if tf is not None and tf.is_league else None


def _no_league(f: MatchFacts) -> Rendered:
    return unknown(
        f.say(
            "season.no_league",
            "The {tournament} has no league table.",
            tournament=tournament_name(f),
        )
    )


def league_order(f: MatchFacts, tf: TournamentFacts) -> str:
    """The rule every ranking answer states (short: the league's own rules)."""
    rules = [r for r in tf.tiebreak if r != "name"]
    return f.say("season.order", "Ranked by {order}.", order=tiebreak_text(rules, f.lang))


def unfinished(f: MatchFacts, tf: TournamentFacts) -> str:
    """'The data has 370 of 380 results': a table of the season as the data has it."""
    league = tf.of_stage(StageKind.LEAGUE)
    played = sum(m.score is not None for m in league)
    if played == len(league):
        return ""
    return " " + f.say(
        "season.as_data_has_it",
        "(As the data has it: {played} of {total} results.)",
        played=played,
        total=len(league),
    )


@view("relegated", needs_tournament=True, needs_league=True)
def relegated(f: MatchFacts, s: Slots) -> Rendered:
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    rules = tf.t.rules
    if rules is None or not rules.relegated:
        return unknown(
            f.say(
                "season.no_relegation",
                "The data of the {tournament} does not say how many clubs go down.",
                tournament=tournament_name(f),
            )
        )
    rows = tf.table(None)
    down = list(enumerate(rows, start=1))[-rules.relegated :]
    names = [place_line(f, pos, r) for pos, r in down]
    sure = surely_down(tf, rows, rules.relegated)
    title, clubs = tournament_name(f), join_names(names, f.say("and", " and "))
    if len(sure) == len(down):
        text = f.say(
            "season.relegated",
            "Relegated from the {tournament} (the bottom {n}): {clubs}.",
            tournament=title, n=rules.relegated, clubs=clubs,
        )  # fmt: skip
    else:  # results to come or missing that could change who goes down: those open
        still = join_names([team_label(f, r.team) for _, r in down if r.team not in sure],
                           f.say("and", " and "))  # fmt: skip
        text = relegation_open(f, tf, s, title=title, n=rules.relegated, clubs=clubs, still=still)
    playoff = [p for p in rules.places if len(rows) - rules.relegated - 3 < p.first <= len(rows)]
    for p in playoff:
        if p.last <= len(rows):
            who, nth = team_label(f, rows[p.first - 1].team), nth_word(f, p.first)
            if tf.league_done:
                text += " " + f.say(
                    "season.playoff", "{team} ({nth}) went to the {place}.",
                    team=who, nth=nth, place=place_name(f, p.name),
                )  # fmt: skip
            else:  # before the end: the place it holds, not where it went
                text += " " + f.say(
                    "season.playoff_now", "{team} ({nth}) holds the {place} place.",
                    team=who, nth=nth, place=place_name(f, p.name),
                )  # fmt: skip
    team = next((t for t in s.teams if t in tf.teams), None)
    verdict = relegation_verdict(f, tf, s, rows, sure)
    if verdict is not None:  # "did leicester go down": yes or no first
        text = f"{verdict} {text}"
    elif team is not None:
        name = team_label(f, team)
        if team in sure:
            text += " " + f.say("season.team_down", "{team} went down.", team=name)
        elif any(r.team == team for _, r in down):
            text += " " + f.say(
                "season.team_in_places", "{team} are in the relegation places.", team=name
            )
        elif len(sure) < len(down):
            text += " " + f.say(
                "season.team_above", "{team} are above the relegation places.", team=name
            )
        else:
            text += " " + f.say("season.team_stayed", "{team} stayed up.", team=name)
    text += unfinished(f, tf) + "\n" + league_order(f, tf)
    return answer(text, RelegatedFacts(relegated=[r.team for _, r in down]))


@view("places", needs_tournament=True, needs_league=True)
def places(f: MatchFacts, s: Slots) -> Rendered:
    """The European places (the league's rules), or the top N asked."""
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    if (path := club_elsewhere(f, tf, s)) is not None:
        return path
    rows = tf.table(None)
    rules = tf.t.rules
    lines = []
    rules_places = [p for p in (rules.places if rules else []) if p.last < len(rows) / 2]
    top = s.top[0] if s.top else None
    if top is not None:
        names = [place_line(f, i, r) for i, r in enumerate(rows[:top], start=1)]
        lines.append(
            f.say(
                "season.top",
                "The top {n}: {clubs}.",
                n=top,
                clubs=join_names(names, f.say("and", " and ")),
            )
        )
    for p in verdict_places(s, rows, rules_places) if top is None else []:
        names = [place_line(f, i, rows[i - 1]) for i in range(p.first, min(p.last, len(rows)) + 1)]
        lines.append(f"{place_name(f, p.name, True)}: {join_names(names, f.say('and', ' and '))}.")
    lines += [place_name(f, rules.note)] if lines and top is None and rules and rules.note else []
    if not lines:  # no rules stated: the table answers
        return group_table(f, s)
    head = f.say("season.places_head", "The {tournament}:", tournament=tournament_name(f))
    verdict = place_verdict(f, tf, s, rows)  # "did newcastle make the top 4": yes or no first
    text = " ".join([*([verdict] if verdict else []), head, *lines])
    text += unfinished(f, tf) + "\n" + league_order(f, tf)
    return answer(text, TableFacts(table=[r.team for r in rows]))


# --- a club's season --------------------------------------------------------------------


def _club(f: MatchFacts, s: Slots) -> tuple[TournamentFacts, str] | Rendered:
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    team = next((t for t in s.teams if t in tf.teams), None)
    if team is None:
        return unknown(f.say("season.which_club", "Which club?"))
    return tf, team


def _record(f: MatchFacts, r: Row) -> str:
    return f.say(
        "season.record",
        "played {p}, won {w}, drew {d}, lost {l}, goals {gf}-{ga} ({pts})",
        p=r.played,
        w=r.won,
        d=r.drawn,
        l=r.lost,
        gf=r.scored,
        ga=r.conceded,
        pts=f.count_points(r.points),
    )


def _home_or_away(f: MatchFacts, s: Slots, home: bool) -> Rendered:
    found = _club(f, s)
    if isinstance(found, Rendered):
        return found
    tf, team = found
    r = split_record(tf, team, home)
    name, of, record = team_label(f, team), tournament_name(f), _record(f, r)
    if home:
        text = f.say(
            "season.home", "{team} at home in the {tournament}: {record}.",
            team=name, tournament=of, record=record,
        )  # fmt: skip
    else:
        text = f.say(
            "season.away", "{team} away in the {tournament}: {record}.",
            team=name, tournament=of, record=record,
        )  # fmt: skip
    return answer(text, HomeAwayFacts(team=team, won=r.won, drawn=r.drawn, lost=r.lost))


def home_or_away(f: MatchFacts, s: Slots) -> Rendered | None:
    """A club's record asked "at home" or "away" (one club named, a league): that half of
    it, whichever view was asked ("ipswich home record"); else None."""
    asked = {topic.HOME, topic.AWAY} & set(s.topics)
    if len(asked) != 1 or len(s.teams) != 1 or _league(f) is None:
        return None
    return _home_or_away(f, s, topic.HOME in asked)


@view("home_record", needs_tournament=True, needs_league=True)
def home_record(f: MatchFacts, s: Slots) -> Rendered:
    return home_or_away(f, s) or _home_or_away(f, s, True)


@view("away_record", needs_tournament=True, needs_league=True)
def away_record(f: MatchFacts, s: Slots) -> Rendered:
    return home_or_away(f, s) or _home_or_away(f, s, False)


FORM_GAMES = 5


def _outcome(team: str, m: Match) -> str:
    """W, D or L: the letters the answers' own words are (see `season.form_key`)."""
    if m.winner is None:
        return "D"
    return "W" if m.winner == team else "L"


@view("form", needs_tournament=True, needs_league=True)
def form(f: MatchFacts, s: Slots) -> Rendered:
    if (split := home_or_away(f, s)) is not None:  # "X away form": that half of the record
        return split
    found = _club(f, s)
    if isinstance(found, Rendered):
        return found
    tf, team = found
    played = _league_played(tf, team)
    last = played[-FORM_GAMES:]
    words = {
        "W": f.say("season.form_W", "W"),
        "D": f.say("season.form_D", "D"),
        "L": f.say("season.form_L", "L"),
    }
    letters = "".join(words[_outcome(team, m)] for m in last)
    lines = [f"- {match_label(f, m, teams=False)}: {score_line(f, m, short=True)}" for m in last]
    head = f.say(
        "season.form",
        "{team}'s last {n} league games: {letters}.",
        team=team_label(f, team),
        n=len(last),
        letters=letters,
    )
    return answer(
        "\n".join([head, *lines]), TeamMatchesFacts(team=team, matches=[m.id for m in last])
    )


def _league_played(tf: TournamentFacts, team: str) -> list[Match]:
    """The team's league games played, in order."""
    return [
        m
        for m in tf.matches_of(team)
        if m.score is not None and StageKind(m.stage) is StageKind.LEAGUE
    ]


@dataclass(frozen=True)
class Runs:
    """A team's longest unbeaten and winning runs of matches."""

    unbeaten: list[Match]
    winning: list[Match]


def longest_runs(team: str, matches: list[Match]) -> Runs:
    """The longest unbeaten and winning runs (the first, when two are as long)."""
    unbeaten = _longest(matches, lambda m: _outcome(team, m) != "L")
    return Runs(unbeaten, _longest(matches, lambda m: _outcome(team, m) == "W"))


def _longest(matches: list[Match], keeps: Callable[[Match], bool]) -> list[Match]:
    """The longest run of matches that each keep it going (the first of two as long)."""
    best: list[Match] = []
    now: list[Match] = []
    for m in matches:
        now = [*now, m] if keeps(m) else []
        if len(now) > len(best):
            best = now
    return best


def _run(f: MatchFacts, run: list[Match], *, unbeaten: bool) -> str:
    if not run:
        if unbeaten:
            return f.say("season.no_unbeaten", "no unbeaten run")
        return f.say("season.no_winning", "no winning run")
    n = len(run)
    first = match_label(f, run[0], teams=False)
    last = match_label(f, run[-1], teams=False)
    if unbeaten:
        return f.say(
            "season.unbeaten", "longest unbeaten run {n} games ({first} to {last})",
            n=n, first=first, last=last,
        )  # fmt: skip
    return f.say(
        "season.winning", "longest winning run {n} games ({first} to {last})",
        n=n, first=first, last=last,
    )  # fmt: skip


@view("runs", needs_tournament=True, needs_league=True)
def runs(f: MatchFacts, s: Slots) -> Rendered:
    found = _club(f, s)
    if isinstance(found, Rendered):
        return found
    tf, team = found
    played = _league_played(tf, team)
    best = longest_runs(team, played)
    parts = [_run(f, best.unbeaten, unbeaten=True), _run(f, best.winning, unbeaten=False)]
    asked = asked_run(f, s.topics, [_outcome(team, m) for m in played], played)
    parts = [asked, *parts] if asked else parts  # "winless", "losing": that run first
    text = f.say(
        "season.runs",
        "{team} in the {tournament}: {runs}.",
        team=team_label(f, team),
        tournament=tournament_name(f),
        runs="; ".join(parts),
    )
    return answer(text, TeamFacts(team=team))


# --- a season still being played -------------------------------------------------------


def _decided(f: MatchFacts, tf: TournamentFacts, team: str) -> Rendered:
    """Every league game played: a league's champion is its top. A league phase before
    knockouts (the Champions League) wins nothing: the final does, if it has a result."""
    top = tf.table(None)[0]
    champion = (
        top.team if all(StageKind(m.stage) is StageKind.LEAGUE for m in tf.matches) else tf.winner
    )
    if champion is None:
        text = f.say(
            "season.phase_top",
            "{team} topped the league phase of the {tournament} with {pts}; that does not win it.",
            team=team_label(f, top.team),
            tournament=tournament_name(f),
            pts=f.count_points(top.points),
        )
        return answer(text + " " + no_final(f, tf), TeamFacts(team=team))
    text = f.say(
        "season.over",
        "The {tournament} is over: {champion} won it.",
        tournament=tournament_name(f),
        champion=team_label(f, champion),
    )
    return answer(text, TeamFacts(team=team))


@view("can_win", needs_tournament=True, needs_league=True)
def can_win(f: MatchFacts, s: Slots) -> Rendered:
    """Whether a club can still win the league, counted: its points now plus every game
    left won, against the leader's points now."""
    found = _club(f, s)
    if isinstance(found, Rendered):
        return found
    tf, team = found
    rows = tf.table(None)
    left = games_left(tf)
    if not any(left.values()):
        return _decided(f, tf, team)
    row = next(r for r in rows if r.team == team)
    win = win_points(tf)
    most = row.points + win * left[team]
    leader = max((r for r in rows if r.team != team), key=lambda r: r.points)
    name, lead = team_label(f, team), team_label(f, leader.team)
    pts, most_pts = f.count_points(row.points), f.count_points(most)
    lead_pts, games = f.count_points(leader.points), counts.games(f, left[team])
    if most < leader.points:
        text = f.say(
            "season.cannot_win",
            "No: {team} have {pts} with {games} left, {most} at most, and {leader} already "
            "have {lead_pts}.",
            team=name, pts=pts, games=games, most=most_pts, leader=lead, lead_pts=lead_pts,
        )  # fmt: skip
    else:
        text = f.say(
            "season.can_win",
            "Yes, mathematically: {team} have {pts} with {games} left, {most} at most; "
            "{leader} have {lead_pts}.",
            team=name, pts=pts, games=games, most=most_pts, leader=lead, lead_pts=lead_pts,
        )  # fmt: skip
    return answer(text, MostFacts(team=team, most=most))


@view("season_state", needs_tournament=True, needs_league=True)
def season_state(f: MatchFacts, s: Slots) -> Rendered:
    """Who leads and how many league games are left (or who won it, when none are)."""
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    rows = tf.table(None)
    league = tf.of_stage(StageKind.LEAGUE)
    left = sum(m.score is None for m in league)
    if not left:
        return can_win(f, Slots(teams=[rows[0].team]))
    text = f.say(
        "season.state",
        "{leader} lead the {tournament} with {pts}, {gap} clear of {second}; {games} of "
        "{total} left ({days}).",
        leader=team_label(f, rows[0].team),
        tournament=tournament_name(f),
        pts=f.count_points(rows[0].points),
        gap=f.count_points(rows[0].points - rows[1].points),
        second=team_label(f, rows[1].team),
        games=counts.league_games(f, left),
        total=len(league),
        days=counts.matchdays(f, len({m.round for m in league if m.score is None})),
    )
    team = next((t for t in s.teams if t in tf.teams), None)
    if team is not None:  # "how many games do liverpool have left": theirs first
        own = [m for m in league if team in m.teams]
        mine = f.say(
            "season.team_left",
            "{team} have {games} left (played {played}).",
            team=team_label(f, team),
            games=counts.league_games(f, sum(m.score is None for m in own)),
            played=sum(m.score is not None for m in own),
        )
        text = f"{mine} {text}"
    return answer(
        text + "\n" + league_order(f, tf), LeagueLeaderFacts(leader=rows[0].team, left=left)
    )


@view("higher", needs_tournament=True, needs_league=True)
def higher(f: MatchFacts, s: Slots) -> Rendered:
    """Which of two clubs finished (or, matches left, is) higher, and by what rule when
    level on points."""
    tf = _league(f)
    if tf is None:
        return _no_league(f)
    named = [t for t in s.teams if t in tf.teams][:2]
    if len(named) == 1:  # "the toon's points": that club's record, with its points
        return VIEWS["team_record"](f, s)
    if len(named) < 2:
        return unknown(f.say("season.which_two", "Which two clubs?"))
    rows = tf.table(None)
    order = [r.team for r in rows]
    a, b = sorted(named, key=order.index)
    ra, rb = rows[order.index(a)], rows[order.index(b)]
    a_place = f"{nth_word(f, order.index(a) + 1)}, {f.count_points(ra.points)}"
    b_place = f"{nth_word(f, order.index(b) + 1)}, {f.count_points(rb.points)}"
    if tf.league_done:
        text = f.say(
            "season.higher",
            "{a} finished higher: {a_place} against {b}'s {b_place}.",
            a=team_label(f, a), b=team_label(f, b), a_place=a_place, b_place=b_place,
        )  # fmt: skip
    else:  # league matches left: higher now
        text = f.say(
            "season.higher_open",
            "{a} are higher: {a_place} against {b}'s {b_place}.",
            a=team_label(f, a), b=team_label(f, b), a_place=a_place, b_place=b_place,
        )  # fmt: skip
    if ra.points == rb.points:
        text += " " + split_by(f, tf, ra, rb)
    text += unfinished(f, tf) + "\n" + league_order(f, tf)
    return answer(text, ComparedFacts(higher=a, lower=b))
