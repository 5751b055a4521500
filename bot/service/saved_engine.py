"""The operator's built engine, saved in the data directory and keyed by what it was
built from, so `python -m bot ask`, the console and a restart skip parsing the knowledge
files and building the engine when neither the files nor the code changed.

The key covers the knowledge files' names and bytes (the bundled intents included), the
directory, the engine and knowledge code, the Python and library versions. A saved engine
is only ever a shortcut: one that is missing, stale, corrupt, of another code version or
unreadable is ignored and the engine is built as before (and saved again); a directory
that cannot be written is only a slower start. The file lives in the operator's own data
directory (DATA_PATH's, or ENGINE_DISK_CACHE_PATH), never among uploaded knowledge, and
is written only by this process; pickle is read from nowhere else.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import logging
import os
import pickle
import sys
import tempfile
from functools import cache
from pathlib import Path

import pydantic
import pydantic_core
import rapidfuzz

from bot.engine import Engine
from bot.knowledge import LoadedKnowledge, knowledge_version, load_knowledge, read_knowledge_texts

log = logging.getLogger(__name__)

PREFIX = "engine-"
SUFFIX = ".pickle"
KEEP = 4  # saved engines kept (the newest): a few knowledge versions, bounded disk use
_CODE = Path(__file__).resolve().parents[1]  # the `bot` package
_CODE_DIRS = ("engine", "knowledge")  # what a saved engine is made of
_CODE_FILES = frozenset({".py", ".yaml"})  # code, and data the code ships (names.yaml)


def build(path: Path) -> tuple[LoadedKnowledge, Engine]:
    loaded = load_knowledge(path)
    return loaded, Engine(loaded)


def load_or_build(path: Path, cache_dir: Path | None) -> tuple[LoadedKnowledge, Engine]:
    """The knowledge at `path` and its engine: from `cache_dir` when saved there from the
    same files and code, else loaded and built (and saved). `cache_dir` None: no saving.
    Raises what `load_knowledge` raises for bad files, never because of the cache."""
    if cache_dir is None:
        return build(path)
    try:
        texts = read_knowledge_texts(path)
        key = _key(path, texts)
    except Exception:  # unreadable or bad files: loading says what is wrong
        return build(path)
    file = cache_dir / f"{PREFIX}{key}{SUFFIX}"
    saved = _read(file, texts)
    if saved is not None:
        return saved
    built = build(path)
    if built[0].texts == texts:  # the files did not change while we read them twice
        _write(cache_dir, file, built)
    return built


def _read(file: Path, texts: dict[str, str]) -> tuple[LoadedKnowledge, Engine] | None:
    try:
        with file.open("rb") as handle:
            saved = _unpickle(handle.read())
    except FileNotFoundError:
        return None
    except Exception as exc:  # corrupt, truncated, of other code: build instead
        log.warning("ignoring the saved engine %s (%s); building it again", file, exc)
        return None
    if (
        isinstance(saved, tuple)
        and len(saved) == 2
        and isinstance(saved[0], LoadedKnowledge)
        and isinstance(saved[1], Engine)
        and saved[0].texts == texts
        and saved[1].version == saved[0].version
    ):
        return saved[0], saved[1]
    log.warning("ignoring the saved engine %s (not what it should hold)", file)
    return None


def _unpickle(data: bytes) -> object:
    """The saved objects, with garbage collection paused while they are made: they are
    all alive, and the collections their many containers would set off (a quarter of
    the time unpickling, or more) would find nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.loads(data)
    finally:
        if enabled:
            gc.enable()


def _write(cache_dir: Path, file: Path, built: tuple[LoadedKnowledge, Engine]) -> None:
    """Save atomically (a reader sees the old file or the whole new one) and keep the
    newest few; any failure only means the next start builds again."""
    tmp: str | None = None
    try:
        data = pickle.dumps(built, protocol=pickle.HIGHEST_PROTOCOL)
        cache_dir.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".engine-", suffix=".tmp", dir=cache_dir)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, file)
        tmp = None
        _prune(cache_dir)
    except Exception as exc:
        log.info("could not save the built engine in %s: %s", cache_dir, exc)
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _prune(cache_dir: Path) -> None:
    saved = sorted(
        (p for p in cache_dir.glob(f"{PREFIX}*{SUFFIX}") if p.is_file()),
        key=lambda p: p.stat().st_mtime_ns,
        reverse=True,
    )
    for old in saved[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()


def _key(path: Path, texts: dict[str, str]) -> str:
    digest = hashlib.sha256()
    digest.update(code_version().encode())
    digest.update(str(path.resolve()).encode() + b"\0")
    digest.update(knowledge_version(texts).encode() + b"\0")
    for name in sorted(texts):
        digest.update(name.encode() + b"\0" + texts[name].encode() + b"\0")
    return digest.hexdigest()[:40]


@cache
def code_version() -> str:
    """A digest of the engine and knowledge code and of what they run on: a saved engine
    of any other code is never read."""
    digest = hashlib.sha256(sys.version.encode())
    for library in (pydantic.VERSION, pydantic_core.__version__, rapidfuzz.__version__):
        digest.update(str(library).encode() + b"\0")
    for sub in _CODE_DIRS:
        for file in sorted(f for f in (_CODE / sub).rglob("*") if f.suffix in _CODE_FILES):
            digest.update(str(file.relative_to(_CODE)).encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()
