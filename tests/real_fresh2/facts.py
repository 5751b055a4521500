#!/usr/bin/env python3
"""Print the facts the expected answers are taken from, computed from a match.yaml.

Usage: python facts.py euro2024_final/knowledge/match.yaml
Every number in the questions' `expect` (goals, cards, substitutions, shoot-out score,
minutes, attendance) is one of the lines printed here.
"""

import sys
from collections import Counter

import yaml

d = yaml.safe_load(open(sys.argv[1]))
people = {p["id"]: p for p in d["people"]}


def name(i):
    return people[i]["name"] if i in people else i


m = d["match"]
teams = {t["id"]: t["name"] for t in d["teams"]}


def minute(e):
    if e.get("minute") is None:
        return "?"
    return f"{e['minute']}+{e['added']}" if e.get("added") else str(e["minute"])


print(
    "score:",
    " - ".join(f"{teams[t]} {m['score'][t]}" for t in m["teams"]),
    "| winner:",
    teams[m["winner"]],
    "| decided in:",
    m.get("result", {}).get("decided_in", "regulation"),
)
print("total goals:", sum(m["score"].values()))
print(
    "venue:",
    m["venue"]["stadium"],
    m["venue"]["city"],
    "| date:",
    m["day"]["date"],
    m["day"]["weekday"],
    "| attendance:",
    m["attendance"],
    "| referee:",
    name(m["referee"]),
)
for a in m.get("awards", []):
    print("award:", a["name"], "->", name(a["person"]), f"({a.get('scope')})")
tl = m["timeline"]
goals = [e for e in tl if e["kind"] == "goal"]
for n, g in enumerate(goals, 1):
    print(
        f"goal {n}: {minute(g)}' {name(g['scorer'])} ({teams[g['team']]}) method={g['method']}"
        f" assist={name(g['assist']) if g.get('assist') else None}"
    )
cards = [e for e in tl if e["kind"] == "card"]
print(
    "cards:",
    len(cards),
    "| by team:",
    dict(Counter(teams[c["team"]] for c in cards)),
    "| red:",
    sum(c["card"] != "yellow" for c in cards),
)
for c in cards:
    print(f"  card {minute(c)}' {c['card']} {name(c['person'])} ({teams[c['team']]})")
subs = [e for e in tl if e["kind"] == "substitution"]
print("substitutions:", len(subs), "| by team:", dict(Counter(teams[s["team"]] for s in subs)))
for s in subs:
    print(
        f"  sub {minute(s)}' {teams[s['team']]}: {name(s['came_on'])} on for {name(s['went_off'])}"
        + (f" ({s['reason']})" if s.get("reason") else "")
    )
for e in tl:
    if e["kind"] in ("save", "chance"):
        print(f"  {e['kind']} {minute(e)}' {e['title']}")
so = m.get("result", {}).get("shootout")
if so:
    print("shootout:", " - ".join(f"{teams[t]} {so['score'][t]}" for t in m["teams"]))
    for k in so["kicks"]:
        print(
            f"  kick {teams[k['team']]}: {name(k['taker'])} {k['outcome']}"
            + (f" (keeper {name(k['keeper'])})" if k.get("keeper") else "")
        )
    print("  last kick:", name(so["kicks"][-1]["taker"]))
for lu in m.get("lineups", []):
    print(
        f"lineup {teams[lu['team']]} {lu.get('formation')}: captain {name(lu['captain'])};",
        ", ".join(name(i) for i in lu["starting"]),
    )
    for a in lu.get("absent", []):
        print(f"  absent {name(a['person'])} ({a['reason']})")
for p in d["people"]:
    if "coach" in p["roles"]:
        print("coach:", p["name"], f"({teams[p['team']]})")
