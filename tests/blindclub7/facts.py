"""Prints every expected number from the data files (python3 facts.py [wc|prem|cl])."""

import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(p):
    return json.load(open(os.path.join(HERE, "data", p)))


def clean(n):
    return n.rsplit(" (", 1)[0] if n.endswith(")") else n


def res(m):
    s = m.get("score", {})
    if "ft" not in s:
        return None
    return tuple(s.get("et", s["ft"]))


def table(matches, uefa=False):
    T = collections.defaultdict(
        lambda: dict(
            p=0,
            w=0,
            d=0,
            l=0,
            gf=0,
            ga=0,
            pts=0,
            hw=0,
            hd=0,
            hl=0,
            hgf=0,
            hga=0,
            aw=0,
            ad=0,
            al=0,
            agf=0,
            aga=0,
            seq=[],
        )
    )
    for m in sorted(matches, key=lambda m: (m["date"], m.get("time", ""))):
        r = res(m)
        if r is None:
            continue
        a, b = clean(m["team1"]), clean(m["team2"])
        x, y = r
        for t, gf, ga, side in ((a, x, y, "h"), (b, y, x, "a")):
            s = T[t]
            s["p"] += 1
            s["gf"] += gf
            s["ga"] += ga
            s[side + "gf"] += gf
            s[side + "ga"] += ga
            k = "w" if gf > ga else "d" if gf == ga else "l"
            s[k] += 1
            s[side + k] += 1
            s["seq"].append((k.upper(), m["date"], a, b, x, y))
            s["pts"] += 3 if k == "w" else 1 if k == "d" else 0
    rows = sorted(
        T.items(),
        key=lambda kv: (
            (-kv[1]["pts"], -(kv[1]["gf"] - kv[1]["ga"]), -kv[1]["gf"])
            + ((-kv[1]["agf"], -kv[1]["w"], -kv[1]["aw"]) if uefa else ())
            + (kv[0],)
        ),
    )
    return rows


def runs(seq):
    best = collections.Counter()
    cur = collections.Counter()
    for r in seq:
        k = r[0]
        for name, ok in (
            ("unbeaten", k != "L"),
            ("winning", k == "W"),
            ("winless", k != "W"),
            ("losing", k == "L"),
        ):
            cur[name] = cur[name] + 1 if ok else 0
            best[name] = max(best[name], cur[name])
    return dict(best)


def print_table(rows, title):
    print(f"== {title} (tie-break: points, goal difference, goals scored) ==")
    for i, (t, s) in enumerate(rows, 1):
        print(
            f"{i:2} {t:38} P{s['p']} W{s['w']} D{s['d']} L{s['l']} {s['gf']}-{s['ga']} GD{s['gf'] - s['ga']:+d} Pts{s['pts']} | home W{s['hw']} D{s['hd']} L{s['hl']} {s['hgf']}-{s['hga']} ({3 * s['hw'] + s['hd']}pts) | away W{s['aw']} D{s['ad']} L{s['al']} {s['agf']}-{s['aga']} ({3 * s['aw'] + s['ad']}pts) | last5 {''.join(r[0] for r in s['seq'][-5:])} | runs {runs(s['seq'])}"
        )


def league(matches, title, uefa=False):
    rows = table(matches, uefa)
    print_table(rows, title)
    ms = [m for m in matches if res(m)]
    print("biggest wins (margin):")
    for m in sorted(ms, key=lambda m: -abs(res(m)[0] - res(m)[1]))[:8]:
        print("  ", m["date"], m["round"], clean(m["team1"]), res(m), clean(m["team2"]))
    print("most goals in a match:")
    for m in sorted(ms, key=lambda m: -sum(res(m)))[:6]:
        print("  ", m["date"], m["round"], clean(m["team1"]), res(m), clean(m["team2"]))
    d = sum(1 for m in ms if res(m)[0] == res(m)[1])
    hw = sum(1 for m in ms if res(m)[0] > res(m)[1])
    aw = len(ms) - d - hw
    print(
        f"matches {len(ms)} goals {sum(sum(res(m)) for m in ms)} home wins {hw} draws {d} away wins {aw}"
    )
    for k, lab in (
        ("gf", "most goals"),
        ("ga", "fewest conceded"),
        ("d", "most draws"),
        ("l", "most defeats"),
        ("w", "most wins"),
    ):
        rr = sorted(rows, key=lambda kv: kv[1][k], reverse=(k != "ga"))[:4]
        print(f"{lab}:", [(t, s[k]) for t, s in rr])
    return rows


def meetings(matches, a, b):
    out = [m for m in matches if {clean(m["team1"]), clean(m["team2"])} == {a, b}]
    for m in out:
        print(
            f"   {m['date']} {m['round']}: {clean(m['team1'])} {m.get('score')} {clean(m['team2'])}"
        )


def prem():
    d = load("football.json-2024-25/en.1.json")
    ms = d["matches"]
    rows = league(ms, d["name"])
    print(
        "champion",
        rows[0][0],
        "relegated",
        [t for t, _ in rows[-3:]],
        "top4",
        [t for t, _ in rows[:4]],
        "top5",
        [t for t, _ in rows[:5]],
    )
    for a, b in [
        ("Arsenal FC", "Tottenham Hotspur FC"),
        ("Liverpool FC", "Everton FC"),
        ("Manchester City FC", "Manchester United FC"),
        ("Chelsea FC", "Arsenal FC"),
        ("Liverpool FC", "Manchester United FC"),
        ("Newcastle United FC", "Liverpool FC"),
        ("Aston Villa FC", "Manchester City FC"),
        ("Nottingham Forest FC", "Liverpool FC"),
        ("Chelsea FC", "Tottenham Hotspur FC"),
        ("Crystal Palace FC", "Brighton & Hove Albion FC"),
        ("Ipswich Town FC", "Manchester City FC"),
    ]:
        print("meetings", a, "v", b)
        meetings(ms, a, b)
    for r in ("Matchday 1", "Matchday 38", "Matchday 20"):
        print(r)
        [
            print("  ", m["date"], m.get("time"), m["team1"], m["score"]["ft"], m["team2"])
            for m in ms
            if m["round"] == r
        ]


def cl():
    d = load("football.json-2024-25/uefa.cl.json")
    ms = d["matches"]
    lp = [m for m in ms if m["round"].startswith("League")]
    rows = league(
        lp, d["name"] + " league phase (UEFA order: then away goals, wins, away wins)", True
    )
    print("top8", [t for t, _ in rows[:8]])
    print("9-24", [t for t, _ in rows[8:24]])
    print("out 25-36", [t for t, _ in rows[24:]])
    print("knockouts:")
    for m in ms:
        if not m["round"].startswith("League"):
            print(
                "  ",
                m["date"],
                m.get("time"),
                m["round"],
                clean(m["team1"]),
                m["score"],
                clean(m["team2"]),
            )
    allrows = table(ms)
    print_table(allrows, "all CL matches (incl. knockouts)")
    for a, b in [
        ("Arsenal FC", "Paris Saint-Germain FC"),
        ("Real Madrid CF", "Manchester City FC"),
        ("FC Barcelona", "FC Internazionale Milano"),
        ("Liverpool FC", "Real Madrid CF"),
        ("Aston Villa FC", "FC Bayern München"),
        ("Liverpool FC", "Paris Saint-Germain FC"),
    ]:
        print("meetings", a, "v", b)
        meetings(ms, a, b)
    eng = ["Arsenal FC", "Aston Villa FC", "Liverpool FC", "Manchester City FC"]
    for t in eng:
        print(t)
        [
            print("  ", m["date"], m["round"], clean(m["team1"]), m["score"], clean(m["team2"]))
            for m in ms
            if t in (clean(m["team1"]), clean(m["team2"]))
        ]


def wc():
    d = load("worldcup-2010/worldcup.json")
    ms = d["matches"]
    for g in sorted({m["group"] for m in ms if "group" in m}):
        print_table(table([m for m in ms if m.get("group") == g]), g)
    sc = collections.Counter()
    pens = collections.Counter()
    og = []
    for m in ms:
        for side in ("goals1", "goals2"):
            for g in m[side]:
                if g.get("owngoal"):
                    og.append((g["name"], m["team1"], m["team2"], g["minute"]))
                    continue
                sc[g["name"]] += 1
                if g.get("penalty"):
                    pens[g["name"]] += 1
    print("top scorers", sc.most_common(12))
    print("pens", pens)
    print("own goals", og)
    print("total goals", sum(len(m["goals1"]) + len(m["goals2"]) for m in ms))
    for m in ms:
        if "group" not in m:
            print(
                m["round"],
                m["date"],
                m["team1"],
                m["score"],
                m["team2"],
                [(g["name"], g["minute"], g.get("offset")) for g in m["goals1"]],
                [(g["name"], g["minute"], g.get("offset")) for g in m["goals2"]],
            )
    allrows = table(ms)
    print(
        "team totals",
        [
            (t, s["gf"], s["ga"], s["w"], s["d"], s["l"])
            for t, s in sorted(allrows, key=lambda kv: -kv[1]["gf"])
        ],
    )
    for t in ("Spain", "Netherlands", "Germany", "Uruguay"):
        print(t)
        [
            print("  ", m["date"], m["round"], m["team1"], m["score"], m["team2"])
            for m in ms
            if t in (m["team1"], m["team2"])
        ]


if __name__ == "__main__":
    for w in sys.argv[1:] or ["wc", "prem", "cl"]:
        {"wc": wc, "prem": prem, "cl": cl}[w]()
