"""Per-user and per-channel rate limits shared by the message path and slash commands.

One budget per user and one per channel, whichever way they ask, so neither one person
nor a busy channel can make the bot flood. Fixed windows, like discord.py's cooldowns:
`rate` uses per `per` seconds, the window starting at the first use. Times come from the
caller (the message's or interaction's timestamp), so tests can drive a virtual clock.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_KEYS = 5000  # above this, expired windows are dropped before adding a new key


class Window:
    """`rate` uses per `per` seconds for each key."""

    def __init__(self, rate: int, per: float) -> None:
        self.rate = rate
        self.per = per
        self._windows: dict[int, tuple[float, int]] = {}  # key -> (window start, uses)

    def retry_after(self, key: int, now: float) -> float:
        """Seconds until `key` may go again; 0 when it may go now."""
        start, used = self._windows.get(key, (now, 0))
        if now > start + self.per or used < self.rate:
            return 0.0
        return start + self.per - now

    def use(self, key: int, now: float) -> None:
        start, used = self._windows.get(key, (now, 0))
        if now > start + self.per:
            start, used = now, 0
        if key not in self._windows and len(self._windows) >= MAX_KEYS:
            self._prune(now)
        self._windows[key] = (start, used + 1)

    def _prune(self, now: float) -> None:
        for key in [k for k, (s, _) in self._windows.items() if now > s + self.per]:
            del self._windows[key]


@dataclass(frozen=True)
class Verdict:
    retry_after: float  # 0 when allowed
    first_refusal: bool  # the channel's first refusal in this window: worth one quiet signal

    @property
    def allowed(self) -> bool:
        return self.retry_after <= 0


class Throttle:
    """Both windows together: a use counts only when both allow it."""

    def __init__(
        self, user_rate: int, user_per: float, channel_rate: int, channel_per: float
    ) -> None:
        self.users = Window(user_rate, user_per)
        # Questions nobody addressed to the bot (answer channels) are only looked at (asked,
        # and recorded when unanswered) this often per member, before any reply is charged.
        self.chatter = Window(user_rate, user_per)
        self.channels = Window(channel_rate, channel_per)
        # Refused moderator commands and presses, per member: past this budget a refusal
        # is neither audited nor explained again, so 300 presses cost a few audit rows.
        self.refusals = Window(user_rate, user_per)
        # channel -> end of the window already signalled: under a flood from many members a
        # channel gets one quiet signal per window, not one per member.
        self._refused: dict[int, float] = {}

    def hear(self, user_id: int, now: float) -> bool:
        """Whether an undirected question from `user_id` is looked at; counts it if so."""
        if self.chatter.retry_after(user_id, now) > 0:
            return False
        self.chatter.use(user_id, now)
        return True

    def refuse(self, user_id: int, now: float) -> float:
        """Count one refusal of `user_id`: 0 when it is within their budget (audit and
        explain it), else the seconds until it is again."""
        wait = self.refusals.retry_after(user_id, now)
        if wait <= 0:
            self.refusals.use(user_id, now)
        return wait

    def hit(self, user_id: int, channel_id: int, now: float) -> Verdict:
        wait = max(self.users.retry_after(user_id, now), self.channels.retry_after(channel_id, now))
        if wait > 0:
            first = self._refused.get(channel_id, 0.0) < now
            self._refused[channel_id] = max(self._refused.get(channel_id, 0.0), now + wait)
            if len(self._refused) > MAX_KEYS:
                self._refused = {k: v for k, v in self._refused.items() if v >= now}
            return Verdict(wait, first)
        self.users.use(user_id, now)
        self.channels.use(channel_id, now)
        return Verdict(0.0, False)
