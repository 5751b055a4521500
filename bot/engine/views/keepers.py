"""Who was in goal for a side that changed goalkeepers during the match: the one who
started and the one who came on; asked about the shootout or the end of the match, the
one in goal then (not the starter who had gone off)."""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, Substitution
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered
from bot.engine.views.shapes import PeopleFacts, answer
from bot.knowledge import Role


def keeper_changes(f: MatchFacts, team: str) -> tuple[str, list[Substitution]] | None:
    """A side's starting goalkeeper and the changes that put another keeper in goal,
    in match order (None when its sheet names no one starting keeper)."""
    sheet = next((x for x in f.match.lineups if x.team == team and x.starting), None)
    if sheet is None:
        return None
    starters = [p for p in sheet.starting if Role.GOALKEEPER in f.roles_of(p)]
    if len(starters) != 1:
        return None
    in_goal, changes = starters[0], []
    for sub in f.substitutions():
        if sub.off == in_goal and sub.on and Role.GOALKEEPER in f.roles_of(sub.on):
            changes.append(sub)
            in_goal = sub.on
    return starters[0], changes


def in_goal(f: MatchFacts, s: Slots) -> Rendered | None:
    """'Who was in goal for Argentina in the shootout': of a side that changed keepers,
    the one in goal then, and whom he replaced; without a moment asked, who started in
    goal and who came on. None when no side asked about changed its goalkeeper."""
    if s.roles != [Role.GOALKEEPER] or s.people:
        return None
    shootout = topic.SHOOTOUT in s.topics
    if shootout and f.match.result.shootout is None:
        return None
    at_end = shootout or topic.LATE in s.topics
    teams = [t for t in s.teams if t in f.match.teams] or list(f.match.teams)
    if not any(kept_changed(f, t) for t in teams):
        return None
    lines: list[str] = []
    people: list[str] = []
    for team in teams:
        kept = keeper_changes(f, team)
        if kept is None:
            return None
        first, changes = kept
        if not changes:
            people.append(first)
            lines.append(
                f.say(
                    "keeper.whole_match",
                    "{name} was in goal for {team} throughout.",
                    name=f.name(first),
                    team=f.team_name(team),
                )
            )
            continue
        last = changes[-1]
        assert last.on is not None
        people.extend([last.on] if at_end else [first, last.on])
        lines.append(_changed_line(f, team, first, last, shootout, at_end))
    return answer(" ".join(lines), PeopleFacts(people=people))


def kept_changed(f: MatchFacts, team: str) -> bool:
    """Whether the side changed its goalkeeper during the match."""
    kept = keeper_changes(f, team)
    return kept is not None and bool(kept[1])


def _changed_line(
    f: MatchFacts, team: str, first: str, last: Substitution, shootout: bool, at_end: bool
) -> str:
    """The sentence of a side that changed keepers: at the moment asked, or all along."""
    on, off, name = f.name(last.on), f.name(last.off), f.team_name(team)
    when = f.minute_phrase(last.event)
    if shootout:
        return f.say(
            "keeper.shootout",
            "{on} was in goal for {team} in the shootout: he had come on for {off} {when}.",
            on=on,
            off=off,
            team=name,
            when=when,
        )
    if at_end:
        return f.say(
            "keeper.at_end",
            "{on} was in goal for {team} at the end: he had come on for {off} {when}.",
            on=on,
            off=off,
            team=name,
            when=when,
        )
    if last.off == first:
        return f.say(
            "keeper.replaced",
            "{first} started in goal for {team}; {on} replaced him {when}.",
            first=f.name(first),
            on=on,
            team=name,
            when=when,
        )
    return f.say(
        "keeper.changed",
        "{first} started in goal for {team}; {on} came on for {off} {when}.",
        first=f.name(first),
        on=on,
        off=off,
        team=name,
        when=when,
    )
