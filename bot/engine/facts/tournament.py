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
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, TypeVar

from bot.knowledge import (
    STAGES,
    Match,
    Player,
    StageKind,
    Tournament,
    TournamentGoal,
    TournamentTeam,
    fold,
    local_kickoff,
)

KNOCKOUT = frozenset(
    {
        StageKind.ROUND_OF_32,
        StageKind.ROUND_OF_16,
        StageKind.QUARTER_FINAL,
        StageKind.SEMI_FINAL,
        StageKind.THIRD_PLACE,
        StageKind.FINAL,
    }
)
# The stages whose matches make a table.
TABLE_STAGES = frozenset({StageKind.GROUP, StageKind.LEAGUE})
T = TypeVar("T")


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
    win_points: int = 3  # the league's rules (`Tournament.rules`)
    draw_points: int = 1
    deducted: int = 0  # points taken off
    away_scored: int = 0  # as the second team listed (UEFA's league phase ranks by them)
    away_won: int = 0

    @property
    def points(self) -> int:
        return self.win_points * self.won + self.draw_points * self.drawn - self.deducted

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
    """One tournament's derived facts; immutable after construction.

    What a question asks of it (a group's table, a team's record, the shootouts) is
    counted the first time it is asked and kept (`_once`): the data never changes under
    one engine, and a table is dozens of matches' work, asked again by every question
    about that group. The lists handed out are shared: callers read them, never change
    them."""

    def __init__(self, t: Tournament, current: str | None = None) -> None:
        self._memo: dict[Hashable, Any] = {}
        self.t = t
        self.current = current
        self.matches = sorted(t.matches, key=lambda m: m.kickoff)
        self.played = [m for m in self.matches if m.score is not None]
        self.by_id = {m.id: m for m in t.matches}
        self.teams: dict[str, TournamentTeam] = {team.id: team for team in t.teams}
        self.players: dict[str, Player] = {p.id: p for p in t.players}
        self.venues = {v.id: v for v in t.venues}
        self.groups = {g.id: g for g in t.groups}
        self._of_team: dict[str, list[Match]] = {}
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

    def _once(self, key: Hashable, compute: Callable[[], T]) -> T:
        """`compute()`, counted once per key for the life of these facts. Two threads
        asking at once may both count it; either result is the same, and is kept."""
        try:
            return self._memo[key]  # type: ignore[no-any-return]
        except KeyError:
            value = self._memo[key] = compute()
            return value

    def server_current(
        self, own: str | None, chosen: str = "", latest: bool = False
    ) -> Match | None:
        """The match a server means when it names none: the latest played with `latest`,
        the match `chosen` while the tournament still has it, else the knowledge's own
        (`own`). Asked with every question, so read from the index, not the match list."""
        if latest and self.latest_played is not None:
            return self.latest_played
        if chosen in self.by_id:
            return self.by_id[chosen]
        return self.by_id.get(own or "")

    @cached_property
    def latest_played(self) -> Match | None:
        """The played match that kicked off last (the first in the data's order of a tie:
        `played` keeps it)."""
        return max(self.played, key=lambda m: m.kickoff) if self.played else None

    def kickoff(self, m: Match) -> dt.datetime | None:
        """`local_kickoff` of one of these matches, read once (a weekend's or a day's
        fixtures read every match's; another match is read afresh)."""
        if self.by_id.get(m.id) is not m:
            return local_kickoff(m, self.t)
        return self._once((local_kickoff, m.id), lambda: local_kickoff(m, self.t))

    def club_counts(self, teams: tuple[str, ...] = ()) -> list[tuple[int, str]]:
        """(players, club name) of every club in the squads (of `teams`, if any), the
        most players first, then by name."""

        def count() -> list[tuple[int, str]]:
            if teams:  # a few squads: their players, not every club's
                named: dict[str, str] = {}
                tally: Counter[str] = Counter()
                for p in (p for t in teams for p in self.squads.get(t, []) if p.club):
                    key = fold(p.club or "")
                    named.setdefault(key, self.clubs[key][0].club or key)
                    tally[key] += 1
                counts = [(n, named[key]) for key, n in tally.items()]
            else:
                counts = [(len(ps), ps[0].club or club) for club, ps in self.clubs.items()]
            return sorted(counts, key=lambda nc: (-nc[0], nc[1]))

        return self._once(("club_counts", teams), count)

    # matches -----------------------------------------------------------------------------

    def matches_of(self, team: str) -> list[Match]:
        """The team's matches in the order played."""
        return self._of_team.get(team, [])

    def matches_by_venue(self) -> dict[str, int]:
        """How many matches each venue the data links hosted, in the order first played."""
        return self._once(
            "by_venue", lambda: dict(Counter(m.venue for m in self.matches if m.venue))
        )

    def of_stage(self, stage: str) -> list[Match]:
        return self._once(
            ("of_stage", stage), lambda: [m for m in self.matches if m.stage == stage]
        )

    @property
    def final(self) -> Match | None:
        finals = self.of_stage(StageKind.FINAL)
        return finals[-1] if finals else None

    @property
    def winner(self) -> str | None:
        """The final's winner; in a league with no final, the champion: the top of the
        table once every league match is played."""
        final = self.final
        if final is not None:
            return final.winner
        if self.is_league and self.league_done:
            table = self.table(None)
            return table[0].team if table else None
        return None

    @property
    def is_league(self) -> bool:
        """Whether its teams meet in one table (`Tournament.is_league`)."""
        return self._once("is_league", lambda: self.t.is_league)

    @property
    def league_done(self) -> bool:
        """Every match of the league table played (a season finished)."""
        return self._once(
            "league_done", lambda: all(m.score is not None for m in self.of_stage(StageKind.LEAGUE))
        )

    @property
    def opener(self) -> Match | None:
        return self.matches[0] if self.matches else None

    def reached(self, team: str) -> str | None:
        """The latest stage the team played in."""
        return self._once(("reached", team), lambda: self._reached(team))

    def _reached(self, team: str) -> str | None:
        stages = [m.stage for m in self.matches_of(team)]
        named = [
            s for s in stages if StageKind(s) is not StageKind.OTHER
        ]  # a play-off round is no stage's end
        return max(named or stages, key=STAGES.index) if stages else None

    def out_in(self, team: str) -> Match | None:
        """The knockout match the team lost, if it went out in one."""
        return self._once(("out_in", team), lambda: self._out_in(team))

    def _out_in(self, team: str) -> Match | None:
        """The deciding match of the knockout tie the team lost (a two-legged tie by its
        aggregate), if it went out in one."""
        ties = [
            m for m in self.matches_of(team) if m.stage in KNOCKOUT and m.stage != "third_place"
        ]
        out = None
        for m in ties:
            legs = _legs(ties, m)
            if m is not legs[-1]:
                continue  # a tie is judged at its last leg
            winner = self.tie_winner(legs) if len(legs) == 2 else m.winner
            if winner is not None and winner != team:
                out = m
        return out

    def tie_legs(self, m: Match) -> list[Match]:
        """The legs of `m`'s knockout tie (one match, or two), in the order played."""
        return _legs(self.matches_of(m.teams[0]), m)

    def aggregate(self, legs: list[Match]) -> dict[str, int] | None:
        """Each side's goals over a tie's legs (extra time counted); None without every
        leg's result."""
        if any(m.score is None for m in legs):
            return None
        goals = dict.fromkeys(legs[0].teams, 0)
        for m in legs:
            for side, t in enumerate(m.teams):
                goals[t] = goals.get(t, 0) + m.score.final[side]  # type: ignore[union-attr]
        return goals

    def tie_winner(self, legs: list[Match]) -> str | None:
        """Who won a two-legged tie: the aggregate, else the second leg's shootout, else
        the side that played a later round (the data may lack the shootout)."""
        if any(m.score is None for m in legs):
            return None
        a, b = legs[0].teams
        goals = {a: 0, b: 0}
        for m in legs:
            for side, t in enumerate(m.teams):
                goals[t] += m.score.final[side]  # type: ignore[union-attr]
        if goals[a] != goals[b]:
            return a if goals[a] > goals[b] else b
        if legs[-1].score and legs[-1].score.penalties:
            return legs[-1].winner
        later = STAGES.index(legs[-1].stage)
        on = [t for t in (a, b) if any(STAGES.index(m.stage) > later for m in self.matches_of(t))]
        return on[0] if len(on) == 1 else None

    def shootouts(self) -> list[Match]:
        return self._once(
            "shootouts",
            lambda: [m for m in self.played if m.score and m.score.penalties is not None],
        )

    def biggest_wins(self, team: str | None = None) -> list[Match]:
        """The matches won by the widest margin of play (shootouts are not margins), of
        the whole tournament or won by `team`."""
        return self._once(("biggest_wins", team), lambda: self._biggest_wins(team))

    def _biggest_wins(self, team: str | None) -> list[Match]:
        played = [m for m in self.played if team is None or m.winner == team]
        margins = {m.id: abs(m.score.final[0] - m.score.final[1]) for m in played if m.score}
        top = max(margins.values(), default=0)
        return [m for m in played if top and margins[m.id] == top]

    def played_in(self, stage: str) -> list[Match]:
        """The stage's matches played so far."""
        return self._once(
            ("played_in", stage), lambda: [m for m in self.of_stage(stage) if m.score is not None]
        )

    def goals_in(self, stage: str | None = None) -> int:
        """The goals of play of a stage's matches (None: of every match played)."""
        return self._once(
            ("goals_in", stage),
            lambda: self.total_goals(self.played if stage is None else self.played_in(stage)),
        )

    def most_goals(self) -> tuple[int, list[Match]]:
        """The most goals of play in one match, and the matches that had them."""
        return self._once("most_goals", self._most_goals)

    def _most_goals(self) -> tuple[int, list[Match]]:
        most = max((sum(m.score.final) for m in self.played if m.score), default=0)
        return most, [m for m in self.played if m.score and sum(m.score.final) == most]

    def total_goals(self, matches: Iterable[Match]) -> int:
        goals = self._once(
            "goals", lambda: {m.id: sum(m.score.final) for m in self.played if m.score}
        )
        return sum(goals[m.id] if m.id in goals else _goals(m) for m in matches)

    # teams -------------------------------------------------------------------------------

    def record(self, team: str, stages: frozenset[str] | None = None) -> Row:
        """Won, drawn, lost, goals for and against: a match decided on penalties counts
        as a draw, as the game's records count it."""
        return self._once(("record", team, stages), lambda: self._record(team, stages))

    def _record(self, team: str, stages: frozenset[str] | None) -> Row:
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
        return self._once(("group_of", team), lambda: self._group_of(team))

    def _group_of(self, team: str) -> str | None:
        found = self.teams.get(team)
        if found is not None and found.group:
            return found.group
        return next((g.id for g in self.t.groups if team in g.teams), None)

    def table(self, group: str | None) -> list[Row]:
        """The group's table from its matches, in the tournament's tie-break order (None:
        the league table, of the league matches in no group)."""
        return self._once(("table", group), lambda: self._table(group))

    def _table(self, group: str | None) -> list[Row]:
        g = self.groups.get(group) if group is not None else None
        teams = list(g.teams) if g else []
        games = [m for m in self.played if m.group == group and m.stage in TABLE_STAGES]
        for m in games:
            teams += [t for t in m.teams if t not in teams]
        rules = self.t.rules
        rows = {t: _row(t, games) for t in teams}
        if rules is not None and group is None:
            rows = {
                t: replace(
                    r,
                    win_points=rules.win,
                    draw_points=rules.draw,
                    deducted=rules.deductions.get(t, 0),
                )
                for t, r in rows.items()
            }
        ranked = _rank(teams, games, self.tiebreak, rows, self.name_key)
        return [rows[t] for t in ranked]

    def place_in(self, group: str | None, team: str) -> tuple[int, Row] | None:
        """The team's place (1 = top) and line in a group's table (None: the league's)."""
        rows = self.table(group)
        return next(((i, r) for i, r in enumerate(rows, start=1) if r.team == team), None)

    @property
    def tiebreak(self) -> tuple[str, ...]:
        """The rules its tables separate level teams by, in order (name last)."""
        return self.t.tiebreak_order

    def name_key(self, team: str) -> str:
        found = self.teams.get(team)
        return found.name if found else team

    def qualified(self) -> list[str]:
        """The teams that played in the first knockout round, in the order listed, each
        once (a round of two legs lists them twice)."""
        return self._once("qualified", self._qualified)

    def _qualified(self) -> list[str]:
        knockouts = [m for m in self.matches if m.stage in KNOCKOUT and m.stage != "third_place"]
        if not knockouts:
            return []
        first = min((m.stage for m in knockouts), key=STAGES.index)
        return list(dict.fromkeys(t for m in knockouts if m.stage == first for t in m.teams))

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

    def goals_of_player(self, player: str) -> tuple[int, list[tuple[Match, TournamentGoal]]]:
        """A scorer's goals of play, each with its match."""
        hits = self._once("goals_by_scorer", self._goals_by_scorer).get(self.tally_key(player), [])
        return len(hits), hits

    def _goals_by_scorer(self) -> dict[str, list[tuple[Match, TournamentGoal]]]:
        """Every scorer's goals of play (match, goal), by tally key, in the order played:
        one pass over the goals for all the scorers a question may name."""
        out: dict[str, list[tuple[Match, TournamentGoal]]] = {}
        for m in self.played:
            for g in m.goals:
                if not g.own_goal:
                    key = g.player or self.tally_key(f"{g.team}:{fold(g.name)}")
                    out.setdefault(key, []).append((m, g))
        return out

    def born(self, team: str | None = None) -> list[Player]:
        """The players whose date of birth the squad lists give, of one team or of all,
        in the order listed."""
        return self._once(
            ("born", team),
            lambda: [
                p
                for p in (self.squads.get(team, []) if team is not None else self.t.players)
                if p.date_of_birth
            ],
        )

    def born_first_or_last(self, team: str | None, first: bool) -> list[Player]:
        """The oldest (`first`) or the youngest players of a team or of all (`born`)."""
        return self._once(
            ("born_edge", team, first), lambda: first_or_last_born(self.born(team), first)
        )

    def age(self, player: str, day: dt.date | None = None) -> int | None:
        p = self.players.get(player)
        when = day or self.first_day
        return p.age_on(when) if p is not None and when is not None else None


def _legs(matches: list[Match], last: Match) -> list[Match]:
    """The legs of `last`'s tie: the matches of its stage between the same two teams."""
    return [m for m in matches if m.stage == last.stage and set(m.teams) == set(last.teams)]


def _row(team: str, games: list[Match]) -> Row:
    won = drawn = lost = scored = conceded = played = away_scored = away_won = 0
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
        away_scored += own * side
        away_won += side * (own > other)
    row = Row(team, played, won, drawn, lost, scored, conceded)
    return replace(row, away_scored=away_scored, away_won=away_won)


_HEAD_TO_HEAD = frozenset(
    {"head_to_head_points", "head_to_head_goal_difference", "head_to_head_goals"}
)


def _value(rule: str, r: Row) -> int:
    if rule.startswith("away_"):
        return r.away_scored if rule == "away_goals_scored" else r.away_won
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
    games: list[Match],
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


def _goals(m: Match) -> int:
    """A match's goals of play (none before it is played)."""
    return sum(m.score.final) if m.score else 0


def first_or_last_born(pool: list[Player], first: bool) -> list[Player]:
    """The players of `pool` born first (or last), in the pool's order."""
    if not pool:
        return []
    edge = (min if first else max)(p.date_of_birth for p in pool if p.date_of_birth)
    return [p for p in pool if p.date_of_birth == edge]
