"""Questions the bot could not answer, counted, so moderators know what phrasings to add.

Only this list is kept: normalised question text, one example as typed (truncated), a
count, the closest intent and when it was last asked. Bounded in memory; persisted as
JSON (atomically) when a path is configured, so a restart keeps it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from bot.engine import Reply, question_key
from bot.service.text import valid_text

log = logging.getLogger(__name__)

CAPACITY = 300
EXAMPLE_CHARS = 200
WARN_EVERY = 300  # seconds between two warnings about the same failure to save
MAX_COUNT = 2**63 - 1  # what a store (BIGINT) can hold
LATEST_EPOCH = 253402300799.0  # 9999-12-31, the last time a datetime can hold


@dataclass
class Entry:
    key: str
    example: str
    count: int
    closest: str | None
    last_seen: float


class UnansweredLog:
    def __init__(
        self, path: Path | None = None, capacity: int = CAPACITY, *, read_only: bool = False
    ) -> None:
        self.path = path
        self.capacity = capacity
        self.read_only = read_only  # a reader (the command line) never moves or writes files
        self._entries: dict[str, Entry] = {}
        self._lock = threading.Lock()
        self._warned: dict[str, float] = {}  # cause of a failed save -> when it was logged
        if path is not None:
            self._load(path)

    def record(self, reply: Reply) -> None:
        """Count a reply that was a decline or only suggestions, or an answer with a
        claim withheld; ignore answers given in full."""
        if reply.band == "answer" and not reply.withheld:
            return
        question = valid_text(reply.question)  # whoever calls: nothing unsaveable is kept
        key = question_key(question)
        if not key:
            return
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                if len(self._entries) >= self.capacity:
                    self._evict()
                example = question.strip()[:EXAMPLE_CHARS]
                entry = self._entries[key] = Entry(key, example, 0, None, 0.0)
            entry.count += 1
            entry.closest = reply.best_intent
            entry.last_seen = time.time()
            self._save()

    def flush(self) -> None:
        """Save now (each change is saved already; this is the last word at shutdown)."""
        with self._lock:
            if self._entries:
                self._save()

    def top(self, limit: int = 20) -> list[Entry]:
        with self._lock:
            entries = sorted(self._entries.values(), key=lambda e: (-e.count, -e.last_seen))
        return entries[:limit]

    def __len__(self) -> int:
        return len(self._entries)

    def _evict(self) -> None:
        victim = min(self._entries.values(), key=lambda e: (e.count, e.last_seen))
        del self._entries[victim.key]

    def _load(self, path: Path) -> None:
        if not path.exists():
            return
        try:
            rows = json.loads(path.read_text(encoding="utf-8"))["entries"]
            if not isinstance(rows, list):
                raise TypeError(f"entries is {type(rows).__name__}, not a list")
            if not self.read_only:  # our own file: one bad entry sets the whole file aside
                rows = [_entry(row) for row in rows]
        except (OSError, ValueError, TypeError, KeyError) as exc:
            if self.read_only:
                log.warning("unanswered list %s unreadable (%s)", path, exc)
                return
            backup = path.with_name(path.name + ".corrupt")
            log.warning(
                "unanswered list %s unreadable (%s); kept as %s, starting empty", path, exc, backup
            )
            with contextlib.suppress(OSError):
                os.replace(path, backup)
            return
        entries: list[Entry] = []
        for number, row in enumerate(rows, 1):
            try:  # an old list to import: one bad entry costs itself only
                entries.append(row if isinstance(row, Entry) else _entry(row))
            except (TypeError, ValueError) as exc:
                log.warning("unanswered list %s: entry %d skipped (%s)", path, number, exc)
        for entry in sorted(entries, key=lambda e: -e.count)[: self.capacity]:
            self._entries[entry.key] = entry

    def _save(self) -> None:
        if self.path is None or self.read_only:
            return
        data = {"entries": [asdict(e) for e in self._entries.values()]}
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self.path)
        except (OSError, ValueError) as exc:  # ValueError: text that cannot be encoded
            self._warn_once(exc)
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)

    def _warn_once(self, exc: Exception) -> None:
        """One warning per cause per WARN_EVERY seconds: a read-only or full disk fails
        every save, and one line per declined question buried everything else."""
        cause = f"{type(exc).__name__}:{getattr(exc, 'errno', None)}"
        now = time.monotonic()
        if now < self._warned.get(cause, -WARN_EVERY) + WARN_EVERY:
            log.debug("could not save the unanswered list to %s: %s", self.path, exc)
            return
        self._warned[cause] = now
        log.warning(
            "could not save the unanswered list to %s: %s (kept in memory; the same failure "
            "is not logged again for %ds)",
            self.path,
            exc,
            WARN_EVERY,
        )


def _entry(row: object) -> Entry:
    """One saved row, type-checked: a hand-edited or damaged file must not crash startup."""
    if not isinstance(row, dict):
        raise TypeError(f"entry is {type(row).__name__}, not an object")
    entry = Entry(**row)
    closest_ok = entry.closest is None or isinstance(entry.closest, str)
    count_ok = isinstance(entry.count, int) and not isinstance(entry.count, bool)
    seen_ok = isinstance(entry.last_seen, int | float) and not isinstance(entry.last_seen, bool)
    if not (isinstance(entry.key, str) and isinstance(entry.example, str) and closest_ok):
        raise TypeError("entry has a non-text key, example or closest")
    if not (count_ok and seen_ok and 1 <= entry.count <= MAX_COUNT):
        raise TypeError("entry has a bad count or last_seen")
    if not (math.isfinite(entry.last_seen) and 0 <= entry.last_seen <= LATEST_EPOCH):
        raise ValueError(f"entry has an impossible last_seen {entry.last_seen!r}")
    entry.key, entry.example = valid_text(entry.key), valid_text(entry.example)
    entry.closest = valid_text(entry.closest) if entry.closest is not None else None
    return entry


def format_entries(entries: list[Entry]) -> list[str]:
    """One line per entry, for the command line and Discord alike."""
    return [f"{e.count}x  {e.example}  (closest: {e.closest or '-'})" for e in entries]
