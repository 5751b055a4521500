#!/usr/bin/env python3
"""Print every expected fact (numbers, minutes, names, counts) from the two match files."""

import os

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
for m in ["ucl2011_final", "wc2002_final"]:
    d = yaml.safe_load(open(os.path.join(HERE, m, "knowledge", "match.yaml")))
    P = {p["id"]: p["name"] for p in d["people"]}
    T = {t["id"]: t["name"] for t in d["teams"]}
    x = d["match"]
    tl = x["timeline"]
    print(
        f"== {m}: {x['competition']['name']} {x['competition']['stage']}, {x['venue']['stadium']}, "
        f"{x['venue']['city']}, {x['day']['weekday']} {x['day']['date']}"
    )
    print(
        "score:",
        ", ".join(f"{T[k]} {v}" for k, v in x["score"].items()),
        "winner:",
        T[x["winner"]],
        "decided:",
        x.get("result", {}).get("decided_in", "regulation"),
    )
    goals = [e for e in tl if e["kind"] == "goal"]
    ht = {
        t: sum(1 for g in goals if g["team"] == t and g["period"] == "first_half")
        for t in x["teams"]
    }
    print("half-time:", ht, "goals:", len(goals))
    for g in goals:
        mn = f"{g['minute']}" + (f"+{g['added']}" if g.get("added") else "")
        print(
            f"  goal {mn}' {P[g['scorer']]} ({T[g['team']]}) {g['method']} assist={P.get(g.get('assist'))}"
        )
    cards = [e for e in tl if e["kind"] == "card"]
    print("cards:", len(cards), {T[t]: sum(1 for c in cards if c["team"] == t) for t in x["teams"]})
    for c in cards:
        print(f"  card {c['minute']}' {c['card']} {P[c['person']]} ({T[c['team']]})")
    subs = [e for e in tl if e["kind"] == "substitution"]
    print("subs:", len(subs), {T[t]: sum(1 for c in subs if c["team"] == t) for t in x["teams"]})
    for s in subs:
        mn = f"{s['minute']}" + (f"+{s['added']}" if s.get("added") else "")
        print(f"  sub {mn}' {P[s['came_on']]} on for {P[s['went_off']]} ({T[s['team']]})")
    for e in tl:
        if e["kind"] in ("chance", "save", "other"):
            print(f"  {e['kind']} {e.get('minute', '-')}': {e['title']}")
    print("referee:", P[x["referee"]], "attendance:", x["attendance"])
    for a in x.get("awards", []):
        print("award:", a["name"], P[a["person"]], a.get("scope"))
    for l in x["lineups"]:
        print(
            f"lineup {T[l['team']]} {l.get('formation', '-')} captain={P[l['captain']]}:",
            ", ".join(P[i] for i in l["starting"]),
        )
        if l.get("bench"):
            print("  bench:", ", ".join(P[i] for i in l["bench"]))
        for a in l.get("absent", []):
            print("  absent:", P[a["person"]], a["reason"])
    for p in d["people"]:
        if "coach" in p["roles"]:
            print("coach:", p["name"], T[p["team"]])
        for r in p.get("records", []):
            print("record:", p["name"], r["text"])
    for t in d["teams"]:
        for h in t.get("honours", []):
            print("honour:", t["name"], h["label"])
    for q in d.get("quotes", []):
        print("quote:", P[q["speaker"]], q["text"])
