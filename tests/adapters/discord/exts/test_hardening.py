"""Issue 7, the Discord and process part: a hostile server, failing Discord, restarts, secrets.

Covered elsewhere and not repeated here: injected 500/403/429 on a reply (test_questions),
other bots and webhooks ignored (test_questions), `AllowedMentions.none()` client-wide
(test_client), the size limits and their notes (test_limits), `repr(Settings)` and `.env`
ignored (test_cli), one-line start-up failures with a monkeypatched `start` (test_runner).
"""

from __future__ import annotations

import dataclasses
import logging
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import discord
import pytest
import simcord
from discord.utils import escape_markdown
from simcord import assert_responded

from bot.adapters.discord import limits, runner
from bot.adapters.discord.client import create_bot
from bot.engine.reply import Reply
from bot.service import MatchService
from tests.adapters.discord.exts.conftest import GUILD_ID, World, bot_messages, make_settings
from tests.conftest import KNOWLEDGE, ROOT

WINNER = "who scored the winner?"
TOKEN = "MTIzNDU2Nzg5MDEy.hardening-secret.tokenvalue"


def warnings(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING]


# --- missing permissions ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("target", "denied", "refusal", "label"),
    [
        # An overwrite on the bot itself; SimCord refuses the send with 403/50013.
        ("bot", discord.PermissionOverwrite(send_messages=False), None, "Send Messages"),
        # A read-only channel: @everyone may not send, and the bot has no allow (alice has).
        ("everyone", discord.PermissionOverwrite(send_messages=False), None, "Send Messages"),
        # No history: Discord refuses a reply. SimCord does not model that check for replies,
        # so the refusal is injected; the permission is still read from the bot's cache.
        (
            "bot",
            discord.PermissionOverwrite(read_message_history=False),
            50013,
            "Read Message History",
        ),
        # Discord's own code for the same refusal names it without the cache.
        ("everyone", discord.PermissionOverwrite(), 160002, "Read Message History"),
    ],
)
async def test_missing_channel_permission_is_one_line_naming_channel_and_permission(
    world: World,
    caplog: pytest.LogCaptureFixture,
    target: str,
    denied: discord.PermissionOverwrite,
    refusal: int | None,
    label: str,
) -> None:
    overwrites: dict[Any, discord.PermissionOverwrite] = {
        world.alice: discord.PermissionOverwrite(send_messages=True)  # she may ask there
    }
    overwrites[world.bot.user if target == "bot" else world.guild.default_role] = denied
    locked = world.guild.create_text_channel("locked", overwrites=overwrites)
    if refusal is not None:
        world.env.inject_error(
            "POST", f"/channels/{locked.id}/messages", status=403, code=refusal, times=None
        )
    with caplog.at_level(logging.DEBUG, logger="bot"):
        await world.alice.send(locked, world.mention(WINNER))
    assert bot_messages(locked, world.bot) == []
    [line] = warnings(caplog)  # exactly one, not one per layer
    text = line.getMessage()
    assert f"#locked ({locked.id})" in text
    assert f"missing permission {label} " in text
    assert f"code {refusal or 50013}" in text
    assert line.exc_info is None  # a sentence, not a traceback
    assert world.env.errors == []  # handled: nothing escaped to discord.py's on_error

    caplog.clear()
    await world.alice.send(world.general, world.mention(WINNER))  # elsewhere: answered
    assert "Lautaro Martinez" in world.general.last_message.content
    await world.alice.send(locked, world.mention("who won?"))  # the next one there: one line
    assert bot_messages(locked, world.bot) == []
    assert len(warnings(caplog)) == 1


async def test_injected_403_without_a_cached_cause_still_names_the_suspects(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    world.env.inject_error(
        "POST", "/channels/*/messages", status=403, code=50013, message="Missing Permissions"
    )
    with caplog.at_level(logging.WARNING, logger="bot"):
        await world.alice.send(world.general, world.mention("who won?"))
    [line] = warnings(caplog)
    text = line.getMessage()
    assert f"#general ({world.general.id})" in text
    assert "missing permission Send Messages (or Read Message History" in text
    await world.alice.send(world.general, world.mention(WINNER))
    assert "Lautaro Martinez" in world.general.last_message.content


# --- flood -----------------------------------------------------------------------------


@pytest.fixture
def quick_settle(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message the bot does not reply to costs ~50 ms of real time in SimCord 3.2 (its
    settle polls every `idle`=0.05 s while a finished task's done-callback is pending), so
    100 of them would take 5 s. Poll every millisecond instead: the same settling, sooner.
    Private API: if it goes away, `raising=False` makes this a no-op and the tests slow."""
    monkeypatch.setattr(simcord.Env, "_validate_idle", staticmethod(lambda idle: 0.001), False)


@pytest.mark.usefixtures("quick_settle")
@pytest.mark.parametrize("directed", [True, False], ids=["mention", "answer-channel"])
async def test_flood_gets_user_rate_replies_and_others_are_not_starved(
    world: World, directed: bool
) -> None:
    """100 messages from one member within one second: exactly USER_COOLDOWN_RATE replies
    (3 here, below the channel's 10), at most one hourglass, and bob still answered."""
    channel = world.general if directed else world.answers
    question = world.mention(WINNER) if directed else WINNER
    start = world.env.now()
    for n in range(100):
        await world.alice.send(channel, question)
        if n % 10 == 9:
            await world.env.advance_time(0.09)  # spread over 0.9 s of virtual time
    assert (world.env.now() - start).total_seconds() < 1
    replies = bot_messages(channel, world.bot)
    assert len(replies) == world.bot.settings.user_cooldown_rate == 3
    assert all("Lautaro Martinez" in r.content for r in replies)
    hourglasses = [m for m in channel.history() if m.reactions]
    assert len(hourglasses) == (1 if directed else 0)  # undirected: silence, not even a ⏳

    sent = await world.bob.send(channel, question)
    reply = channel.last_message
    assert reply.author.id == world.bot.user.id
    assert reply.reference.message_id == sent.id
    assert len(bot_messages(channel, world.bot)) == 4


@pytest.mark.usefixtures("quick_settle")
async def test_flood_across_members_is_capped_by_the_channel_window(world: World) -> None:
    """The channel window bounds what many members together get; another channel is free."""
    members = [world.guild.add_member(world.env.create_user(f"fan{n}")) for n in range(6)]
    for member in members:
        for _ in range(5):
            await member.send(world.general, world.mention("who won?"))
    assert len(bot_messages(world.general, world.bot)) == world.bot.settings.channel_cooldown_rate
    await world.alice.send(world.answers, world.mention(WINNER))
    assert "Lautaro Martinez" in world.answers.last_message.content


# --- no loops --------------------------------------------------------------------------


async def test_bots_cannot_loop(world: World) -> None:
    other = world.guild.add_member(world.env.create_user("loopbot", bot=True))
    await world.alice.send(world.general, world.mention("who won?"))
    ours = world.general.last_message
    assert ours.author.id == world.bot.user.id
    # Another bot mentioning us, replying to our answer, or asking in an answer channel.
    await other.send(world.general, world.mention(WINNER))
    await other.send(world.general, world.mention(WINNER), reply_to=ours)
    await other.send(world.answers, WINNER)
    # Our own messages: a self-mention, a reply to ourselves, a question in an answer channel.
    general = world.bot.get_channel(world.general.id)
    answers = world.bot.get_channel(world.answers.id)
    assert isinstance(general, discord.TextChannel) and isinstance(answers, discord.TextChannel)
    await general.send(world.mention(WINNER))
    await ours.reply(world.mention(WINNER))
    await answers.send(WINNER)
    await world.env.settle()
    assert len(bot_messages(world.general, world.bot)) == 3  # the answer and our two posts
    assert len(bot_messages(world.answers, world.bot)) == 1  # our own post only
    assert world.env.errors == []


# --- no pings, no broken formatting ----------------------------------------------------


async def test_ask_echo_escapes_markdown_and_neutralises_every_mention(world: World) -> None:
    bob, role = world.bob.id, world.mods.id
    question = (
        "# **who** scored the __winner__? ~~the~~ `winner` ||winner|| [winner](https://e.x) "
        f"@everyone @here <@{bob}> <@&{role}>\n> winner"
    )
    result = await world.alice.slash(world.general, "ask", question=question)
    assert_responded(result, ephemeral=False)  # an answer, posted for everyone to see
    content = result.response.content
    echoed, answer = content.split("\n", 1)
    assert echoed.startswith("> \\# ")  # one quoted line, and no heading inside it
    assert echoed.endswith(" > winner")  # the newline did not open a second quote block
    for raw in ("**who**", "__winner__", "~~the~~", "`winner`", "||winner||"):
        assert raw not in echoed
        assert escape_markdown(raw) in echoed
    assert "\\[winner](https://e.x)" in echoed  # no masked link
    assert "@everyone" not in content and "@here" not in content
    assert f"<@{bob}>" not in content and f"<@&{role}>" not in content
    assert "Lautaro Martinez" in answer
    message = result.response.message
    assert message.mentions == [] and message.role_mentions == []
    assert message.mention_everyone is False
    callback = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    assert callback.json["data"]["allowed_mentions"] == {"parse": []}


async def test_long_answer_is_cut_to_the_limit_and_says_so(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_ask = world.bot.service.answers.ask

    async def long_ask(question: str, *args: Any, **kwargs: Any) -> Reply:
        reply = await real_ask(question, *args, **kwargs)
        return dataclasses.replace(reply, text="Lautaro Martinez " * 400)

    monkeypatch.setattr(world.bot.service.answers, "ask", long_ask)
    await world.alice.send(world.general, world.mention(WINNER))
    reply = world.general.last_message
    assert reply.author.id == world.bot.user.id
    assert len(reply.content) <= limits.MESSAGE
    assert reply.content.endswith("(shortened)")
    result = await world.alice.slash(world.general, "ask", question="x" * 470 + " " + WINNER)
    assert len(result.response.content) <= limits.MESSAGE
    assert result.response.content.endswith("(shortened)")


# --- restart ---------------------------------------------------------------------------


async def test_restart_answers_at_once_from_disk_and_keeps_the_unanswered_list(
    tmp_path: Path,
) -> None:
    knowledge = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, knowledge)
    settings = make_settings(knowledge_path=knowledge, data_path=tmp_path / "data.sqlite3")
    async with simcord.run(create_bot(settings, await MatchService.open(settings))) as env:
        guild = env.create_guild("Fans", id=GUILD_ID)
        general = guild.create_text_channel("general")
        admins = guild.create_role("Managers", permissions=discord.Permissions(manage_guild=True))
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        admin = guild.add_member(env.create_user("admin"), roles=[admins])
        mention = f"{env.bot.user.mention} "
        for question in ("how is the weather?", "where can I park?"):
            await alice.send(general, mention + question)
        await bob.send(general, mention + "How is the weather")  # a second member
        await bob.send(general, mention + WINNER)
        assert "with a header" in general.last_message.content
        before = (await admin.slash(general, "unanswered")).response.content

        # Edited on disk while running, with no /reload: only a fresh start can see it.
        match = knowledge / "match.yaml"
        text = match.read_text(encoding="utf-8")
        assert text.count("      method: header") == 1
        match.write_text(text.replace("      method: header", "      method: shot"), "utf-8")

        await env.bot.service.close()
        # A new process over the same files and the same store.
        await env.restart_bot(create_bot(settings, await MatchService.open(settings)))
        assert env.bot.is_ready()
        await alice.send(general, mention + WINNER)  # the first message after the restart
        reply = general.last_message
        assert reply.author.id == env.bot.user.id
        assert "Lautaro Martinez" in reply.content and "with a shot" in reply.content
        after = (await admin.slash(general, "unanswered")).response.content
        await env.bot.service.close()
    assert "2x" in before and "weather" in before and "park" in before
    assert after == before


# --- secrets ---------------------------------------------------------------------------


class _Unauthorised(BaseHTTPRequestHandler):
    """Discord's answer to a bad token: 401 on GET /users/@me. Records what it was sent."""

    seen: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        self.seen.append(self.headers.get("Authorization", ""))
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def fake_discord() -> Iterator[str]:
    """A local stand-in for discord.com that rejects every token; yields its API base."""
    _Unauthorised.seen = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Unauthorised)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    finally:
        server.shutdown()
        server.server_close()


def test_real_login_failure_never_logs_or_prints_the_token(
    fake_discord: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    bot_service: MatchService,
) -> None:
    """discord.py's own login (HTTP and all, DEBUG logging on) against a 401."""
    monkeypatch.setattr(discord.http.Route, "BASE", fake_discord)
    monkeypatch.setattr(runner, "LiveKnowledge", lambda path: bot_service.live)
    settings = make_settings(discord_token=TOKEN, log_level="DEBUG")
    with caplog.at_level(logging.DEBUG):
        code = runner.run_discord(settings)
    out, err = capsys.readouterr()
    assert _Unauthorised.seen == [f"Bot {TOKEN}"]  # the token did go out, to Discord only
    assert code == runner.EXIT_DISCORD
    assert "Discord rejected DISCORD_TOKEN" in err
    assert any(r.name.startswith("discord") for r in caplog.records)  # it did log, at DEBUG
    logged = "\n".join(f"{r.getMessage()} {r.exc_text or ''}" for r in caplog.records)
    for secret in (TOKEN, "hardening-secret"):
        assert secret not in out + err + logged


def test_cli_run_with_a_bad_token_prints_no_token(fake_discord: str, tmp_path: Path) -> None:
    """`matchbot run` (bot.adapters.cli.main, what `python -m bot run` calls) in a process of
    its own, DEBUG logging on; only discord.com is swapped for the local 401."""
    code = (
        "import discord.http, sys\n"
        f"discord.http.Route.BASE = {fake_discord!r}\n"
        "from bot.adapters.cli import main\n"
        "sys.exit(main(['run']))\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": TOKEN,
        "LOG_LEVEL": "DEBUG",
        "KNOWLEDGE_PATH": str(KNOWLEDGE),
    }
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,  # no .env here
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == runner.EXIT_DISCORD, done.stderr
    assert "error: Discord rejected DISCORD_TOKEN" in done.stderr
    assert "DEBUG" in done.stderr  # the log was on, so the check below means something
    assert TOKEN not in done.stdout + done.stderr
    assert "hardening-secret" not in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_docs_say_how_to_rotate_a_leaked_token() -> None:
    docs = (ROOT / "README.md").read_text(encoding="utf-8")
    section = docs.split("### If the token leaks", 1)[1].split("\n## ", 1)[0]
    assert "Reset Token" in section and ".env" in section and "restart" in section
