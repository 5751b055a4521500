"""Views about one person or a role: who they are, what they did, what they said."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.claims.typed import AwardWon, Said
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.wording import own_text, said_text
from bot.engine.facts.words_said import nationality_country, own_nationality
from bot.engine.understanding.slots import Slots
from bot.engine.views import data_match, not_goals
from bot.engine.views.base import (
    ROLE_VIEW,
    UNNAMED,
    VIEWS,
    Reading,
    Rendered,
    View,
    close_quote,
    join_names,
    possessive,
    view,
)
from bot.engine.views.claim_text import render_award
from bot.engine.views.goal_text import goal_list, goal_sentence
from bot.engine.views.keepers import in_goal
from bot.engine.views.person_text import (
    assists_phrase,
    contribution_text,
    person_facts,
    resolve_people,
)
from bot.engine.views.played import with_played_lead
from bot.engine.views.shapes import (
    AskedScorersFacts,
    AwardsFacts,
    PeopleFacts,
    PersonFacts,
    ProfileFacts,
    QuotesFacts,
    RecordsFacts,
    SpeakersFacts,
    answer,
    unknown,
)
from bot.engine.views.squads import squad_list
from bot.knowledge import AwardScope, Knowledge, Person, Role


def _person_view(
    body: Callable[[MatchFacts, Person], str],
    holds: Callable[[Person, Slots], bool] = lambda p, s: True,
) -> View:
    """A view about one person; `holds` says whether the knowledge has the asked fact."""

    def render(f: MatchFacts, s: Slots) -> Rendered:
        people = resolve_people(f, s)
        if not people:
            return unknown(
                f.say("person.unknown", "The report does not say who that is."),
                PeopleFacts(people=[]),
            )
        p = people[0]
        rendered = answer(body(f, p), ProfileFacts(person=person_facts(f, p)))
        return rendered if holds(p, s) else unknown(rendered.text, rendered.facts)

    return render


def profile_text(f: MatchFacts, p: Person) -> str:
    description = own_text(f, p)
    if Role.ATTENDEE in p.roles:
        return f"{p.name}: {description or f.say('person.in_crowd', 'in the crowd')}."
    quoted = [q.text for q in f.k.quotes if q.speaker == p.id]
    said = (
        f.say("person.quoted", " Quoted: {quote}", quote=close_quote(quoted[0])) if quoted else ""
    )
    done = contribution_text(f, p)
    about = f" {p.name} {description}." if description and description not in done else ""
    records = "".join(f" {p.name}: {t}." for r in p.records if (t := own_text(f, r, "text")))
    return f"{f.person_label(p)}.{about} {done}{records}{said}"


def _person_texts(k: Knowledge, r: Reading) -> list[str]:
    descriptions = [r.tr(p, "description") or "" for p in k.people]
    return descriptions + [r.tr(p, "position") or "" for p in k.people]


# A person's profile and their part in the match carry the same facts: one family.
view("person", of_person=True, family="person", follows="person", texts=_person_texts)(
    _person_view(profile_text)
)


_contribution_text = _person_view(contribution_text)


@view(
    "contribution",
    one_match=True,
    data=data_match.did_score,
    tally=("outside", "hat_trick"),
    family="person",
    follows="person",
)
def _contribution(f: MatchFacts, s: Slots) -> Rendered:
    return with_played_lead(f, s, _contribution_text(f, s))


def _club_text(f: MatchFacts, p: Person) -> str:
    team = f.team_name(p.team)
    if p.club:
        pos = f.say("club.as", " as a {position}", position=f.position(p)) if p.position else ""
        return f.say(
            "club.text",
            "{name} plays club football for {club}{pos}, and played for {team} here.",
            name=p.name,
            club=p.club,
            pos=pos,
            team=team,
        )
    if team:
        return f.say(
            "club.team_only",
            "{name} played for {team}; the report does not name a club.",
            name=p.name,
            team=team,
        )
    return f.say("club.none", "The report does not name a club or team for {name}.", name=p.name)


# "Which club?" needs a club; "which team?" is answered by the team they played for.
view("club", of_person=True, follows="person")(
    _person_view(
        _club_text, lambda p, s: p.club is not None or (not s.asks_club and p.team is not None)
    )
)


def _nationality_text(f: MatchFacts, p: Person) -> str:
    country = None if own_nationality(p, f.lang) else nationality_country(p, f.lang)
    if country:  # written only in English: the country it names, in the answer's words
        return f.say(
            "nationality.country", "{name} is from {country}.", name=p.name, country=country
        )
    if p.nationality:
        return f.say(
            "nationality.is",
            "{name} is {nationality}.",
            name=p.name,
            nationality=f.as_written(p, "nationality"),
        )
    team = f.team_name(p.team)
    head = f.say(
        "nationality.none",
        "The report does not give {name_s} nationality",
        name_s=possessive(p.name),
        name=p.name,
    )
    return head + (f.say("nationality.team", "; he was with {team}.", team=team) if team else ".")


view("nationality", of_person=True, follows="person")(
    _person_view(_nationality_text, lambda p, s: p.nationality is not None)
)


def _did_score_text(f: MatchFacts, p: Person, counted: bool = False, least: int = 1) -> str:
    """'Yes, X scored 2 goals.' / 'No, X did not score.'; asked how many (`counted`),
    the number with no yes or no, and only of this match; asked whether X scored at
    least `least` (a hat-trick: 3), no when X scored fewer."""
    goals, own = f.goals_by(p.id), f.own_goals_by(p.id)
    owns = " ".join(goal_sentence(f, g) for g in own)
    if not goals:
        if own:
            return f.say(
                "did_score.own_only",
                "No, {name} scored no goal for his side, but an own goal: {owns}",
                name=p.name,
                owns=owns,
            )
        no = f.say("did_score.no", "No, {name} did not score.", name=p.name)
        if counted:
            no = f.say("nogoal.person", "{name} did not score in this match.", name=p.name)
        return f"{no} {contribution_text(f, p)}"
    n = len(goals)
    count = f.say("count.goals", "{n} goals", n=n) if n > 1 else f.say("count.goal", "1 goal")
    if n == 3:
        count += f.say("count.hattrick", " (a hat-trick)")
    elif n > 3:
        count += f.say("count.haul", " (a {n}-goal haul)", n=n)
    said = " ".join(goal_sentence(f, g) for g in goals)
    yes = f.say("did_score.yes", "Yes, {name} scored {count}.", name=p.name, count=count)
    if counted:
        yes = f.say(
            "did_score.count", "{name} scored {count} in this match.", name=p.name, count=count
        )
    elif n < least:  # "did X score a hat-trick?" of a one-goal game: no
        yes = f.say("did_score.fewer", "No, {name} scored {count}.", name=p.name, count=count)
    return f"{yes} {said}" + (f" {owns}" if owns else "")


def _scorers_text(f: MatchFacts, s: Slots) -> str:
    """Every scorer with their count: 'Jude Okoro 3 (a hat-trick), Lena Varga 1'."""
    tally: dict[str, int] = {}
    for g in f.goals:
        if g.goal.method != "own_goal":
            tally[g.goal.scorer] = tally.get(g.goal.scorer, 0) + 1
    if s.teams:
        tally = {
            pid: c for pid, c in tally.items() if (p := f.person(pid)) and p.team in s.teams
        } or tally
    ranked = sorted(tally.items(), key=lambda pc: -pc[1])
    hattrick = f.say("count.hattrick", " (a hat-trick)")
    rows = [f"{f.name(pid)} {c}" + (hattrick if c == 3 else "") for pid, c in ranked]
    if not rows:
        return f.say("scorers.none", "Nobody scored: {line}.", line=f.result_line())
    best = ranked[0][1]
    lead = ""
    if topic.BRACE in s.topics and topic.HAT_TRICK not in s.topics:
        two = [f.name(pid) for pid, c in ranked if c == 2]
        more = [f.name(pid) for pid, c in ranked if c > 2]
        if two:
            lead = f.say(
                "scorers.brace",
                "{names} scored two (a brace). ",
                names=join_names(two, f.say("and", " and ")),
            )
        elif more:
            lead = f.say(
                "scorers.brace_more",
                "Nobody scored exactly two; {names} scored more. ",
                names=join_names(more, f.say("and", " and ")),
            )
        else:
            lead = f.say("scorers.no_brace", "No, nobody scored twice. ")
    if topic.HAT_TRICK in s.topics:
        heroes = [f.name(pid) for pid, c in ranked if c >= 3]
        lead = (
            f.say(
                "scorers.hattrick",
                "Yes: {names} scored a hat-trick. ",
                names=join_names(heroes, f.say("and", " and ")),
            )
            if heroes
            else f.say(
                "scorers.no_hattrick", "No, nobody scored a hat-trick (the most was {n}). ", n=best
            )
        )
    return lead + f.say("scorers.rows", "Goals by player: {rows}.", rows=", ".join(rows))


def _did_score(f: MatchFacts, s: Slots) -> Rendered:
    people = resolve_people(f, s)
    beyond = topic.CAREER in s.topics or topic.COMPETITION in s.topics
    if beyond and people and people[0].records:  # "how many World Cup goals does X have"
        return record(f, s)
    if not people and not s.roles:
        return answer(_scorers_text(f, s), AskedScorersFacts(scorers=True))
    if not people:
        text = f.say("person.unknown", "The report does not say who that is.")
        return unknown(text, PeopleFacts(people=[]))
    other = not_goals.instead(f, s)
    if other is not None:
        return other  # "how many pens did X save": his saves, not his goals
    if s.methods and not s.goals:  # "did X score a header": a yes or no on how, not how many
        return VIEWS["goal_how"](f, s)
    p = people[0]
    counted = topic.COUNT in s.topics
    least = 3 if topic.HAT_TRICK in s.topics else 2 if topic.BRACE in s.topics else 1
    return answer(_did_score_text(f, p, counted, least), ProfileFacts(person=person_facts(f, p)))


view(
    "did_score",
    one_match=True,
    data=data_match.did_score,
    tally=("outside", "tournament", "scored_in", "hat_trick", UNNAMED),
    follows="person",
)(_did_score)


def _assists_text(f: MatchFacts, p: Person) -> str:
    assists = f.assists_by(p.id)
    if not assists:
        none = f.say("assists.none", "{name} had no assist in this match.", name=p.name)
        return f"{none} {contribution_text(f, p)}"
    return f.say(
        "assists.made",
        "{name} made {assists}: {goals}.",
        name=p.name,
        assists=assists_phrase(f, len(assists)),
        goals=goal_list(f, assists),
    )


# The assists a person made are the goal_assist sentences: one family.
view("assists", one_match=True, lacks="assists", family="assist", follows="person")(
    _person_view(_assists_text)
)


def _quote_texts(k: Knowledge, r: Reading) -> list[str]:
    # Quotes stay as spoken: other languages read only what they were about.
    said = r.as_written(q.text for q in k.quotes) + [r.tr(q, "about") for q in k.quotes]
    return said + [r.tr(p, "text") for p in k.paraphrases]


@view("quotes", one_match=True, lacks="what was said", follows="person", texts=_quote_texts)
def quotes(f: MatchFacts, s: Slots) -> Rendered:
    people = resolve_people(f, s)
    if topic.REFEREE in s.topics and not s.people and f.person(f.match.referee):
        people = [p for p in (f.person(f.match.referee),) if p]  # "what did the ref say"
    about = _quoted_about(f, s, people)
    if about is not None:
        return about
    if not people and s.roles:  # "the Argentina captain": nobody by that role is known
        return unknown(_unnamed_role(f, s.roles[0], s.teams), PeopleFacts(people=[]))
    if not people and s.teams:
        quoted = {q.speaker for q in f.k.quotes}
        people = [p for p in f.k.people if p.team in s.teams and p.id in quoted]
    speakers = [p for p in people if any(q.speaker == p.id for q in f.k.quotes)]
    if not speakers:
        if people:
            p = people[0]
            said = [f.as_written(pp, "text") for pp in f.k.paraphrases if pp.speaker == p.id]
            if said:
                text = f.say("did.said", "{name} said {text}.", name=p.name, text=said[0])
                return answer(text, PersonFacts(person=p.id))
            text = f.say("quotes.none_from", "The report has no quote from {name}.", name=p.name)
            return unknown(text, PersonFacts(person=p.id))
        names = sorted({f.name(q.speaker) for q in f.k.quotes})
        if not names:
            return unknown(f.say("quotes.none", "The report has no quotes."), {})
        example = names[0].split()[-1]
        text = f.say(
            "quotes.speakers",
            'Quotes in the report come from {names}. Ask e.g. "what did {example} say?"',
            names=join_names(names, f.say("and", " and ")),
            example=example,
        )
        return answer(text, SpeakersFacts(speakers=names))
    p = speakers[0]
    theirs = sorted((q for q in f.k.quotes if q.speaker == p.id), key=lambda q: q.part)
    texts = [q.text for q in theirs]
    joined = " ".join(close_quote(t) for t in texts)
    text = f.say(
        "quotes.said",
        "{label}, on {about}, said: {quotes}",
        label=f.person_label(p),
        about=f.as_written(theirs[0], "about"),
        quotes=joined,
    )
    return answer(text, QuotesFacts(person=p.id, quotes=texts))


def _mentions(text: str, p: Person) -> bool:
    folded = text.casefold()
    return any(n.casefold() in folded for n in (p.name, p.name.split()[-1], *p.aliases))


def _quoted_about(f: MatchFacts, s: Slots, people: list[Person]) -> Rendered | None:
    """Quotes about a named person rather than by them: 'what did the manager say about
    X' (a role and a name), or a name with no quote of its own that others spoke of."""
    if not s.people:
        return None
    named = [p for pid in s.people if (p := f.person(pid))]
    speakers: list[Person] = []
    if s.roles:
        teams: list[str | None] = list(s.teams) or [None]
        for r in s.roles:
            for team in teams:
                speakers += f.role_holders(r, team)
    elif any(q.speaker == p.id for p in named for q in f.k.quotes) or any(
        q.speaker == p.id for p in named for q in f.k.paraphrases
    ):
        return None  # the name has words of its own (quoted or reported)
    else:
        speakers = list(f.k.people)
    ids = {p.id for p in speakers if p not in named}
    found = [
        q
        for q in f.k.quotes
        if q.speaker in ids and any(_mentions(f"{q.about} {q.text}", p) for p in named)
    ]
    if not found:
        return None
    by = found[0].speaker
    theirs = sorted((q for q in found if q.speaker == by), key=lambda q: q.part)
    speaker = f.person(by)
    assert speaker is not None
    text = f.say(
        "quotes.said",
        "{label}, on {about}, said: {quotes}",
        label=f.person_label(speaker),
        about=f.as_written(theirs[0], "about"),
        quotes=" ".join(close_quote(q.text) for q in theirs),
    )
    return answer(text, QuotesFacts(person=by, quotes=[q.text for q in theirs]))


def _goalkeepers_of(f: MatchFacts, s: Slots) -> Rendered | None:
    """A team's goalkeepers: its squad list's, from the data."""
    return squad_list(f, s) if topic.GOALKEEPERS in s.topics and s.teams else None


@view(
    ROLE_VIEW,
    instead=_goalkeepers_of,
    follows="person",
    answers_who="scorer",
    one_match=True,
    lacks="coaches, captains or goalkeepers",
)
def role(f: MatchFacts, s: Slots) -> Rendered:
    if (kept := in_goal(f, s)) is not None:  # a side that changed keepers: who, when
        return kept
    roles = s.roles or [Role.COACH]
    lines: list[str] = []
    found: list[str] = []
    for r in roles[:2]:
        teams: list[str | None] = list(s.teams) or list(f.match.teams)
        for team in teams:
            holders = f.role_holders(r, team)
            tname = f.team_name(team)
            if holders:
                found.extend(p.id for p in holders)
                who = f.say("and", " and ").join(p.name for p in holders)
                role_of = f.say("label.role", "{team} {role}", team=tname, role=f.role_name(r))
                lines.append(f"{who}: {role_of}.")
            elif s.teams:
                lines.append(_unnamed_role(f, r, [team] if team else []))
    if not lines:
        return unknown(_unnamed_role(f, roles[0], []), PeopleFacts(people=[]))
    if not found:
        return unknown(" ".join(lines), PeopleFacts(people=[]))
    return answer(" ".join(lines), PeopleFacts(people=found))


def _unnamed_role(f: MatchFacts, role: str, teams: list[str]) -> str:
    """'The report does not name Spain's captain' (or 'a captain', with no team)."""
    names = f.say("or", " or ").join(f.team_name(t) for t in teams)
    if names:
        return f.say(
            "role.unnamed_team",
            "The report does not name {team_s} {role}.",
            team_s=possessive(names),
            team=names,
            role=f.role_name(role),
        )
    return f.say("role.unnamed", "The report does not name a {role}.", role=f.role_name(role))


@view("awards", one_match=True, lacks="awards", whole_match=True, answers_who="scorer")
def awards(f: MatchFacts, s: Slots) -> Rendered:
    given = f.match.awards
    if not given:
        return unknown(f.say("awards.none", "The report names no awards."), AwardsFacts(awards=[]))
    chosen = [given[i] for i in s.awards] or given
    if s.people and not s.awards:
        chosen = [a for a in given if a.person in s.people] or chosen
    if not s.awards and topic.COMPETITION in s.topics:  # the tournament's awards
        chosen = [a for a in chosen if a.scope in (AwardScope.TOURNAMENT, None)] or chosen
    said = [Said(c, render_award(f, c)) for c in (AwardWon(a.name, a.person) for a in chosen)]
    lines = [x.text for x in said]
    facts = AwardsFacts(awards=[a.name for a in chosen], people=[a.person for a in chosen])
    claims = tuple(said)
    if topic.OTHER_AWARD in s.topics and not s.awards:
        # an award the match does not hold ("man of the match"): no other in its place
        text = f.say(
            "awards.not_held",
            "The report does not give that award. The awards it names: {awards}.",
            awards="; ".join(lines),
        )
        return unknown(text, facts)
    return answer(". ".join(lines) + ".", facts, claims=claims)


def _record_texts(k: Knowledge, r: Reading) -> list[str]:
    people = [str(r.tr(rec, "text")) for p in k.people for rec in p.records]
    return people + [str(r.tr(rec, "text")) for t in k.teams for rec in t.records]


@view("record", tally=("edition",), follows="person", texts=_record_texts, answers_who="scorer")
def record(f: MatchFacts, s: Slots) -> Rendered:
    """A player's records and tallies beyond this match, as the file states them, with
    what they did in this match beside them (the two numbers are not the same)."""
    people = resolve_people(f, s)
    if not people and s.teams:
        return VIEWS["team"](f, s)
    if not people:
        people = [p for p in f.k.people if p.records]
        if not people:
            return unknown(f.say("record.none", "The report gives no records."), {})
    p = people[0]
    if not p.records:
        text = f.say(
            "record.none_for",
            "The report gives no record or tally for {name} beyond this match.",
            name=p.name,
        )
        return unknown(text + " " + contribution_text(f, p), PersonFacts(person=p.id))
    said = " ".join(f"{p.name}: {said_text(f, rec, 'text').rstrip('.')}." for rec in p.records)
    goals = f.goals_by(p.id)
    if goals:
        n = len(goals)
        count = f.say("count.goals", "{n} goals", n=n) if n > 1 else f.say("count.goal", "1 goal")
        said += " " + f.say("record.here", "In this match: {count}.", count=count)
    return answer(said, RecordsFacts(person=p.id, records=[rec.id for rec in p.records]))
