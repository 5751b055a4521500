"""The shared per-user and per-channel windows."""

from __future__ import annotations

from bot.adapters.discord.throttle import Throttle, Window


def test_window_allows_rate_then_refuses_until_the_window_ends() -> None:
    w = Window(2, 10)
    for _ in range(2):
        assert w.retry_after(1, 0.0) == 0
        w.use(1, 0.0)
    assert w.retry_after(1, 4.0) == 6.0
    assert w.retry_after(2, 4.0) == 0  # other keys are independent
    assert w.retry_after(1, 10.01) == 0


def test_refused_hits_do_not_consume_and_signal_once() -> None:
    t = Throttle(1, 10, 5, 10)
    assert t.hit(1, 100, 0.0).allowed
    first = t.hit(1, 100, 1.0)
    second = t.hit(1, 100, 2.0)
    assert not first.allowed and first.first_refusal
    assert not second.allowed and not second.first_refusal
    assert t.hit(2, 100, 2.0).allowed  # the channel still has room
    assert t.hit(1, 100, 10.5).allowed


def test_channel_window_spans_users() -> None:
    t = Throttle(5, 10, 2, 10)
    assert t.hit(1, 100, 0.0).allowed and t.hit(2, 100, 0.0).allowed
    verdict = t.hit(3, 100, 1.0)
    assert not verdict.allowed and verdict.retry_after == 9.0
    assert t.hit(3, 200, 1.0).allowed  # a quiet channel is unaffected
