#!/bin/sh
# Score every set against /work/main and save the scores and every answer.
# Usage: sh run_scores.sh TAG   (TAG names the output files, e.g. first)
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
cd /work/main
for m in euro2016_final ucl1999_final; do
  K=$HERE/$m/knowledge
  for s in questions questions_es followups; do
    conv=""; [ $s = followups ] && conv=" --conversation"
    out=$HERE/$m/${TAG}_run_$s.txt
    { echo "main $(git -C /work/main rev-parse HEAD)"; date -u;
      KNOWLEDGE_PATH=$K $PY /work/shared/eval/score.py $HERE/$m/$s.yaml --cmd "$PY -m bot ask --json -$conv" -v; } > $out 2>&1 || true
    # every answer, one JSON line per question, in order
    $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/$m/$s.yaml \
      | KNOWLEDGE_PATH=$K $PY -m bot ask --json -$conv > $HERE/$m/answers_${TAG}_$s.jsonl
    tail -1 $out
  done
done
