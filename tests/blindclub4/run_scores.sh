#!/bin/sh
# Score every set against /work/main, saving the score and every answer of the same run.
# Usage: sh run_scores.sh TAG   (TAG names the output files, e.g. first)
# Each line below: SET KNOWLEDGE EXTRA-ASK-ARGS. The 15/16 season is still being played:
# its questions are asked at --now 2015-11-18T12:00Z (after matchday 12, before matchday 13).
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
NOW="--now 2015-11-18T12:00Z"
cd /work/main
run() {  # label set knowledge extra
  label=$1; set_=$2; K=$HERE/knowledge/$3; extra=$4
  ans=$HERE/answers_${TAG}_$label.jsonl
  out=$HERE/${TAG}_run_$label.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/$set_.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $K; ask args: $extra";
    echo "live: $(KNOWLEDGE_PATH=$K $PY /work/shared/eval/score.py $HERE/$set_.yaml --cmd "$PY -m bot ask --json $extra -" | tail -1)";
    $PY /work/shared/eval/score.py $HERE/$set_.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
  echo "$label: $(tail -1 $out)"
}
run wc2014 wc2014 wc2014 ""
run pl1516 pl1516 pl1516 "$NOW"
run pl2425 pl2425 pl2425 ""
run combined_pl1516 pl1516 combined "$NOW"
run combined_pl2425 pl2425 combined ""
