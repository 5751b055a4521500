"""Print the expected facts of each match from its knowledge/match.yaml (blindmatch9a)."""
import sys, yaml
from pathlib import Path

HERE = Path(__file__).parent

def minute(e):
    if e.get("minute") is None:
        return "(no minute)"
    return f"{e['minute']}+{e['added']}" if e.get("added") else str(e["minute"])

for folder in ["ucl2013_final", "euro2008_final"]:
    d = yaml.safe_load(open(HERE / folder / "knowledge" / "match.yaml"))
    people = {p["id"]: p for p in d["people"]}
    teams = {t["id"]: t for t in d["teams"]}
    name = lambda i: people[i]["name"] if i in people else teams[i]["name"]
    m = d["match"]
    print(f"== {folder}: {m['competition']['name']} {m['competition']['stage']}")
    a, b = m["teams"]
    print(f"result: {name(a)} {m['score'][a]}-{m['score'][b]} {name(b)}; winner {name(m['winner'])}")
    print(f"venue: {m['venue']['stadium']}, {m['venue']['city']}, {m['venue'].get('country')}")
    print(f"day: {m['day']['weekday']} {m['day']['date']}; referee {name(m['referee'])}; attendance {m['attendance']}")
    goals = [e for e in m["timeline"] if e["kind"] == "goal"]
    # half-time score
    ht = {a: 0, b: 0}
    for g in goals:
        if g["period"] == "first_half":
            ht[g["team"]] += 1
    print(f"half-time: {ht[a]}-{ht[b]}")
    run = {a: 0, b: 0}
    per_team = {a: 0, b: 0}
    for g in goals:
        run[g["team"]] += 1; per_team[g["team"]] += 1
        print(f"goal {minute(g)}' {name(g['scorer'])} ({name(g['team'])} goal #{per_team[g['team']]}), "
              f"method {g['method']}, assist {name(g['assist']) if g.get('assist') else '-'}"
              f" -> {run[a]}-{run[b]}" + (f"; penalty won by {name(g['penalty']['won_by'])}, conceded by {name(g['penalty']['conceded_by'])}" if g.get('penalty') else ""))
    for e in m["timeline"]:
        if e["kind"] == "substitution":
            print(f"sub {minute(e)}' {name(e['team'])}: {name(e['came_on'])} on for {name(e['went_off'])}")
        elif e["kind"] in ("chance", "save"):
            print(f"{e['kind']} {minute(e)}: {e['title']}")
    for lu in m["lineups"]:
        print(f"lineup {name(lu['team'])} {lu.get('formation')}, captain {name(lu['captain']) if lu.get('captain') else '-'}: "
              + ", ".join(name(p) for p in lu["starting"]))
        for ab in lu.get("absent", []):
            print(f"  absent {name(ab['person'])}: {ab['reason']}, replaced by {name(ab['replaced_by']) if ab.get('replaced_by') else '-'}")
    for p in d["people"]:
        if "coach" in p["roles"]:
            print(f"coach {name(p['team'])}: {p['name']}")
    for aw in m.get("awards", []):
        print(f"award {aw['name']} ({aw.get('scope')}): {name(aw['person'])}")
    for t in d["teams"]:
        for h in t.get("honours", []):
            print(f"honour {t['name']}: {h['label']} ({h['competition']}, count {h.get('count')})")
    for p in d.get("paraphrases", []):
        print(f"paraphrase {name(p['speaker'])}: {p['text']}")
    print(f"quotes: {len(d.get('quotes', []))}; cards: none recorded")
    nm = m.get("next_match")
    if nm:
        print(f"next: {nm['stage']} {' v '.join(name(t) for t in nm['teams'])}, {nm.get('city')}, {nm.get('date')}, score {nm.get('score')}")
    print()
