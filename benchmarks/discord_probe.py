"""Run in a child process: start the Discord bot under SimCord, print one JSON line.

`python -m benchmarks.discord_probe [MODULE]` (default `bot.adapters.discord.client`).
It builds the bot the way the module offers (a `create_bot`/`build_bot`/`make_bot` factory
or a `discord.Client`
subclass, given settings and/or a service by parameter name), starts it under SimCord (no
network), reads its resident memory, then sends mention questions from several members
and times each one from the message event until the bot's handlers settle (SimCord's
actor verbs return only then), counting the replies. A child process keeps discord and
SimCord out of the parent's memory and modules.
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
    async with simcord.run(bot, check_errors=False) as env:
        start_s = time.perf_counter() - t0
        guild = env.create_guild("Bench", id=GUILD_ID)
        channel = guild.create_text_channel("general")
        actors = [guild.add_member(env.create_user(f"fan{i}")) for i in range(members)]
        await env.settle()
        rss_after_start = rss_mb()
        mention = env.bot.user.mention
        await actors[0].send(channel, f"{mention} who won?")  # warm-up
        before = _bot_messages(channel, env.bot.user.id)
        lat: list[float] = []
        t = time.perf_counter()
        for i, q in enumerate(questions):
            s = time.perf_counter()
            await actors[i % members].send(channel, f"{mention} {q}")
            lat.append((time.perf_counter() - s) * 1000)
        elapsed = time.perf_counter() - t
        replies = _bot_messages(channel, env.bot.user.id) - before
        errors = len(getattr(env, "errors", []) or [])
        rss_after = rss_mb()
    lat.sort()
    return {
        "ok": True,
        "start_s": start_s,
        "rss_after_start_mb": rss_after_start,
        "rss_after_questions_mb": rss_after,
        "questions": len(questions),
        "replies": replies,
        "errors": errors,
        "qps": len(questions) / elapsed,
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
