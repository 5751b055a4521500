#!/bin/sh
# Run every question set of blindmatch8a against /work/main and score it.
# Usage: sh tests/blindmatch8a/run_scores.sh TAG   (writes results/answers_TAG_* and results/TAG_run_*)
# A set whose batch crashes is also run one question per process (crash = a failed answer)
# into answers_TAG_SET_perq.jsonl / TAG_run_SET_perq.txt, so the other answers can be read.
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
  err=$HERE/results/${TAG}_stderr_${s}.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/sets/$s.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans 2> $err
  rc=$?
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $k, ask --json $extra -, rc=$rc";
    $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1
  echo "$s on $k: rc=$rc $(tail -1 $out)"
  [ -s $err ] && tail -c 3000 $err > $err.tmp && mv $err.tmp $err   # keep the end of a traceback only
  [ -s $err ] || rm -f $err
  if [ $rc -ne 0 ] && [ -z "$extra" ]; then
    pans=$HERE/results/answers_${TAG}_${s}_perq.jsonl
    $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/sets/$s.yaml \
      | while IFS= read -r q; do
          line=$(printf '%s\n' "$q" | KNOWLEDGE_PATH=$K $PY -m bot ask --json - 2>/dev/null)
          if [ -n "$line" ]; then printf '%s\n' "$line"; else
            $PY -c "import json,sys; print(json.dumps({'question': sys.argv[1], 'intent': None, 'answer': 'CRASH (no answer, the process failed)'}))" "$q"; fi
        done > $pans
    pout=$HERE/results/${TAG}_run_${s}_perq.txt
    { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $k, one process per question, crash = failed";
      $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "cat $pans" -v; } > $pout 2>&1
    echo "$s on $k (per question): $(tail -1 $pout)"
  fi
}
run ucl2005_en ucl2005_final ""
run ucl2005_es ucl2005_final ""
run ucl2005_followups ucl2005_final "--conversation"
run wc2018_en wc2018_final ""
run wc2018_es wc2018_final ""
run wc2018_followups wc2018_final "--conversation"
