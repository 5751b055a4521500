"""Reading Football.JSON files: what kind each is, and errors that name file and JSON path.

A feed is a main file (`matches: [...]`, or `rounds: [{name, matches}]`) with optional side
files beside it: `X.squads.json`, `X.teams.json`, `X.stadiums.json`, `X.groups.json`.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SIDE_KINDS = ("squads", "teams", "stadiums", "groups")
MAX_JSON_BYTES = 20_000_000


@dataclass(frozen=True)
class ImportProblem:
    file: str
    path: str  # a JSON path: $.matches[3].goals1[0].minute
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}"


class ImportFailed(Exception):
    """The input cannot be imported; `problems` says where and why. Nothing was written."""

    def __init__(self, problems: list[ImportProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass(frozen=True)
class JsonFile:
    path: Path
    data: Any

    @property
    def name(self) -> str:
        return self.path.name

    def fail(self, at: str, message: str) -> ImportFailed:
        return ImportFailed([ImportProblem(str(self.path), at, message)])


def read_json(path: Path) -> JsonFile:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ImportFailed(
            [ImportProblem(str(path), "$", f"cannot read: {exc.strerror or exc}")]
        ) from None
    if len(raw) > MAX_JSON_BYTES:
        raise ImportFailed(
            [ImportProblem(str(path), "$", f"{len(raw):,} bytes; the limit is {MAX_JSON_BYTES:,}")]
        )
    try:
        return JsonFile(path, json.loads(raw.decode("utf-8-sig")))
    except UnicodeDecodeError as exc:
        raise ImportFailed(
            [ImportProblem(str(path), "$", f"not UTF-8 text (byte {exc.start})")]
        ) from None
    except json.JSONDecodeError as exc:
        raise ImportFailed(
            [
                ImportProblem(
                    str(path),
                    "$",
                    f"broken JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
                )
            ]
        ) from None


def kind_of(f: JsonFile) -> str:
    """'main', or one of SIDE_KINDS, by the file's shape (its name only breaks ties)."""
    data = f.data
    if isinstance(data, dict):
        if "matches" in data or "rounds" in data:
            return "main"
        if "stadiums" in data:
            return "stadiums"
        if "groups" in data:
            return "groups"
        listed = data.get("teams", data.get("clubs"))
        if isinstance(listed, list) and all(isinstance(x, dict | str) for x in listed):
            return "teams"  # the Copa América's {"name": ..., "teams": [...]}
    if isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
        if all("players" in x for x in data):
            return "squads"
        if all("name" in x and "players" not in x for x in data):
            return "teams"
    for kind in SIDE_KINDS:
        if f.name.endswith(f".{kind}.json"):
            return kind
    raise f.fail(
        "$",
        "unknown layout: expected a Football.JSON file with 'matches' or 'rounds', or a "
        "squads, teams, stadiums or groups file",
    )


def side_file_beside(main: Path, kind: str) -> Path | None:
    """`worldcup.json` -> `worldcup.squads.json` in the same folder, if it is there."""
    candidate = main.with_name(f"{main.stem}.{kind}.json")
    return candidate if candidate.is_file() else None


_NOT_ID = re.compile(r"[^a-z0-9]+")


def slug(text: str) -> str:
    """An id from a name: 'Bosnia & Herzegovina' -> 'bosnia-herzegovina', 'Curaçao' -> 'curacao'."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return _NOT_ID.sub("-", plain).strip("-")[:64].strip("-") or "x"
