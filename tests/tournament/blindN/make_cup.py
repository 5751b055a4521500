"""Generate cup.json: an invented 16-club knockout cup (Football.JSON, rounds layout).

Run: python3 make_cup.py  (deterministic: the first seed meeting every constraint).
The final goes to extra time and is won in it; one quarter-final goes to penalties.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

from make_league import poisson
from names import (
    CUP_CLUBS,
    CUP_FINAL_GROUND,
    CUP_FIRST,
    CUP_NAME,
    CUP_NEUTRAL,
    CUP_SURNAMES,
)

HERE = Path(__file__).resolve().parent
WEIGHTS = [6, 3, 1.5]
ROUNDS = [
    ("Round of 16", ["2025-10-28"] * 4 + ["2025-10-29"] * 4, ["19:45"] * 8),
    ("Quarter-finals", ["2026-01-27"] * 2 + ["2026-01-28"] * 2, ["19:45", "20:00"] * 2),
    ("Semi-finals", ["2026-03-03", "2026-03-04"], ["19:45", "19:45"]),
    ("Final", ["2026-05-16"], ["15:00"]),
]
INFO = {c[0]: c for c in CUP_CLUBS}


def make_squads(rng: random.Random) -> dict[str, list[str]]:
    surnames = CUP_SURNAMES[:]
    rng.shuffle(surnames)
    return {
        club[0]: [f"{rng.choice(CUP_FIRST)} {surnames[i * 3 + j]}" for j in range(3)]
        for i, club in enumerate(CUP_CLUBS)
    }


def goal(rng: random.Random, squad: list[str], lo: int, hi: int) -> dict:
    m = rng.randint(lo, hi)
    g: dict = {"name": rng.choices(squad, weights=WEIGHTS[: len(squad)])[0]}
    if lo == 1 and m > 90:
        g["minute"], g["offset"] = 90, m - 90
    elif lo == 1 and m in (46, 47):
        g["minute"], g["offset"] = 45, m - 45
    else:
        g["minute"] = m
    if rng.random() < 0.1:
        g["penalty"] = True
    return g


def key(g: dict) -> tuple[int, int]:
    return g["minute"], g.get("offset", 0)


def play(rng: random.Random, t1: str, t2: str, squads: dict, kind: str) -> dict:
    s1, s2 = INFO[t1][4], INFO[t2][4]
    while True:
        a, b = poisson(rng, 1.4 * s1 / s2), poisson(rng, 1.4 * s2 / s1 * 0.9)
        if (a == b) == (kind != "normal"):
            break
    g1 = [goal(rng, squads[t1], 1, 95) for _ in range(a)]
    g2 = [goal(rng, squads[t2], 1, 95) for _ in range(b)]
    score: dict = {"ft": [a, b]}
    if kind == "et":
        winner = rng.choice([1, 2])
        extra = [0, 0]
        extra[winner - 1] = rng.choice([1, 1, 2])
        if extra[winner - 1] == 2 and rng.random() < 0.5:
            extra[2 - winner] = 1
        g1 += [goal(rng, squads[t1], 91, 120) for _ in range(extra[0])]
        g2 += [goal(rng, squads[t2], 91, 120) for _ in range(extra[1])]
        score["et"] = [a + extra[0], b + extra[1]]
    if kind == "pens":
        score["et"] = [a, b]
        won, lost = rng.choice([(4, 2), (4, 3), (5, 4), (3, 1)])
        score["p"] = [won, lost] if rng.random() < 0.5 else [lost, won]
    g1.sort(key=key)
    g2.sort(key=key)
    score["ht"] = [sum(key(g)[0] <= 45 for g in gl) for gl in (g1, g2)]
    ordered = {k: score[k] for k in ("ft", "ht", "et", "p") if k in score}
    return {"score": ordered, "goals1": g1, "goals2": g2}


def winner(m: dict) -> str:
    s = m["score"]
    a, b = s.get("p") or s.get("et") or s["ft"]
    return m["team1"]["name"] if a > b else m["team2"]["name"]


def build(seed: int) -> dict | None:
    rng = random.Random(seed)
    squads = make_squads(rng)
    clubs = [c[0] for c in CUP_CLUBS]
    rng.shuffle(clubs)
    pens_qf = rng.randrange(4)
    rounds = []
    num = 0
    for r, (name, dates, times) in enumerate(ROUNDS):
        pairs = list(zip(clubs[::2], clubs[1::2], strict=True))
        matches = []
        for i, (t1, t2) in enumerate(pairs):
            num += 1
            kind = "normal"
            if name == "Final":
                kind = "et"
            elif name == "Quarter-finals" and i == pens_qf:
                kind = "pens"
            m = {
                "num": num,
                "date": dates[i],
                "time": times[i],
                "team1": {"name": t1, "code": INFO[t1][1]},
                "team2": {"name": t2, "code": INFO[t2][1]},
                **play(rng, t1, t2, squads, kind),
            }
            if r <= 1:
                m["ground"] = f"{INFO[t1][2]}, {INFO[t1][3]}"
            elif name == "Semi-finals":
                m["ground"] = ", ".join(CUP_NEUTRAL[i])
            else:
                m["ground"] = ", ".join(CUP_FINAL_GROUND)
            matches.append(m)
        rounds.append({"name": name, "matches": matches})
        # a fixed bracket: the winners of matches 1 and 2 meet, of 3 and 4, ...
        clubs = [winner(m) for m in matches]
    # one own goal: a goal turned into an own goal by a player of the other side
    cands = [
        (m, s, j)
        for rnd in rounds[:2]
        for m in rnd["matches"]
        for s in (1, 2)
        for j in range(len(m[f"goals{s}"]))
        if m[f"goals{s}"][j]["minute"] <= 90
    ]
    m, s, j = rng.choice(cands)
    other = m["team2" if s == 1 else "team1"]["name"]
    g = m[f"goals{s}"][j]
    g["name"] = squads[other][-1]
    g.pop("penalty", None)
    g["owngoal"] = True
    data = {"name": CUP_NAME, "rounds": rounds}
    return data if ok(data) else None


def ok(data: dict) -> bool:
    matches = [m for rnd in data["rounds"] for m in rnd["matches"]]
    scorers: Counter[str] = Counter()
    margins, totals = [], []
    hattricks = []
    for m in matches:
        for s in (1, 2):
            per = Counter(g["name"] for g in m[f"goals{s}"] if not g.get("owngoal"))
            scorers.update(per)
            hattricks += [n for n, c in per.items() if c >= 3]
        a, b = m["score"].get("et") or m["score"]["ft"]
        margins.append(abs(a - b))
        totals.append(a + b)
    top = scorers.most_common(2)
    final = data["rounds"][-1]["matches"][0]
    et_goals = [g for s in (1, 2) for g in final[f"goals{s}"] if g["minute"] > 90]
    stoppage = [g for m in matches for s in (1, 2) for g in m[f"goals{s}"] if "offset" in g]
    return all(
        [
            top[0][1] > top[1][1],
            top[0][1] >= 4,
            len(hattricks) == 1,
            margins.count(max(margins)) == 1,
            totals.count(max(totals)) == 1,
            len(et_goals) == 1,
            len(stoppage) >= 2,
            sum(final["score"]["ft"]) >= 2,
            all(
                len({key(g) for s in (1, 2) for g in m[f"goals{s}"]})
                == len(m["goals1"]) + len(m["goals2"])
                for m in matches
            ),
        ]
    )


def main() -> None:
    for seed in range(1, 20000):
        data = build(seed)
        if data is not None:
            path = HERE / "cup.json"
            path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
            print(f"seed {seed} -> {path}")
            return
    sys.exit("no seed met the constraints")


if __name__ == "__main__":
    main()
