"""Prints the facts the expected answers are taken from (tables, scorers, records), from data/."""

import collections
import json
import sys


def load(p):
    return json.load(open(p))["matches"]


def final(m):
    s = m.get("score") or {}
    return s.get("et") or s.get("ft")


def table(ms, h2h=False):
    T = collections.defaultdict(
        lambda: dict(p=0, w=0, d=0, l=0, gf=0, ga=0, pts=0, hw=0, hd=0, hl=0, aw=0, ad=0, al=0)
    )
    for m in ms:
        f = final(m)
        if not f:
            continue
        for side, (t, _o, gf, ga) in enumerate(
            [(m["team1"], m["team2"], f[0], f[1]), (m["team2"], m["team1"], f[1], f[0])]
        ):
            r = T[t]
            r["p"] += 1
            r["gf"] += gf
            r["ga"] += ga
            k = "w" if gf > ga else "d" if gf == ga else "l"
            r[k] += 1
            r[("h" if side == 0 else "a") + k] += 1
            r["pts"] += {"w": 3, "d": 1, "l": 0}[k]
    rows = sorted(
        T.items(), key=lambda kv: (-kv[1]["pts"], -(kv[1]["gf"] - kv[1]["ga"]), -kv[1]["gf"], kv[0])
    )
    return rows


def show(rows):
    for i, (t, r) in enumerate(rows, 1):
        print(
            f"{i:2} {t:30} P{r['p']} W{r['w']} D{r['d']} L{r['l']} {r['gf']}-{r['ga']} GD{r['gf'] - r['ga']:+} {r['pts']}pts  home {r['hw']}-{r['hd']}-{r['hl']} away {r['aw']}-{r['ad']}-{r['al']}"
        )


def scorers(ms):
    c = collections.Counter()
    pens = collections.Counter()
    for m in ms:
        for g in m.get("goals1", []) + m.get("goals2", []):
            if g.get("owngoal"):
                continue
            c[g["name"]] += 1
            pens[g["name"]] += bool(g.get("penalty"))
    return c, pens


what = sys.argv[1]
if what in ("copa", "wc"):
    ms = load("data/copa/copa.json" if what == "copa" else "data/wc2018/worldcup.json")
    groups = sorted({m["group"] for m in ms if "group" in m})
    for g in groups:
        print(g)
        show(table([m for m in ms if m.get("group") == g]))
    c, pens = scorers(ms)
    print("scorers:", [(n, k, pens[n]) for n, k in c.most_common(20)])
    print(
        "own goals:",
        [
            (m["team1"], m["team2"], g["name"])
            for m in ms
            for g in m.get("goals1", []) + m.get("goals2", [])
            if g.get("owngoal")
        ],
    )
    tot = sum(sum(final(m)) for m in ms)
    print("total goals", tot, "matches", len(ms))
    big = sorted(ms, key=lambda m: -abs(final(m)[0] - final(m)[1]))[:6]
    print("biggest:", [(m["team1"], final(m), m["team2"], m["round"]) for m in big])
    for m in ms:
        if "group" not in m:
            print(m["round"], m["date"], m["team1"], m["score"], m["team2"], m["ground"])
    hat = [
        (m["team1"], m["team2"], n)
        for m in ms
        for side in ("goals1", "goals2")
        for n, k in collections.Counter(
            g["name"] for g in m.get(side, []) if not g.get("owngoal")
        ).items()
        if k >= 3
    ]
    print("hat-tricks:", hat)
else:
    ms = load("data/pl2324/en.1.json" if what == "pl" else "data/laliga2324/es.1.json")
    show(table(ms))
    played = [m for m in ms if m.get("score")]
    print(
        "played",
        len(played),
        "to come",
        len(ms) - len(played),
        "goals",
        sum(sum(final(m)) for m in played),
    )
    big = sorted(played, key=lambda m: -abs(final(m)[0] - final(m)[1]))[:5]
    print("biggest:", [(m["round"], m["team1"], final(m), m["team2"]) for m in big])
    hi = sorted(played, key=lambda m: -sum(final(m)))[:5]
    print("highest:", [(m["round"], m["team1"], final(m), m["team2"]) for m in hi])
    for m in ms:
        if not m.get("score"):
            print("FIX", m["round"], m["date"], m["time"], m["team1"], "v", m["team2"])
