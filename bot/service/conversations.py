"""Short conversation memory: the context of each member's last answer, for a few minutes.

Kept in memory only (a restart forgets it, nothing is written anywhere), bounded in size
(least recently used conversations are dropped first) and expired after a setting's worth
of seconds. Keys are whatever the adapter says a conversation is: (server, channel, member)
in Discord, the console session, a reply chain. Two keys never share a context.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

from bot.engine import Context

DEFAULT_TTL_SECONDS = 300.0
DEFAULT_MAX_CONVERSATIONS = 10_000


class ConversationStore:
    def __init__(
        self,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        max_size: int = DEFAULT_MAX_CONVERSATIONS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl = ttl_seconds
        self.max_size = max(1, max_size)
        self._clock = clock
        self._items: OrderedDict[Hashable, tuple[float, Context]] = OrderedDict()
        self._lock = threading.Lock()  # the command line and tests may ask from threads

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> Context | None:
        """The conversation's context, unless it has expired (then it is forgotten)."""
        if self.ttl <= 0:
            return None
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            stored_at, context = item
            if self._clock() - stored_at > self.ttl:
                del self._items[key]
                return None
            self._items.move_to_end(key)
            return context

    def put(self, key: Hashable, context: Context | None) -> None:
        """Remember `context` for `key` from now on; None forgets the conversation."""
        with self._lock:
            if context is None or self.ttl <= 0:
                self._items.pop(key, None)
                return
            self._items[key] = (self._clock(), context)
            self._items.move_to_end(key)
            while len(self._items) > self.max_size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
