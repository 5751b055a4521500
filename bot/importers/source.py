"""Reading Football.JSON files: what kind each is, and errors that name file and JSON path.

A feed is a main file (`matches: [...]`, or `rounds: [{name, matches}]`) with optional side
files beside it: `X.squads.json`, `X.teams.json`, `X.stadiums.json`, `X.groups.json`.
"""

from __future__ import annotations

import json
import re
import reprlib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SIDE_KINDS = ("squads", "teams", "stadiums", "groups")
MAX_JSON_BYTES = 20_000_000
# Bounds a hostile file meets as one error line, not a crash (nesting past Python's
# recursion limit is one too): Football.JSON's numbers are scores, minutes and
# capacities, and its names must fit the knowledge's.
MAX_INT_DIGITS = 18
NAME_CHARS = 120  # the knowledge's Name (bot/knowledge/fields.py)

_SHOWN = reprlib.Repr()
_SHOWN.maxstring = _SHOWN.maxother = _SHOWN.maxlong = 60
_SHOWN.maxlist = _SHOWN.maxdict = 4
_SHOWN.maxlevel = 2


def long_name(name: str) -> str | None:
    """Why `name` is too long for the knowledge, or None."""
    size = len(name.strip())
    return f"a name of {size:,} characters; at most {NAME_CHARS}" if size > NAME_CHARS else None


def shown(value: Any) -> str:
    """A value from the input as an error message quotes it: short, on one line."""
    return _SHOWN.repr(value)


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
        raise _failed(path, f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_JSON_BYTES:
        raise _failed(path, f"{len(raw):,} bytes; the limit is {MAX_JSON_BYTES:,}")
    try:
        data = json.loads(raw.decode("utf-8-sig"), parse_int=_bounded_int)
    except UnicodeDecodeError as exc:
        raise _failed(path, f"not UTF-8 text (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise _failed(
            path, f"broken JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except _TooLong as exc:
        raise _failed(path, str(exc)) from None
    except RecursionError:  # past Python's recursion limit: no feed nests so deep
        raise _failed(
            path, "nested too deep to read (arrays or objects inside each other)"
        ) from None
    return JsonFile(path, data)


class _TooLong(ValueError):
    """A number with more digits than any Football.JSON field holds."""


def _bounded_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _TooLong(f"a number of {digits:,} digits; at most {MAX_INT_DIGITS} are read")
    return int(text)


def _failed(path: Path, message: str) -> ImportFailed:
    return ImportFailed([ImportProblem(str(path), "$", message)])


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
