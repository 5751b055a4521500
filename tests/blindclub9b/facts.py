#!/usr/bin/env python3
"""Prints the expected facts from the Football.JSON files in football_json/ (no bot code)."""
import json, os, sys
from collections import defaultdict, Counter
HERE = os.path.dirname(os.path.abspath(__file__))

def tname(t): return t["name"] if isinstance(t, dict) else t

def load(path):
    d = json.load(open(path))
    ms = []
    if "rounds" in d:
        for r in d["rounds"]:
            for m in r["matches"]: ms.append(dict(m, round=r["name"]))
    else:
        ms = d["matches"]
    out = []
    for m in ms:
        s = m["score"]
        x = dict(round=m["round"], date=m["date"], t1=tname(m["team1"]), t2=tname(m["team2"]), ft=s["ft"],
                 ht=s.get("ht"), et=s.get("et"), p=s.get("p"), group=m.get("group"), ground=m.get("ground"),
                 g1=m.get("goals1"), g2=m.get("goals2"), num=m.get("num"))
        out.append(x)
    return d["name"], out

def minute(g):
    if "offset" in g: return f"{g['minute']}+{g['offset']}"
    return str(g["minute"])

def final_score(m):
    return m["et"] or m["ft"]

def fmt(m):
    a, b = final_score(m)
    s = f"{m['t1']} {a}-{b} {m['t2']}"
    if m["et"]: s += " (aet)"
    if m["p"]: s += f", pens {m['p'][0]}-{m['p'][1]}"
    if m["ht"]: s += f" [HT {m['ht'][0]}-{m['ht'][1]}, FT {m['ft'][0]}-{m['ft'][1]}]"
    return s

def winner(m):
    a, b = final_score(m)
    if a != b: return m["t1"] if a > b else m["t2"]
    if m["p"]: return m["t1"] if m["p"][0] > m["p"][1] else m["t2"]
    return None

def stats(ms, teams):
    st = {t: dict(P=0, W=0, D=0, L=0, GF=0, GA=0, Pts=0) for t in teams}
    for m in ms:
        a, b = m["ft"]
        for t, f, ag in ((m["t1"], a, b), (m["t2"], b, a)):
            if t not in st: continue
            s = st[t]; s["P"] += 1; s["GF"] += f; s["GA"] += ag
            if f > ag: s["W"] += 1; s["Pts"] += 3
            elif f == ag: s["D"] += 1; s["Pts"] += 1
            else: s["L"] += 1
    return st

def rank(ms, teams, uefa):
    st = stats(ms, teams)
    def gd(t): return st[t]["GF"] - st[t]["GA"]
    if not uefa:
        # points, goal difference, goals scored, then head-to-head
        return sorted(teams, key=lambda t: (-st[t]["Pts"], -gd(t), -st[t]["GF"], t)), st
    # UEFA: points; h2h points, h2h GD, h2h goals (reapplied); GD; goals; wins
    def order(ts):
        if len(ts) <= 1: return ts
        by = defaultdict(list)
        for t in ts: by[st[t]["Pts"]].append(t)
        res = []
        for pts in sorted(by, reverse=True):
            res += h2h(by[pts]) if len(by[pts]) > 1 else by[pts]
        return res
    def h2h(ts):
        sub = [m for m in ms if m["t1"] in ts and m["t2"] in ts]
        hs = stats(sub, ts)
        key = lambda t: (hs[t]["Pts"], hs[t]["GF"] - hs[t]["GA"], hs[t]["GF"])
        grp = defaultdict(list)
        for t in ts: grp[key(t)].append(t)
        res = []
        for k in sorted(grp, reverse=True):
            g = grp[k]
            if len(g) > 1 and len(g) < len(ts): g = h2h(g)
            elif len(g) > 1: g = sorted(g, key=lambda t: (-gd(t), -st[t]["GF"], -st[t]["W"], t))
            res += g
        return res
    return order(list(teams)), st

def report(path, groups_path, uefa):
    name, ms = load(path)
    G = json.load(open(groups_path))["groups"]
    print(f"===== {name}: {len(ms)} matches =====")
    tot = sum(sum(final_score(m)) for m in ms)
    print(f"total goals (from scores, incl. extra time, excl. shootouts): {tot}; per match {tot/len(ms):.2f}")
    listed = sum(len(m["g1"]) + len(m["g2"]) for m in ms if m["g1"] is not None)
    nolist = [m for m in ms if m["g1"] is None]
    print(f"goals with a listed scorer: {listed}; matches without scorers: {len(nolist)}: " + "; ".join(fmt(m) for m in nolist))
    by_round = defaultdict(list)
    for m in ms: by_round[m["round"]].append(m)
    for r, rm in by_round.items():
        print(f"  {r}: {len(rm)} matches, {sum(sum(final_score(m)) for m in rm)} goals")
    print("\n--- matches ---")
    for m in ms:
        gs = []
        for side, lst in ((m["t1"], m["g1"]), (m["t2"], m["g2"])):
            for g in (lst or []):
                tag = " pen" if g.get("penalty") else (" og" if g.get("owngoal") else "")
                gs.append((int(str(g["minute"]).split("+")[0]), f"{g['name']} {minute(g)}'{tag} ({side})"))
        gs = [x[1] for x in sorted(gs, key=lambda x: x[0])]
        print(f"#{m['num']} {m['date']} {m['round']}{' ' + m['group'] if m['group'] else ''} @ {m['ground']}: {fmt(m)}")
        if gs: print("     " + "; ".join(gs))
    print("\n--- group tables ---")
    thirds = []
    for g in G:
        teams = [tname(t) for t in g["teams"]]
        gm = [m for m in ms if m["group"] == g["name"]]
        order, st = rank(gm, teams, uefa)
        print(f"{g['name']} ({'UEFA: head-to-head first' if uefa else 'points, goal difference, goals scored'})")
        for i, t in enumerate(order, 1):
            s = st[t]
            print(f"  {i}. {t:22s} P{s['P']} W{s['W']} D{s['D']} L{s['L']} {s['GF']}-{s['GA']} GD{s['GF']-s['GA']:+d} Pts {s['Pts']}")
        if uefa: thirds.append((order[2], st[order[2]]))
    if uefa:
        print("\nbest third-placed teams (points, goal difference, goals scored, wins):")
        thirds.sort(key=lambda x: (-x[1]["Pts"], -(x[1]["GF"] - x[1]["GA"]), -x[1]["GF"], -x[1]["W"]))
        for i, (t, s) in enumerate(thirds, 1):
            print(f"  {i}. {t:22s} Pts {s['Pts']} GD{s['GF']-s['GA']:+d} GF {s['GF']} {'QUALIFIED' if i <= 4 else 'out'}")
    print("\n--- top scorers (listed goals, own goals excluded; shootouts never) ---")
    sc = Counter(); pens = Counter()
    for m in ms:
        for side, lst in ((m["t1"], m["g1"]), (m["t2"], m["g2"])):
            for g in (lst or []):
                if g.get("owngoal"): continue
                # own goals are listed under the team that benefits; the scorer plays for the other side
                sc[(g["name"], side)] += 1
                if g.get("penalty"): pens[(g["name"], side)] += 1
    for (n, t), c in sc.most_common():
        if c >= 2: print(f"  {n} ({t}) {c}" + (f" ({pens[(n, t)]} pen)" if pens[(n, t)] else ""))
    print("  one goal each:", ", ".join(f"{n} ({t})" for (n, t), c in sc.items() if c == 1))
    print("penalties scored in play:", sum(pens.values()), "; own goals:",
          [(g["name"], m["t1"] + " v " + m["t2"], minute(g)) for m in ms for lst in (m["g1"], m["g2"]) for g in (lst or []) if g.get("owngoal")])
    hat = [(n, t, m["t1"] + " v " + m["t2"]) for m in ms for t, lst in ((m["t1"], m["g1"]), (m["t2"], m["g2"]))
           for n, c in Counter(g["name"] for g in (lst or []) if not g.get("owngoal")).items() if c >= 3]
    print("hat-tricks (3+):", hat)
    print("\n--- team paths ---")
    teams = [tname(t) for g in G for t in g["teams"]]
    for t in teams:
        tm = [m for m in ms if t in (m["t1"], m["t2"])]
        line = []
        for m in tm:
            a, b = final_score(m)
            opp = m["t2"] if m["t1"] == t else m["t1"]
            f, ag = (a, b) if m["t1"] == t else (b, a)
            extra = " aet" if m["et"] else ""
            if m["p"]:
                pf, pa = m["p"] if m["t1"] == t else m["p"][::-1]
                extra += f" pens {pf}-{pa}"
            res = "W" if winner(m) == t else ("D" if winner(m) is None else "L")
            line.append(f"{m['round']} v {opp} {f}-{ag}{extra} {res}")
        last = tm[-1]
        w = winner(last)
        fate = ("CHAMPIONS" if last["round"] == "Final" and w == t else
                f"out in {last['round']}" + (f", lost to {w}" if w and w != t else ""))
        st = stats([m for m in tm if m["group"]], [t])[t]
        allst = defaultdict(int)
        for m in tm:
            a, b = final_score(m)
            f, ag = (a, b) if m["t1"] == t else (b, a)
            allst["GF"] += f; allst["GA"] += ag
        cs = sum(1 for m in tm if (final_score(m)[1] if m["t1"] == t else final_score(m)[0]) == 0)
        print(f"{t}: {fate}; all matches GF {allst['GF']} GA {allst['GA']}, clean sheets {cs}; group pts {st['Pts']}\n    " + " | ".join(line))
    print("\n--- biggest wins (margin) ---")
    wins = sorted(ms, key=lambda m: -abs(final_score(m)[0] - final_score(m)[1]))
    for m in wins[:6]: print("  ", fmt(m), m["round"])
    print("most goals in a match:", [fmt(m) for m in ms if sum(final_score(m)) == max(sum(final_score(x)) for x in ms)])
    print("\n--- extra time / shootouts ---")
    for m in ms:
        if m["et"] or m["p"]: print(f"  {m['round']}: {fmt(m)} -> {winner(m)}")
    print("draws:", sum(1 for m in ms if final_score(m)[0] == final_score(m)[1]), "(0-0:", sum(1 for m in ms if final_score(m) == [0, 0]), ")")
    print("\n--- venues ---")
    v = defaultdict(list)
    for m in ms: v[m["ground"]].append(f"{m['t1']} v {m['t2']} ({m['round']})")
    for k, l in sorted(v.items(), key=lambda x: -len(x[1])): print(f"  {k}: {len(l)}: " + "; ".join(l))
    print()

if __name__ == "__main__":
    report(os.path.join(HERE, "football_json/euro2016/euro.json"), os.path.join(HERE, "football_json/euro2016/euro.groups.json"), True)
    report(os.path.join(HERE, "football_json/copa2016/copa.json"), os.path.join(HERE, "football_json/copa2016/copa.groups.json"), False)
