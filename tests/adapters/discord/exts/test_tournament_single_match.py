"""A server whose knowledge is a single match (a report, no tournament): the tournament
commands say so instead of failing, in English and Spanish; autocomplete offers nothing."""

from __future__ import annotations

import shutil

import pytest
from simcord import assert_responded

from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.test_tournament import client, pick  # noqa: F401
from tests.conftest import KNOWLEDGE


@pytest.fixture(scope="module")
def single_match(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    target = tmp_path_factory.mktemp("single") / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    (target / "tournament.yaml").unlink(missing_ok=True)
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(single_match: LiveKnowledge) -> LiveKnowledge:
    assert single_match.engine.knowledge.tournament is None
    return single_match


@pytest.mark.parametrize(
    ("command", "options"),
    [("table", {"group": "A"}), ("bracket", {}), ("scorers", {}), ("team", {"team": "Spain"})],
)
async def test_each_command_says_there_is_no_tournament(
    world: World, client: str, command: str, options: dict[str, str]
) -> None:
    result = await world.alice.slash(world.general, command, **options)
    assert_responded(result, ephemeral=True)
    text = result.response.content
    assert text.startswith(
        pick(
            "This server's knowledge is a single match (Argentina v England",
            "El conocimiento de este servidor es un solo partido (Argentina vs. Inglaterra",
            client,
        )
    ), text
    assert not result.response.attachments


async def test_autocomplete_offers_nothing(world: World) -> None:
    assert await world.alice.autocomplete(world.general, "table", "group", "") == []
    assert await world.alice.autocomplete(world.general, "team", "team", "sp") == []


async def test_help_offers_no_tournament_commands(world: World) -> None:
    result = await world.alice.slash(world.general, "help")
    [embed] = result.response.embeds
    assert "/table" not in {f.name: f.value for f in embed.fields}["Commands"]
