"""A claim the checker withheld: logged once with the question, counted by its kind
(`answers_withheld_total`), and the question recorded in the server's unanswered list."""

from __future__ import annotations

import logging

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.adapters.metrics import PrometheusMetrics
from bot.engine import REASONS, Withheld
from bot.service import MatchService


async def test_a_withheld_claim_is_logged_counted_and_recorded(
    service: MatchService, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    metrics = PrometheusMetrics()
    service.metrics = metrics
    engine = await service.knowledge.engine_for(None)
    # the bundled report holds nothing false to find: plant one failed claim
    planted = [Withheld("did_not_score", "Spain did not score: 'Spain did not score.'")]
    monkeypatch.setattr(
        engine.checker, "flags", lambda text, match, intent=None: planted if "1-0" in text else []
    )
    with caplog.at_level(logging.WARNING, logger="bot.service.answering"):
        reply = await service.answers.ask("who won the final?")
    assert reply.withheld and "1-0" not in reply.text, reply.text
    lines = [r.getMessage() for r in caplog.records if "claim withheld" in r.getMessage()]
    assert len(lines) == 1 and "who won the final?" in lines[0] and "negative" in lines[0]
    assert _withheld(metrics) == {"negative": 1.0} | {r: 0.0 for r in REASONS if r != "negative"}
    [entry] = await service.unanswered.top(None)
    assert entry.example == "who won the final?"


async def test_a_full_answer_is_neither_counted_nor_recorded(service: MatchService) -> None:
    metrics = PrometheusMetrics()
    service.metrics = metrics
    reply = await service.answers.ask("who won the final?")
    assert reply.band == "answer" and reply.withheld == ()
    assert set(_withheld(metrics).values()) == {0.0}
    assert await service.unanswered.top(None) == []


def _withheld(metrics: PrometheusMetrics) -> dict[str, float]:
    text = metrics.exposition().decode()
    out: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == "answers_withheld_total":
                out[sample.labels["reason"]] = sample.value
    return out
