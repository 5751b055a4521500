#!/usr/bin/env python3
"""Print the expected facts from data/es.1.json and data/uefa.cl.json (openfootball, CC0).

Everything the question sets expect is computed here from the data files; the output is
saved in facts.txt. Usage: python3 facts.py > facts.txt
"""
import json
import os
from collections import defaultdict
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
LIGA = json.load(open(os.path.join(HERE, "data", "es.1.json")))["matches"]
CL = json.load(open(os.path.join(HERE, "data", "uefa.cl.json")))["matches"]
MADRID = timezone(timedelta(hours=1))  # CET in winter; Feb 2025 only (no DST question)
MID = datetime(2025, 2, 10, 12, 0, tzinfo=MADRID)


def ft(m):
    return m.get("score", {}).get("ft")


def kickoff(m):
    h, mi = map(int, m["time"].split(":"))
    y, mo, d = map(int, m["date"].split("-"))
    # Madrid local time; winter offset +1, summer +2 (last Sunday of March .. October)
    off = 2 if (datetime(y, mo, d) >= datetime(2025, 3, 30) or datetime(y, mo, d) < datetime(2024, 10, 27)) else 1
    return datetime(y, mo, d, h, mi, tzinfo=timezone(timedelta(hours=off)))


def rows(matches):
    t = defaultdict(lambda: dict(p=0, w=0, d=0, l=0, gf=0, ga=0, pts=0, hw=0, hd=0, hl=0, aw=0, ad=0, al=0,
                                 hgf=0, hga=0, agf=0, aga=0, ag=0))
    for m in matches:
        s = ft(m)
        if not s:
            continue
        a, b = m["team1"], m["team2"]
        for team, gf, ga, home in ((a, s[0], s[1], True), (b, s[1], s[0], False)):
            r = t[team]
            r["p"] += 1; r["gf"] += gf; r["ga"] += ga
            k = "h" if home else "a"
            r[k + "gf"] += gf; r[k + "ga"] += ga
            if not home:
                r["ag"] += gf
            if gf > ga:
                r["w"] += 1; r["pts"] += 3; r[k + "w"] += 1
            elif gf == ga:
                r["d"] += 1; r["pts"] += 1; r[k + "d"] += 1
            else:
                r["l"] += 1; r[k + "l"] += 1
    return t


def liga_table(matches):
    t = rows(matches)
    teams = sorted(t, key=lambda x: -t[x]["pts"])
    out = []
    # group by points, break ties by head to head among the tied clubs
    i = 0
    while i < len(teams):
        j = i
        while j < len(teams) and t[teams[j]]["pts"] == t[teams[i]]["pts"]:
            j += 1
        group = teams[i:j]
        if len(group) > 1:
            h2h = rows([m for m in matches if ft(m) and m["team1"] in group and m["team2"] in group])
            note = {x: (h2h[x]["pts"], h2h[x]["gf"] - h2h[x]["ga"]) if x in h2h else (0, 0) for x in group}
            group.sort(key=lambda x: (-note[x][0], -note[x][1], -(t[x]["gf"] - t[x]["ga"]), -t[x]["gf"]))
            out.append(("tie", [(x, note[x]) for x in group]))
        for x in group:
            out.append(("row", x))
        i = j
    ranked = [x for k, x in out if k == "row"]
    ties = [x for k, x in out if k == "tie"]
    return t, ranked, ties


def cl_table(matches):
    t = rows(matches)
    ranked = sorted(t, key=lambda x: (-t[x]["pts"], -(t[x]["gf"] - t[x]["ga"]), -t[x]["gf"], -t[x]["ag"],
                                      -t[x]["w"], -t[x]["aw"]))
    return t, ranked


def show_table(t, ranked, title):
    print(f"\n## {title}")
    for i, x in enumerate(ranked, 1):
        r = t[x]
        print(f"{i:2} {x:40} P{r['p']:2} W{r['w']:2} D{r['d']:2} L{r['l']:2} GF{r['gf']:3} GA{r['ga']:3} "
              f"GD{r['gf'] - r['ga']:+4} Pts{r['pts']:3} | home {r['hw']}-{r['hd']}-{r['hl']} ({r['hgf']}-{r['hga']}) "
              f"away {r['aw']}-{r['ad']}-{r['al']} ({r['agf']}-{r['aga']})")


def results_of(team, matches):
    out = []
    for m in sorted(matches, key=lambda m: (m["date"], m["time"])):
        s = ft(m)
        if not s or team not in (m["team1"], m["team2"]):
            continue
        home = m["team1"] == team
        gf, ga = (s[0], s[1]) if home else (s[1], s[0])
        out.append((m, "W" if gf > ga else "D" if gf == ga else "L", gf, ga))
    return out


def runs(res):
    best = {}
    for name, ok in (("unbeaten", "WD"), ("winning", "W"), ("winless", "DL"), ("losing", "L")):
        cur = b = 0; start = bstart = bend = None
        for i, (m, r, *_ ) in enumerate(res):
            if r in ok:
                if cur == 0:
                    start = m["date"]
                cur += 1
                if cur > b:
                    b, bstart, bend = cur, start, m["date"]
            else:
                cur = 0
        best[name] = (b, bstart, bend)
    return best


def line(m):
    s = ft(m)
    sc = f"{s[0]}-{s[1]}" if s else "no result"
    ht = m["score"].get("ht")
    extra = ""
    if m["score"].get("et"):
        extra += f" aet {m['score']['et']}"
    if m["score"].get("p"):
        extra += f" pens {m['score']['p']} (level in the source: dropped by the importer)"
    return f"{m['round']:24} {m['date']} {m['time']} {m['team1']} {sc} {m['team2']}" + (f" (ht {ht[0]}-{ht[1]})" if ht else "") + extra


def meetings(a, b, matches, title):
    print(f"\n## {title}: {a} v {b}")
    for m in matches:
        if {m["team1"], m["team2"]} == {a, b}:
            print("  " + line(m))


def club_block(team, matches, label):
    res = results_of(team, matches)
    print(f"\n### {label}: {team}")
    print("  form (last 5, oldest first):", " ".join(r for _, r, *_ in res[-5:]),
          "|", "; ".join(f"{m['date']} {m['team1']} {ft(m)[0]}-{ft(m)[1]} {m['team2']}" for m, *_ in res[-5:]))
    for k, v in runs(res).items():
        print(f"  longest {k} run: {v[0]} ({v[1]} .. {v[2]})")
    wins = [(gf - ga, m) for m, r, gf, ga in res if r == "W"]
    wins.sort(key=lambda x: -x[0])
    print("  biggest wins:", "; ".join(f"{m['date']} {m['team1']} {ft(m)[0]}-{ft(m)[1]} {m['team2']}" for _, m in wins[:3]))
    losses = sorted([(ga - gf, m) for m, r, gf, ga in res if r == "L"], key=lambda x: -x[0])
    print("  heaviest defeats:", "; ".join(f"{m['date']} {m['team1']} {ft(m)[0]}-{ft(m)[1]} {m['team2']}" for _, m in losses[:3]))


BIG = ["FC Barcelona", "Real Madrid CF", "Club Atlético de Madrid", "Athletic Club", "Villarreal CF",
       "Real Betis Balompié", "Real Sociedad de Fútbol", "Sevilla FC", "RCD Espanyol de Barcelona",
       "CD Leganés", "Real Valladolid CF", "UD Las Palmas", "Valencia CF", "Girona FC", "RC Celta de Vigo",
       "Rayo Vallecano de Madrid", "CA Osasuna", "RCD Mallorca", "Getafe CF", "Deportivo Alavés"]


def main():
    played = [m for m in LIGA if ft(m)]
    print(f"# La Liga 2024/25 (es.1.json): {len(LIGA)} matches, {len(played)} with a result")
    print("missing results:")
    for m in LIGA:
        if not ft(m):
            print("  " + line(m))
    t, ranked, ties = liga_table(LIGA)
    show_table(t, ranked, "La Liga table (data as it is, 370 results; points, h2h pts, h2h GD, GD, GF)")
    print("ties on points resolved by head to head (club, (h2h pts, h2h gd)):")
    for g in ties:
        print("  ", g)
    goals = sum(ft(m)[0] + ft(m)[1] for m in played)
    print(f"total goals {goals} in {len(played)} matches; home wins {sum(ft(m)[0] > ft(m)[1] for m in played)}, "
          f"draws {sum(ft(m)[0] == ft(m)[1] for m in played)}, away wins {sum(ft(m)[0] < ft(m)[1] for m in played)}")
    big = sorted(played, key=lambda m: (-abs(ft(m)[0] - ft(m)[1]), -(ft(m)[0] + ft(m)[1])))
    print("biggest margins:")
    for m in big[:8]:
        print("  " + line(m))
    print("most goals in a match:")
    for m in sorted(played, key=lambda m: -(ft(m)[0] + ft(m)[1]))[:6]:
        print("  " + line(m))
    for c in BIG:
        club_block(c, LIGA, "La Liga")
    B, R, A = "FC Barcelona", "Real Madrid CF", "Club Atlético de Madrid"
    meetings(B, R, LIGA, "El Clásico (Liga)")
    meetings(R, A, LIGA, "Derbi madrileño (Liga)")
    meetings("Sevilla FC", "Real Betis Balompié", LIGA, "Derbi sevillano")
    meetings("Athletic Club", "Real Sociedad de Fútbol", LIGA, "Derbi vasco")
    meetings(B, "RCD Espanyol de Barcelona", LIGA, "Derbi barceloní")
    meetings(B, A, LIGA, "Barça v Atleti")
    meetings(R, "Getafe CF", LIGA, "Real Madrid v Getafe")
    meetings("Valencia CF", "Villarreal CF", LIGA, "Derbi de la Comunitat")
    for md in (1, 10, 11, 23, 30, 35, 37):
        print(f"\n## Matchday {md}")
        for m in LIGA:
            if m["round"] == f"Matchday {md}":
                print("  " + line(m))
    print("\n## All Barça and Real Madrid league results")
    for c in (B, R, A):
        print(f"### {c}")
        for m, r, gf, ga in results_of(c, LIGA):
            print(f"  {r} " + line(m))

    # ---- mid season
    print("\n\n# MID-SEASON: as on", MID.isoformat())
    done = [m for m in LIGA if ft(m) and kickoff(m) <= MID]
    t2, ranked2, ties2 = liga_table(done)
    show_table(t2, ranked2, "La Liga table at 2025-02-10 12:00 +01:00")
    print("ties:", ties2)
    left = {c: [m for m in LIGA if c in (m["team1"], m["team2"]) and kickoff(m) > MID] for c in t2}
    lead = ranked2[0]
    print(f"leader {lead} {t2[lead]['pts']} pts; second {ranked2[1]} {t2[ranked2[1]]['pts']}; "
          f"third {ranked2[2]} {t2[ranked2[2]]['pts']}")
    print(f"matches left in the league: {len([m for m in LIGA if kickoff(m) > MID])}")
    for c in ranked2:
        nxt = sorted(left[c], key=kickoff)[0]
        maxp = t2[c]["pts"] + 3 * len(left[c])
        print(f"  {c:40} pts {t2[c]['pts']:2} played {t2[c]['p']} left {len(left[c])} max {maxp} "
              f"gap to leader {t2[lead]['pts'] - t2[c]['pts']} can still reach leader's {t2[lead]['pts']}: {maxp >= t2[lead]['pts']} "
              f"| next: {nxt['round']} {nxt['date']} {nxt['time']} {nxt['team1']} v {nxt['team2']}")
    print("form at mid-season:")
    for c in (B, R, A, "Athletic Club", "Villarreal CF", "Real Betis Balompié", "Sevilla FC"):
        res = results_of(c, done)
        print(f"  {c}: " + " ".join(r for _, r, *_ in res[-5:]) + " | " +
              "; ".join(f"{m['date']} {m['team1']} {ft(m)[0]}-{ft(m)[1]} {m['team2']}" for m, *_ in res[-5:]))
    print("mid-season clásico/derbi so far:")
    for m in done:
        if {m["team1"], m["team2"]} in ({B, R}, {R, A}, {B, A}, {"Sevilla FC", "Real Betis Balompié"}):
            print("  " + line(m))
    print("next fixtures after the mid moment (first two days):")
    fut = sorted([m for m in LIGA if kickoff(m) > MID], key=kickoff)
    for m in fut[:12]:
        print("  " + line(m))

    # ---- Champions League
    print("\n\n# CHAMPIONS LEAGUE 2024/25 (uefa.cl.json)")
    lp = [m for m in CL if m["round"].startswith("League")]
    t3, ranked3 = cl_table(lp)
    show_table(t3, ranked3, "League phase (points, GD, GF, away goals, wins, away wins)")
    for c in ("FC Barcelona (ESP)", "Real Madrid CF (ESP)", "Club Atlético de Madrid (ESP)", "Girona FC (ESP)"):
        print(f"\n### CL {c} (league phase place {ranked3.index(c) + 1})")
        for m in CL:
            if c in (m["team1"], m["team2"]):
                print("  " + line(m))
    print("\n## Knockout ties (aggregate; the second listed team of leg 1 is home in leg 2)")
    ko = [m for m in CL if not m["round"].startswith("League")]
    seen = set()
    for m in ko:
        key = frozenset((m["team1"], m["team2"]))
        if key in seen or m["round"] == "Finals, Final":
            continue
        seen.add(key)
        legs = [x for x in ko if frozenset((x["team1"], x["team2"])) == key]
        agg = defaultdict(int)
        for x in legs:
            s = x["score"].get("et") or ft(x)
            agg[x["team1"]] += s[0]; agg[x["team2"]] += s[1]
        a, b = m["team1"], m["team2"]
        print(f"  {m['round']:22} {a} {agg[a]}-{agg[b]} {b} (agg) :: " + " | ".join(
            f"{x['date']} {x['team1']} {ft(x)[0]}-{ft(x)[1]} {x['team2']}" + (" pens level in source" if x['score'].get('p') else "") for x in legs))
    print("\n## Final:", line([m for m in CL if m["round"] == "Finals, Final"][0]))
    played_cl = [m for m in CL if ft(m)]
    print(f"CL matches {len(CL)}, played {len(played_cl)}, goals {sum(ft(m)[0] + ft(m)[1] for m in played_cl)}")
    print("biggest CL wins:")
    for m in sorted(played_cl, key=lambda m: (-abs(ft(m)[0] - ft(m)[1]), -(ft(m)[0] + ft(m)[1])))[:6]:
        print("  " + line(m))


if __name__ == "__main__":
    main()
