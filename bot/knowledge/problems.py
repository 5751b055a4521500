"""Where a knowledge file is wrong: a problem located at its file and line, and the error
that carries every problem found; a parsed file that knows the line of each of its keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

YamlPath = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return f"{self.file}:{self.line}: {where}{self.message}"


class KnowledgeError(Exception):
    """The knowledge could not be loaded; `problems` says where and why."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass
class ParsedFile:
    name: str
    data: dict[str, Any]  # never changed once parsed: it may be shared through the cache
    lines: dict[YamlPath, int] = field(default_factory=dict)
    digest: bytes = b""  # of the file's bytes: what the parse and validation caches key on

    def line_of(self, path: YamlPath) -> int:
        """The line of the deepest key of `path` that the file has (1 for the document)."""
        for end in range(len(path), 0, -1):
            if path[:end] in self.lines:
                return self.lines[path[:end]]
        return 1


def dotted(loc: YamlPath) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out
