"""Dump the engine's answer to every question the project keeps, and diff two dumps.

Run from the project root (or a worktree's: the `bot` package of the current directory
is used), before and after an engine change, and review every changed answer:
    python -m benchmarks.answers dump OUT.jsonl [--quick]
    python -m benchmarks.answers diff A.jsonl B.jsonl [--full]

Sets: every YAML under tests/ holding `q:` items or conversation `turns`, each asked of
the knowledge it belongs to (bundled 2026, imported 2022 / Euro 2020, invented leagues
and cups, the invented matches, the blind real matches and seasons of tests/real*); the
shared eval sets; and the bench's question mixes
(English and Spanish, seeds 6 and 9) on the bundled knowledge.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

ROOT = Path.cwd()
sys.path.insert(0, str(ROOT))

from bot.adapters.cli import main as cli  # noqa: E402
from bot.engine import Engine  # noqa: E402
from bot.knowledge import load_knowledge  # noqa: E402

# The shared evaluation sets beside the project (skipped when absent)
SHARED = ROOT.parent.parent / "shared" if (ROOT.parent.name == "wt") else ROOT.parent / "shared"
T = ROOT / "tests" / "tournament"
OPENFOOTBALL = ROOT / "knowledge" / "sources" / "openfootball"
TMP = Path(tempfile.mkdtemp(prefix="answers-"))


def imported(name: str, files: list[Path], *options: str) -> Engine:
    out = TMP / name
    argv = ["import", "football-json", *map(str, files), "--out", str(out), *options]
    assert cli(argv) == 0, name
    return Engine(load_knowledge(out))


def questions_in(data: Any) -> Iterator[tuple[str, list[str]]]:
    """('q', [question]) items and ('conv', [q1, q2, ...]) conversations, anywhere in data."""
    if isinstance(data, dict):
        if isinstance(data.get("q"), str):
            yield "q", [data["q"]]
        if isinstance(data.get("turns"), list):
            turns = [
                str(t).split(" | ")[0] if isinstance(t, str) else str(t.get("q", t))
                for t in data["turns"]
            ]
            yield "conv", turns
        for v in data.values():
            if isinstance(v, (dict, list)):
                yield from questions_in(v)
    elif isinstance(data, list):
        for v in data:
            yield from questions_in(v)


def ask_file(engine: Engine, label: str, path: Path) -> Iterator[dict[str, Any]]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for kind, qs in questions_in(data):
        context = None
        for i, q in enumerate(qs):
            reply = engine.answer(q, context if kind == "conv" else None)
            context = reply.context
            yield {
                "set": label,
                "q": q if kind == "q" else f"[turn {i}] {q}",
                "intent": reply.intent,
                "band": reply.band,
                "answer": reply.text,
            }


def bench(engine: Engine, label: str, n: int) -> Iterator[dict[str, Any]]:
    from benchmarks.questions import QuestionMaker, SpanishQuestionMaker, long_messages

    seen: set[str] = set()
    qs: list[str] = []
    for maker in (QuestionMaker, SpanishQuestionMaker):
        for seed in (6, 9):
            for item in maker(engine.knowledge, seed=seed).mixed(n):
                q = item[1] if isinstance(item, tuple) else item
                if q not in seen:
                    seen.add(q)
                    qs.append(q)
    qs.extend(long_messages().values())
    for q in qs:
        reply = engine.answer(q)
        yield {
            "set": label,
            "q": q,
            "intent": reply.intent,
            "band": reply.band,
            "answer": reply.text,
        }


def jobs(quick: bool) -> Iterator[tuple[str, Engine, list[Path]]]:
    bundled = Engine(load_knowledge(ROOT / "knowledge"))
    wc = sorted(p for p in T.glob("*/wc2026.yaml"))
    engine_sets = [
        ROOT / "tests" / "engine" / "questions.yaml",
        ROOT / "tests" / "engine" / "conversations.yaml",
    ]
    shared = [SHARED / "eval" / f for f in ("dev.yaml", "dev_es.yaml", "dev_tournament.yaml")]
    yield "bundled", bundled, [*engine_sets, *wc, *[p for p in shared if p.exists()]]
    yield (
        "wc2022",
        imported("wc2022", [OPENFOOTBALL / "worldcup-2022" / "worldcup.json"]),
        sorted(T.glob("*/wc2022.yaml")),
    )
    yield (
        "euro2020",
        imported(
            "euro2020",
            [OPENFOOTBALL / "euro-2020" / "euro.json"],
            "--name",
            "Euro 2020",
            "--fix-swapped-sides",
        ),
        sorted(T.glob("*/euro2020.yaml")),
    )
    for folder in sorted(T.glob("blind*")):
        for name in ("league", "cup"):
            source = folder / f"{name}.json"
            if source.exists() and (folder / f"{name}.yaml").exists():
                yield (
                    f"{folder.name}-{name}",
                    imported(f"{folder.name}-{name}", [source]),
                    [folder / f"{name}.yaml"],
                )
    matches = ROOT / "tests" / "matches"
    for qfile in sorted((matches / "questions").glob("*.yaml")):
        mdir = matches / qfile.stem
        if (mdir / "match.yaml").exists():
            folder = TMP / f"match-{qfile.stem}"
            folder.mkdir()
            (folder / "match.yaml").write_text(
                (mdir / "match.yaml").read_text(encoding="utf-8"), encoding="utf-8"
            )
            (folder / "intents.yaml").write_text(
                (ROOT / "knowledge" / "intents.yaml").read_text(encoding="utf-8"), encoding="utf-8"
            )
            yield f"match-{qfile.stem}", Engine(load_knowledge(folder)), [qfile]
    yield from real_jobs()
    real = SHARED / "eval" / "real"
    for mdir in sorted(real.glob("match*")):
        if (mdir / "knowledge").exists():
            yield (
                f"real-{mdir.name}",
                Engine(load_knowledge(mdir / "knowledge")),
                sorted(mdir.glob("questions*.yaml")),
            )
    club = SHARED / "data" / "openfootball" / "football.json" / "2024-25" / "en.1.json"
    if club.exists():
        yield "club-en1", imported("club-en1", [club]), [SHARED / "eval" / "dev_club.yaml"]


# Blind folders that keep their question sets apart from the matches: (folder, the
# match's knowledge in it, the sets' names).
SETS_APART = (
    ("blindmatch8a", "knowledge/ucl2005_final/knowledge", "ucl2005_*"),
    ("blindmatch8a", "knowledge/wc2018_final/knowledge", "wc2018_*"),
    ("blindmatch8b", "ucl2014_final/knowledge", "ucl_*"),
    ("blindmatch8b", "wc1986_qf/knowledge", "wc86_*"),
)


def real_jobs() -> Iterator[tuple[str, Engine, list[Path]]]:
    """The blind real-data sets in tests/real* and tests/blind*: matches in the match
    format (a knowledge folder beside their questions), and club seasons (the shipped
    2024/25 files, or the knowledge folders the set imported)."""
    tests = ROOT / "tests"
    matches = sorted(tests.glob("real*/*/knowledge")) + sorted(
        tests.glob("blindmatch*/*/knowledge")
    )
    for mdir in matches:
        qs = sorted(mdir.parent.glob("questions*.yaml")) + sorted(mdir.parent.glob("follow*.yaml"))
        if qs:
            name = f"{mdir.parent.parent.name}-{mdir.parent.name}"
            yield name, Engine(load_knowledge(mdir)), qs
    for folder, knowledge, pattern in SETS_APART:  # a sets/ folder beside the matches
        qs = sorted((tests / folder / "sets").glob(pattern))
        if qs:
            name = f"{folder}-{pattern.rstrip('_*')}"
            yield name, Engine(load_knowledge(tests / folder / knowledge)), qs
    season = OPENFOOTBALL / "football.json" / "2024-25"
    codes = {"en1": "en.1", "es1": "es.1", "de1": "de.1", "it1": "it.1", "fr1": "fr.1"}
    codes["cl"] = "uefa.cl"
    for code, stem in codes.items():
        sets = sorted(tests.glob(f"real_club*/{code}.yaml"))
        if sets and (season / f"{stem}.json").exists():
            yield f"season-{code}", imported(f"season-{code}", [season / f"{stem}.json"]), sets
    clubs = sorted(tests.glob("real_club*/knowledge/*")) + sorted(
        tests.glob("blindclub*/knowledge/*")
    )
    for kdir in clubs:
        here = kdir.parent.parent
        files = sorted(here.glob("*.yaml")) + sorted(here.glob("sets/*.yaml"))
        sets = [p for p in files if p.stem.startswith(kdir.name)]
        sets += sorted((here / kdir.name).glob("questions*.yaml"))  # a folder per set
        if sets and kdir.is_dir():
            yield f"{kdir.parent.parent.name}-{kdir.name}", Engine(load_knowledge(kdir)), sets


def dump(out: Path, quick: bool) -> None:
    start = time.time()
    n = 0
    with out.open("w", encoding="utf-8") as f:
        for label, engine, files in jobs(quick):
            for path in files:
                try:
                    rel = str(path.relative_to(ROOT))
                except ValueError:
                    rel = str(path.relative_to(SHARED))
                for row in ask_file(engine, f"{label}:{rel}", path):
                    f.write(json.dumps(row, ensure_ascii=False) + "\n")
                    n += 1
            if label == "bundled":
                for row in bench(engine, "bench:bundled", 300 if quick else 1500):
                    f.write(json.dumps(row, ensure_ascii=False) + "\n")
                    n += 1
    print(f"{n} answers in {time.time() - start:.0f} s -> {out}")


def diff(a: Path, b: Path, full: bool) -> None:
    def load(p: Path) -> dict[tuple[str, str], dict[str, Any]]:
        rows: dict[tuple[str, str], dict[str, Any]] = {}
        for line in p.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            key = (r["set"], r["q"])
            while key in rows:  # the same question asked twice in one set
                key = (key[0], key[1] + " ")
            rows[key] = r
        return rows

    old, new = load(a), load(b)
    changed = [k for k in old if k in new and old[k] != new[k]]
    missing = [k for k in old if k not in new]
    added = [k for k in new if k not in old]
    for k in changed:
        o, n = old[k], new[k]
        print(f"== {k[0]} :: {k[1]}")
        print(f"  - [{o['band']} {o['intent']}] {o['answer'] if full else o['answer'][:300]}")
        print(f"  + [{n['band']} {n['intent']}] {n['answer'] if full else n['answer'][:300]}")
    print(
        f"{len(changed)} changed, {len(missing)} only in A, {len(added)} only in B, of {len(old)}"
    )


if __name__ == "__main__":
    args = sys.argv[1:]
    if args and args[0] == "dump":
        dump(Path(args[1]), "--quick" in args)
    elif args and args[0] == "diff":
        diff(Path(args[1]), Path(args[2]), "--full" in args)
    else:
        print(__doc__)
        sys.exit(2)
