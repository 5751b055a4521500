"""Views about who played: the substitutions, the team sheets (line-ups, bench, formation,
captain) and who was missing and why. Each says honestly when the file does not hold it."""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, Substitution, minute_mark
from bot.engine.facts.phrases import matched
from bot.engine.facts.standin import report
from bot.engine.facts.wording import cause, said_text
from bot.engine.languages.en.answering import REASON_WORDS
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import VIEWS, Reading, Rendered, join_names, view
from bot.engine.views.person_text import absence_sentence, contribution_text
from bot.engine.views.shapes import (
    EventsFacts,
    LineupsFacts,
    PeopleFacts,
    SubstitutesFacts,
    SubstitutionsFacts,
    answer,
    unknown,
)
from bot.engine.views.sub_ordinal import SUBSTITUTIONS_VIEW as SUBSTITUTIONS_VIEW
from bot.engine.views.sub_ordinal import nth_substitution
from bot.knowledge import EXTRA_TIME_PERIODS, EventKind, Knowledge, Lineup, Period, Role

# A change made at the break is listed as the 45th or 46th minute of the second half.
HALF_TIME_MINUTES = (45, 46)
MAX_FULL_SENTENCES = 3
# "who came on in extra time": the periods a topic names.
PERIOD_TOPICS: dict[str, frozenset[Period]] = {
    topic.FIRST_HALF: frozenset({Period.FIRST_HALF}),
    topic.SECOND_HALF: frozenset({Period.SECOND_HALF}),
    topic.EXTRA_TIME: EXTRA_TIME_PERIODS,
}


def _at_half_time(sub: Substitution) -> bool:
    e = sub.event
    return e.period == "second_half" and (e.minute is None or e.minute in HALF_TIME_MINUTES)


def _when(f: MatchFacts, sub: Substitution) -> str:
    if _at_half_time(sub) and sub.event.minute is not None:
        return f.say("subs.at_half_time", "at half-time ({mark})", mark=minute_mark(sub.event))
    return f.minute_phrase(sub.event)


def sub_sentence(f: MatchFacts, sub: Substitution, why: bool = False) -> str:
    """'Reece Pallant came on for Arlo Dunne (Quillhaven Rovers) in the 38th minute.'"""
    on, off, e = f.name(sub.on), f.name(sub.off), sub.event
    team = f.team_name(sub.team)
    when = _when(f, sub)
    if on and off:
        text = f.say(
            "subs.line",
            "{on} came on for {off} ({team}) {when}",
            on=on,
            off=off,
            team=team,
            when=when,
        )
    elif on:
        text = f.say("subs.line_on", "{on} came on ({team}) {when}", on=on, team=team, when=when)
    elif off:
        text = f.say(
            "subs.line_off", "{off} went off ({team}) {when}", off=off, team=team, when=when
        )
    else:
        return said_text(f, e)
    text = text.replace(" ()", "").strip()
    if e.reason:
        reason = cause(f, e) or f.as_written(e, "reason")
        text += f.say("subs.reason", "; reason: {reason}", reason=reason)
    text += "."
    if why and not e.reason:
        text += " " + f.as_written(e, "description") + ("" if f.has_own(e, "description") else ".")
    return text


def _sub_row(f: MatchFacts, sub: Substitution) -> str:
    """'38' Reece Pallant for Arlo Dunne (Quillhaven Rovers)': one change in a list."""
    on, off = f.name(sub.on), f.name(sub.off)
    if not (on or off):
        return said_text(f, sub.event).rstrip(".")
    who = f.say("subs.row", "{on} for {off}", on=on, off=off) if on and off else on or off
    team = f.team_name(sub.team)
    return f"{minute_mark(sub.event)} {who}" + (f" ({team})" if team else "")


def _replaced_before(f: MatchFacts, s: Slots) -> str:
    """'Who replaced X' about a player missing from the start: who played instead."""
    lines = []
    for lineup in f.match.lineups:
        for a in lineup.absent:
            if a.person in s.people or (a.replaced_by and a.replaced_by in s.people):
                lines.append(absence_sentence(f, a))
    return " ".join(lines)


def _event_texts(k: Knowledge, r: Reading) -> list[str]:
    changes = [e for e in k.events if EventKind(e.kind) is EventKind.SUBSTITUTION]
    texts = [str(r.tr(e, "description")) for e in changes]
    return texts + [str(r.tr(e, "reason")) for e in k.events if e.reason]


@view(
    SUBSTITUTIONS_VIEW,
    one_match=True,
    lacks="substitutions",
    about_play=True,
    whole_match=True,
    texts=_event_texts,
    follows="person",
    answers_who="scorer",
    ranks=(topic.MORE_SUBS,),
)
def substitutions(f: MatchFacts, s: Slots) -> Rendered:
    subs = f.substitutions()
    if not any(sub.on or sub.off for sub in subs):
        return _substitutes_by_role(f, s)
    if topic.MORE_SUBS in s.topics and not s.people:  # "who made more substitutions"
        return subs_compared(f, subs)
    picked = _side_and_number(f, s, subs)  # "who came on for England", "their first sub"
    if isinstance(picked, Rendered):
        return picked
    subs = picked
    if s.people:
        theirs = [sub for sub in subs if sub.on in s.people or sub.off in s.people]
        if not theirs:
            before = _replaced_before(f, s)
            if before:
                return answer(before, PeopleFacts(people=list(s.people)))
            names = join_names([f.name(p) for p in s.people], f.say("and", " and "))
            text = f.say(
                "subs.not_involved",
                "The report records no substitution involving {names}.",
                names=names,
            )
            return answer(text, EventsFacts(events=[]))
        subs = theirs
    elif periods := {p for t, ps in PERIOD_TOPICS.items() if t in s.topics for p in ps}:
        in_period = [sub for sub in subs if sub.event.period in periods]
        if not in_period:
            text = f.say("subs.none_then", "No changes were made then.")
            return answer(text + " " + _rows(f, subs), EventsFacts(events=[]))
        subs = in_period
    elif topic.HALF_TIME in s.topics:
        at_break = [sub for sub in subs if _at_half_time(sub)]
        if not at_break:
            text = f.say("subs.none_at_half_time", "No changes were made at half-time.")
            return answer(text + " " + _rows(f, subs), EventsFacts(events=[]))
        subs = at_break
    facts = SubstitutionsFacts(
        events=[sub.event.id for sub in subs],
        people=[p for sub in subs for p in ((sub.off, sub.on) if s.asks_off else (sub.on,)) if p],
    )
    if topic.COUNT in s.topics and not s.people:  # "how many subs": the number first
        head = (
            f.say("subs.count_one", "1 substitution: ")
            if len(subs) == 1
            else f.say("subs.count", "{n} substitutions: ", n=len(subs))
        )
        rows = "; ".join(_sub_row(f, sub) for sub in subs)
        return answer(f"{head}{rows}.", facts)
    if len(subs) <= MAX_FULL_SENTENCES:
        text = " ".join(sub_sentence(f, sub, s.asks_why) for sub in subs)
        return answer(text + _unused(f, s, subs), facts)
    return answer(_rows(f, subs), facts)


def _side_and_number(
    f: MatchFacts, s: Slots, subs: list[Substitution]
) -> list[Substitution] | Rendered:
    """The changes of the side asked (or an honest none), and of those the one a number
    asks for ("Spain's first sub", "and the second?"; none of that number, said so)."""
    asked = [t for t in s.teams if t in f.match.teams]
    if asked:  # "who came on for England": only that side's changes, or an honest none
        subs = [sub for sub in subs if sub.team in asked]
        if not subs:
            text = f.say(
                "subs.none_for",
                "The report records no substitutions by {team}.",
                team=f.team_name(asked[0]),
            )
            return unknown(text, {})
    if any(t in s.topics for t in PERIOD_TOPICS) or topic.HALF_TIME in s.topics:
        return subs  # "the first change of the second half": not numbered here
    nth = nth_substitution(f, s, subs)
    if isinstance(nth, str):
        return answer(nth + " " + _rows(f, subs), EventsFacts(events=[]))
    return nth


def subs_compared(f: MatchFacts, subs: list[Substitution]) -> Rendered:
    """'Real Madrid made more substitutions than Atletico Madrid: Real Madrid 3,
    Atletico Madrid 1.' (or level), then each change with its minute."""
    a, b = f.match.teams
    n = {t: sum(1 for sub in subs if sub.team == t) for t in (a, b)}
    more, less = (a, b) if n[a] >= n[b] else (b, a)
    counts = f.say(
        "subs.counts",
        "{a} {n_a}, {b} {n_b}",
        a=f.team_name(more),
        n_a=n[more],
        b=f.team_name(less),
        n_b=n[less],
    )
    if n[a] == n[b]:
        head = f.say(
            "subs.level", "Both sides made as many substitutions: {counts}.", counts=counts
        )
    else:
        head = f.say(
            "subs.more",
            "{more} made more substitutions than {less}: {counts}.",
            more=f.team_name(more),
            less=f.team_name(less),
            counts=counts,
        )
    rows = "; ".join(_sub_row(f, sub) for sub in subs)
    text = f"{head} {rows}." if rows else head
    return answer(text, EventsFacts(events=[sub.event.id for sub in subs]))


def _unused(f: MatchFacts, s: Slots, subs: list[Substitution]) -> str:
    """' Unused on Brazil's bench: ...': after one side's changes, asked with the word
    for its bench ("brazil bench", "brazil subs": the changes or the bench), who stayed
    there; nothing for any other question."""
    asked = [t for t in s.teams if t in f.match.teams]
    if topic.BENCH not in s.topics or len(asked) != 1 or s.asks_when or s.asks_why:
        return ""
    came_on = {sub.on for sub in subs}
    sheet = next((x for x in f.match.lineups if x.team == asked[0]), None)
    left = [p for p in sheet.bench if p not in came_on] if sheet is not None else []
    if not left:
        return ""
    team = f.team_name(asked[0])
    names = _sheet_names(f, left)
    return " " + f.say(
        "subs.unused",
        "Unused on {team_s} bench: {names}.",
        team_s=_owner(team),
        team=team,
        names=names,
    )


def _rows(f: MatchFacts, subs: list[Substitution]) -> str:
    rows = "; ".join(_sub_row(f, sub) for sub in subs)
    return f.say("subs.list", "Substitutions: {rows}.", rows=rows)


def _substitutes_by_role(f: MatchFacts, s: Slots) -> Rendered:
    """A file whose changes do not say who came on: its substitutes and change events."""
    events = f.events_of(EventKind.SUBSTITUTION)
    subs = f.role_holders(Role.SUBSTITUTE)
    asked = [t for t in s.teams if t in f.match.teams]
    if asked:
        events = [e for e in events if e.team in asked]
        subs = [p for p in subs if p.team in asked]
        if not events and not subs:
            text = f.say(
                "subs.none_for",
                "The report records no substitutions by {team}.",
                team=f.team_name(asked[0]),
            )
            return unknown(text, {})
    parts = [said_text(f, e) for e in events]
    for p in subs:
        done = contribution_text(f, p)
        came_on = f.say("subs.came_on", "{name} came on as a substitute.", name=p.name)
        parts.append(done if "substitute" in done or p.name + "," in done else came_on)
    if not parts:
        return unknown(f.say("subs.none", "The report records no substitutions."), {})
    facts = SubstitutesFacts(events=[e.id for e in events], substitutes=[p.id for p in subs])
    if s.asks_off:  # this file says who came on, never who went off
        off = f.say("subs.no_off", "The report does not say who came off.")
        return unknown(off + " " + " ".join(parts), facts)
    return answer(" ".join(parts), facts)


def _absence_texts(k: Knowledge, r: Reading) -> list[str]:
    return [
        str(r.tr(a, "description")) for x in report(k).lineups for a in x.absent if a.description
    ]


@view(
    "absence",
    one_match=True,
    lacks="who was missing",
    whole_match=True,
    texts=_absence_texts,
    follows="person",
    answers_who="scorer",
)
def absence(f: MatchFacts, s: Slots) -> Rendered:
    every = [(x, a) for x in f.match.lineups for a in x.absent]
    if not every:
        told = _told_in_words(f, s)
        if told:
            return answer(told, PeopleFacts(people=list(s.people)))
        if s.people and topic.INSTEAD in s.topics:
            return _as_substitution(f, s)
        return unknown(
            f.say("absent.none", "The report names no player missing from either side."),
            PeopleFacts(people=[]),
        )
    if s.asks_off and not s.people:  # "who came off injured": a change, not an absentee
        return VIEWS["substitutions"](f, s)
    chosen = every
    reasons = [r for r in REASON_WORDS if r in s.topics]
    if reasons and not s.people:  # "who was suspended"
        fits = [(x, a) for x, a in every if a.reason in reasons]
        if not fits:
            text = f.say(
                "absent.none_of_kind",
                "The report names nobody missing for that reason. Missing: {rest}",
                rest=" ".join(absence_sentence(f, a) for _, a in every),
            )
            return answer(text, PeopleFacts(people=[]))
        every = chosen = fits
    if s.people:
        chosen = [(x, a) for x, a in every if a.person in s.people or a.replaced_by in s.people]
        if not chosen:
            if topic.INSTEAD in s.topics:
                return _as_substitution(f, s)
            names = join_names([f.name(p) for p in s.people], f.say("and", " and "))
            text = f.say(
                "absent.played", "The report does not list {names} as missing.", names=names
            )
            return answer(text, PeopleFacts(people=list(s.people)))
    elif s.teams:
        chosen = [(x, a) for x, a in every if x.team in s.teams]
        if not chosen:
            text = f.say(
                "absent.none_for",
                "The report names no player missing for {team}.",
                team=f.team_name(s.teams[0]),
            )
            return answer(text, PeopleFacts(people=[]))
    text = " ".join(absence_sentence(f, a) for _, a in chosen)
    people = [p for _, a in chosen for p in (a.person, a.replaced_by) if p]
    return answer(text, PeopleFacts(people=people))


def _told_in_words(f: MatchFacts, s: Slots) -> str:
    """What the named people's descriptions say of a player missing, in their words."""
    lines = []
    for pid in s.people:
        p = f.person(pid)
        text = str(f.tr(p, "description") or "") if p else ""
        if p and any(w in text.casefold() for w in matched("absence")):
            lines.append(f"{p.name}: {f.as_written(p, 'description')}.")
    return " ".join(lines)


def _as_substitution(f: MatchFacts, s: Slots) -> Rendered:
    """'Who came on instead of X' is a substitution when X was not missing."""
    return VIEWS["substitutions"](f, s)


def _sheet_names(f: MatchFacts, ids: list[str]) -> str:
    return join_names([f.name(p) for p in ids], f.say("and", " and "))


def lineup_sentence(f: MatchFacts, x: Lineup, s: Slots) -> str:
    team = f.team_name(x.team)
    parts: list[str] = []
    wants_bench = topic.BENCH in s.topics
    wants_shape = topic.FORMATION in s.topics
    wants_captain = topic.CAPTAIN in s.topics or Role.CAPTAIN in s.roles
    if wants_shape or not (wants_bench or wants_captain):
        if x.formation:
            parts.append(
                f.say("lineup.formation", "{team} played {shape}", team=team, shape=x.formation)
            )
        elif wants_shape:
            parts.append(
                f.say("lineup.no_formation", "The report gives no formation for {team}", team=team)
            )
    keepers = [p for p in x.starting if Role.GOALKEEPER in f.roles_of(p)]
    if Role.GOALKEEPER in s.roles and keepers:  # "who started in goal"
        parts.append(
            f.say(
                "lineup.in_goal",
                "{name} started in goal for {team}",
                name=_sheet_names(f, keepers),
                team=team,
            )
        )
    elif not (wants_bench or wants_shape or wants_captain) and x.starting:
        parts.append(
            f.say(
                "lineup.starting",
                "{team} started with {names}",
                team=team,
                names=_sheet_names(f, x.starting),
            )
        )
    if wants_bench:
        if x.bench:
            parts.append(
                f.say(
                    "lineup.bench",
                    "On {team_s} bench: {names}",
                    team_s=_owner(team),
                    team=team,
                    names=_sheet_names(f, x.bench),
                )
            )
        else:
            parts.append(
                f.say(
                    "lineup.no_bench",
                    "The report does not list {team_s} bench",
                    team_s=_owner(team),
                    team=team,
                )
            )
    if wants_captain and x.captain:
        parts.append(
            f.say("lineup.captain", "{name} captained {team}", name=f.name(x.captain), team=team)
        )
    return ". ".join(parts) + "." if parts else ""


def _owner(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _lineup_texts(k: Knowledge, r: Reading) -> list[str]:
    return [x.formation for x in report(k).lineups if x.formation]


@view(
    "lineup",
    one_match=True,
    lacks="line-ups",
    whole_match=True,
    texts=_lineup_texts,
    follows="team",
)
def lineup(f: MatchFacts, s: Slots) -> Rendered:
    sheets = [x for x in f.match.lineups if not s.teams or x.team in s.teams]
    if s.people and not s.teams:  # "did X start?"
        return _started(f, s)
    changes = f.events_of(EventKind.SUBSTITUTION)
    if topic.BENCH in s.topics and not any(x.bench for x in sheets) and changes:
        # "spain subs?": no bench list, but the changes made are the answer (never "the
        # report does not list the bench" while it lists who came on)
        return VIEWS["substitutions"](f, s)
    text = " ".join(t for x in sheets if (t := lineup_sentence(f, x, s)))
    if not text:
        return unknown(
            f.say("lineup.none", "The report does not give the line-ups."), LineupsFacts(lineups=[])
        )
    return answer(text, LineupsFacts(lineups=[x.team for x in sheets]))


def _started(f: MatchFacts, s: Slots) -> Rendered:
    lines = [line for pid in s.people if (line := _started_line(f, pid))]
    if not lines:
        return unknown(
            f.say("lineup.none", "The report does not give the line-ups."), LineupsFacts(lineups=[])
        )
    return answer(" ".join(lines), PeopleFacts(people=list(s.people)))


def _started_line(f: MatchFacts, pid: str) -> str | None:
    """Whether one person started: the team sheet's word, and a change that brought them
    on (evidence they did not start, where the sheet lists no bench)."""
    x = f.match.lineup(f.team_of(pid))
    name = f.name(pid)
    came_on = next((sub for sub in f.substitutions() if sub.on == pid), None)
    listed = x is not None and bool(x.starting or x.bench)
    if x is not None and pid in x.starting:
        return f.say(
            "lineup.did_start", "{name} started for {team}.", name=name, team=f.team_name(x.team)
        )
    on = f"{f.say('no', 'No')}: {sub_sentence(f, came_on)}" if came_on is not None else ""
    if x is not None and pid in x.bench:
        benched = f.say(
            "lineup.on_bench",
            "{name} started on the bench for {team}.",
            name=name,
            team=f.team_name(x.team),
        )
        return f"{benched} {sub_sentence(f, came_on)}" if came_on is not None else benched
    if on:
        return on
    if x is None or not listed:
        return None
    if not x.bench:  # a sheet without its bench: not among the starters, no more
        return f.say(
            "lineup.not_starting",
            "{name} was not in {team_s} starting line-up.",
            name=name,
            team_s=_owner(f.team_name(x.team)),
            team=f.team_name(x.team),
        )
    return f.say(
        "lineup.not_in",
        "{name} was not in {team_s} team sheet.",
        name=name,
        team_s=_owner(f.team_name(x.team)),
        team=f.team_name(x.team),
    )
