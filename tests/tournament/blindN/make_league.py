"""Generate league.json: an invented 10-club double round robin (Football.JSON, flat layout).

Run: python3 make_league.py  (deterministic: the first seed meeting every constraint).
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sys
from collections import Counter
from pathlib import Path

from names import LEAGUE_CLUBS, LEAGUE_FIRST, LEAGUE_NAME, LEAGUE_SURNAMES

HERE = Path(__file__).resolve().parent
WEIGHTS = [7, 5, 3, 3, 2, 2, 1.5, 1, 1, 0.5]
SLOTS = [  # (day offset from Friday, kick-off) for the five matches of a matchday
    (0, "20:30"),
    (1, "15:30"),
    (1, "15:30"),
    (1, "18:30"),
    (2, "17:30"),
]


def poisson(rng: random.Random, lam: float) -> int:
    n, p, limit = 0, 1.0, pow(2.718281828459045, -lam)
    while True:
        p *= rng.random()
        if p <= limit:
            return n
        n += 1


def make_squads(rng: random.Random) -> dict[str, list[str]]:
    surnames = LEAGUE_SURNAMES[:]
    rng.shuffle(surnames)
    squads: dict[str, list[str]] = {}
    for i, (club, _, _) in enumerate(LEAGUE_CLUBS):
        squads[club] = [f"{rng.choice(LEAGUE_FIRST)} {surnames[i * 7 + j]}" for j in range(7)]
    return squads


def schedule() -> list[list[tuple[str, str]]]:
    """Circle method: 9 rounds, then the same 9 with home and away swapped."""
    clubs = [c for c, _, _ in LEAGUE_CLUBS]
    n = len(clubs)
    fixed, rest = clubs[0], clubs[1:]
    first: list[list[tuple[str, str]]] = []
    for r in range(n - 1):
        order = [fixed, *rest]
        pairs = []
        for i in range(n // 2):
            a, b = order[i], order[n - 1 - i]
            pairs.append((a, b) if (r + i) % 2 == 0 else (b, a))
        first.append(pairs)
        rest = rest[-1:] + rest[:-1]
    second = [[(b, a) for a, b in rnd] for rnd in first]
    return first + second


def minute(rng: random.Random) -> tuple[int, int]:
    if rng.random() < 0.45:
        m = rng.randint(1, 47)
        return (45, m - 45) if m > 45 else (m, 0)
    m = rng.randint(46, 95)
    return (90, m - 90) if m > 90 else (m, 0)


def minute_text(base: int, extra: int) -> str:
    return f"{base}+{extra}" if extra else str(base)


def play(rng: random.Random, home: tuple, away: tuple, squads: dict) -> dict:
    (hn, ha, hd), (an, aa, ad) = home, away
    g1 = poisson(rng, 1.3 * ha / ad * 1.12)
    g2 = poisson(rng, 1.3 * aa / hd * 0.9)
    sides = []
    for club, n in ((hn, g1), (an, g2)):
        goals = []
        for _ in range(n):
            base, extra = minute(rng)
            scorer = rng.choices(squads[club], weights=WEIGHTS[: len(squads[club])])[0]
            goal = {"name": scorer, "minute": minute_text(base, extra), "_key": (base, extra)}
            if rng.random() < 0.09:
                goal["penalty"] = True
            goals.append(goal)
        goals.sort(key=lambda g: g["_key"])
        sides.append(goals)
    return {"team1": hn, "team2": an, "goals1": sides[0], "goals2": sides[1]}


def first_half(goal: dict) -> bool:
    return goal["_key"][0] <= 45


def build(seed: int) -> dict | None:
    rng = random.Random(seed)
    squads = make_squads(rng)
    info = {c: (c, a, d) for c, a, d in LEAGUE_CLUBS}
    start = dt.date(2025, 8, 15)  # a Friday
    matches = []
    for r, pairs in enumerate(schedule()):
        week = r if r < 9 else r + 9  # winter break between the halves
        friday = start + dt.timedelta(weeks=week)
        order = pairs[:]
        rng.shuffle(order)
        for (home, away), (day, time) in zip(order, SLOTS, strict=True):
            m = play(rng, info[home], info[away], squads)
            m["round"] = f"Matchday {r + 1}"
            m["date"] = (friday + dt.timedelta(days=day)).isoformat()
            m["time"] = time
            matches.append(m)
    # two own goals: a goal turned into an own goal by a player of the other side
    candidates = [
        (i, s, j) for i, m in enumerate(matches) for s in (1, 2) for j in range(len(m[f"goals{s}"]))
    ]
    for i, s, j in rng.sample(candidates, 2):
        m = matches[i]
        other = m["team2"] if s == 1 else m["team1"]
        goal = m[f"goals{s}"][j]
        goal["name"] = rng.choice(squads[other][3:])
        goal.pop("penalty", None)
        goal["owngoal"] = True
    return finish(matches) if ok(matches) else None


def finish(matches: list[dict]) -> dict:
    out = []
    for m in matches:
        ht = [sum(first_half(g) for g in m[f"goals{s}"]) for s in (1, 2)]
        ft = [len(m["goals1"]), len(m["goals2"])]
        out.append(
            {
                "round": m["round"],
                "date": m["date"],
                "time": m["time"],
                "team1": m["team1"],
                "team2": m["team2"],
                "score": {"ht": ht, "ft": ft},
                "goals1": [{k: v for k, v in g.items() if k != "_key"} for g in m["goals1"]],
                "goals2": [{k: v for k, v in g.items() if k != "_key"} for g in m["goals2"]],
            }
        )
    out.sort(key=lambda m: (int(m["round"].split()[1]), m["date"], m["time"]))
    return {"name": LEAGUE_NAME, "matches": out}


def ok(matches: list[dict]) -> bool:
    pts: Counter[str] = Counter()
    gf: Counter[str] = Counter()
    ga: Counter[str] = Counter()
    scorers: Counter[str] = Counter()
    hattricks = []
    margins = []
    totals = []
    for m in matches:
        a, b = len(m["goals1"]), len(m["goals2"])
        t1, t2 = m["team1"], m["team2"]
        gf[t1] += a
        gf[t2] += b
        ga[t1] += b
        ga[t2] += a
        pts[t1] += 3 if a > b else 1 if a == b else 0
        pts[t2] += 3 if b > a else 1 if a == b else 0
        margins.append(abs(a - b))
        totals.append(a + b)
        for s in (1, 2):
            per = Counter(g["name"] for g in m[f"goals{s}"] if not g.get("owngoal"))
            scorers.update(per)
            hattricks += [n for n, c in per.items() if c >= 3]
    ranked = sorted(pts.values(), reverse=True)
    top = scorers.most_common(3)
    stoppage = sum("+" in g["minute"] for m in matches for s in (1, 2) for g in m[f"goals{s}"])
    checks = [
        ranked[0] > ranked[1],
        ranked[-1] < ranked[-2],
        top[0][1] > top[1][1],
        1 <= len(hattricks) <= 2,
        len(set(hattricks)) == len(hattricks),
        margins.count(max(margins)) == 1,
        totals.count(max(totals)) == 1,
        list(gf.values()).count(max(gf.values())) == 1,
        list(ga.values()).count(min(ga.values())) == 1,
        len(set(ranked)) >= 7,
        stoppage >= 6,
        all(distinct_minutes(m) for m in matches),
    ]
    return all(checks)


def distinct_minutes(m: dict) -> bool:
    keys = [g["_key"] for s in (1, 2) for g in m[f"goals{s}"]]
    return len(keys) == len(set(keys))


def main() -> None:
    for seed in range(1, 5000):
        data = build(seed)
        if data is not None:
            path = HERE / "league.json"
            path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
            print(f"seed {seed}: {len(data['matches'])} matches -> {path}")
            return
    sys.exit("no seed met the constraints")


if __name__ == "__main__":
    main()
