"""A small cache of what files parse and validate to, by the digest of their bytes."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any


class DigestCache:
    """The last few files parsed and validated, by the digest of their bytes.

    The same bytes always give the same data and model, and the same files are loaded
    again and again (every server's knowledge version shares the operator's files, each
    upload is checked with them, a reload re-reads them all), while a generated tournament
    file takes a large part of a second to parse. Only successes are kept.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self.items: OrderedDict[bytes, Any] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: bytes) -> Any:
        with self.lock:
            found = self.items.get(key)
            if found is not None:
                self.items.move_to_end(key)
            return found

    def put(self, key: bytes, value: Any) -> None:
        with self.lock:
            self.items[key] = value
            self.items.move_to_end(key)
            while len(self.items) > self.size:
                self.items.popitem(last=False)
