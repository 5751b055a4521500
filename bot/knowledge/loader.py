"""Read a knowledge file or directory into a validated `Knowledge`, or say exactly what is wrong.

Every problem is reported as `FILE:LINE: field.path: message`, the line being that of the
offending key in the YAML, so a moderator can fix it without reading a traceback. Loading
is all-or-nothing: callers get a complete `Knowledge` or a `KnowledgeError`, never half.
Here: finding, reading, parsing and validating each file; joining the files is `merge`'s.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot.knowledge.digest_cache import DigestCache
from bot.knowledge.links import tournament_problems
from bot.knowledge.merge import defaults_replaced, merge
from bot.knowledge.models import Knowledge, KnowledgeFile
from bot.knowledge.problems import KnowledgeError as KnowledgeError
from bot.knowledge.problems import ParsedFile, YamlPath, dotted
from bot.knowledge.problems import Problem as Problem
from bot.knowledge.report import Event

if TYPE_CHECKING:  # PyYAML is imported when a file is parsed: a saved engine needs none
    import yaml

MAX_FILE_BYTES = 1_000_000
MAX_FILES = 50
MAX_DEPTH = 40
SUFFIXES = (".yaml", ".yml")
# The intents every match gets: a knowledge directory's own intents add to them, and one
# with a bundled intent's id replaces it.
BUNDLED_INTENTS = Path(__file__).resolve().parents[2] / "knowledge" / "intents.yaml"


@dataclass(frozen=True)
class LoadedKnowledge:
    knowledge: Knowledge
    version: str
    files: tuple[str, ...]
    # file name -> YAML text as loaded: what a server's upload is overlaid on, and stored.
    texts: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)
    # Not errors: where sources disagree and which one is used (the report over the data).
    warnings: tuple[Problem, ...] = field(default=(), compare=False)


def load_knowledge(
    path: Path, *, bundled_intents: Path | None = BUNDLED_INTENTS
) -> LoadedKnowledge:
    """Load and validate every YAML file at `path` (a file or a directory).

    The bundled intents are added unless `path` holds that very file (or a copy of it): a
    match file alone is a complete knowledge, and the directory's own intents replace
    bundled ones by id.
    """
    files = _discover(path)
    sources: list[tuple[str, str, bytes]] = []
    problems: list[Problem] = []
    for file in files:
        try:
            sources.append((str(file), file.name, _read(file)))
        except KnowledgeError as exc:
            problems.extend(exc.problems)
    defaults = _texts_defaults(sources, bundled_intents)
    return _load_sources(sources, problems, defaults)


def load_knowledge_texts(
    texts: Mapping[str, str | bytes], *, bundled_intents: Path | None = BUNDLED_INTENTS
) -> LoadedKnowledge:
    """Load and validate knowledge held in memory: file name -> YAML text.

    The same checks, the same `FILE:LINE: field: message` problems (named by the given
    file names) and the same version as `load_knowledge` on a directory holding these
    files, so an uploaded or stored copy of the operator's files shares its engine. The
    bundled intents are added as from disk, unless a file is that very text.
    """
    if not texts:
        raise KnowledgeError([Problem("-", 0, "", "no knowledge files given")])
    if len(texts) > MAX_FILES:
        raise KnowledgeError([Problem("-", 0, "", f"more than {MAX_FILES} YAML files")])
    sources: list[tuple[str, str, bytes]] = []
    problems: list[Problem] = []
    for name in sorted(texts):
        raw = _as_bytes(texts[name])
        try:
            _check_raw(name, raw, len(raw))
        except KnowledgeError as exc:
            problems.extend(exc.problems)
            continue
        sources.append((name, name, raw))
    return _load_sources(sources, problems, _texts_defaults(sources, bundled_intents))


def read_knowledge_texts(path: Path) -> dict[str, str]:
    """The YAML files at `path` (a file or a directory) as file name -> text, checked for
    size and encoding like `load_knowledge` does; for storing, overlaying or downloading.
    The bundled intents are not among them: loading the texts adds them as from disk."""
    texts: dict[str, str] = {}
    problems: list[Problem] = []
    for file in _discover(path):
        try:
            texts[file.name] = _read(file).decode("utf-8")
        except KnowledgeError as exc:
            problems.extend(exc.problems)
    if problems:
        raise KnowledgeError(problems)
    return texts


def knowledge_version(
    texts: Mapping[str, str | bytes], *, bundled_intents: Path | None = BUNDLED_INTENTS
) -> str:
    """The version `load_knowledge_texts(texts)` would report, without loading: cheap
    enough to key a cache of engines by, so servers with the same files share one."""
    sources = [(name, name, _as_bytes(texts[name])) for name in sorted(texts)]
    defaults = _texts_defaults(sources, bundled_intents)
    files = [(name, raw) for _, name, raw in sources]
    return _version(files + ([defaults[1:]] if defaults else []))


_Source = tuple[str, str, bytes]  # shown name, file name, bytes


def _as_bytes(text: str | bytes) -> bytes:
    return text if isinstance(text, bytes) else text.encode("utf-8", errors="replace")


def _bundled(path: Path) -> _Source | None:
    """The bundled intents file, when there is one to read."""
    try:
        return (str(path), path.name, _read(path)) if path.is_file() else None
    except KnowledgeError:
        return None


def _texts_defaults(sources: list[_Source], bundled_intents: Path | None) -> _Source | None:
    """The bundled intents to add, unless one of the files is that very text."""
    defaults = _bundled(bundled_intents) if bundled_intents is not None else None
    if defaults is not None and any(raw == defaults[2] for _, _, raw in sources):
        return None  # the texts hold that very file
    return defaults


def _version(files: Iterable[tuple[str, bytes]]) -> str:
    digest = hashlib.sha256()
    for name, raw in files:
        digest.update(name.encode() + b"\0" + raw)
    return digest.hexdigest()[:12]


def _load_sources(
    sources: list[_Source], problems: list[Problem], defaults: _Source | None
) -> LoadedKnowledge:
    """Each readable file -> validated knowledge, all or nothing; `problems` are those
    already found reading the others; `defaults`, the bundled intents, go last."""
    parsed: list[ParsedFile] = []
    texts: dict[str, str] = {}  # the files' own texts, without the bundled intents
    everything = [*sources, defaults] if defaults is not None else sources
    for shown, name, raw in everything:
        if defaults is None or (shown, name, raw) != defaults:
            texts[name] = raw.decode("utf-8")
        try:
            parsed.append(_parse(shown, raw))
        except KnowledgeError as exc:
            problems.extend(exc.problems)
    if problems:
        raise KnowledgeError(problems)
    validated: list[tuple[ParsedFile, KnowledgeFile]] = []
    for p in parsed:
        model, file_problems = _validate_file(p)
        problems.extend(file_problems)
        if model is not None:
            validated.append((p, model))
    if problems:
        raise KnowledgeError(problems)
    knowledge, warnings = merge(defaults_replaced(validated, defaults[0] if defaults else None))
    if not knowledge.intents:  # every question would be declined: not a usable knowledge
        first = sources[0][0] if sources else "knowledge"
        raise KnowledgeError(
            [
                Problem(
                    first, 1, "intents", "no intents in any file: every question would be declined"
                )
            ]
        )
    version = _version((name, raw) for _, name, raw in everything)
    shown_files = tuple(shown for shown, _, _ in everything)
    return LoadedKnowledge(knowledge, version, shown_files, texts, tuple(warnings))


def _discover(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    if not path.exists():
        raise KnowledgeError([Problem(str(path), 0, "", "no such file or directory")])
    if not path.is_dir():
        raise KnowledgeError([Problem(str(path), 0, "", "not a regular file or directory")])
    try:
        files = sorted(p for p in path.iterdir() if p.suffix in SUFFIXES and p.is_file())
    except OSError as exc:
        raise KnowledgeError(
            [Problem(str(path), 0, "", f"cannot list: {exc.strerror or exc}")]
        ) from None
    if not files:
        raise KnowledgeError([Problem(str(path), 0, "", "the directory has no .yaml file")])
    if len(files) > MAX_FILES:
        raise KnowledgeError([Problem(str(path), 0, "", f"more than {MAX_FILES} YAML files")])
    return files


def _read(file: Path) -> bytes:
    try:
        with file.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            raw = handle.read(MAX_FILE_BYTES + 1) if size <= MAX_FILE_BYTES else b""
    except OSError as exc:
        raise KnowledgeError(
            [Problem(str(file), 0, "", f"cannot read: {exc.strerror or exc}")]
        ) from None
    _check_raw(str(file), raw, max(size, len(raw)))  # it may have grown since fstat
    return raw


def _check_raw(name: str, raw: bytes, size: int) -> None:
    """Size, NUL bytes and UTF-8: what must hold before a file is parsed as YAML."""
    if size > MAX_FILE_BYTES:
        raise KnowledgeError(
            [Problem(name, 0, "", f"file is {size:,} bytes; the limit is {MAX_FILE_BYTES:,}")]
        )
    if b"\0" in raw:
        raise KnowledgeError([Problem(name, 0, "", "binary file (NUL byte); expected YAML")])
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise KnowledgeError(
            [Problem(name, line, "", f"not UTF-8 text (byte {exc.start})")]
        ) from None


_PARSED = DigestCache(16)  # digest -> (data, lines)
_VALIDATED = DigestCache(16)  # digest -> KnowledgeFile


def _parse(name: str, raw: bytes) -> ParsedFile:
    """Safe-parse one document, refusing aliases and deep nesting before building objects."""
    digest = hashlib.sha256(raw).digest()
    hit = _PARSED.get(digest)
    if hit is not None:
        return ParsedFile(name, hit[0], hit[1], digest)
    parsed = _parse_text(name, raw.decode("utf-8"))
    parsed.digest = digest
    _PARSED.put(digest, (parsed.data, parsed.lines))
    return parsed


def _parse_text(name: str, text: str) -> ParsedFile:
    import yaml

    try:
        node, data = _safe_parse(name, text, _fast_loader())
    except yaml.YAMLError:
        pass  # rare: parse again below for the pure-Python loader's clearer message
    else:
        return _parsed(name, node, data)
    try:
        node, data = _safe_parse(name, text, yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (0, 0)
        what = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        raise KnowledgeError(
            [Problem(name, line, "", f"YAML syntax error at column {col}: {what}")]
        ) from None
    except yaml.YAMLError as exc:
        raise KnowledgeError([Problem(name, 0, "", f"YAML error: {exc}")]) from None
    return _parsed(name, node, data)


def _fast_loader() -> type[yaml.SafeLoader]:
    """libyaml's loader: it parses a file at the size cap in milliseconds, not seconds."""
    import yaml

    loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return loader


def _safe_parse(name: str, text: str, loader: type[yaml.SafeLoader]) -> tuple[Any, Any]:
    """The document's node tree (for lines and duplicate keys) and its data, built from
    that same tree: one parse, not two (a generated tournament file is large)."""
    _check_events(name, text, loader)
    reader = loader(text)  # a SafeLoader: plain data only
    try:
        node = reader.get_single_node()
        data = reader.construct_document(node) if node is not None else None
    finally:
        reader.dispose()
    return node, data


def _parsed(name: str, node: Any, data: Any) -> ParsedFile:
    if data is None:
        raise KnowledgeError([Problem(name, 1, "", "the file is empty")])
    if not isinstance(data, dict):
        raise KnowledgeError(
            [Problem(name, 1, "", f"the top level must be a mapping, not {type(data).__name__}")]
        )
    parsed = ParsedFile(name, data)
    assert node is not None
    duplicates = _index_lines(node, (), parsed.lines)
    if duplicates:
        raise KnowledgeError(
            [
                Problem(name, line, dotted(at), f"key given twice (first on line {first})")
                for at, line, first in duplicates
            ]
        )
    return parsed


def _line(event: yaml.Event) -> int:
    return event.start_mark.line + 1 if event.start_mark else 0


def _check_events(name: str, text: str, loader: type[yaml.SafeLoader]) -> None:
    import yaml

    depth = documents = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.AliasEvent):
            line = _line(event)
            raise KnowledgeError(
                [Problem(name, line, "", "YAML aliases (*name) are not allowed here")]
            )
        if isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                line = _line(event)
                raise KnowledgeError([Problem(name, line, "", "one YAML document per file")])
        if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                line = _line(event)
                raise KnowledgeError(
                    [Problem(name, line, "", f"nested deeper than {MAX_DEPTH} levels")]
                )
        elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
            depth -= 1


def _index_lines(
    node: yaml.Node, path: YamlPath, out: dict[YamlPath, int]
) -> list[tuple[YamlPath, int, int]]:
    """Record the 1-based line of every key and list item, by its path.

    Returns the keys given twice in one mapping (path, line, first line): a YAML loader
    silently keeps the last, which would quietly drop what a moderator wrote first.
    """
    import yaml

    duplicates: list[tuple[YamlPath, int, int]] = []
    stack: list[tuple[yaml.Node, YamlPath]] = [(node, path)]
    while stack:
        current, at = stack.pop()
        if isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                child = (*at, str(key.value))
                line = key.start_mark.line + 1
                if child in out:
                    duplicates.append((child, line, out[child]))
                out.setdefault(child, line)
                stack.append((value, child))
        elif isinstance(current, yaml.SequenceNode):
            for i, item in enumerate(current.value):
                child = (*at, i)
                out.setdefault(child, item.start_mark.line + 1)
                stack.append((item, child))
    return sorted(duplicates, key=lambda d: d[1])


def _validate_file(parsed: ParsedFile) -> tuple[KnowledgeFile | None, list[Problem]]:
    """The file's one validation: its model, or each problem located in the file."""
    known = _VALIDATED.get(parsed.digest) if parsed.digest else None
    if known is not None:
        return known, []
    try:
        model = KnowledgeFile.model_validate(parsed.data)
    except ValidationError as exc:
        return None, [_problem_from_error(parsed, err) for err in exc.errors()]
    if parsed.digest:
        _VALIDATED.put(parsed.digest, model)
    return model, []


def _problem_from_error(parsed: ParsedFile, err: Any) -> Problem:
    loc = _strip_union_tags(parsed.data, tuple(err["loc"]))
    message = str(err["msg"]).removeprefix("Value error, ")
    if err["type"] == "extra_forbidden":
        message = "unknown key (check the spelling; see knowledge/schema.json)"
    return Problem(parsed.name, parsed.line_of(loc), dotted(loc), message)


_UNION_TAGS = {"goal", *Event.model_fields["kind"].annotation.__args__}  # type: ignore[union-attr]


def _strip_union_tags(data: Any, raw: YamlPath) -> YamlPath:
    """Drop the tag a discriminated union puts in an error's path ('goal', 'break', ...).

    Only where the item at that point of the document really is tagged with it, so an
    unknown key that happens to be spelled like a tag (`goal:` in a person) is kept, and
    a field named like its item's tag (a card event's `card:`) is kept after the tag.
    """
    loc: list[str | int] = []
    node = data
    for part in raw:
        if (
            part in _UNION_TAGS
            and isinstance(node, dict)
            and node.get("kind") == part
            and (part not in node or (loc and isinstance(loc[-1], int)))
        ):
            continue  # the tag comes right after the item's index
        loc.append(part)
        if isinstance(node, dict):
            node = node.get(part)
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        else:
            node = None
    return tuple(loc)


def check_file_text(name: str, text: str) -> KnowledgeFile:
    """One file's text, parsed and validated on its own (with its tournament's checks):
    what a generated file must pass before it is written. Raises `KnowledgeError`."""
    raw = text.encode("utf-8")
    _check_raw(name, raw, len(raw))
    parsed = _parse(name, raw)
    model, problems = _validate_file(parsed)
    if model is None:
        raise KnowledgeError(problems)
    if model.tournament is not None:
        found = [
            Problem(name, parsed.line_of(path), dotted(path), message)
            for path, message in tournament_problems(model.tournament)
        ]
        if found:
            raise KnowledgeError(found)
    return model
