#!/bin/sh
# Score every set against /work/main, saving the score and every answer of the same run.
# Usage: sh run_scores.sh TAG   (TAG names the output files, e.g. first)
# For each set: the bot answers every question once (answers_TAG_SET.jsonl), and score.py
# scores those saved answers (--cmd 'cat FILE'); score.py with the live bot command gives
# the same (checked on the first run, see the README).
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
cd /work/main
for m in ucl2011_final wc2002_final; do
  K=$HERE/$m/knowledge
  for s in questions questions_es followups; do
    conv=""; [ $s = followups ] && conv=" --conversation"
    ans=$HERE/$m/answers_${TAG}_$s.jsonl
    out=$HERE/$m/${TAG}_run_$s.txt
    $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/$m/$s.yaml \
      | KNOWLEDGE_PATH=$K $PY -m bot ask --json -$conv > $ans
    { echo "main $(git -C /work/main rev-parse HEAD)"; date -u;
      echo "live: $(KNOWLEDGE_PATH=$K $PY /work/shared/eval/score.py $HERE/$m/$s.yaml --cmd "$PY -m bot ask --json -$conv" | tail -1)";
      $PY /work/shared/eval/score.py $HERE/$m/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
    echo "$m/$s: $(tail -1 $out)"
  done
done
