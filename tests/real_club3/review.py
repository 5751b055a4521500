"""Print every question with its answer (for reading): python review.py SET.yaml ANSWERS.jsonl"""

import json
import sys

import yaml

items = yaml.safe_load(open(sys.argv[1]))["items"]
outs = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
for n, (i, o) in enumerate(zip(items, outs), 1):
    exp = "DECLINE" if i.get("decline") else " & ".join("|".join(g) for g in i["expect"])
    print(
        f"[{n}] Q: {i['q']}\n    expect: {exp}\n    intent={o.get('intent')} lang={o.get('lang')}\n    A: {o.get('answer')}\n"
    )
