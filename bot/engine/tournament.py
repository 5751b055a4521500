"""What follows from a tournament's data, computed once per load: each team's path, group
tables, scorers, records. Every figure is counted from the matches as played; nothing
here is read from a text or guessed.

Group tables use the competition's tie-break order (`Tournament.tiebreak_order`: stated in
its knowledge, else the World Cup's); the answers and cards that show a table say it. Own
goals count for the side they were given to but never for a player, and shootout kicks
are never goals: a tally of a player's goals counts goals of play only.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bot.knowledge import STAGES, Player, Tournament, TournamentMatch, TournamentTeam, fold

KNOCKOUT = frozenset(
    {"round_of_32", "round_of_16", "quarter_final", "semi_final", "third_place", "final"}
)


@dataclass(frozen=True)
class Row:
    """One team's line in a group table."""

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
class Tally:
    """A player's goals of play in the tournament (no own goals, no shootout kicks)."""

    key: str  # the squad player's id, or the name as the source wrote it when unlinked
    name: str
    team: str
    goals: int
    penalties: int


class TournamentFacts:
    """One tournament's derived facts; immutable after construction."""

    def __init__(self, t: Tournament, current: str | None = None) -> None:
        self.t = t
        self.current = current
        self.matches = sorted(t.matches, key=lambda m: m.kickoff)
        self.played = [m for m in self.matches if m.score is not None]
        self.by_id = {m.id: m for m in t.matches}
        self.teams: dict[str, TournamentTeam] = {team.id: team for team in t.teams}
        self.players: dict[str, Player] = {p.id: p for p in t.players}
        self.venues = {v.id: v for v in t.venues}
        self.groups = {g.id: g for g in t.groups}
        self._of_team: dict[str, list[TournamentMatch]] = {}
        for m in self.matches:
            for team in m.teams:
                self._of_team.setdefault(team, []).append(m)
        self.squads: dict[str, list[Player]] = {}
        for p in t.players:
            self.squads.setdefault(p.team, []).append(p)
        self.clubs: dict[str, list[Player]] = {}
        for p in t.players:
            if p.club:
                self.clubs.setdefault(fold(p.club), []).append(p)
        self.first_day = self.matches[0].date if self.matches else None
        self.last_day = self.matches[-1].date if self.matches else None
        self._merged = self._same_scorer()
        self.tally = self._tally()

    # matches -----------------------------------------------------------------------------

    def matches_of(self, team: str) -> list[TournamentMatch]:
        """The team's matches in the order played."""
        return self._of_team.get(team, [])

    def of_stage(self, stage: str) -> list[TournamentMatch]:
        return [m for m in self.matches if m.stage == stage]

    @property
    def final(self) -> TournamentMatch | None:
        finals = self.of_stage("final")
        return finals[-1] if finals else None

    @property
    def winner(self) -> str | None:
        final = self.final
        return final.winner if final is not None else None

    @property
    def opener(self) -> TournamentMatch | None:
        return self.matches[0] if self.matches else None

    def reached(self, team: str) -> str | None:
        """The latest stage the team played in."""
        stages = [m.stage for m in self.matches_of(team)]
        return max(stages, key=STAGES.index) if stages else None

    def out_in(self, team: str) -> TournamentMatch | None:
        """The knockout match the team lost, if it went out in one."""
        knockouts = [m for m in self.matches_of(team) if m.stage in KNOCKOUT]
        lost = [m for m in knockouts if m.loser == team and m.stage != "third_place"]
        return lost[-1] if lost else None

    def shootouts(self) -> list[TournamentMatch]:
        return [m for m in self.played if m.score and m.score.penalties is not None]

    def biggest_wins(self) -> list[TournamentMatch]:
        """The matches won by the widest margin of play (shootouts are not margins)."""
        margins = {m.id: abs(m.score.final[0] - m.score.final[1]) for m in self.played if m.score}
        top = max(margins.values(), default=0)
        return [m for m in self.played if top and margins[m.id] == top]

    def total_goals(self, matches: Iterable[TournamentMatch]) -> int:
        return sum(sum(m.score.final) for m in matches if m.score)

    # teams -------------------------------------------------------------------------------

    def record(self, team: str, stages: frozenset[str] | None = None) -> Row:
        """Won, drawn, lost, goals for and against: a match decided on penalties counts
        as a draw, as the game's records count it."""
        row = Row(team)
        for m in self.matches_of(team):
            if m.score is None or (stages is not None and m.stage not in stages):
                continue
            side = m.teams.index(team)
            own, other = m.score.final[side], m.score.final[1 - side]
            row = Row(
                team,
                row.played + 1,
                row.won + (own > other),
                row.drawn + (own == other),
                row.lost + (own < other),
                row.scored + own,
                row.conceded + other,
            )
        return row

    def group_of(self, team: str) -> str | None:
        found = self.teams.get(team)
        if found is not None and found.group:
            return found.group
        return next((g.id for g in self.t.groups if team in g.teams), None)

    def table(self, group: str) -> list[Row]:
        """The group's table from its matches, in the tournament's tie-break order."""
        g = self.groups.get(group)
        teams = list(g.teams) if g else []
        games = [m for m in self.played if m.group == group and m.stage in ("group", "league")]
        for m in games:
            teams += [t for t in m.teams if t not in teams]
        rows = {t: _row(t, games) for t in teams}
        ranked = _rank(teams, games, self.tiebreak, rows, self.name_key)
        return [rows[t] for t in ranked]

    @property
    def tiebreak(self) -> tuple[str, ...]:
        """The rules its tables separate level teams by, in order (name last)."""
        return self.t.tiebreak_order

    def name_key(self, team: str) -> str:
        found = self.teams.get(team)
        return found.name if found else team

    def qualified(self) -> list[str]:
        """The teams that played in the first knockout round, in the order listed."""
        knockouts = [m for m in self.matches if m.stage in KNOCKOUT and m.stage != "third_place"]
        if not knockouts:
            return []
        first = min((m.stage for m in knockouts), key=STAGES.index)
        return [t for m in knockouts if m.stage == first for t in m.teams]

    # players -----------------------------------------------------------------------------

    def _tally(self) -> list[Tally]:
        goals: Counter[str] = Counter()
        pens: Counter[str] = Counter()
        who: dict[str, tuple[str, str]] = {}
        same = self._merged
        for m in self.played:
            for g in m.goals:
                if g.own_goal:
                    continue
                key = g.player or same.get((g.team, fold(g.name)), f"{g.team}:{fold(g.name)}")
                name = self.players[g.player].name if g.player in self.players else g.name
                who.setdefault(key, (name, g.team))
                goals[key] += 1
                pens[key] += g.penalty
        out = [Tally(k, who[k][0], who[k][1], n, pens[k]) for k, n in goals.items()]
        return sorted(out, key=lambda x: (-x.goals, x.name))

    def _same_scorer(self) -> dict[tuple[str, str], str]:
        """An unlinked scorer written by surname only ("Mbappé") is the team's one scorer
        written in full with that surname ("Kylian Mbappé"), when there is exactly one."""
        full: dict[tuple[str, str], set[str]] = {}
        names = {(g.team, fold(g.name)) for m in self.played for g in m.goals if not g.player}
        for team, name in names:
            if " " in name:
                full.setdefault((team, name.split()[-1]), set()).add(name)
        out = {}
        for team, name in names:
            found = full.get((team, name), set())
            if " " not in name and len(found) == 1:
                out[(team, name)] = f"{team}:{next(iter(found))}"
        return out

    def tally_key(self, scorer: str) -> str:
        """A squad player's id, or an unlinked scorer's 'team:name' merged as the tally
        merges it ('Mbappé' -> 'Kylian Mbappé')."""
        if scorer in self.players or ":" not in scorer:
            return scorer
        team, name = scorer.split(":", 1)
        return self._merged.get((team, name), scorer)

    def goals_of_player(self, player: str) -> tuple[int, list[tuple[TournamentMatch, str]]]:
        """A scorer's goals of play and where they came (match, minute)."""
        key = self.tally_key(player)
        hits = [
            (m, g.clock + ("" if not g.penalty else " pen"))
            for m in self.played
            for g in m.goals
            if not g.own_goal and (g.player or self.tally_key(f"{g.team}:{fold(g.name)}")) == key
        ]
        return len(hits), hits

    def age(self, player: str, day: dt.date | None = None) -> int | None:
        p = self.players.get(player)
        when = day or self.first_day
        return p.age_on(when) if p is not None and when is not None else None


def _row(team: str, games: list[TournamentMatch]) -> Row:
    won = drawn = lost = scored = conceded = played = 0
    for m in games:
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
    return Row(team, played, won, drawn, lost, scored, conceded)


_HEAD_TO_HEAD = frozenset(
    {"head_to_head_points", "head_to_head_goal_difference", "head_to_head_goals"}
)


def _value(rule: str, r: Row) -> int:
    if rule.endswith("points"):
        return r.points
    if rule.endswith("goal_difference"):
        return r.difference
    if rule.endswith("goals") or rule == "goals_scored":
        return r.scored
    return r.won  # "wins"


def _split(teams: list[str], key: Callable[[str], tuple[int, ...]]) -> list[list[str]]:
    """`teams` in runs of equal `key`, highest first."""
    out: list[list[str]] = []
    for t in sorted(teams, key=key, reverse=True):
        if out and key(out[-1][0]) == key(t):
            out[-1].append(t)
        else:
            out.append([t])
    return out


def _rank(
    teams: list[str],
    games: list[TournamentMatch],
    rules: tuple[str, ...],
    rows: dict[str, Row],
    name_key: Callable[[str], str],
) -> list[str]:
    """`teams` in `rules` order. A run of head-to-head rules is one step over the matches
    between the teams level when it starts; teams it leaves level, fewer than it started
    with, go through it again among themselves, as FIFA's and UEFA's regulations say."""

    def rank(level: list[str], i: int) -> list[str]:
        if len(level) == 1:
            return level
        if i >= len(rules) or rules[i] == "name":
            return sorted(level, key=name_key)
        if rules[i] not in _HEAD_TO_HEAD:
            parts = _split(level, lambda t: (_value(rules[i], rows[t]),))
            return [t for part in parts for t in rank(part, i + 1)]
        end = i
        while end < len(rules) and rules[end] in _HEAD_TO_HEAD:
            end += 1
        ids = set(level)
        mini = {t: _row(t, [m for m in games if set(m.teams) <= ids]) for t in level}
        parts = _split(level, lambda t: tuple(_value(r, mini[t]) for r in rules[i:end]))
        return [t for part in parts for t in rank(part, i if len(part) < len(level) else end)]

    return rank(teams, 0)
