"""The tiny transaction protocol each SQL backend provides (SQLite through a worker
thread, PostgreSQL through asyncpg), apart so the store's parts can share it."""

from __future__ import annotations

from typing import Any, Protocol

Row = tuple[Any, ...]


class Tx(Protocol):
    """One open transaction: committed when its block ends, rolled back on an error."""

    async def execute(self, sql: str, *args: Any) -> int:
        """Run a statement; the number of rows it changed."""

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        """Run a query; its rows as tuples."""

    async def notify(self, payload: str) -> None:
        """Tell listening processes, on commit (a no-op where unsupported)."""
