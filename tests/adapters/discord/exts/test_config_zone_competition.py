"""/config timezone and /config competition (issue 33): a moderator sets the zone the
server's answers give kick-offs in and the competition its questions mean when they name
none; both autocomplete, a bad value is told clearly (and not echoed raw), members are
refused, and every change is audited. The knowledge is La Liga and the Champions League
of 2024/25 in one; "now" is the service's clock, fixed here before La Liga's last
matchday (23-25 May 2025, which the data has no results for)."""

from __future__ import annotations

import datetime as dt
import shutil
from typing import Any

import discord
import pytest
from simcord import assert_error, assert_responded

from bot.adapters.discord.client import NotModerator
from bot.importers import import_football_json, write_imported
from bot.service import COMPETITION, TIMEZONE
from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import GUILD_ID, World, bot_messages
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"
TUESDAY = dt.datetime(2025, 5, 20, 10, 0, tzinfo=dt.UTC)
CL = "uefa-champions-league-2024-25"


@pytest.fixture(scope="module")
def liga_and_cl(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    target = tmp_path_factory.mktemp("ligacl") / "knowledge"
    target.mkdir()
    shutil.copy(KNOWLEDGE / "intents.yaml", target / "intents.yaml")
    write_imported(import_football_json([SEASON / "es.1.json", SEASON / "uefa.cl.json"]), target)
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(liga_and_cl: LiveKnowledge) -> LiveKnowledge:
    return liga_and_cl


async def asked(world: World, member: object, question: str) -> str:
    """The bot's reply to `question` in the answer channel."""
    await member.send(world.answers, question)  # type: ignore[attr-defined]
    return bot_messages(world.answers, world.bot)[-1].content


@pytest.fixture
def fixed_world(world: World) -> World:
    world.bot.service.answers.clock = lambda: TUESDAY
    return world


async def test_config_timezone_sets_the_kick_off_times_zone(fixed_world: World) -> None:
    world = fixed_world
    before = await asked(world, world.alice, "when do betis play next")
    assert "Friday 23 May 2025, 19:00 (UTC)" in before
    choices = await world.admin.autocomplete(world.general, "config timezone", "zone", "madr")
    assert [c["value"] for c in choices] == ["Europe/Madrid"]
    result = await world.admin.slash(world.general, "config timezone", zone="europe/madrid")
    assert_responded(result, ephemeral=True)
    assert result.response.content == "Kick-off times here are given in Europe/Madrid."
    assert await world.bot.service.config.get(world.guild.id, TIMEZONE) == "Europe/Madrid"
    shown = await world.admin.slash(world.general, "config show")
    assert "Time zone: Europe/Madrid\n" in shown.response.content + "\n"
    after = await asked(world, world.bob, "when do betis play next")
    assert "Friday 23 May 2025, 21:00 (Europe/Madrid)" in after
    result = await world.admin.slash(world.general, "config timezone")  # empty: the default
    assert result.response.content == "Kick-off times here are given in UTC."
    audit = await world.bot.service.store.audit_log(world.guild.id)
    assert [r.action for r in audit].count("config") == 2


async def test_a_bad_or_hostile_zone_is_told_and_changes_nothing(world: World) -> None:
    hostile = "@everyone " + "x" * 6000
    result = await world.admin.slash(world.general, "config timezone", zone=hostile)
    assert_responded(result, ephemeral=True)
    text = result.response.content
    assert "is not a time zone I know" in text and len(text) < 300
    assert "@everyone" not in text.replace("@\u200beveryone", "")  # no ping
    result = await world.admin.slash(world.general, "config timezone", zone="Mars/Olympus")
    assert "'Mars/Olympus' is not a time zone I know" in result.response.content
    assert await world.bot.service.config.own(world.guild.id, TIMEZONE) is None
    choices = await world.admin.autocomplete(world.general, "config timezone", "zone", hostile)
    assert len(choices) <= 25


async def test_config_competition_chooses_what_questions_naming_none_mean(world: World) -> None:
    question = "who topped the table"
    before = await asked(world, world.alice, question)
    assert "FC Barcelona" in before  # the league by default
    choices = await world.admin.autocomplete(
        world.general, "config competition", "competition", "cham"
    )
    assert [c["value"] for c in choices] == [CL]
    result = await world.admin.slash(world.general, "config competition", competition=CL)
    assert_responded(result, ephemeral=True)
    assert result.response.content == (
        "Questions naming no competition here mean the UEFA Champions League 2024/25."
    )
    assert await world.bot.service.config.get(world.guild.id, COMPETITION) == CL
    after = await asked(world, world.bob, question)
    assert "Liverpool FC" in after
    named = await asked(world, world.bob, "who topped la liga")  # named: that one
    assert "FC Barcelona" in named
    result = await world.admin.slash(world.general, "config competition")
    assert "the knowledge's own default (Spain Primera División 2024/25)" in (
        result.response.content
    )
    again = await asked(world, world.alice, question)
    assert "FC Barcelona" in again


async def test_a_bad_or_hostile_competition_is_told(world: World) -> None:
    hostile = "<@&1> " + "y" * 6000
    result = await world.admin.slash(world.general, "config competition", competition=hostile)
    assert_responded(result, ephemeral=True)
    text = result.response.content
    assert text.startswith("No competition of this server's knowledge fits") and len(text) < 400
    assert "UEFA Champions League 2024/25" in text  # what it holds
    assert await world.bot.service.config.own(world.guild.id, COMPETITION) is None


async def test_members_are_refused(world: World) -> None:
    from simcord.backend.errors import SetupError

    with pytest.raises(SetupError, match="not visible"):  # hidden from plain members
        await world.alice.slash(world.general, "config timezone", zone="UTC")
    synced = await world.bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
    config = next(c for c in synced if c.name == "config")
    world.guild.set_command_permissions(config, {world.alice: True})  # shown, still refused
    for command, option in (("timezone", "zone"), ("competition", "competition")):
        result = await world.alice.slash(world.general, f"config {command}", **{option: CL})
        assert_responded(result, contains="Only ", ephemeral=True)
        assert_error(world.env, NotModerator)
    assert await world.bot.service.config.own(world.guild.id, TIMEZONE) is None
    assert await world.bot.service.config.own(world.guild.id, COMPETITION) is None


async def test_a_spanish_client_is_answered_in_spanish(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    import simcord.interactions as sim_interactions

    build = sim_interactions.base_payload

    def in_spanish(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = "es-ES"
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", in_spanish)
    result = await world.admin.slash(world.general, "config timezone", zone="America/Mexico_City")
    assert result.response.content == "Aquí los horarios se dan en America/Mexico_City."
    result = await world.admin.slash(world.general, "config timezone", zone="Marte/Olimpo")
    assert result.response.content.startswith("'Marte/Olimpo' no es una zona horaria")
    result = await world.admin.slash(world.general, "config competition", competition=CL)
    assert result.response.content == (
        "Aquí las preguntas que no nombran una competición son sobre la Liga de Campeones 2024/25."
    )
