"""/quote and /player: autocomplete that filters and caps, and a re-check of what was sent."""

from __future__ import annotations

import copy
import shutil

import pytest
from simcord import assert_responded

from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.embed_limits import assert_within_limits
from tests.conftest import KNOWLEDGE

EXTRA = 30  # more people (and speakers) than autocomplete may show


@pytest.fixture(scope="module")
def crowded_knowledge(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    """The bundled knowledge plus a file of 30 extra people, each with a quote."""
    target = tmp_path_factory.mktemp("crowded") / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    lines = ["schema_version: 1", "people:"]
    for i in range(1, EXTRA + 1):
        lines += [f"  - id: extra-{i:02d}", f"    name: Extra Player {i:02d}"]
        lines += ["    team: england", "    roles: [player]"]
    lines.append("quotes:")
    for i in range(1, EXTRA + 1):
        lines += [f"  - id: extra-{i:02d}-said", f"    speaker: extra-{i:02d}"]
        lines += [f"    text: Quote number {i}.", "    about: testing"]
    (target / "extra.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(crowded_knowledge: LiveKnowledge) -> LiveKnowledge:
    return copy.copy(crowded_knowledge)


async def test_quote_autocomplete_filters_to_speakers(world: World) -> None:
    choices = await world.alice.autocomplete(world.general, "quote", "person", "ka")
    assert {"name": "Harry Kane", "value": "kane"} in choices
    assert all("ka" in c["name"].lower() for c in choices)
    names = [
        c["name"] for c in await world.alice.autocomplete(world.general, "quote", "person", "")
    ]
    assert "Anthony Gordon" not in names  # no quote from him: not offered


async def test_autocomplete_caps_at_25(world: World) -> None:
    for command, option in (("quote", "person"), ("player", "name")):
        everyone = await world.alice.autocomplete(world.general, command, option, "")
        assert len(everyone) == 25
        extras = await world.alice.autocomplete(world.general, command, option, "extra")
        assert len(extras) == 25 and all(c["name"].startswith("Extra") for c in extras)


async def test_player_autocomplete_prefix_first(world: World) -> None:
    choices = await world.alice.autocomplete(world.general, "player", "name", "mar")
    names = [c["name"] for c in choices]
    assert "Lautaro Martinez" in names
    assert all("mar" in n.lower() for n in names)


async def test_quote_shows_every_quote_verbatim(world: World) -> None:
    result = await world.alice.slash(world.general, "quote", person="tuchel")
    assert_responded(result, ephemeral=False)
    [embed] = result.response.embeds
    assert_within_limits(embed)
    engine = world.bot.service.live.engine
    texts = [q.text for q in engine.knowledge.quotes if q.speaker == "tuchel"]
    assert len(texts) >= 2
    for text in texts:
        assert text.replace("*", "\\*").replace("_", "\\_") in embed.description


async def test_quote_accepts_a_typed_name(world: World) -> None:
    result = await world.alice.slash(world.general, "quote", person="harry kane")
    assert "Gutted for the boys" in result.response.embeds[0].description


async def test_quote_unknown_person_is_a_helpful_ephemeral_error(world: World) -> None:
    result = await world.alice.slash(world.general, "quote", person="Ronaldo **now**")
    assert_responded(result, contains="I don't know anyone called", ephemeral=True)
    assert "\\*\\*now\\*\\*" in result.response.content  # echoed safely
    assert "Try:" in result.response.content


async def test_quote_refuses_someone_without_quotes(world: World) -> None:
    result = await world.alice.slash(world.general, "quote", person="gordon")
    assert_responded(result, contains="I don't know anyone called", ephemeral=True)


async def test_player_card(world: World) -> None:
    result = await world.alice.slash(world.general, "player", name="lautaro-martinez")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert embed.title == "Lautaro Martinez"
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Team"] == "Argentina"
    assert "winner" in embed.description


async def test_player_typo_is_resolved_by_the_engine(world: World) -> None:
    result = await world.alice.slash(world.general, "player", name="Messsi")
    assert result.response.embeds[0].title == "Lionel Messi"


async def test_player_unknown_name(world: World) -> None:
    result = await world.alice.slash(world.general, "player", name="zzzz")
    assert_responded(result, contains="Try:", ephemeral=True)
