"""Print the facts the expected answers come from (tables, records, meetings, fixtures,
Euro tables and scorers), computed from the data files. Run: python facts.py"""

import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(__file__)


def table(matches, h2h_first=False):
    st = defaultdict(
        lambda: dict(p=0, w=0, d=0, l=0, gf=0, ga=0, pl=0, hw=0, hd=0, hl=0, aw=0, ad=0, al=0)
    )
    for m in matches:
        if "score" not in m:
            continue
        a, b = m["score"]["ft"]
        t1 = m["team1"]["name"] if isinstance(m["team1"], dict) else m["team1"]
        t2 = m["team2"]["name"] if isinstance(m["team2"], dict) else m["team2"]
        for t, f, g, home in ((t1, a, b, True), (t2, b, a, False)):
            s = st[t]
            s["pl"] += 1
            s["gf"] += f
            s["ga"] += g
            k = "w" if f > g else "d" if f == g else "l"
            s[k] += 1
            s[("h" if home else "a") + k] += 1
            s["p"] += 3 if k == "w" else 1 if k == "d" else 0
    rows = sorted(st, key=lambda t: (-st[t]["p"], -(st[t]["gf"] - st[t]["ga"]), -st[t]["gf"], t))
    return rows, st


def show(title, matches):
    rows, st = table(matches)
    print(f"== {title}")
    for i, t in enumerate(rows, 1):
        s = st[t]
        print(
            f"{i:2} {t:28} P{s['pl']} W{s['w']} D{s['d']} L{s['l']} {s['gf']}:{s['ga']} GD{s['gf'] - s['ga']:+d} "
            f"Pts{s['p']}  home {s['hw']}-{s['hd']}-{s['hl']} away {s['aw']}-{s['ad']}-{s['al']}"
        )
    # level on points
    pts = Counter(st[t]["p"] for t in rows)
    print(
        "level on points:",
        {p: [t for t in rows if st[t]["p"] == p] for p, n in pts.items() if n > 1},
    )
    return rows, st


def club(fn, title):
    d = json.load(open(os.path.join(HERE, "data", "clubs", fn)))
    ms = d["matches"]
    rows, st = show(title, ms)
    played = [m for m in ms if "score" in m]
    left = [m for m in ms if "score" not in m]
    print(
        "played",
        len(played),
        "left",
        len(left),
        "goals",
        sum(sum(m["score"]["ft"]) for m in played),
    )
    big = sorted(played, key=lambda m: -abs(m["score"]["ft"][0] - m["score"]["ft"][1]))[:4]
    print("biggest:", [(m["round"], m["team1"], m["score"]["ft"], m["team2"]) for m in big])
    hi = sorted(played, key=lambda m: -sum(m["score"]["ft"]))[:4]
    print("most goals:", [(m["round"], m["team1"], m["score"]["ft"], m["team2"]) for m in hi])
    print(
        "draws",
        sum(m["score"]["ft"][0] == m["score"]["ft"][1] for m in played),
        "home wins",
        sum(m["score"]["ft"][0] > m["score"]["ft"][1] for m in played),
        "away wins",
        sum(m["score"]["ft"][0] < m["score"]["ft"][1] for m in played),
    )
    for m in ms:
        s = m.get("score")
        print(
            f"  {m['round']:12} {m['date']} {m['time']} {m['team1']} {s['ft'][0]}-{s['ft'][1] if s else ''}"
            f"{' (ht %d-%d)' % tuple(s['ht']) if s else ''} {m['team2']}"
            if s
            else f"  {m['round']:12} {m['date']} {m['time']} {m['team1']} v {m['team2']} (to come)"
        )
    lead = st[rows[0]]["p"]
    print(
        "can still win (points now + 3 x games left >= leader now):",
        [
            t
            for t in rows
            if st[t]["p"] + 3 * sum(t in (m["team1"], m["team2"]) for m in left) >= lead
        ],
    )
    # form / unbeaten
    for t in rows:
        res = []
        for m in played:
            if t in (m["team1"], m["team2"]):
                a, b = m["score"]["ft"] if m["team1"] == t else m["score"]["ft"][::-1]
                res.append("W" if a > b else "D" if a == b else "L")
        print(f"  form {t}: {''.join(res)}")


def euro():
    d = json.load(open(os.path.join(HERE, "data", "euro2024", "euro.json")))
    ms = d["matches"]
    for g in "ABCDEF":
        show("Group " + g, [m for m in ms if m.get("group") == "Group " + g])
    sc = Counter()
    pens = Counter()
    for m in ms:
        for k in ("goals1", "goals2"):
            for x in m[k]:
                if not x.get("owngoal"):
                    sc[x["name"]] += 1
                    pens[x["name"]] += bool(x.get("penalty"))
    print("top scorers:", sc.most_common(12))
    print(
        "own goals:",
        [
            (m["team1"], m["team2"], x["name"])
            for m in ms
            for k in ("goals1", "goals2")
            for x in m[k]
            if x.get("owngoal")
        ],
    )
    print("pens scored in play:", {k: v for k, v in pens.items() if v})
    tot = Counter()
    for m in ms:
        tot[m["round"] if not m.get("group") else "group"] += sum(
            m["score"].get("et", m["score"]["ft"])
        )
    print("goals by stage:", tot, sum(tot.values()))
    for m in ms:
        if not m.get("group"):
            print(" ", m["round"], m["date"], m["team1"], m["score"], m["team2"], m["ground"])


if __name__ == "__main__":
    euro()
    club("de.1.json", "Bundesliga 2023/24")
    club("it.1.json", "Serie A 2023/24")
