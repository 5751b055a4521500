"""Name lookups for the connection to Discord, each in a daemon thread of its own.

aiohttp resolves names with `getaddrinfo` in the event loop's default executor. When DNS
does not answer, that thread waits for the system resolver's own timeout, and a stop
asked meanwhile (SIGTERM during the login) waited with it: `asyncio.run` and then the
interpreter join the executor's threads before the process may end. A daemon thread is
not joined, so the process ends as soon as the bot has closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import socket
import threading
from collections.abc import Callable
from typing import Any, TypeVar, cast

import aiohttp
from aiohttp.resolver import ThreadedResolver

T = TypeVar("T")


async def _in_daemon(call: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """`call(*args, **kwargs)` in a daemon thread; its result (or error) awaited here."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[T] = loop.create_future()

    def settle(outcome: Callable[[], None]) -> None:
        with contextlib.suppress(RuntimeError):  # the loop closed while we waited
            loop.call_soon_threadsafe(lambda: None if done.done() else outcome())

    def work() -> None:
        try:
            result = call(*args, **kwargs)
        except BaseException as exc:  # handed to the awaiting task, as an executor does
            settle(functools.partial(done.set_exception, exc))
        else:
            settle(functools.partial(done.set_result, result))

    threading.Thread(target=work, name="matchbot-dns", daemon=True).start()
    return await done


class _DaemonLookups:
    """What aiohttp's ThreadedResolver asks of a loop, answered from daemon threads."""

    async def getaddrinfo(self, *args: Any, **kwargs: Any) -> Any:
        return await _in_daemon(socket.getaddrinfo, *args, **kwargs)

    async def getnameinfo(self, *args: Any) -> Any:
        return await _in_daemon(socket.getnameinfo, *args)


def discord_connector() -> aiohttp.TCPConnector:
    """discord.py's own connector (no connection limit), resolving in daemon threads."""
    resolver = ThreadedResolver(loop=cast(asyncio.AbstractEventLoop, _DaemonLookups()))
    return aiohttp.TCPConnector(limit=0, resolver=resolver)
