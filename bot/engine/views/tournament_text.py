"""How tournament things are written in answers: team names in the answer's language,
stages, dates, a match's label and its score line with how it was decided."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from bot.engine.facts.match import MatchFacts, ordinal
from bot.engine.facts.phrases import number
from bot.engine.facts.tournament import Row, TournamentFacts
from bot.engine.facts.wording import competition_name
from bot.engine.languages.en.answering import MONTHS, NTH, STAGE_NAMES
from bot.engine.understanding.lang import interface_text, language
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, not_in_report, upper_first
from bot.engine.views.round_names import OTHER, other_round_key
from bot.knowledge import AWARDED, Match, StageKind, TournamentGoal, TournamentVenue


def team_label(f: MatchFacts, team: str) -> str:
    """A team's name in the answer's language (the report's own translation first)."""
    if f.team(team) is not None:
        return f.team_name(team)
    named = language(f.lang).team_names.get(team)
    if named:
        return named
    tf = f.tournament
    found = tf.teams.get(team) if tf is not None else None
    return found.tr("name", f.lang) if found is not None else team


def stage_label(f: MatchFacts, stage: str, group: str | None = None) -> str:
    if stage == StageKind.GROUP and group:
        return group_label(f, group)
    tf = f.tournament
    if stage == OTHER and tf is not None and _plays_off(tf.matches):
        return f.say("stage.playoff", "knockout play-offs")
    return f.say(f"stage.{stage}", STAGE_NAMES.get(stage, stage))


def _plays_off(matches: list[Match]) -> bool:
    """Every round of no kind a play-off, or none held (a play-off asked of a league)."""
    return other_round_key(matches) is not None or all(m.stage != OTHER for m in matches)


def round_label(f: MatchFacts, m: Match) -> str:
    """A match's round as fans say it: its stage ('Group C', 'semi-finals'), or in a
    league the matchday its round numbers ('matchday 7')."""
    if (
        StageKind(m.stage) is StageKind.LEAGUE
        and m.group is None
        and (n := m.round_number) is not None
    ):
        return f.say("stage.matchday", "matchday {n}", n=n)
    return stage_label(f, m.stage, m.group)


def group_label(f: MatchFacts, group: str) -> str:
    tf = f.tournament
    g = tf.groups.get(group) if tf is not None else None
    letter = group.removeprefix("group-").upper()
    return f.say("group.name", "Group {letter}", letter=letter) if g or letter else group


def date_label(f: MatchFacts, day: dt.date) -> str:
    weekday = f.say(f"weekday.{day.strftime('%A')}", day.strftime("%A"))
    month = f.say(f"month.{day.month}", MONTHS[day.month - 1])
    return f.say(
        "date.long",
        "{weekday} {day} {month} {year}",
        weekday=weekday,
        day=day.day,
        month=month,
        year=day.year,
    )


def goal_clock(g: TournamentGoal) -> str:
    return f"{g.minute}+{g.added}'" if g.added else f"{g.minute}'"


def score_line(f: MatchFacts, m: Match, *, short: bool = False) -> str:
    """'Spain 1-0 Argentina after extra time (0-0 after 90 minutes)', 'Morocco won 4-3
    on penalties after 1-1 after extra time': never a bare score for such a match."""
    a, b = (team_label(f, t) for t in m.teams)
    if m.score is None:
        return f.say("match.pair", "{a} v {b}", a=a, b=b)
    x, y = m.score.final
    line = f"{a} {x}-{y} {b}"
    if m.status == AWARDED:  # a result given, never told as a match played to it
        line += f.say("data.awarded", " (awarded: a result given, not a match played)")
    if short:  # for lists: still never a bare score where extra time or penalties decided
        if m.score.extra_time is not None:
            line += f.say("data.aet_short", " aet")
        if m.score.penalties is not None and m.winner is not None:
            p = m.score.penalties
            line += f.say(
                "data.pens_short",
                ", {winner} {won}-{lost} on pens",
                winner=team_label(f, m.winner),
                won=max(p),
                lost=min(p),
            )
        return line
    if m.score.extra_time is not None:
        ft = m.score.full_time
        line += f.say(
            "data.aet",
            " after extra time ({x}-{y} after 90 minutes)",
            x=ft[0],
            y=ft[1],
        )
    if m.score.penalties is not None and m.winner is not None:
        p = m.score.penalties
        won, lost = max(p), min(p)
        line += f.say(
            "data.pens",
            "; {winner} won {won}-{lost} on penalties",
            winner=team_label(f, m.winner),
            won=won,
            lost=lost,
        )
    return line


def match_label(f: MatchFacts, m: Match, *, teams: bool = True, date: bool = True) -> str:
    """'Mexico v South Africa (Group A, 11 June 2026)'."""
    parts = [round_label(f, m)]
    if date:
        parts.append(short_date(f, m.date))
    inside = ", ".join(parts)
    if not teams:
        return inside
    a, b = (team_label(f, t) for t in m.teams)
    return f"{f.say('match.pair', '{a} v {b}', a=a, b=b)} ({inside})"


def short_date(f: MatchFacts, day: dt.date) -> str:
    month = f.say(f"month.{day.month}", MONTHS[day.month - 1])
    return f.say("date.short", "{day} {month}", day=day.day, month=month)


def venue_label(f: MatchFacts, m: Match) -> str:
    tf = f.tournament
    v = tf.venues.get(m.venue) if tf is not None and m.venue else None
    if v is None:
        return m.ground or ""
    return venue_text(f, v)


def venue_text(f: MatchFacts, v: TournamentVenue) -> str:
    """'Estadio Azteca, Mexico City (capacity 83,000)'."""
    where = f"{v.name}, {v.city}" if v.name else v.city
    if v.capacity:
        where += f.say("venue.capacity", " (capacity {n})", n=number(f.lang, v.capacity))
    return where


def no_tournament(f: MatchFacts) -> Rendered:
    """The decline of a tournament question asked of a one-match knowledge."""
    return not_in_report(
        f.say("tournament.none", "I only know this one match, not the rest of the tournament.")
    )


def asked_team(f: MatchFacts, tf: TournamentFacts, s: Slots) -> str | None:
    """The first team the question names that the tournament has."""
    return next((t for t in s.teams if t in tf.teams), None)


def tournament_name(f: MatchFacts) -> str:
    """The tournament's name in the answer's language."""
    tf = f.tournament
    assert tf is not None
    return competition_name(tf.t, f.lang)


def nth_word(f: MatchFacts, pos: int) -> str:
    """'third', 'tercero'; past sixth '8th', '8.º'."""
    if pos in NTH:
        return f.say(f"nth.{pos}", NTH[pos])
    return f.say("nth.n", ordinal(pos), n=pos)  # the base language's "8th" by default


TABLE_TOP = 4  # a long table given short: its top places ...
TABLE_BOTTOM = 3  # ... and its bottom ones (the relegation places where the rules say)


def short_table(f: MatchFacts, rows: Sequence[Row], relegated: int) -> list[str]:
    """A long table (a league's) in a few lines, for an answer in plain text: the top
    places, the bottom ones, and where the whole table is (`/table`)."""
    bottom = relegated or TABLE_BOTTOM
    if TABLE_TOP + bottom >= len(rows):
        bottom = 0
    shown = [*range(TABLE_TOP), *range(len(rows) - bottom, len(rows))]
    lines: list[str] = []
    for i in shown:
        if lines and i > shown[0] and i - 1 not in shown:
            lines.append(f.say("league.gap", "..."))
        lines.append(
            f.say(
                "league.row",
                "{n}. {team} {pts}",
                n=i + 1,
                team=team_label(f, rows[i].team),
                pts=f.count_points(rows[i].points, short=True),
            )
        )
    lines.append(f.say("league.whole", "(/table shows all {n}.)", n=len(rows)))
    return lines


def place_name(f: MatchFacts, name: str, opening: bool = False) -> str:
    """A place of the league's rules ("relegation play-off") in the answer's language,
    capitalised when it opens a line."""
    said = interface_text(f.lang, name) or name
    return upper_first(said) if opening else said


def games_left(tf: TournamentFacts) -> dict[str, int]:
    """Each club's league games still to play (0 for a club with none)."""
    left = {r.team: 0 for r in tf.table(None)}
    for m in tf.of_stage(StageKind.LEAGUE):
        if m.score is None:
            for t in m.teams:
                left[t] = left.get(t, 0) + 1
    return left


def win_points(tf: TournamentFacts) -> int:
    """The points a league win gives (3 when the rules do not say)."""
    return tf.t.rules.win if tf.t.rules else 3


def surely_down(tf: TournamentFacts, rows: list[Row], n: int) -> list[str]:
    """The clubs of the bottom `n` that go down whatever the missing results: more
    clubs than stay up already have more points than they can reach."""
    left = games_left(tf)
    win = win_points(tf)
    if not any(left.values()):
        return [r.team for r in rows[-n:]]  # the season over: the table decides
    stay = len(rows) - n
    return [
        r.team
        for r in rows[-n:]
        if sum(o.points > r.points + win * left[r.team] for o in rows) >= stay
    ]


def scorer_side(m: Match, g: TournamentGoal) -> str:
    """The team of the player who scored: for an own goal, the side it did not count for."""
    return next((t for t in m.teams if t != g.team), g.team) if g.own_goal else g.team


def goal_mark(f: MatchFacts, g: TournamentGoal) -> str:
    """' (own goal)' or ' (pen.)' after a goal's minute, else nothing."""
    if g.own_goal:
        return f.say("data.own_goal", " (own goal)")
    return f.say("data.pen", " (pen.)") if g.penalty else ""


def earliest_line(f: MatchFacts, m: Match, g: TournamentGoal) -> str:
    """'Clint Dempsey (USA) 1' v Ghana, 16 June'; an own goal or a penalty marked."""
    scorer = scorer_side(m, g)
    return f.say(
        "earliest.line",
        "{name} ({team}) {clock}{mark} v {opponent}, {day}",
        name=g.name,
        team=team_label(f, scorer),
        clock=goal_clock(g),
        mark=goal_mark(f, g),
        opponent=team_label(f, next((t for t in m.teams if t != scorer), scorer)),
        day=short_date(f, m.date),
    )


def place_line(f: MatchFacts, pos: int, r: Row) -> str:
    """'Newcastle United FC (fifth, 66 points)': a club with its place and points."""
    return f.say(
        "season.place",
        "{team} ({nth}, {pts})",
        team=team_label(f, r.team),
        nth=nth_word(f, pos),
        pts=f.count_points(r.points),
    )
