"""What the engine counts when it is built, so no fan's first question waits for it: one
set of tournament facts for every language and the checker, each team's figures counted
(`facts.counted`), and the claim patterns over each kind's whole group of names
compiled (`Checker._warm_patterns`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import Engine
from bot.engine.claims.patterns import compiled
from bot.engine.facts.tournament import TournamentFacts
from bot.knowledge import load_knowledge

KNOWLEDGE = Path(__file__).parents[2] / "knowledge"


@pytest.fixture(scope="module")
def engine() -> Engine:
    compiled.cache_clear()  # what the build compiles, not what another test left
    return Engine(load_knowledge(KNOWLEDGE))


def test_one_set_of_tournament_facts_for_every_language_and_the_checker(
    engine: Engine,
) -> None:
    tf = engine.tournament
    assert tf is not None
    assert all(f.tournament is tf for f in engine.facts_by_lang.values())
    assert len(engine.facts_by_lang) > 1
    assert engine.checker.typed._tables is tf


def test_a_teams_path_and_table_are_counted_with_the_engine(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    counted: list[str] = []
    for name in ("_reached", "_out_in", "_record", "_table", "_group_of"):
        real = getattr(TournamentFacts, name)

        def spy(self: TournamentFacts, *a: object, _real: object = real, _n: str = name) -> object:
            counted.append(_n)
            return _real(self, *a)  # type: ignore[operator]

        monkeypatch.setattr(TournamentFacts, name, spy)
    for q in ("how did spain do at the world cup", "cómo le fue a brasil en el mundial"):
        assert engine.answer(q).intent == "team-path"
    assert engine.answer("which team had the best defence").band == "answer"
    assert engine.answer("group c table").band == "answer"
    assert counted == []


def test_the_whole_group_claim_patterns_are_compiled_with_the_engine(engine: Engine) -> None:
    tf = engine.tournament
    assert tf is not None
    final = tf.final
    assert final is not None
    before = compiled.cache_info().misses
    engine.checker.forget()
    for text, match in (
        ("85' GOAL Argentina: Enzo Fernandez (assist Lionel Messi), Argentina 1-1 England.", None),
        ("Argentina beat France 3-3. France did not score.", final.id),
        ("Spain beat Germany 2-1. Germany did not score.", None),
    ):
        engine.checker.flags(text, match)
        engine.checker.flags(text, match, "team-path")
    assert compiled.cache_info().misses == before


def test_a_replys_copy_is_what_dataclasses_replace_makes() -> None:
    from dataclasses import replace

    from bot.engine import Reply

    reply = Reply("q", "answer", "cards", 90, "Two cards.", facts={"n": 2}, match="m1")
    copy = reply.but(text="One card.", confidence=80)
    assert copy == replace(reply, text="One card.", confidence=80)
    assert copy.match == "m1" and reply.text == "Two cards." and copy.facts is reply.facts
    with pytest.raises(TypeError):
        reply.but(txt="typo")
