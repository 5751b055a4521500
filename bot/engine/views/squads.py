"""Views about the tournament's squads: a player's number, position, club and age; who
wears a number; the youngest and oldest; the players of one club. All from the squad
lists as the data gives them."""

from __future__ import annotations

import datetime as dt

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts, first_or_last_born
from bot.engine.facts.wording import competition_name
from bot.engine.languages.en.answering import PLURALS, POSITIONS
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, join_names, view
from bot.engine.views.shapes import (
    ClubFacts,
    ClubsFacts,
    NumberFacts,
    PlayersFacts,
    SquadPlayerFacts,
    TeamPlayersFacts,
    answer,
    unknown,
)
from bot.engine.views.tournament_text import date_label, team_label
from bot.knowledge import Player, Position


def _squads(f: MatchFacts) -> TournamentFacts | None:
    tf = f.tournament
    return tf if tf is not None and tf.players else None


def _no_squads(f: MatchFacts) -> Rendered:
    return unknown(f.say("squads.none", "The knowledge has no squad lists."))


def asked_player(f: MatchFacts, s: Slots) -> Player | None:
    """The squad player the question names (a report's person through their link)."""
    tf = f.tournament
    if tf is None:
        return None
    ids = [*s.players, *(f.k.players.get(p, "") for p in s.people)]
    return next((tf.players[i] for i in ids if i in tf.players), None)


def _day(f: MatchFacts, s: Slots, tf: TournamentFacts, team: str | None = None) -> dt.date | None:
    """The day an age is asked for: a date named (in the tournament's year), the day of
    a stage named (the team's match in it, else its only one), else the first day."""
    if s.stages and not s.dates:
        games = [m for m in tf.matches if m.stage in s.stages]
        own = [m for m in games if team in m.teams] or games
        if own:
            return own[-1].date
    year = s.years[0] if s.years else tf.first_day.year if tf.first_day else None
    if s.dates and year:
        month, day = (int(x) for x in s.dates[0].split("-"))
        try:
            return dt.date(year, month, day)
        except ValueError:
            return None
    return tf.first_day


def player_line(f: MatchFacts, p: Player, day: dt.date | None) -> str:
    parts = [team_label(f, p.team)]
    if p.number is not None:
        parts.append(f.say("squad.number", "number {n}", n=p.number))
    if p.position:
        parts.append(f.say(f"position.{p.position}", POSITIONS[p.position]))
    if p.club:
        parts.append(p.club)
    text = f"{p.name}: " + ", ".join(parts)
    if p.date_of_birth is not None:
        text += f.say("squad.born", "; born {date}", date=date_label(f, p.date_of_birth))
        age = p.age_on(day) if day else None
        if age is not None and day is not None:
            text += f.say("squad.age", " (aged {age} on {day})", age=age, day=date_label(f, day))
    return text + "."


@view("squad_player", family="squad_player", needs_tournament=True)
def squad_player(f: MatchFacts, s: Slots) -> Rendered:
    tf = _squads(f)
    if tf is None:
        return _no_squads(f)
    p = asked_player(f, s)
    if p is None:
        if s.numbers:
            return squad_number(f, s)
        return unknown(f.say("squad.who", "Which player? Name one from a squad."))
    return answer(
        player_line(f, p, _day(f, s, tf, p.team)), SquadPlayerFacts(player=p.id, team=p.team)
    )


@view("squad_number", family="squad_player", needs_tournament=True)
def squad_number(f: MatchFacts, s: Slots) -> Rendered:
    tf = _squads(f)
    if tf is None:
        return _no_squads(f)
    if not s.numbers:
        return squad_player(f, s) if asked_player(f, s) else _no_number(f)
    n = s.numbers[0]
    teams = [t for t in s.teams if t in tf.teams]
    if not teams:
        wearing = [p for p in tf.t.players if p.number == n]
        names = ", ".join(f"{p.name} ({team_label(f, p.team)})" for p in wearing)
        return unknown(
            f.say(
                "squad.number_which_team",
                "Which team? Number {n} is worn by {names}.",
                n=n,
                names=names or "-",
            ),
            NumberFacts(number=n),
        )
    hits = [p for p in tf.squads.get(teams[0], []) if p.number == n]
    if not hits:
        return unknown(
            f.say(
                "squad.number_none",
                "No {team} player wears number {n} in the squad list.",
                team=team_label(f, teams[0]),
                n=n,
            )
        )
    return answer(
        player_line(f, hits[0], _day(f, s, tf)), SquadPlayerFacts(player=hits[0].id, team=teams[0])
    )


def _no_number(f: MatchFacts) -> Rendered:
    return unknown(f.say("squad.number_what", "Which number, and for which team?"))


@view("squad_extremes", needs_tournament=True)
def squad_extremes(f: MatchFacts, s: Slots) -> Rendered:
    tf = _squads(f)
    if tf is None:
        return _no_squads(f)
    teams = [t for t in s.teams if t in tf.teams]
    oldest = topic.OLDEST in s.topics
    if len(teams) > 1:
        pool = [p for p in tf.t.players if p.date_of_birth and p.team in teams]
        hits = first_or_last_born(pool, oldest)
    else:  # one team's or everyone's: worked out once per tournament
        pool = tf.born(teams[0] if teams else None)
        hits = tf.born_first_or_last(teams[0] if teams else None, oldest)
    if not pool:
        return unknown(f.say("squad.no_dates", "The squad lists give no dates of birth."))
    day = _day(f, s, tf)
    where = (
        f.say("squad.in_team", " in {team}'s squad", team=team_label(f, teams[0]))
        if teams
        else f.say("squad.at", " at the {tournament}", tournament=competition_name(tf.t, f.lang))
    )
    if oldest:
        head = f.say("squad.oldest", "The oldest player{where}: ", where=where)
    else:
        head = f.say("squad.youngest", "The youngest player{where}: ", where=where)
    return answer(
        head + " ".join(player_line(f, p, day) for p in hits),
        PlayersFacts(players=[p.id for p in hits]),
    )


@view("club_players", needs_tournament=True)
def club_players(f: MatchFacts, s: Slots) -> Rendered:
    tf = _squads(f)
    if tf is None:
        return _no_squads(f)
    if not s.clubs:
        p = asked_player(f, s)
        if p is not None:
            return squad_player(f, s)
        return unknown(f.say("clubplayers.which", "Which club?"))
    club = s.clubs[0]
    players = tf.clubs.get(club, [])
    if not players:
        return unknown(f.say("clubplayers.none", "No squad player is listed at that club."))
    name = players[0].club or club
    teams = [t for t in s.teams if t in tf.teams]
    if teams:
        return _club_in_squads(f, club, name, [p for p in players if p.team in teams], teams)
    text = f.say(
        "clubplayers.players",
        "Across every squad at the {tournament}, {who} for {club}: {names}.",
        who=_who_plays(f, len(players)),
        tournament=competition_name(tf.t, f.lang),
        club=name,
        names=join_names(
            [f"{p.name} ({team_label(f, p.team)})" for p in players], f.say("and", " and ")
        ),
    )
    return answer(text, ClubFacts(club=club, players=[p.id for p in players]))


def _who_plays(f: MatchFacts, n: int) -> str:
    """'1 player plays', '3 players play' (and their Spanish: the verb agrees too)."""
    if n == 1:
        return f.say("clubplayers.one", "1 player plays")
    return f.say("clubplayers.many", "{n} players play", n=n)


def _club_in_squads(
    f: MatchFacts, club: str, name: str, players: list[Player], teams: list[str]
) -> Rendered:
    """A club's players in the squads of the teams asked about, said to be only theirs
    (the tournament's other squads may have more)."""
    squads = join_names([team_label(f, t) for t in teams], f.say("and", " and "))
    facts = ClubFacts(club=club, teams=teams, players=[p.id for p in players])
    if not players:
        text = f.say(
            "clubplayers.team_none",
            "No player in the squad{s} of {teams} plays for {club}.",
            teams=squads,
            s="s" if len(teams) > 1 else "",
            club=name,
        )
        return answer(text, facts)
    one = len(teams) == 1  # a single squad: its players' team goes without saying
    names = [p.name if one else f"{p.name} ({team_label(f, p.team)})" for p in players]
    text = f.say(
        "clubplayers.team",
        "In the squad{s} of {teams}, {who} for {club}: {names}.",
        teams=squads,
        s="s" if len(teams) > 1 else "",
        who=_who_plays(f, len(players)),
        club=name,
        names=join_names(names, f.say("and", " and ")),
    )
    return answer(text, facts)


# "spain's defenders": the squad's players of a position.
POSITION_TOPICS = {
    topic.GOALKEEPERS: Position.GOALKEEPER,
    topic.DEFENDER: Position.DEFENDER,
    topic.MIDFIELDER: Position.MIDFIELDER,
    topic.FORWARD: Position.FORWARD,
}


@view("squad_list", family="squad_player", needs_tournament=True)
def squad_list(f: MatchFacts, s: Slots) -> Rendered:
    tf = _squads(f)
    if tf is None:
        return _no_squads(f)
    teams = [t for t in s.teams if t in tf.teams]
    if not teams:
        return unknown(f.say("squad.which_team", "Which team's squad?"))
    wanted = [POSITION_TOPICS[t] for t in s.topics if t in POSITION_TOPICS]
    players = [p for p in tf.squads.get(teams[0], []) if not wanted or p.position in wanted]
    if not players:
        return unknown(
            f.say(
                "squad.empty",
                "The data lists no such players for {team}.",
                team=team_label(f, teams[0]),
            )
        )
    names = ", ".join(f"{p.name} ({p.number})" if p.number is not None else p.name for p in players)
    what = (
        f.say(f"positions.{wanted[0]}", PLURALS[wanted[0]])
        if wanted
        else f.say("squad.squad", "squad")
    )
    text = f.say(
        "squad.list",
        "{team}'s {what} ({n}): {names}.",
        team=team_label(f, teams[0]),
        what=what,
        n=len(players),
        names=names,
    )
    return answer(text, TeamPlayersFacts(team=teams[0], players=[p.id for p in players]))


CLUBS_LISTED = 5  # clubs named by club_counts (more when tied with the last)


@view("club_counts", needs_tournament=True)
def club_counts(f: MatchFacts, s: Slots) -> Rendered:
    """The clubs with the most players in the squads (of the teams named, if any): the
    club a tournament's squads lean on, counted from the squad lists."""
    tf = _squads(f)
    if tf is None:
        return _no_squads(f)
    teams = [t for t in s.teams if t in tf.teams]
    counts = tf.club_counts(tuple(teams))
    if not counts:
        return unknown(f.say("clubcounts.none", "The squad lists name no clubs."))
    cut = counts[min(CLUBS_LISTED, len(counts)) - 1][0]
    shown = [(n, name) for n, name in counts if n >= cut]
    tied = len(shown) - len([1 for n, _ in shown if n > cut])
    if len(shown) > 2 * CLUBS_LISTED and len(shown) > tied:  # a long tie at the cut: counted
        shown = [(n, name) for n, name in shown if n > cut]
    listed = ", ".join(f"{name} ({n})" for n, name in shown)
    if len(shown) < len(counts) and shown[-1][0] > cut:
        listed += f.say("clubcounts.more", "; {n} more with {cut} each", n=tied, cut=cut)
    if teams:
        text = f.say(
            "clubcounts.teams",
            "The clubs with the most players in {teams}'s squad: {clubs}.",
            teams=join_names([team_label(f, t) for t in teams], f.say("and", " and ")),
            clubs=listed,
        )
    else:
        text = f.say(
            "clubcounts.all",
            "The clubs with the most players in the squads of the {tournament}: {clubs}.",
            tournament=competition_name(tf.t, f.lang),
            clubs=listed,
        )
    return answer(text, ClubsFacts(clubs=[[name, n] for n, name in shown]))
