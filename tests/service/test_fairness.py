"""Issue 23, rows 1 and 2: one server cannot stall or exhaust the bot. A costly knowledge
is refused with its reason; a server whose answers are slow does not hold up another's;
its questions past a queue get "busy"; the engine cache is bounded by estimated bytes,
with a share per server, so one server's upload-and-reset cycles evict only its own."""

from __future__ import annotations

import asyncio
import random
import re
import string
import time
from typing import Any

import pytest

from bot.engine import Engine
from bot.knowledge import read_knowledge_texts
from bot.service import LiveKnowledge, MatchService
from bot.service.answering import BUSY, busy_reply
from bot.settings import Settings
from bot.store import Store
from tests.conftest import KNOWLEDGE, NEW_INTENT

A, B = 700000000000000001, 700000000000000002
INTENTS = read_knowledge_texts(KNOWLEDGE)["intents.yaml"]


@pytest.fixture(scope="module")
def live() -> LiveKnowledge:
    return LiveKnowledge(KNOWLEDGE)


def settings(**overrides: Any) -> Settings:
    return Settings(_env_file=None, knowledge_path=KNOWLEDGE, **overrides)  # type: ignore[call-arg]


def random_intents(intents: int, phrasings: int, seed: int = 1) -> str:
    """A valid intents file of random words: what the attack of row 1 uploaded."""
    rnd = random.Random(seed)
    pool = ["".join(rnd.choices(string.ascii_lowercase, k=rnd.randint(4, 8))) for _ in range(300)]
    lines = ["schema_version: 1", "intents:"]
    for n in range(intents):
        lines += [f"  - id: rnd-{n}", "    description: random", "    patterns:"]
        lines += [f"      - {' '.join(rnd.choices(pool, k=6))}" for _ in range(phrasings)]
        lines += ["    answer:", "      text: random"]
    return "\n".join(lines) + "\n"


async def own_knowledge(service: MatchService, guild: int, extra: str = NEW_INTENT) -> Engine:
    preview = await service.knowledge.preview(guild, {"intents.yaml": INTENTS + extra})
    assert preview.ok, preview.problems
    await service.knowledge.commit(guild, preview, "mod", "upload", "own")
    return await service.knowledge.engine_for(guild)


# row 1: measured when built, refused past the limits


async def test_a_knowledge_with_too_many_phrasings_is_refused_before_it_is_built(
    live: LiveKnowledge, memory_store: Store
) -> None:
    service = MatchService(live, memory_store, settings())
    started = time.perf_counter()
    preview = await service.knowledge.preview(A, {"attack.yaml": random_intents(200, 30)})
    assert not preview.ok
    problem = str(preview.problems[0])
    found = re.search(r"^attack\.yaml:0: too costly: it has ([\d,]+) phrasings", problem)
    assert found is not None, problem
    # the attack's own 6,000, with the bundled intents' (about a thousand) beside them
    assert 6_000 < int(found.group(1).replace(",", "")) < 8_000
    assert "phrasings; the limit is 5,000" in problem
    assert service.knowledge.engines.builds == 0  # never built
    assert time.perf_counter() - started < 60  # (no timing claim: just not a 20 s build)
    assert await memory_store.history(A) == []


@pytest.mark.parametrize(
    ("limit", "reason"),
    [
        ({"knowledge_max_probe_ms": 0.001}, "a question can take"),
        ({"knowledge_max_vocabulary": 100}, "different words; the limit is 100"),
    ],
)
async def test_a_knowledge_past_the_measured_limits_is_refused(
    live: LiveKnowledge, memory_store: Store, limit: dict[str, Any], reason: str
) -> None:
    service = MatchService(live, memory_store, settings(**limit))
    preview = await service.knowledge.preview(A, {"intents.yaml": INTENTS + NEW_INTENT})
    assert not preview.ok and reason in str(preview.problems[0])
    assert len(service.knowledge.engines) == 0  # the refused engine is not kept
    fine = MatchService(live, memory_store, settings())
    assert (await fine.knowledge.preview(A, {"intents.yaml": INTENTS + NEW_INTENT})).ok


# row 1: one server's slow answers do not hold up another's


async def test_a_slow_server_does_not_hold_up_another(
    live: LiveKnowledge, memory_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = MatchService(live, memory_store, settings(answer_server_queue=3))
    slow_engine = await own_knowledge(service, A)
    real = slow_engine.answer

    def slow(*args: Any, **kwargs: Any) -> Any:
        time.sleep(0.4)  # as a crafted knowledge's every question did (80-150 ms)
        return real(*args, **kwargs)

    monkeypatch.setattr(slow_engine, "answer", slow)
    answered: list[str] = []  # who got a real answer, in the order they got it

    async def ask(guild: int, label: str) -> str:
        reply = await service.answers.ask("who scored the winner?", guild_id=guild, asker=label)
        if reply.text != BUSY:
            answered.append(label)
        return reply.text

    attack = [asyncio.create_task(ask(A, f"a{n}")) for n in range(5)]
    await asyncio.sleep(0.05)  # A's first question is being answered
    other = await ask(B, "b")
    assert answered == ["b"]  # B did not wait for any of A's
    assert "scored the winner" in other
    texts = await asyncio.gather(*attack)
    assert texts.count(BUSY) == 2  # 3 may wait per server; the rest are told "busy"
    assert service.answers.busy == 2
    service.answers.close()


def test_busy_is_said_in_the_language_asked() -> None:
    spanish = busy_reply("¿quién hizo el gol del triunfo?", None, "v1")
    assert spanish.lang == "es" and spanish.text.startswith("Tengo demasiadas preguntas")
    assert spanish.band == "decline" and spanish.intent is None
    assert busy_reply("who scored the winner?", None, "v1").text == BUSY
    assert busy_reply("who scored the winner?", "es", "v1").text != BUSY  # the member's locale


# row 2: memory bounded by estimated bytes, with a share per server


async def test_upload_and_reset_cycles_evict_only_that_servers_engines(
    live: LiveKnowledge, memory_store: Store
) -> None:
    service = MatchService(
        live, memory_store, settings(engine_cache_mb=64, engine_cache_server_mb=20)
    )
    cache = service.knowledge.engines
    # the server's share holds one engine of this knowledge (about 12 MB estimated), not
    # two: every cycle must evict that server's older one
    await own_knowledge(service, B)  # another server's engine, in use
    b_version = service.knowledge.version_for(B)
    for cycle in range(6):  # row 2's attack: upload, reset, upload something else...
        extra = NEW_INTENT.replace("kiosk-crisps", f"kiosk-{cycle}").replace(
            "crisps at the kiosk", f"crisps at kiosk number {cycle}"
        )
        engine = await own_knowledge(service, A, extra)
        assert engine.version in cache  # the one just made stays
        size = cache._entries[engine.version].bytes
        assert size <= cache.server_bytes < 2 * size  # one fits, two do not
        await service.knowledge.reset(A, "mod")
        own = [v for v, e in cache._entries.items() if e.servers == {A}]
        assert sum(cache._entries[v].bytes for v in own) <= cache.server_bytes
        assert cache.bytes <= cache.max_bytes
    assert b_version in cache  # never evicted for A's sake
    assert cache.evicted >= 1
