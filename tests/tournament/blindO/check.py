"""Validate the blindO files: every yaml loads (yaml.safe_load) with the item format, every
json loads (json.load), and each invented match's goals add up to its scores (half time, full
time, after extra time; a shootout only after a draw). Run: python3 check.py
"""

import json
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
KEYS = {"q", "topic", "expect", "decline", "max_len"}


def check_yaml(path: Path) -> list[str]:
    problems = []
    text = path.read_text(encoding="utf-8")
    if not text.startswith("# "):
        problems.append(f"{path.name}: no source comment on top")
    data = yaml.safe_load(text)
    items = data["items"]
    seen = set()
    for i, item in enumerate(items):
        where = f"{path.name}[{i}]"
        if set(item) - KEYS or not {"q", "topic"} <= set(item):
            problems.append(f"{where}: keys {sorted(item)}")
        if item["q"] in seen:
            problems.append(f"{where}: duplicate question")
        seen.add(item["q"])
        if item.get("decline"):
            if "expect" in item:
                problems.append(f"{where}: decline with expect")
        else:
            groups = item.get("expect")
            if not groups or not all(
                isinstance(g, list) and g and all(isinstance(a, str) and a for a in g)
                for g in groups
            ):
                problems.append(f"{where}: bad expect")
    lines = [line for line in text.splitlines() if line.startswith("  - ")]
    if len(lines) != len(items):
        problems.append(f"{path.name}: not one item per line")
    declines = sum(1 for item in items if item.get("decline"))
    print(f"{path.name}: {len(items)} items, {declines} declines")
    return problems


def base(minute: str) -> int:
    return int(minute.split("+")[0])


def check_json(path: Path) -> list[str]:
    problems = []
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    if "rounds" in data:
        ms = [m for rnd in data["rounds"] for m in rnd["matches"]]
    else:
        ms = data["matches"]
    for k, m in enumerate(ms):
        where = f"{path.name} match {k} {m['team1']} v {m['team2']}"
        s = m["score"]
        g1, g2 = m["goals1"], m["goals2"]
        final = s.get("et", s["ft"])
        if [len(g1), len(g2)] != final:
            problems.append(f"{where}: goals {len(g1)}-{len(g2)} vs score {final}")
        for key, limit in (("ht", 45), ("ft", 90)):
            counted = [sum(1 for g in gs if base(g["minute"]) <= limit) for gs in (g1, g2)]
            if counted != s[key]:
                problems.append(f"{where}: {key} {s[key]} vs goals {counted}")
        if "et" in s and s["ft"][0] != s["ft"][1]:
            problems.append(f"{where}: extra time after a decided match")
        if "p" in s and ("et" not in s or s["et"][0] != s["et"][1] or s["p"][0] == s["p"][1]):
            problems.append(f"{where}: shootout without a draw after extra time")
        if "et" not in s and any(base(g["minute"]) > 90 for g in g1 + g2):
            problems.append(f"{where}: minute past 90 without extra time")
    total = sum(sum(m["score"].get("et", m["score"]["ft"])) for m in ms)
    print(f"{path.name}: {len(ms)} matches, {total} goals")
    return problems


def main() -> None:
    problems = []
    for name in ("wc2026.yaml", "league.yaml", "cup.yaml"):
        problems += check_yaml(HERE / name)
    for name in ("league.json", "cup.json"):
        problems += check_json(HERE / name)
    for p in problems:
        print("PROBLEM", p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
