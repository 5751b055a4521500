"""The import as a whole: which files are which, the YAML checked like any knowledge, and
writing it without touching hand-written files.

A re-import rewrites only the files it generated (they say so on their second line), so
what moderators write beside them (a match report, team aliases, `current:`) is kept.
Everything is read, built and checked before anything is written: on any problem nothing
is.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.importers.emit import GENERATED, tournament_yaml
from bot.importers.football_json import import_tournament
from bot.importers.football_sides import ImportReport
from bot.importers.source import (
    SIDE_KINDS,
    ImportFailed,
    ImportProblem,
    JsonFile,
    kind_of,
    read_json,
    side_file_beside,
)
from bot.knowledge import DataSource, KnowledgeError, Tournament, check_file_text

OUTPUT = "tournament.yaml"


@dataclass(frozen=True)
class Imported:
    main: Path
    tournament: Tournament
    report: ImportReport
    text: str
    target: str  # the file to write, relative to the output directory

    def summary(self) -> list[str]:
        t = self.tournament
        return [
            f"{self.main}: {t.name} -> {self.target}",
            f"  {len(t.teams)} teams, {len(t.players)} players, {len(t.groups)} groups, "
            f"{len(t.venues)} venues",
            *self.report.lines(),
        ]


def import_football_json(
    paths: list[Path],
    *,
    source: str = "Football.JSON",
    licence: str = "not stated",
    fix_swapped: bool = False,
    name: str | None = None,
) -> list[Imported]:
    """Read the main files and their side files (named here or found beside them) and
    build one tournament each, checked as knowledge. Raises ImportFailed."""
    files: list[JsonFile] = []
    problems: list[ImportProblem] = []
    for path in paths:
        try:
            files.append(read_json(path))
        except ImportFailed as exc:
            problems += exc.problems
    kinds: dict[Path, str] = {}
    for f in files:
        try:
            kinds[f.path] = kind_of(f)
        except ImportFailed as exc:
            problems += exc.problems
    if problems:
        raise ImportFailed(problems)
    mains = [f for f in files if kinds[f.path] == "main"]
    if not mains:
        raise ImportFailed(
            [ImportProblem(str(paths[0]), "$", "no main file (with 'matches' or 'rounds')")]
        )
    named = [f for f in files if kinds[f.path] != "main"]
    many = len(mains) > 1
    out = []
    for main in mains:
        sides = _sides(main, named, kinds, alone=not many)
        data_source = DataSource(name=source, licence=licence)
        tournament, report = import_tournament(
            main, sides, data_source, fix_swapped=fix_swapped, name=name
        )
        target = f"{tournament.id}.yaml" if many else OUTPUT
        text = tournament_yaml(tournament, _header(source, licence))
        try:
            check_file_text(target, text)
        except KnowledgeError as exc:  # a bug here, not bad input: say so plainly
            raise ImportFailed(
                [
                    ImportProblem(str(main.path), "$", f"the YAML made is invalid: {p}")
                    for p in exc.problems
                ]
            ) from None
        out.append(Imported(main.path, tournament, report, text, target))
    _orphans(named, mains, kinds, alone=not many)
    targets = [i.target for i in out]
    if len(set(targets)) != len(targets):
        raise ImportFailed(
            [
                ImportProblem(str(i.main), "$.name", f"a second tournament named {i.tournament.id}")
                for i in out
            ]
        )
    return out


def _belongs(side: JsonFile, main: JsonFile) -> bool:
    return side.path.parent == main.path.parent and side.name.startswith(main.path.stem + ".")


def _sides(
    main: JsonFile, named: list[JsonFile], kinds: dict[Path, str], *, alone: bool
) -> dict[str, JsonFile]:
    sides: dict[str, JsonFile] = {}
    for f in named:
        if alone or _belongs(f, main):
            kind = kinds[f.path]
            if kind in sides:
                raise ImportFailed(
                    [ImportProblem(str(f.path), "$", f"a second {kind} file for {main.name}")]
                )
            sides[kind] = f
    for kind in SIDE_KINDS:
        if kind not in sides and (beside := side_file_beside(main.path, kind)):
            f = read_json(beside)
            if kind_of(f) != kind:
                raise f.fail("$", f"expected a {kind} file here, by its name")
            sides[kind] = f
    return sides


def _orphans(
    named: list[JsonFile], mains: list[JsonFile], kinds: dict[Path, str], *, alone: bool
) -> None:
    if alone:
        return
    lost = [f for f in named if not any(_belongs(f, m) for m in mains)]
    if lost:
        raise ImportFailed(
            [
                ImportProblem(
                    str(f.path), "$", f"which main file is this {kinds[f.path]} file for?"
                )
                for f in lost
            ]
        )


def _header(source: str, licence: str) -> list[str]:
    return [
        f"# Source: {source}; licence: {licence}. A re-import rewrites this file; write",
        "# additions in other files beside it (a match report, teams: aliases, current:).",
    ]


def write_imported(imported: list[Imported], out: Path) -> list[Path]:
    """Write each tournament's file under `out`; refuse (writing nothing) to replace a
    file the importer did not generate."""
    targets = [out / i.target for i in imported]
    problems = []
    for target in targets:
        if target.exists() and not _generated(target):
            problems.append(
                ImportProblem(
                    str(target), "-", "exists and was not generated by the importer; not replaced"
                )
            )
    if out.exists() and not out.is_dir():
        problems.append(ImportProblem(str(out), "-", "is not a directory"))
    if problems:
        raise ImportFailed(problems)
    written = []
    for item, target in zip(imported, targets, strict=True):
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".import-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(item.text)
            os.chmod(tmp, 0o666 & ~_umask())
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        written.append(target)
    return written


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _generated(path: Path) -> bool:
    try:
        with path.open(encoding="utf-8") as handle:
            return any(handle.readline().rstrip("\n") == GENERATED for _ in range(3))
    except (OSError, UnicodeDecodeError):
        return False
