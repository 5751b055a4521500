"""Built-in answers that need logic (selecting a goal, listing a timeline, a person's match).

Each view reads only the knowledge and the question's slots and returns short text plus
the structured facts it used. Nothing here names a team, player or score: the same views
answer for any match file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.entities import Slots
from bot.engine.facts import GoalFacts, MatchFacts, minute_mark, minute_phrase
from bot.engine.normalise import clean
from bot.knowledge.models import Event, Goal, Person

Facts = dict[str, Any]


@dataclass(frozen=True)
class Rendered:
    text: str
    facts: Facts
    known: bool = True  # False: the knowledge does not hold what was asked; text says so


def not_in_report(text: str, facts: Facts | None = None) -> Rendered:
    """An honest 'the report does not say': the engine turns it into a decline."""
    return Rendered(text, facts or {}, known=False)


View = Callable[[MatchFacts, Slots], Rendered]
VIEWS: dict[str, View] = {}

METHOD_WORDS = {
    "header": "a header",
    "sidefoot": "a sidefooted finish",
    "shot": "a shot",
    "penalty": "a penalty",
    "free_kick": "a free kick",
    "own_goal": "an own goal",
    "other": "a finish",
}
ASSIST_WORDS = {"cross": "cross", "pass": "pass", "set_up": "set-up", "other": "assist"}


def view(name: str) -> Callable[[View], View]:
    def register(fn: View) -> View:
        VIEWS[name] = fn
        return fn

    return register


# -- goals ------------------------------------------------------------------------------


def goal_facts(f: MatchFacts, g: GoalFacts) -> Facts:
    goal = g.goal
    return {
        "id": goal.id,
        "minute": minute_mark(goal),
        "team": f.team_name(goal.team),
        "scorer": f.name(goal.scorer),
        "assist": f.name(goal.assist) or None,
        "method": goal.method,
        "labels": sorted(g.labels),
        "score_after": g.score_after,
    }


def goal_sentence(f: MatchFacts, g: GoalFacts, lead: str = "scorer") -> str:
    """One sentence that says who, for whom, when, how and from whose pass."""
    goal = g.goal
    when = minute_phrase(goal)
    how = METHOD_WORDS[goal.method]
    if goal.position:
        how += f" from {goal.position}"
    assist = ""
    if goal.assist:
        kind = ASSIST_WORDS.get(goal.assist_kind or "other", "assist")
        assist = f", from {f.name(goal.assist)}'s {kind}"
    scorer, team = f.name(goal.scorer), f.team_name(goal.team)
    name = f.goal_name(g)
    if lead == "assist" and goal.assist:
        return (
            f"{f.name(goal.assist)} set up {name}: {scorer} scored it for {team} {when} with {how}."
        ).replace("  ", " ")
    if lead == "time":
        return f"{scorer}'s goal for {team} ({name}, {score_phrase(f, g)}) came {when}" + (
            "".join(f", {gap}" for gap in time_gaps(f, g)) + "."
        )
    if lead == "how":
        return f"{scorer} scored {name} for {team} {when} with {how}{assist}. {goal.description}"
    return f"{scorer} scored {name} for {team} {when}, with {how}{assist}.".replace("  ", " ")


def score_phrase(f: MatchFacts, g: GoalFacts) -> str:
    """'England 1-0 up', '1-1', from the scoring side's point of view."""
    teams = f.match.teams
    mine = g.tally[teams.index(g.goal.team)]
    theirs = max(t for i, t in enumerate(g.tally) if teams[i] != g.goal.team)
    if mine == theirs:
        return f"{mine}-{theirs}"
    lead = g.goal.team if mine > theirs else next(t for t in teams if t != g.goal.team)
    return f"{f.team_name(lead)} {max(mine, theirs)}-{min(mine, theirs)} up"


def time_gaps(f: MatchFacts, g: GoalFacts) -> list[str]:
    """How far into the half, and how long after the goal before, when minutes allow."""
    out: list[str] = []
    minute = g.goal.minute
    if minute is None or g.goal.stoppage_time:
        return out
    if g.goal.period == "second_half" and 45 < minute <= 60:
        out.append(f"{minute - 45} minutes into the second half")
    before = [p.goal.minute for p in f.goals if p.number < g.number and p.goal.minute]
    if before:
        out.append(f"{minute - before[-1]} minutes after the previous goal")
    i = f.match.teams.index(g.goal.team)
    if g.tally[i] == max(g.tally) and list(g.tally).count(g.tally[i]) == 1:  # went ahead
        level = next((later for later in f.goals[g.number :] if len(set(later.tally)) == 1), None)
        if level is not None and level.goal.minute is not None:
            out.append(f"a lead that lasted {level.goal.minute - minute} minutes")
    return out


def select_goals(f: MatchFacts, s: Slots, by: str = "scorer") -> list[GoalFacts]:
    """The goals a question means. A named goal ('the winner', '1-1') decides; then names,
    teams and minutes narrow it only where they fit ('after Gordon's goal, who levelled?')."""
    goals = f.goals
    named = bool(s.goals or s.scores)
    if s.goals:
        goals = [g for g in goals if any(label in g.labels for label in s.goals)]
    if s.scores:
        wanted = {tuple(sorted(sc)) for sc in s.scores}
        goals = [g for g in goals if tuple(sorted(g.tally)) in wanted]
    narrowers: list[Callable[[GoalFacts], bool]] = []
    if s.people:
        narrowers.append(lambda g: getattr(g.goal, by) in s.people)
    if s.teams and not s.people:
        narrowers.append(lambda g: g.goal.team in s.teams)
    if s.minutes:
        narrowers.append(lambda g: g.goal.minute in s.minutes)
    for keep in narrowers:
        narrowed = [g for g in goals if keep(g)]
        if narrowed or not named:
            goals = narrowed
    if s.ordinals and not named and goals:
        n = s.ordinals[0]
        goals = [goals[n - 1]] if 0 < n <= len(goals) else [goals[-1]] if n < 0 else []
    return goals


def _no_goal(f: MatchFacts, s: Slots) -> str:
    if s.people:
        person = f.person(s.people[0])
        assert person is not None
        return f"{person.name} did not score in this match. " + contribution_text(f, person)
    if s.goals:
        return f"There was no {s.goals[0]} in this match. Final score: {f.result_line()}."
    if s.teams:
        return f"{f.team_name(s.teams[0])} did not score. Final score: {f.result_line()}."
    return f"No goal matches that. Final score: {f.result_line()}."


def _goal_view(lead: str) -> View:
    def render(f: MatchFacts, s: Slots) -> Rendered:
        goals = select_goals(f, s, "assist" if lead == "assist" else "scorer")
        if lead == "assist" and s.people and not goals:
            goals = select_goals(f, Slots(goals=s.goals, teams=s.teams), "scorer")
            goals = [g for g in goals if g.goal.scorer in s.people]
        if not goals:
            playing = not s.teams or set(s.teams) & set(f.match.teams)
            text = _no_goal(f, s)
            return Rendered(text, {"goals": []}) if playing else not_in_report(text)
        if lead == "assist":
            goals = [g for g in goals if g.goal.assist] or goals
        text = " ".join(goal_sentence(f, g, lead) for g in goals[:4])
        return Rendered(text, {"goals": [goal_facts(f, g) for g in goals]})

    return render


for _lead, _name in (
    ("scorer", "goal"),
    ("assist", "goal_assist"),
    ("time", "goal_time"),
    ("how", "goal_how"),
):
    VIEWS[_name] = _goal_view(_lead)


@view("goals")
def goals_list(f: MatchFacts, s: Slots) -> Rendered:
    goals = f.goals
    if s.teams:
        goals = [g for g in goals if g.goal.team in s.teams] or goals
    lines = [
        f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(g.goal.team)})"
        + (f", assist {f.name(g.goal.assist)}" if g.goal.assist else "")
        + f" ({scoreline(f, g)})"
        for g in goals
    ]
    head = f"{f.result_line()}. Goals:" if lines else f"{f.result_line()}: no goals."
    return Rendered("\n".join([head, *lines]), {"goals": [goal_facts(f, g) for g in goals]})


@view("result")
def result(f: MatchFacts, s: Slots) -> Rendered:
    scorers = ", ".join(f"{f.name(g.goal.scorer)} {minute_mark(g.goal)}" for g in f.goals)
    m = f.match
    text = f"{f.result_line()} in the {m.competition.name} {m.competition.stage}"
    behind = f.worst_deficit(m.winner) if m.winner else 0
    text += (
        (
            ", a comeback from a goal down."
            if behind == 1
            else f", a comeback from {behind} goals down."
        )
        if behind
        else "."
    )
    if scorers:
        text += f" Goals ({len(f.goals)}): {scorers}."
    return Rendered(text, {"score": dict(m.score), "winner": f.team_name(m.winner)})


# -- people -----------------------------------------------------------------------------


def contribution_text(f: MatchFacts, p: Person) -> str:
    """What a person did: goals and assists computed from the timeline, then moments."""
    done: list[str] = []
    goals, assists = f.goals_by(p.id), f.assists_by(p.id)
    if goals:
        done.append(
            "scored " + " and ".join(f"{f.goal_name(g)} ({minute_mark(g.goal)})" for g in goals)
        )
    if assists:
        n = len(assists)
        done.append(
            f"made {n} assist{'s' if n > 1 else ''}: "
            + ", ".join(
                f"{f.goal_name(g)} by {f.name(g.goal.scorer)} ({minute_mark(g.goal)})"
                for g in assists
            )
        )
    sentences = [f"{p.name} " + "; ".join(done) + "."] if done else []
    moments = [e for e in f.events_with(p.id) if e.kind in ("chance", "substitution", "save")]
    sentences.extend(e.description for e in moments)
    sentences.extend(f"{p.name} said {pp.text}." for pp in f.k.paraphrases if pp.speaker == p.id)
    if not sentences and p.description:
        sentences.append(f"{p.name} {p.description}.")
    return " ".join(sentences) or f"The report says nothing more about {p.name}'s match."


def person_facts(f: MatchFacts, p: Person) -> Facts:
    return {
        "id": p.id,
        "name": p.name,
        "team": f.team_name(p.team),
        "roles": list(p.roles),
        "club": p.club,
        "position": p.position,
        "nationality": p.nationality,
        "goals": [minute_mark(g.goal) for g in f.goals_by(p.id)],
        "assists": [minute_mark(g.goal) for g in f.assists_by(p.id)],
        "quotes": [q.text for q in f.k.quotes if q.speaker == p.id],
    }


def _person_view(
    body: Callable[[MatchFacts, Person], str],
    holds: Callable[[Person], bool] = lambda p: True,
) -> View:
    """A view about one person; `holds` says whether the knowledge has the asked fact."""

    def render(f: MatchFacts, s: Slots) -> Rendered:
        people = resolve_people(f, s)
        if not people:
            return not_in_report("The report does not say who that is.", {"people": []})
        p = people[0]
        rendered = Rendered(body(f, p), {"person": person_facts(f, p)})
        return rendered if holds(p) else not_in_report(rendered.text, rendered.facts)

    return render


def resolve_people(f: MatchFacts, s: Slots) -> list[Person]:
    """People named, or else the holders of a named role (in a named team)."""
    named = [p for pid in s.people if (p := f.person(pid))]
    if named:
        return named
    if not s.roles and (s.goals or s.minutes or s.scores or s.ordinals):
        scorers = [g.goal.scorer for g in select_goals(f, s)]  # "the winner's club"
        return [p for pid in dict.fromkeys(scorers) if (p := f.person(pid))]
    out: list[Person] = []
    for role in s.roles:
        teams: list[str | None] = list(s.teams) or [None]
        for team in teams:
            out.extend(p for p in f.role_holders(role, team) if p not in out)
    if s.nationalities:
        pool = out if s.roles else list(f.k.people)
        out = [p for p in pool if p.nationality and clean(p.nationality) in s.nationalities]
    return out


def profile_text(f: MatchFacts, p: Person) -> str:
    if "attendee" in p.roles:
        return f"{p.name}: {p.description or 'in the crowd'}."
    quoted = [q.text for q in f.k.quotes if q.speaker == p.id]
    said = f" Quoted: {_close_quote(quoted[0])}" if quoted else ""
    done = contribution_text(f, p)
    about = f" {p.name} {p.description}." if p.description and p.description not in done else ""
    return f"{f.person_label(p)}.{about} {done}{said}"


VIEWS["person"] = _person_view(profile_text)
VIEWS["contribution"] = _person_view(contribution_text)


def _club_text(f: MatchFacts, p: Person) -> str:
    team = f.team_name(p.team)
    if p.club:
        pos = f" as a {p.position}" if p.position else ""
        return f"{p.name} plays club football for {p.club}{pos}, and played for {team} here."
    if team:
        return f"{p.name} played for {team}; the report does not name a club."
    return f"The report does not name a club or team for {p.name}."


VIEWS["club"] = _person_view(_club_text, lambda p: p.club is not None)


def _nationality_text(f: MatchFacts, p: Person) -> str:
    if p.nationality:
        return f"{p.name} is {p.nationality}."
    team = f.team_name(p.team)
    return f"The report does not give {p.name}'s nationality" + (
        f"; he was with {team}." if team else "."
    )


VIEWS["nationality"] = _person_view(_nationality_text, lambda p: p.nationality is not None)


def _did_score_text(f: MatchFacts, p: Person) -> str:
    goals = f.goals_by(p.id)
    if not goals:
        return f"No, {p.name} did not score. {contribution_text(f, p)}"
    return "Yes. " + " ".join(goal_sentence(f, g) for g in goals)


VIEWS["did_score"] = _person_view(_did_score_text)


def _assists_text(f: MatchFacts, p: Person) -> str:
    assists = f.assists_by(p.id)
    if not assists:
        return f"{p.name} had no assist in this match. {contribution_text(f, p)}"
    n = len(assists)
    lines = ", ".join(
        f"{f.goal_name(g)} by {f.name(g.goal.scorer)} ({minute_mark(g.goal)})" for g in assists
    )
    return f"{p.name} made {n} assist{'s' if n > 1 else ''}: {lines}."


VIEWS["assists"] = _person_view(_assists_text)


@view("quotes")
def quotes(f: MatchFacts, s: Slots) -> Rendered:
    people = resolve_people(f, s)
    if not people and s.teams:
        quoted = {q.speaker for q in f.k.quotes}
        people = [p for p in f.k.people if p.team in s.teams and p.id in quoted]
    speakers = [p for p in people if any(q.speaker == p.id for q in f.k.quotes)]
    if not speakers:
        if people:
            p = people[0]
            said = [pp.text for pp in f.k.paraphrases if pp.speaker == p.id]
            if said:
                return Rendered(f"{p.name} said {said[0]}.", {"person": p.id})
            return not_in_report(f"The report has no quote from {p.name}.", {"person": p.id})
        names = sorted({f.name(q.speaker) for q in f.k.quotes})
        if not names:
            return not_in_report("The report has no quotes.", {"speakers": []})
        example = names[0].split()[-1]
        text = f'Quotes in the report come from {_join(names)}. Ask e.g. "what did {example} say?"'
        return Rendered(text, {"speakers": names})
    p = speakers[0]
    texts = [q.text for q in sorted(f.k.quotes, key=lambda q: q.part) if q.speaker == p.id]
    joined = " ".join(_close_quote(t) for t in texts)
    return Rendered(f"{f.person_label(p)} said: {joined}", {"person": p.id, "quotes": texts})


def _close_quote(text: str) -> str:
    text = text.rstrip(",")
    if text[-1] not in ".!?":
        text += "."
    return f"\u201c{text}\u201d"


@view("role")
def role(f: MatchFacts, s: Slots) -> Rendered:
    roles = s.roles or ["coach"]
    lines: list[str] = []
    found: list[str] = []
    for r in roles[:2]:
        teams: list[str | None] = list(s.teams) or list(f.match.teams)
        for team in teams:
            holders = f.role_holders(r, team)
            tname = f.team_name(team)
            if holders:
                found.extend(p.id for p in holders)
                who = " and ".join(p.name for p in holders)
                lines.append(f"{who}: {tname} {r}.")
            elif s.teams:
                lines.append(f"The report does not name {tname}'s {r}.")
    if not lines:
        return not_in_report(f"The report does not name a {roles[0]}.", {"people": []})
    if not found:
        return not_in_report(" ".join(lines), {"people": []})
    return Rendered(" ".join(lines), {"people": found})


# -- the match as a whole ---------------------------------------------------------------


PERIOD_NAMES = {
    "first_half": "1st half",
    "second_half": "2nd half",
    "extra_time_first": "extra time",
    "extra_time_second": "extra time",
    "penalties": "penalties",
}


def scoreline(f: MatchFacts, g: GoalFacts) -> str:
    """'Argentina 0-1 England': the score after a goal, with the names to read it by."""
    a, b = f.match.teams
    return f"{f.team_name(a)} {g.score_after} {f.team_name(b)}"


def moment_line(f: MatchFacts, m: Goal | Event) -> str:
    """One timeline row; a moment with no minute says its half (and if its place is inferred)."""
    if isinstance(m, Goal):
        g = next(g for g in f.goals if g.goal.id == m.id)
        assist = f" (assist {f.name(m.assist)})" if m.assist else ""
        return (
            f"{minute_mark(m)} GOAL {f.team_name(m.team)}: {f.name(m.scorer)}{assist}"
            f", {scoreline(f, g)}"
        )
    mark = minute_mark(m)
    notes = [] if mark else [PERIOD_NAMES[m.period]]
    if m.order == "inferred":
        notes.append("order inferred")
    note = f" ({', '.join(notes)})" if notes else ""
    return f"{mark or '-'} {m.title}{note}"


def timeline_facts(f: MatchFacts) -> list[Facts]:
    return [
        {
            "id": m.id,
            "kind": m.kind,
            "minute": minute_mark(m),
            "period": m.period,
            "line": moment_line(f, m),
            "order_inferred": getattr(m, "order", "") == "inferred",
        }
        for m in f.match.timeline
    ]


@view("timeline")
def timeline(f: MatchFacts, s: Slots) -> Rendered:
    rows = timeline_facts(f)
    return Rendered("\n".join(r["line"] for r in rows), {"timeline": rows})


@view("minute")
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


def _events_view(kinds: tuple[str, ...], none: str) -> View:
    def render(f: MatchFacts, s: Slots) -> Rendered:
        events = [e for e in f.k.events if e.kind in kinds]
        if not events:
            return not_in_report(none, {"events": []})
        if s.asks_when and all(e.minute is None and not e.stoppage_time for e in events):
            period = events[0].period.replace("_", " ")
            titles = _join([e.title for e in events])
            return not_in_report(
                f"The report gives no minute for this ({titles}); it was in the {period}.",
                {"events": [e.id for e in events]},
            )
        text = " ".join(e.description for e in events)
        return Rendered(text, {"events": [e.id for e in events]})

    return render


VIEWS["chances"] = _events_view(("chance", "save"), "The report records no near misses.")
VIEWS["breaks"] = _events_view(("break",), "The report records no breaks in play.")


@view("substitutions")
def substitutions(f: MatchFacts, s: Slots) -> Rendered:
    events = [e for e in f.k.events if e.kind == "substitution"]
    subs = f.role_holders("substitute")
    parts = [e.description for e in events]
    for p in subs:
        done = contribution_text(f, p)
        parts.append(
            f"{p.name} came on as a substitute; {done[0].lower()}{done[1:]}"
            if done
            else f"{p.name} came on as a substitute."
        )
    if not parts:
        return not_in_report("The report records no substitutions.", {"events": []})
    return Rendered(
        " ".join(parts), {"events": [e.id for e in events], "substitutes": [p.id for p in subs]}
    )


@view("summary")
def summary(f: MatchFacts, s: Slots) -> Rendered:
    return Rendered(f.match.summary, {"score": dict(f.match.score)})


@view("next_match")
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


@view("team")
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
    return Rendered(" ".join(lines), {"teams": teams})


@view("venue")
def venue(f: MatchFacts, s: Slots) -> Rendered:
    v, day = f.match.venue, f.match.day
    ac = "the air-conditioned " if v.air_conditioned else "the "
    when = f" on {day.weekday}" if day.weekday else ""
    return Rendered(
        f"It was played at {ac}{v.stadium} in {v.city}{when}.",
        {"stadium": v.stadium, "city": v.city, "weekday": day.weekday},
    )


@view("crowd")
def crowd(f: MatchFacts, s: Slots) -> Rendered:
    c = f.match.crowd
    if c is None:
        return not_in_report("The report says nothing about the crowd.")
    parts = [c.description]
    if c.anthem:
        parts.append(f"\u201c{c.anthem.name}\u201d was {c.anthem.description}.")
    names = [f.name(a) for a in c.attendees]
    if names:
        parts.append(_join(names) + " were in the crowd.")
    return Rendered(" ".join(parts), {"attendees": names})


@view("attendees")
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
    return Rendered(f"{_join(names)} were in the crowd.", {"attendees": [p.name for p in people]})


@view("anthem")
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


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


@view("halftime")
def halftime(f: MatchFacts, s: Slots) -> Rendered:
    """The score at the break, derived from the goals' periods."""
    first = [g for g in f.goals if g.goal.period == "first_half"]
    names = [f.team_name(t) for t in f.match.teams]
    tally = first[-1].tally if first else (0,) * len(names)
    score = "-".join(map(str, tally))
    if not first:
        nxt = f.goals[0].goal if f.goals else None
        later = f" The first goal came {minute_phrase(nxt)}." if nxt and nxt.minute else ""
        return Rendered(
            f"It was {score} at half-time: no goals in the first half.{later}", {"halftime": score}
        )
    return Rendered(f"At half-time it was {names[0]} {score} {names[1]}.", {"halftime": score})


@view("storylines")
def storylines(f: MatchFacts, s: Slots) -> Rendered:
    lines = f.match.storylines
    if not lines:
        return not_in_report("The report has no talking points beyond the facts.")
    return Rendered(" ".join(lines), {"storylines": list(lines)})
