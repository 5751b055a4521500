"""The tournament's own checks, and how a match report and its people link into it.

A knowledge may hold a tournament from data beside one match from a report. This module
checks the tournament's references, finds the tournament match the report is about, the
squad player each of the report's people is, and the current match; and lists where the
report and the data disagree (the report wins; the loader shows these as warnings).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from bot.knowledge.match import Match, TournamentGoal
from bot.knowledge.models import Knowledge
from bot.knowledge.report import Goal, Report
from bot.knowledge.tournament import Tournament

Path = tuple[str | int, ...]
Problem = tuple[Path, str]


@dataclass(frozen=True)
class Links:
    """What the loader adds to a knowledge: links found, and problems and warnings."""

    current: str | None = None
    report_of: str | None = None
    players: dict[str, str] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)
    latest: bool = False  # `current` is only the latest match played: nothing chose it


# Letters that Unicode does not decompose into a base letter and an accent.
_LETTERS = str.maketrans(
    {
        "ı": "i",
        "ø": "o",
        "Ø": "O",
        "æ": "ae",
        "Æ": "AE",
        "ß": "ss",
        "đ": "d",
        "Đ": "D",
        "ł": "l",
        "Ł": "L",
        "œ": "oe",
        "Œ": "OE",
        "þ": "th",
        "Þ": "Th",
        "ð": "d",
        "Ð": "D",
    }
)

# after the ASCII fold and lower(), what str.isalnum() keeps is exactly these
_NOT_ALNUM = re.compile(r"[^a-z0-9]")


def fold(name: str) -> str:
    """A name compared without case, accents or punctuation: 'Enzo Fernández' = 'enzo
    fernandez', 'Barış Yılmaz' = 'baris yilmaz'."""
    plain = unicodedata.normalize("NFKD", name.translate(_LETTERS))
    plain = plain.encode("ascii", "ignore").decode().lower()
    return " ".join(_NOT_ALNUM.sub(" ", plain).split())


def link_tournament(k: Knowledge, *, data_file: str = "the data") -> Links:
    """Check the tournament and link the report into it (nothing to do without one)."""
    t = k.tournament
    if t is None:
        if k.current is not None:
            return Links(problems=[(("current",), "there is no tournament to choose from")])
        if k.match is not None and k.match.tournament_match is not None:
            return Links(
                problems=[(("match", "tournament_match"), "there is no tournament to link to")]
            )
        return Links()
    problems = [*tournament_problems(t), *_team_records(k, t)]
    if problems:
        return Links(problems=problems)
    report_of, problems = _report_of(k.match, t) if k.match is not None else (None, [])
    players, person_problems = _people_players(k, t)
    problems += person_problems
    # A report that links nowhere stays the current match (None: the report answers), so
    # a feed that renames one of its teams cannot silently move it to the latest match.
    unlinked = k.match is not None and report_of is None
    current = k.current if k.current is not None else report_of
    latest = current is None and not unlinked
    if latest:
        current = _last_played(t)
    if k.current is not None and k.current not in {m.id for m in t.matches}:
        problems.append((("current",), f"names unknown tournament match '{k.current}'"))
    warnings: list[Problem] = []
    if k.match is not None and report_of is not None and not problems:
        warnings = list(_disagreements(k, k.match, t, t.match(report_of), players, data_file))
    elif k.match is not None and unlinked and not problems:
        warnings = [_unlinked(k.match, t, data_file or "the data")]
    return Links(
        current, report_of, players, problems, warnings, latest=latest and current is not None
    )


def _unlinked(m: Report, t: Tournament, data_file: str) -> Problem:
    """Why the report's match is in no match of the data (a team renamed or missing, no
    match of its teams that day, or two), and what that means for answers."""
    teams = {team.id: team for team in t.teams}
    missing = [team for team in m.teams if team not in teams]
    if missing:
        why = "; ".join(_missing_team(team, t) for team in missing)
    elif m.day.date is None:
        why = "the report gives no date to find it by"
    else:
        same = [
            tm.id for tm in t.matches if tm.date == m.day.date and set(tm.teams) == set(m.teams)
        ]
        why = (
            f"it has {len(same)} matches of {' and '.join(m.teams)} on {m.day.date}"
            if same
            else f"it has no match of {' and '.join(m.teams)} on {m.day.date}"
        )
    return (
        ("match", "teams"),
        f"the report's match is not linked to {data_file}: {why}. Questions naming no "
        "match are answered from the report alone until its team ids and date are the "
        "data's",
    )


def _missing_team(team: str, t: Tournament) -> str:
    """'x' is not a team there, and the team it may have become."""
    near = [
        other
        for other in t.teams
        if team in other.id.split("-") or fold(team.replace("-", " ")) in fold(other.name)
    ]
    guess = f" (renamed '{near[0].id}' ({near[0].name})?)" if len(near) == 1 else ""
    return f"it has no team '{team}'{guess}"


def _last_played(t: Tournament) -> str | None:
    """Without a report or `current:`, the current match is the latest one played."""
    played = [(m.kickoff, i, m.id) for i, m in enumerate(t.matches) if m.score is not None]
    return max(played)[2] if played else None


def _unique(items: list[str], at: Path, what: str) -> Iterator[Problem]:
    seen: Counter[str] = Counter()
    for i, ident in enumerate(items):
        seen[ident] += 1
        if seen[ident] == 2:
            yield (*at, i, "id"), f"duplicate {what} id '{ident}'"


_SECTIONS = {
    "teams": "team",
    "players": "player",
    "groups": "group",
    "venues": "venue",
    "matches": "match",
}


def tournament_problems(t: Tournament) -> Iterator[Problem]:
    at: Path = ("tournament",)
    for section, what in _SECTIONS.items():
        items = [item.id for item in getattr(t, section)]
        yield from _unique(items, (*at, section), what)
    teams = {team.id for team in t.teams}
    groups = {g.id for g in t.groups}
    venues = {v.id for v in t.venues}
    players = {p.id: p for p in t.players}
    for i, team in enumerate(t.teams):
        if team.group is not None and groups and team.group not in groups:
            yield (*at, "teams", i, "group"), f"names unknown group '{team.group}'"
    for i, p in enumerate(t.players):
        if p.team not in teams:
            yield (*at, "players", i, "team"), f"names unknown team '{p.team}'"
    for i, g in enumerate(t.groups):
        for j, team_id in enumerate(g.teams):
            if team_id not in teams:
                yield (*at, "groups", i, "teams", j), f"names unknown team '{team_id}'"
    fixtures: dict[tuple[object, ...], int] = {}
    for i, m in enumerate(t.matches):
        here: Path = (*at, "matches", i)
        for j, team_id in enumerate(m.teams):
            if team_id not in teams:
                yield (*here, "teams", j), f"names unknown team '{team_id}'"
        if m.group is not None and m.group not in groups:
            yield (*here, "group"), f"names unknown group '{m.group}'"
        if m.venue is not None and m.venue not in venues:
            yield (*here, "venue"), f"names unknown venue '{m.venue}'"
        key = (m.date, *sorted(m.teams))
        if key in fixtures:
            yield here, f"the same match as matches[{fixtures[key]}] (same day, same teams)"
        fixtures.setdefault(key, i)
        for j, goal in enumerate(m.goals):
            player = players.get(goal.player) if goal.player else None
            if goal.player is not None and player is None:
                yield (*here, "goals", j, "player"), f"names unknown player '{goal.player}'"
            elif player is not None and (player.team == goal.team) == goal.own_goal:
                side = "the other side" if goal.own_goal else "the scorer's team"
                yield (
                    (*here, "goals", j, "player"),
                    f"'{goal.player}' plays for '{player.team}', but this goal counts for "
                    f"'{goal.team}' (a goal counts for {side})",
                )


def _team_records(k: Knowledge, t: Tournament) -> Iterator[Problem]:
    """A `teams:` record with a tournament team's id enriches it: its name must agree."""
    known = {team.id: team for team in t.teams}
    for i, team in enumerate(k.teams):
        data = known.get(team.id)
        if data is not None and fold(data.name) != fold(team.name):
            yield ("teams", i, "name"), f"'{team.name}', but the tournament calls it '{data.name}'"


def _report_of(m: Report, t: Tournament) -> tuple[str | None, list[Problem]]:
    """The tournament match the report is about: named, or found by day and teams."""
    if m.tournament_match is not None:
        ids = {tm.id for tm in t.matches}
        if m.tournament_match not in ids:
            return None, [
                (
                    ("match", "tournament_match"),
                    f"names unknown tournament match '{m.tournament_match}'",
                )
            ]
        found = t.match(m.tournament_match)
        if set(found.teams) != set(m.teams):
            return None, [
                (
                    ("match", "tournament_match"),
                    f"'{found.id}' is between {' and '.join(found.teams)}, "
                    f"not {' and '.join(m.teams)}",
                )
            ]
        return found.id, []
    if m.day.date is None:
        return None, []
    same = [tm for tm in t.matches if tm.date == m.day.date and set(tm.teams) == set(m.teams)]
    return (same[0].id if len(same) == 1 else None), []


def _people_players(k: Knowledge, t: Tournament) -> tuple[dict[str, str], list[Problem]]:
    """Person id -> squad player id: by `player:`, by the same id, or by the same full
    name in the same team (only when exactly one squad player has it)."""
    by_id = {p.id: p for p in t.players}
    by_name: dict[tuple[str | None, str], list[str]] = {}
    for p in t.players:
        by_name.setdefault((p.team, fold(p.name)), []).append(p.id)
    links: dict[str, str] = {}
    problems: list[Problem] = []
    for i, person in enumerate(k.people):
        if person.player is not None:
            player = by_id.get(person.player)
            if player is None:
                unknown = f"names unknown player '{person.player}'"
                problems.append((("people", i, "player"), unknown))
                continue
            if person.team is not None and person.team != player.team:
                problems.append(
                    (
                        ("people", i, "player"),
                        f"'{player.id}' is in the {player.team} squad, not {person.team}'s",
                    )
                )
                continue
            links[person.id] = player.id
        elif person.id in by_id:
            player = by_id[person.id]
            if person.team is not None and person.team != player.team:
                problems.append(
                    (
                        ("people", i, "id"),
                        f"'{person.id}' is a player of {player.team} in the tournament, "
                        f"not of {person.team}",
                    )
                )
                continue
            links[person.id] = player.id
        else:
            same = by_name.get((person.team, fold(person.name)), [])
            if len(same) == 1:
                links[person.id] = same[0]
    return links, problems


def _disagreements(
    k: Knowledge,
    m: Report,
    t: Tournament,
    tm: Match,
    players: dict[str, str],
    data_file: str,
) -> Iterator[Problem]:
    """Where the report and the data differ about the same match; the report is used."""
    where = f"in {data_file} ({tm.id})"
    if tm.score is not None:
        data_score = {team: tm.goals_of(team) for team in tm.teams}
        if data_score != m.score:
            yield (
                ("match", "score"),
                f"{_score(m.score, m.teams)} in the report, "
                f"{_score(data_score, m.teams)} {where}; the report is used",
            )
            return  # the goals cannot be paired up
    if m.day.date is not None and m.day.date != tm.date:
        yield (
            ("match", "day", "date"),
            f"{m.day.date} in the report, {tm.date} {where}; the report is used",
        )
    venue = next((v for v in t.venues if v.id == tm.venue), None) if tm.venue else None
    if venue is not None and venue.name is not None:
        report_names = {fold(m.venue.stadium), *(fold(a) for a in m.venue.aliases)}
        if fold(venue.name) not in report_names:
            yield (
                ("match", "venue", "stadium"),
                f"{m.venue.stadium} in the report, {venue.name} {where}; the report is used",
            )
    for team in m.teams:
        ours = [(i, g) for i, g in enumerate(m.timeline) if isinstance(g, Goal) and g.team == team]
        theirs = [g for g in tm.goals if g.team == team]
        if len(ours) != len(theirs):
            continue
        for (i, goal), data in zip(ours, theirs, strict=True):
            yield from _goal_differs(k, i, goal, data, players, where)


def _goal_differs(
    k: Knowledge,
    i: int,
    goal: Goal,
    data: TournamentGoal,
    players: dict[str, str],
    where: str,
) -> Iterator[Problem]:
    at: Path = ("match", "timeline", i)
    scorer = k.person(goal.scorer)
    linked = players.get(goal.scorer)
    if data.player is not None and linked is not None and linked != data.player:
        yield (
            (*at, "scorer"),
            f"{scorer.name} in the report, {data.name} {where}; the report is used",
        )
        return
    if goal.minute is None:
        return  # stoppage time with no minute: whatever the data says fits
    same = goal.minute == data.minute and (goal.added or None) == data.added
    if not same:
        report = f"{goal.minute}+{goal.added}" if goal.added else str(goal.minute)
        yield (
            (*at, "minute"),
            f"{scorer.name}'s goal: {report}' in the report, {data.clock}' {where}; "
            "the report is used",
        )


def _score(score: Mapping[str, int | None], order: list[str]) -> str:
    return "-".join(str(score.get(team)) for team in order)
