"""Run in a child process: start the Discord bot under SimCord, print one JSON line.

`python -m benchmarks.discord_probe [MODULE]` (default `bot.adapters.discord.client`).
It builds the bot the way the module offers (a `create_bot`/`build_bot`/`make_bot` factory
or a `discord.Client`
subclass, given settings and/or a service by parameter name), starts its store writer as the
runner does, starts it under SimCord (no network), reads its resident memory, then sends
mention questions from several members, one at a time, and times each one from the message
event until the bot's reply is posted (heard through a discord.py listener on the bot's own
messages), counting the replies. A child process keeps discord and SimCord out of the
parent's memory and modules.

What is timed is the bot's work, not SimCord's bookkeeping (issue 36, defect 9): after each
reply SimCord settles, and its settle polls in steps of 50 ms while a callback it tracks is
still queued, and checks every task of every live view against every live view (a cost
that grows with their square: each 'suggest' reply leaves buttons live for 10 minutes).
Neither exists on a real gateway, and together they made this row read 12-17 q/s, p50
56-80 ms, while the bot answered in ~3 ms. So each question is timed until its reply, and
between questions (untimed) SimCord's clock is moved past the buttons' timeout, so they
expire as they would after 10 minutes. `wall_qps` still reports the harness's own rate.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import json
import sys
import time
from pathlib import Path
from typing import Any

GUILD_ID = 424242424242424242
FACTORIES = ("create_bot", "build_bot", "make_bot", "create_client")
ROOT = Path(__file__).resolve().parent.parent
# past the suggestion buttons' timeout (bot/adapters/discord/suggestions.py: 600 s)
EXPIRE_VIEWS_S = 601.0


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
            replied: list[float] = []

            async def on_reply(message: Any) -> None:
                if message.author.id == me.id:
                    replied.append(time.perf_counter())

            env.bot.add_listener(on_reply, "on_message")
            await actors[0].send(channel, f"{me.mention} who won?")  # warm-up
            before = _bot_messages(channel, me.id)
            lat: list[float] = []
            t = time.perf_counter()
            for i, q in enumerate(questions):
                heard = len(replied)
                s = time.perf_counter()
                await actors[i % members].send(channel, f"{me.mention} {q}")
                if len(replied) > heard:
                    lat.append((replied[heard] - s) * 1000)
                await env.advance_time(EXPIRE_VIEWS_S)  # untimed: buttons expire
            wall = time.perf_counter() - t
            replies = _bot_messages(channel, me.id) - before
            errors = len(getattr(env, "errors", []) or [])
            rss_after = rss_mb()
    finally:
        if hasattr(service, "close"):
            await service.close()
    return _result(lat, len(questions), replies, errors, wall) | {
        "start_s": start_s,
        "rss_after_start_mb": rss_after_start,
        "rss_after_questions_mb": rss_after,
    }


def _result(
    lat: list[float], questions: int, replies: int, errors: int, wall: float
) -> dict[str, Any]:
    """The figures of a run: q/s is the bot's serial rate, questions over the summed time
    from each message event to its reply; `wall_qps` includes SimCord's settling."""
    lat = sorted(lat)
    if not lat:
        return {"ok": False, "error": "no reply heard"}
    return {
        "ok": True,
        "questions": questions,
        "replies": replies,
        "errors": errors,
        "qps": len(lat) / (sum(lat) / 1000),
        "wall_qps": questions / wall,
        "p50_ms": lat[len(lat) // 2],
        "p99_ms": lat[min(len(lat) - 1, int(len(lat) * 0.99))],
    }


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
