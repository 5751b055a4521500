"""A server's question statistics for its moderators (/stats): how many questions, how
many answered, and what went unanswered, over the last day and the last week.

Counts come from the store's hourly buckets (`record_question`), so they cover every
process on the same database and survive restarts; nothing in them names a member.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.store import Store, UnansweredRecord

DAY = timedelta(days=1)
WEEK = timedelta(days=7)


@dataclass(frozen=True)
class Window:
    """Questions in one period, by outcome."""

    label: str
    answered: int
    suggested: int
    declined: int

    @property
    def total(self) -> int:
        return self.answered + self.suggested + self.declined

    @property
    def answer_rate(self) -> float | None:
        """The share answered outright; None when nobody asked."""
        return self.answered / self.total if self.total else None


@dataclass(frozen=True)
class GuildStats:
    day: Window
    week: Window
    top_day: list[UnansweredRecord]  # asked in the last day, most asked (ever) first
    top_week: list[UnansweredRecord]  # asked in the last week


async def guild_stats(
    store: Store, guild_id: int | None, now: datetime | None = None, top: int = 5
) -> GuildStats:
    """This server's numbers (None: DMs and the operator's scope) up to `now`."""
    now = now or datetime.now(UTC)
    windows = []
    for label, span in (("last 24 hours", DAY), ("last 7 days", WEEK)):
        counts = await store.question_stats(guild_id, now - span)
        windows.append(Window(label, counts["answered"], counts["suggested"], counts["declined"]))
    # The store keeps one running count per question (most asked first) and when it was
    # last asked: a period's top is the most asked among those asked in that period.
    ranked = await store.unanswered(guild_id, limit=200)
    top_week = [r for r in ranked if r.last_seen >= now - WEEK][:top]
    top_day = [r for r in top_week if r.last_seen >= now - DAY][:top]
    return GuildStats(windows[0], windows[1], top_day, top_week)
