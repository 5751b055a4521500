"""Who wants to know that a knowledge changed: live posts, prediction settling, and so on.

Every path that replaces a knowledge in this process (a feed poll, a moderator's upload or
rollback, an operator's reload, a refresh because another process changed the store)
calls `publish` once the new knowledge answers. The services that act on what changed
(a goal to post, a result to settle) subscribe. They compare `before` with `after`
themselves and record in the store what they did, so a change seen twice, or by two
processes, acts once.

A subscriber must be quick (schedule slow work as a task): publishing sits on the path
that swaps the knowledge. A subscriber that fails is logged and never stops the change
or the other subscribers.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.engine import Engine
from bot.knowledge import LoadedKnowledge

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class KnowledgeChange:
    """One knowledge replaced by another, in one scope."""

    guild_id: int | None  # None: the operator's default, used by every server without its own
    before: LoadedKnowledge | None  # None: nothing was loaded before (a start)
    after: LoadedKnowledge
    # "feed", "upload" (or "teach"), "rollback", "reset", "reload", "sync", "start"
    source: str


Subscriber = Callable[[KnowledgeChange], Awaitable[None]]


class KnowledgeEvents:
    """A list of subscribers, called in order on every change."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    def subscribe(self, subscriber: Subscriber) -> None:
        self._subscribers.append(subscriber)

    @property
    def wanted(self) -> bool:
        """Anyone subscribed: a publisher skips work done only to publish (building a
        server's new engine ahead, say) when nobody listens."""
        return bool(self._subscribers)

    def unsubscribe(self, subscriber: Subscriber) -> None:
        if subscriber in self._subscribers:
            self._subscribers.remove(subscriber)

    async def publish(self, change: KnowledgeChange) -> None:
        for subscriber in list(self._subscribers):
            try:
                await subscriber(change)
            except Exception:
                log.exception("a knowledge-change subscriber failed (%s)", change.source)


def loaded_of(engine: Engine) -> LoadedKnowledge:
    """What an engine answers from, as a change carries it (without the files' texts)."""
    return LoadedKnowledge(engine.knowledge, engine.version, ())
