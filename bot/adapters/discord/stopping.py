"""A clean stop: take no new work, finish the replies in flight, then close.

SIGTERM is how Docker, systemd and Kubernetes stop the bot, often in the middle of
replies. Closing at once cut the HTTP session under them: replies lost, one traceback
each. So a stop first marks the bot `stopping` (new messages are ignored, new slash
commands get a one-line "restarting"), waits for the replies already being worked on
(messages, slash commands, button presses and forms) up to a deadline, and only then
closes the gateway and the HTTP session; the runner then saves queued store writes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Protocol

log = logging.getLogger(__name__)

DEADLINE = 10.0  # seconds the replies in flight get before the bot closes anyway

# How discord.py names the tasks that handle one incoming event each.
IN_FLIGHT = (
    "discord.py: on_message",
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-modal-dispatch-",
)


def in_flight() -> set[asyncio.Task[object]]:
    """The tasks handling a message or interaction right now (this one excepted)."""
    current = asyncio.current_task()
    return {
        task
        for task in asyncio.all_tasks()
        if task is not current and not task.done() and task.get_name().startswith(IN_FLIGHT)
    }


class Stoppable(Protocol):
    """What a stop needs from the bot: a flag its handlers read, and `close`."""

    stopping: bool

    async def close(self) -> None: ...


async def stop_gracefully(bot: Stoppable, deadline: float = DEADLINE) -> int:
    """Stop taking work, wait up to `deadline` seconds for the work in flight, close.
    The number of handlers still unfinished at the deadline (0: nothing was cut)."""
    bot.stopping = True
    end = time.monotonic() + deadline
    pending = in_flight()
    if pending:
        log.info(
            "stopping: finishing %d reply(ies) in flight (%.0f s at most)", len(pending), deadline
        )
    while pending:
        left = end - time.monotonic()
        if left <= 0:
            break
        await asyncio.wait(pending, timeout=left)
        pending = in_flight()  # and whatever they started that is still running
    if pending:
        log.warning(
            "stopping: %d reply(ies) unfinished after %.0f s; closing anyway",
            len(pending),
            deadline,
        )
    await bot.close()
    return len(pending)
