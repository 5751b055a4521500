#!/usr/bin/env python3
"""Print the facts the expected answers were written from, computed from each match.yaml.

Usage: python3 facts.py [euro2016_final|ucl1999_final ...]
Every number in questions*.yaml / followups.yaml (minutes, counts, scores, attendance,
durations) is one printed here; names are the people ids' names.
"""

import pathlib
import sys
from collections import Counter

import yaml

HERE = pathlib.Path(__file__).parent


def mins(e):
    m = e.get("minute")
    if m is None:
        return "(no minute)"
    return f"{m}+{e['added']}" if e.get("added") else str(m)


def abs_min(e):
    return (e.get("minute") or 0) + (e.get("added") or 0)


def report(folder):
    d = yaml.safe_load(open(HERE / folder / "knowledge" / "match.yaml"))
    people = {p["id"]: p for p in d["people"]}
    teams = {t["id"]: t["name"] for t in d["teams"]}
    name = lambda i: people[i]["name"] if i in people else i
    m = d["match"]
    print(f"== {folder}: {m['competition']['name']} {m['competition']['stage']}")
    a, b = m["teams"]
    print(
        f"score: {teams[a]} {m['score'][a]}-{m['score'][b]} {teams[b]}; winner {teams[m['winner']]}; "
        f"decided in {m.get('result', {}).get('decided_in', 'regulation')}"
    )
    print(
        f"venue: {m['venue']['stadium']}, {m['venue']['city']}, {m['venue'].get('country')}; "
        f"day {m['day']['weekday']} {m['day']['date']}"
    )
    att = m.get("attendance")
    if att:
        print(
            f"attendance: {att} / {att:,} / {att:,}".replace(",", ".", 0)
            + f" / {f'{att:,}'.replace(',', '.')}"
        )
    print(f"referee: {name(m['referee'])}")
    for aw in m.get("awards", []):
        print(f"award: {aw['name']} ({aw.get('scope')}): {name(aw['person'])}")
    tl = m["timeline"]
    goals = [e for e in tl if e["kind"] == "goal"]
    ht = Counter(g["team"] for g in goals if g["period"] == "first_half")
    ft = Counter(g["team"] for g in goals if g["period"] in ("first_half", "second_half"))
    print(f"half-time: {ht[a]}-{ht[b]}; after 90: {ft[a]}-{ft[b]}")
    for g in goals:
        print(
            f"goal {mins(g)} {teams[g['team']]}: {name(g['scorer'])} ({g['method']}), "
            f"assist {name(g['assist']) if g.get('assist') else '-'}"
        )
    # how long the first goal's lead lasted
    if len(goals) >= 2 and goals[0]["team"] != goals[1]["team"]:
        print(
            f"lead of {teams[goals[0]['team']]} lasted {abs_min(goals[1]) - abs_min(goals[0])} minutes "
            f"({mins(goals[0])} to {mins(goals[1])})"
        )
    if len(goals) >= 2:
        print(f"minutes between last two goals: {abs_min(goals[-1]) - abs_min(goals[-2])}")
    cards = [e for e in tl if e["kind"] == "card"]
    print(
        f"cards: {len(cards)} total; by team {dict(Counter(teams[c['team']] for c in cards))}; "
        f"reds {sum(c['card'] != 'yellow' for c in cards)}"
    )
    for c in cards:
        print(f"  card {mins(c)} {c['card']} {name(c['person'])} ({teams[c['team']]})")
    subs = [e for e in tl if e["kind"] == "substitution"]
    print(f"substitutions: {len(subs)}; by team {dict(Counter(teams[s['team']] for s in subs))}")
    for s in subs:
        print(
            f"  sub {mins(s)} {teams[s['team']]}: {name(s['came_on'])} for {name(s['went_off'])}"
            + (f" ({s['reason']})" if s.get("reason") else "")
        )
    sub_scorers = [
        name(g["scorer"]) for g in goals if any(s["came_on"] == g["scorer"] for s in subs)
    ]
    print(f"goals by substitutes: {len(sub_scorers)} {sub_scorers}")
    for e in tl:
        if e["kind"] in ("chance", "save", "other"):
            print(f"  {e['kind']} {mins(e)}: {e['title']}")
    for lu in m.get("lineups", []):
        print(
            f"lineup {teams[lu['team']]} {lu.get('formation', '-')}, captain {name(lu.get('captain'))}: "
            + ", ".join(name(i) for i in lu.get("starting", []))
        )
        for ab in lu.get("absent", []):
            print(f"  absent {name(ab['person'])}: {ab['reason']}")
    for p in d["people"]:
        if "coach" in p["roles"]:
            print(f"coach {teams[p['team']]}: {p['name']}")
        if p.get("club") and p["id"] in ("eder", "griezmann", "ronaldo", "pepe", "koscielny"):
            print(f"club {p['name']}: {p['club']}")
    for q in d.get("quotes", []):
        print(f"quote {name(q['speaker'])}: {q['text']}")
    for t in d["teams"]:
        for h in t.get("honours", []):
            print(f"honour {t['name']}: {h['label']}")
        for r in t.get("records", []):
            print(f"record {t['name']}: {r['text']}")
    for p in d["people"]:
        for r in p.get("records", []):
            print(f"record {p['name']}: {r['text']}")
    print()


for f in sys.argv[1:] or ["euro2016_final", "ucl1999_final"]:
    report(f)
