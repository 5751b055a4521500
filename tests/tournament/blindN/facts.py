"""Facts computed from blindN's league.json and cup.json (3/1/0 points; own goals and
shootout kicks never count for a scorer; a match's score is after extra time when it had
extra time)."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent


def team_name(t: str | dict) -> str:
    return t if isinstance(t, str) else t["name"]


def minute_key(goal: dict) -> tuple[int, int]:
    m = goal["minute"]
    if isinstance(m, str) and "+" in m:
        base, extra = m.split("+")
        return int(base), int(extra)
    return int(m), int(goal.get("offset", 0))


def minute_text(goal: dict) -> str:
    base, extra = minute_key(goal)
    return f"{base}+{extra}" if extra else str(base)


@dataclass
class Match:
    round: str
    date: str
    team1: str
    team2: str
    ft: list[int]
    ht: list[int]
    et: list[int] | None
    p: list[int] | None
    goals1: list[dict]
    goals2: list[dict]
    ground: str | None = None

    @property
    def final_score(self) -> list[int]:
        return self.et if self.et is not None else self.ft

    @property
    def winner(self) -> str | None:
        a, b = self.p if self.p is not None else self.final_score
        if a == b:
            return None
        return self.team1 if a > b else self.team2

    @property
    def loser(self) -> str | None:
        w = self.winner
        if w is None:
            return None
        return self.team2 if w == self.team1 else self.team1

    def scorers(self, side: int) -> list[str]:
        goals = self.goals1 if side == 1 else self.goals2
        return [g["name"] for g in goals if not g.get("owngoal")]

    def has(self, club: str) -> bool:
        return club in (self.team1, self.team2)

    def goals_of(self, club: str) -> tuple[int, int]:
        a, b = self.final_score
        return (a, b) if club == self.team1 else (b, a)


@dataclass
class Row:
    club: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    gf: int = 0
    ga: int = 0
    clean: int = 0
    home_pts: int = 0
    away_pts: int = 0
    results: list[str] = field(default_factory=list)

    @property
    def points(self) -> int:
        return 3 * self.won + self.drawn

    @property
    def gd(self) -> int:
        return self.gf - self.ga


def load(name: str) -> tuple[dict, list[Match]]:
    data = json.loads((HERE / name).read_text())
    raw = []
    if "rounds" in data:
        for rnd in data["rounds"]:
            for m in rnd["matches"]:
                raw.append((rnd["name"], m))
    else:
        raw = [(m["round"], m) for m in data["matches"]]
    matches = []
    for rnd, m in raw:
        s = m["score"]
        matches.append(
            Match(
                round=rnd,
                date=m["date"],
                team1=team_name(m["team1"]),
                team2=team_name(m["team2"]),
                ft=s["ft"],
                ht=s["ht"],
                et=s.get("et"),
                p=s.get("p"),
                goals1=m.get("goals1", []),
                goals2=m.get("goals2", []),
                ground=m.get("ground"),
            )
        )
    return data, matches


def table(matches: list[Match]) -> list[Row]:
    rows: dict[str, Row] = {}
    for m in matches:
        a, b = m.final_score
        for club, f, g, home in ((m.team1, a, b, True), (m.team2, b, a, False)):
            r = rows.setdefault(club, Row(club))
            r.played += 1
            r.gf += f
            r.ga += g
            r.clean += g == 0
            res = "W" if f > g else "D" if f == g else "L"
            r.results.append(res)
            pts = {"W": 3, "D": 1, "L": 0}[res]
            if home:
                r.home_pts += pts
            else:
                r.away_pts += pts
            r.won += res == "W"
            r.drawn += res == "D"
            r.lost += res == "L"
    return sorted(rows.values(), key=lambda r: (-r.points, -r.gd, -r.gf, r.club))


def position_by_points(rows: list[Row], club: str) -> int | None:
    """The club's place if no other club has its points, else None."""
    pts = [r.points for r in rows]
    mine = next(r.points for r in rows if r.club == club)
    if pts.count(mine) > 1:
        return None
    return 1 + sum(p > mine for p in pts)


def scorers(matches: list[Match]) -> Counter[str]:
    c: Counter[str] = Counter()
    for m in matches:
        c.update(m.scorers(1))
        c.update(m.scorers(2))
    return c


def penalties_by(matches: list[Match]) -> Counter[str]:
    c: Counter[str] = Counter()
    for m in matches:
        for g in m.goals1 + m.goals2:
            if g.get("penalty") and not g.get("owngoal"):
                c[g["name"]] += 1
    return c


def player_club(matches: list[Match]) -> dict[str, str]:
    club: dict[str, str] = {}
    for m in matches:
        for side, team, other in ((1, m.team1, m.team2), (2, m.team2, m.team1)):
            for g in m.goals1 if side == 1 else m.goals2:
                club[g["name"]] = other if g.get("owngoal") else team
    return club


def hattricks(matches: list[Match]) -> list[tuple[str, Match, int]]:
    out = []
    for m in matches:
        for side in (1, 2):
            for name, n in Counter(m.scorers(side)).items():
                if n >= 3:
                    out.append((name, m, n))
    return out


def own_goals(matches: list[Match]) -> list[tuple[str, Match, dict]]:
    return [(g["name"], m, g) for m in matches for g in m.goals1 + m.goals2 if g.get("owngoal")]


def by_round(matches: list[Match]) -> dict[str, list[Match]]:
    out: dict[str, list[Match]] = defaultdict(list)
    for m in matches:
        out[m.round].append(m)
    return out


def meeting(matches: list[Match], home: str, away: str) -> Match:
    found = [m for m in matches if m.team1 == home and m.team2 == away]
    assert len(found) == 1, (home, away, found)
    return found[0]


def club_matches(matches: list[Match], club: str) -> list[Match]:
    return sorted((m for m in matches if m.has(club)), key=lambda m: m.date)


def unique_max(items: list, key) -> object:
    best = max(key(i) for i in items)
    top = [i for i in items if key(i) == best]
    assert len(top) == 1, top
    return top[0]


def unique_min(items: list, key) -> object:
    best = min(key(i) for i in items)
    top = [i for i in items if key(i) == best]
    assert len(top) == 1, top
    return top[0]


def check_goals(matches: list[Match]) -> list[str]:
    """Every match's goal lists add up to its score, and its first-half goals to ht."""
    problems = []
    for m in matches:
        final = m.final_score
        if [len(m.goals1), len(m.goals2)] != list(final):
            problems.append(f"{m.team1}-{m.team2} {m.date}: goals != {final}")
        ht = [sum(minute_key(g)[0] <= 45 for g in gl) for gl in (m.goals1, m.goals2)]
        if ht != list(m.ht):
            problems.append(f"{m.team1}-{m.team2} {m.date}: half-time goals != {m.ht}")
        ft = [sum(minute_key(g)[0] <= 90 for g in gl) for gl in (m.goals1, m.goals2)]
        if ft != list(m.ft):
            problems.append(f"{m.team1}-{m.team2} {m.date}: 90-minute goals != {m.ft}")
        if m.p is not None and (m.et is None or m.et[0] != m.et[1] or m.p[0] == m.p[1]):
            problems.append(f"{m.team1}-{m.team2}: shootout without a level extra time")
        if m.et is not None and m.ft[0] != m.ft[1]:
            problems.append(f"{m.team1}-{m.team2}: extra time after a decided match")
    return problems
