#!/usr/bin/env python3
"""Print the expected facts of each match from its match.yaml (questions are written from this)."""
import os, yaml

HERE = os.path.dirname(os.path.abspath(__file__))
PERIOD_START = {"first_half": 0, "second_half": 45, "extra_time_first": 90, "extra_time_second": 105}


def show(folder):
    d = yaml.safe_load(open(os.path.join(HERE, folder, "knowledge", "match.yaml")))
    people = {p["id"]: p for p in d["people"]}
    teams = {t["id"]: t["name"] for t in d["teams"]}
    m = d["match"]
    name = lambda i: people[i]["name"] if i else None
    print(f"=== {folder}: {m['competition']['name']} {m['competition']['stage']}")
    print("venue:", m["venue"]["stadium"], m["venue"]["city"], m["venue"].get("country"))
    print("day:", m["day"]["weekday"], m["day"].get("date"))
    sc = m["score"]
    print("score:", " - ".join(f"{teams[t]} {sc[t]}" for t in m["teams"]), "| winner:", teams[m["winner"]],
          "| decided:", m.get("result", {}).get("decided_in", "regulation"))
    print("referee:", name(m.get("referee")), people[m["referee"]].get("nationality"), "| attendance:", m.get("attendance"))
    for a in m.get("awards", []):
        print("award:", a["name"], "->", name(a["person"]), f"({a.get('scope')})")
    running = {t: 0 for t in m["teams"]}
    ht = None
    per_team = {t: 0 for t in m["teams"]}
    ft90 = None
    for e in m["timeline"]:
        if e["kind"] != "goal" and ht is None and e.get("period") not in ("first_half",):
            pass
        if e["kind"] == "goal":
            if e["period"] != "first_half" and ht is None:
                ht = dict(running)
            if e["period"].startswith("extra") and ft90 is None:
                ft90 = dict(running)
            running[e["team"]] += 1
            per_team[e["team"]] += 1
            mn = f"{e.get('minute')}" + (f"+{e['added']}" if e.get("added") else "")
            print(f"goal: {mn}' {name(e['scorer'])} ({teams[e['team']]}, team goal #{per_team[e['team']]}) "
                  f"method={e['method']} assist={name(e.get('assist'))} ({e.get('assist_kind')}) "
                  f"-> {'-'.join(str(running[t]) for t in m['teams'])}"
                  + (f" pen won_by={name(e['penalty'].get('won_by'))} conceded_by={name(e['penalty'].get('conceded_by'))}" if e.get("penalty") else "")
                  + (f" beaten={[name(b) for b in e.get('beaten', [])]}" if e.get("beaten") else ""))
        elif e["kind"] == "substitution":
            print(f"sub: {e.get('minute')}' {teams[e['team']]}: {name(e['came_on'])} on for {name(e['went_off'])}"
                  + (f" ({e['reason']})" if e.get("reason") else ""))
        elif e["kind"] == "card":
            print(f"card: {e.get('minute')}' {e['card']} {name(e['person'])} ({teams[e['team']]}) reason={e.get('reason')}")
        else:
            print(f"{e['kind']}: {e.get('minute')}' {e['title']} people={[name(p) for p in e.get('people', [])]}")
    if ht is None:
        ht = dict(running)
    print("half-time:", "-".join(str(ht[t]) for t in m["teams"]))
    if ft90:
        print("after 90:", "-".join(str(ft90[t]) for t in m["teams"]))
    for lu in m.get("lineups", []):
        print(f"lineup {teams[lu['team']]} {lu.get('formation')} captain={name(lu.get('captain'))}:",
              ", ".join(name(p) for p in lu.get("starting", [])))
        for a in lu.get("absent", []):
            print("   absent:", name(a["person"]), a["reason"])
    for p in d["people"]:
        if "coach" in p["roles"]:
            print("coach:", p["name"], teams.get(p.get("team")), p.get("nationality"))
        if "goalkeeper" in p["roles"]:
            print("goalkeeper:", p["name"], teams.get(p.get("team")))
        for r in p.get("records", []):
            print("record:", p["name"], "-", r["text"])
    for q in d.get("quotes", []):
        print("quote:", name(q["speaker"]), "-", q["text"])
    nms = m.get("next_matches") or ([m["next_match"]] if m.get("next_match") else [])
    for n in nms:
        print("next:", n["stage"], " v ".join(teams[t] for t in n["teams"]), n.get("city"), n.get("weekday"), n.get("date"),
              n.get("score"), "winner", teams.get(n.get("winner")))
    for t in d["teams"]:
        for h in t.get("honours", []):
            print("honour:", t["name"], "-", h["label"])
        for r in t.get("records", []):
            print("team record:", t["name"], "-", r["text"])
    print()


for f in ("ucl2014_final", "wc1986_qf"):
    show(f)
