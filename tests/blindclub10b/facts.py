#!/usr/bin/env python3
"""Prints the expected facts from football_json/ (the data files), for writing questions."""
import json, os
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))

def load(kind):
    if kind == "wc2006":
        d = json.load(open(f"{HERE}/football_json/worldcup-2006/worldcup.json"))
        ms = d["matches"]
    else:
        d = json.load(open(f"{HERE}/football_json/euro-2008/euro.json"))
        ms = [dict(m, round=r["name"]) for r in d["rounds"] for m in r["matches"]]
    for m in ms:
        for k in ("team1", "team2"):
            if isinstance(m[k], dict): m[k] = m[k]["name"]
    return d["name"], ms

def minute(g):
    m = g["minute"]
    if isinstance(m, int):
        return f"{m}+{g['offset']}" if g.get("offset") else str(m)
    return m

def final_score(m):
    return m["score"].get("et", m["score"]["ft"])

def desc(m):
    s = m["score"]; a, b = final_score(m)
    t = f"{m['team1']} {a}-{b} {m['team2']}"
    if "et" in s: t += " (aet)"
    if "p" in s: t += f", {s['p'][0]}-{s['p'][1]} pens"
    t += f" [ht {s['ht'][0]}-{s['ht'][1]}]"
    return t

def winner(m):
    s = m["score"]; a, b = s.get("p") or final_score(m)
    return m["team1"] if a > b else m["team2"] if b > a else None

def table(ms, teams, rule):
    def stats(sub, ts):
        st = {t: dict(p=0, gf=0, ga=0, w=0, d=0, l=0) for t in ts}
        for m in sub:
            a, b = m["score"]["ft"]
            for t, f, g in ((m["team1"], a, b), (m["team2"], b, a)):
                if t not in st: continue
                x = st[t]; x["gf"] += f; x["ga"] += g
                if f > g: x["w"] += 1; x["p"] += 3
                elif f == g: x["d"] += 1; x["p"] += 1
                else: x["l"] += 1
        return st
    st = stats(ms, teams)
    def h2h(ts):
        sub = [m for m in ms if m["team1"] in ts and m["team2"] in ts]
        return stats(sub, ts)
    def order(ts):
        # group by points, then apply rule
        out = []
        byp = defaultdict(list)
        for t in ts: byp[st[t]["p"]].append(t)
        for p in sorted(byp, reverse=True):
            lvl = byp[p]
            if len(lvl) == 1: out += lvl; continue
            if rule == "uefa":
                h = h2h(lvl)
                key = lambda t: (h[t]["p"], h[t]["gf"] - h[t]["ga"], h[t]["gf"], st[t]["gf"] - st[t]["ga"], st[t]["gf"], st[t]["w"])
            else:
                h = h2h(lvl)
                key = lambda t: (st[t]["gf"] - st[t]["ga"], st[t]["gf"], h[t]["p"], h[t]["gf"] - h[t]["ga"], h[t]["gf"])
            out += sorted(lvl, key=key, reverse=True)
        return out
    return [(t, st[t]) for t in order(teams)]

def main():
    for kind, rule in (("wc2006", "fifa"), ("euro2008", "uefa")):
        name, ms = load(kind)
        print("=" * 70); print(name, f"({len(ms)} matches)"); print("=" * 70)
        groups = defaultdict(list)
        for m in ms:
            if m.get("group"):
                for t in (m["team1"], m["team2"]):
                    if t not in groups[m["group"]]: groups[m["group"]].append(t)
        print("\n## Matches")
        for m in ms:
            print(f"{m['date']} {m['round']:<22} {m.get('group',''):<8} {m.get('ground','')}: {desc(m)}")
            for side in ("goals1", "goals2"):
                team = m["team1"] if side == "goals1" else m["team2"]
                for g in m[side]:
                    tag = " (pen)" if g.get("penalty") else " (og)" if g.get("owngoal") else ""
                    print(f"      {team}: {g['name']} {minute(g)}'{tag}")
        print("\n## Group tables (tie-break:", "points, GD, goals, h2h" if rule == "fifa" else "points, h2h pts, h2h GD, h2h goals, GD, goals, wins", ")")
        for g in sorted(groups):
            print(g)
            for i, (t, x) in enumerate(table([m for m in ms if m.get("group") == g], groups[g], rule), 1):
                print(f"  {i}. {t:<22} P3 W{x['w']} D{x['d']} L{x['l']} {x['gf']}-{x['ga']} GD{x['gf']-x['ga']:+d} {x['p']} pts")
        sc = Counter(); pens = Counter(); teamof = {}
        ogs = []
        for m in ms:
            for side, team, opp in (("goals1", m["team1"], m["team2"]), ("goals2", m["team2"], m["team1"])):
                for g in m[side]:
                    if g.get("owngoal"): ogs.append((g["name"], opp, "for", team, m["date"], minute(g))); continue
                    sc[g["name"]] += 1; teamof[g["name"]] = team
                    if g.get("penalty"): pens[g["name"]] += 1
        print("\n## Top scorers (own goals excluded; pens in brackets)")
        for n, c in sc.most_common():
            if c >= 2: print(f"  {c} {n} ({teamof[n]})" + (f" [{pens[n]} pen]" if pens[n] else ""))
        print("  players with exactly 1 goal:", sum(1 for c in sc.values() if c == 1))
        print("\n## Own goals"); [print("  ", o) for o in ogs]
        print("\n## Penalties scored in play:", sum(pens.values()))
        print("\n## Hat-tricks:")
        for m in ms:
            for side in ("goals1", "goals2"):
                c = Counter(g["name"] for g in m[side] if not g.get("owngoal"))
                for n, k in c.items():
                    if k >= 3: print(f"   {n} in {desc(m)}")
        print("\n## Counts")
        tot = sum(sum(final_score(m)) for m in ms)
        print(f"  matches {len(ms)}, goals {tot}, avg {tot/len(ms):.2f}")
        for r in dict.fromkeys(("Group" if m.get("group") else m["round"]) for m in ms):
            sub = [m for m in ms if ("Group" if m.get("group") else m["round"]) == r]
            print(f"  {r}: {len(sub)} matches, {sum(sum(final_score(m)) for m in sub)} goals")
        print("  draws (90 min):", sum(1 for m in ms if m["score"]["ft"][0] == m["score"]["ft"][1]))
        print("  goalless (after et):", sum(1 for m in ms if sum(final_score(m)) == 0), [desc(m) for m in ms if sum(final_score(m)) == 0])
        print("  extra time:", [desc(m) for m in ms if "et" in m["score"]])
        print("\n## Shootouts"); [print("  ", m["date"], m["round"], desc(m), "->", winner(m)) for m in ms if "p" in m["score"]]
        print("\n## Biggest wins (margin)")
        bw = sorted(ms, key=lambda m: -abs(final_score(m)[0] - final_score(m)[1]))
        for m in bw[:6]: print("  ", abs(final_score(m)[0]-final_score(m)[1]), desc(m), m["date"])
        print("\n## Highest scoring")
        for m in sorted(ms, key=lambda m: -sum(final_score(m)))[:5]: print("  ", sum(final_score(m)), desc(m))
        print("\n## Team records (all matches; shootouts = draws) and paths")
        teams = sorted({t for m in ms for t in (m["team1"], m["team2"])})
        gf = {}; ga = {}
        for t in teams:
            tm = [m for m in ms if t in (m["team1"], m["team2"])]
            w = d = l = f = a = cs = 0; path = []
            for m in tm:
                x, y = final_score(m)
                if m["team2"] == t: x, y = y, x
                f += x; a += y; cs += (y == 0)
                w += x > y; d += x == y; l += x < y
                opp = m["team2"] if m["team1"] == t else m["team1"]
                r = m.get("group") or m["round"]
                extra = " (aet)" if "et" in m["score"] else ""
                if "p" in m["score"]:
                    p = m["score"]["p"] if m["team1"] == t else m["score"]["p"][::-1]
                    extra += f" pens {p[0]}-{p[1]}"
                path.append(f"{r} v {opp} {x}-{y}{extra}")
            gf[t] = f; ga[t] = a
            last = tm[-1]; out = winner(last) != t and last["round"] != "Match for third place"
            kb = (last["team2"] if last["team1"] == t else last["team1"]) if (out and not last.get("group")) else None
            print(f"  {t}: P{len(tm)} W{w} D{d} L{l} GF{f} GA{a} clean sheets {cs}" + (f"; knocked out by {kb} in {last['round']}" if kb else ""))
            print("     " + " | ".join(path))
        print("\n## Most goals scored:", sorted(gf.items(), key=lambda x: -x[1])[:5])
        print("## Fewest conceded:", sorted(ga.items(), key=lambda x: x[1])[:5])
        print("## Most conceded:", sorted(ga.items(), key=lambda x: -x[1])[:4])
        print()

if __name__ == "__main__":
    main()
