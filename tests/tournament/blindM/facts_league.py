"""Facts of league.json, computed (used by make_questions.py and printed for review)."""

import json
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).parent


def load() -> dict:
    return json.loads((HERE / "league.json").read_text(encoding="utf-8"))


def compute() -> dict:
    data = load()
    ms = data["matches"]
    clubs = sorted({m["team1"] for m in ms} | {m["team2"] for m in ms})
    t = {c: {"W": 0, "D": 0, "L": 0, "GF": 0, "GA": 0, "Pts": 0, "P": 0} for c in clubs}
    beaten_by = defaultdict(list)
    games = defaultdict(list)
    for m in ms:
        a, b = m["score"]["ft"]
        for club, opp, f, g in ((m["team1"], m["team2"], a, b), (m["team2"], m["team1"], b, a)):
            r = t[club]
            r["P"] += 1
            r["GF"] += f
            r["GA"] += g
            if f > g:
                r["W"] += 1
                r["Pts"] += 3
            elif f == g:
                r["D"] += 1
                r["Pts"] += 1
            else:
                r["L"] += 1
                beaten_by[club].append(opp)
            games[club].append(m)
    for r in t.values():
        r["GD"] = r["GF"] - r["GA"]
    order = sorted(clubs, key=lambda c: (-t[c]["Pts"], -t[c]["GD"], -t[c]["GF"], c))
    pts_count = Counter(t[c]["Pts"] for c in clubs)
    scorers: Counter[str] = Counter()
    pens: Counter[str] = Counter()
    team_of = {}
    hattricks = []
    own_goals = []
    for m in ms:
        per: Counter[str] = Counter()
        for side, team in (("goals1", "team1"), ("goals2", "team2")):
            for g in m[side]:
                if g.get("owngoal"):
                    own_goals.append((g["name"], g["minute"], m))
                    continue
                scorers[g["name"]] += 1
                per[g["name"]] += 1
                team_of[g["name"]] = m[team]
                if g.get("penalty"):
                    pens[g["name"]] += 1
        for name, n in per.items():
            if n >= 3:
                hattricks.append((name, n, m))
    return {
        "data": data,
        "ms": ms,
        "clubs": clubs,
        "table": t,
        "order": order,
        "pts_count": pts_count,
        "beaten_by": beaten_by,
        "games": games,
        "scorers": scorers,
        "pens": pens,
        "team_of": team_of,
        "hattricks": hattricks,
        "own_goals": own_goals,
    }


def show() -> None:
    f = compute()
    t = f["table"]
    for i, c in enumerate(f["order"], 1):
        r = t[c]
        alone = "" if f["pts_count"][r["Pts"]] == 1 else "  (level on points)"
        print(
            f"{i:2} {c:26} P{r['P']} W{r['W']} D{r['D']} L{r['L']} "
            f"{r['GF']}-{r['GA']} GD{r['GD']:+} Pts{r['Pts']}{alone}"
        )
    print("top scorers", f["scorers"].most_common(8))
    print("pens", f["pens"].most_common(5))
    for name, n, m in f["hattricks"]:
        print("hattrick", name, n, m["round"], m["team1"], m["score"]["ft"], m["team2"])
    for name, minute, m in f["own_goals"]:
        print("own goal", name, minute, m["round"], m["team1"], m["score"]["ft"], m["team2"])
    ms = f["ms"]
    print("total goals", sum(sum(m["score"]["ft"]) for m in ms))
    big = max(ms, key=lambda m: abs(m["score"]["ft"][0] - m["score"]["ft"][1]))
    most = max(ms, key=lambda m: sum(m["score"]["ft"]))
    print("biggest", big["round"], big["team1"], big["score"], big["team2"])
    print("most", most["round"], most["team1"], most["score"], most["team2"])
    for c in f["clubs"]:
        print("beaten", c, f["beaten_by"][c])
    for m in ms:
        g1 = ", ".join(
            f"{g['name']} {g['minute']}"
            + (" p" if g.get("penalty") else "")
            + (" og" if g.get("owngoal") else "")
            for g in m["goals1"]
        )
        g2 = ", ".join(
            f"{g['name']} {g['minute']}"
            + (" p" if g.get("penalty") else "")
            + (" og" if g.get("owngoal") else "")
            for g in m["goals2"]
        )
        print(
            f"{m['round']:10} {m['date']} {m['team1']} {m['score']['ft'][0]}-"
            f"{m['score']['ft'][1]} {m['team2']} (ht {m['score']['ht']}) | {g1} | {g2}"
        )


if __name__ == "__main__":
    show()
