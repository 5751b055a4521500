#!/bin/sh
# Score every set against /work/main, saving the score and every answer of the same run.
# Usage: sh run_scores.sh TAG   (TAG names the output files, e.g. first)
# For each (knowledge, set): the bot answers every question once
# (results/answers_TAG_KNOWLEDGE_SET.jsonl) and score.py scores those saved answers
# (--cmd 'cat FILE'); the score of the live command is on each output's `live:` line.
# Club sets are asked as of 2025-05-21 12:00 Madrid (La Liga's matchday 38 still to come)
# with kick-offs in Europe/Madrid; Euro 2012 without --now.
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
NOW="--now 2025-05-21T12:00+02:00 --timezone Europe/Madrid"
OUT=$HERE/results
mkdir -p $OUT
cd /work/main
git -C /work/main rev-parse HEAD > $OUT/${TAG}_commit.txt
run() {  # knowledge set extra-args
  k=$1; s=$2; extra=$3
  K=$HERE/knowledge/$k
  ans=$OUT/answers_${TAG}_${k}_$s.jsonl
  out=$OUT/${TAG}_run_${k}_$s.txt
  $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/sets/$s.yaml \
    | KNOWLEDGE_PATH=$K $PY -m bot ask --json $extra - > $ans
  { echo "main $(git -C /work/main rev-parse HEAD)"; date -u; echo "knowledge $k, set $s, args: $extra";
    echo "live: $(KNOWLEDGE_PATH=$K $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "$PY -m bot ask --json $extra -" | tail -1)";
    $PY /work/shared/eval/score.py $HERE/sets/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
  echo "$k/$s: $(tail -1 $out)"
}
run euro2012 euro2012 ""
run euro2012 euro2012_es ""
for s in laliga laliga_es; do run laliga $s "$NOW"; done
for s in ligue1 ligue1_es; do run ligue1 $s "$NOW"; done
for s in laliga laliga_es ligue1 ligue1_es; do run combined $s "$NOW"; done
