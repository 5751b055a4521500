#!/usr/bin/env python3
"""Print every expected fact (numbers, minutes, names) from the two match files, so the
questions' expected answers come from the data. Usage: python3 facts.py"""

import os

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def minute(e):
    if e.get("minute") is None:
        return "?"
    return f"{e['minute']}+{e['added']}" if e.get("added") else str(e["minute"])


for m in ("wc2006_final", "ucl2008_final"):
    d = yaml.safe_load(open(os.path.join(HERE, m, "knowledge", "match.yaml")))
    ppl = {p["id"]: p for p in d["people"]}
    teams = {t["id"]: t["name"] for t in d["teams"]}
    name = lambda i: ppl[i]["name"] if i else None
    r = d["match"]
    tl = r["timeline"]
    print(f"==== {m}: {r['competition']['name']} {r['competition']['stage']}")
    print("venue:", r["venue"]["stadium"], r["venue"]["city"], r["venue"].get("country"))
    print("day:", r["day"]["weekday"], r["day"].get("date"))
    print("score (after extra time):", r["score"], "decided in:", r["result"]["decided_in"])
    sh = r["result"]["shootout"]
    print("shootout:", sh["score"], "winner:", teams[r["winner"]])
    goals = [e for e in tl if e["kind"] == "goal"]
    ht = {t: 0 for t in r["teams"]}
    for g in goals:
        if g["period"] == "first_half":
            ht[g["team"]] += 1
    print("half-time:", ht, " goals total:", len(goals))
    for g in goals:
        print(
            f"  goal {minute(g)}' {teams[g['team']]}: {name(g['scorer'])} ({g['method']}),"
            f" assist {name(g.get('assist'))}, penalty {g.get('penalty')}"
        )
    print("shootout kicks in order:")
    for i, k in enumerate(sh["kicks"], 1):
        print(
            f"  {i}. {teams[k['team']]}: {name(k['taker'])} {k['outcome']} {k.get('detail') or ''}"
        )
    for t in r["teams"]:
        taken = [k for k in sh["kicks"] if k["team"] == t]
        print(
            f"  {teams[t]}: {len(taken)} taken, {sum(k['outcome'] == 'scored' for k in taken)} scored"
        )
    cards = [e for e in tl if e["kind"] == "card"]
    print(
        "cards:",
        len(cards),
        {t: sum(c["team"] == t for c in cards) for t in r["teams"]},
        "yellow:",
        sum(c["card"] == "yellow" for c in cards),
        "red:",
        sum(c["card"] != "yellow" for c in cards),
    )
    for c in cards:
        print(
            f"  card {minute(c)}' {c['card']} {name(c['person'])} ({teams[c['team']]}) reason={c.get('reason')}"
        )
    subs = [e for e in tl if e["kind"] == "substitution"]
    print("substitutions:", len(subs), {t: sum(s["team"] == t for s in subs) for t in r["teams"]})
    for s in subs:
        print(
            f"  sub {minute(s)}' {teams[s['team']]}: {name(s['came_on'])} on for {name(s['went_off'])}"
        )
    for e in tl:
        if e["kind"] in ("chance", "save", "other"):
            print(f"  {e['kind']} {minute(e)}': {e['title']}")
    print("referee:", name(r["referee"]), " attendance:", r["attendance"])
    for a in r.get("awards", []):
        print(f"award: {a['name']} ({a.get('scope')}): {name(a['person'])}")
    for lu in r["lineups"]:
        print(
            f"lineup {teams[lu['team']]} {lu.get('formation')} captain {name(lu['captain'])}:",
            ", ".join(name(p) for p in lu["starting"]),
        )
    for p in d["people"]:
        if "coach" in p["roles"]:
            print("coach:", teams[p["team"]], p["name"])
        for rec in p.get("records", []):
            print("record:", p["name"], "-", rec["text"])
    for t in d["teams"]:
        for h in t.get("honours", []):
            print("honour:", t["name"], "-", h["label"])
    for q in d["quotes"]:
        print(f"quote {name(q['speaker'])} about {q['about']}: {q['text']}")
