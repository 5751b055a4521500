"""/table, /scorers, /bracket and /team as fans see them, in English and Spanish clients:
pictures attached with the same facts as text, options autocompleted and read back, bad
input answered clearly, and a server whose knowledge is a single match told so.

The knowledge is the bundled files plus a small hand-made tournament around the report's
semi-final (cup.yaml beside this file).
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path
from typing import Any

import pytest
import simcord.interactions as sim_interactions
from PIL import Image
from simcord import assert_responded

from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.adapters.discord.exts.embed_limits import assert_within_limits
from tests.conftest import KNOWLEDGE

CUP = Path(__file__).with_name("cup.yaml")


@pytest.fixture(scope="module")
def cup_knowledge(tmp_path_factory: pytest.TempPathFactory) -> LiveKnowledge:
    target = tmp_path_factory.mktemp("cup") / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    shutil.copy(CUP, target / "tournament.yaml")
    return LiveKnowledge(target)


@pytest.fixture
def live_knowledge(cup_knowledge: LiveKnowledge) -> LiveKnowledge:
    return cup_knowledge


@pytest.fixture(params=["en-US", "es-ES"])
def client(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test runs with an English and a Spanish client."""
    locale: str = request.param
    build = sim_interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = locale
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", with_locale)
    return locale.split("-")[0]


async def png_of(result: Any, name: str) -> Image.Image:
    [attachment] = [a for a in result.response.attachments if a.filename == name]
    return Image.open(io.BytesIO(await attachment.read()))


def pick(en: str, es: str, lang: str) -> str:
    return es if lang == "es" else en


async def test_table_picture_and_text(world: World, client: str) -> None:
    result = await world.alice.slash(world.general, "table", group="A")
    assert_responded(result, ephemeral=False)
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert embed.title == pick("Group A · Cup 2026", "Grupo A · Cup 2026", client)
    lines = embed.description.splitlines()
    assert lines[0].startswith(pick("1. Spain: 7 pts", "1. España: 7 pts", client))
    assert lines[3].startswith(pick("4. South Korea: 0 pts", "4. Corea del Sur: 0 pts", client))
    assert embed.image.url == "attachment://table-group-a.png"
    image = await png_of(result, "table-group-a.png")
    assert image.format == "PNG" and image.size[0] == 900


@pytest.mark.parametrize("typed", ["a", "Group A", "grupo a", "group-a"])
async def test_table_reads_the_group_as_typed(world: World, typed: str) -> None:
    result = await world.alice.slash(world.general, "table", group=typed)
    [embed] = result.response.embeds
    assert embed.title.startswith("Group A")


async def test_table_autocomplete_and_a_group_that_does_not_exist(
    world: World, client: str
) -> None:
    choices = await world.alice.autocomplete(world.general, "table", "group", "")
    assert choices == [{"name": pick("Group A", "Grupo A", client), "value": "group-a"}]
    result = await world.alice.slash(world.general, "table", group="Z")
    assert_responded(result, ephemeral=True)
    assert result.response.content == pick(
        "There is no group 'Z' in Cup 2026. Groups: Group A.",
        "No hay un grupo 'Z' en Cup 2026. Grupos: Grupo A.",
        client,
    )


async def test_scorers_count_goals_of_play(world: World, client: str) -> None:
    result = await world.alice.slash(world.general, "scorers")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    lines = embed.description.splitlines()
    assert lines[0] == pick("**5** Ferran Torres (Spain)", "**5** Ferran Torres (España)", client)
    assert lines[1].startswith("**3** Pedri") and "pen" in lines[1]
    assert not any("Son Heung-min" in ln and "**2**" in ln for ln in lines)  # his own goal


async def test_bracket_picture_and_rounds_as_text(world: World, client: str) -> None:
    result = await world.alice.slash(world.general, "bracket")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    fields = {f.name: f.value for f in embed.fields}
    semis = pick("Semi-finals", "Semifinales", client)
    assert set(fields) == {semis, "Final", pick("Third place", "Tercer puesto", client)}
    assert (
        pick("Spain 2 (4) – 2 (3) South Korea", "España 2 (4) – 2 (3) Corea del Sur", client)
        in (fields[semis])
    )
    assert "v" in fields[pick("Third place", "Tercer puesto", client)]  # not played yet
    image = await png_of(result, "bracket.png")
    assert image.format == "PNG" and image.size[1] > 300


async def test_bracket_is_drawn_once_per_knowledge_version(world: World) -> None:
    cog = world.bot.get_cog("Tournament")
    before = cog.pictures.drawn  # type: ignore[union-attr]
    await world.alice.slash(world.general, "bracket")
    await world.bob.slash(world.general, "bracket")
    assert cog.pictures.drawn == before + 1  # type: ignore[union-attr]


async def test_team_path_and_record(world: World, client: str) -> None:
    result = await world.alice.slash(world.general, "team", team="argentina")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    lines = embed.description.splitlines()
    assert len(lines) == 5
    assert (
        pick(
            "England 1-2 Argentina (semi-final, 15 Jul)",
            "Inglaterra 1-2 Argentina (semifinal, 15 jul)",
            client,
        )
        in lines[3]
    )
    assert (
        pick("(final, 19 Jul, after extra time)", "(final, 19 jul, tras la prórroga)", client)
        in lines[4]
    )
    assert embed.fields[0].value == pick(
        "played 5: won 2, drawn 1, lost 2; goals 5-4",
        "5 jugados: 2 ganados, 1 empatados, 2 perdidos; goles 5-4",
        client,
    )


@pytest.mark.parametrize("typed", ["Inglaterra", "england", "ENG", "englnd"])
async def test_team_as_typed_in_either_language(world: World, typed: str) -> None:
    result = await world.alice.slash(world.general, "team", team=typed)
    [embed] = result.response.embeds
    assert embed.title.startswith("England")


async def test_team_autocomplete_and_a_team_not_in_the_tournament(
    world: World, client: str
) -> None:
    choices = await world.alice.autocomplete(world.general, "team", "team", "cor")
    assert choices[0] == {
        "name": pick("South Korea", "Corea del Sur", client),
        "value": "south-korea",
    }
    result = await world.alice.slash(world.general, "team", team="Brazil @everyone")
    assert_responded(result, ephemeral=True)
    assert result.response.content.startswith(
        pick("No team 'Brazil", "No hay un equipo 'Brazil", client)
    )
    assert "@everyone" not in result.response.content.replace("@\u200beveryone", "")


# the match: option on /score, /match, /timeline and /goals ----------------------------


async def test_without_an_option_the_report_match(world: World, client: str) -> None:
    result = await world.alice.slash(world.general, "score")
    assert "Argentina" in result.response.content and "2-1" in result.response.content
    result = await world.alice.slash(world.general, "match")
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert embed.image.url == "attachment://timeline.png"
    image = await png_of(result, "timeline.png")
    assert image.size[0] == 1000


async def test_a_data_match_by_typed_text(world: World, client: str) -> None:
    typed = pick("spain korea semi", "españa corea semifinal", client)
    result = await world.alice.slash(world.general, "score", match=typed)
    assert_responded(result, ephemeral=False)
    assert result.response.content.startswith(
        pick(
            "Spain 2-2 South Korea (semi-final, 14 Jul, 4-3 on penalties): 10' Ferran Torres",
            "España 2-2 Corea del Sur (semifinal, 14 jul, 4-3 en los penales): 10' Ferran Torres",
            client,
        )
    )
    result = await world.alice.slash(world.general, "match", match=typed)
    [embed] = result.response.embeds
    assert_within_limits(embed)
    assert embed.image.url == "attachment://timeline.png"
    assert (
        "95' Lee Kang-in"
        in {f.name: f.value for f in embed.fields}[pick("Scorers", "Goleadores", client)]
    )
    await png_of(result, "timeline.png")


async def test_timeline_and_goals_of_a_data_match(world: World, client: str) -> None:
    for command in ("timeline", "goals"):
        result = await world.alice.slash(world.general, command, match="2026-07-19-spain-argentina")
        [embed] = result.response.embeds
        assert embed.description == pick(
            "• 106' Ferran Torres (Spain)", "• 106' Ferran Torres (España)", client
        )


async def test_a_match_not_played_yet_has_no_picture(world: World) -> None:
    result = await world.alice.slash(world.general, "match", match="2026-07-18-south-korea-england")
    [embed] = result.response.embeds
    assert embed.title.startswith("South Korea v England")
    assert not result.response.attachments


async def test_a_match_option_that_fits_nothing(world: World, client: str) -> None:
    users = (world.alice, world.bob, world.admin, world.modder)  # each under the rate limit
    for user, command in zip(users, ("score", "match", "timeline", "goals"), strict=True):
        result = await user.slash(world.general, command, match="brazil v peru")
        assert_responded(result, ephemeral=True)
        assert result.response.content.startswith(
            pick("No match of Cup 2026 fits 'brazil v peru'.", "Ningún partido de Cup 2026", client)
        )


async def test_match_autocomplete(world: World, client: str) -> None:
    choices = await world.alice.autocomplete(world.general, "match", "match", "")
    assert choices[0] == {
        "name": pick(
            "England v Argentina · semi-final · 15 Jul",
            "Inglaterra v Argentina · semifinal · 15 jul",
            client,
        ),
        "value": "2026-07-15-england-argentina",
    }
    assert len(choices) == 10
    for command in ("score", "timeline", "goals"):
        found = await world.alice.autocomplete(world.general, command, "match", "corea semi")
        assert found[0]["value"] == "2026-07-14-spain-south-korea"


# /config match ---------------------------------------------------------------------------


async def test_config_match_sets_this_servers_current_match(world: World, client: str) -> None:
    from bot.service import CURRENT_MATCH, MatchService

    semi = pick("spain korea semi", "españa corea semifinal", client)
    result = await world.admin.slash(world.general, "config match", match=semi)
    assert_responded(result, ephemeral=True)
    assert result.response.content == pick(
        "This server's current match: Spain v South Korea · semi-final · 14 Jul "
        "(chosen for this server).",
        "Partido actual de este servidor: España v Corea del Sur · semifinal · 14 jul "
        "(elegido para este servidor).",
        client,
    )
    score = await world.alice.slash(world.general, "score")
    assert score.response.content.startswith(pick("Spain 2-2 South Korea", "España 2-2", client))
    choices = await world.alice.autocomplete(world.general, "goals", "match", "")
    assert choices[0]["value"] == "2026-07-14-spain-south-korea"
    # stored per server in the store: another process on it reads the same
    other = MatchService(world.bot.service.knowledge.live, world.bot.service.store)
    assert await other.config.get(world.guild.id, CURRENT_MATCH) == "2026-07-14-spain-south-korea"

    result = await world.admin.slash(world.general, "config match", latest=True)
    assert pick(
        "Spain v Argentina · final · 19 Jul", "España v Argentina · final · 19 jul", client
    ) in (result.response.content)
    assert pick("following the latest played match", "sigue el último", client) in (
        result.response.content
    )
    score = await world.bob.slash(world.general, "score")
    assert score.response.content.startswith(
        pick("Spain 1-0 Argentina", "España 1-0 Argentina", client)
    )

    result = await world.admin.slash(world.general, "config match")
    assert pick("(the knowledge's own)", "(el del conocimiento)", client) in result.response.content
    score = await world.modder.slash(world.general, "score")
    assert "Argentina" in score.response.content and "2-1" in score.response.content
    audit = await world.bot.service.store.audit_log(world.guild.id)
    assert sum(r.action == "config" for r in audit) == 3


async def test_config_match_bad_input_and_members(world: World) -> None:
    result = await world.admin.slash(world.general, "config match", match="brazil v peru")
    assert_responded(result, ephemeral=True)
    assert result.response.content.startswith("No match of Cup 2026 fits 'brazil v peru'.")
    from simcord.backend.errors import SetupError

    with pytest.raises(SetupError, match="not visible"):  # hidden from plain members
        await world.alice.slash(world.general, "config match", latest=True)


async def test_knowledge_history_shows_a_failing_feed(world: World) -> None:
    from bot.service import OperatorFeed

    service = world.bot.service

    def never(bodies: object) -> dict[str, str]:
        raise AssertionError("not polled in this test")

    feed = OperatorFeed(
        service.knowledge.live,
        service.store,
        service.audit,
        never,
        ("http://127.0.0.1:9/x.json",),
        600,
    )
    service.feed = feed
    try:
        result = await world.admin.slash(world.general, "knowledge history")
        assert "The operator's feed (FEED_URL): feed not polled yet" in result.response.content
        feed.poller._failed("http://127.0.0.1:9/x.json: unreachable (ClientConnectorError)")
        result = await world.admin.slash(world.general, "knowledge history")
        assert_responded(result, ephemeral=True)
        assert (
            "feed failing (1 polls in a row): http://127.0.0.1:9/x.json: unreachable"
            in result.response.content
        )
    finally:
        service.feed = None


async def test_quote_when_this_server_follows_a_data_match(world: World, client: str) -> None:
    quoted = await world.alice.slash(world.general, "quote", person="scaloni")
    assert_responded(quoted, ephemeral=False)  # the report's match: its quotes
    await world.admin.slash(world.general, "config match", match="2026-07-19-spain-argentina")
    result = await world.bob.slash(world.general, "quote", person="scaloni")
    assert_responded(result, ephemeral=True)
    assert result.response.content.startswith(
        pick(
            "This server's current match (Spain v Argentina · final · 19 Jul) is known from "
            "the tournament's data only",
            "El partido actual de este servidor (España v Argentina · final · 19 jul) solo se "
            "conoce por los datos del torneo",
            client,
        )
    )


async def test_help_offers_the_tournament_commands(world: World) -> None:
    result = await world.alice.slash(world.general, "help")
    [embed] = result.response.embeds
    commands = {f.name: f.value for f in embed.fields}["Commands"]
    assert "/table, /scorers, /bracket, /team" in commands and "`match:`" in commands
