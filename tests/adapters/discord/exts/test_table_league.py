"""/table in a server following a league: no group to type, the whole league table (the
answer to "league table" in plain words gives only its top and bottom and points here)."""

from __future__ import annotations

import json
import shutil

import pytest
from simcord import assert_responded

from bot.adapters.cli import main
from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.embed_limits import assert_within_limits
from tests.conftest import KNOWLEDGE
from tests.tournament.test_long_table import CLUBS, _season


@pytest.fixture(scope="module")
def league_knowledge(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    tmp = tmp_path_factory.mktemp("league")
    source = tmp / "league.json"
    source.write_text(json.dumps(_season()), encoding="utf-8")
    assert main(["import", "football-json", str(source), "--out", str(tmp / "imported")]) == 0
    target = tmp / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    shutil.copy(tmp / "imported" / "tournament.yaml", target / "tournament.yaml")
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(league_knowledge: LiveKnowledge) -> LiveKnowledge:
    return league_knowledge


async def test_table_of_a_league_without_a_group(world: World) -> None:
    result = await world.alice.slash(world.general, "table")
    assert_responded(result, ephemeral=False)
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert embed.title == "Long League 2025/26"
    rows = [line for line in embed.description.splitlines() if line[:1].isdigit()]
    assert len(rows) == len(CLUBS), embed.description
    assert rows[0].startswith(f"1. {CLUBS[0]}:") and rows[-1].startswith(f"16. {CLUBS[-1]}:")
    assert embed.image.url == "attachment://table-league.png"
