#!/bin/sh
# Run every question set of blindmatch10a against /work/main and score it.
# Usage: sh tests/blindmatch10a/run_scores.sh TAG   (writes results/answers_TAG_* and TAG_run_*)
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
mkdir -p $HERE/results
cd /work/main
run() {  # match set extra-args
  m=$1; s=$2; extra=$3
  K=$HERE/$m/knowledge
  ans=$HERE/results/answers_${TAG}_${m}_${s}.jsonl
  out=$HERE/results/${TAG}_run_${m}_${s}.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/$m/$s.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $m, ask --json $extra -";
    $PY /work/shared/eval/score.py $HERE/$m/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
  echo "$m $s: $(tail -1 $out)"
}
for m in ucl2019_final ucl2010_final; do
  run $m questions ""
  run $m questions_es ""
  run $m followups "--conversation"
done
