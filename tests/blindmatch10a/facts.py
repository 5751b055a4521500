#!/usr/bin/env python3
"""Print the expected facts of each match from its match.yaml (questions are written from this)."""
import sys, yaml
from pathlib import Path

HERE = Path(__file__).parent


def facts(folder):
    d = yaml.safe_load(open(HERE / folder / "knowledge" / "match.yaml"))
    people = {p["id"]: p for p in d["people"]}
    teams = {t["id"]: t for t in d["teams"]}
    m = d["match"]
    n = lambda i: people[i]["name"]
    tn = lambda i: teams[i]["name"]
    print(f"=== {folder}: {m['competition']['name']} {m['competition']['stage']}")
    a, b = m["teams"]
    print(f"score: {tn(a)} {m['score'][a]}-{m['score'][b]} {tn(b)}; winner {tn(m['winner'])}")
    print(f"venue: {m['venue']['stadium']}, {m['venue']['city']}, {m['venue'].get('country')}")
    print(f"day: {m['day']['weekday']} {m['day'].get('date')}")
    print(f"referee: {n(m['referee'])} ({people[m['referee']].get('nationality')})" if m.get("referee") else "referee: -")
    print(f"attendance: {m.get('attendance', '-')}")
    for aw in m.get("awards", []):
        print(f"award: {aw['name']} -> {n(aw['person'])} ({aw.get('scope')})")
    ht = {t: 0 for t in m["teams"]}
    goals = [e for e in m["timeline"] if e["kind"] == "goal"]
    per_team = {t: 0 for t in m["teams"]}
    running = {t: 0 for t in m["teams"]}
    for g in goals:
        running[g["team"]] += 1
        per_team[g["team"]] += 1
        if g["period"] == "first_half":
            ht[g["team"]] += 1
        mn = f"{g.get('minute')}" + (f"+{g['added']}" if g.get("added") else "")
        print(f"goal: {mn}' {n(g['scorer'])} ({tn(g['team'])} goal #{per_team[g['team']]}), "
              f"method {g['method']}, assist {n(g['assist']) if g.get('assist') else '-'}"
              f" ({g.get('assist_kind')}), score now {running[a]}-{running[b]}"
              + (f", penalty won by {n(g['penalty']['won_by'])}, conceded by {n(g['penalty']['conceded_by'])} ({g['penalty']['offence']})" if g.get("penalty") else ""))
    print(f"half-time: {tn(a)} {ht[a]}-{ht[b]} {tn(b)}")
    scorers = {}
    for g in goals:
        scorers[n(g["scorer"])] = scorers.get(n(g["scorer"]), 0) + 1
    print("goals per scorer:", scorers)
    for e in m["timeline"]:
        if e["kind"] == "substitution":
            st = "+" if e.get("stoppage_time") else ""
            print(f"sub: {e['minute']}{st}' {tn(e['team'])}: {n(e['came_on'])} on for {n(e['went_off'])}")
        elif e["kind"] in ("save", "chance", "other", "card"):
            print(f"{e['kind']}: {e.get('minute', '?')}' {e['title']}")
    for lu in m.get("lineups", []):
        print(f"lineup {tn(lu['team'])} ({lu.get('formation', '-')}), captain {n(lu['captain'])}: "
              + ", ".join(n(x) for x in lu["starting"]))
        for ab in lu.get("absent", []):
            print(f"  absent: {n(ab['person'])} ({ab['reason']})" + (f", replaced by {n(ab['replaced_by'])}" if ab.get("replaced_by") else ""))
    for p in d["people"]:
        if "coach" in p["roles"]:
            print(f"coach: {p['name']} ({tn(p['team'])}, {p.get('nationality')})")
        if "goalkeeper" in p["roles"]:
            print(f"goalkeeper: {p['name']} ({tn(p['team'])})")
    for p in d["people"]:
        print(f"person: {p['name']} | {tn(p['team']) if p.get('team') else '-'} | {p.get('position')} | {p.get('nationality')} | {p.get('description', '')}")
    for q in d.get("quotes", []):
        print(f"quote: {n(q['speaker'])}: {q['text']}")
    nm = m.get("next_match")
    if nm:
        x, y = nm["teams"]
        print(f"next: {nm['stage']} {tn(x)} v {tn(y)} in {nm.get('city')}, {nm.get('weekday')} {nm.get('date')}; "
              f"{nm['score'][x]}-{nm['score'][y]}, winner {tn(nm['winner'])} ({nm.get('decided_in')})")
    for t in d["teams"]:
        for r in t.get("records", []):
            print(f"record {t['name']}: {r['text']}")
    for p in d["people"]:
        for r in p.get("records", []):
            print(f"record {p['name']}: {r['text']}")
    print("not in data: cards, possession, shots, fouls, corners, weather, quotes (2010), bench lists, kick-off time, ticket prices")
    print()


for f in sys.argv[1:] or ["ucl2019_final", "ucl2010_final"]:
    facts(f)
