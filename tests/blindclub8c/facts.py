#!/usr/bin/env python3
"""Print the expected facts from the openfootball files in data/ (blind round 8, blindclub8c).

Premier League 2024/25 (en.1.json), Champions League 2024/25 (uefa.cl.json), Serie A
2024/25 (it.1.json). Tie-breaks: PL points, GD, goals scored; Serie A points, head-to-head
points among the tied clubs, head-to-head GD, GD, goals scored; CL league phase points, GD,
goals scored, away goals scored, wins, away wins. Mid-season moment: 2024-12-20T12:00 UTC.
Kick-off times in the files are local (PL Europe/London, Serie A Europe/Rome, CL CET).
"""
import json
import sys
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
NOW = datetime(2024, 12, 20, 12, 0, tzinfo=timezone.utc)
OTHER_TZ = "America/New_York"


def load(name):
    return json.load(open(HERE / "data" / name))["matches"]


def strip(team):
    return team.split(" (")[0] if team.endswith(")") else team


def played(m):
    return "ft" in (m.get("score") or {})


def md(m):
    return int(m["round"].split()[-1])


def table(matches, tiebreak="pl"):
    rec = defaultdict(lambda: dict(p=0, w=0, d=0, l=0, gf=0, ga=0, pts=0, agf=0, aw=0))
    for m in matches:
        t1, t2 = strip(m["team1"]), strip(m["team2"])
        rec[t1]; rec[t2]
        if not played(m):
            continue
        a, b = m["score"]["ft"]
        for t, f, g, away in ((t1, a, b, False), (t2, b, a, True)):
            r = rec[t]
            r["p"] += 1; r["gf"] += f; r["ga"] += g
            if away:
                r["agf"] += f
            if f > g:
                r["w"] += 1; r["pts"] += 3
                if away:
                    r["aw"] += 1
            elif f == g:
                r["d"] += 1; r["pts"] += 1
            else:
                r["l"] += 1
    rows = [(t, r) for t, r in rec.items()]
    if tiebreak == "pl":
        rows.sort(key=lambda x: (-x[1]["pts"], -(x[1]["gf"] - x[1]["ga"]), -x[1]["gf"], x[0]))
    elif tiebreak == "cl":
        rows.sort(key=lambda x: (-x[1]["pts"], -(x[1]["gf"] - x[1]["ga"]), -x[1]["gf"],
                                 -x[1]["agf"], -x[1]["w"], -x[1]["aw"], x[0]))
    else:  # serie a: points, then head-to-head among the tied group
        by_pts = defaultdict(list)
        for t, r in rows:
            by_pts[r["pts"]].append(t)
        out = []
        for pts in sorted(by_pts, reverse=True):
            group = by_pts[pts]
            h2h = defaultdict(lambda: [0, 0])
            for m in matches:
                t1, t2 = strip(m["team1"]), strip(m["team2"])
                if played(m) and t1 in group and t2 in group and len(group) > 1:
                    a, b = m["score"]["ft"]
                    h2h[t1][1] += a - b; h2h[t2][1] += b - a
                    h2h[t1][0] += 3 if a > b else 1 if a == b else 0
                    h2h[t2][0] += 3 if b > a else 1 if a == b else 0
            group.sort(key=lambda t: (-h2h[t][0], -h2h[t][1], -(rec[t]["gf"] - rec[t]["ga"]),
                                      -rec[t]["gf"], t))
            if len(group) > 1:
                out.append(("#h2h", {t: tuple(h2h[t]) for t in group}))
            out.extend((t, rec[t]) for t in group)
        notes = [x for x in out if x[0] == "#h2h"]
        rows = [x for x in out if x[0] != "#h2h"]
        return rows, notes
    return rows, []


def print_table(title, rows, notes=()):
    print(f"\n== {title}")
    for i, (t, r) in enumerate(rows, 1):
        print(f"{i:2} {t:32} P{r['p']:2} W{r['w']:2} D{r['d']:2} L{r['l']:2} "
              f"GF{r['gf']:3} GA{r['ga']:3} GD{r['gf'] - r['ga']:+4} Pts{r['pts']:3}"
              f"  (away GF {r['agf']}, away W {r['aw']})")
    for _, n in notes:
        print("   head-to-head among tied clubs (pts, gd):", n)


def club_matches(matches, club):
    return [m for m in matches if club in (strip(m["team1"]), strip(m["team2"]))]


def res(m, club):
    a, b = m["score"]["ft"]
    if strip(m["team2"]) == club:
        a, b = b, a
    return "W" if a > b else "D" if a == b else "L"


def line(m):
    s = m.get("score") or {}
    ft = s.get("ft")
    sc = f"{ft[0]}-{ft[1]}" if ft else "no result"
    ht = f" (HT {s['ht'][0]}-{s['ht'][1]})" if s.get("ht") else ""
    extra = ""
    if s.get("et"):
        extra += f" aet {s['et'][0]}-{s['et'][1]}"
    if s.get("p"):
        extra += f" pens {s['p'][0]}-{s['p'][1]}"
    return f"{m['round']:22} {m['date']} {m.get('time', ''):5} {strip(m['team1'])} {sc} {strip(m['team2'])}{ht}{extra}"


def records(matches, clubs):
    for c in clubs:
        ms = [m for m in club_matches(matches, c) if played(m)]
        ms.sort(key=lambda m: (m["date"], m.get("time", "")))
        for side, key in (("home", "team1"), ("away", "team2")):
            sub = [m for m in ms if strip(m[key]) == c]
            w = sum(res(m, c) == "W" for m in sub); d = sum(res(m, c) == "D" for m in sub)
            l = sum(res(m, c) == "L" for m in sub)
            gf = sum(m["score"]["ft"][0 if key == "team1" else 1] for m in sub)
            ga = sum(m["score"]["ft"][1 if key == "team1" else 0] for m in sub)
            print(f"  {c} {side}: P{len(sub)} W{w} D{d} L{l} GF{gf} GA{ga} pts {3 * w + d}")
        seq = "".join(res(m, c) for m in ms)
        print(f"  {c} results in order: {seq}")
        print(f"  {c} form last 5 (oldest first): {seq[-5:]}  ::",
              "; ".join(line(m).split(None, 2)[2] if False else f"{m['date']} {strip(m['team1'])} {m['score']['ft'][0]}-{m['score']['ft'][1]} {strip(m['team2'])}" for m in ms[-5:]))
        for name, ok in (("unbeaten", "WD"), ("winning", "W"), ("losing", "L"), ("winless", "DL")):
            best = cur = 0; start = bstart = 0
            for i, r in enumerate(seq):
                if r in ok:
                    if cur == 0:
                        start = i
                    cur += 1
                    if cur > best:
                        best, bstart = cur, start
                else:
                    cur = 0
            span = f"{ms[bstart]['date']} .. {ms[bstart + best - 1]['date']}" if best else ""
            print(f"  {c} longest {name} run: {best} {span}")


def biggest(matches, n=8):
    ms = sorted((m for m in matches if played(m)),
                key=lambda m: (-abs(m["score"]["ft"][0] - m["score"]["ft"][1]),
                               -sum(m["score"]["ft"]), m["date"]))
    for m in ms[:n]:
        print("  " + line(m))


def meetings(matches, a, b, label=""):
    print(f"\n-- {label or ''} {a} v {b}")
    ms = [m for m in matches if {strip(m["team1"]), strip(m["team2"])} == {a, b}]
    if not ms:
        print("  (no meeting in this data)")
    for m in ms:
        print("  " + line(m))


def kickoff(m, tzname):
    if not m.get("time"):
        return None
    local = datetime.fromisoformat(f"{m['date']}T{m['time']}").replace(tzinfo=ZoneInfo(tzname))
    return local


def mid_season(matches, tzname, title):
    print(f"\n==== {title}: the moment {NOW.isoformat()} (kick-off before it counts, with a result)")
    past = [m for m in matches if played(m) and kickoff(m, tzname) < NOW]
    rows, _ = table([dict(m) for m in past] + [dict(m, score={}) for m in matches], "pl")
    print_table(f"{title} table at {NOW.date()}", rows)
    lead_pts = rows[0][1]["pts"]
    total = 2 * (len({strip(m['team1']) for m in matches}) - 1)
    print(f"  leader {rows[0][0]} {lead_pts} pts; second {rows[1][0]} {rows[1][1]['pts']} "
          f"(gap {lead_pts - rows[1][1]['pts']}); third {rows[2][0]} {rows[2][1]['pts']}")
    rounds_done = sorted({md(m) for m in past})
    print(f"  matchdays with results: {rounds_done[0]}..{rounds_done[-1]}; "
          f"matches played {len(past)} of {len(matches)}; matches left {len(matches) - len(past)}")
    for t, r in rows:
        left = total - r["p"]
        mx = r["pts"] + 3 * left
        print(f"  {t:32} played {r['p']:2} left {left:2} pts {r['pts']:2} max {mx:3} "
              f"behind leader {lead_pts - r['pts']:2} can still reach leader's points now: {'yes' if mx >= lead_pts else 'NO'}")
    print("\n  next matches after the moment (UTC and", OTHER_TZ + ")")
    for t, _ in rows:
        fut = sorted((m for m in club_matches(matches, t) if kickoff(m, tzname) >= NOW),
                     key=lambda m: kickoff(m, tzname))
        m = fut[0]
        k = kickoff(m, tzname)
        u = k.astimezone(timezone.utc); o = k.astimezone(ZoneInfo(OTHER_TZ))
        ha = "home" if strip(m["team1"]) == t else "away"
        print(f"  {t:32} {m['round']}: {strip(m['team1'])} v {strip(m['team2'])} ({ha}) "
              f"{u:%A %d %B %Y %H:%M} UTC | {o:%A %d %B %Y %H:%M} {OTHER_TZ}")
    nxt = sorted((m for m in matches if kickoff(m, tzname) >= NOW), key=lambda m: kickoff(m, tzname))
    day = nxt[0]["date"]
    print(f"  next matchday fixtures (first day {day}):")
    for m in nxt:
        if m["date"] in (day, "2024-12-22"):
            k = kickoff(m, tzname)
            print(f"    {strip(m['team1'])} v {strip(m['team2'])} {k.astimezone(timezone.utc):%a %d %b %H:%M} UTC / "
                  f"{k.astimezone(ZoneInfo(OTHER_TZ)):%H:%M} {OTHER_TZ}")


def main():
    pl = load("en.1.json"); cl = load("uefa.cl.json"); sa = load("it.1.json")

    print("######## PREMIER LEAGUE 2024/25 (en.1.json)")
    print(f"matches {len(pl)}, with result {sum(map(played, pl))}")
    rows, _ = table(pl, "pl")
    print_table("PL final table (points, GD, goals scored)", rows)
    print("  champion:", rows[0][0], "| runner-up:", rows[1][0], "| bottom:", rows[-1][0])
    print("  top 4:", [t for t, _ in rows[:4]], "| 5th", rows[4][0], "| 6th", rows[5][0])
    print("  relegated (18-20):", [t for t, _ in rows[17:]])
    for k in ("gf", "ga"):
        s = sorted(rows, key=lambda x: x[1][k])
        print(f"  most {k}: {s[-1][0]} {s[-1][1][k]} | fewest {k}: {s[0][0]} {s[0][1][k]}")
    print("  most wins:", max(rows, key=lambda x: x[1]['w'])[0], max(r['w'] for _, r in rows),
          "| most draws:", [(t, r['d']) for t, r in rows if r['d'] == max(x['d'] for _, x in rows)])
    tot = sum(sum(m["score"]["ft"]) for m in pl)
    print(f"  total goals {tot}; home wins {sum(m['score']['ft'][0] > m['score']['ft'][1] for m in pl)}, "
          f"draws {sum(m['score']['ft'][0] == m['score']['ft'][1] for m in pl)}, "
          f"away wins {sum(m['score']['ft'][0] < m['score']['ft'][1] for m in pl)}")
    print("\n-- records, form, runs")
    records(pl, ["Tottenham Hotspur FC", "Arsenal FC", "Newcastle United FC", "Liverpool FC",
                 "Aston Villa FC", "Nottingham Forest FC", "Wolverhampton Wanderers FC",
                 "Manchester United FC", "Southampton FC"])
    print("\n-- biggest wins (margin, then goals)")
    biggest(pl)
    for n in (1, 17, 21, 38):
        print(f"\n-- Matchday {n}")
        for m in pl:
            if md(m) == n:
                print("  " + line(m))
    meetings(pl, "Arsenal FC", "Tottenham Hotspur FC", "north London derby")
    meetings(pl, "Newcastle United FC", "Sunderland AFC", "Tyne-Wear derby (Sunderland not in the PL 2024/25)")
    print("  Sunderland in PL data:", any("Sunderland" in m["team1"] + m["team2"] for m in pl))
    meetings(pl, "Manchester City FC", "Manchester United FC", "Manchester derby")
    meetings(pl, "Liverpool FC", "Everton FC", "Merseyside derby")
    meetings(pl, "Newcastle United FC", "Arsenal FC")
    meetings(pl, "Newcastle United FC", "Tottenham Hotspur FC")
    meetings(pl, "Aston Villa FC", "Wolverhampton Wanderers FC")
    meetings(pl, "Nottingham Forest FC", "Manchester United FC")
    for c in ["Tottenham Hotspur FC", "Arsenal FC", "Newcastle United FC"]:
        print(f"\n-- {c} all PL results")
        for m in sorted(club_matches(pl, c), key=lambda m: m["date"]):
            print("  " + line(m))

    mid_season(pl, "Europe/London", "PL mid-season")

    print("\n\n######## CHAMPIONS LEAGUE 2024/25 (uefa.cl.json)")
    lp = [m for m in cl if m["round"].startswith("League")]
    rows, _ = table(lp, "cl")
    print_table("CL league phase (points, GD, GF, away GF, wins, away wins)", rows)
    for m in cl:
        if not m["round"].startswith("League"):
            print("  " + line(m))
    for c in ["Arsenal FC", "Aston Villa FC", "Liverpool FC", "Manchester City FC", "FC Internazionale Milano",
              "Juventus FC", "Atalanta BC", "AC Milan", "Bologna FC 1909"]:
        print(f"\n-- {c} CL matches")
        for m in club_matches(cl, c):
            print("  " + line(m))
    print("\n  English clubs in the CL data:",
          sorted({strip(t) for m in cl for t in (m['team1'], m['team2']) if '(ENG)' in t}))
    print("  Newcastle/Spurs in CL data:",
          any("Newcastle" in m["team1"] + m["team2"] or "Tottenham" in m["team1"] + m["team2"] for m in cl))

    print("\n\n######## SERIE A 2024/25 (it.1.json)")
    print(f"matches {len(sa)}, with result {sum(map(played, sa))}; without result:")
    for m in sa:
        if not played(m):
            print("  " + line(m))
    rows, notes = table(sa, "sa")
    print_table("Serie A table from the data (37 matchdays; points, h2h pts, h2h GD, GD, GF)", rows, notes)
    print("  top:", rows[0][0], "| second:", rows[1][0], "| bottom:", rows[-1][0])
    print("  bottom 3:", [t for t, _ in rows[17:]])
    print("  top 4:", [t for t, _ in rows[:4]])
    for k in ("gf", "ga"):
        s = sorted(rows, key=lambda x: x[1][k])
        print(f"  most {k}: {s[-1][0]} {s[-1][1][k]} | fewest {k}: {s[0][0]} {s[0][1][k]}")
    print("\n-- records, form, runs")
    records(sa, ["Juventus FC", "FC Internazionale Milano", "SSC Napoli", "Atalanta BC", "AC Milan", "AS Roma"])
    print("\n-- biggest wins")
    biggest(sa)
    meetings(sa, "FC Internazionale Milano", "AC Milan", "Derby della Madonnina")
    meetings(sa, "FC Internazionale Milano", "Juventus FC", "Derby d'Italia")
    meetings(sa, "AS Roma", "SS Lazio", "Derby della Capitale")
    meetings(sa, "Juventus FC", "Torino FC", "Derby della Mole")
    meetings(sa, "SSC Napoli", "FC Internazionale Milano")
    meetings(sa, "Atalanta BC", "Juventus FC")
    for n in (1, 10, 37):
        print(f"\n-- Serie A Matchday {n}")
        for m in sa:
            if md(m) == n:
                print("  " + line(m))


if __name__ == "__main__":
    main()
