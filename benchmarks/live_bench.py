"""Live posts: how long a goal takes from the feed to the channel, and what a poll that
brings nothing costs.

A Football.JSON feed on loopback (tests/adapters/discord/live_feed.py) polled every
INTERVAL seconds by the real poller loop; the service on a store in memory with the
bundled knowledge; a poster that records when each post is handed to it (where the
Discord adapter's sender picks it up). Each round scores one more goal in the final and
times from the file changing to the goal's post: the wait for the next poll (0 to
INTERVAL), the fetch, the import, the new engine and the evaluation.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

from benchmarks.measure import Dist, ms, table

INTERVAL = 2.0
ROUNDS = 8
IDLE_POLLS = 40
GUILD, CHANNEL = 4242, 4343


class _Poster:
    def __init__(self) -> None:
        self.arrived: list[tuple[float, Any]] = []

    def reachable(self, guild_id: int) -> bool:
        return True

    def send(self, post: Any) -> None:
        self.arrived.append((time.perf_counter(), post))


async def _measure(progress: Callable[[str], None]) -> dict[str, Any]:
    from bot.service import LiveKnowledge, MatchService, OperatorFeed, football_json
    from bot.settings import BUNDLED_KNOWLEDGE
    from bot.store import open_store
    from tests.adapters.discord.live_feed import Feed, final_kickoff, serve

    feed = Feed(final_kickoff(20))
    server, url = await serve(feed)
    store = await open_store(":memory:")
    service = MatchService(await asyncio.to_thread(LiveKnowledge, BUNDLED_KNOWLEDGE), store)
    poller = OperatorFeed(
        service.live, store, service.audit, football_json, (url,), INTERVAL, events=service.events
    )
    poster = _Poster()
    try:
        assert await poller.poller.poll() == "changed"
        await service.live_posts.set_channel(GUILD, CHANNEL, "bench")
        await service.live_posts.follow(GUILD, ["spain"], [], "bench")
        service.live_posts.start(poster)  # type: ignore[arg-type]
        poller.start()
        reach: list[float] = []
        rng = random.Random(34)
        for goal in range(1, ROUNDS + 1):
            progress(f"live posts: goal {goal} of {ROUNDS}")
            await asyncio.sleep(rng.uniform(0, INTERVAL))  # any moment of the poll cycle
            seen = len(poster.arrived)
            scorers = [{"name": f"Scorer {i}", "minute": 5 + 5 * i} for i in range(goal)]
            began = time.perf_counter()
            feed.set(ft=[goal, 0], goals1=scorers)
            while len(poster.arrived) == seen:
                if time.perf_counter() - began > 10 * INTERVAL:
                    raise TimeoutError("no post within 10 poll intervals")
                await asyncio.sleep(0.005)
            reach.append((poster.arrived[-1][0] - began) * 1000)
        await poller.close()
        idle, evaluate = [], []
        for _ in range(IDLE_POLLS):
            t = time.perf_counter()
            assert await poller.poller.poll() == "unchanged"
            idle.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            assert await service.live_posts.evaluate(GUILD) == []
            evaluate.append((time.perf_counter() - t) * 1000)
        return {"reach": Dist.of(reach), "idle": Dist.of(idle), "evaluate": Dist.of(evaluate)}
    finally:
        await poller.close()
        await service.live_posts.close()
        await store.close()
        await server.close()


def run(progress: Callable[[str], None]) -> dict[str, Any]:
    try:
        return asyncio.run(_measure(progress))
    except Exception as exc:  # a figure missing, not a failed run
        return {"error": f"{type(exc).__name__}: {exc}"[:200]}


def report(say: Callable[[str], None], live: dict[str, Any]) -> None:
    say("## Live posts: a goal from the feed to the channel, and an idle poll")
    say("")
    if "error" in live:
        say(f"n/a ({live['error']})")
        return
    reach, idle, evaluate = live["reach"], live["idle"], live["evaluate"]
    target = f"< {INTERVAL + 1:g} s (FEED_INTERVAL + 1 s)"
    met = "met" if reach.p50 < (INTERVAL + 1) * 1000 else "MISSED"
    say(
        table(
            ["what", "n", "p50", "p99", "max", "target"],
            [
                (
                    "goal: feed file changed -> post handed to the sender",
                    reach.n,
                    ms(reach.p50),
                    ms(reach.p99),
                    ms(reach.max),
                    f"{target}: {met}",
                ),
                (
                    "a poll with no change (a 304)",
                    idle.n,
                    ms(idle.p50),
                    ms(idle.p99),
                    ms(idle.max),
                    "",
                ),
                (
                    "an evaluation with nothing new (one server)",
                    evaluate.n,
                    ms(evaluate.p50),
                    ms(evaluate.p99),
                    ms(evaluate.max),
                    "",
                ),
            ],
        )
    )
    say("")
    say(
        f"FEED_INTERVAL={INTERVAL:g} s, the real poller loop on a loopback Football.JSON "
        "feed, the bundled knowledge, SQLite in memory. The goal's time includes waiting "
        "for the next poll (0 to FEED_INTERVAL), the import, building the new engine and "
        "the evaluation; Discord's own send is not in it (SimCord tests cover that path)."
    )
