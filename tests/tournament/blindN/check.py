"""Check blindN's files: JSON and YAML load, the data's shape, goals adding up to scores.

Run: python3 check.py  (exit 1 with the problems listed, else a summary).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from itertools import pairwise
from pathlib import Path

import facts as F
import yaml

HERE = Path(__file__).resolve().parent
CUP_ROUNDS = ["Round of 16", "Quarter-finals", "Semi-finals", "Final"]


def check_league(problems: list[str]) -> None:
    data = json.loads((HERE / "league.json").read_text())
    assert set(data) == {"name", "matches"}, "league.json: flat layout expected"
    _, ms = F.load("league.json")
    clubs = {c for m in ms for c in (m.team1, m.team2)}
    if len(clubs) != 10 or len(ms) != 90:
        problems.append(f"league: {len(clubs)} clubs, {len(ms)} matches")
    pairs = Counter((m.team1, m.team2) for m in ms)
    if any(n != 1 for n in pairs.values()) or len(pairs) != 90:
        problems.append("league: every ordered pair must meet exactly once")
    for rnd, matches in F.by_round(ms).items():
        if not re.fullmatch(r"Matchday ([1-9]|1[0-8])", rnd):
            problems.append(f"league: round name {rnd!r}")
        teams = [c for m in matches for c in (m.team1, m.team2)]
        if len(teams) != 10 or len(set(teams)) != 10:
            problems.append(f"league: {rnd} does not have every club once")
    problems += [f"league: {p}" for p in F.check_goals(ms)]
    rows = F.table(ms)
    pts = [r.points for r in rows]
    if pts[0] == pts[1] or pts[-1] == pts[-2]:
        problems.append("league: champion or bottom club not unique on points")
    top = F.scorers(ms).most_common(2)
    if top[0][1] == top[1][1]:
        problems.append("league: top scorer not unique")
    if not F.hattricks(ms):
        problems.append("league: no hat-trick")
    ogs = len(F.own_goals(ms))
    if ogs not in (1, 2):
        problems.append(f"league: {ogs} own goals")
    goals = [g for m in ms for g in m.goals1 + m.goals2]
    if not any(g.get("penalty") for g in goals):
        problems.append("league: no penalty")
    if not any(isinstance(g["minute"], str) and "+" in g["minute"] for g in goals):
        problems.append('league: no "90+3"-style minute')


def check_cup(problems: list[str]) -> None:
    data = json.loads((HERE / "cup.json").read_text())
    assert set(data) == {"name", "rounds"}, "cup.json: rounds layout expected"
    if [r["name"] for r in data["rounds"]] != CUP_ROUNDS:
        problems.append("cup: round names")
    _, ms = F.load("cup.json")
    problems += [f"cup: {p}" for p in F.check_goals(ms)]
    sizes = [len(r["matches"]) for r in data["rounds"]]
    if sizes != [8, 4, 2, 1]:
        problems.append(f"cup: round sizes {sizes}")
    codes: dict[str, str] = {}
    for rnd in data["rounds"]:
        for m in rnd["matches"]:
            for side in ("team1", "team2"):
                t = m[side]
                if (
                    set(t) != {"name", "code"}
                    or codes.setdefault(t["name"], t["code"]) != t["code"]
                ):
                    problems.append(f"cup: team {t}")
            if not re.fullmatch(r"[^,]+, [^,]+", m.get("ground", "")):
                problems.append(f"cup: ground {m.get('ground')!r}")
    if len(codes) != 16 or len(set(codes.values())) != 16:
        problems.append("cup: 16 clubs with 16 codes expected")
    if sum(m.et is not None and m.p is None for m in ms) != 1:
        problems.append("cup: exactly one match decided in extra time expected")
    if sum(m.p is not None for m in ms) != 1:
        problems.append("cup: exactly one shootout expected")
    # the bracket: each round's clubs are the winners of the round before
    by = F.by_round(ms)
    for before, after in pairwise(CUP_ROUNDS):
        winners = {m.winner for m in by[before]}
        playing = {c for m in by[after] for c in (m.team1, m.team2)}
        if winners != playing:
            problems.append(f"cup: {after} clubs are not the {before} winners")


BARE_NUMBER = re.compile(r"\d{1,2}")


def check_yaml(name: str, problems: list[str]) -> int:
    path = HERE / name
    text = path.read_text()
    lines = text.splitlines()
    if not lines[0].startswith("# ") or "items:" not in lines:
        problems.append(f"{name}: header comment and items: expected")
    body = lines[lines.index("items:") + 1 :]
    if not all(line.startswith("  - {") and line.endswith("}") for line in body):
        problems.append(f"{name}: one flow mapping per line expected")
    items = yaml.safe_load(text)["items"]
    qs = Counter(i["q"] for i in items)
    problems += [f"{name}: duplicate question {q!r}" for q, n in qs.items() if n > 1]
    for it in items:
        keys = set(it)
        if "decline" in it:
            if keys != {"q", "topic", "decline"} or it["decline"] is not True:
                problems.append(f"{name}: {it['q']!r}: decline item keys {keys}")
            continue
        if not keys <= {"q", "topic", "expect", "max_len"} or "expect" not in it:
            problems.append(f"{name}: {it['q']!r}: keys {keys}")
        for group in it["expect"]:
            if not group or not all(isinstance(a, str) and a for a in group):
                problems.append(f"{name}: {it['q']!r}: empty group or alternative")
            bare = [a for a in group if BARE_NUMBER.fullmatch(a)]
            if bare:
                problems.append(f"{name}: {it['q']!r}: bare small numbers {bare}")
    return len(items)


def main() -> None:
    problems: list[str] = []
    check_league(problems)
    check_cup(problems)
    counts = {n: check_yaml(n, problems) for n in ("league.yaml", "cup.yaml")}
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print(f"OK: league.json 90 matches, cup.json 15 matches, {counts}")


if __name__ == "__main__":
    main()
