"""The conversation store and the service: follow-ups per key, bounded, expiring, isolated."""

from __future__ import annotations

from bot.engine import Context
from bot.service import ConversationStore, MatchService

WINNER = "who scored the winner?"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def context(intent: str = "result") -> Context:
    return Context("v1", intent, "result", None)


def test_store_expires_after_the_ttl() -> None:
    clock = Clock()
    store = ConversationStore(ttl_seconds=300, clock=clock)
    store.put("a", context())
    clock.now += 299
    assert store.get("a") == context()
    clock.now += 2  # 301 s after it was stored
    assert store.get("a") is None
    assert len(store) == 0  # forgotten, not only hidden


def test_store_is_bounded_least_recently_used_first() -> None:
    store = ConversationStore(max_size=2)
    store.put("a", context("a"))
    store.put("b", context("b"))
    assert store.get("a") is not None  # "a" is now the most recently used
    store.put("c", context("c"))
    assert len(store) == 2
    assert store.get("b") is None
    assert store.get("a") is not None and store.get("c") is not None


def test_store_ttl_zero_is_off_and_none_forgets() -> None:
    off = ConversationStore(ttl_seconds=0)
    off.put("a", context())
    assert off.get("a") is None and len(off) == 0
    store = ConversationStore()
    store.put("a", context())
    store.put("a", None)
    assert store.get("a") is None


async def test_service_follow_up_needs_the_same_key(service: MatchService) -> None:
    alice = ("member", 1, 10, 100)
    assert "Lautaro" in (await service.answers.ask(WINNER, alice)).text
    assert "stoppage time" in (await service.answers.ask("when?", alice)).text
    for other in (
        ("member", 1, 10, 101),  # another member, same channel
        ("member", 1, 11, 100),  # same member, another channel
        ("member", 2, 10, 100),  # same ids, another server
        None,  # no conversation at all
    ):
        assert (await service.answers.ask("when?", other)).intent is None, other


async def test_service_follows_a_reply_chain_first(service: MatchService) -> None:
    alice, bob = ("member", 1, 10, 100), ("member", 1, 10, 101)
    await service.answers.ask("who scored the opener?", bob)
    reply = await service.answers.ask(WINNER, alice)
    service.answers.remember(("message", 1, 555), reply)
    # bob replies to alice's answer: the chain's topic wins over bob's own last question
    followed = await service.answers.ask("who assisted?", bob, follows=("message", 1, 555))
    assert "Lionel Messi set up the winner" in followed.text
    # ... and bob's conversation goes on from there
    assert "stoppage time" in (await service.answers.ask("when?", bob)).text
    # a chain that is not known (expired, another bot's message) falls back to one's own
    carol = ("member", 1, 10, 102)
    await service.answers.ask("who scored the opener?", carol)
    assert (
        "Morgan Rogers"
        in (await service.answers.ask("who crossed it?", carol, follows=("message", 1, 9))).text
    )


async def test_service_context_expires(service: MatchService) -> None:
    clock = Clock()
    service.answers.conversations = ConversationStore(ttl_seconds=300, clock=clock)
    key = ("console",)
    await service.answers.ask(WINNER, key)
    clock.now += 301
    assert (await service.answers.ask("when?", key)).intent is None


async def test_a_reload_drops_contexts_of_the_old_knowledge(service: MatchService) -> None:
    key = ("console",)
    reply = await service.answers.ask(WINNER, key)
    assert reply.context is not None
    stale = Context("another-version", reply.context.intent, "goal", "goal", goals=("x",))
    service.answers.conversations.put(key, stale)
    assert (await service.answers.ask("when?", key)).intent is None
