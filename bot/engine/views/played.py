"""'Did X play?' asked yes or no: the yes or no first, from the team sheets, the changes
and the absences (started, came on, stayed on the bench, missed the match), then what
the person did. Without a sheet or a change naming them, no yes or no is given."""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, minute_mark
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, possessive
from bot.engine.views.person_text import on_the_sheet, resolve_people
from bot.knowledge import Person


def played_lead(f: MatchFacts, p: Person) -> str | None:
    """'Yes, X started for T.' / 'Yes, X came on for T (63').' / 'No, X was on T's bench
    and did not come on.' / 'No, X missed the match.'; None when nothing says."""
    for sub in f.substitutions():
        if sub.on == p.id:
            return f.say(
                "played.came_on",
                "Yes, {name} came on for {team} ({minute}).",
                name=p.name,
                team=f.team_name(sub.team),
                minute=minute_mark(sub.event),
            )
    for sheet in f.match.lineups:
        team = f.team_name(sheet.team)
        if p.id in sheet.starting:
            return f.say(
                "played.started", "Yes, {name} started for {team}.", name=p.name, team=team
            )
        if p.id in sheet.bench:
            return f.say(
                "played.unused",
                "No, {name} was on {team_s} bench and did not come on.",
                name=p.name,
                team_s=possessive(team),
                team=team,
            )
        if any(a.person == p.id for a in sheet.absent):
            return f.say("played.absent", "No, {name} did not play.", name=p.name)
    return None


def with_played_lead(f: MatchFacts, s: Slots, rendered: Rendered) -> Rendered:
    """`rendered` (what the person did) led by the yes or no of 'did X play?'."""
    people = resolve_people(f, s)
    if topic.PLAYED not in s.topics or len(people) != 1 or not rendered.known:
        return rendered
    lead = played_lead(f, people[0])
    if lead is None:
        return rendered
    text = rendered.text
    for sentence in on_the_sheet(f, people[0]):  # "X started for T.": the lead says it
        text = text.replace(sentence, "").strip()
    return Rendered(f"{lead} {text}".strip(), rendered.facts, rendered.known, rendered.claims)
