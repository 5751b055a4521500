#!/usr/bin/env python3
"""Print every expected fact from the data in data/ (not from reality):
Copa América 2021 (own writing) and the shipped openfootball Bundesliga and Serie A 2024/25.
Usage: python3 facts.py [copa|de|it]   (default: all)"""

import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, "data")


def played(m):
    return "ft" in m.get("score", {})


def res(m):
    return m["score"]["ft"]


def table(matches, teams, tiebreak):
    rows = {
        t: dict(
            team=t,
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
        )
        for t in teams
    }
    for m in matches:
        if not played(m):
            continue
        a, b = res(m)
        for side, t, f, g in ((0, m["team1"], a, b), (1, m["team2"], b, a)):
            r = rows[t]
            r["p"] += 1
            r["gf"] += f
            r["ga"] += g
            pre = "h" if side == 0 else "a"
            r[pre + "gf"] += f
            r[pre + "ga"] += g
            k = "w" if f > g else "d" if f == g else "l"
            r[k] += 1
            r[pre + k] += 1
            r["pts"] += 3 if f > g else 1 if f == g else 0
    for r in rows.values():
        r["gd"] = r["gf"] - r["ga"]

    def key_simple(r):
        return (-r["pts"], -r["gd"], -r["gf"], r["team"])

    order = sorted(rows.values(), key=key_simple)
    if tiebreak == "h2h":
        # points, then among clubs level: h2h points, h2h GD, then GD, GF
        out = []
        i = 0
        order = sorted(rows.values(), key=lambda r: -r["pts"])
        while i < len(order):
            j = i
            while j < len(order) and order[j]["pts"] == order[i]["pts"]:
                j += 1
            grp = order[i:j]
            if len(grp) > 1:
                names = {r["team"] for r in grp}
                hp = defaultdict(int)
                hgd = defaultdict(int)
                for m in matches:
                    if played(m) and m["team1"] in names and m["team2"] in names:
                        a, b = res(m)
                        hp[m["team1"]] += 3 if a > b else 1 if a == b else 0
                        hp[m["team2"]] += 3 if b > a else 1 if a == b else 0
                        hgd[m["team1"]] += a - b
                        hgd[m["team2"]] += b - a
                grp = sorted(
                    grp,
                    key=lambda r: (-hp[r["team"]], -hgd[r["team"]], -r["gd"], -r["gf"], r["team"]),
                )
                print(
                    f"   tie on {grp[0]['pts']} pts: "
                    + ", ".join(
                        f"{r['team']} (h2h pts {hp[r['team']]}, h2h gd {hgd[r['team']]:+d}, gd {r['gd']:+d})"
                        for r in grp
                    )
                )
            out += grp
            i = j
        order = out
    else:
        i = 0
        while i < len(order):
            j = i
            while j < len(order) and order[j]["pts"] == order[i]["pts"]:
                j += 1
            if j - i > 1:
                print(
                    f"   tie on {order[i]['pts']} pts: "
                    + ", ".join(f"{r['team']} (gd {r['gd']:+d}, gf {r['gf']})" for r in order[i:j])
                )
            i = j
    return order


def form(matches, team, n=None):
    seq = []
    for m in sorted(
        [m for m in matches if played(m) and team in (m["team1"], m["team2"])],
        key=lambda m: (m["date"], m.get("time", "")),
    ):
        a, b = res(m)
        f, g = (a, b) if m["team1"] == team else (b, a)
        opp = m["team2"] if m["team1"] == team else m["team1"]
        ha = "H" if m["team1"] == team else "A"
        seq.append(
            ("W" if f > g else "D" if f == g else "L", f"{f}-{g}", opp, ha, m["date"], m["round"])
        )
    return seq if n is None else seq[-n:]


def runs(seq, ok):
    best = cur = 0
    bs = be = None
    start = None
    for i, s in enumerate(seq):
        if s[0] in ok:
            if cur == 0:
                start = i
            cur += 1
            if cur > best:
                best, bs, be = cur, start, i
        else:
            cur = 0
    if not best:
        return 0, None, None
    return best, seq[bs][4], seq[be][4]


def league(fname, tiebreak, relegated, places, derbies):
    d = json.load(open(os.path.join(D, fname)))
    ms = d["matches"]
    teams = sorted({m["team1"] for m in ms} | {m["team2"] for m in ms})
    n_played = sum(1 for m in ms if played(m))
    print(
        f"===== {d['name']} ({fname}): {len(ms)} matches, {n_played} with results, {len(teams)} clubs, tiebreak {tiebreak}"
    )
    missing = [m for m in ms if not played(m)]
    for m in missing:
        print(f"  NO RESULT: {m['round']} {m['date']} {m['time']} {m['team1']} v {m['team2']}")
    order = table(ms, teams, tiebreak)
    print(
        "  pos club                         P  W  D  L  GF GA  GD PTS | home W-D-L GF-GA | away W-D-L GF-GA | last5"
    )
    for i, r in enumerate(order, 1):
        f5 = "".join(s[0] for s in form(ms, r["team"], 5))
        print(
            f"  {i:2d} {r['team']:28s} {r['p']:2d} {r['w']:2d} {r['d']:2d} {r['l']:2d} {r['gf']:3d} {r['ga']:2d} {r['gd']:+3d} {r['pts']:3d} | "
            f"{r['hw']}-{r['hd']}-{r['hl']} {r['hgf']}-{r['hga']} ({3 * r['hw'] + r['hd']} pts) | {r['aw']}-{r['ad']}-{r['al']} {r['agf']}-{r['aga']} ({3 * r['aw'] + r['ad']} pts) | {f5}"
        )
    print(
        f"  champion (per data): {order[0]['team']} {order[0]['pts']} pts, gap to 2nd {order[0]['pts'] - order[1]['pts']}"
    )
    for name, a, b in places:
        print(f"  {name} ({a}-{b}): " + ", ".join(r["team"] for r in order[a - 1 : b]))
    print(f"  relegated (bottom {relegated}): " + ", ".join(r["team"] for r in order[-relegated:]))

    # league-wide rankings
    def rank(key, rev=True, n=5, label=""):
        s = sorted(order, key=lambda r: (-r[key] if rev else r[key], r["team"]))
        print(f"  {label}: " + ", ".join(f"{r['team']} {r[key]}" for r in s[:n]))

    rank("gf", label="most goals scored")
    rank("ga", rev=False, label="fewest conceded (best defence)")
    rank("ga", label="most conceded")
    rank("gf", rev=False, label="fewest scored")
    rank("d", label="most draws")
    rank("w", label="most wins")
    rank("l", label="most defeats")
    rank("w", rev=False, label="fewest wins")
    rank("hw", label="most home wins")
    rank("aw", label="most away wins")
    rank("al", rev=False, label="fewest away defeats")
    rank("l", rev=False, label="fewest defeats")
    hp = sorted(order, key=lambda r: -(3 * r["hw"] + r["hd"]))
    ap = sorted(order, key=lambda r: -(3 * r["aw"] + r["ad"]))
    print("  best home (pts): " + ", ".join(f"{r['team']} {3 * r['hw'] + r['hd']}" for r in hp[:4]))
    print("  best away (pts): " + ", ".join(f"{r['team']} {3 * r['aw'] + r['ad']}" for r in ap[:4]))
    tot = sum(sum(res(m)) for m in ms if played(m))
    print(
        f"  total goals {tot} in {n_played} matches; draws {sum(1 for m in ms if played(m) and res(m)[0] == res(m)[1])}; home wins {sum(1 for m in ms if played(m) and res(m)[0] > res(m)[1])}; away wins {sum(1 for m in ms if played(m) and res(m)[0] < res(m)[1])}"
    )
    big = sorted(
        [m for m in ms if played(m)], key=lambda m: (-abs(res(m)[0] - res(m)[1]), -sum(res(m)))
    )
    print(
        "  biggest wins: "
        + "; ".join(
            f"{m['team1']} {res(m)[0]}-{res(m)[1]} {m['team2']} ({m['round']}, {m['date']})"
            for m in big[:8]
        )
    )
    hi = sorted([m for m in ms if played(m)], key=lambda m: -sum(res(m)))
    print(
        "  most goals in a match: "
        + "; ".join(
            f"{m['team1']} {res(m)[0]}-{res(m)[1]} {m['team2']} ({m['round']})" for m in hi[:6]
        )
    )
    # per club: form, runs, biggest win/defeat
    for r in order:
        t = r["team"]
        seq = form(ms, t)
        u = runs(seq, "WD")
        w = runs(seq, "W")
        nl = runs(seq, "DL")
        wins = [s for s in seq if s[0] == "W"]
        losses = [s for s in seq if s[0] == "L"]
        mg = lambda s: abs(int(s[1].split("-")[0]) - int(s[1].split("-")[1]))
        bw = [x[1:4] for x in wins if mg(x) == max(map(mg, wins))] if wins else None
        bl = [x[1:4] for x in losses if mg(x) == max(map(mg, losses))] if losses else None
        print(
            f"  [{t}] unbeaten run {u[0]} ({u[1]}..{u[2]}), winning run {w[0]} ({w[1]}..{w[2]}), winless run {nl[0]} ({nl[1]}..{nl[2]}); biggest wins {bw}; heaviest defeats {bl}"
        )
        print(
            "      last 5: "
            + ", ".join(f"{s[0]} {s[1]} {s[3]} v {s[2]} ({s[5]})" for s in seq[-5:])
        )
        nxt = [m for m in ms if not played(m) and t in (m["team1"], m["team2"])]
        for m in nxt:
            print(
                f"      next (no result): {m['round']} {m['date']} {m['time']} {m['team1']} v {m['team2']}"
            )
    for name, a, b in derbies:
        mm = [m for m in ms if {m["team1"], m["team2"]} == {a, b}]
        print(
            f"  {name}: "
            + "; ".join(
                f"{m['round']} {m['date']} {m['team1']} {res(m)[0] if played(m) else '?'}-{res(m)[1] if played(m) else '?'} {m['team2']} (ht {m['score'].get('ht')})"
                for m in mm
            )
        )
    # remaining-season: points possible
    left = defaultdict(int)
    for m in missing:
        left[m["team1"]] += 1
        left[m["team2"]] += 1
    if missing:
        lead = order[0]["pts"]
        print(
            "  can still reach leader's points: "
            + ", ".join(
                f"{r['team']} ({r['pts']}+{3 * left[r['team']]}={r['pts'] + 3 * left[r['team']]})"
                for r in order
                if r["pts"] + 3 * left[r["team"]] >= lead
            )
        )
    # matchdays
    rounds = []
    for m in ms:
        if m["round"] not in rounds:
            rounds.append(m["round"])
    for rn in rounds:
        print(
            f"  {rn}: "
            + "; ".join(
                f"{m['date'][5:]} {m['team1']} {res(m)[0] if played(m) else '?'}-{res(m)[1] if played(m) else '?'} {m['team2']}"
                for m in ms
                if m["round"] == rn
            )
        )
    return order


def copa():
    d = json.load(open(os.path.join(D, "copa.json")))
    ms = d["matches"]
    print(f"===== {d['name']}: {len(ms)} matches, {sum(sum(m['score']['ft']) for m in ms)} goals")
    for m in ms:
        s = m["score"]
        extra = f" (p {s['p'][0]}-{s['p'][1]})" if "p" in s else ""
        gl = (
            [
                f"{x['name']} {x['minute']}{' pen' if x.get('penalty') else ''}{' og' if x.get('owngoal') else ''}"
                for x in m["goals1"]
            ]
            + ["|"]
            + [
                f"{x['name']} {x['minute']}{' pen' if x.get('penalty') else ''}{' og' if x.get('owngoal') else ''}"
                for x in m["goals2"]
            ]
        )
        print(
            f"  #{m['num']:2d} {m['round']:21s} {m.get('group', ''):7s} {m['date']} {m['time']} {m['team1']} {s['ft'][0]}-{s['ft'][1]} {m['team2']}{extra} ht {s['ht'][0]}-{s['ht'][1]} @ {m['ground']}: {' '.join(gl)}"
        )
    for grp in ("Group A", "Group B"):
        gm = [m for m in ms if m.get("group") == grp]
        teams = sorted({m["team1"] for m in gm} | {m["team2"] for m in gm})
        print(f"  {grp} table:")
        for i, r in enumerate(table(gm, teams, "gd"), 1):
            print(
                f"    {i} {r['team']:10s} P{r['p']} W{r['w']} D{r['d']} L{r['l']} {r['gf']}-{r['ga']} GD {r['gd']:+d} {r['pts']} pts"
            )
    sc = defaultdict(lambda: [0, 0])
    ogs = []
    pens = []
    for m in ms:
        for side in ("goals1", "goals2"):
            for x in m[side]:
                if x.get("owngoal"):
                    ogs.append((x["name"], x["minute"], m["team1"], m["team2"]))
                    continue
                sc[x["name"]][0] += 1
                if x.get("penalty"):
                    sc[x["name"]][1] += 1
                    pens.append((x["name"], x["minute"], m["team1"], m["team2"]))
    print(
        "  scorers: "
        + ", ".join(
            f"{n} {g}" + (f" ({p} pen)" if p else "")
            for n, (g, p) in sorted(sc.items(), key=lambda kv: (-kv[1][0], kv[0]))
        )
    )
    print(f"  own goals ({len(ogs)}): {ogs}")
    print(f"  penalties scored in play ({len(pens)}): {pens}")
    print(
        "  shootouts: "
        + "; ".join(
            f"{m['team1']} {m['score']['ft'][0]}-{m['score']['ft'][1]} {m['team2']}, pens {m['score']['p'][0]}-{m['score']['p'][1]}"
            for m in ms
            if "p" in m["score"]
        )
    )
    tg = defaultdict(lambda: [0, 0, 0, 0, 0, 0])  # p w d l gf ga (shootouts count as draws)
    for m in ms:
        a, b = m["score"]["ft"]
        for t, f, g in ((m["team1"], a, b), (m["team2"], b, a)):
            r = tg[t]
            r[0] += 1
            r[4] += f
            r[5] += g
            r[1 if f > g else 2 if f == g else 3] += 1
    print(
        "  whole tournament per team (P W D L GF GA; shootouts as draws): "
        + "; ".join(f"{t} {r}" for t, r in sorted(tg.items(), key=lambda kv: -kv[1][4]))
    )
    big = sorted(
        ms, key=lambda m: (-abs(m["score"]["ft"][0] - m["score"]["ft"][1]), -sum(m["score"]["ft"]))
    )
    print(
        "  biggest wins: "
        + "; ".join(
            f"{m['team1']} {m['score']['ft'][0]}-{m['score']['ft'][1]} {m['team2']}"
            for m in big[:5]
        )
    )
    hi = sorted(ms, key=lambda m: -sum(m["score"]["ft"]))
    print(
        "  most goals: "
        + "; ".join(
            f"{m['team1']} {m['score']['ft'][0]}-{m['score']['ft'][1]} {m['team2']}" for m in hi[:4]
        )
    )
    print(f"  0-0 draws: {[(m['team1'], m['team2']) for m in ms if m['score']['ft'] == [0, 0]]}")


if __name__ == "__main__":
    which = sys.argv[1:] or ["copa", "de", "it"]
    if "copa" in which:
        copa()
    if "de" in which:
        league(
            "de.1.json",
            "gd",
            2,
            [
                ("Champions League", 1, 4),
                ("Europa League", 5, 5),
                ("Conference League", 6, 6),
                ("relegation play-off", 16, 16),
            ],
            [
                ("der klassiker", "FC Bayern München", "Borussia Dortmund"),
                (
                    "revierderby n/a; rhine derby gladbach-koln n/a",
                    "Borussia Mönchengladbach",
                    "Bayer 04 Leverkusen",
                ),
                ("nordderby-ish kiel-bremen", "Holstein Kiel", "SV Werder Bremen"),
                ("bayern v leverkusen", "FC Bayern München", "Bayer 04 Leverkusen"),
                ("dortmund v leverkusen", "Borussia Dortmund", "Bayer 04 Leverkusen"),
                ("bayern v stuttgart (südderby)", "FC Bayern München", "VfB Stuttgart"),
                ("union v st pauli", "1. FC Union Berlin", "FC St. Pauli 1910"),
                ("frankfurt v dortmund", "Eintracht Frankfurt", "Borussia Dortmund"),
                ("bayern v gladbach", "FC Bayern München", "Borussia Mönchengladbach"),
                ("bayern v freiburg", "FC Bayern München", "SC Freiburg"),
            ],
        )
    if "it" in which:
        league(
            "it.1.json",
            "h2h",
            3,
            [("Champions League", 1, 4), ("Europa League", 5, 5), ("Conference League", 6, 6)],
            [
                ("derby della madonnina", "AC Milan", "FC Internazionale Milano"),
                ("derby d'italia", "FC Internazionale Milano", "Juventus FC"),
                ("derby della capitale", "AS Roma", "SS Lazio"),
                ("derby della mole", "Juventus FC", "Torino FC"),
                ("napoli v inter", "SSC Napoli", "FC Internazionale Milano"),
                ("juve v milan", "Juventus FC", "AC Milan"),
                ("napoli v juve", "SSC Napoli", "Juventus FC"),
                ("atalanta v inter", "Atalanta BC", "FC Internazionale Milano"),
                ("derby della lanterna n/a genoa-samp", "Genoa CFC", "Venezia FC"),
                ("lecce v empoli", "US Lecce", "Empoli FC"),
                ("roma v milan", "AS Roma", "AC Milan"),
                ("fiorentina v juve", "ACF Fiorentina", "Juventus FC"),
                ("napoli v milan", "SSC Napoli", "AC Milan"),
            ],
        )
