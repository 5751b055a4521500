#!/bin/sh
# Runs every question set of blindclub9a against /work/main and scores it.
# Usage: sh tests/blindclub9a/run_scores.sh TAG   (writes results/answers_TAG_*.jsonl and results/TAG_run_*.txt)
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
END_BERLIN="--now 2025-05-25T12:00+02:00 --timezone Europe/Berlin"
END_PARIS="--now 2025-05-25T12:00+02:00 --timezone Europe/Paris"
run bayern_end bayern "$END_BERLIN"
run bayern_mid bayern "--now 2025-03-03T12:00+01:00 --timezone Europe/Berlin"
run psg_end psg "$END_PARIS"
run psg_mid psg "--now 2025-01-20T12:00+01:00 --timezone Europe/Paris"
run bayern_followups bayern "--conversation $END_BERLIN"
