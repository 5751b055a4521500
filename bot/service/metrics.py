"""What the running bot reports for monitoring, behind a face with no dependencies.

Adapters and the service call a `Metrics`; the base class records nothing, so the command
line (`ask`, `console`) pays nothing and never imports a metrics library. The Discord runner
swaps in the Prometheus recorder (`bot.adapters.metrics`) when METRICS_PORT is set.

Labels are only the way a question came in and its outcome, and a reload's result: never a
user, a channel or a server, so the number of series stays small and nobody is tracked.
"""

from __future__ import annotations

from typing import Literal

from bot.engine import Band

Way = Literal["mention", "dm", "channel", "slash"]
Outcome = Literal["answered", "suggested", "declined"]

WAYS: tuple[Way, ...] = ("mention", "dm", "channel", "slash")
OUTCOMES: tuple[Outcome, ...] = ("answered", "suggested", "declined")
OUTCOME_OF_BAND: dict[Band, Outcome] = {
    "answer": "answered",
    "suggest": "suggested",
    "decline": "declined",
}


class Metrics:
    """The recorder interface; this base class ignores everything (metrics off)."""

    def question(self, way: Way, band: Band, seconds: float) -> None:
        """One question through `way`, what the engine made of it, and how long it took."""

    def reload(self, ok: bool) -> None:
        """One reload attempt (a command, the file watcher or another process's change)."""

    def feed(self, outcome: str, failures: int) -> None:
        """One feed poll: 'changed', 'unchanged', 'failed' or 'standby'; `failures` is the
        current streak of failed polls (0 while the feed works)."""

    def throttled(self, way: Way) -> None:
        """One question through `way` refused by the rate limit (not answered)."""

    def command(self, name: str, outcome: str) -> None:
        """One slash command by its name and outcome (ok, refused, throttled, expired,
        error)."""

    def send_failed(self, status: int) -> None:
        """One reply Discord refused, with its HTTP status."""

    def answer_failed(self) -> None:
        """One question whose answering raised an error (the member got an apology)."""

    def withheld(self, reason: str) -> None:
        """One claim of an answer withheld by the checker, by its kind (engine REASONS)."""


NO_METRICS = Metrics()
