"""Check the blindM files: json and yaml load, goals add up, the league is a round robin.

Run: python check.py  (exit 1 on any problem)
"""

import itertools
import json
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).parent


def name(team: object) -> str:
    return team["name"] if isinstance(team, dict) else str(team)


def first_half(g: dict) -> bool:
    return int(g["minute"]) <= 45


def check_match(where: str, m: dict) -> list[str]:
    problems = []
    s = m["score"]
    final = s.get("et", s["ft"])
    for i, side in ((0, "goals1"), (1, "goals2")):
        if len(m[side]) != final[i]:
            problems.append(f"{where}: {side} has {len(m[side])} goals, score says {final[i]}")
        in_90 = sum(1 for g in m[side] if int(g["minute"]) <= 90)
        if in_90 != s["ft"][i]:
            problems.append(f"{where}: {side} has {in_90} goals in 90', ft says {s['ft'][i]}")
        ht = sum(1 for g in m[side] if first_half(g))
        if ht != s["ht"][i]:
            problems.append(f"{where}: {side} has {ht} first-half goals, ht says {s['ht'][i]}")
    if "p" in s and (s["et"][0] != s["et"][1] or s["p"][0] == s["p"][1]):
        problems.append(f"{where}: shootout without a draw after extra time, or a drawn one")
    if "et" in s and s["ft"][0] != s["ft"][1]:
        problems.append(f"{where}: extra time after a decided match")
    return problems


def main() -> int:
    problems = []
    league = json.loads((HERE / "league.json").read_text(encoding="utf-8"))
    cup = json.loads((HERE / "cup.json").read_text(encoding="utf-8"))
    ms = league["matches"]
    for i, m in enumerate(ms):
        problems += check_match(f"league.json matches[{i}]", m)
    clubs = sorted({name(m["team1"]) for m in ms} | {name(m["team2"]) for m in ms})
    pairs = Counter(frozenset((name(m["team1"]), name(m["team2"]))) for m in ms)
    if len(clubs) != 12 or len(ms) != 66:
        problems.append(f"league: {len(clubs)} clubs, {len(ms)} matches")
    for a, b in itertools.combinations(clubs, 2):
        if pairs[frozenset((a, b))] != 1:
            problems.append(f"league: {a} v {b} played {pairs[frozenset((a, b))]} times")
    rounds: dict[str, list[str]] = {}
    for m in ms:
        rounds.setdefault(m["round"], []).extend([name(m["team1"]), name(m["team2"])])
    if sorted(rounds) != sorted(f"Jornada {n}" for n in range(1, 12)):
        problems.append(f"league rounds: {sorted(rounds)}")
    for r, teams in rounds.items():
        if sorted(teams) != clubs:
            problems.append(f"league {r}: not every club exactly once")
    if not any(g.get("owngoal") for m in ms for g in m["goals1"] + m["goals2"]):
        problems.append("league: no own goal")
    if not any(g.get("penalty") for m in ms for g in m["goals1"] + m["goals2"]):
        problems.append("league: no penalty")
    cup_ms = [(r["name"], m) for r in cup["rounds"] for m in r["matches"]]
    for i, (r, m) in enumerate(cup_ms):
        problems += check_match(f"cup.json {r} #{i}", m)
        if len(m["ground"].split(", ")) != 2:
            problems.append(f"cup.json {r} #{i}: ground is not 'Stadium, City'")
    if [r["name"] for r in cup["rounds"]] != ["Quarter-finals", "Semi-finals", "Final"]:
        problems.append("cup: rounds")
    if sum("p" in m["score"] for _, m in cup_ms) != 1:
        problems.append("cup: not exactly one shootout")
    if sum("et" in m["score"] and "p" not in m["score"] for _, m in cup_ms) != 1:
        problems.append("cup: not exactly one match decided in extra time")
    for path in ("league.yaml", "cup.yaml"):
        data = yaml.safe_load((HERE / path).read_text(encoding="utf-8"))
        for i, it in enumerate(data["items"]):
            if set(it) - {"q", "topic", "expect", "decline", "max_len"}:
                problems.append(f"{path} items[{i}]: unknown keys")
            if it.get("decline") is True:
                if "expect" in it:
                    problems.append(f"{path} items[{i}]: decline with expect")
                continue
            groups = it["expect"]
            if not groups or not all(g and all(isinstance(a, str) for a in g) for g in groups):
                problems.append(f"{path} items[{i}]: bad expect")
            for g in groups:
                for a in g:
                    if a.isdigit() and int(a) < 100:
                        problems.append(f"{path} items[{i}]: bare small number {a!r}")
        print(
            path,
            len(data["items"]),
            "items,",
            sum(1 for it in data["items"] if it.get("decline")),
            "declines",
        )
    for p in problems:
        print("problem:", p)
    print("OK" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
