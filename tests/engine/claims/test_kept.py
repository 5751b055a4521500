"""The claims the checker read, kept by text (`FLAGS_KEPT`): a text asked again is read
once and checked the same, `forget` reads it afresh, and a pickled engine keeps none."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from bot.engine import Engine, Reply
from bot.engine.claims import Checker, Withheld
from bot.knowledge import load_knowledge

REAL = Path(__file__).parents[2] / "real"


def _reply(text: str) -> Reply:
    return Reply("q", "answer", "cards", 90, text)


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine(load_knowledge(REAL / "wc2010_final" / "knowledge"))


def test_a_text_checked_again_is_read_once_and_checked_the_same(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    checker = engine.checker
    checker.forget()
    reads: list[str] = []
    real_flags = Checker._flags

    def counted(self: Checker, text: str, match: str | None, data_intent: bool) -> list[Withheld]:
        reads.append(text)
        return real_flags(self, text, match, data_intent)

    monkeypatch.setattr(Checker, "_flags", counted)
    text = "Spain won the final 1-0. Spain did not score."
    first = checker.checked(_reply(text))
    again = checker.checked(_reply(text))
    assert (again.text, again.withheld) == (first.text, first.withheld)
    assert first.text == "Spain won the final 1-0." and first.withheld
    assert reads.count(text) == 1
    checker.forget()
    assert checker.checked(_reply(text)).withheld == first.withheld
    assert reads.count(text) == 2


def test_the_kept_claims_are_a_copy(engine: Engine) -> None:
    flags = engine.checker.flags("Spain did not score.", None)
    flags.clear()
    assert engine.checker.flags("Spain did not score.", None)


def test_a_pickled_checker_keeps_no_claims_and_still_checks(engine: Engine) -> None:
    engine.checker.flags("Spain did not score.", None)
    copy: Checker = pickle.loads(pickle.dumps(engine.checker))
    assert copy._read.cache_info().currsize == 0
    assert copy.flags("Spain did not score.", None) == engine.checker.flags(
        "Spain did not score.", None
    )
