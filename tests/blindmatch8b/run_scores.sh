#!/bin/sh
# Run every question set of blindmatch8b against /work/main and score it.
# Usage: sh tests/blindmatch8b/run_scores.sh TAG   (writes results/answers_TAG_* and results/TAG_run_*)
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
mkdir -p $HERE/results
cd /work/main
run() {  # set match-folder extra-args
  s=$1; k=$2; extra=$3
  K=$HERE/$k/knowledge
  ans=$HERE/results/answers_${TAG}_${s}_on_${k}.jsonl
  out=$HERE/results/${TAG}_run_${s}_on_${k}.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/sets/$s.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $k, ask --json $extra -";
    $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
  echo "$s on $k: $(tail -1 $out)"
}
run ucl_en ucl2014_final ""
run ucl_es ucl2014_final ""
run ucl_followups ucl2014_final "--conversation"
run wc86_en wc1986_qf ""
run wc86_es wc1986_qf ""
run wc86_followups wc1986_qf "--conversation"
