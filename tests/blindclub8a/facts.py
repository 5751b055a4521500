#!/usr/bin/env python3
"""Prints the expected facts of the two tournaments from the Football.JSON files in football_json/."""
import json, os, sys
from collections import defaultdict, Counter
HERE = os.path.dirname(os.path.abspath(__file__))

def mins(m):
    a, _, b = str(m).partition("+")
    return int(a) + (int(b) / 100 if b else 0)

def load(path):
    return json.load(open(path, encoding="utf-8"))

def res(m):
    s = m["score"]
    fin = s.get("et") or s["ft"]
    return fin

def winner(m):
    s = m["score"]
    if s.get("p"):
        return m["team1"] if s["p"][0] > s["p"][1] else m["team2"]
    f = res(m)
    if f[0] == f[1]: return None
    return m["team1"] if f[0] > f[1] else m["team2"]

def fmt(m):
    s = m["score"]; t = "%s %d-%d %s" % (m["team1"], s["ft"][0], s["ft"][1], m["team2"])
    if s.get("et"): t += " (aet %d-%d)" % tuple(s["et"])
    if s.get("p"): t += " (pens %d-%d)" % tuple(s["p"])
    if s.get("ht"): t += " [ht %d-%d]" % tuple(s["ht"])
    return t

def table(group_matches, teams):
    st = {t: dict(P=0, W=0, D=0, L=0, GF=0, GA=0, Pts=0) for t in teams}
    for m in group_matches:
        a, b = m["team1"], m["team2"]; x, y = m["score"]["ft"]
        for t, gf, ga in ((a, x, y), (b, y, x)):
            r = st[t]; r["P"] += 1; r["GF"] += gf; r["GA"] += ga
            if gf > ga: r["W"] += 1; r["Pts"] += 3
            elif gf == ga: r["D"] += 1; r["Pts"] += 1
            else: r["L"] += 1
    def key(t):
        r = st[t]; return (-r["Pts"], -(r["GF"] - r["GA"]), -r["GF"])
    order = sorted(teams, key=key)
    # head to head among teams level on pts, gd, gf
    out = []; i = 0; notes = []
    while i < len(order):
        j = i
        while j + 1 < len(order) and key(order[j + 1]) == key(order[i]): j += 1
        tied = order[i:j + 1]
        if len(tied) > 1:
            h = {t: [0, 0, 0] for t in tied}
            for m in group_matches:
                if m["team1"] in tied and m["team2"] in tied:
                    x, y = m["score"]["ft"]
                    for t, gf, ga in ((m["team1"], x, y), (m["team2"], y, x)):
                        h[t][0] += 3 if gf > ga else (1 if gf == ga else 0); h[t][1] += gf - ga; h[t][2] += gf
            tied.sort(key=lambda t: (-h[t][0], -h[t][1], -h[t][2], t))
            notes.append("level on pts/GD/GF: %s; h2h %s; then name (real: fair play/lots)" % (tied, h))
        out += tied; i = j + 1
    return [(t, st[t]) for t in out], notes

def main(which):
    if which == "wc2018":
        d = os.path.join(HERE, "football_json", "wc2018"); main_f = "worldcup.json"; gf = "worldcup.groups.json"
    else:
        d = os.path.join(HERE, "football_json", "copa2024"); main_f = "copa.json"; gf = "copa.groups.json"
    data = load(os.path.join(d, main_f)); ms = data["matches"]
    groups = load(os.path.join(d, gf))["groups"]
    print("=" * 70); print(data["name"], "-", len(ms), "matches"); print("=" * 70)
    print("\n## All matches")
    for m in ms:
        g = lambda L: "; ".join("%s %s%s%s" % (x["name"], x["minute"], " pen" if x.get("penalty") else "", " og" if x.get("owngoal") else "") for x in L)
        print("%s %-22s %s | %s | %s || %s" % (m["date"], m.get("group", m["round"]), fmt(m), m["ground"], g(m.get("goals1", [])), g(m.get("goals2", []))))
    print("\n## Group tables (points, GD, GF, then head-to-head)")
    for gr in groups:
        gm = [m for m in ms if m.get("group") == gr["name"]]
        rows, notes = table(gm, gr["teams"])
        print(gr["name"])
        for k, (t, r) in enumerate(rows, 1):
            print("  %d. %-14s P%d W%d D%d L%d GF%d GA%d GD%+d Pts%d" % (k, t, r["P"], r["W"], r["D"], r["L"], r["GF"], r["GA"], r["GF"] - r["GA"], r["Pts"]))
        for n in notes: print("  NOTE", n)
    # scorers
    sc = Counter(); pens = Counter(); team_of = {}
    ogs = []; allpens = []
    for m in ms:
        for side, t in (("goals1", m["team1"]), ("goals2", m["team2"])):
            for g in m.get(side, []):
                if g.get("owngoal"): ogs.append((g["name"], g["minute"], fmt(m), "for " + t)); continue
                sc[g["name"]] += 1; team_of[g["name"]] = t
                if g.get("penalty"): pens[g["name"]] += 1; allpens.append((g["name"], g["minute"], fmt(m)))
    print("\n## Top scorers (own goals excluded; shootouts excluded)")
    for n, c in sorted(sc.items(), key=lambda x: (-x[1], x[0])):
        if c >= 2: print("  %-25s %-12s %d%s" % (n, team_of[n], c, " (%d pen)" % pens[n] if pens[n] else ""))
    print("  scorers with 1 goal:", sum(1 for c in sc.values() if c == 1), "; distinct scorers:", len(sc))
    # hat-tricks
    print("\n## Hat-tricks / braces")
    for m in ms:
        for side in ("goals1", "goals2"):
            c = Counter(g["name"] for g in m.get(side, []) if not g.get("owngoal"))
            for n, k in c.items():
                if k >= 2: print("  %s %d in %s" % (n, k, fmt(m)))
    total = sum(sum(res(m)) for m in ms)
    print("\n## Counts")
    print("  goals:", total, "in", len(ms), "matches; avg %.2f" % (total / len(ms)))
    print("  penalties scored (in play):", len(allpens)); [print("    ", *p) for p in allpens]
    print("  own goals:", len(ogs)); [print("    ", *o) for o in ogs]
    print("  goalless draws:", [fmt(m) for m in ms if sum(res(m)) == 0])
    st = defaultdict(int)
    for m in ms: st["group stage" if m.get("group") else m["round"]] += sum(res(m))
    print("  goals by stage:", dict(st))
    print("  red cards: not in the data (Football.JSON has no cards)")
    print("\n## Biggest wins (margin)")
    bw = sorted(ms, key=lambda m: (-abs(res(m)[0] - res(m)[1]), -sum(res(m))))
    for m in bw[:6]: print("  ", m["date"], fmt(m))
    print("  highest-scoring:", [fmt(m) for m in sorted(ms, key=lambda m: -sum(res(m)))[:3]])
    print("\n## Extra time / shootouts")
    for m in ms:
        if m["score"].get("et"): print("  ET:", m["round"], m["date"], fmt(m), "-> winner", winner(m))
    for m in ms:
        if m["score"].get("p"): print("  PENS:", m["round"], m["date"], fmt(m), "-> winner", winner(m))
    print("\n## Knockout path of each team")
    teams = [t for g in groups for t in g["teams"]]
    for t in teams:
        path = [m for m in ms if t in (m["team1"], m["team2"])]
        rec = Counter(); gfor = gag = cs = 0
        for m in path:
            a = 0 if m["team1"] == t else 1; f = res(m)
            gfor += f[a]; gag += f[1 - a]; cs += f[1 - a] == 0
            if f[a] > f[1 - a]: rec["W"] += 1
            elif f[a] == f[1 - a]: rec["D"] += 1
            else: rec["L"] += 1
        ko = [m for m in path if not m.get("group")]
        out = None
        for m in ko:
            if winner(m) != t and m["round"] not in ("Match for third place",): out = m
        s = "; ".join("%s: %s (%s)" % (m["round"], fmt(m), "W" if winner(m) == t else "L") for m in ko) or "out in group"
        print("  %-13s W%d D%d L%d GF%d GA%d CS%d | %s%s" % (t, rec["W"], rec["D"], rec["L"], gfor, gag, cs, s,
              " | knocked out by %s" % winner(out) if out else ""))
    print("\n## Stadiums: matches per ground")
    c = Counter(m["ground"] for m in ms)
    for g, k in c.most_common(): print("  %-45s %d" % (g, k))
    fin = [m for m in ms if m["round"] == "Final"][0]
    th = [m for m in ms if m["round"] == "Match for third place"][0]
    print("\n## Podium: winner %s, runner-up %s, third %s, fourth %s" % (winner(fin), ({fin["team1"], fin["team2"]} - {winner(fin)}).pop(),
          winner(th), ({th["team1"], th["team2"]} - {winner(th)}).pop()))

if __name__ == "__main__":
    for w in sys.argv[1:] or ["wc2018", "copa2024"]:
        main(w)
