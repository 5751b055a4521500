"""Issue 14: one member cannot dominate the unanswered list.

The budget is applied in the service before recording (whatever stores the list), so it
carries over to any store: per member, the same question counts once per window, and
only a few different questions are recorded per window.
"""

from __future__ import annotations

from bot.service import MatchService
from bot.service.fair_share import PER_MEMBER, FairShare


async def test_one_member_repeating_a_question_counts_once(service: MatchService) -> None:
    for _ in range(50):
        await service.answers.ask("is the pitch wet today?", asker=7)
    await service.answers.ask("is the pitch wet today?", asker=8)
    [entry] = await service.unanswered.top(None)
    assert entry.count == 2  # two members asked it, however often


async def test_one_member_cannot_fill_the_list(service: MatchService) -> None:
    await service.answers.ask("where can I park near the stadium?", asker=1)
    for n in range(200):
        await service.answers.ask(f"is the pitch wet today number {n} zorblax?", asker=2)
    keys = [e.example for e in (await service.unanswered.top(None, 500))]
    assert len(keys) == PER_MEMBER + 1
    assert "where can I park near the stadium?" in keys
    await service.answers.ask("who is the zorblax mascot?", asker=3)  # others are still heard
    assert len(await service.unanswered.top(None, 1000)) == PER_MEMBER + 2


async def test_without_an_asker_every_question_counts(service: MatchService) -> None:
    """The command line and console have one user: the owner, counted as before."""
    for _ in range(3):
        await service.answers.ask("is the pitch wet today?")
    assert (await service.unanswered.top(None))[0].count == 3


def test_the_budget_comes_back_after_the_window() -> None:
    fair = FairShare(per_member=2, window=60.0)
    assert fair.allow(1, "a", 0.0) and fair.allow(1, "b", 1.0)
    assert not fair.allow(1, "c", 2.0)  # over the budget
    assert not fair.allow(1, "a", 3.0)  # already counted in this window
    assert fair.allow(2, "c", 4.0)  # another member
    assert fair.allow(1, "c", 61.0)  # a new window
