"""/score, /match, /timeline, /goals and /help as a fan sees them."""

from __future__ import annotations

from simcord import assert_responded

from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.embed_limits import assert_within_limits


async def test_score_is_one_line_with_scorers(world: World) -> None:
    result = await world.alice.slash(world.general, "score")
    assert_responded(result, ephemeral=False)
    line = result.response.content
    assert "\n" not in line
    assert "Argentina beat England 2-1" in line
    assert "Lautaro Martinez 90+'" in line and "Anthony Gordon 55'" in line


async def test_match_card(world: World) -> None:
    result = await world.alice.slash(world.general, "match")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert "Argentina v England" in embed.title
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Score"] == "Argentina 2-1 England"
    assert "Lautaro Martinez" in fields["Scorers"] and "90+'" in fields["Scorers"]
    assert "Mercedes-Benz Stadium" in fields["Venue"]
    assert "Spain" in fields["Next match"]
    assert "AFP" in fields["Source"]
    assert fields["Day"].startswith("Wednesday")


async def test_timeline_in_match_order(world: World) -> None:
    result = await world.alice.slash(world.general, "timeline")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    lines = embed.description.splitlines()
    goals = [line for line in lines if "GOAL" in line]
    assert [g.split(":")[1].split("(")[0].strip() for g in goals] == [
        "Anthony Gordon",
        "Enzo Fernandez",
        "Lautaro Martinez",
    ]
    assert any("triple change" in line for line in lines)
    assert any("post" in line for line in lines)
    assert lines.index(goals[0]) < lines.index(goals[1])


async def test_goals_one_field_per_goal(world: World) -> None:
    result = await world.alice.slash(world.general, "goals")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert [f.name for f in embed.fields] == [
        "55' Anthony Gordon (England): Argentina 0-1 England",
        "85' Enzo Fernandez (Argentina): Argentina 1-1 England",
        "90+' Lautaro Martinez (Argentina): Argentina 2-1 England",
    ]
    assert "header" in embed.fields[2].value and "Lionel Messi" in embed.fields[2].value


async def test_help_is_ephemeral_and_names_the_answer_channel(world: World) -> None:
    result = await world.alice.slash(world.general, "help")
    assert_responded(result, ephemeral=True)
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert "Argentina v England" in embed.description
    fields = {f.name: f.value for f in embed.fields}
    assert f"<#{world.answers.id}>" in fields["How to ask"]
    for command in ("/ask", "/score", "/match", "/timeline", "/goals", "/quote", "/player"):
        assert command in fields["Commands"]
