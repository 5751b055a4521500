"""Views about the match as a whole: timeline, setting, crowd, what comes next."""

from __future__ import annotations

from bot.engine.entities import Slots
from bot.engine.facts import MatchFacts, minute_mark
from bot.engine.views.base import Rendered, Texts, View, join_names, not_in_report, view
from bot.engine.views.decided import shootout_lines
from bot.engine.views.moments import contribution_text, moment_line, timeline_facts
from bot.knowledge import Knowledge


@view("timeline", about_play=True)
def timeline(f: MatchFacts, s: Slots) -> Rendered:
    rows = timeline_facts(f)
    lines = [r["line"] for r in rows] + shootout_lines(f)
    return Rendered("\n".join(lines), {"timeline": rows})


@view("minute", about_play=True)
def at_minute(f: MatchFacts, s: Slots) -> Rendered:
    wanted = set(s.minutes)
    hits = [m for m in f.match.timeline if m.minute in wanted]
    if not hits:
        known = ", ".join(minute_mark(m) for m in f.match.timeline if m.minute is not None)
        return not_in_report(
            f"Nothing the report records happened in minute {', '.join(map(str, wanted))}. "
            f"Moments with a minute: {known}.",
            {"timeline": []},
        )
    return Rendered(
        " ".join(moment_line(f, m) + "." for m in hits), {"timeline": [m.id for m in hits]}
    )


def _event_texts(*kinds: str) -> Texts:
    def texts(k: Knowledge) -> list[str]:
        return [e.description for e in k.events if e.kind in kinds]

    return texts


def _events_view(kinds: tuple[str, ...], none: str) -> View:
    def render(f: MatchFacts, s: Slots) -> Rendered:
        events = [e for e in f.k.events if e.kind in kinds]
        if not events:
            return not_in_report(none, {"events": []})
        if s.asks_when and all(e.minute is None and not e.stoppage_time for e in events):
            period = events[0].period.replace("_", " ")
            titles = join_names([e.title for e in events])
            return not_in_report(
                f"The report gives no minute for this ({titles}); it was in the {period}.",
                {"events": [e.id for e in events]},
            )
        text = " ".join(e.description for e in events)
        return Rendered(text, {"events": [e.id for e in events]})

    return render


view("chances", about_play=True, whole_match=True, texts=_event_texts("chance", "save"))(
    _events_view(("chance", "save"), "The report records no near misses.")
)


view("breaks", about_play=True, whole_match=True, texts=_event_texts("break"))(
    _events_view(("break",), "The report records no breaks in play.")
)


@view("substitutions", about_play=True, whole_match=True, texts=_event_texts("substitution"))
def substitutions(f: MatchFacts, s: Slots) -> Rendered:
    events = [e for e in f.k.events if e.kind == "substitution"]
    subs = f.role_holders("substitute")
    parts = [e.description for e in events]
    for p in subs:
        done = contribution_text(f, p)
        parts.append(done if "substitute" in done else f"{p.name} came on as a substitute.")
    if not parts:
        return not_in_report("The report records no substitutions.", {"events": []})
    facts = {"events": [e.id for e in events], "substitutes": [p.id for p in subs]}
    if s.asks_off:  # the knowledge says who came on, never who went off
        return not_in_report("The report does not say who came off. " + " ".join(parts), facts)
    return Rendered(" ".join(parts), facts)


@view("summary", about_play=True, texts=lambda k: [k.match.summary])
def summary(f: MatchFacts, s: Slots) -> Rendered:
    return Rendered(f.match.summary, {"score": dict(f.match.score)})


def _next_texts(k: Knowledge) -> list[str]:
    n = k.match.next_match
    return [n.city or "", n.description or ""] if n else []


@view("next_match", whole_match=True, texts=_next_texts)
def next_match(f: MatchFacts, s: Slots) -> Rendered:
    n = f.match.next_match
    if n is None:
        return not_in_report("The report does not say what comes next.")
    elsewhere = [t for t in s.teams if t not in n.teams]
    if elsewhere:
        names = " or ".join(f.team_name(t) for t in elsewhere)
        return not_in_report(
            f"The report does not say what {names} play next; its next "
            f"match is the {n.stage}, "
            f"{' and '.join(f.team_name(t) for t in n.teams)}."
        )
    teams = " and ".join(f.team_name(t) for t in n.teams)
    when = f"on {n.weekday}" if n.weekday else ""
    if n.date:
        when += f" ({n.date}{', inferred date' if 'date' in n.inferred else ''})"
    where = f"in {n.city}" if n.city else ""
    text = f"Next: the {n.stage}, {teams}, {where} {when}.".replace(" .", ".")
    return Rendered(
        " ".join(text.split()),
        {
            "stage": n.stage,
            "teams": teams,
            "city": n.city,
            "weekday": n.weekday,
            "date": str(n.date),
        },
    )


def _team_texts(k: Knowledge) -> list[str]:
    honours = [h.label for t in k.teams for h in t.honours]
    return honours + [r.text for t in k.teams for r in t.records]


@view("team", texts=_team_texts)
def team_view(f: MatchFacts, s: Slots) -> Rendered:
    teams = s.teams or [t.id for t in f.k.teams if t.honours or t.records]
    lines: list[str] = []
    for tid in teams[:3]:
        t = f.team(tid)
        if t is None:
            continue
        facts = [
            h.label + (f" ({h.competition})" if h.competition not in h.label else "")
            for h in t.honours
        ] + [r.text for r in t.records]
        nick = f" ({', '.join(t.nicknames[:1])})" if t.nicknames else ""
        body = "; ".join(facts) if facts else "no titles or records in the report"
        lines.append(f"{t.name}{nick}: {body}.")
    if not lines:  # no team named and none has a title or record
        return not_in_report("The report gives no titles or records.", {"teams": []})
    return Rendered(" ".join(lines), {"teams": teams})


@view("venue", texts=lambda k: [k.match.venue.stadium, k.match.venue.city, *k.match.venue.aliases])
def venue(f: MatchFacts, s: Slots) -> Rendered:
    v, day = f.match.venue, f.match.day
    ac = "the air-conditioned " if v.air_conditioned else "the "
    when = f" on {day.weekday}" if day.weekday else ""
    return Rendered(
        f"It was played at {ac}{v.stadium} in {v.city}"
        + (f", {v.country}" if v.country else "")
        + f"{when}.",
        {"stadium": v.stadium, "city": v.city, "country": v.country, "weekday": day.weekday},
    )


def _crowd_texts(k: Knowledge) -> list[str]:
    return [k.match.crowd.description] if k.match.crowd else []


@view("crowd", whole_match=True, texts=_crowd_texts)
def crowd(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    if c is None:
        return not_in_report("The report says nothing about the crowd.")
    parts = [c.description]
    if c.anthem:
        parts.append(f"\u201c{c.anthem.name}\u201d was {c.anthem.description}.")
    names = [f.name(a) for a in c.attendees]
    if names:
        parts.append(join_names(names) + " were in the crowd.")
    return Rendered(" ".join(parts), {"attendees": names})


@view("attendees", whole_match=True)
def attendees(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    people = [p for a in (c.attendees if c else []) if (p := f.person(a))]
    if not people:
        return not_in_report("The report names nobody famous in the crowd.")
    names = [
        p.name
        + (
            f" ({p.description.split(',')[0]})"
            if p.description and "crowd" not in p.description.split(",")[0]
            else ""
        )
        for p in people
    ]
    return Rendered(
        f"{join_names(names)} were in the crowd.", {"attendees": [p.name for p in people]}
    )


def _anthem_texts(k: Knowledge) -> list[str]:
    anthem = k.match.crowd.anthem if k.match.crowd else None
    return [anthem.name, anthem.description] if anthem else []


@view("anthem", whole_match=True, texts=_anthem_texts)
def anthem(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    if c is None or c.anthem is None:
        return not_in_report("The report says nothing about the anthems.")
    a = c.anthem
    return Rendered(
        f"\u201c{a.name}\u201d ({f.team_name(a.team)}) was {a.description}.", {"anthem": a.name}
    )


@view("source")
def source(f: MatchFacts, s: Slots) -> Rendered:
    src = f.k.source
    return Rendered(
        f"An {src.agency} {src.kind}, datelined {src.dateline}.",
        {"agency": src.agency, "dateline": src.dateline},
    )


@view("storylines", about_play=True, whole_match=True, texts=lambda k: list(k.match.storylines))
def storylines(f: MatchFacts, s: Slots) -> Rendered:
    lines = f.match.storylines
    if not lines:
        return not_in_report("The report has no talking points beyond the facts.")
    return Rendered(" ".join(lines), {"storylines": list(lines)})


@view("help")
def help_view(f: MatchFacts, s: Slots) -> Rendered:
    """What to ask, naming only what this match's knowledge holds."""
    commands = ["/score", "/match", "/timeline", "/goals"]
    if f.k.quotes:
        commands.append("/quote")
    commands += ["/player", "/help"]
    decided = any("winner" in g.labels for g in f.goals)
    example = "who scored the winner?" if decided else "what was the score?"
    return Rendered(
        f"Ask me about the match in plain words: {join_names(f.topics())}. "
        f'Try "{example}" Slash commands: {", ".join(commands)}.',
        {"topics": f.topics()},
    )
