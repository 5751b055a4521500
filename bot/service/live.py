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
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReloadResult:
    ok: bool
    version: str  # the version now answering (the old one after a failure)
    previous: str
    diff: KnowledgeDiff | None = None
    problems: tuple[Problem, ...] = ()


class LiveKnowledge:
    def __init__(self, path: Path) -> None:
        self.path = path
        loaded = load_knowledge(path)
        # One reference for both, so a reader never pairs one version's files with
        # another's engine.
        self._current = (loaded, Engine(loaded))
        self._lock = threading.Lock()  # one reload at a time; readers never wait

    @property
    def engine(self) -> Engine:
        return self._current[1]

    @property
    def loaded(self) -> LoadedKnowledge:
        """What the engine was built from, with the files' texts (for overlays)."""
        return self._current[0]

    def reload(self) -> ReloadResult:
        with self._lock:
            old = self._current[1]
            try:
                loaded = load_knowledge(self.path)
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
            self._current = (loaded, new)
            return ReloadResult(
                True, new.version, old.version, diff_knowledge(old.knowledge, new.knowledge)
            )
