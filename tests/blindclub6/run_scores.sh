#!/bin/sh
# Score every set against /work/main, saving the score and every answer of the same run.
# Usage: sh run_scores.sh TAG   (TAG names the output files, e.g. first)
# For each set and knowledge: the bot answers every question once (answers_TAG_<knowledge>_SET.jsonl),
# and score.py scores those saved answers (--cmd 'cat FILE'); the live bot command is scored too
# (its result on the `live:` line of each output file).
#   copa2021   sets on knowledge/copa2021                 --timezone America/Sao_Paulo
#   bundesliga sets on knowledge/bundesliga and combined  (season over: no --now)
#   seriea     sets on knowledge/seriea and combined      --now 2025-05-22T12:00+02:00 --timezone Europe/Rome
set -e
TAG=${1:-first}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
cd /work/main
run() {  # run COMP KNOWLEDGE FLAGS
  comp=$1; kn=$2; flags=$3
  K=$HERE/knowledge/$kn
  for s in questions questions_es; do
    ans=$HERE/$comp/answers_${TAG}_${kn}_$s.jsonl
    out=$HERE/$comp/${TAG}_run_${kn}_$s.txt
    $PY -c "import yaml,sys; print('\n'.join(i['q'] for i in yaml.safe_load(open(sys.argv[1]))['items']))" $HERE/$comp/$s.yaml \
      | KNOWLEDGE_PATH=$K $PY -m bot ask --json $flags - > $ans
    { echo "main $(git -C /work/main rev-parse HEAD)"; echo "knowledge $kn; flags: $flags"; date -u;
      echo "live: $(KNOWLEDGE_PATH=$K $PY /work/shared/eval/score.py $HERE/$comp/$s.yaml --cmd "$PY -m bot ask --json $flags -" | tail -1)";
      $PY /work/shared/eval/score.py $HERE/$comp/$s.yaml --cmd "cat $ans" -v; } > $out 2>&1 || true
    echo "$comp/$s on $kn: $(tail -1 $out)"
  done
}
run copa2021 copa2021 "--timezone America/Sao_Paulo"
run bundesliga bundesliga ""
run bundesliga combined ""
run seriea seriea "--now 2025-05-22T12:00+02:00 --timezone Europe/Rome"
run seriea combined "--now 2025-05-22T12:00+02:00 --timezone Europe/Rome"
git -C /work/main rev-parse HEAD > $HERE/${TAG}_commit.txt
