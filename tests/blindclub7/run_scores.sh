#!/bin/sh
# Score every set against /work/main, saving the score and every answer of the same run.
# Usage: sh run_scores.sh TAG   (TAG names the output files, e.g. first)
# Runs: wc2010 on knowledge/wc2010; prem on knowledge/prem and knowledge/combined; cl on
# knowledge/cl and knowledge/combined, asked as on 27 May 2025 (--now), before the final.
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
mkdir -p $HERE/results
cd /work/main
run() {  # set knowledge extra-args
  s=$1; k=$2; extra=$3
  K=$HERE/knowledge/$k
  ans=$HERE/results/answers_${TAG}_${s}_on_${k}.jsonl
  out=$HERE/results/${TAG}_run_${s}_on_${k}.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/sets/$s.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $k, ask --json $extra -";
    $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
  echo "$s on $k: $(tail -1 $out)"
}
NOW="--now 2025-05-27T12:00+02:00"
run wc2010 wc2010 ""
run prem prem ""
run prem combined ""
run cl cl "$NOW"
run cl combined "$NOW"
