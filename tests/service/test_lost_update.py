"""Issue 23, row 3: two bot processes on one store (SQLite file or PostgreSQL), two
moderators changing one server's knowledge at once: the first change is saved, the other
is told nothing was saved; no acknowledged change is ever overwritten, and a refused
teaching leaves its question in the unanswered list.

Each process is `tests/peer.py` (the service opened as the bot opens it). A SQLite peer
only hears of the other's change at its next periodic check (10 s), so its view is stale
on purpose: the base is checked in the store, inside the saving transaction."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.store import open_store
from tests.conftest import NEW_INTENT
from tests.service.test_processes import Peer, taught_files

GUILD = 424242


@pytest.fixture(params=["sqlite", "postgres"])
def backend_kind(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """Sync, so that probing PostgreSQL (pg_url) happens outside the test's event loop."""
    if request.param == "sqlite":
        return "sqlite", str(tmp_path / "data" / "matchbot.sqlite3")
    return "postgres", str(request.getfixturevalue("pg_url"))


@pytest.fixture
async def store_target(backend_kind: tuple[str, str]) -> AsyncIterator[str]:
    """The SQLite file, or DATABASE_URL on a fresh schema (dropped afterwards)."""
    kind, target = backend_kind
    if kind == "sqlite":
        yield target
        return
    schema = f"matchbot_test_{uuid.uuid4().hex[:16]}"
    conn = await asyncpg.connect(target)
    await conn.execute(f"CREATE SCHEMA {schema}")
    await conn.close()
    yield f"{target}{'&' if '?' in target else '?'}search_path={schema}"
    conn = await asyncpg.connect(target)
    await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    await conn.close()


@pytest.fixture
async def two(store_target: str) -> AsyncIterator[tuple[Peer, Peer]]:
    one = await Peer.start(store_target)
    other = await Peer.start(store_target)
    try:
        yield one, other
    finally:
        await one.stop()
        await other.stop()


def cheese_files() -> dict[str, str]:
    files = taught_files()
    files["intents.yaml"] = files["intents.yaml"].replace("Salt and vinegar", "Cheese")
    return files


async def test_a_second_confirm_after_the_first_saves_nothing(
    two: tuple[Peer, Peer],
) -> None:
    one, other = two
    assert (await one.call("prepare", guild=GUILD, files=taught_files(), token=1))["ok"]
    assert (await other.call("prepare", guild=GUILD, files=cheese_files(), token=2))["ok"]
    first = await one.call("confirm", guild=GUILD, token=1)
    await asyncio.sleep(0.5)
    second = await other.call("confirm", guild=GUILD, token=2)
    assert "record" in first
    assert "changed since this was prepared" in second.get("refused", ""), second
    assert (await one.call("history", guild=GUILD))["records"] == [first["record"]]
    kiosk = "what flavour were the crisps at the kiosk?"
    assert "Salt and vinegar" in (await other.call("ask", guild=GUILD, question=kiosk))["text"]


async def test_two_teachings_at_once_one_is_saved_the_other_refused(
    two: tuple[Peer, Peer], store_target: str
) -> None:
    one, other = two
    store = await open_store(store_target)
    try:
        for key in ("tickets", "parking"):
            await store.record_unanswered(GUILD, key, f"where is the {key}?", None)
        results = await asyncio.gather(
            one.call(
                "teach",
                guild=GUILD,
                question="where is the tickets?",
                answer="Gate A.",
                key="tickets",
            ),
            other.call(
                "teach",
                guild=GUILD,
                question="where is the parking?",
                answer="Lot B.",
                key="parking",
            ),
        )
        saved = [r for r in results if "record" in r]
        refused = [r for r in results if "refused" in r]
        assert len(saved) >= 1 and len(saved) + len(refused) == 2, results
        history = [v.id for v in await store.history(GUILD)]
        assert sorted(history) == sorted(r["record"] for r in saved)
        live = await store.active_version(GUILD)
        assert live is not None
        # every acknowledged teaching is in the live version (none overwritten)
        for result, answer in zip(results, ("Gate A.", "Lot B."), strict=True):
            taught = answer in live.files.get("taught.yaml", "")
            assert taught == ("record" in result), (result, live.files.get("taught.yaml"))
        # a refused teaching's question is still waiting to be taught
        left = {e.key for e in await store.unanswered(GUILD)}
        for result, key in zip(results, ("tickets", "parking"), strict=True):
            assert (key in left) == ("refused" in result)
    finally:
        await store.close()


async def test_a_reset_from_a_stale_view_saves_nothing(two: tuple[Peer, Peer]) -> None:
    """A reset racing a confirmed upload in another process: either the upload was saved
    (and is in the history) or it was refused; never acknowledged and then lost."""
    one, other = two
    files = taught_files()
    files["intents.yaml"] += NEW_INTENT.replace("kiosk-crisps", "kiosk-crisps-2").replace(
        "crisps at the kiosk", "drinks at the kiosk"
    )
    assert (await one.call("prepare", guild=GUILD, files=files, token=1))["ok"]
    results = await asyncio.gather(
        one.call("confirm", guild=GUILD, token=1), other.call("reset", guild=GUILD)
    )
    history = (await one.call("history", guild=GUILD))["records"]
    assert "record" in results[0] or "refused" in results[0]
    assert len(history) == (1 if "record" in results[0] else 0)
