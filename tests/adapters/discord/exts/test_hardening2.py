"""Issue 14, the Discord part: defects found by trying to break the running bot."""

from __future__ import annotations

import json
import logging
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import discord
import pytest
from simcord import assert_error, assert_responded

from bot.adapters.discord import runner
from bot.adapters.discord.client import NotModerator
from bot.service import MatchService
from bot.service.fair_share import PER_MEMBER
from bot.store.sql import SqlStore
from tests.adapters.discord.exts.conftest import (
    GUILD_ID,
    World,
    bot_messages,
    last_post,
    make_settings,
)
from tests.adapters.discord.exts.test_hardening import quick_settle  # noqa: F401
from tests.conftest import KNOWLEDGE, ROOT

SUPPRESS_EMBEDS = 1 << 2  # discord.MessageFlags.suppress_embeds


async def _command(world: World, name: str) -> discord.app_commands.AppCommand:
    synced = await world.bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
    return next(c for c in synced if c.name == name)


WINNER = "who scored the winner?"


# --- invalid text ------------------------------------------------------------------------


async def test_a_lone_surrogate_does_not_poison_later_replies(
    simcord_env: Any, world: World, tmp_path: Path
) -> None:
    await world.alice.send(world.general, world.mention("who refereed the game \ud800?"))
    first = world.general.last_message
    assert first.author.id == world.bot.user.id
    await world.alice.send(world.general, world.mention("what is the weather in paris?"))
    assert "I don't have anything on that" in world.general.last_message.content
    result = await world.bob.slash(world.general, "ask", question="who refereed \ud800 " + WINNER)
    echoed = result.response.content.split("\n", 1)[0]
    assert "\ud800" not in echoed and "\ufffd" in echoed
    assert "Lautaro Martinez" in result.response.content
    [odd] = [
        e
        for e in (await world.bot.service.unanswered.top(world.guild.id))
        if "refereed" in e.example
    ]
    assert odd.example == "who refereed the game \ufffd?"
    assert world.env.errors == []


# --- replies do not repeat the user's words --------------------------------------------


@pytest.mark.parametrize(
    ("question", "words"),
    [("kill yourself", ["kill", "yourself"]), ("who is the zorblax frobnicator?", ["zorblax"])],
)
async def test_a_decline_never_repeats_unknown_words(
    bot_service: MatchService, question: str, words: list[str]
) -> None:
    reply = await bot_service.answers.ask(question)
    assert reply.band == "decline"
    for word in words:
        assert word not in reply.text.lower()


async def test_echoed_and_replied_text_suppresses_link_previews(world: World) -> None:
    link = "https://example.com/spoiler"
    await world.alice.send(world.general, world.mention(f"{WINNER} {link}"))
    assert world.general.last_message.author.id == world.bot.user.id
    assert last_post(world.env).json["flags"] & SUPPRESS_EMBEDS
    result = await world.alice.slash(world.general, "ask", question=f"{WINNER} {link}")
    assert link in result.response.content  # echoed (escaped markdown keeps the URL)
    callback = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    assert callback.json["data"]["flags"] & SUPPRESS_EMBEDS
    declined = await world.alice.slash(world.general, "ask", question=f"zorblax? {link}")
    callback = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    assert declined.response is not None
    assert callback.json["data"]["flags"] & SUPPRESS_EMBEDS


# --- refused moderator commands are audited --------------------------------------------


async def test_a_refused_moderator_command_is_in_the_audit_log(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        for name in ("reload", "unanswered"):
            world.guild.set_command_permissions(await _command(world, name), {world.alice: True})
            result = await world.alice.slash(world.general, name)
            assert_responded(result, contains="Only ", ephemeral=True)
            assert_error(world.env, NotModerator)
    audit = [r for r in caplog.records if r.name == "matchbot.audit"]
    assert len(audit) == 2
    for record, name in zip(audit, ("reload", "unanswered"), strict=True):
        assert record.levelno == logging.WARNING
        text = record.getMessage()
        assert text.startswith(f"refused command=/{name} by=alice")
        assert str(world.alice.id) in text and f"in_guild_{GUILD_ID}" in text
        assert text.endswith(" reason=NotModerator")


# --- discord.py's gateway dump ---------------------------------------------------------


@pytest.fixture
def logger_levels() -> Iterator[None]:
    """Put back the levels that configuring logging changes."""
    names = ("", "discord", "discord.gateway", "discord.http")
    saved = {name: logging.getLogger(name).level for name in names}
    logging.getLogger().setLevel(logging.DEBUG)  # LOG_LEVEL=DEBUG (basicConfig is a no-op here)
    for name in names[1:]:
        logging.getLogger(name).setLevel(logging.NOTSET)
    yield
    for name, level in saved.items():
        logging.getLogger(name).setLevel(level)


@pytest.mark.usefixtures("logger_levels")
@pytest.mark.parametrize("asked", [False, True])
def test_discord_gateway_and_http_stay_at_info_unless_asked(asked: bool) -> None:
    settings = make_settings(log_level="DEBUG", discord_debug_log=asked)
    runner.run_discord(settings)  # no token: configures logging, then stops
    for name in ("discord.gateway", "discord.http"):
        logger = logging.getLogger(name)
        assert logger.isEnabledFor(logging.DEBUG) is asked
        assert logger.isEnabledFor(logging.INFO)
    assert logging.getLogger("discord.client").isEnabledFor(logging.DEBUG)  # the rest follow
    runner.run_discord(make_settings(log_level="WARNING", discord_debug_log=asked))
    for name in ("discord.gateway", "discord.http"):  # never more than LOG_LEVEL asks for
        assert logging.getLogger(name).isEnabledFor(logging.INFO) is asked


# --- hourglass reactions ---------------------------------------------------------------


@pytest.mark.usefixtures("quick_settle")
async def test_at_most_one_hourglass_per_channel_per_window(world: World) -> None:
    members = [world.guild.add_member(world.env.create_user(f"fan{n}")) for n in range(6)]
    for member in members:
        for _ in range(5):
            await member.send(world.general, world.mention("who won?"))
    hourglasses = [m for m in world.general.history() if m.reactions]
    assert len(hourglasses) == 1
    await world.env.advance_time(11)  # a new window: one more is allowed
    for member in members:
        for _ in range(4):
            await member.send(world.general, world.mention("who won?"))
    hourglasses = [m for m in world.general.history() if m.reactions]
    assert len(hourglasses) == 2


# --- suggestion buttons ----------------------------------------------------------------


async def test_a_suggestion_pressed_twice_quickly_answers_once(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second press arrives before the first is handled (both interactions are already
    dispatched when the first callback runs): still one answer, and the second press gets
    a quiet ephemeral note instead of a failed interaction."""
    engine = world.bot.service.live.engine
    question = next(q for q in ("who", "when", "where") if engine.answer(q).band == "suggest")
    label = engine.answer(question).suggestions[0].question
    await world.alice.send(world.general, world.mention(question))
    offer = world.general.last_message

    async def later(**_: Any) -> None:
        """The first press is delivered, but the bot does not get to run before the second."""

    with monkeypatch.context() as patch:
        patch.setattr(world.env, "_settle_internal", later)
        await world.alice.click(offer, label=label)
    second = await world.alice.click(offer, label=label)
    await world.env.settle()
    answers = [m for m in bot_messages(world.general, world.bot) if m.id != offer.id]
    assert len(answers) == 1
    assert_responded(second, ephemeral=True)
    assert world.env.errors == []


# --- answer-channel chatter ------------------------------------------------------------


@pytest.mark.usefixtures("quick_settle")
async def test_chatter_flood_is_limited_before_it_is_recorded(world: World) -> None:
    """One member posting many similar questions in an answer channel, quickly or slowly,
    cannot push out what others asked."""
    store = world.bot.service.store
    assert isinstance(store, SqlStore)
    store.unanswered_capacity = 20  # a small list, so pushing out would show
    await world.bob.send(world.answers, "where can I park near the stadium?")
    for n in range(60):  # quickly: within a few seconds
        await world.alice.send(world.answers, f"is the pitch wet today {n}?")
    assert (
        len(await world.bot.service.unanswered.top(world.guild.id, 1000))
        <= 1 + world.bot.settings.user_cooldown_rate
    )
    for n in range(40):  # slowly: past every reply window
        await world.env.advance_time(world.bot.settings.user_cooldown_seconds + 1)
        await world.alice.send(world.answers, f"is the grass long {n}?")
    examples = [e.example for e in (await world.bot.service.unanswered.top(world.guild.id, 100))]
    assert "where can I park near the stadium?" in examples
    assert len(examples) <= 1 + PER_MEMBER
    assert bot_messages(world.answers, world.bot) == []


# --- SIGTERM ---------------------------------------------------------------------------


class _AcceptingDiscord(BaseHTTPRequestHandler):
    """Accepts the token, then holds the gateway request open: a bot that is running."""

    connected = threading.Event()
    release = threading.Event()

    def do_GET(self) -> None:
        if self.path.endswith("/users/@me"):
            user = {"id": "1", "username": "matchbot", "discriminator": "0", "avatar": None}
            self._send(200, json.dumps({**user, "bot": True}).encode())
            return
        self.connected.set()  # /gateway or /gateway/bot: the bot is up and connecting
        self.release.wait(30)
        self._send(503, b'{"message": "gone", "code": 0}')

    def _send(self, status: int, body: bytes) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the bot hung up first

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def accepting_discord() -> Iterator[str]:
    _AcceptingDiscord.connected = threading.Event()
    _AcceptingDiscord.release = threading.Event()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _AcceptingDiscord)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    finally:
        _AcceptingDiscord.release.set()
        server.shutdown()
        server.server_close()


def test_sigterm_closes_the_bot_and_exits_zero(accepting_discord: str, tmp_path: Path) -> None:
    """Docker, systemd and Kubernetes stop the bot with SIGTERM: it closes like Ctrl+C
    (gateway closed, what is stored flushed) and exits 0, not 143."""
    code = (
        "import discord.http, sys\n"
        f"discord.http.Route.BASE = {accepting_discord!r}\n"
        "from bot.adapters.cli import main\n"
        "sys.exit(main(['run']))\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": "MTIz.sigterm-test.token",
        "KNOWLEDGE_PATH": str(KNOWLEDGE),
        "UNANSWERED_PATH": str(tmp_path / "unanswered.json"),
        "LOG_LEVEL": "INFO",
    }
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert _AcceptingDiscord.connected.wait(60), proc.stderr.read() if proc.stderr else ""
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    assert "SIGTERM" in err and "closed" in err  # it said what it did


# --- expired interactions --------------------------------------------------------------


async def test_an_expired_interaction_is_one_warning_line(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """Discord answers 404 (10062 Unknown interaction) when the reply came too late: one
    line, no ERROR traceback, and no second 404 from trying to report the error."""
    world.env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    with caplog.at_level(logging.DEBUG, logger="bot"):
        await world.alice.slash(world.general, "ask", question=WINNER)
    noisy = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(noisy) == 1, [r.getMessage() for r in noisy]
    [line] = noisy
    assert line.levelno == logging.WARNING and line.exc_info is None
    assert "/ask" in line.getMessage() and "expired" in line.getMessage()
    callbacks = [r for r in world.env.http_requests if r.path.endswith("/callback")]
    assert len(callbacks) == 1  # no second attempt to say something went wrong
    assert_error(world.env, discord.app_commands.CommandInvokeError)  # seen by the tree
