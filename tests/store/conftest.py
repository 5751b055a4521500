"""Fixtures: every store test runs against SQLite (a fresh file) and PostgreSQL (a fresh
schema in TEST_DATABASE_URL, dropped afterwards; skipped when the server is not there)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.store import Store, open_store


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
