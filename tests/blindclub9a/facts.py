#!/usr/bin/env python3
"""Print the expected facts from the openfootball files in football_json/ (no bot code).

Usage: python facts.py > facts_output.txt
"""
import json
import os
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
FJ = os.path.join(HERE, "football_json")


def load(name):
    with open(os.path.join(FJ, name), encoding="utf-8") as f:
        return json.load(f)["matches"]


def strip(team):
    # "FC Bayern München (GER)" -> "FC Bayern München"
    if team.endswith(")") and " (" in team:
        return team[: team.rindex(" (")]
    return team


def played(m):
    return "ft" in m.get("score", {})


def ft(m):
    return m["score"]["ft"]


def fmt(m):
    s = m.get("score", {})
    extra = ""
    if "et" in s:
        extra += f" aet {s['et'][0]}-{s['et'][1]}"
    if "p" in s:
        extra += f" pens {s['p'][0]}-{s['p'][1]} (level: dropped by importer)"
    if m.get("status"):
        extra += f" [{m['status']}]"
    sc = f"{ft(m)[0]}-{ft(m)[1]}" if played(m) else "no result"
    return f"{m['date']} {m.get('time','')} {m['round']}: {strip(m['team1'])} {sc} {strip(m['team2'])}{extra}"


def result_score(m):
    """score that counts (after extra time if any)"""
    s = m["score"]
    return s.get("et", s["ft"])


def rows(matches):
    t = defaultdict(lambda: dict(p=0, w=0, d=0, l=0, gf=0, ga=0, pts=0, hw=0, hd=0, hl=0, aw=0, ad=0, al=0, agf=0))
    for m in matches:
        if not played(m):
            continue
        a, b = strip(m["team1"]), strip(m["team2"])
        x, y = ft(m)
        for team, f, g, home in ((a, x, y, True), (b, y, x, False)):
            r = t[team]
            r["p"] += 1; r["gf"] += f; r["ga"] += g
            if not home:
                r["agf"] += f
            k = "w" if f > g else "d" if f == g else "l"
            r[k] += 1
            r[("h" if home else "a") + k] += 1
            r["pts"] += 3 if k == "w" else 1 if k == "d" else 0
    return t


def h2h(matches, group):
    sub = [m for m in matches if played(m) and strip(m["team1"]) in group and strip(m["team2"]) in group]
    return rows(sub)


def table(matches, order):
    """order: 'bl' (pts, gd, gf, h2h pts, h2h gd) | 'l1real' (pts, gd, h2h pts, h2h gd, h2h gf, gf)
    | 'cl' (pts, gd, gf, away gf, wins, away wins)"""
    t = rows(matches)
    teams = list(t)

    def base(team):
        r = t[team]
        return (r["pts"], r["gf"] - r["ga"])

    # group by (pts, gd) and resolve
    out = []
    groups = defaultdict(list)
    for team in teams:
        groups[base(team)].append(team)
    for key in sorted(groups, reverse=True):
        g = groups[key]
        if len(g) == 1:
            out += g
            continue
        if order == "cl":
            g.sort(key=lambda s: (t[s]["gf"], t[s]["agf"], t[s]["w"], t[s]["aw"]), reverse=True)
        else:
            hh = h2h(matches, set(g))
            if order == "bl":
                g.sort(key=lambda s: (t[s]["gf"], hh[s]["pts"], hh[s]["gf"] - hh[s]["ga"]), reverse=True)
            else:
                g.sort(key=lambda s: (hh[s]["pts"], hh[s]["gf"] - hh[s]["ga"], hh[s]["gf"], t[s]["gf"]), reverse=True)
        out += g
        print(f"   (tie on pts+GD {key}: {g} -> order {order})")
    return out, t


def print_table(matches, order, label):
    print(f"== {label} (tie-break {order}) ==")
    out, t = table(matches, order)
    for i, s in enumerate(out, 1):
        r = t[s]
        print(f"{i:2d}. {s:32s} P{r['p']:2d} W{r['w']:2d} D{r['d']:2d} L{r['l']:2d} {r['gf']:3d}:{r['ga']:<3d} GD{r['gf']-r['ga']:+4d} Pts {r['pts']:3d}"
              f" | home {r['hw']}-{r['hd']}-{r['hl']} away {r['aw']}-{r['ad']}-{r['al']}")
    return out, t


def club_matches(matches, club):
    return [m for m in matches if played(m) and club in (strip(m["team1"]), strip(m["team2"]))]


def outcome(m, club):
    x, y = ft(m)
    if strip(m["team2"]) == club:
        x, y = y, x
    return "W" if x > y else "D" if x == y else "L"


def runs(matches, club):
    ms = sorted(club_matches(matches, club), key=lambda m: m["date"])
    res = [outcome(m, club) for m in ms]
    print(f"-- {club}: results in order: {''.join(res)}")
    print(f"   last 5 (form, oldest first): {''.join(res[-5:])}; last 5 matches:")
    for m in ms[-5:]:
        print("     ", fmt(m))

    def longest(pred):
        best = cur = 0; start = bstart = 0
        for i, r in enumerate(res):
            if pred(r):
                if cur == 0:
                    start = i
                cur += 1
                if cur > best:
                    best, bstart = cur, start
            else:
                cur = 0
        if best:
            return f"{best} ({ms[bstart]['date']} .. {ms[bstart+best-1]['date']})"
        return "0"
    print(f"   longest winning run {longest(lambda r: r=='W')}, unbeaten {longest(lambda r: r!='L')},"
          f" winless {longest(lambda r: r!='W')}, losing {longest(lambda r: r=='L')}")


def meetings(matches, a, b, label):
    ms = [m for m in matches if played(m) and {strip(m["team1"]), strip(m["team2"])} == {a, b}]
    print(f"-- {label}: {a} v {b}: {len(ms)} meeting(s)")
    for m in ms:
        print("     ", fmt(m))
    fut = [m for m in matches if not played(m) and {strip(m["team1"]), strip(m["team2"])} == {a, b}]
    for m in fut:
        print("      (no result)", fmt(m))


def biggest(matches, n=6):
    ms = sorted([m for m in matches if played(m) and not m.get("status")],
                key=lambda m: (abs(ft(m)[0] - ft(m)[1]), ft(m)[0] + ft(m)[1]), reverse=True)
    print("-- biggest wins (margin, then goals):")
    for m in ms[:n]:
        print("     ", fmt(m))


def totals(matches):
    ms = [m for m in matches if played(m)]
    d = sum(ft(m)[0] == ft(m)[1] for m in ms)
    hw = sum(ft(m)[0] > ft(m)[1] for m in ms)
    aw = sum(ft(m)[0] < ft(m)[1] for m in ms)
    g = sum(sum(ft(m)) for m in ms)
    print(f"-- totals: {len(ms)} played, {hw} home wins, {d} draws, {aw} away wins, {g} goals")


def matchday(matches, md):
    print(f"-- Matchday {md}:")
    for m in matches:
        if m["round"] == f"Matchday {md}":
            print("     ", fmt(m))


def mid(matches, now_date, order, label, clubs, allmatches_cl):
    print(f"\n######## {label}: standings as on {now_date} (matches dated before it) ########")
    before = [m for m in matches if m["date"] < now_date]
    after = [m for m in matches if m["date"] >= now_date]
    out, t = print_table(before, order, f"{label} as on {now_date}")
    total_games = 34
    leader = out[0]
    print(f"leader {leader} {t[leader]['pts']} pts after {t[leader]['p']} games; second {out[1]} {t[out[1]]['pts']}"
          f" (gap {t[leader]['pts']-t[out[1]]['pts']}); third {out[2]} {t[out[2]]['pts']}")
    mds = sorted({int(m['round'].split()[-1]) for m in after})
    print(f"matchdays not yet begun/finished: {mds[:3]}..{mds[-1]} ({len(mds)} matchdays); matches left {len(after)}")
    for s in out:
        left = total_games - t[s]["p"]
        maxpts = t[s]["pts"] + 3 * left
        can = "yes" if maxpts >= t[leader]["pts"] else "NO"
        print(f"   {s:32s} pts {t[s]['pts']:3d} games left {left:2d} max {maxpts:3d} gap to leader {t[leader]['pts']-t[s]['pts']:3d}"
              f" can still catch leader's current pts: {can}")
    for c in clubs:
        nxt = sorted([m for m in after if c in (strip(m['team1']), strip(m['team2']))], key=lambda m: (m['date'], m['time']))[:2]
        print(f"   next league matches of {c}:")
        for m in nxt:
            print("       ", fmt(m))
        nxt = sorted([m for m in allmatches_cl if m['date'] >= now_date and c in (strip(m['team1']), strip(m['team2']))],
                     key=lambda m: (m['date'], m['time']))[:2]
        for m in nxt:
            print("       CL:", fmt(m))
    # the matches on the next days
    days = sorted({m['date'] for m in after})[:4]
    for d in days:
        print(f"   fixtures on {d}:")
        for m in after:
            if m['date'] == d:
                print("       ", m['time'], strip(m['team1']), "v", strip(m['team2']), m['round'])


def cl_section(cl):
    print("\n######## UEFA Champions League 2024/25 ########")
    lp = [m for m in cl if m["round"].startswith("League")]
    out, t = print_table(lp, "cl", "league phase table")
    print("places 1-8 round of 16; 9-24 play-offs; 25-36 out")
    print("-- knockout matches and ties:")
    ko = [m for m in cl if not m["round"].startswith("League")]
    ties = defaultdict(list)
    for m in ko:
        key = (m["round"].split(",")[0] if m["round"].startswith("Playoffs") else m["round"], frozenset((strip(m["team1"]), strip(m["team2"]))))
        ties[key].append(m)
    for (rnd, teams), ms in ties.items():
        agg = defaultdict(int)
        for m in ms:
            if played(m):
                x, y = result_score(m)
                agg[strip(m["team1"])] += x
                agg[strip(m["team2"])] += y
        legs = "; ".join(fmt(m) for m in ms)
        print(f"   {rnd}: aggregate {dict(agg)} :: {legs}")
    for club in ("FC Bayern München", "Borussia Dortmund", "Paris Saint-Germain FC", "Bayer 04 Leverkusen", "VfB Stuttgart",
                 "RB Leipzig", "AS Monaco FC", "Lille OSC", "Stade Brestois 29"):
        ms = [m for m in cl if club in (strip(m["team1"]), strip(m["team2"]))]
        print(f"-- CL matches of {club}:")
        for m in ms:
            print("     ", fmt(m))
        lpm = [m for m in lp if club in (strip(m["team1"]), strip(m["team2"]))]
        r = t[club]
        print(f"   league phase: place {out.index(club)+1}, W{r['w']} D{r['d']} L{r['l']} {r['gf']}:{r['ga']} {r['pts']} pts")
    biggest(lp, 5)
    totals(lp)


def league(fname, order, label, clubs, pairs, mds, cl):
    ms = load(fname)
    print(f"\n######## {label} (final) ########")
    out, t = print_table(ms, order, label)
    if order == "l1real":
        print("   (for comparison the order points, GD, goals scored:)")
        alt, _ = table(ms, "bl")
        print("   ", "same order" if alt == out else f"DIFFERENT: {alt}")
    totals(ms)
    biggest(ms)
    for c in clubs:
        runs(ms, c)
        r = t[c]
        print(f"   {c}: place {out.index(c)+1}, {r['pts']} pts, W{r['w']} D{r['d']} L{r['l']}, goals {r['gf']}:{r['ga']},"
              f" home W{r['hw']} D{r['hd']} L{r['hl']}, away W{r['aw']} D{r['ad']} L{r['al']}")
    for a, b, lab in pairs:
        meetings(ms, a, b, lab)
    for md in mds:
        matchday(ms, md)
    for m in ms:
        if m.get("status"):
            print("-- awarded:", fmt(m))
    return ms


def main():
    cl = load("uefa.cl.json")
    de = league("de.1.json", "bl", "Bundesliga 2024/25",
                ["FC Bayern München", "Borussia Dortmund", "Bayer 04 Leverkusen", "Borussia Mönchengladbach", "Holstein Kiel",
                 "VfL Bochum 1848", "Eintracht Frankfurt", "SC Freiburg"],
                [("FC Bayern München", "Borussia Dortmund", "Der Klassiker"),
                 ("Borussia Dortmund", "Borussia Mönchengladbach", "Borussia derby"),
                 ("FC Bayern München", "Bayer 04 Leverkusen", "Bayern v Leverkusen"),
                 ("Borussia Dortmund", "VfL Bochum 1848", "Dortmund v Bochum (no Schalke in the data: no Revierderby)")],
                [1, 34], cl)
    fr = league("fr.1.json", "l1real", "Ligue 1 2024/25",
                ["Paris Saint-Germain FC", "Olympique de Marseille", "AS Monaco FC", "Olympique Lyonnais", "Montpellier HSC",
                 "AS Saint-Étienne", "Stade de Reims", "Lille OSC"],
                [("Paris Saint-Germain FC", "Olympique de Marseille", "Le Classique"),
                 ("Olympique Lyonnais", "AS Saint-Étienne", "Derby du Rhône"),
                 ("Olympique de Marseille", "Olympique Lyonnais", "Olympico"),
                 ("OGC Nice", "AS Monaco FC", "Nice v Monaco")],
                [1, 34], cl)
    cl_section(cl)
    mid(de, "2025-03-03", "bl", "Bundesliga", ["FC Bayern München", "Borussia Dortmund", "Bayer 04 Leverkusen", "Eintracht Frankfurt"], cl)
    mid(fr, "2025-01-20", "l1real", "Ligue 1", ["Paris Saint-Germain FC", "Olympique de Marseille", "AS Monaco FC", "Lille OSC"], cl)
    # CL state as on the two dates
    for d in ("2025-01-20", "2025-03-03"):
        lp = [m for m in cl if m["round"].startswith("League") and m["date"] < d]
        print(f"\n== CL league phase as on {d}: {len(lp)} matches played ==")
        if lp:
            out, t = table(lp, "cl")
            for club in ("FC Bayern München", "Borussia Dortmund", "Paris Saint-Germain FC", "AS Monaco FC"):
                if club in t:
                    print(f"   {club}: place {out.index(club)+1}, {t[club]['pts']} pts after {t[club]['p']}")


if __name__ == "__main__":
    main()
