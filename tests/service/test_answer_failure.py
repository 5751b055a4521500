"""A fault inside the engine while answering one question: the member gets a short
apology in their language, the fault is logged and counted, and the next question (and
every other server) is answered as usual."""

from __future__ import annotations

import logging

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.adapters.metrics import PrometheusMetrics
from bot.service import MatchService


async def test_a_failing_answer_is_an_apology_and_the_service_goes_on(
    service: MatchService, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    metrics = PrometheusMetrics()
    service.metrics = metrics
    engine = await service.knowledge.engine_for(None)
    real = engine.answer

    def answer(text: str, *args: object, **kwargs: object) -> object:
        if "boom" in text:
            raise RecursionError("maximum recursion depth exceeded")
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(engine, "answer", answer)
    with caplog.at_level(logging.ERROR, logger="bot.service.answering"):
        failed = await service.answers.ask("boom: who won?")
        spanish = await service.answers.ask("¿quién ganó? boom")
    assert failed.band == "decline" and "could not answer" in failed.text, failed.text
    assert spanish.lang == "es" and "no pude responder" in spanish.text
    assert sum("answering failed" in r.getMessage() for r in caplog.records) == 2
    assert _failures(metrics) == 2.0
    after = await service.answers.ask("who won the final?")
    assert after.band == "answer", after.text


def _failures(metrics: PrometheusMetrics) -> float:
    for family in text_string_to_metric_families(metrics.exposition().decode()):
        for sample in family.samples:
            if sample.name == "matchbot_answer_failures_total":
                return sample.value
    return -1.0
