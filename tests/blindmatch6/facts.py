"""Print every expected fact (numbers, minutes, names, counts) from the two match files.

The questions' expected strings were written from this output.
Usage: python facts.py   (any Python with pyyaml)
"""

import pathlib

import yaml

HERE = pathlib.Path(__file__).parent


def mm(e):
    if e.get("minute") is None:
        return "(no minute)"
    return f"{e['minute']}+{e['added']}" if e.get("added") else str(e["minute"])


for folder in ("ucl2016_final", "wc1998_final"):
    d = yaml.safe_load(open(HERE / folder / "knowledge" / "match.yaml"))
    m = d["match"]
    ppl = {p["id"]: p for p in d["people"]}
    teams = {t["id"]: t["name"] for t in d["teams"]}
    name = lambda i: ppl[i]["name"]
    print(f"=== {folder}: {m['competition']['name']} {m['competition']['stage']}")
    print("venue:", m["venue"]["stadium"], m["venue"]["city"], m["venue"].get("country"))
    print("day:", m["day"]["weekday"], m["day"]["date"])
    print("score:", " ".join(f"{teams[t]} {s}" for t, s in m["score"].items()))
    res = m.get("result", {})
    print("decided in:", res.get("decided_in", "regulation"), "winner:", teams[m["winner"]])
    tl = m["timeline"]
    goals = [e for e in tl if e["kind"] == "goal"]
    ht = {t: 0 for t in m["teams"]}
    for g in goals:
        if g["period"] == "first_half":
            ht[g["team"]] += 1
    print("half-time:", ht)
    print("goals:", len(goals))
    for g in goals:
        print(
            f"  {mm(g)}' {teams[g['team']]}: {name(g['scorer'])} ({g['method']}),"
            f" assist {name(g['assist']) if g.get('assist') else '-'}"
        )
    if res.get("shootout"):
        sh = res["shootout"]
        print("shootout:", sh["score"])
        for i, k in enumerate(sh["kicks"], 1):
            print(
                f"  kick {i}: {teams[k['team']]} {name(k['taker'])} {k['outcome']} {k.get('detail', '')}"
            )
    cards = [e for e in tl if e["kind"] == "card"]
    print("cards recorded:", len(cards))
    for c in cards:
        print(f"  {mm(c)}' {c['card']} {name(c['person'])} ({c.get('reason')})")
    subs = [e for e in tl if e["kind"] == "substitution"]
    print(
        "substitutions:",
        len(subs),
        {teams[t]: sum(1 for s in subs if s["team"] == t) for t in m["teams"]},
    )
    for s in subs:
        print(
            f"  {mm(s)}' {teams[s['team']]}: {name(s['came_on'])} on for {name(s['went_off'])}"
            + (f" ({s['reason']})" if s.get("reason") else "")
        )
    for e in tl:
        if e["kind"] in ("chance", "save"):
            print(f"  {e['kind']} {mm(e)} {e['title']}")
    print("referee:", name(m["referee"]), "| attendance:", m["attendance"])
    for a in m.get("awards", []):
        print("award:", a["name"], "->", name(a["person"]), a.get("scope", ""))
    for lu in m["lineups"]:
        print(
            f"lineup {teams[lu['team']]} {lu.get('formation')} captain {name(lu['captain'])}:",
            ", ".join(name(p) for p in lu["starting"]),
        )
        if lu.get("bench"):
            print("  bench:", ", ".join(name(p) for p in lu["bench"]))
        for a in lu.get("absent", []):
            print(
                "  absent:",
                name(a["person"]),
                a["reason"],
                "->",
                name(a["replaced_by"]) if a.get("replaced_by") else "",
            )
    for p in d["people"]:
        if "coach" in p["roles"]:
            print("coach:", teams[p["team"]], p["name"])
        for r in p.get("records", []):
            print("record:", p["name"], "-", r["text"])
    for t in d["teams"]:
        for h in t.get("honours", []):
            print("honour:", t["name"], "-", h["label"])
        for r in t.get("records", []):
            print("record:", t["name"], "-", r["text"])
    for q in d["quotes"]:
        print(f"quote {name(q['speaker'])}: {q['text']}")
    print()
