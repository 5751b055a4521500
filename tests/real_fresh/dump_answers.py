"""Write every question of a set beside the bot's answer from a scored run.

Usage: dump_answers.py QUESTIONS.yaml ANSWERS.jsonl > answers.txt
ANSWERS.jsonl is the bot's stdout of the scored run (one JSON object per question, in
order), saved by the scorer's --cmd through tee (see README.md).
"""

import json
import sys

import yaml

sys.path.insert(0, "/work/shared/eval")
from score import judge

with open(sys.argv[1]) as f:
    items = yaml.safe_load(f)["items"]
with open(sys.argv[2]) as f:
    outs = [json.loads(line) for line in f if line.strip()]
for n, (item, out) in enumerate(zip(items, outs, strict=True), 1):
    good, why = judge(item, out)
    mark = "PASS" if good else "FAIL"
    print(f"{n}. [{mark}] [{item['topic']}] {item['q']}")
    print(f"   intent={out.get('intent')} conf={out.get('confidence')}")
    for line in (out.get("answer") or "").splitlines():
        print(f"   > {line}")
    if why and not good:
        print(f"   ({why[:120]})")
    print()
