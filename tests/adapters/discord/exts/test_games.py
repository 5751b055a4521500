"""The games as fans play them in a fake Discord (SimCord, with its virtual clock):
/predict autocompleted and refused when it should be, the result arriving and settling,
/leaderboard with display names and no pings, /predictions show and forget, a quiz round
played with button presses (late, repeated and flooding presses answered), /config
predictions and quiz, and a Spanish client.

The knowledge is the bundled one with its final (Spain v Argentina) not yet played,
kicking off ten minutes after SimCord's clock starts (2026-01-01 00:00 UTC).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
import simcord.interactions as sim_interactions
from simcord import assert_responded

from bot.service.knowledge_events import KnowledgeChange
from bot.service.live import LiveKnowledge
from tests.adapters.discord.exts.conftest import World
from tests.games.fixtures import FINAL, set_final

KICKOFF = dt.datetime(2026, 1, 1, 0, 10, tzinfo=dt.UTC)


@pytest.fixture
def live_knowledge(knowledge_copy: Path) -> LiveKnowledge:
    set_final(knowledge_copy, KICKOFF)
    return LiveKnowledge(knowledge_copy)


@pytest.fixture
def spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    build = sim_interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = "es-ES"
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", with_locale)


async def result_arrives(world: World, score: tuple[int, int]) -> None:
    """The operator's knowledge now has the final's result, as a reload would bring it."""
    live = world.bot.service.live
    before = live.loaded
    set_final(live.path, KICKOFF, score)
    assert live.reload().ok
    predictions = world.bot.service.predictions
    await predictions.on_change(KnowledgeChange(None, before, live.loaded, "reload"))
    await predictions.idle()


async def predict(world: World, who: Any, home: int, away: int, match: str = FINAL) -> Any:
    return await who.slash(world.general, "predict", match=match, home=home, away=away)


async def test_predict_then_the_result_then_the_leaderboard(world: World) -> None:
    choices = await world.alice.autocomplete(world.general, "predict", "match", "final")
    assert choices[0] == {"name": "Spain v Argentina · final · 1 Jan", "value": FINAL}
    assert await world.alice.autocomplete(world.general, "predict", "match", "england") == []
    first = await predict(world, world.alice, 2, 0)
    assert_responded(first, ephemeral=True)
    assert first.response.content.startswith("Saved: Spain v Argentina · final · 1 Jan, 2-0.")
    assert f"<t:{int(KICKOFF.timestamp())}:f>" in first.response.content
    edited = await predict(world, world.alice, 1, 0)
    assert edited.response.content.startswith("Changed: Spain v Argentina · final · 1 Jan, now 1-0")
    await predict(world, world.bob, 0, 2)
    for bad in (21, -1):
        refused = await predict(world, world.bob, bad, 0)
        assert_responded(refused, ephemeral=True)
        assert refused.response.content == "A score is a whole number of goals from 0 to 20."
    await world.env.advance_time(15 * 60)  # kick-off passes
    await result_arrives(world, (1, 0))
    board = await world.bob.slash(world.general, "leaderboard")
    assert_responded(board, ephemeral=False)
    [embed] = board.response.embeds
    assert embed.title == "Leaderboard · predictions"
    assert embed.description.splitlines() == ["1. alice · 3 pts", "2. bob · 0 pts"]
    assert embed.fields[0].value == "You: place 2, 0 pts."
    again = await predict(world, world.bob, 1, 0)
    assert again.response.content.startswith("That match has been played: predictions closed at")
    mine = await world.alice.slash(world.general, "predictions show")
    [listed] = mine.response.embeds
    assert listed.description == "Spain v Argentina · final · 1 Jan: **1-0** · 3 pts"


async def test_a_prediction_after_kickoff_is_refused(world: World) -> None:
    await world.env.advance_time(11 * 60)
    late = await predict(world, world.alice, 1, 1)
    assert_responded(late, ephemeral=True)
    when = f"<t:{int(KICKOFF.timestamp())}:f>"
    assert late.response.content == f"Predictions for that match closed at kick-off, {when}."
    assert await world.alice.autocomplete(world.general, "predict", "match", "") == []
    unknown = await predict(world, world.alice, 1, 1, match="Narnia v Atlantis")
    assert "No upcoming match fits 'Narnia v Atlantis'" in unknown.response.content


async def test_a_hostile_match_option_is_answered_without_a_ping(world: World) -> None:
    huge = await predict(world, world.alice, 1, 0, match="@everyone " + "spain " * 1000)
    assert_responded(huge, ephemeral=True)
    text = huge.response.content
    assert text.startswith("No upcoming match fits '@\u200beveryone spain") and len(text) < 300


async def test_names_are_shown_without_pings_and_forget_deletes(world: World) -> None:
    hostile = world.guild.add_member(world.env.create_user("@everyone"))
    await predict(world, hostile, 1, 0)
    await world.env.advance_time(15 * 60)
    await result_arrives(world, (1, 0))
    board = await world.alice.slash(world.general, "leaderboard", game="predictions")
    [embed] = board.response.embeds
    assert embed.description == "1. @\u200beveryone · 3 pts"
    assert embed.fields[0].value == "You have no points here yet."
    gone = await hostile.slash(world.general, "predictions forget")
    assert "(1 entries)" in gone.response.content
    board = await world.alice.slash(world.general, "leaderboard")
    assert board.response.embeds[0].description == "No points yet in this server."


def quiz_buttons(message: Any) -> list[dict[str, Any]]:
    return [c for row in message.components for c in row["components"]]


async def test_a_quiz_round_played_with_presses(world: World) -> None:
    started = await world.alice.slash(world.general, "quiz", questions=2, about="tournament")
    assert_responded(started, ephemeral=False)
    message = started.response
    assert message.embeds[0].title == "Question 1 of 2"
    buttons = quiz_buttons(message)
    assert len(buttons) == 4
    cog = world.bot.get_cog("Quiz")
    [open_round] = cog.rounds.values()  # type: ignore[union-attr]
    right = buttons[open_round.question.answer]["custom_id"]
    wrong = next(b["custom_id"] for b in buttons if b["custom_id"] != right)
    pressed = await world.alice.click(message.message, custom_id=right)
    assert_responded(pressed, ephemeral=True)
    assert pressed.response.content.startswith("Your answer: ")
    again = await world.alice.click(message.message, custom_id=wrong)
    assert again.response.content == "You have already answered this question."
    await world.bob.click(message.message, custom_id=wrong)
    await world.env.advance_time(21)
    closed = world.general.history()
    first = next(m for m in closed if m.id == message.id)
    fields = {f.name: f.value for f in first.embeds[0].fields}
    assert fields["Point to"] == "alice"
    late = await world.bob.click(first, custom_id=right)
    assert late.response.content == "This question has closed."
    await world.env.advance_time(21)
    summary = [m for m in world.general.history() if m.embeds and m.embeds[0].title == "Quiz over"]
    assert summary and summary[0].embeds[0].description.startswith("alice · 1")
    board = await world.bob.slash(world.general, "leaderboard", game="quiz")
    assert board.response.embeds[0].description.splitlines()[0] == "1. alice · 1 pt"


async def test_a_flood_of_presses_is_throttled(world: World) -> None:
    started = await world.alice.slash(world.general, "quiz", questions=1)
    message = started.response.message
    custom_id = quiz_buttons(started.response)[0]["custom_id"]
    replies = [await world.bob.click(message, custom_id=custom_id) for _ in range(8)]
    worded = [r for r in replies if r.response is not None and r.response.content]
    assert len(worded) <= 1 + world.bot.throttle.refusals.rate  # then silent acknowledgements
    assert all(r.acknowledged for r in replies)
    second = await world.bob.slash(world.general, "quiz")
    assert second.response.content.startswith("A quiz is already running here")


async def test_config_predictions_and_quiz(world: World) -> None:
    set_ = await world.admin.slash(world.general, "config predictions", exact=5, knockout="120")
    assert "exact score 5 pts, right result 1 pts" in set_.response.content
    assert "after extra time" in set_.response.content
    quiz = await world.admin.slash(world.general, "config quiz", scoring="first")
    assert quiz.response.content == "Quiz points here go to the first right answer only."
    shown = await world.admin.slash(world.general, "config predictions")
    assert "exact score 5 pts" in shown.response.content  # unchanged when only shown
    shown = await world.admin.slash(world.general, "config quiz")
    assert shown.response.content == "Quiz points here go to the first right answer only."


async def test_the_games_in_a_spanish_client(world: World, spanish: None) -> None:
    choices = await world.alice.autocomplete(world.general, "predict", "match", "")
    assert choices == [{"name": "España v Argentina · final · 1 ene", "value": FINAL}]
    saved = await predict(world, world.alice, 1, 0)
    assert saved.response.content.startswith("Guardado: España v Argentina · final · 1 ene, 1-0.")
    bad = await predict(world, world.alice, 30, 0)
    assert bad.response.content == "Un resultado es un número entero de goles, de 0 a 20."
    started = await world.alice.slash(world.general, "quiz", questions=1)
    assert started.response.embeds[0].title == "Pregunta 1 de 1"
    assert started.response.embeds[0].description.startswith("¿")
    board = await world.bob.slash(world.general, "leaderboard")  # alice's budget is spent
    assert board.response.embeds[0].title == "Clasificación · pronósticos"


async def test_the_games_commands_carry_spanish_names(world: World) -> None:
    synced = {c["name"]: c for c in world.env.backend.commands[world.guild.id].values()}
    for name, spanish_name in (
        ("predict", "pronosticar"),
        ("predictions", "pronosticos"),
        ("leaderboard", "clasificacion"),
        ("quiz", "trivia"),
    ):
        assert synced[name]["name_localizations"]["es-ES"] == spanish_name
    options = {o["name"]: o for o in synced["predict"]["options"]}
    assert options["home"]["name_localizations"]["es-419"] == "local"
    assert options["away"]["name_localizations"]["es-419"] == "visitante"
