"""Engines built once per test run and shared by what they are built from.

Building an engine for the bundled knowledge (or a server's upload of it with one intent
more) costs about half a second of CPU, and the service, Discord and multi-process tests
build the same few versions hundreds of times: every upload, preview, teaching and reload
of the same files. The same files always make the same engine (what the saved engine on
disk relies on too), so a test run builds each version once and every later build of it
reads a pickled copy instead (about 0.03 s): each caller still gets an engine of its own,
so nothing one test does to an engine reaches another.

The copies live in one directory for the whole run (`MATCHBOT_TEST_BUILDS`, made by
`tests/conftest.py` and inherited by the pytest-xdist workers and the processes of
`tests/peer.py`), keyed by the knowledge version (the files' bytes, the bundled intents
included) and the registered languages. Only the service's builds go through it:
`LiveKnowledge` reloads, the saved engine's build and `EngineCache` builds (with their
measure). An engine built directly (`Engine(loaded)`) is always built, and a test marked
`real_builds` builds everything itself (one that breaks the engine's constructor, say).
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from bot.engine import Cost, Engine
from bot.engine.understanding.lang import codes
from bot.knowledge import LoadedKnowledge, load_knowledge
from bot.service import engines as engines_module
from bot.service import live as live_module
from bot.service import saved_engine as saved_engine_module

ENV = "MATCHBOT_TEST_BUILDS"
KEEP = 48  # copies kept (the newest): about 1.5 MB each
T = TypeVar("T")

_real_engine_build = engines_module.build
enabled = True  # False while a `real_builds` test runs


def _directory() -> Path | None:
    value = os.environ.get(ENV)
    return Path(value) if value else None


def _key(kind: str, loaded: LoadedKnowledge) -> str:
    return f"{kind}-{loaded.version}-{'.'.join(codes())}.pickle"


def _shared(kind: str, loaded: LoadedKnowledge, make: Callable[[], T]) -> T:
    """`make()`'s result, or a copy of the one made for the same version earlier."""
    directory = _directory()
    if directory is None or not enabled:
        return make()
    file = directory / _key(kind, loaded)
    try:
        data = file.read_bytes()
    except OSError:
        data = None
    if data is not None:
        collecting = gc.isenabled()
        gc.disable()  # all of it stays alive: a collection would find nothing to free
        try:
            return pickle.loads(data)  # type: ignore[no-any-return]
        except Exception:
            pass  # cut short or foreign: make it again
        finally:
            if collecting:
                gc.enable()
    made = make()
    _save(directory, file, made)
    return made


def _save(directory: Path, file: Path, made: object) -> None:
    try:
        data = pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL)
        fd, tmp = tempfile.mkstemp(prefix=".build-", dir=directory)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, file)  # whole or not at all, for the other processes
    except Exception:
        return  # not picklable, or no room: only slower
    copies = sorted(directory.glob("*.pickle"), key=_mtime, reverse=True)
    for old in copies[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def engine(loaded: LoadedKnowledge) -> Engine:
    """`Engine(loaded)`, shared: what `LiveKnowledge.reload` builds."""
    return _shared("engine", loaded, lambda: Engine(loaded))


def engine_and_cost(loaded: LoadedKnowledge) -> tuple[Engine, Cost]:
    """`EngineCache`'s build (the engine and its measure), shared."""
    return _shared("measured", loaded, lambda: _real_engine_build(loaded))


def saved_engine_build(path: Path) -> tuple[LoadedKnowledge, Engine]:
    """The saved engine's build (when there is no saved engine to read), shared."""
    loaded = load_knowledge(path)
    return loaded, engine(loaded)


@contextlib.contextmanager
def installed() -> Iterator[None]:
    """The service's builds shared, while the context lasts."""
    import pytest

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engines_module, "build", engine_and_cost)
        patch.setattr(live_module, "Engine", engine)
        patch.setattr(saved_engine_module, "build", saved_engine_build)
        yield


def install() -> None:
    """For a process of its own (`tests/peer.py`): shared for the process's lifetime, when
    the test run made the directory."""
    if _directory() is None:
        return
    engines_module.build = engine_and_cost
    live_module.Engine = engine  # type: ignore[misc,assignment]
    saved_engine_module.build = saved_engine_build
