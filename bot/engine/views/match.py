"""Views about the match as a whole: timeline, setting, crowd, what comes next (its
moments, chances and saves are in `moments`)."""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import GoalLabel, MatchFacts, minute_mark
from bot.engine.facts.phrases import matched, number
from bot.engine.facts.standin import report
from bot.engine.facts.wording import nickname, own_text, said_text
from bot.engine.facts.words_said import stage_said
from bot.engine.understanding.matches import any_stage_word
from bot.engine.understanding.slots import Slots
from bot.engine.views import data_match, fixtures
from bot.engine.views.base import (
    HELP_VIEW,
    Reading,
    Rendered,
    join_names,
    not_in_report,
    view,
)
from bot.engine.views.goal_text import moment_line, timeline_facts
from bot.engine.views.outcome import shootout_lines
from bot.engine.views.season import home_or_away
from bot.engine.views.season_verdicts import no_history
from bot.engine.views.shapes import (
    AnthemFacts,
    AttendanceFacts,
    AttendeesFacts,
    NextFacts,
    ScoreFacts,
    SourceFacts,
    StorylinesFacts,
    TeamsFacts,
    TimelineFacts,
    TopicsFacts,
    VenueFacts,
    answer,
    unknown,
)
from bot.engine.views.tournament_teams import team_path, team_record, venues
from bot.knowledge import DecidedIn, Knowledge, NextMatch


@view("timeline", one_match=True, data=data_match.timeline, about_play=True)
def timeline(f: MatchFacts, s: Slots) -> Rendered:
    rows = timeline_facts(f)
    lines = [r["line"] for r in rows] + shootout_lines(f)
    return answer("\n".join(lines), TimelineFacts(timeline=rows))


@view("minute", one_match=True, data=data_match.minute, about_play=True)
def at_minute(f: MatchFacts, s: Slots) -> Rendered:
    wanted = set(s.minutes)
    hits = [m for m in f.match.timeline if m.minute in wanted]
    if not hits:
        known = ", ".join(minute_mark(m) for m in f.match.timeline if m.minute is not None)
        text = f.say(
            "minute.nothing",
            "Nothing the report records happened in minute {minutes}. "
            "Moments with a minute: {known}.",
            minutes=", ".join(map(str, wanted)),
            known=known,
        )
        return unknown(text, TimelineFacts(timeline=[]))
    return answer(
        " ".join(moment_line(f, m) + "." for m in hits),
        TimelineFacts(timeline=[m.id for m in hits]),
    )


@view(
    "summary",
    one_match=True,
    data=data_match.result,
    about_play=True,
    texts=lambda k, r: [r.tr(report(k), "summary")],
)
def summary(f: MatchFacts, s: Slots) -> Rendered:
    return answer(said_text(f, f.match, "summary"), ScoreFacts(score=dict(f.match.score)))


MAX_NEXT_LISTED = 3


@view(
    "next_match",
    one_match=True,
    data=data_match.overview,
    whole_match=True,
    texts=fixtures.next_texts,
    instead=fixtures.next_fixture,
)
def next_match(f: MatchFacts, s: Slots) -> Rendered:
    upcoming = f.match.upcoming
    if not upcoming:
        return not_in_report(f.say("next.none", "The report does not say what comes next."))
    n = upcoming[0]
    teams = f.say("and", " and ").join(f.team_name(t) for t in n.teams)
    elsewhere = [t for t in s.teams if all(t not in x.teams for x in upcoming)]
    if elsewhere:
        names = f.say("or", " or ").join(f.team_name(t) for t in elsewhere)
        return not_in_report(
            f.say(
                "next.elsewhere",
                "The report does not say what {names} play next; its next match is the "
                "{stage}, {teams}.",
                names=names,
                stage=stage_said(n, f.lang),
                teams=teams,
            )
        )
    staged = [x for x in upcoming if any_stage_word(x.stage) in s.next_stages] or upcoming
    chosen = [x for x in staged if not s.teams or set(s.teams) & set(x.teams)] or staged
    lines = [_next_line(f, x, first=x is upcoming[0]) for x in chosen[:MAX_NEXT_LISTED]]
    facts = NextFacts(stage=n.stage, teams=teams, city=n.city, weekday=n.weekday, date=str(n.date))
    return answer(" ".join(lines), facts)


def _next_line(f: MatchFacts, n: NextMatch, first: bool) -> str:
    """'Next: the final, A and B, in C on Sunday (2030-08-04).' and its result if played."""
    teams = f.say("and", " and ").join(f.team_name(t) for t in n.teams)
    when = f.say("next.on", "on {day}", day=f.weekday(n.weekday)) if n.weekday else ""
    if n.date:
        inferred = f.say("next.inferred", ", inferred date") if "date" in n.inferred else ""
        when += f" ({n.date}{inferred})"
    city = f.tr(n, "city")
    where = f.say("next.in", "in {city}", city=city) if city else ""
    stage = stage_said(n, f.lang)
    if first:
        text = f.say(
            "next.text",
            "Next: the {stage}, {teams}, {where} {when}.",
            stage=stage,
            teams=teams,
            where=where,
            when=when,
        )
    else:
        text = f.say(
            "next.then",
            "Then the {stage}, {teams}, {where} {when}.",
            stage=stage,
            teams=teams,
            where=where,
            when=when,
        )
    text = " ".join(text.replace(" .", ".").replace(" ,", ",").split())
    if n.score is not None:
        a, b = n.teams
        score = f"{n.score[a]}-{n.score[b]}"
        if n.winner is None:
            result = f.say(
                "next.drew",
                "{a} and {b} drew {score}.",
                a=f.team_name(a),
                b=f.team_name(b),
                score=score,
            )
        else:
            loser = b if n.winner == a else a
            won = f"{n.score[n.winner]}-{n.score[loser]}"
            winner, beaten = f.team_name(n.winner), f.team_name(loser)
            decided = DecidedIn(n.decided_in or DecidedIn.REGULATION)
            if decided is DecidedIn.PENALTIES:  # a level score is no win: the shootout was
                result = f.say(
                    "next.won_pens",
                    "{winner} beat {loser} on penalties after a {score} draw.",
                    winner=winner,
                    loser=beaten,
                    score=won,
                )
            elif decided is DecidedIn.EXTRA_TIME:
                result = f.say(
                    "next.won_et",
                    "{winner} beat {loser} {score} after extra time.",
                    winner=winner,
                    loser=beaten,
                    score=won,
                )
            else:
                result = f.say(
                    "next.won",
                    "{winner} beat {loser} {score}.",
                    winner=winner,
                    loser=beaten,
                    score=won,
                )
        text += " " + result
    return text


def _team_texts(k: Knowledge, r: Reading) -> list[str]:
    honours = [r.tr(h, "label") for t in k.teams for h in t.honours]
    return honours + [r.tr(record, "text") for t in k.teams for record in t.records]


def _team_from_data(f: MatchFacts, s: Slots) -> Rendered | None:
    """A team the report does not hold: its tournament, from the data."""
    tf = f.tournament
    if tf is None or not any(f.team(t) is None and t in tf.teams for t in s.teams):
        return None
    if (split := home_or_away(f, s)) is not None:  # "ipswich home record"
        return split
    path, record = team_path(f, s), team_record(f, s)
    if {topic.COUNT, topic.TITLES} <= set(s.topics):  # "how many titles": not in the data
        return Rendered(f"{no_history(f, tf, s)}\n{path.text}", path.facts)
    return Rendered(f"{record.text}\n{path.text}", {**path.facts, **record.facts})


@view("team", instead=_team_from_data, follows="team", texts=_team_texts)
def team_view(f: MatchFacts, s: Slots) -> Rendered:
    teams = s.teams or [t.id for t in f.k.teams if t.honours or t.records]
    lines: list[str] = []
    for tid in teams[:3]:
        t = f.team(tid)
        if t is None:
            continue
        facts = [
            f.tr(h, "label")
            + (
                f" ({f.tr(h, 'competition')})"
                if f.tr(h, "competition") not in f.tr(h, "label")
                else ""
            )
            for h in t.honours
        ] + [said_text(f, r, "text") for r in t.records]
        nick = f" ({nickname(f, t)})" if t.nicknames else ""
        none = f.say("team.nothing", "no titles or records in the report")
        body = "; ".join(facts) if facts else none
        lines.append(f"{f.team_name(t.id)}{nick}: {body}.")
    if not lines:  # no team named and none has a title or record
        text = f.say("team.none", "The report gives no titles or records.")
        return unknown(text, TeamsFacts(teams=[]))
    return answer(" ".join(lines), TeamsFacts(teams=teams))


def _venue_texts(k: Knowledge, r: Reading) -> list[str]:
    v = report(k).venue
    # the name as written too: a Spanish question may name the stadium as the file does
    texts = [v.stadium, r.tr(v, "stadium"), r.tr(v, "city"), *r.as_written(v.aliases)]
    return list(dict.fromkeys(texts))


def _venue_named(f: MatchFacts, s: Slots) -> Rendered | None:
    """ "The stadium in dallas": that stadium, not where the current match was."""
    return venues(f, s) if s.venues and not (s.teams or s.names_match) else None


@view("venue", one_match=True, data=data_match.venue, instead=_venue_named, texts=_venue_texts)
def venue(f: MatchFacts, s: Slots) -> Rendered:
    v, day = f.match.venue, f.match.day
    # No article of ours before the name in English ("at Corvane Park"; a name that
    # takes one holds it, "The Dome"); Spanish says "en el Corvane Park".
    ac = (
        f.say("venue.ac", "the air-conditioned ")
        if v.air_conditioned
        else f.say("venue.article", "")
    )
    when = f.say("venue.on", " on {day}", day=f.weekday(day.weekday)) if day.weekday else ""
    text = f.say(
        "venue.text",
        "It was played at {ac}{stadium} in {city}{when}.",
        ac=ac,
        stadium=f.tr(v, "stadium"),
        city=f.tr(v, "city") + (f", {f.tr(v, 'country')}" if v.country else ""),
        when=when,
    )
    facts = VenueFacts(stadium=v.stadium, city=v.city, country=v.country, weekday=day.weekday)
    return answer(text, facts)


def _crowd_texts(k: Knowledge, r: Reading) -> list[str]:
    crowd = report(k).crowd
    return [r.tr(crowd, "description")] if crowd else []


@view("crowd", one_match=True, lacks="the crowd", whole_match=True, texts=_crowd_texts)
def crowd(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    if c is None:
        return not_in_report(f.say("crowd.none", "The report says nothing about the crowd."))
    parts = [said_text(f, c)]
    if c.anthem:
        parts.append(
            f.say(
                "anthem.was",
                "\u201c{name}\u201d was {description}.",
                name=c.anthem.name,
                description=said_text(f, c.anthem),
            )
        )
    names = [f.name(a) for a in c.attendees]
    if names:
        joined = join_names(names, f.say("and", " and "))
        parts.append(f.say("crowd.were_in", "{names} were in the crowd.", names=joined))
    return answer(" ".join(parts), AttendeesFacts(attendees=names))


@view("attendees", one_match=True, lacks="who attended", whole_match=True)
def attendees(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    people = [p for a in (c.attendees if c else []) if (p := f.person(a))]
    if not people:
        return not_in_report(
            f.say("attendees.none", "The report names nobody famous in the crowd.")
        )
    names = []
    for p in people:
        first = own_text(f, p).split(",")[0]
        in_crowd = not first or "crowd" in (p.description or "").split(",")[0]
        names.append(p.name + ("" if in_crowd else f" ({first})"))
    joined = join_names(names, f.say("and", " and "))
    return answer(
        f.say("crowd.were_in", "{names} were in the crowd.", names=joined),
        AttendeesFacts(attendees=[p.name for p in people]),
    )


def _sang(text: str | None) -> bool:
    folded = (text or "").casefold()
    return any(w in folded for w in matched("singing"))


def _anthem_texts(k: Knowledge, r: Reading) -> list[str]:
    crowd = report(k).crowd
    anthem = crowd.anthem if crowd else None
    return [anthem.name, r.tr(anthem, "description")] if anthem else []


@view("anthem", one_match=True, lacks="the anthems", whole_match=True, texts=_anthem_texts)
def anthem(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    if c is not None and c.anthem is None and topic.ANTHEM not in s.topics and _sang(c.description):
        # "what did the fans sing": the crowd's own words tell it, never a "nothing"
        return answer(str(f.tr(c, "description")), AttendeesFacts(attendees=[]))
    if c is None or c.anthem is None:
        return not_in_report(f.say("anthem.none", "The report says nothing about the anthems."))
    a = c.anthem
    text = f.say(
        "anthem.text",
        "\u201c{name}\u201d ({team}) was {description}.",
        name=a.name,
        team=f.team_name(a.team),
        description=said_text(f, a),
    )
    return answer(text, AnthemFacts(anthem=a.name))


# Letters an initialism is read starting with a vowel sound ("an AFP report").
_VOWEL_SOUND_LETTERS = frozenset("AEFHILMNORSX")


def _article(name: str) -> str:
    """'An' before 'AFP' or 'Agence', 'A' before 'Test Wire' or 'Reuters'."""
    initialism = name.isupper() and " " not in name
    first = name[:1]
    vowel = first in _VOWEL_SOUND_LETTERS if initialism else first.upper() in "AEIOU"
    return "An" if vowel else "A"


@view("source")
def source(f: MatchFacts, s: Slots) -> Rendered:
    """One agency's report, several reports, or the public record: as the file says."""
    src = f.k.source
    if src is None:
        text = f.say("source.none", "The knowledge does not say where its facts come from.")
        return unknown(text, SourceFacts(agency=None))
    kind = f.tr(src, "kind")
    if src.agency:
        a = _article(src.agency)
        text = f.say(
            "source.text",
            "{a} {agency} {kind}, datelined {dateline}.",
            a=a,
            agency=src.agency,
            kind=kind,
            dateline=src.dateline or "",
        )
        if not src.dateline:
            text = f.say("source.agency", "{a} {agency} {kind}.", a=a, agency=src.agency, kind=kind)
    elif src.reports:
        text = f.say(
            "source.reports",
            "Compiled from {n} reports: {reports}.",
            n=len(src.reports),
            reports=join_names(list(src.reports), f.say("and", " and ")),
        )
    else:
        text = f.say("source.kind", "The facts come from the {kind}.", kind=kind)
    facts = SourceFacts(agency=src.agency, dateline=src.dateline, reports=list(src.reports))
    return answer(text, facts)


@view(
    "storylines",
    one_match=True,
    lacks="storylines",
    about_play=True,
    whole_match=True,
    texts=lambda k, r: list(r.tr(report(k), "storylines")),
)
def storylines(f: MatchFacts, s: Slots) -> Rendered:
    lines = f.tr(f.match, "storylines")
    if not lines:
        return not_in_report(
            f.say("storylines.none", "The report has no talking points beyond the facts.")
        )
    return answer(" ".join(lines), StorylinesFacts(storylines=list(lines)))


@view(HELP_VIEW)
def help_view(f: MatchFacts, s: Slots) -> Rendered:
    """What to ask, naming only what this match's knowledge holds."""
    commands = ["/score", "/match", "/timeline", "/goals"]
    if f.k.quotes:
        commands.append("/quote")
    commands += ["/player", "/help"]
    decided = any(GoalLabel.WINNER in g.labels for g in f.goals)
    example = (
        f.say("help.example_winner", "who scored the winner?")
        if decided
        else f.say("help.example_score", "what was the score?")
    )
    text = f.say(
        "help.text",
        'Ask me about the match in plain words: {topics}. Try "{example}" Slash commands: '
        "{commands}.",
        topics=join_names(f.topics(), f.say("and", " and ")),
        example=example,
        commands=", ".join(commands),
    )
    return answer(text, TopicsFacts(topics=f.topics()))


@view("attendance", one_match=True, lacks="the attendance", whole_match=True)
def attendance(f: MatchFacts, s: Slots) -> Rendered:
    m = f.match
    if m.attendance is None:
        text = f.say("attendance.none", "The report does not give the attendance.")
        return unknown(text, AttendanceFacts(attendance=None))
    return answer(
        f.say(
            "attendance.was",
            "The attendance was {n} at {stadium}.",
            n=number(f.lang, m.attendance),
            stadium=f.tr(m.venue, "stadium"),
        ),
        AttendanceFacts(attendance=m.attendance),
    )
