"""Group tables and top scorers counted from a tournament's results, for the commands
that show them (/table, /scorers, /team).

Every figure is counted from the matches as played. Teams level on points are separated
by goal difference, goals scored, then points in the matches between them, then name
(`TIE_BREAK`, stated where a table is shown). A shootout is not a win: a knockout match
decided on penalties counts as a draw in a team's record, as the game's records count it.
Own goals count for the side they were given to but never for a player; shootout kicks are
never goals.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from bot.knowledge import Tournament, TournamentMatch

TIE_BREAK = ("points", "goal difference", "goals scored", "head-to-head points", "name")


@dataclass(frozen=True)
class Standing:
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    scored: int = 0
    conceded: int = 0

    @property
    def points(self) -> int:
        return 3 * self.won + self.drawn

    @property
    def difference(self) -> int:
        return self.scored - self.conceded


@dataclass(frozen=True)
class Scorer:
    name: str
    team: str
    goals: int
    penalties: int


def record(team: str, matches: list[TournamentMatch]) -> Standing:
    """The team's record over `matches` (those it did not play are skipped)."""
    won = drawn = lost = scored = conceded = played = 0
    for m in matches:
        if team not in m.teams or m.score is None:
            continue
        side = m.teams.index(team)
        own, other = m.score.final[side], m.score.final[1 - side]
        played += 1
        won += own > other
        drawn += own == other
        lost += own < other
        scored += own
        conceded += other
    return Standing(team, played, won, drawn, lost, scored, conceded)


def group_table(t: Tournament, group_id: str) -> list[Standing]:
    """The group's table from its played group matches, in `TIE_BREAK` order."""
    group = next((g for g in t.groups if g.id == group_id), None)
    teams = list(group.teams) if group else []
    games = [m for m in t.matches if m.group == group_id and m.stage in ("group", "league")]
    for m in games:
        teams += [x for x in m.teams if x not in teams]
    names = {team.id: team.name for team in t.teams}
    rows = [record(team, games) for team in teams]

    def key(r: Standing) -> tuple[int, int, int]:
        return (-r.points, -r.difference, -r.scored)

    out: list[Standing] = []
    for r in sorted(rows, key=key):
        if r in out:
            continue
        level = [x for x in rows if key(x) == key(r)]
        ids = {x.team for x in level}
        between = [m for m in games if set(m.teams) <= ids]
        level.sort(key=lambda x: (-record(x.team, between).points, names.get(x.team, x.team)))
        out += level
    return out


def top_scorers(t: Tournament) -> list[Scorer]:
    """Every scorer of a goal of play, most goals first (then name)."""
    goals: Counter[tuple[str, str]] = Counter()
    pens: Counter[tuple[str, str]] = Counter()
    names: dict[tuple[str, str], str] = {}
    players = {p.id: p.name for p in t.players}
    for m in t.matches:
        for g in m.goals:
            if g.own_goal:
                continue
            key = (g.team, g.player or g.name)
            names.setdefault(key, players.get(g.player or "", g.name))
            goals[key] += 1
            pens[key] += g.penalty
    out = [Scorer(names[k], k[0], n, pens[k]) for k, n in goals.items()]
    return sorted(out, key=lambda s: (-s.goals, s.name))
