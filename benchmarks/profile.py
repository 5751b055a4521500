"""Profile one hotspot with pyinstrument: `python -m benchmarks.profile --scale 100 answer`.

What: `load` (load_knowledge), `build` (Engine(loaded)) or `answer` (a mixed question set)
on the shipped knowledge (--scale 1) or generated knowledge N times its size.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from pyinstrument import Profiler

from benchmarks.questions import QuestionMaker
from benchmarks.synth import write_scaled
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.profile", description=__doc__)
    p.add_argument("what", choices=("load", "build", "answer"))
    p.add_argument("--scale", type=int, default=1)
    p.add_argument("--questions", type=int, default=300)
    args = p.parse_args()
    base = load_knowledge(ROOT / "knowledge")
    with tempfile.TemporaryDirectory() as tmp:
        path = ROOT / "knowledge"
        if args.scale > 1:
            write_scaled(args.scale, Path(tmp), base.knowledge)
            path = Path(tmp)
        prof = Profiler(interval=0.0005)
        if args.what == "load":
            prof.start()
            load_knowledge(path)
            prof.stop()
        else:
            loaded = load_knowledge(path)
            if args.what == "build":
                prof.start()
                Engine(loaded)
                prof.stop()
            else:
                engine = Engine(loaded)
                qs = QuestionMaker(loaded.knowledge, seed=6).mixed(args.questions)
                prof.start()
                for _, q in qs:
                    engine.answer(q)
                prof.stop()
    print(prof.output_text(unicode=True, color=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
