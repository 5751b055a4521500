"""Run in a child process: start the Discord bot under SimCord, print one JSON line.

`python -m benchmarks.discord_probe [MODULE] [N]` (default `bot.adapters.discord.client`,
300). It builds the bot the way the module offers (a `create_bot`/`build_bot`/`make_bot`
factory or a `discord.Client` subclass, given settings and/or a service by parameter
name), starts its store writer as the runner does, starts it under SimCord (no network),
reads its resident memory, then sends mention questions from several members, one at a
time, and counts the replies. A child process keeps discord and SimCord out of the
parent's memory and modules.

What is timed is the bot's path (issue 36, defect 9; docs/speed.md): from the message
event (the member's message created in SimCord's Discord, which sends MESSAGE_CREATE to
the bot) until the bot sends its reply (its HTTP request: where a real bot's reply leaves
for Discord), with the process's CPU time over the same span. `posted_*` runs on until
SimCord has stored the reply and the bot has heard it back, SimCord's Discord at work.
Not timed: `Member.send` runs SimCord's settling loop (a check that the bot has nothing
left to do, polled beside the bot while it answers, and sleeping 50 ms while a callback
is queued), so the probe creates the message itself and settles after the reply; and
between questions SimCord's clock is moved past the suggestion buttons' timeout, so they
expire as they would after 10 minutes instead of piling up in SimCord's checks.
`wall_qps` and `harness_cpu_ms` are the whole loop's, those included.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

GUILD_ID = 424242424242424242
FACTORIES = ("create_bot", "build_bot", "make_bot", "create_client")
ROOT = Path(__file__).resolve().parent.parent
# past the suggestion buttons' timeout (bot/adapters/discord/suggestions.py: 600 s)
EXPIRE_VIEWS_S = 601.0
REPLY_TIMEOUT_S = 10.0


def _settings() -> Any:
    from bot.settings import Settings

    big = 10**9
    return Settings(
        discord_token="simcord.fake.token",
        knowledge_path=ROOT / "knowledge",
        dev_guild_id=GUILD_ID,
        unanswered_path=None,
        user_cooldown_rate=big,
        channel_cooldown_rate=big,
    )


async def _service(settings: Any) -> Any:
    from bot.service import MatchService

    return await MatchService.in_memory(settings)


async def _call(fn: Any, settings: Any) -> Any:
    """Call a factory or class, giving it settings / service / store by parameter name."""
    kwargs: dict[str, Any] = {}
    service = None
    for name, param in inspect.signature(fn).parameters.items():
        if param.kind in (param.VAR_KEYWORD, param.VAR_POSITIONAL):
            continue
        if "setting" in name:
            kwargs[name] = settings
        elif "service" in name:
            service = service or await _service(settings)
            kwargs[name] = service
        elif name == "store":
            service = service or await _service(settings)
            kwargs[name] = service.live
        elif param.default is inspect.Parameter.empty:
            raise TypeError(f"{fn.__qualname__} needs '{name}', which the probe cannot supply")
    return fn(**kwargs)


async def build_bot(module_name: str) -> Any:
    import discord

    module = importlib.import_module(module_name)
    settings = _settings()
    for name in FACTORIES:
        fn = getattr(module, name, None)
        if callable(fn):
            return await _call(fn, settings)
    classes = [
        obj
        for obj in vars(module).values()
        if inspect.isclass(obj)
        and issubclass(obj, discord.Client)
        and obj.__module__ == module.__name__
    ]
    if not classes:
        raise LookupError(f"{module_name} has no {'/'.join(FACTORIES)} and no Client subclass")
    return await _call(classes[0], settings)


async def probe(module_name: str, questions: list[str], members: int) -> dict[str, Any]:
    import simcord

    from benchmarks.measure import rss_mb

    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    t0 = time.perf_counter()
    bot = await build_bot(module_name)
    service = getattr(bot, "service", None)
    if hasattr(service, "start_writer"):
        service.start_writer()  # as the runner does: counts are queued, saved in batches
    try:
        async with simcord.run(bot, check_errors=False) as env:
            start_s = time.perf_counter() - t0
            guild = env.create_guild("Bench", id=GUILD_ID)
            channel = guild.create_text_channel("general")
            actors = [guild.add_member(env.create_user(f"fan{i}")) for i in range(members)]
            await env.settle()
            rss_after_start = rss_mb()
            me = env.bot.user
            clock = _ReplyClock(channel.id, me.id)
            clock.watch(env.bot)
            await actors[0].send(channel, f"{me.mention} who won?")  # warm-up
            before = _bot_messages(channel, me.id)
            timed: list[Timed] = []
            t, cpu = time.perf_counter(), time.process_time()
            for i, q in enumerate(questions):
                one = await _ask(
                    env, channel.id, actors[i % members].id, f"{me.mention} {q}", clock
                )
                if one is not None:
                    timed.append(one)
                await env.settle()  # untimed: the rest of the bot's work, then SimCord's
                await env.advance_time(EXPIRE_VIEWS_S)  # untimed: buttons expire
            wall, cpu = time.perf_counter() - t, time.process_time() - cpu
            replies = _bot_messages(channel, me.id) - before
            errors = len(getattr(env, "errors", []) or [])
            rss_after = rss_mb()
    finally:
        if hasattr(service, "close"):
            await service.close()
    return _result(timed, len(questions), replies, errors, wall) | {
        "harness_cpu_ms": cpu * 1000 / len(questions),
        "load": load,
        "start_s": start_s,
        "rss_after_start_mb": rss_after_start,
        "rss_after_questions_mb": rss_after,
    }


@dataclass(frozen=True)
class Timed:
    """One question's times, ms from its message event: until the bot sends its reply
    (`reply`, the bot's path), until SimCord has posted it and the bot has heard it back
    (`posted`), and the process's CPU time until the reply is sent (`cpu`)."""

    reply: float
    posted: float
    cpu: float


class _ReplyClock:
    """When the bot sends a message to the channel (its HTTP request, where a real bot's
    reply leaves for Discord) and when it hears its own message back (SimCord posted it)."""

    def __init__(self, channel_id: int, bot_id: int) -> None:
        self.channel_id = channel_id
        self.bot_id = bot_id
        self.sent: asyncio.Future[tuple[float, float]] | None = None
        self.posted: asyncio.Future[float] | None = None

    def arm(self) -> None:
        loop = asyncio.get_running_loop()
        self.sent, self.posted = loop.create_future(), loop.create_future()

    def watch(self, bot: Any) -> None:
        http = bot.http
        request = http.request

        async def timed_request(route: Any, **kwargs: Any) -> Any:
            if (
                route.method == "POST"
                and route.path.endswith("/messages")
                and route.channel_id == self.channel_id
                and self.sent is not None
                and not self.sent.done()
            ):
                self.sent.set_result((time.perf_counter(), time.process_time()))
            return await request(route, **kwargs)

        http.request = timed_request

        async def on_message(message: Any) -> None:
            if message.author.id == self.bot_id and self.posted and not self.posted.done():
                self.posted.set_result(time.perf_counter())

        bot.add_listener(on_message, "on_message")


async def _ask(
    env: Any, channel_id: int, member_id: int, content: str, clock: _ReplyClock
) -> Timed | None:
    """Deliver one member's message and wait for the bot's reply, as a gateway would:
    nothing of SimCord's runs meanwhile but its in-memory Discord (the message created
    and sent to the bot, the reply received). `Member.send` would also run SimCord's
    settling loop beside the bot while it answers; it is left for after (see above)."""
    clock.arm()
    assert clock.sent is not None and clock.posted is not None
    start, cpu = time.perf_counter(), time.process_time()
    env.backend.create_message(channel_id, member_id, content)  # MESSAGE_CREATE to the bot
    try:
        sent, sent_cpu = await asyncio.wait_for(asyncio.shield(clock.sent), REPLY_TIMEOUT_S)
        posted = await asyncio.wait_for(asyncio.shield(clock.posted), REPLY_TIMEOUT_S)
    except TimeoutError:
        return None
    return Timed((sent - start) * 1000, (posted - start) * 1000, (sent_cpu - cpu) * 1000)


def _result(
    timed: list[Timed], questions: int, replies: int, errors: int, wall: float
) -> dict[str, Any]:
    """The figures of a run: q/s is the bot's serial rate, questions over the summed time
    from each message event to the bot's reply; `posted_qps` until SimCord posted it;
    `wall_qps` includes SimCord's settling between questions."""
    if not timed:
        return {"ok": False, "error": "no reply heard"}
    lat = sorted(t.reply for t in timed)
    posted = sorted(t.posted for t in timed)
    cpu = sorted(t.cpu for t in timed)
    return {
        "ok": True,
        "questions": questions,
        "replies": replies,
        "timed": len(timed),
        "errors": errors,
        "qps": len(lat) / (sum(lat) / 1000),
        "p50_ms": _pct(lat, 0.5),
        "p99_ms": _pct(lat, 0.99),
        "cpu_ms": sum(cpu) / len(cpu),
        "cpu_p50_ms": _pct(cpu, 0.5),
        "posted_qps": len(posted) / (sum(posted) / 1000),
        "posted_p50_ms": _pct(posted, 0.5),
        "wall_qps": questions / wall,
    }


def _pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(len(values) * q))]


def _bot_messages(channel: Any, bot_id: int) -> int:
    return sum(1 for m in channel.history() if m.author.id == bot_id)


def main() -> int:
    module_name = sys.argv[1] if len(sys.argv) > 1 else "bot.adapters.discord.client"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    from benchmarks.questions import QuestionMaker
    from bot.knowledge.loader import load_knowledge

    k = load_knowledge(ROOT / "knowledge").knowledge
    questions = [q for _, q in QuestionMaker(k, seed=11).mixed(n)]
    try:
        result = asyncio.run(probe(module_name, questions, members=20))
    except Exception as exc:  # the layer is being written: report, don't crash the bench
        result = {"ok": False, "error": f"{type(exc).__name__}: {exc}"[:300]}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
