"""`Slots.shared` and the engine's `_parse`: the cheap copies made once a question."""

from __future__ import annotations

import dataclasses

from bot.engine.engine import Engine
from bot.engine.understanding.slots import Slots


def test_shared_is_what_replace_makes_and_leaves_the_original() -> None:
    slots = Slots(people=["messi"], teams=["ARG"], asks_when=True, default_match="m1")
    copy = slots.shared()
    assert copy is not slots
    assert copy == dataclasses.replace(slots)
    assert copy.people is slots.people  # lists shared, as `replace` shares them
    copy.default_match = "m2"
    copy.asks_when = False
    assert slots.default_match == "m1"
    assert slots.asks_when is True


def test_parse_with_a_current_match_keeps_every_other_field(engine: Engine) -> None:
    assert engine.desk is not None  # the shipped tournament: `_parse` sets its match
    read = engine.understanding.parse("who scored the winner")
    parsed = engine._parse("who scored the winner", "some-match", read)
    expected = dataclasses.replace(
        read, slots=dataclasses.replace(read.slots, default_match="some-match", moment=None)
    )
    assert parsed == expected
    assert read.slots.default_match != "some-match"
