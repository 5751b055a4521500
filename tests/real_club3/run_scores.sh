#!/bin/sh
# Score every set against /work/main and keep every answer. Run from anywhere:
#   sh tests/real_club3/run_scores.sh first    (writes first_run_*.txt and answers_*.jsonl)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
TAG=${1:-run}
PY=/work/main/.venv/bin/python
cd /work/main
git rev-parse HEAD > "$HERE/${TAG}_commit.txt"
score() {  # set knowledge name
  KNOWLEDGE_PATH="$HERE/knowledge/$2" $PY /work/shared/eval/score.py "$HERE/$1.yaml" \
    --cmd "sh $HERE/tee_bot.sh $HERE/answers_${TAG}_$3.jsonl" -v > "$HERE/${TAG}_run_$3.txt" 2>&1 || true
  tail -1 "$HERE/${TAG}_run_$3.txt"
}
score euro2024 euro2024 euro2024
score bl2324 bl2324 bl2324
score sa2324 sa2324 sa2324
score bl2324 combined bl2324_combined
score sa2324 combined sa2324_combined
