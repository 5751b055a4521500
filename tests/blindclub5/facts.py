#!/usr/bin/env python3
"""Prints every expected fact of the blindclub5 question sets, from the data files only.

  python3 facts.py            # everything
  python3 facts.py laliga     # one of: euro2012, laliga, ligue1

Club seasons: points 3/1; tie-break La Liga head-to-head first (points, goal difference
between the level clubs), then goal difference, goals scored; Ligue 1 goal difference,
goals scored. Euro 2012 groups: UEFA's order (head-to-head points, goal difference,
goals, then overall goal difference, goals scored)."""

import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")


def load_club(path):
    d = json.load(open(path, encoding="utf-8"))
    ms = []
    for m in d["matches"]:
        ft = m.get("score", {}).get("ft")
        ms.append(
            dict(
                round=m["round"],
                md=int(m["round"].split()[-1]),
                date=m["date"],
                time=m.get("time"),
                t1=m["team1"],
                t2=m["team2"],
                ft=ft,
                ht=m.get("score", {}).get("ht"),
                status=m.get("status"),
            )
        )
    return d["name"], ms


def rows(ms, teams=None):
    r = defaultdict(
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
        )
    )
    for t in teams or []:
        r[t]
    for m in ms:
        if not m["ft"]:
            continue
        a, b = m["ft"]
        for t, gf, ga, side in ((m["t1"], a, b, "h"), (m["t2"], b, a, "a")):
            x = r[t]
            x["p"] += 1
            x["gf"] += gf
            x["ga"] += ga
            x[side + "gf"] += gf
            x[side + "ga"] += ga
            k = "w" if gf > ga else "d" if gf == ga else "l"
            x[k] += 1
            x[side + k] += 1
            x["pts"] += 3 if k == "w" else 1 if k == "d" else 0
    return r


def order(ms, teams, h2h_first):
    r = rows(ms, teams)

    def overall(t):
        x = r[t]
        return (x["gf"] - x["ga"], x["gf"])

    def sort_group(group):
        if len(group) == 1 or not h2h_first:
            return sorted(group, key=lambda t: (-overall(t)[0], -overall(t)[1], t))
        sub = [m for m in ms if m["t1"] in group and m["t2"] in group]
        hr = rows(sub, group)
        key = lambda t: (hr[t]["pts"], hr[t]["gf"] - hr[t]["ga"])
        out = []
        buckets = defaultdict(list)
        for t in group:
            buckets[key(t)].append(t)
        for k in sorted(buckets, reverse=True):
            b = buckets[k]
            if len(b) == len(group):  # head-to-head separates nothing: overall
                out += sorted(b, key=lambda t: (-overall(t)[0], -overall(t)[1], t))
            else:
                out += sort_group(b)
        return out

    by_pts = defaultdict(list)
    for t in teams:
        by_pts[r[t]["pts"]].append(t)
    res = []
    for p in sorted(by_pts, reverse=True):
        res += sort_group(by_pts[p])
    return res, r


def form(ms, t, n=5):
    played = sorted(
        [m for m in ms if m["ft"] and t in (m["t1"], m["t2"])],
        key=lambda m: (m["date"], m["time"] or ""),
    )
    out = []
    for m in played[-n:]:
        a, b = m["ft"] if m["t1"] == t else m["ft"][::-1]
        out.append(("W" if a > b else "D" if a == b else "L", m))
    return out


def runs(ms, t):
    played = sorted(
        [m for m in ms if m["ft"] and t in (m["t1"], m["t2"])],
        key=lambda m: (m["date"], m["time"] or ""),
    )
    best = {"unbeaten": 0, "winning": 0, "winless": 0, "losing": 0}
    cur = dict.fromkeys(best, 0)
    for m in played:
        a, b = m["ft"] if m["t1"] == t else m["ft"][::-1]
        res = "W" if a > b else "D" if a == b else "L"
        cur["unbeaten"] = cur["unbeaten"] + 1 if res != "L" else 0
        cur["winning"] = cur["winning"] + 1 if res == "W" else 0
        cur["winless"] = cur["winless"] + 1 if res != "W" else 0
        cur["losing"] = cur["losing"] + 1 if res == "L" else 0
        for k in best:
            best[k] = max(best[k], cur[k])
    return best


def sc(m):
    return (
        f"{m['t1']} {m['ft'][0]}-{m['ft'][1]} {m['t2']}"
        if m["ft"]
        else f"{m['t1']} v {m['t2']} (no result)"
    )


def club_report(key, path, h2h_first, places, relegated, playoff=None, derbies=()):
    name, ms = load_club(path)
    teams = sorted({m["t1"] for m in ms} | {m["t2"] for m in ms})
    played = [m for m in ms if m["ft"]]
    print(
        f"==================== {key}: {name} ({len(played)} of {len(ms)} results) ===================="
    )
    tb = (
        "points, head-to-head points, h2h goal difference, goal difference, goals scored"
        if h2h_first
        else "points, goal difference, goals scored"
    )
    print("tie-break:", tb)
    table, r = order(ms, teams, h2h_first)
    print(
        f"{'#':>2} {'club':34} {'P':>2} {'W':>2} {'D':>2} {'L':>2} {'GF':>3} {'GA':>3} {'GD':>4} {'Pts':>3}  home W-D-L GF-GA | away W-D-L GF-GA | last 5"
    )
    for i, t in enumerate(table, 1):
        x = r[t]
        f5 = "".join(f for f, _ in form(ms, t))
        print(
            f"{i:>2} {t:34} {x['p']:>2} {x['w']:>2} {x['d']:>2} {x['l']:>2} {x['gf']:>3} {x['ga']:>3} {x['gf'] - x['ga']:>+4} {x['pts']:>3}"
            f"  home {x['hw']}-{x['hd']}-{x['hl']} {x['hgf']}-{x['hga']} pts {3 * x['hw'] + x['hd']}"
            f" | away {x['aw']}-{x['ad']}-{x['al']} {x['agf']}-{x['aga']} pts {3 * x['aw'] + x['ad']} | {f5}"
        )
    print(
        "champion/leader:",
        table[0],
        r[table[0]]["pts"],
        "gap to 2nd:",
        r[table[0]]["pts"] - r[table[1]]["pts"],
    )
    for pname, a, b in places:
        print(f"{pname} ({a}-{b}):", ", ".join(table[a - 1 : b]))
    print("relegated:", ", ".join(table[-relegated:]))
    if playoff:
        print("relegation play-off (16th):", table[playoff - 1])
    # level on points
    byp = defaultdict(list)
    for t in table:
        byp[r[t]["pts"]].append(t)
    for p, ts in byp.items():
        if len(ts) > 1:
            print(
                f"level on {p} points:",
                " / ".join(f"{t} (GD {r[t]['gf'] - r[t]['ga']:+}, GF {r[t]['gf']})" for t in ts),
            )

    # rankings
    def top(k, rev=True, n=3):
        vals = sorted(teams, key=lambda t: (-k(t) if rev else k(t), t))
        return ", ".join(f"{t} {k(t)}" for t in vals[:n])

    print("most goals scored:", top(lambda t: r[t]["gf"]))
    print("fewest goals scored:", top(lambda t: r[t]["gf"], False))
    print("fewest conceded (best defence):", top(lambda t: r[t]["ga"], False))
    print("most conceded:", top(lambda t: r[t]["ga"]))
    print("most draws:", top(lambda t: r[t]["d"]))
    print("most wins:", top(lambda t: r[t]["w"]))
    print("most defeats:", top(lambda t: r[t]["l"]))
    print("fewest defeats:", top(lambda t: r[t]["l"], False))
    print("best home (pts):", top(lambda t: 3 * r[t]["hw"] + r[t]["hd"]))
    print("best away (pts):", top(lambda t: 3 * r[t]["aw"] + r[t]["ad"]))
    print("worst away (pts):", top(lambda t: 3 * r[t]["aw"] + r[t]["ad"], False))
    total = sum(sum(m["ft"]) for m in played)
    print(
        f"total goals {total} in {len(played)} matches ({total / len(played):.2f}/match);",
        "home wins",
        sum(m["ft"][0] > m["ft"][1] for m in played),
        "draws",
        sum(m["ft"][0] == m["ft"][1] for m in played),
        "away wins",
        sum(m["ft"][0] < m["ft"][1] for m in played),
    )
    big = sorted(played, key=lambda m: (-abs(m["ft"][0] - m["ft"][1]), -sum(m["ft"]), m["date"]))
    print("biggest wins:")
    for m in big[:8]:
        print("  ", m["round"], m["date"], sc(m))
    hi = sorted(played, key=lambda m: (-sum(m["ft"]), m["date"]))
    print("highest-scoring:")
    for m in hi[:6]:
        print("  ", m["round"], m["date"], sc(m))
    print("0-0 draws:", sum(m["ft"] == [0, 0] for m in played))
    for m in ms:
        if m["status"]:
            print("status:", m["status"], m["round"], m["date"], sc(m))
    print("runs (longest unbeaten / winning / winless / losing):")
    for t in table:
        print(f"   {t:34}", runs(ms, t))
    print("last-5 form detail:")
    for t in table:
        print(f"   {t}: " + "; ".join(f"{f} {sc(m)} ({m['date']})" for f, m in form(ms, t)))
    print("meetings:")
    for a, b, label in derbies:
        mm = [m for m in ms if {m["t1"], m["t2"]} == {a, b}]
        print(f"  {label}: " + "; ".join(f"{m['round']} {m['date']} {sc(m)}" for m in mm))
    print("matchdays:")
    for md in sorted({m["md"] for m in ms}):
        mm = [m for m in ms if m["md"] == md]
        dates = sorted({m["date"] for m in mm})
        print(f"  Matchday {md} ({dates[0]}..{dates[-1]}): " + "; ".join(sc(m) for m in mm))
    print("unplayed / fixtures:")
    for m in ms:
        if not m["ft"]:
            print("  ", m["round"], m["date"], m["time"], m["t1"], "v", m["t2"])
    return ms, teams


def every_meeting(ms, teams):
    print("every pair's meetings:")
    for i, a in enumerate(teams):
        for b in teams[i + 1 :]:
            mm = [m for m in ms if {m["t1"], m["t2"]} == {a, b}]
            print("  " + " | ".join(f"{m['round']} {m['date']} {sc(m)}" for m in mm))


def euro():
    d = json.load(open(os.path.join(DATA, "euro-2012", "euro.json"), encoding="utf-8"))
    gr = json.load(open(os.path.join(DATA, "euro-2012", "euro.groups.json"), encoding="utf-8"))
    print("==================== euro2012:", d["name"], "====================")
    ms = []
    for rnd in d["rounds"]:
        for m in rnd["matches"]:
            m = dict(m, round=rnd["name"])
            ms.append(m)
    goals = defaultdict(list)
    total = 0
    for m in ms:
        s = m["score"]
        line = (
            f"#{m['num']} {m['round']} {m.get('group', '')} {m['date']} {m['time']} {m['ground']}: "
            f"{m['team1']['name']} {s['ft'][0]}-{s['ft'][1]} {m['team2']['name']} (ht {s['ht'][0]}-{s['ht'][1]}"
        )
        if "et" in s:
            line += f", aet {s['et'][0]}-{s['et'][1]}"
        if "p" in s:
            line += f", pens {s['p'][0]}-{s['p'][1]}"
        line += ")"
        gl = []
        for side, tk in (("goals1", "team1"), ("goals2", "team2")):
            for g in m[side]:
                mi = f"{g['minute']}+{g['offset']}" if g.get("offset") else str(g["minute"])
                tag = " (pen)" if g.get("penalty") else " (og)" if g.get("owngoal") else ""
                gl.append(
                    (g["minute"], g.get("offset", 0), f"{g['name']} {mi}'{tag} [{m[tk]['name']}]")
                )
                total += 1
                if not g.get("owngoal"):
                    goals[(g["name"], m[tk]["name"])].append((mi, g.get("penalty", False), m))
        print(line)
        for *_k, txt in sorted(gl):
            print("     ", txt)
    print("total goals:", total, "in", len(ms), "matches", f"({total / len(ms):.2f})")
    print("top scorers (own goals not counted):")
    for (n, t), gs in sorted(goals.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        if len(gs) >= 2:
            pens = sum(p for _, p, _ in gs)
            print(f"   {n} ({t}) {len(gs)}" + (f" incl {pens} pen" if pens else ""))
    print(
        "penalties in play:",
        [
            (n, mi, m["team1"]["name"] + "-" + m["team2"]["name"])
            for (n, t), gs in goals.items()
            for mi, p, m in gs
            if p
        ],
    )
    print(
        "own goals:",
        [
            (g["name"], g["minute"], m["team1"]["name"] + "-" + m["team2"]["name"])
            for m in ms
            for g in m["goals1"] + m["goals2"]
            if g.get("owngoal")
        ],
    )
    print(
        "braces:",
        [
            (n, m["team1"]["name"] + "-" + m["team2"]["name"])
            for (n, t), gs in goals.items()
            for m in {id(x[2]): x[2] for x in gs}.values()
            if sum(1 for x in gs if x[2] is m) >= 2
        ],
    )
    # group tables
    cm = [
        dict(
            round=m["round"],
            md=0,
            date=m["date"],
            time=m["time"],
            t1=m["team1"]["name"],
            t2=m["team2"]["name"],
            ft=m["score"]["ft"],
            ht=None,
            status=None,
        )
        for m in ms
        if m.get("group")
    ]
    for g in gr["groups"]:
        teams = [t["name"] for t in g["teams"]]
        gm = [m for m in cm if m["t1"] in teams]
        table, r = order(gm, teams, True)
        print(g["name"], "(UEFA: h2h first)")
        for i, t in enumerate(table, 1):
            x = r[t]
            print(
                f"   {i} {t:22} P{x['p']} W{x['w']} D{x['d']} L{x['l']} {x['gf']}-{x['ga']} GD {x['gf'] - x['ga']:+} Pts {x['pts']}"
            )
    # team totals over the whole tournament (90/120 minutes; shootouts are draws)
    tt = defaultdict(lambda: [0, 0, 0, 0, 0, 0, 0])  # p w d l gf ga cleansheets
    for m in ms:
        s = m["score"]
        fin = s.get("et", s["ft"])
        for t, gf, ga in (
            (m["team1"]["name"], fin[0], fin[1]),
            (m["team2"]["name"], fin[1], fin[0]),
        ):
            x = tt[t]
            x[0] += 1
            x[4] += gf
            x[5] += ga
            x[6] += ga == 0
            x[1 if gf > ga else 2 if gf == ga else 3] += 1
    print("whole-tournament records (P W D L GF GA clean sheets; shootouts as draws):")
    for t, x in sorted(tt.items(), key=lambda kv: (-kv[1][4], kv[0])):
        print(f"   {t:22} {x}")
    print(
        "biggest wins:",
        [
            f"{m['team1']['name']} {m['score']['ft'][0]}-{m['score']['ft'][1]} {m['team2']['name']}"
            for m in sorted(ms, key=lambda m: -abs(m["score"]["ft"][0] - m["score"]["ft"][1]))[:5]
        ],
    )
    stages = defaultdict(int)
    for m in ms:
        s = m["score"]
        fin = s.get("et", s["ft"])
        stages["group" if m.get("group") else m["round"]] += sum(fin)
    print("goals by stage:", dict(stages))
    by_city = defaultdict(list)
    for m in ms:
        by_city[m["ground"]].append(f"{m['team1']['name']}-{m['team2']['name']}")
    for k, v in by_city.items():
        print("  venue", k, len(v), v)


def main():
    want = sys.argv[1:] or ["euro2012", "laliga", "ligue1"]
    if "euro2012" in want:
        euro()
    base = os.path.join(DATA, "football.json", "2024-25")
    if "laliga" in want:
        ms, teams = club_report(
            "laliga",
            os.path.join(base, "es.1.json"),
            True,
            [
                ("Champions League (real 2024/25: 1-5, Spain's extra place)", 1, 5),
                ("Europa League (real 2024/25: 6-7, the cup winner Barcelona already in)", 6, 7),
                ("Conference League play-off (real 2024/25: 8)", 8, 8),
                ("[importer default] Champions League", 1, 4),
                ("[importer default] Europa League", 5, 5),
                ("[importer default] Conference League", 6, 6),
            ],
            3,
            derbies=[
                ("FC Barcelona", "Real Madrid CF", "el clásico"),
                ("Real Madrid CF", "Club Atlético de Madrid", "derbi madrileño"),
                ("Real Betis Balompié", "Sevilla FC", "gran derbi (sevillano)"),
                ("Athletic Club", "Real Sociedad de Fútbol", "derbi vasco"),
                ("FC Barcelona", "RCD Espanyol de Barcelona", "derbi barceloní"),
                ("Valencia CF", "Villarreal CF", "derbi de la comunitat"),
                ("FC Barcelona", "Club Atlético de Madrid", "barça-atleti"),
                ("RC Celta de Vigo", "Real Madrid CF", "celta-madrid"),
                ("Rayo Vallecano de Madrid", "Getafe CF", "rayo-getafe"),
                ("Girona FC", "FC Barcelona", "girona-barça"),
                ("Athletic Club", "CA Osasuna", "athletic-osasuna"),
                ("Deportivo Alavés", "Athletic Club", "alavés-athletic"),
            ],
        )
        every_meeting(ms, teams)
    if "ligue1" in want:
        ms, teams = club_report(
            "ligue1",
            os.path.join(base, "fr.1.json"),
            False,
            [
                ("Champions League (real 2024/25: 1-3 league phase)", 1, 3),
                ("Champions League third qualifying round (4)", 4, 4),
                ("Europa League (real 2024/25: 5-6, cup winner PSG already in)", 5, 6),
                ("Conference League play-off (real 2024/25: 7)", 7, 7),
                ("[importer default] Europa League", 5, 5),
                ("[importer default] Conference League", 6, 6),
            ],
            2,
            playoff=16,
            derbies=[
                ("Paris Saint-Germain FC", "Olympique de Marseille", "le classique"),
                ("Olympique Lyonnais", "AS Saint-Étienne", "derby du rhône"),
                ("Lille OSC", "Racing Club de Lens", "derby du nord"),
                ("OGC Nice", "AS Monaco FC", "derby de la côte d'azur"),
                ("Olympique de Marseille", "Olympique Lyonnais", "l'olympico"),
                ("Stade Rennais FC 1901", "FC Nantes", "derby breton/de l'ouest"),
                ("Stade Brestois 29", "Stade Rennais FC 1901", "derby breton"),
                ("Paris Saint-Germain FC", "AS Monaco FC", "psg-monaco"),
                ("Montpellier HSC", "AS Saint-Étienne", "montpellier-saint-étienne"),
            ],
        )
        every_meeting(ms, teams)


if __name__ == "__main__":
    main()
