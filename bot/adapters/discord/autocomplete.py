"""Bounded autocomplete: what one member types never stalls the other servers.

Discord sends an autocomplete on every keystroke and drops an answer that comes after
3 seconds. Each one here is bounded three ways: the typed value is cut to what a choice
can be (`cut_typed`), a member gets at most `rate` rankings per `per` seconds (past that, the
last answer they got, at no cost), and the ranking runs on a worker thread (at most
`workers` at once, over every server) within `deadline` seconds, else the member gets no
choices this keystroke and the next one tries again. A throttled keystroke gets the
choices last sent to that member for that command.

Any option's autocomplete can use it: `await bot.autocomplete.run(interaction, rank)`
with `rank` a plain function of nothing (it runs on the thread).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import discord

from bot.adapters.discord.throttle import Window

log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_TYPED = 100  # Discord's limit for a choice's name and value: nothing longer names one
RATE, PER = 5, 2.0  # rankings per member per window (a fast typist's keystrokes)
WORKERS = 2  # rankings at once, over every server
DEADLINE = 2.0  # seconds: Discord drops an autocomplete answer after 3
REMEMBERED = 1000  # members whose last choices are kept, to answer a throttled keystroke


def cut_typed(typed: str) -> str:
    """What was typed, cut to what a choice can be."""
    return typed[:MAX_TYPED]


class Autocomplete:
    """Per-member throttle, a shared pool of workers and a deadline for every ranking."""

    def __init__(
        self,
        rate: int = RATE,
        per: float = PER,
        workers: int = WORKERS,
        deadline: float = DEADLINE,
    ) -> None:
        self.window = Window(rate, per)
        self.workers = workers
        self.deadline = deadline
        self._slots: asyncio.Semaphore | None = None  # made on the running loop
        # (member, command) -> the choices last sent: a throttled keystroke gets them again
        self._last: OrderedDict[tuple[int, str], Sequence[Any]] = OrderedDict()
        self.throttled = 0  # keystrokes answered from the last choices (tests read these)
        self.late = 0  # rankings past the deadline

    async def run(
        self, interaction: discord.Interaction[Any], rank: Callable[[], Sequence[T]]
    ) -> list[T]:
        """`rank()` on a worker thread, within the member's budget and the deadline."""
        member = interaction.user.id
        now = interaction.created_at.timestamp()
        command = getattr(interaction.command, "qualified_name", "")
        if self.window.retry_after(member, now) > 0:
            self.throttled += 1
            return list(self._last.get((member, command), ()))
        self.window.use(member, now)
        task = asyncio.ensure_future(self._ranked(rank))
        try:
            found = list(await asyncio.wait_for(asyncio.shield(task), self.deadline))
        except TimeoutError:  # the worker finishes in the background; nobody waits for it
            self.late += 1
            task.add_done_callback(_retrieved)
            log.info("autocomplete for user %s took over %.1fs: no choices", member, self.deadline)
            return []
        self._remember((member, command), found)
        return found

    async def _ranked(self, rank: Callable[[], Sequence[T]]) -> Sequence[T]:
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.workers)
        async with self._slots:  # held until the thread is done, even past the deadline
            return await asyncio.to_thread(rank)

    def _remember(self, key: tuple[int, str], found: Sequence[Any]) -> None:
        self._last[key] = found
        self._last.move_to_end(key)
        while len(self._last) > REMEMBERED:
            self._last.popitem(last=False)


def _retrieved(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.warning("autocomplete ranking failed: %s", task.exception())
