"""Issue 36, defect 3, in Discord: every picture command defers first (drawing never
misses Discord's 3 s), and a picture past the bounds is left out or cut, with the text
kept: a bracket whose only round is too big to draw is sent as text and says so; a
100-team group's table is counted off the event loop and its picture holds the first
rows, the text saying so."""

from __future__ import annotations

import shutil
import threading
from typing import Any

import pytest
import yaml
from simcord import assert_responded

from bot.adapters.discord import tournament_cards
from bot.adapters.pictures import MAX_ROWS, MAX_SIDE
from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.embed_limits import assert_within_limits
from tests.adapters.discord.exts.test_spanish import spanish_client  # noqa: F401
from tests.adapters.discord.exts.test_tournament import png_of
from tests.conftest import KNOWLEDGE

DEFERRED = 5  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE


def big_cup(teams: int, knockout: int) -> str:
    """A made-up tournament: one group of `teams`, and one knockout round of `knockout`
    matches (past what a picture can hold)."""
    ids = [f"team-{i}" for i in range(teams)]
    matches: list[dict[str, Any]] = [
        {
            "id": f"g-{i}",
            "stage": "group",
            "round": "Matchday 1",
            "group": "group-a",
            "date": "2026-06-11",
            "teams": [ids[i], ids[i + 1]],
            "score": {"full_time": [0, 0]},
        }
        for i in range(0, teams - 1, 2)
    ]
    for k in range(knockout):
        a, b = ids[k % teams], ids[(k + 1 + k // teams) % teams]
        matches.append(
            {
                "id": f"k-{k}",
                "stage": "round_of_32",
                "round": "Round of 32",
                "date": "2026-07-01",
                "teams": [a, b],
                "score": {"full_time": [1, 0]},
                "goals": [{"team": a, "name": "Scorer", "minute": 10, "period": "first_half"}],
            }
        )
    doc = {
        "schema_version": 1,
        "tournament": {
            "id": "big-cup",
            "name": "Big Cup",
            "source": {"name": "made up for tests", "licence": "CC0-1.0"},
            "teams": [
                {"id": i, "name": i.replace("-", " ").title(), "group": "group-a"} for i in ids
            ],
            "groups": [{"id": "group-a", "name": "Group A", "teams": ids}],
            "matches": matches,
        },
    }
    return yaml.safe_dump(doc, sort_keys=False)


@pytest.fixture(scope="module")
def big_knowledge(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    target = tmp_path_factory.mktemp("big") / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    (target / "tournament.yaml").write_text(big_cup(100, 200), encoding="utf-8")
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(big_knowledge: LiveKnowledge) -> LiveKnowledge:
    return big_knowledge


def callbacks(world: World) -> list[int]:
    return [
        r.json["type"]
        for r in world.env.http_requests
        if r.method == "POST" and r.path.endswith("/callback") and isinstance(r.json, dict)
    ]


@pytest.mark.parametrize(
    ("command", "options"), [("table", {"group": "A"}), ("bracket", {}), ("match", {})]
)
async def test_every_picture_command_defers_first(
    world: World, command: str, options: dict[str, str]
) -> None:
    result = await world.alice.slash(world.general, command, **options)
    assert_responded(result, ephemeral=False)
    assert callbacks(world)[0] == DEFERRED
    assert bool(result.response.attachments) == (command != "bracket")  # too big: text


async def test_a_bracket_too_big_to_draw_is_sent_as_text(world: World) -> None:
    result = await world.alice.slash(world.general, "bracket")
    assert_responded(result, ephemeral=False)
    assert callbacks(world)[0] == DEFERRED
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert "Too big to draw" in embed.description
    assert embed.fields and "Team 0" in embed.fields[0].value  # the text is kept
    assert not result.response.attachments and embed.image.url is None
    assert world.env.errors == []


async def test_a_big_group_table_is_counted_off_the_loop_and_bounded(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[bool] = []
    real = tournament_cards.table_lines

    def spy(*args: Any) -> Any:
        threads.append(threading.current_thread() is threading.main_thread())
        return real(*args)

    monkeypatch.setattr(tournament_cards, "table_lines", spy)
    result = await world.alice.slash(world.general, "table", group="A")
    assert_responded(result, ephemeral=False)
    assert threads == [False]
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert f"first {MAX_ROWS} of 100 teams" in embed.description
    image = await png_of(result, "table-group-a.png")
    assert image.size[1] <= MAX_SIDE


async def test_the_notes_are_in_spanish(world: World, spanish_client: str) -> None:
    result = await world.alice.slash(world.general, "bracket")
    [embed] = result.response.embeds
    assert "Demasiado grande para dibujar" in embed.description
    table = await world.alice.slash(world.general, "table", group="A")
    [embed] = table.response.embeds
    assert f"primeros {MAX_ROWS} de 100 equipos" in embed.description


async def test_a_timeline_too_big_to_draw_is_sent_as_text(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.adapters.discord.exts import match as match_ext
    from bot.adapters.pictures import PictureTooBig

    def too_big(*_: Any) -> Any:
        raise PictureTooBig("a match with hundreds of goals")

    monkeypatch.setattr(match_ext, "timeline_picture", too_big)
    result = await world.alice.slash(world.general, "match")
    assert_responded(result, ephemeral=False)
    [embed] = result.response.embeds
    assert embed.description.startswith("Too big to draw")
    assert not result.response.attachments and embed.image.url is None
    assert "Argentina" in embed.title  # the match's card, as text
    assert world.env.errors == []
