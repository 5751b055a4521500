#!/usr/bin/env python3
"""Print the expected facts of the Inter / Milan / Napoli server from the openfootball files
in football_json/ (Serie A 2024/25 and Champions League 2024/25). Only the files are read.

Usage: python3 facts.py > facts_output.txt
"""
import json, os, re
from collections import defaultdict
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
SA = json.load(open(os.path.join(HERE, "football_json/it.1.json")))["matches"]
CL = json.load(open(os.path.join(HERE, "football_json/uefa.cl.json")))["matches"]
ROME = ZoneInfo("Europe/Rome")
CET = ZoneInfo("Europe/Paris")


def clean(n):
    return re.sub(r"\s*\([A-Z]{3}\)$", "", n)


def played(m):
    return bool(m.get("score", {}).get("ft"))


def kick(m, tz):
    t = m.get("time") or "00:00"
    return datetime.fromisoformat(f"{m['date']}T{t}").replace(tzinfo=tz)


def stats(matches, upto=None):
    s = defaultdict(lambda: dict(P=0, W=0, D=0, L=0, GF=0, GA=0, Pts=0))
    for m in matches:
        if not played(m):
            continue
        if upto and kick(m, ROME) > upto:
            continue
        a, b = clean(m["team1"]), clean(m["team2"])
        x, y = m["score"]["ft"]
        for t, f, g in ((a, x, y), (b, y, x)):
            r = s[t]
            r["P"] += 1; r["GF"] += f; r["GA"] += g
            if f > g: r["W"] += 1; r["Pts"] += 3
            elif f == g: r["D"] += 1; r["Pts"] += 1
            else: r["L"] += 1
    return s


def h2h(matches, teams, upto=None):
    return stats([m for m in matches if clean(m["team1"]) in teams and clean(m["team2"]) in teams], upto)


def rank_seriea(matches, upto=None):
    """points, h2h points, h2h GD, GD, goals scored, name (applied to the clubs still level)."""
    s = stats(matches, upto)
    teams = sorted(set(clean(m["team1"]) for m in matches) | set(clean(m["team2"]) for m in matches))
    for t in teams:
        s[t]
    notes = []

    def order(group):
        if len(group) <= 1:
            return group
        hs = h2h(matches, set(group), upto)
        key = lambda t: (-hs[t]["Pts"], -(hs[t]["GF"] - hs[t]["GA"]), -(s[t]["GF"] - s[t]["GA"]), -s[t]["GF"], t)
        notes.append("level on %d pts: %s -> h2h pts %s, h2h GD %s" % (
            s[group[0]]["Pts"], ", ".join(group), {t: hs[t]["Pts"] for t in group},
            {t: hs[t]["GF"] - hs[t]["GA"] for t in group}))
        return sorted(group, key=key)

    by_pts = defaultdict(list)
    for t in teams:
        by_pts[s[t]["Pts"]].append(t)
    out = []
    for p in sorted(by_pts, reverse=True):
        out += order(by_pts[p])
    return out, s, notes


def print_table(title, order, s):
    print(f"\n== {title}")
    print(" #  club                          P  W  D  L  GF GA  GD Pts")
    for i, t in enumerate(order, 1):
        r = s[t]
        print(f"{i:2} {t:28} {r['P']:2} {r['W']:2} {r['D']:2} {r['L']:2} {r['GF']:3} {r['GA']:2} {r['GF']-r['GA']:+3} {r['Pts']:3}")


def fmt(m, tz=ROME):
    sc = m.get("score", {})
    ft = sc.get("ft")
    extra = ""
    if sc.get("et"): extra += f" aet {sc['et'][0]}-{sc['et'][1]}"
    if sc.get("p"): extra += f" pens {sc['p'][0]}-{sc['p'][1]}"
    res = f"{ft[0]}-{ft[1]}" if ft else "(no result)"
    return f"{m['round']:22} {m['date']} {m.get('time','')} {clean(m['team1'])} {res} {clean(m['team2'])}{extra}"


def club_matches(ms, club):
    return [m for m in ms if club in (clean(m["team1"]), clean(m["team2"]))]


def result_for(m, club):
    x, y = m["score"]["ft"]
    if clean(m["team2"]) == club: x, y = y, x
    return "W" if x > y else "D" if x == y else "L"


def runs(ms, club):
    seq = [result_for(m, club) for m in sorted(club_matches(ms, club), key=lambda m: m["date"]) if played(m)]
    def longest(pred):
        best = cur = 0
        for r in seq:
            cur = cur + 1 if pred(r) else 0
            best = max(best, cur)
        return best
    return dict(form5="".join(seq[-5:]), unbeaten=longest(lambda r: r != "L"), wins=longest(lambda r: r == "W"),
                losses=longest(lambda r: r == "L"), winless=longest(lambda r: r != "W"))


def home_away(ms, club):
    h = stats([m for m in ms if clean(m["team1"]) == club])[club]
    a = stats([m for m in ms if clean(m["team2"]) == club])[club]
    return h, a


def wdl(r):
    return f"P{r['P']} W{r['W']} D{r['D']} L{r['L']} GF{r['GF']} GA{r['GA']} Pts{r['Pts']}"


CLUBS = ["FC Internazionale Milano", "SSC Napoli", "AC Milan", "Juventus FC", "Atalanta BC", "SS Lazio", "AS Roma",
         "Bologna FC 1909", "ACF Fiorentina", "Como 1907"]

# ---------------------------------------------------------------- Serie A, end of the data
print("SERIE A 2024/25 (it.1.json): %d matches, %d with a result" % (len(SA), sum(map(played, SA))))
missing = [m for m in SA if not played(m)]
print("matches without a result:")
for m in missing:
    print("  ", fmt(m))
order, s, notes = rank_seriea(SA)
print_table("Serie A table from the data (37 matchdays; tie-break pts, h2h pts, h2h GD, GD, GF)", order, s)
for n in notes:
    print("  tie:", n)
print("relegation places 18-20:", order[17:])
print("top 4 (CL):", order[:4], " 5th (EL):", order[4], " 6th (ECL):", order[5])
tot_goals = sum(sum(m["score"]["ft"]) for m in SA if played(m))
draws = sum(1 for m in SA if played(m) and m["score"]["ft"][0] == m["score"]["ft"][1])
print(f"total goals {tot_goals}, draws {draws}, home wins {sum(1 for m in SA if played(m) and m['score']['ft'][0] > m['score']['ft'][1])}, away wins {sum(1 for m in SA if played(m) and m['score']['ft'][0] < m['score']['ft'][1])}")
print("most goals scored:", max(order, key=lambda t: s[t]["GF"]), max(s[t]["GF"] for t in order))
print("fewest conceded:", min(order, key=lambda t: s[t]["GA"]), min(s[t]["GA"] for t in order))

print("\n== clubs: home/away, form, runs (Serie A only)")
for c in CLUBS:
    h, a = home_away(SA, c)
    r = runs(SA, c)
    print(f"{c}: place {order.index(c)+1}, home {wdl(h)} | away {wdl(a)} | {r}")

print("\n== biggest wins (goal margin >= 4) in Serie A")
big = sorted((m for m in SA if played(m)), key=lambda m: -abs(m["score"]["ft"][0] - m["score"]["ft"][1]))
for m in big:
    if abs(m["score"]["ft"][0] - m["score"]["ft"][1]) >= 4:
        print("  ", fmt(m))
for c in ["FC Internazionale Milano", "SSC Napoli", "AC Milan", "Juventus FC"]:
    wins = [m for m in club_matches(SA, c) if played(m) and result_for(m, c) == "W"]
    wins.sort(key=lambda m: -abs(m["score"]["ft"][0] - m["score"]["ft"][1]))
    hw = [m for m in wins if clean(m["team1"]) == c]
    aw = [m for m in wins if clean(m["team2"]) == c]
    print(f"  {c}: biggest win {fmt(wins[0])} | home {fmt(hw[0])} | away {fmt(aw[0])}")
    losses = [m for m in club_matches(SA, c) if played(m) and result_for(m, c) == "L"]
    losses.sort(key=lambda m: -abs(m["score"]["ft"][0] - m["score"]["ft"][1]))
    if losses:
        print(f"     heaviest loss {fmt(losses[0])}")
aw_all = [m for m in big if m["score"]["ft"][1] > m["score"]["ft"][0]]
print("  biggest away win:", fmt(aw_all[0]))

print("\n== derbies and big games (all competitions in the data)")
DERBIES = {"Derby della Madonnina": ("FC Internazionale Milano", "AC Milan"),
           "Derby d'Italia": ("FC Internazionale Milano", "Juventus FC"),
           "Derby della Capitale": ("AS Roma", "SS Lazio"),
           "Derby del Sole": ("SSC Napoli", "AS Roma"),
           "Derby della Mole": ("Juventus FC", "Torino FC"),
           "Napoli v Inter": ("SSC Napoli", "FC Internazionale Milano"),
           "Inter v Atalanta": ("FC Internazionale Milano", "Atalanta BC"),
           "Napoli v Juventus": ("SSC Napoli", "Juventus FC"),
           "Milan v Juventus": ("AC Milan", "Juventus FC")}
for name, (a, b) in DERBIES.items():
    print(name)
    for m in SA + CL:
        if {clean(m["team1"]), clean(m["team2"])} == {a, b}:
            print("   ", fmt(m))

print("\n== Inter's Serie A matches")
for m in club_matches(SA, "FC Internazionale Milano"):
    print("  ", fmt(m))
print("\n== Napoli's Serie A matches")
for m in club_matches(SA, "SSC Napoli"):
    print("  ", fmt(m))
print("\n== Matchday 1 and matchday 37")
for rd in ("Matchday 1", "Matchday 37"):
    ms = [m for m in SA if m["round"] == rd]
    print(rd, len(ms), "matches,", sum(sum(m["score"]["ft"]) for m in ms if played(m)), "goals")
    for m in ms:
        print("  ", fmt(m))

# ---------------------------------------------------------------- Champions League
print("\n\nCHAMPIONS LEAGUE 2024/25 (uefa.cl.json): %d matches, %d with a result" % (len(CL), sum(map(played, CL))))
lp = [m for m in CL if m["round"].startswith("League")]
s2 = stats(lp)
order2 = sorted(s2, key=lambda t: (-s2[t]["Pts"], -(s2[t]["GF"] - s2[t]["GA"]), -s2[t]["GF"],
                                   -sum(m["score"]["ft"][1] for m in lp if clean(m["team2"]) == t),
                                   -s2[t]["W"], t))
print_table("CL league phase (pts, GD, GF, away GF, wins)", order2, s2)
print("Italian clubs in the league phase:", [(t, order2.index(t) + 1, s2[t]["Pts"]) for t in order2 if t in
      ("FC Internazionale Milano", "AC Milan", "Juventus FC", "Atalanta BC", "Bologna FC 1909")])
print("\n== Inter in the CL")
for m in club_matches(CL, "FC Internazionale Milano"):
    print("  ", fmt(m))
print("\n== Milan, Juventus, Atalanta, Bologna in the CL")
for c in ("AC Milan", "Juventus FC", "Atalanta BC", "Bologna FC 1909"):
    print(c)
    for m in club_matches(CL, c):
        print("  ", fmt(m))
print("\n== knockout ties with aggregates (first-named = first-leg home side)")
ko = [m for m in CL if not m["round"].startswith("League") and m["round"] != "Finals, Final"]
seen = set()
for m in ko:
    a, b = clean(m["team1"]), clean(m["team2"])
    key = (m["round"].split(",")[0] + m["round"].split(",")[1].split(" Matchday")[0], frozenset((a, b)))
    if key in seen:
        continue
    seen.add(key)
    legs = [x for x in ko if {clean(x["team1"]), clean(x["team2"])} == {a, b}]
    ga = sum(x["score"]["ft"][0] if clean(x["team1"]) == a else x["score"]["ft"][1] for x in legs)
    gb = sum(x["score"]["ft"][1] if clean(x["team1"]) == a else x["score"]["ft"][0] for x in legs)
    print(f"  {legs[0]['round'].split(', Matchday')[0]:24} {a} {ga}-{gb} {b} on aggregate; legs: " +
          " / ".join(fmt(x).split(" ", 3)[-1].strip() for x in legs))
print("final:", fmt([m for m in CL if m["round"] == "Finals, Final"][0]), "(CET/CEST kick-off; in Rome the same 21:00)")

# ---------------------------------------------------------------- as on 2025-04-07 12:00 Rome
NOW = datetime(2025, 4, 7, 12, 0, tzinfo=ROME)
print("\n\nAS ON", NOW.isoformat())
orderm, sm, notesm = rank_seriea(SA, NOW)
print_table("Serie A table as on 2025-04-07 12:00", orderm, sm)
for n in notesm:
    print("  tie:", n)
leader = orderm[0]
print("leader:", leader, sm[leader]["Pts"], "| gap to 2nd", orderm[1], sm[leader]["Pts"] - sm[orderm[1]]["Pts"])
for c in orderm:
    left = 38 - sm[c]["P"]
    maxp = sm[c]["Pts"] + 3 * left
    print(f"  {c}: {sm[c]['Pts']} pts, {left} league games left, max {maxp}, "
          f"{'can still reach' if maxp >= sm[leader]['Pts'] else 'CANNOT reach'} leader's {sm[leader]['Pts']}; "
          f"behind leader {sm[leader]['Pts'] - sm[c]['Pts']}")
print("games left in the league (all clubs):", sum(1 for m in SA if not played(m) or kick(m, ROME) > NOW))
print("last completed round before now:", max((m["round"] for m in SA if played(m) and kick(m, ROME) <= NOW), key=lambda r: int(r.split()[-1])))
print("\nnext match of each club in any competition after", NOW)
allm = [(kick(m, ROME), "Serie A", m) for m in SA] + [(kick(m, CET), "CL", m) for m in CL]
for c in sorted(set(clean(m["team1"]) for m in SA) | {"Paris Saint-Germain FC", "FC Bayern München", "FC Barcelona", "Arsenal FC", "Real Madrid CF"}):
    nxt = sorted((k, comp, m) for k, comp, m in allm if k > NOW and c in (clean(m["team1"]), clean(m["team2"])))
    if nxt:
        k, comp, m = nxt[0]
        print(f"  {c}: {comp} {m['round']} {clean(m['team1'])} v {clean(m['team2'])} {k.astimezone(ROME):%a %d %b %Y %H:%M} Europe/Rome")
print("\nlast result of some clubs before now")
for c in ("FC Internazionale Milano", "SSC Napoli", "AC Milan", "Juventus FC", "Atalanta BC"):
    prev = sorted((k, comp, m) for k, comp, m in allm if k <= NOW and played(m) and c in (clean(m["team1"]), clean(m["team2"])))
    k, comp, m = prev[-1]
    print(f"  {c}: {comp} {fmt(m)}")
print("form (last 5 league) as of now:")
for c in ("FC Internazionale Milano", "SSC Napoli", "AC Milan", "Juventus FC", "Atalanta BC"):
    print("  ", c, runs([m for m in SA if kick(m, ROME) <= NOW], c))
print("relegation zone as of now:", orderm[17:], [sm[t]["Pts"] for t in orderm[17:]], "17th:", orderm[16], sm[orderm[16]]["Pts"])
print("weekend matches 2025-04-12/13:")
for m in SA:
    if m["date"] in ("2025-04-12", "2025-04-13"):
        print("  ", m["round"], m["date"], m["time"], clean(m["team1"]), "v", clean(m["team2"]))

# ---------------------------------------------------------------- as on 2025-05-27
NOW2 = datetime(2025, 5, 27, 12, 0, tzinfo=ROME)
print("\n\nAS ON", NOW2.isoformat(), "(the --now of inter_end)")
print("Serie A matches before now without a result:", sum(1 for m in SA if not played(m) and kick(m, ROME) <= NOW2))
for c in ("FC Internazionale Milano", "SSC Napoli", "AC Milan"):
    nxt = sorted((k, comp, m) for k, comp, m in allm if k > NOW2 and c in (clean(m["team1"]), clean(m["team2"])))
    print(" next match", c, ":", (f"{nxt[0][1]} {fmt(nxt[0][2])} {nxt[0][0].astimezone(ROME):%a %d %b %H:%M} Rome") if nxt else "none in the data")
lead = order[0]
print("leader after 37 played:", lead, s[lead]["Pts"], "2nd", order[1], s[order[1]]["Pts"],
      "-> second can still catch with the missing match won:", s[order[1]]["Pts"] + 3 >= s[lead]["Pts"])
