"""Spanish in Discord: localised slash commands, and answers in the user's locale.

SimCord sends every interaction as en-US; `spanish_client` patches the payload builder so
the interactions of a test carry a Spanish client language, as Discord sends them.
"""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord.interactions as sim_interactions
from simcord import assert_responded

from bot.adapters.discord.i18n import MatchTranslator, lang_of
from tests.adapters.discord.exts.conftest import GUILD_ID, World, bot_messages


@pytest.fixture(params=["es-ES", "es-419"])
def spanish_client(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    locale: str = request.param
    build = sim_interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = locale
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", with_locale)
    return locale


def synced(world: World) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in world.env.backend.commands[GUILD_ID].values()}


async def test_synced_commands_carry_spanish_localisations(world: World) -> None:
    commands = synced(world)
    for locale in ("es-ES", "es-419"):
        assert commands["ask"]["name_localizations"][locale] == "preguntar"
        assert commands["score"]["name_localizations"][locale] == "resultado"
        assert commands["goals"]["name_localizations"][locale] == "goles"
        assert "partido" in commands["ask"]["description_localizations"][locale]
        [option] = commands["ask"]["options"]
        assert option["name"] == "question"
        assert option["name_localizations"][locale] == "pregunta"
        assert option["description_localizations"][locale].startswith("Por ejemplo")
    # other languages keep the English names: nothing is sent for them
    assert "fr" not in commands["ask"].get("name_localizations", {})


async def test_score_in_a_spanish_client(world: World, spanish_client: str) -> None:
    result = await world.alice.slash(world.general, "score")
    assert_responded(result, ephemeral=False)
    line = result.response.content
    assert line.startswith("Argentina le ganó 2-1 a Inglaterra"), line
    assert "Lautaro Martinez 90+'" in line


async def test_ask_in_a_spanish_client(world: World, spanish_client: str) -> None:
    result = await world.alice.slash(world.general, "ask", question="¿quién hizo el primer gol?")
    assert_responded(result, ephemeral=False)
    assert "Anthony Gordon marcó el primer gol" in result.response.content
    # the locale chooses the answer's language even for an English question
    result = await world.bob.slash(world.general, "ask", question="who won?")
    assert "Argentina le ganó 2-1" in result.response.content


async def test_an_english_client_keeps_english(world: World) -> None:
    result = await world.alice.slash(world.general, "score")
    assert result.response.content.startswith("Argentina beat England 2-1")


def test_locales_map_to_languages() -> None:
    assert lang_of(discord.Locale.spain_spanish) == "es"
    assert lang_of(discord.Locale.latin_american_spanish) == "es"
    assert lang_of(discord.Locale.american_english) == "en"
    assert lang_of(discord.Locale.brazil_portuguese) == "en"
    assert lang_of(None) == "en"


async def test_translator_leaves_other_locales_alone() -> None:
    t = MatchTranslator()
    ctx = discord.app_commands.TranslationContext(
        discord.app_commands.TranslationContextLocation.command_name, None
    )
    s = discord.app_commands.locale_str("score")
    assert await t.translate(s, discord.Locale.spain_spanish, ctx) == "resultado"
    assert await t.translate(s, discord.Locale.french, ctx) is None
    assert (
        await t.translate(
            discord.app_commands.locale_str("reload"), discord.Locale.spain_spanish, ctx
        )
        is None
    )


async def test_the_match_cards_in_a_spanish_client(world: World, spanish_client: str) -> None:
    result = await world.alice.slash(world.general, "match")
    [embed] = result.response.embeds
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Resultado"] == "Argentina 2-1 Inglaterra"
    assert fields["Día"].startswith("miércoles")
    assert "España" in fields["Próximo partido"]
    assert embed.footer.text.startswith("Versión del conocimiento")

    result = await world.alice.slash(world.general, "goals")
    [embed] = result.response.embeds
    assert embed.title.startswith("Goles: Argentina le ganó 2-1 a Inglaterra")
    assert any("marcó" in f.value for f in embed.fields)

    result = await world.alice.slash(world.general, "timeline")
    [embed] = result.response.embeds
    assert embed.title.startswith("Cronología:")


async def test_people_cards_in_a_spanish_client(world: World, spanish_client: str) -> None:
    result = await world.alice.slash(world.general, "quote", person="tuchel")
    [embed] = result.response.embeds
    assert embed.title.endswith(" dijo")
    assert "In the moment, no regrets" in embed.description  # quotes stay verbatim

    result = await world.alice.slash(world.general, "player", name="gordon")
    [embed] = result.response.embeds
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Equipo"] == "Inglaterra"
    assert "marcó" in embed.description


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("quien gano el partido", "Argentina"),
        ("qué dijo scaloni", "Scaloni"),
        ("quién hizo el gol del triunfo", "Lautaro Martinez"),
    ],
)
async def test_spanish_question_without_mark_is_answered_in_an_answer_channel(
    world: World, question: str, expected: str
) -> None:
    # As people type: no "¿?". The channel listens to what reads as a question in any
    # language the engine has a bundle for, not only English question words.
    await world.alice.send(world.answers, question)
    reply = world.answers.last_message
    assert reply.author.id == world.bot.user.id, question
    assert expected in reply.content


async def test_spanish_chatter_in_an_answer_channel_is_still_ignored(world: World) -> None:
    for chatter in ("vamos argentina", "qué partidazo", "ayer lo vi en el bar con amigos"):
        await world.alice.send(world.answers, chatter)
    assert bot_messages(world.answers, world.bot) == []
