"""The Discord probe of `make bench` times the bot's path: from the message event until
the bot sends its reply, and on until SimCord has posted it (issue 36, defect 9)."""

from __future__ import annotations

import pytest

from benchmarks.discord_probe import Timed, _result, probe


def test_the_rate_is_the_questions_over_their_summed_time() -> None:
    timed = [Timed(reply=2.0, posted=3.0, cpu=1.0), Timed(reply=4.0, posted=6.0, cpu=2.0)]
    r = _result(timed, questions=2, replies=2, errors=0, wall=1.0)
    assert r["qps"] == pytest.approx(2 / 0.006)
    assert r["posted_qps"] == pytest.approx(2 / 0.009)
    assert (r["p50_ms"], r["posted_p50_ms"]) == (4.0, 6.0)
    assert r["cpu_ms"] == pytest.approx(1.5)
    assert r["wall_qps"] == pytest.approx(2.0)


def test_no_reply_heard_is_a_failed_run() -> None:
    assert _result([], questions=3, replies=0, errors=0, wall=1.0)["ok"] is False


async def test_every_question_is_timed_until_the_bot_sends_its_reply() -> None:
    questions = ["who won?", "who scored the winner?", "zzq qwv", "when?", "what did scaloni say"]
    r = await probe("bot.adapters.discord.client", questions, members=2)
    assert r["ok"] and r["errors"] == 0
    assert r["replies"] == r["timed"] == len(questions)
    assert 0 < r["p50_ms"] <= r["posted_p50_ms"]  # sent before SimCord has posted it
    assert r["cpu_ms"] > 0 and r["harness_cpu_ms"] > r["cpu_ms"]
