"""Issue 36, defect 2: previews are bounded. A server has one pending upload at most (a
newer one replaces it), and a preview keeps no engine once decided: Confirm, Cancel, the
view's timeout or a newer upload; one cancelled or replaced leaves the engine cache too."""

from __future__ import annotations

from typing import Any

from simcord import assert_responded

from bot.adapters.discord.exts.knowledge import ConfirmUpload
from bot.store import Store
from tests.adapters.discord.exts.conftest import GUILD_ID, World
from tests.adapters.discord.exts.test_knowledge import INTENTS, intents_file, upload
from tests.adapters.discord.exts.two_servers import (  # noqa: F401  (fixtures by name)
    bot_service,
    bot_settings,
    sqlite,
)
from tests.conftest import NEW_INTENT


def variant(n: int) -> tuple[str, bytes]:
    """An upload of its own version (its answer differs)."""
    return intents_file(INTENTS + NEW_INTENT.replace("Salt and vinegar", f"Flavour {n}"))


def own_versions(world: World) -> set[str]:
    """The versions in the engine cache that only this server asked for."""
    cache = world.bot.service.knowledge.engines
    return {v for v, e in cache._entries.items() if e.servers == {GUILD_ID}}


async def test_unconfirmed_uploads_keep_one_engine_per_server(world: World, sqlite: Store) -> None:
    knowledge = world.bot.service.knowledge
    shown = [await upload(world, world.admin, variant(n)) for n in range(5)]
    pending = knowledge.pending(GUILD_ID)
    assert pending is not None and pending.engine is not None
    assert own_versions(world) == {pending.version}  # the replaced ones left the cache
    stale = await world.admin.click(shown[0].message, label="Confirm")
    assert_responded(stale, contains="no longer pending")
    assert await sqlite.history(GUILD_ID) == []
    cancelled = await world.admin.click(shown[-1].message, label="Cancel")
    assert_responded(cancelled, contains="Cancelled")
    assert knowledge.pending(GUILD_ID) is None and pending.engine is None
    assert own_versions(world) == set()


async def test_a_confirmed_preview_keeps_no_engine(world: World, sqlite: Store) -> None:
    knowledge = world.bot.service.knowledge
    shown = await upload(world, world.admin, variant(1))
    preview = knowledge.pending(GUILD_ID)
    assert preview is not None and preview.engine is not None
    done = await world.admin.click(shown.message, label="Confirm")
    assert_responded(done, contains="Live in this server")
    assert preview.engine is None and knowledge.pending(GUILD_ID) is None
    assert own_versions(world) == {preview.version}  # live: the cache keeps it


async def test_a_preview_that_times_out_keeps_no_engine(world: World, sqlite: Store) -> None:
    knowledge = world.bot.service.knowledge
    await upload(world, world.admin, variant(2))
    preview = knowledge.pending(GUILD_ID)
    assert preview is not None and preview.engine is not None
    view: Any = ConfirmUpload(world.bot, GUILD_ID, world.admin.id, preview, "intents.yaml")
    await view.on_timeout()
    assert preview.engine is None and knowledge.pending(GUILD_ID) is None
    assert own_versions(world) == set()


async def test_the_same_file_uploaded_twice_keeps_its_engine_cached(
    world: World, sqlite: Store
) -> None:
    knowledge = world.bot.service.knowledge
    await upload(world, world.admin, variant(3))
    again = await upload(world, world.admin, variant(3))
    pending = knowledge.pending(GUILD_ID)
    assert pending is not None and pending.engine is not None
    assert own_versions(world) == {pending.version}  # replaced, but still the one in use
    done = await world.admin.click(again.message, label="Confirm")
    assert_responded(done, contains="Live in this server")
