"""The prose around the table in benchmarks/RESULTS.md (written by `--write`)."""

import sys

HEADER = """# matchbot performance

Figures from one run of the benchmarks in `benchmarks/` on the machine named below.
Reproduce with `make bench` (1-3 minutes on 2 cores, depending on the engine and the
machine's load); they print figures and assert nothing, but the run is compared with
this file first: any row more than 2x worse than here is named, and the exit status is 1
(`--baseline none` skips it). `python -m benchmarks --scales 10,100,1000` adds the 1000x
knowledge (slow: see below).
`python -m benchmarks --write benchmarks/RESULTS.md` regenerates this file.
"""

MEANING = """## What the figures mean

- **Engine latency** is the wall time of one `Engine.answer(question)` call in process,
  the work a question costs whichever adapter asked it. The questions are generated
  (`benchmarks/questions.py`, seeded): half in-scope (templates filled with the people's
  and teams' names, aliases and nicknames, plus the intents' own phrasings with slots
  filled), a quarter the same with one or more phone-thumb typos, a quarter off-topic.
  p50 is the typical question, p99 the slow tail, max the single worst (often a GC pause
  or the first time the speller meets a word: its cache is warm for repeats).
- **Baseline**: what the same questions would cost and get with the obvious approach,
  one fuzzy `extractOne` over every phrasing. 'Correct' means answered with the intended
  intent, or declined when the question is off-topic; 'wrong answer' is the costly case
  (a confident wrong reply in the channel); 'not answered' is a decline or suggestions.
- **Growth** loads generated knowledge (`benchmarks/synth.py`) with N times the people,
  teams, intents and phrasings through `load_knowledge` (a real, validated load from
  YAML files), builds the engine, then times a fresh mixed question set drawn from the
  grown knowledge. 'phrasings sharing a word/Q' is how many phrasings share at least
  one content word with a question, on average (the index's posting lists; the engine
  may score fewer): it grows linearly with N, and latency grows with what is scored.
  The common domain words are kept by about half of the cloned phrasings, which is what
  a larger knowledge base with many matches would look like, and is the case an index
  must handle. 'own intent' asks 300 phrasings drawn from all the intents (clones
  included, slots filled with the knowledge's names) and counts those answered with the
  intent they were drawn from: speed must not cost the index its answers as it grows.
- **Bounded work**: the same engine on ~4,000-character messages of several shapes, as
  a multiple of a short question (issue 7 asks that this factor stays small).
- **Start-up** is the wall time of a whole `python -m bot ask "who won?"` process (the
  interpreter, imports, the saved engine read back, one answer), median of 5 after one
  warm-up run, as a user's machine runs it: that run writes the bytecode and saves the
  built engine (PYTHONDONTWRITEBYTECODE is unset for these runs); CPU is the child's
  user+sys time. load/build/reload are timed in process, median of 5.
- **Memory** is the resident set (VmRSS) of the process, read from /proc after it is
  ready. The Discord figures come from the real bot started under SimCord (no network),
  so they include SimCord's own objects; a real gateway connection adds its caches.
- Timings on a shared 2-core VM vary by about +-20% from run to run; ratios within a run
  are steadier than absolute numbers.
"""


def results_md(report: str, argv: list[str] | None) -> str:
    """The report as benchmarks/RESULTS.md: header, the command that made it, meaning."""
    args = list(argv if argv is not None else sys.argv[1:])
    if "--write" in args:
        i = args.index("--write")
        del args[i : i + 2]
    args = [a for a in args if not a.startswith("--write=")]
    cmd = " ".join(["python -m benchmarks", *args])
    how = f"Command: `{cmd}` (what `make bench` runs, plus `--write`)."
    return f"{HEADER}\n{how}\n\n{report}\n\n{MEANING}"
