"""The service for one local user: `python -m bot ask` and the console.

A store in memory (their questions are not kept) and one event loop for the whole
session, so each synchronous call is a thin wrapper around the same async service the
bot uses.
"""

from __future__ import annotations

import asyncio
from collections.abc import Hashable

from bot.engine import Clock, Reply, utc_now
from bot.service import MatchService
from bot.settings import Settings


def shown(reply: Reply) -> str:
    """The reply as a terminal shows it: a decline's suggestions (buttons in Discord)
    listed under it, as "did you mean" lists its own in the text."""
    if reply.band != "decline" or not reply.suggestions:
        return reply.text
    return "\n".join([reply.text, *(f"- {s.question}" for s in reply.suggestions)])


class LocalService:
    """The service on a store in memory, driven synchronously: `ask` and the console ask
    one question at a time and keep nothing (one event loop for the whole session)."""

    def __init__(self, settings: Settings, clock: Clock | None = None) -> None:
        """`clock`: a moment asked as of (`--now`): answers come from the knowledge as it
        stood then; None: the wall clock and the knowledge as it is."""
        self._runner = asyncio.Runner()
        try:
            self.service = self._runner.run(MatchService.in_memory(settings))
        except BaseException:
            self._runner.close()
            raise
        self.service.answers.clock = clock or utc_now  # "now" for fixtures still to come
        self.service.answers.as_of = clock is not None

    def ask(self, question: str, conversation: Hashable | None = None) -> Reply:
        return self._runner.run(self.service.answers.ask(question, conversation))

    def close(self) -> None:
        self._runner.run(self.service.close())
        self._runner.close()

    def __enter__(self) -> LocalService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
