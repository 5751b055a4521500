"""Print facts of the 2026 World Cup from the shipped openfootball copy (blindO)."""

import collections
import json
import sys
from datetime import date
from pathlib import Path

SRC = Path(__file__).resolve().parents[3] / "knowledge/sources/openfootball/worldcup-2026"


def load(name: str) -> object:
    with open(SRC / name, encoding="utf-8") as fh:
        return json.load(fh)


def final_score(m: dict) -> tuple[int, int]:
    s = m["score"]
    a, b = s.get("et", s["ft"])
    return a, b


def winner(m: dict) -> str | None:
    a, b = final_score(m)
    if a != b:
        return m["team1"] if a > b else m["team2"]
    if "p" in m["score"]:
        p1, p2 = m["score"]["p"]
        return m["team1"] if p1 > p2 else m["team2"]
    return None


def minute_value(text: str) -> tuple[int, int]:
    base, _, extra = text.partition("+")
    return int(base), int(extra or 0)


def main() -> None:
    matches = load("worldcup.json")["matches"]
    squads = load("worldcup.squads.json")
    stadiums = load("worldcup.stadiums.json")["stadiums"]
    what = sys.argv[1] if len(sys.argv) > 1 else "matches"

    # goals consistent
    for m in matches:
        g1, g2 = len(m.get("goals1", [])), len(m.get("goals2", []))
        if (g1, g2) != final_score(m):
            print("MISMATCH", m["team1"], m["team2"], g1, g2, final_score(m))

    if what == "matches":
        for m in matches:
            s = m["score"]
            extra = ""
            if "et" in s:
                extra += " aet"
            if "p" in s:
                extra += f" pens {s['p'][0]}-{s['p'][1]}"
            goals = []
            for side in ("goals1", "goals2"):
                goals.append(
                    ", ".join(
                        g["name"]
                        + " "
                        + g["minute"]
                        + ("(p)" if g.get("penalty") else "")
                        + ("(og)" if g.get("owngoal") else "")
                        for g in m.get(side, [])
                    )
                )
            print(
                f"{m.get('num', '')} {m['round']} {m.get('group', '')} {m['date']} "
                f"{m['ground']} | {m['team1']} {final_score(m)[0]}-{final_score(m)[1]} "
                f"{m['team2']}{extra} ht {s['ht']} ft {s['ft']} | {goals[0]} || {goals[1]}"
            )
    if what == "scorers":
        tally: collections.Counter[tuple[str, str]] = collections.Counter()
        pens: collections.Counter[tuple[str, str]] = collections.Counter()
        for m in matches:
            for side, team in (("goals1", m["team1"]), ("goals2", m["team2"])):
                per: collections.Counter[str] = collections.Counter()
                for g in m.get(side, []):
                    if g.get("owngoal"):
                        continue
                    tally[(g["name"], team)] += 1
                    per[g["name"]] += 1
                    if g.get("penalty"):
                        pens[(g["name"], team)] += 1
                for name, n in per.items():
                    if n >= 3:
                        print("HATTRICK", name, team, m["team1"], m["team2"], m["date"], n)
        for (name, team), n in tally.most_common(40):
            print(n, name, team, "pens", pens[(name, team)])
        print(
            "total goals", sum(len(m.get("goals1", [])) + len(m.get("goals2", [])) for m in matches)
        )
        print(
            "own goals",
            sum(
                1
                for m in matches
                for s in ("goals1", "goals2")
                for g in m.get(s, [])
                if g.get("owngoal")
            ),
        )
        print(
            "penalties",
            sum(
                1
                for m in matches
                for s in ("goals1", "goals2")
                for g in m.get(s, [])
                if g.get("penalty")
            ),
        )
    if what == "tables":
        groups = collections.defaultdict(dict)
        for m in matches:
            if "group" not in m:
                continue
            a, b = final_score(m)
            for t, gf, ga in ((m["team1"], a, b), (m["team2"], b, a)):
                r = groups[m["group"]].setdefault(t, [0, 0, 0, 0, 0, 0])
                r[0] += 1
                r[1] += gf > ga
                r[2] += gf == ga
                r[3] += gf < ga
                r[4] += gf
                r[5] += ga
        for g in sorted(groups):
            print(g)
            rows = sorted(groups[g].items(), key=lambda kv: -(3 * kv[1][1] + kv[1][2]))
            for t, r in rows:
                print(
                    f"  {t:25} P{r[0]} W{r[1]} D{r[2]} L{r[3]} {r[4]}-{r[5]} pts {3 * r[1] + r[2]}"
                )
    if what == "teams":
        record = collections.defaultdict(lambda: [0, 0, 0, 0, 0, 0])
        path = collections.defaultdict(list)
        for m in matches:
            a, b = final_score(m)
            w = winner(m)
            for t, gf, ga, o in ((m["team1"], a, b, m["team2"]), (m["team2"], b, a, m["team1"])):
                r = record[t]
                r[0] += w == t
                r[1] += w is None
                r[2] += w is not None and w != t
                r[3] += gf
                r[4] += ga
                r[5] += ga == 0
                path[t].append(f"{m['round']}: {o} {gf}-{ga}{' W' if w == t else ''}")
        for t in sorted(record):
            r = record[t]
            print(t, f"W{r[0]} D{r[1]} L{r[2]} GF{r[3]} GA{r[4]} CS{r[5]}")
            print("   ", " / ".join(path[t]))
    if what == "squads":
        name = sys.argv[2].lower()
        for t in squads:
            for p in t["players"]:
                if name in p["name"].lower() or name in p["club"]["name"].lower():
                    print(t["name"], p)
    if what == "ages":
        ps = [(p["date_of_birth"], p["name"], t["name"]) for t in squads for p in t["players"]]
        ps.sort()
        print(ps[:5])
        print(ps[-5:])
        print(len(ps))
    if what == "age":
        name = sys.argv[2].lower()
        for t in squads:
            for p in t["players"]:
                if name in p["name"].lower():
                    dob = date.fromisoformat(p["date_of_birth"])
                    for day in (date(2026, 6, 11), date(2026, 7, 19), date(2026, 12, 2)):
                        age = day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))
                        print(p["name"], t["name"], day, age)
    if what == "venues":
        for s in stadiums:
            n = sum(1 for m in matches if m["ground"] == s["city"])
            print(s["name"], s["city"], s["cc"], s["capacity"], n)
    if what == "clubs":
        c = collections.Counter(p["club"]["name"] for t in squads for p in t["players"])
        print(c.most_common(25))


if __name__ == "__main__":
    main()
