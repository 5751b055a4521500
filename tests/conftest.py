"""Shared fixtures: the bundled knowledge, loaded once, and a service around it."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from bot.engine.engine import Engine
from bot.knowledge.loader import LoadedKnowledge, load_knowledge, read_knowledge_texts
from bot.service import MatchService
from bot.service import live as live_module
from bot.service.live import LiveKnowledge
from bot.service.saved_engine import load_or_build
from bot.store import Store, mask_url, open_store
from tests import shared_builds

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"

# Saved engines of test runs (the service's and `python -m bot` subprocesses') go to a
# directory of the run's own, not to data/cache in the checkout, and so do the engines the
# run shares between tests (`tests/shared_builds.py`). Under pytest-xdist the main process
# makes them and the workers inherit them: one directory each for the whole run, removed
# at its end by the process that made it.
_RUN_DIRS: list[str] = []
for _variable, _prefix in (
    ("ENGINE_DISK_CACHE_PATH", "matchbot-test-engine-cache-"),
    (shared_builds.ENV, "matchbot-test-builds-"),
):
    if _variable not in os.environ:
        os.environ[_variable] = tempfile.mkdtemp(prefix=_prefix)
        _RUN_DIRS.append(os.environ[_variable])


def pytest_unconfigure(config: pytest.Config) -> None:
    for directory in _RUN_DIRS:
        shutil.rmtree(directory, ignore_errors=True)


# A server's own intent, appended to its intents.yaml by the per-server knowledge tests.
CRISPS = "what flavour were the crisps at the kiosk?"
NEW_INTENT = """
  - id: kiosk-crisps
    description: The crisps at the kiosk
    patterns:
      - what flavour were the crisps at the kiosk
    answer:
      text: Salt and vinegar.
"""

# PostgreSQL for the tests that need one: this project's machines run a server on
# 127.0.0.1:5432 with trust auth and a database `test`; .ci/run exports TEST_DATABASE_URL and
# REQUIRE_POSTGRES=1 (so CI fails rather than skips when the server is missing).
PG_URL = os.environ.get("TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")
PG_SKIP = "PostgreSQL not reachable"


# Building the bundled knowledge's engine costs about half a second of CPU, and many tests
# start a LiveKnowledge on an unchanged copy of it. The same files always make the same
# engine (what the saved engine on disk relies on too), so within one test process a
# LiveKnowledge's first build is shared by the files' texts, the last few kept. Not
# shared: builds with a cache directory (the saved-engine tests), reloads (which build
# anew) and files that do not load (their errors come from a real load).
SHARED_BUILDS = 6
_builds: OrderedDict[tuple[tuple[str, str], ...], tuple[LoadedKnowledge, Engine]] = OrderedDict()


def _shared_build(path: Path, cache_dir: Path | None) -> tuple[LoadedKnowledge, Engine]:
    if cache_dir is not None or not shared_builds.enabled:
        return load_or_build(path, cache_dir)
    try:
        key = tuple(sorted(read_knowledge_texts(path).items()))
    except Exception:
        return load_or_build(path, cache_dir)
    if key in _builds:
        _builds.move_to_end(key)
        return _builds[key]
    built = load_or_build(path, cache_dir)
    if built[0].texts == dict(key):  # not changed while it was read
        _builds[key] = built
        while len(_builds) > SHARED_BUILDS:
            _builds.popitem(last=False)
    return built


@pytest.fixture(scope="session", autouse=True)
def shared_engine_builds() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch, shared_builds.installed():
        patch.setattr(live_module, "load_or_build", _shared_build)
        yield


@pytest.fixture(autouse=True)
def real_builds(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test marked `real_builds` builds every engine itself (see shared_builds)."""
    if request.node.get_closest_marker("real_builds") is not None:
        monkeypatch.setattr(shared_builds, "enabled", False)


@pytest.fixture(scope="session")
def loaded() -> LoadedKnowledge:
    return load_knowledge(KNOWLEDGE)


@pytest.fixture(scope="session")
def engine(loaded: LoadedKnowledge) -> Engine:
    return Engine(loaded)


@pytest.fixture
def knowledge_copy(tmp_path: Path) -> Path:
    """A writable copy of the bundled knowledge directory."""
    target = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    return target


@pytest.fixture
async def memory_store() -> AsyncIterator[Store]:
    """A store in memory, gone with the test."""
    store = await open_store(":memory:")
    yield store
    await store.close()


@pytest.fixture
async def service(knowledge_copy: Path, memory_store: Store) -> MatchService:
    """The service on a copy of the bundled knowledge and a store in memory."""
    return MatchService(LiveKnowledge(knowledge_copy), memory_store)


# Hypothesis: a bounded example count by default (CI), more with HYPOTHESIS_PROFILE=thorough.
hypothesis_settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.register_profile(
    "thorough", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def _pg_problem() -> str | None:
    """Why PostgreSQL cannot be used, or None when it can."""
    import asyncpg

    async def probe() -> None:
        conn = await asyncpg.connect(PG_URL, timeout=3)
        await conn.close()

    try:
        asyncio.run(probe())
    except Exception as exc:
        return f"{type(exc).__name__}: {' '.join(str(exc).split())}"
    return None


@pytest.fixture(scope="session")
def pg_url() -> str:
    """The PostgreSQL URL, or a skip with the reason (a failure with REQUIRE_POSTGRES=1)."""
    problem = _pg_problem()
    if problem is not None:
        message = f"{PG_SKIP} at {mask_url(PG_URL)}: skipped ({problem})"
        if os.environ.get("REQUIRE_POSTGRES") == "1":
            pytest.fail(message.replace("skipped", "required by REQUIRE_POSTGRES=1"))
        pytest.skip(message)
    return PG_URL


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Say it plainly when the PostgreSQL tests did not run, so a green run on a laptop
    without a server is not mistaken for a run that tested PostgreSQL."""
    skipped = terminalreporter.stats.get("skipped", [])
    pg = [r for r in skipped if PG_SKIP in str(getattr(r, "longrepr", ""))]
    if pg:
        terminalreporter.write_sep(
            "=",
            f"{len(pg)} PostgreSQL tests SKIPPED: no server at {mask_url(PG_URL)} "
            "(start one or set TEST_DATABASE_URL)",
            yellow=True,
            bold=True,
        )
