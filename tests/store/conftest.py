"""Fixtures: every store test runs against SQLite (a fresh file) and PostgreSQL (a fresh
schema in TEST_DATABASE_URL, dropped afterwards; skipped when the server is not there)."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.store import Store, mask_url, open_store

PG_URL = os.environ.get("TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")


def _pg_problem() -> str | None:
    """Why PostgreSQL cannot be used, or None when it can."""

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
    """The PostgreSQL URL, or a skip with the reason."""
    problem = _pg_problem()
    if problem is not None:
        pytest.skip(f"PostgreSQL not reachable at {mask_url(PG_URL)}: skipped ({problem})")
    return PG_URL


class Backend:
    """Opens store instances on one database, as separate processes would, and cleans up."""

    def __init__(self, name: str, target: str | Path, schema: str | None = None) -> None:
        self.name = name
        self.target = target
        self.schema = schema
        self.opened: list[Store] = []

    async def open(self, **options: Any) -> Store:
        if self.schema is not None:
            options["schema"] = self.schema
        store = await open_store(self.target, **options)
        self.opened.append(store)
        return store

    async def cleanup(self) -> None:
        for store in self.opened:
            await store.close()
        if self.schema is not None:
            conn = await asyncpg.connect(str(self.target), timeout=5)
            try:
                await conn.execute(f"DROP SCHEMA IF EXISTS {self.schema} CASCADE")
            finally:
                await conn.close()


@pytest.fixture(params=["sqlite", "postgres"])
def chosen_backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    """Sync, so that probing PostgreSQL happens outside the test's event loop."""
    if request.param == "sqlite":
        return Backend("sqlite", tmp_path / "data" / "matchbot.sqlite3")
    url = request.getfixturevalue("pg_url")
    return Backend("postgres", url, schema=f"matchbot_test_{uuid.uuid4().hex[:16]}")


@pytest.fixture
async def backend(chosen_backend: Backend) -> AsyncIterator[Backend]:
    yield chosen_backend
    await chosen_backend.cleanup()


@pytest.fixture
async def store(backend: Backend) -> Store:
    return await backend.open()


@pytest.fixture
async def postgres(pg_url: str) -> AsyncIterator[Backend]:
    """PostgreSQL only (notification tests)."""
    chosen = Backend("postgres", pg_url, schema=f"matchbot_test_{uuid.uuid4().hex[:16]}")
    yield chosen
    await chosen.cleanup()
