"""Print the facts of an invented competition file (league.json or cup.json), blindO.

python3 facts.py league.json [table|scorers|matches|teams|records]
"""

import collections
import json
import sys
from pathlib import Path


def all_matches(data: dict) -> list[dict]:
    if "rounds" in data:
        out = []
        for rnd in data["rounds"]:
            for m in rnd["matches"]:
                out.append(dict(m, round=rnd["name"]))
        return out
    return list(data["matches"])


def result(m: dict) -> tuple[int, int]:
    s = m["score"]
    a, b = s.get("et", s["ft"])
    return a, b


def winner(m: dict) -> str | None:
    a, b = result(m)
    if a == b and "p" in m["score"]:
        a, b = m["score"]["p"]
    if a == b:
        return None
    return m["team1"] if a > b else m["team2"]


def goal_text(g: dict) -> str:
    return (
        g["name"]
        + " "
        + g["minute"]
        + ("(p)" if g.get("penalty") else "")
        + ("(og)" if g.get("owngoal") else "")
    )


def table(ms: list[dict]) -> list[tuple[str, list[int]]]:
    t: dict[str, list[int]] = collections.defaultdict(lambda: [0] * 7)  # P W D L GF GA Pts
    for m in ms:
        a, b = result(m)
        for team, gf, ga in ((m["team1"], a, b), (m["team2"], b, a)):
            r = t[team]
            r[0] += 1
            r[1] += gf > ga
            r[2] += gf == ga
            r[3] += gf < ga
            r[4] += gf
            r[5] += ga
            r[6] += 3 if gf > ga else 1 if gf == ga else 0
    return sorted(t.items(), key=lambda kv: (-kv[1][6], -(kv[1][4] - kv[1][5]), -kv[1][4]))


def main() -> None:
    path = Path(sys.argv[1])
    what = sys.argv[2] if len(sys.argv) > 2 else "matches"
    data = json.loads(path.read_text(encoding="utf-8"))
    ms = all_matches(data)
    bad = [m for m in ms if (len(m["goals1"]), len(m["goals2"])) != result(m)]
    ht_bad = [
        m
        for m in ms
        if [
            sum(1 for g in m[s] if int(g["minute"].split("+")[0]) <= 45)
            for s in ("goals1", "goals2")
        ]
        != m["score"]["ht"]
    ]
    print("matches", len(ms), "goal/score mismatches", len(bad), "ht mismatches", len(ht_bad))
    if what == "matches":
        for m in ms:
            s = m["score"]
            extra = (" aet" if "et" in s else "") + (
                f" pens {s['p'][0]}-{s['p'][1]}" if "p" in s else ""
            )
            print(
                f"{m['round']:14} {m['date']} {m.get('ground', '')} | {m['team1']} "
                f"{result(m)[0]}-{result(m)[1]} {m['team2']}{extra} ht {s['ht']} ft {s['ft']}"
                f" | {', '.join(map(goal_text, m['goals1']))} || "
                f"{', '.join(map(goal_text, m['goals2']))}"
            )
    if what == "table":
        for i, (team, r) in enumerate(table(ms), start=1):
            print(
                f"{i:2} {team:38} P{r[0]} W{r[1]} D{r[2]} L{r[3]} {r[4]}-{r[5]} "
                f"GD{r[4] - r[5]:+d} Pts {r[6]}"
            )
    if what == "scorers":
        tally: collections.Counter[tuple[str, str]] = collections.Counter()
        pens: collections.Counter[str] = collections.Counter()
        for m in ms:
            for side, team, other in (
                ("goals1", m["team1"], m["team2"]),
                ("goals2", m["team2"], m["team1"]),
            ):
                per: collections.Counter[str] = collections.Counter()
                for g in m[side]:
                    if g.get("owngoal"):
                        print(
                            "OWNGOAL",
                            g["name"],
                            "(",
                            other,
                            ") for",
                            team,
                            m["round"],
                            m["team1"],
                            m["team2"],
                            g["minute"],
                        )
                        continue
                    tally[(g["name"], team)] += 1
                    per[g["name"]] += 1
                    pens[g["name"]] += bool(g.get("penalty"))
                for name, n in per.items():
                    if n >= 2:
                        print(
                            "BRACE+" if n == 2 else "HATTRICK",
                            name,
                            n,
                            m["round"],
                            m["team1"],
                            m["team2"],
                            m["date"],
                        )
        for (name, team), n in tally.most_common(25):
            print(n, name, team, "pens", pens[name])
        total = sum(sum(result(m)) for m in ms)
        print("total goals", total, "penalties", sum(pens.values()))
        names = collections.Counter(n for n, _ in tally)
        print("players in two clubs:", [n for n, c in names.items() if c > 1])
        surnames = collections.Counter(n.split()[-1] for n, _ in tally)
        print("shared last words:", [n for n, c in surnames.items() if c > 1])
    if what == "teams":
        for team, _ in table(ms):
            cs = 0
            line = []
            for m in ms:
                if team not in (m["team1"], m["team2"]):
                    continue
                a, b = result(m)
                home = m["team1"] == team
                gf, ga = (a, b) if home else (b, a)
                cs += ga == 0
                other = m["team2"] if home else m["team1"]
                line.append(
                    f"{m['round'].split()[-1]}{'H' if home else 'A'} {other.split()[-1]} {gf}-{ga}"
                )
            print(team, "clean sheets", cs)
            print("   ", "; ".join(line))
    if what == "records":
        by_margin = sorted(ms, key=lambda m: -abs(result(m)[0] - result(m)[1]))
        for m in by_margin[:5]:
            print("margin", m["round"], m["team1"], result(m), m["team2"])
        by_total = sorted(ms, key=lambda m: -sum(result(m)))
        for m in by_total[:5]:
            print("total", m["round"], m["team1"], result(m), m["team2"])
        draws = sum(1 for m in ms if result(m)[0] == result(m)[1])
        print("draws", draws, "goalless", sum(1 for m in ms if sum(result(m)) == 0))
        home_w = sum(1 for m in ms if result(m)[0] > result(m)[1])
        print("home wins", home_w, "away wins", len(ms) - home_w - draws)
        late = [
            (m["round"], m["team1"], m["team2"], g["name"], g["minute"])
            for m in ms
            for s in ("goals1", "goals2")
            for g in m[s]
            if "+" in g["minute"]
        ]
        print("stoppage goals", len(late))


if __name__ == "__main__":
    main()
