"""Yes or no first, for a club's season asked as a question that wants one: "did
leicester get relegated", "did newcastle make the top 4", "¿el betis entró en europa?",
and why one club finished above another level on points.

Each verdict is said only when the table settles it (every league game played, or the
club surely down); otherwise the views answer as before, with the places as they stand.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tiebreak import tiebreak_text
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import VIEWS, Rendered
from bot.engine.views.tournament_text import (
    nth_word,
    place_line,
    place_name,
    team_label,
    tournament_name,
)
from bot.knowledge import Places, StageKind


def relegation_verdict(
    f: MatchFacts, tf: TournamentFacts, s: Slots, rows: list[Row], sure: list[str]
) -> str | None:
    """'Yes: Leicester City FC (18th, 25 points) went down.' for the club named, when the
    table settles it; "did X stay up" (topic STAYED_UP) turns the yes and the no."""
    team = next((t for t in s.teams if t in tf.teams), None)
    if team is None:
        return None
    pos = [r.team for r in rows].index(team) + 1
    where = place_line(f, pos, rows[pos - 1])
    down = team in sure
    if not down and not tf.league_done:
        return None
    playoff = _playoff_place(tf, pos, len(rows)) if not down else None
    if playoff is not None:  # neither safe nor down: the play-off's result is not in the data
        return f.say(
            "season.in_playoff",
            "Not settled by the table: {team} went to the {place}, whose result the data "
            "does not hold.",
            team=where, place=place_name(f, playoff),
        )  # fmt: skip
    if topic.STAYED_UP in s.topics:
        if down:
            return f.say("season.no_down", "No: {team} went down.", team=where)
        return f.say("season.yes_up", "Yes: {team} stayed up.", team=where)
    if down:
        return f.say("season.yes_down", "Yes: {team} went down.", team=where)
    return f.say("season.no_up", "No: {team} stayed up.", team=where)


def place_verdict(f: MatchFacts, tf: TournamentFacts, s: Slots, rows: list[Row]) -> str | None:
    """Whether the club named finished in the places asked: the top N ("top 4"), the
    first places ("the champions league": the places from first), or any European place
    ("europe"). None when no club is named, the season is not over, or nothing of the
    rules says which places were asked."""
    team = next((t for t in s.teams if t in tf.teams), None)
    if team is None or not tf.league_done:
        return None
    pos = [r.team for r in rows].index(team) + 1
    where = place_line(f, pos, rows[pos - 1])
    rules = tf.t.rules
    europe = [p for p in (rules.places if rules else []) if p.last < len(rows) / 2]
    held = next((p for p in europe if p.first <= pos <= p.last), None)
    if s.top:
        n = s.top[0]
        if pos <= n:
            text = f.say("season.yes_top", "Yes: {team} finished in the top {n}.", team=where, n=n)
        else:
            text = f.say(
                "season.no_top", "No: {team} finished outside the top {n}.", team=where, n=n
            )
    elif topic.FIRST_PLACES in s.topics and europe and europe[0].first == 1:
        return _first_places(f, where, pos, europe)
    elif topic.EUROPE in s.topics and europe:
        last = max(p.last for p in europe)
        if held is None:
            return f.say(
                "season.no_europe",
                "No: {team} finished outside the European places (the top {last}).",
                team=where, last=last,
            )  # fmt: skip
        return f.say(
            "season.yes_europe",
            "Yes: {team} finished in the European places: {place}.",
            team=where, place=place_name(f, held.name),
        )  # fmt: skip
    else:  # no places asked that the rules name ("was palace in the top half"): its place
        return f.say(
            "season.team_place", "{team} finished {nth} with {pts}.",
            team=team_label(f, team), nth=nth_word(f, pos),
            pts=f.count_points(rows[pos - 1].points),
        )  # fmt: skip
    if held is not None:
        place = place_name(f, held.name)
        text += " " + f.say("season.held_place", "That was a {place} place.", place=place)
    return text


def club_elsewhere(f: MatchFacts, tf: TournamentFacts, s: Slots) -> Rendered | None:
    """A club's places asked of a league phase with knockouts after it ("did man city go
    through in the champions league"): its path, which says how far it went; of two
    clubs, or one asked by its points alone ("the toon's points"), none of this."""
    team = next((t for t in s.teams if t in tf.teams), None)
    if team is None or all(StageKind(m.stage) is StageKind.LEAGUE for m in tf.matches):
        return None
    return VIEWS["team_path"](f, s)


def _playoff_place(tf: TournamentFacts, pos: int, n: int) -> str | None:
    """The name of the place in the table's lower half that holds `pos` (the relegation
    play-off), if the rules name one."""
    rules = tf.t.rules
    places = rules.places if rules else []
    return next((p.name for p in places if p.first > n / 2 and p.first <= pos <= p.last), None)


def _first_places(f: MatchFacts, where: str, pos: int, europe: list[Places]) -> str:
    """The first places asked ("did nice make the champions league"): those of the first
    place's name and the ones after it that extend that name ("Champions League
    qualifying"); a club in such a later place is a yes, with that place named."""
    first = europe[0]
    family = [first, *(p for p in europe[1:] if p.name.startswith(first.name + " "))]
    last = max(p.last for p in family)
    held = next((p for p in family[1:] if p.first <= pos <= p.last), None)
    if held is None:
        inside = pos <= first.last
        upto = first.last if inside else last
        return _in_places(f, where, inside, (first.first, upto, first.name))
    if held.first == held.last:
        return f.say(
            "season.yes_later_place", "Yes: {team} finished in the {place} place ({nth}).",
            team=where, place=place_name(f, held.name), nth=nth_word(f, held.first),
        )  # fmt: skip
    return f.say(
        "season.yes_later_places",
        "Yes: {team} finished in the {place} places ({first} to {last}).",
        team=where, place=place_name(f, held.name),
        first=nth_word(f, held.first), last=nth_word(f, held.last),
    )  # fmt: skip


def verdict_places(s: Slots, rows: list[Row], places: list[Places]) -> list[Places]:
    """The places listed after a club's verdict: those down to the club's own place or the
    places asked (the rest would pad the answer); every place without a verdict."""
    team = next((t for t in s.teams if t in [r.team for r in rows]), None)
    if team is None or not places or topic.FIRST_PLACES not in s.topics or s.top:
        return places
    pos = [r.team for r in rows].index(team) + 1
    asked = max(p.last for p in places if p.name.startswith(places[0].name))
    return [p for p in places if p.first <= max(pos, asked)]


def _in_places(f: MatchFacts, where: str, inside: bool, place: tuple[int, int, str]) -> str:
    """'Yes: Chelsea FC (fourth, 69 points) finished in the Champions League places (first
    to fourth).' (`place`: its first and last position and its name)"""
    first, last, name = nth_word(f, place[0]), nth_word(f, place[1]), place_name(f, place[2])
    if inside:
        return f.say(
            "season.yes_place",
            "Yes: {team} finished in the {place} places ({first} to {last}).",
            team=where, place=name, first=first, last=last,
        )  # fmt: skip
    return f.say(
        "season.no_place",
        "No: {team} finished outside the {place} places ({first} to {last}).",
        team=where, place=name, first=first, last=last,
    )  # fmt: skip


def _figure(r: Row, rule: str) -> int | None:
    """A table row's own figure for a tie-break rule (None: one of two clubs' meetings)."""
    return _FIGURES[rule](r) if rule in _FIGURES else None


_FIGURES: dict[str, Callable[[Row], int]] = dict(
    goal_difference=lambda r: r.difference,
    goals_scored=lambda r: r.scored,
    wins=lambda r: r.won,
    away_goals_scored=lambda r: r.away_scored,
    away_wins=lambda r: r.away_won,
)


def split_by(f: MatchFacts, tf: TournamentFacts, a: Row, b: Row) -> str:
    """Two clubs level on points: the rule of the league's order that split them, with
    both clubs' figures ('goal difference: Newcastle United FC +21, Aston Villa FC +7')."""
    for rule in tf.tiebreak[1:]:  # after points
        fa, fb = _figure(a, rule), _figure(b, rule)
        said = tiebreak_text([rule], f.lang)
        if fa is None or fb is None:  # their meetings (or the name): no figure of a row
            return f.say("season.level_by", "Level on points; split by {rule}.", rule=said)
        if fa != fb:
            return f.say(
                "season.level_split",
                "Level on points; split by {rule}: {a} {fa}, {b} {fb}.",
                rule=said, a=team_label(f, a.team), b=team_label(f, b.team),
                fa=_signed(rule, fa), fb=_signed(rule, fb),
            )  # fmt: skip
    return f.say("season.level", "Level on points; split by the rules.")


def _signed(rule: str, n: int) -> str:
    return f"{n:+d}" if rule == "goal_difference" else str(n)


def no_history(f: MatchFacts, tf: TournamentFacts, s: Slots) -> str:
    """'How many titles have liverpool won' of a knowledge of seasons' results: it holds
    no club's honours over the years, and says so before what the season held."""
    team = next((t for t in s.teams if t in tf.teams), s.teams[0] if s.teams else "")
    return f.say(
        "season.no_history",
        "The data holds results of the {tournament}, not {team}'s titles over the years.",
        tournament=tournament_name(f), team=team_label(f, team),
    )  # fmt: skip
