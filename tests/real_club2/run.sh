#!/bin/sh
# Re-imports the five knowledges from data/ and scores the four sets against current main.
# Usage (from anywhere): sh tests/real_club2/run.sh [SUFFIX]   -> run_SUFFIX_*.txt and answers_SUFFIX_*.jsonl
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
MAIN=${MAIN:-/work/main}
PY=$MAIN/.venv/bin/python
SFX=${1:-first}
cd "$MAIN"
S="--source matchbot-blind-evaluator-from-memory --licence CC0-1.0"
$PY -m bot import football-json $HERE/data/copa/copa.json --out $HERE/knowledge/copa $S
$PY -m bot import football-json $HERE/data/wc2018/worldcup.json --out $HERE/knowledge/wc2018 $S
$PY -m bot import football-json $HERE/data/pl2324/en.1.json --out $HERE/knowledge/pl2324 $S
$PY -m bot import football-json $HERE/data/laliga2324/es.1.json --out $HERE/knowledge/laliga2324 $S
$PY -m bot import football-json $HERE/data/laliga2324/es.1.json $HERE/data/pl2324/en.1.json --out $HERE/knowledge/both $S
score() {  # set knowledge name
  out=$HERE/${SFX}_run_$3.txt
  git -C "$MAIN" rev-parse HEAD > "$out"
  KNOWLEDGE_PATH=$HERE/knowledge/$2 $PY /work/shared/eval/score.py $HERE/$1.yaml \
    --cmd "sh -c '$PY -m bot ask --json - | tee $HERE/answers_${SFX}_$3.jsonl'" -v >> "$out" 2>&1 || true
  tail -1 "$out"
}
score copa2024 copa copa2024
score wc2018 wc2018 wc2018
score pl2324 pl2324 pl2324
score laliga2324 laliga2324 laliga2324
score pl2324 both both_pl2324
score laliga2324 both both_laliga2324
