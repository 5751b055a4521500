"""One member cannot dominate the unanswered list.

Checked in the service before a reply is recorded, so it holds for whatever stores the
list. Per member and per window: the same question counts once, and at most `per_member`
different questions are recorded. One member posting 600 variations of a question used
to fill 298 of 300 entries and push out what everyone else asked.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable

PER_MEMBER = 10  # different questions recorded per member per window
WINDOW = 3600.0  # seconds
MAX_MEMBERS = 5000  # above this, expired windows are dropped, then the oldest


class FairShare:
    def __init__(
        self,
        per_member: int = PER_MEMBER,
        window: float = WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_member = per_member
        self.window = window
        self.clock = clock
        self._seen: dict[Hashable, tuple[float, set[str]]] = {}  # member -> (start, keys)
        self._lock = threading.Lock()

    def allow(self, asker: Hashable, key: str, now: float | None = None) -> bool:
        """Whether `asker` asking `key` should be recorded; counts it when it is."""
        now = self.clock() if now is None else now
        with self._lock:
            start, keys = self._seen.get(asker, (now, set()))
            if now >= start + self.window:
                start, keys = now, set()
            if asker not in self._seen and len(self._seen) >= MAX_MEMBERS:
                self._prune(now)
            self._seen[asker] = (start, keys)
            if key in keys or len(keys) >= self.per_member:
                return False
            keys.add(key)
            return True

    def _prune(self, now: float) -> None:
        for asker in [a for a, (s, _) in self._seen.items() if now >= s + self.window]:
            del self._seen[asker]
        while len(self._seen) >= MAX_MEMBERS:
            del self._seen[next(iter(self._seen))]
