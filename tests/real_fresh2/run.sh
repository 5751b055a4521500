#!/bin/sh
# Score every set against current /work/main and save every answer.
# Usage: sh tests/real_fresh2/run.sh OUTDIR   (run from anywhere)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:-$HERE}
PY=/work/main/.venv/bin/python
cd /work/main
for m in euro2024_final ucl2012_final; do
  K=$HERE/$m/knowledge
  for s in questions questions_es followups; do
    CMD="$PY -m bot ask --json -"
    [ $s = followups ] && CMD="$CMD --conversation"
    # the answers, one JSON line per question
    $PY -c "import yaml,sys; [print(i['q']) for i in yaml.safe_load(open('$HERE/$m/$s.yaml'))['items']]" \
      | KNOWLEDGE_PATH=$K $CMD > $OUT/answers_${m}_${s}.jsonl
    KNOWLEDGE_PATH=$K $PY /work/shared/eval/score.py $HERE/$m/$s.yaml --cmd "$CMD" -v > $OUT/run_${m}_${s}.txt 2>&1 || true
    echo "$m $s: $(tail -1 $OUT/run_${m}_${s}.txt)"
  done
done
