#!/bin/sh
# Run every question set of blindmatch8a against /work/main and score it.
# Usage: sh tests/blindmatch8a/run_scores.sh TAG   (writes results/answers_TAG_* and results/TAG_run_*)
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
mkdir -p $HERE/results
cd /work/main
run() {  # set knowledge extra-args
  s=$1; k=$2; extra=$3
  K=$HERE/knowledge/$k/knowledge
  ans=$HERE/results/answers_${TAG}_${s}.jsonl
  out=$HERE/results/${TAG}_run_${s}.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/sets/$s.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $k, ask --json $extra -";
    $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
  echo "$s on $k: $(tail -1 $out)"
}
run ucl2005_en ucl2005_final ""
run ucl2005_es ucl2005_final ""
run ucl2005_followups ucl2005_final "--conversation"
run wc2018_en wc2018_final ""
run wc2018_es wc2018_final ""
run wc2018_followups wc2018_final "--conversation"
