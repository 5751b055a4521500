#!/usr/bin/env python3
"""Print every expected fact (numbers, minutes, names, counts) from the two match files.

Usage: python3 tests/blindmatch5/facts.py [match-folder ...]
The questions' expected substrings were written from this output.
"""

import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
MATCHES = ["wc2014_semi_bra_ger", "ucl2017_final_juv_rma"]


def minute(ev):
    if ev.get("minute") is None:
        return "no minute"
    return f"{ev['minute']}+{ev['added']}" if ev.get("added") else str(ev["minute"])


def show(folder):
    data = yaml.safe_load((HERE / folder / "knowledge" / "match.yaml").read_text())
    m = data["match"]
    people = {p["id"]: p for p in data["people"]}
    teams = {t["id"]: t["name"] for t in data["teams"]}
    name = lambda pid: people[pid]["name"] if pid else "-"
    a, b = m["teams"]
    print(f"=== {folder}: {m['competition']['name']} {m['competition']['stage']}")
    print(
        f"{teams[a]} {m['score'][a]}-{m['score'][b]} {teams[b]}; winner {teams[m['winner']]}; "
        f"decided in {m.get('result', {}).get('decided_in', 'regulation')}"
    )
    print(
        f"venue {m['venue']['stadium']}, {m['venue']['city']}, {m['venue'].get('country')}; "
        f"{m['day']['weekday']} {m['day']['date']}"
    )
    print(
        f"referee {name(m['referee'])} ({people[m['referee']].get('nationality')}); attendance {m['attendance']:,}"
    )
    goals = [e for e in m["timeline"] if e["kind"] == "goal"]
    ht = Counter(g["team"] for g in goals if g["period"] == "first_half")
    print(f"half-time {teams[a]} {ht[a]}-{ht[b]} {teams[b]}")
    run = Counter()
    print(f"goals: {len(goals)}")
    for g in goals:
        run[g["team"]] += 1
        print(
            f"  {minute(g)}' {name(g['scorer'])} ({teams[g['team']]}) -> {run[a]}-{run[b]}; "
            f"assist {name(g.get('assist'))} ({g.get('assist_kind')}); method {g['method']}; "
            f"position {g.get('position')}"
        )
    per = Counter(g["scorer"] for g in goals)
    print("  goals per scorer:", {name(k): v for k, v in per.items()})
    assists = Counter(g["assist"] for g in goals if g.get("assist"))
    print("  assists per player:", {name(k): v for k, v in assists.items()})
    cards = [e for e in m["timeline"] if e["kind"] == "card"]
    print(
        f"cards: {len(cards)} card events; per team "
        f"{ {teams[t]: n for t, n in Counter(c['team'] for c in cards).items()} }"
    )
    for c in cards:
        print(
            f"  {minute(c)}' {c['card']} {name(c['person'])} ({teams[c['team']]}) reason={c.get('reason')}"
        )
    booked = {c["person"] for c in cards}
    print(
        f"  players booked: {len(booked)}; reds: "
        f"{[name(c['person']) for c in cards if c['card'] in ('red', 'second_yellow')]}"
    )
    subs = [e for e in m["timeline"] if e["kind"] == "substitution"]
    print(
        f"substitutions: {len(subs)}; per team "
        f"{ {teams[t]: n for t, n in Counter(s['team'] for s in subs).items()} }"
    )
    for s in subs:
        print(
            f"  {minute(s)}' {teams[s['team']]}: {name(s['came_on'])} on for {name(s['went_off'])}"
        )
    for e in m["timeline"]:
        if e["kind"] in ("chance", "save", "other", "break"):
            print(f"{e['kind']}: {minute(e)}' {e['title']} :: {e['description']}")
    for lu in m.get("lineups", []):
        print(
            f"lineup {teams[lu['team']]} {lu.get('formation', '(no formation)')} captain {name(lu.get('captain'))}"
        )
        print("  starting:", ", ".join(name(p) for p in lu.get("starting", [])))
        print("  bench:", ", ".join(name(p) for p in lu.get("bench", [])))
        for ab in lu.get("absent", []):
            print(
                f"  absent: {name(ab['person'])} ({ab['reason']}) replaced by {name(ab.get('replaced_by'))}"
            )
    coaches = [p for p in data["people"] if "coach" in p["roles"]]
    print("coaches:", {teams[p["team"]]: p["name"] for p in coaches})
    for aw in m.get("awards", []):
        print(f"award: {aw['name']} -> {name(aw['person'])} ({aw.get('scope', 'match')})")
    for q in data.get("quotes", []):
        print(f"quote {name(q['speaker'])} [{q.get('about')}]: {q['text']}")
    for p in data["people"]:
        for r in p.get("records", []):
            print(f"record {p['name']}: {r['text']}")
        if p.get("club"):
            print(f"club {p['name']}: {p['club']}")
    for t in data["teams"]:
        for h in t.get("honours", []):
            print(f"honour {t['name']}: {h['label']}")
        for r in t.get("records", []):
            print(f"record {t['name']}: {r['text']}")
    for nm in m.get("next_matches", []) or ([m["next_match"]] if m.get("next_match") else []):
        sc = nm.get("score", {})
        x, y = nm["teams"]
        print(
            f"next: {nm['stage']} {teams.get(x, x)} {sc.get(x)}-{sc.get(y)} {teams.get(y, y)} "
            f"({nm.get('decided_in', 'regulation')}), {nm['city']} {nm['weekday']} {nm['date']}"
        )
    print()


if __name__ == "__main__":
    for f in sys.argv[1:] or MATCHES:
        show(f)
