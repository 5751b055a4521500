"""The live knowledge: one engine at a time, replaced whole on a good reload.

A reload loads and validates everything and builds the new engine before swapping a
single reference, so a question in flight finishes on the engine it started with and
no question ever sees half of two versions. A bad reload leaves the old engine in place.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from bot.engine import Engine
from bot.knowledge import (
    KnowledgeDiff,
    KnowledgeError,
    LoadedKnowledge,
    Problem,
    diff_knowledge,
    load_knowledge,
    load_knowledge_texts,
    overlay,
    read_knowledge_texts,
)
from bot.service.saved_engine import load_or_build

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReloadResult:
    ok: bool
    version: str  # the version now answering (the old one after a failure)
    previous: str
    diff: KnowledgeDiff | None = None
    problems: tuple[Problem, ...] = ()
    needs_confirm: bool = False  # refused only because it would remove a lot; confirm applies it


class LiveKnowledge:
    def __init__(self, path: Path, cache_dir: Path | None = None) -> None:
        """`cache_dir`: where the built engine is saved between runs and read back when
        the files and code are unchanged (`saved_engine`); None: built every time."""
        self.path = path
        # Files a feed stored for the operator (file name -> YAML), over those at `path`:
        # the feed's generated tournament.yaml replaces the one on disk.
        self.feed: dict[str, str] = {}
        # One reference for both, so a reader never pairs one version's files with
        # another's engine.
        self._current = load_or_build(path, cache_dir)
        self._lock = threading.Lock()  # one reload at a time; readers never wait

    @property
    def engine(self) -> Engine:
        return self._current[1]

    @property
    def loaded(self) -> LoadedKnowledge:
        """What the engine was built from, with the files' texts (for overlays)."""
        return self._current[0]

    def reload(self, *, confirm: bool = False) -> ReloadResult:
        """Load, validate and swap; a reload that would remove a whole file or most intents
        (a deleted file, a save cut off mid-file) is refused unless `confirm`."""
        with self._lock:
            old = self._current[1]
            try:
                loaded = self.load()
                new = Engine(loaded)
            except KnowledgeError as exc:
                return ReloadResult(False, old.version, old.version, None, tuple(exc.problems))
            except OSError as exc:
                problem = Problem(str(self.path), 0, "", f"cannot read: {exc.strerror or exc}")
                return ReloadResult(False, old.version, old.version, None, (problem,))
            except Exception as exc:  # a bug building the engine must not take down the bot
                log.exception("building the engine for %s failed", self.path)
                problem = Problem(
                    str(self.path), 0, "", f"valid, but the engine failed on it: {exc!r}"
                )
                return ReloadResult(False, old.version, old.version, None, (problem,))
            losses = () if confirm else _losses(self._current[0], loaded)
            if losses:
                return ReloadResult(False, old.version, old.version, None, losses, True)
            self._current = (loaded, new)
            return ReloadResult(
                True, new.version, old.version, diff_knowledge(old.knowledge, new.knowledge)
            )

    def load(self, feed: dict[str, str] | None = None) -> LoadedKnowledge:
        """The files at `path` with the feed's over them (`feed`: those, not the current)."""
        files = self.feed if feed is None else feed
        if not files:
            return load_knowledge(self.path)
        return load_knowledge_texts(overlay(read_knowledge_texts(self.path), files))

    def use_feed(self, files: dict[str, str]) -> ReloadResult:
        """Answer from the files at `path` with these feed files over them (a feed stored
        them, here or in another process); the old ones stay if they do not load."""
        previous = self.feed
        self.feed = dict(files)
        result = self.reload(confirm=True)
        if not result.ok:
            self.feed = previous
        return result


def _losses(old: LoadedKnowledge, new: LoadedKnowledge) -> tuple[Problem, ...]:
    """What a reload would lose that is more likely an accident than an edit."""
    kept = {Path(name).name for name in new.files}  # by name: the directory may move
    problems = [
        Problem(name, 0, "", "the file is gone: the reload would remove all of it")
        for name in old.files
        if Path(name).name not in kept
    ]
    before, after = len(old.knowledge.intents), len(new.knowledge.intents)
    if after * 2 < before:
        first = new.files[0] if new.files else "knowledge"
        problems.append(
            Problem(
                first, 0, "intents", f"the reload would remove {before - after} of {before} intents"
            )
        )
    return tuple(
        Problem(p.file, p.line, p.field, f"{p.message}; confirm to apply it anyway")
        for p in problems
    )
