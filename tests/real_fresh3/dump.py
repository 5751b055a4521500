#!/usr/bin/env python3
"""Print each question with its saved answer, for reading: python3 dump.py MATCH SET TAG"""

import json
import pathlib
import sys

import yaml

here = pathlib.Path(__file__).parent
m, s, tag = sys.argv[1:4]
items = yaml.safe_load(open(here / m / f"{s}.yaml"))["items"]
outs = [json.loads(l) for l in open(here / m / f"answers_{tag}_{s}.jsonl") if l.strip()]
for n, (i, o) in enumerate(zip(items, outs), 1):
    print(f"[{n}] Q: {i['q']}   ({'DECLINE' if i.get('decline') else i['expect']})")
    print(f"    intent={o.get('intent')} lang={o.get('lang')}\n    A: {o.get('answer')}\n")
