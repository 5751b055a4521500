"""A season still being played: when a club plays next, the next fixtures, what is on
this weekend; each with its day and kick-off in the asker's time zone. Each answer is of
one competition (the one the question or the server's setting means) and says which:
a club's next match in it, not necessarily its next match of all.

The future is what the data has no result for and whose kick-off (or day, when the data
gives no time) is not past at the question's `Moment` (given by the caller; the engine
never reads the clock). A kick-off whose zone the data does not give (a time with no
offset, no venue zone and no tournament `timezone`) is not converted: it is shown as the
local time it is, with its own day.
"""

from __future__ import annotations

import datetime as dt

from bot.engine.claims.typed import Progress, Said
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.standin import report
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.moment import Moment
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Reading, Rendered, not_in_report, view
from bot.engine.views.claim_text import render_progress
from bot.engine.views.next_after import played_after
from bot.engine.views.tournament_text import (
    date_label,
    match_label,
    round_label,
    score_line,
    team_label,
    tournament_name,
)
from bot.knowledge import STARTED, Knowledge, Match, kickoff_time, local_kickoff

MAX_LISTED = 12
SATURDAY = 5  # date.weekday()


def next_texts(k: Knowledge, r: Reading) -> list[str]:
    """The texts a report's own "next match" answer shows (the next matches it names)."""
    return [t for n in report(k).upcoming for t in (r.tr(n, "city"), r.tr(n, "description")) if t]


def _moment(s: Slots) -> Moment:
    return s.moment if s.moment is not None else Moment.at()


def _data_only(f: MatchFacts) -> TournamentFacts | None:
    """The tournament, when the answer comes from its data: the knowledge has no report
    looking ahead (a report's own "next match" answers from the report)."""
    tf = f.tournament
    return tf if tf is not None and not f.match.upcoming else None


def _local(f: MatchFacts, m: Match, when: Moment) -> dt.datetime | None:
    at = f.tournament.kickoff(m) if f.tournament else local_kickoff(m, None)
    return when.local(at) if at is not None else None


def _day(f: MatchFacts, m: Match, when: Moment) -> dt.date:
    """The fixture's day where the asker is (its own day when its zone is unknown)."""
    at = _local(f, m, when)
    return at.date() if at is not None else m.date


def to_come(f: MatchFacts, tf: TournamentFacts, when: Moment) -> list[Match]:
    """The fixtures with no result yet whose kick-off (or day) is not past, in order."""
    found = []
    for m in tf.matches:
        if m.score is not None or m.status in STARTED:
            continue
        at = _local(f, m, when)
        if (at is not None and at >= when.now) or (at is None and m.date >= when.today):
            found.append(m)
    return sorted(found, key=lambda m: (_day(f, m, when), _clock(f, m, when)))


def kickoffs_to_come(f: MatchFacts, matches: list[Match], s: Slots) -> dict[str, str]:
    """Of `matches`, those still to come at the question's moment: id -> kick-off text."""
    tf = f.tournament
    if tf is None or all(m.score is not None for m in matches):
        return {}
    when = _moment(s)
    ids = {m.id for m in matches}
    return {m.id: kickoff_text(f, m, when) for m in to_come(f, tf, when) if m.id in ids}


def _clock(f: MatchFacts, m: Match, when: Moment) -> str:
    at = _local(f, m, when)
    if at is not None:
        return at.strftime("%H:%M")
    read = kickoff_time(m)
    return read[0].strftime("%H:%M") if read is not None else ""


def kickoff_text(f: MatchFacts, m: Match, when: Moment) -> str:
    """'Friday 23 May 2025, 19:00 (UTC)'; a time of unknown zone: '..., 21:00 local
    time'; no time: the day alone."""
    day = date_label(f, _day(f, m, when))
    if _local(f, m, when) is not None:
        return f.say(
            "fixture.at", "{day}, {time} ({zone})", day=day, time=_clock(f, m, when), zone=when.zone
        )
    if kickoff_time(m) is not None:
        return f.say(
            "fixture.at_local", "{day}, {time} local time", day=day, time=_clock(f, m, when)
        )
    return day


def _line(f: MatchFacts, m: Match, when: Moment) -> str:
    a, b = (team_label(f, t) for t in m.teams)
    return f.say(
        "fixture.line",
        "- {a} v {b} ({round}): {when}",
        a=a,
        b=b,
        round=round_label(f, m),
        when=kickoff_text(f, m, when),
    )


def _none_to_come(f: MatchFacts, tf: TournamentFacts, when: Moment, team: str | None) -> Rendered:
    """Nothing still to come in the data (a season over, or a file not updated): said so,
    with the first fixture whose day is past and has no result, when there is one."""
    today = date_label(f, when.today)
    due = [m for m in (tf.matches_of(team) if team else tf.matches) if m.score is None]
    if due:
        first = min(due, key=lambda m: m.kickoff)
        text = f.say(
            "fixture.overdue",
            "No match {of_team}is still to be played after {today} in the data of the "
            "{tournament}; the next it lists, {label}, has no result in it.",
            of_team=f.say("fixture.of_team", "of {team} ", team=team_label(f, team))
            if team
            else "",
            today=today,
            tournament=tournament_name(f),
            label=match_label(f, first),
        )
        return Rendered(text, dict(match=first.id))
    if team is None:
        text = f.say(
            "fixture.none",
            "The data of the {tournament} has no match still to be played after {today}.",
            tournament=tournament_name(f),
            today=today,
        )
        return not_in_report(text)
    if (out := tf.out_in(team)) is not None:
        return _knocked_out(f, team, out)
    past = [m for m in tf.matches_of(team) if m.score is not None]
    text = f.say(
        "fixture.none_team",
        "The data of the {tournament} has no match of {team} still to be played after {today}.",
        tournament=tournament_name(f),
        team=team_label(f, team),
        today=today,
    )
    if past:
        last = past[-1]
        text += " " + f.say(
            "fixture.last",
            "Its last match in the data: {line} ({label}).",
            line=score_line(f, last),
            label=match_label(f, last, teams=False),
        )
    return not_in_report(text, dict(team=team))


def _knocked_out(f: MatchFacts, team: str, out: Match) -> Rendered:
    """A club with nothing left to play because it went out: by whom, in which round
    (a two-legged tie by its aggregate), the progress claim checked."""
    progress = Progress(team, out.id, next(t for t in out.teams if t != team))
    said = render_progress(f, progress)
    text = f.say(
        "fixture.out",
        "{team} have no match left in the {tournament}: {out}",
        team=team_label(f, team),
        tournament=tournament_name(f),
        out=said,
    )
    return Rendered(text, dict(team=team, match=out.id), claims=(Said(progress, said),))


def next_fixture(f: MatchFacts, s: Slots) -> Rendered | None:
    """In a next-match view's stead, from the data: the named club's next fixture, else
    the next day's fixtures (None: a report that looks ahead answers instead, and so
    does the data about a match named by its round, day or order: "who did X play in
    the quarters", "X's first game")."""
    tf = _data_only(f)
    if tf is None or s.names_match:
        return None  # a match named by its round, day or order: the data's own answer
    when = _moment(s)
    named = list(dict.fromkeys(t for t in s.teams if t in tf.teams))
    if len(named) >= 2:  # "when is the next clásico": their meeting, not one club's match
        return _next_meeting(f, tf, when, named[0], named[1])
    team = named[0] if named else None
    coming = to_come(f, tf, when)
    if team is not None:
        coming = [m for m in coming if team in m.teams]
    if not coming:
        return played_after(f, tf, s, team) or _none_to_come(f, tf, when, team)
    first = coming[0]
    if team is not None:
        other = next(t for t in first.teams if t != team)
        text = f.say(
            "fixture.next_team",
            "{team}'s next match in the {tournament}: against {other} ({where}), {round}, {when}.",
            team=team_label(f, team),
            other=team_label(f, other),
            where=f.say("fixture.home", "at home")
            if first.teams[0] == team
            else f.say("fixture.away", "away"),
            round=round_label(f, first),
            tournament=tournament_name(f),
            when=kickoff_text(f, first, when),
        )
        return Rendered(text, dict(match=first.id, team=team))
    day = _day(f, first, when)
    same_day = [m for m in coming if _day(f, m, when) == day][:MAX_LISTED]
    head = f.say(
        "fixture.next_day",
        "The next matches of the {tournament}, {day}:",
        tournament=tournament_name(f),
        day=date_label(f, day),
    )
    lines = [_line(f, m, when) for m in same_day]
    return Rendered("\n".join([head, *lines]), dict(matches=[m.id for m in same_day]))


def _next_meeting(f: MatchFacts, tf: TournamentFacts, when: Moment, a: str, b: str) -> Rendered:
    """The next match of `a` v `b` still to come, with its kick-off; none: said so, with
    their last meeting in the data."""
    coming = [m for m in to_come(f, tf, when) if a in m.teams and b in m.teams]
    if coming:
        first = coming[0]
        text = f.say(
            "fixture.next_meeting",
            "The next meeting of {a} and {b} in the {tournament}: {home} v {away}, {round}, "
            "{when}.",
            a=team_label(f, a),
            b=team_label(f, b),
            tournament=tournament_name(f),
            home=team_label(f, first.teams[0]),
            away=team_label(f, first.teams[1]),
            round=round_label(f, first),
            when=kickoff_text(f, first, when),
        )
        return Rendered(text, dict(match=first.id, teams=[a, b]))
    text = f.say(
        "fixture.no_meeting",
        "The data of the {tournament} has no match of {a} v {b} still to be played after {today}.",
        tournament=tournament_name(f),
        a=team_label(f, a),
        b=team_label(f, b),
        today=date_label(f, when.today),
    )
    past = [m for m in tf.matches_of(a) if b in m.teams and m.score is not None]
    if past:
        text += " " + f.say(
            "fixture.last_meeting",
            "Their last meeting in it: {line} ({label}).",
            line=score_line(f, past[-1]),
            label=match_label(f, past[-1], teams=False),
        )
    return not_in_report(text, dict(teams=[a, b]))


def _weekend(today: dt.date) -> tuple[dt.date, dt.date]:
    """This week's Saturday and Sunday (from Monday on, the coming ones)."""
    saturday = today + dt.timedelta(days=SATURDAY - today.weekday())
    if today.weekday() == SATURDAY + 1:  # Sunday: the weekend it ends
        saturday = today - dt.timedelta(days=1)
    return saturday, saturday + dt.timedelta(days=1)


@view("weekend_fixtures", needs_tournament=True)
def weekend_fixtures(f: MatchFacts, s: Slots) -> Rendered:
    """The matches of this weekend (Saturday and Sunday where the asker is): results of
    those played, kick-offs of those to come."""
    tf = f.tournament
    if tf is None:
        return not_in_report(f.say("fixture.no_data", "The knowledge has no fixtures."))
    when = _moment(s)
    saturday, sunday = _weekend(when.today)
    days = f.say(
        "fixture.weekend_days",
        "{saturday} and {sunday}",
        saturday=date_label(f, saturday),
        sunday=date_label(f, sunday),
    )
    found = [m for m in tf.matches if _day(f, m, when) in (saturday, sunday)]
    found.sort(key=lambda m: (_day(f, m, when), _clock(f, m, when)))
    if not found:
        text = f.say(
            "fixture.weekend_none",
            "The {tournament} has no match this weekend ({days}).",
            tournament=tournament_name(f),
            days=days,
        )
        coming = to_come(f, tf, when)
        if coming:
            text += " " + f.say(
                "fixture.then", "The next: {line}.", line=_line(f, coming[0], when)[2:]
            )
        else:  # the clock past every fixture: the data's next round without results
            text += _overdue_round(f, tf, when)
        return Rendered(text, dict(matches=[]))
    head = f.say(
        "fixture.weekend",
        "This weekend in the {tournament} ({days}):",
        tournament=tournament_name(f),
        days=days,
    )
    lines = [
        f"- {score_line(f, m, short=True)} ({round_label(f, m)})"
        if m.score is not None
        else _line(f, m, when)
        for m in found[:MAX_LISTED]
    ]
    more = len(found) - MAX_LISTED
    if more > 0:
        lines.append(f.say("fixture.more", "...and {n} more.", n=more))
    return Rendered("\n".join([head, *lines]), dict(matches=[m.id for m in found]))


def _overdue_round(f: MatchFacts, tf: TournamentFacts, when: Moment) -> str:
    """Nothing still to come by the clock, yet fixtures without a result (a file not
    updated): said so, with the first such round's matches ('' when none)."""
    due = sorted((m for m in tf.matches if m.score is None), key=lambda m: m.kickoff)
    if not due:
        return ""
    round_ = [m for m in due if m.round == due[0].round and m.stage == due[0].stage]
    head = f.say(
        "fixture.overdue_round",
        "Nothing in its data is still to be played; its next round without results, "
        "{round} (from {day}):",
        round=round_label(f, due[0]),
        day=date_label(f, _day(f, due[0], when)),
    )
    lines = [  # short: the round and its first day are said once
        f.say(
            "fixture.due_line",
            "- {a} v {b}",
            a=team_label(f, m.teams[0]),
            b=team_label(f, m.teams[1]),
        )
        for m in round_[:MAX_LISTED]
    ]
    return " " + "\n".join([head, *lines])
