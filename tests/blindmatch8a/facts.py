#!/usr/bin/env python3
"""Print the expected facts of each match from its match.yaml (questions follow this output)."""
import sys, yaml
from pathlib import Path
HERE = Path(__file__).resolve().parent

def main():
    for name in ["ucl2005_final", "wc2018_final"]:
        d = yaml.safe_load(open(HERE / "knowledge" / name / "knowledge" / "match.yaml"))
        P = {p["id"]: p for p in d["people"]}
        T = {t["id"]: t["name"] for t in d["teams"]}
        m = d["match"]
        nm = lambda i: P[i]["name"] if i else "-"
        print("=" * 70); print(name, m["competition"]["name"], m["competition"]["stage"])
        print("venue:", m["venue"]["stadium"], m["venue"]["city"], m["venue"].get("country"))
        print("day:", m["day"]["weekday"], m["day"]["date"])
        print("score:", {T[k]: v for k, v in m["score"].items()}, "winner:", T[m["winner"]])
        res = m.get("result", {})
        print("decided_in:", res.get("decided_in", "regulation"))
        ht = {t: 0 for t in m["teams"]}
        goals = [e for e in m["timeline"] if e["kind"] == "goal"]
        for g in goals:
            if g["period"] == "first_half":
                ht[g["team"]] += 1
        print("half-time:", {T[k]: v for k, v in ht.items()})
        print("referee:", nm(m.get("referee")), "| attendance:", m.get("attendance"))
        print("GOALS (running score):")
        run = {t: 0 for t in m["teams"]}
        per_team = {t: 0 for t in m["teams"]}
        for g in goals:
            run[g["team"]] += 1; per_team[g["team"]] += 1
            sc = "-".join(str(run[t]) for t in m["teams"])
            print(f"  {g['minute']}' {T[g['team']]} #{per_team[g['team']]} {nm(g['scorer'])} method={g['method']}"
                  f" assist={nm(g.get('assist'))} pos={g.get('position','')} -> {sc}")
            if g.get("penalty"):
                pe = g["penalty"]; print("     penalty won_by", nm(pe.get("won_by")), "conceded_by", nm(pe.get("conceded_by")), pe.get("offence"))
        scorers = {}
        for g in goals:
            if g["method"] != "own_goal":
                scorers[nm(g["scorer"])] = scorers.get(nm(g["scorer"]), 0) + 1
        print("goals per scorer (no OG):", scorers)
        assists = {}
        for g in goals:
            if g.get("assist"):
                assists[nm(g["assist"])] = assists.get(nm(g["assist"]), 0) + 1
        print("assists:", assists)
        print("OTHER EVENTS:")
        for e in m["timeline"]:
            if e["kind"] == "goal": continue
            if e["kind"] == "substitution":
                print(f"  {e['minute']}' SUB {T[e['team']]}: {nm(e['came_on'])} for {nm(e['went_off'])} {e.get('reason','')}")
            elif e["kind"] == "card":
                print(f"  {e['minute']}' {e['card']} card {nm(e['person'])} ({T[e['team']]})")
            else:
                print(f"  {e.get('minute')}' {e['kind']}: {e['title']}")
        print("cards total:", sum(1 for e in m["timeline"] if e["kind"] == "card"))
        print("subs per team:", {T[t]: sum(1 for e in m["timeline"] if e["kind"] == "substitution" and e["team"] == t) for t in m["teams"]})
        if res.get("shootout"):
            so = res["shootout"]
            print("SHOOTOUT", {T[k]: v for k, v in so["score"].items()})
            for i, k in enumerate(so["kicks"], 1):
                print(f"  {i}. {T[k['team']]} {nm(k['taker'])}: {k['outcome']} {k.get('detail','')} (keeper {nm(k.get('keeper'))})")
        print("LINEUPS")
        for l in m.get("lineups", []):
            print(f"  {T[l['team']]} {l.get('formation')} captain={nm(l.get('captain'))}")
            print("    XI:", ", ".join(nm(i) for i in l["starting"]))
            if l.get("bench"): print("    bench:", ", ".join(nm(i) for i in l["bench"]))
        print("coaches:", [(p["name"], T.get(p.get("team"))) for p in d["people"] if "coach" in p["roles"]])
        print("goalkeepers:", [(p["name"], T.get(p.get("team"))) for p in d["people"] if "goalkeeper" in p["roles"]])
        print("AWARDS:", [(a["name"], nm(a["person"]), a["scope"]) for a in m.get("awards", [])])
        print("clubs:", {p["name"]: p["club"] for p in d["people"] if p.get("club")})
        print("nationalities:", {p["name"]: p["nationality"] for p in d["people"] if p.get("nationality")})
        print("honours:", [(t["name"], h["label"]) for t in d["teams"] for h in t.get("honours", [])])
        print("records:", [r["text"] for t in d["teams"] + d["people"] for r in t.get("records", [])])
        print("quotes:", [(nm(q["speaker"]), q["text"]) for q in d.get("quotes", [])])
        print("attendees:", [nm(i) for i in m.get("crowd", {}).get("attendees", [])])
        print("crowd:", m.get("crowd", {}).get("description"))

main()
