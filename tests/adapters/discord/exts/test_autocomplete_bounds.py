"""Issue 36, defect 1: what one member types in an option never stalls the bot. A typed
value is read only as far as a match's label goes, ranking runs on a worker thread
within a deadline, and each member has a budget of rankings (past it: their last choices,
at no cost)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from typing import Any

import pytest
from simcord import assert_responded

from bot.adapters.discord import matches
from bot.adapters.discord.autocomplete import RATE, Autocomplete
from bot.engine import Picker
from tests.adapters.discord.exts.conftest import World

LONG = "argentina " + "é" * 6000


class Spy:
    """Picker.choices and find_match, counted with the thread and what they were given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[str, str, bool]] = []
        for name in ("choices", "find_match"):
            real = getattr(Picker, name)
            monkeypatch.setattr(Picker, name, self._wrap(name, real))

    def _wrap(self, name: str, real: Any) -> Any:
        def spy(picker: Picker, typed: str, *args: Any, **kwargs: Any) -> Any:
            on_loop = threading.current_thread() is threading.main_thread()
            self.calls.append((name, typed, on_loop))
            return real(picker, typed, *args, **kwargs)

        return spy


async def test_a_long_value_is_cut_and_ranked_off_the_event_loop(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    spy = Spy(monkeypatch)
    choices = await world.alice.autocomplete(world.general, "match", "match", LONG)
    assert choices and "Argentina" in choices[0]["name"]
    assert spy.calls and all(len(typed) <= 100 for _, typed, _ in spy.calls)
    assert not any(on_loop for *_, on_loop in spy.calls)


async def test_a_long_typed_match_is_read_off_the_loop_and_answered(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    spy = Spy(monkeypatch)
    for _ in range(3):  # the three /match calls of 6,000 characters
        result = await world.bob.slash(world.general, "match", match="x" * 6000)
        assert_responded(result, contains="No match of", ephemeral=True)
        assert len(result.response.content) < 2000
        await world.env.advance_time(11)
    assert spy.calls and not any(on_loop for *_, on_loop in spy.calls)
    assert world.env.errors == []


async def test_a_member_typing_fast_is_throttled_and_others_are_not(world: World) -> None:
    bound = world.bot.autocomplete
    answers = [
        await world.alice.autocomplete(world.general, "match", "match", f"semi {n}")
        for n in range(RATE + 5)
    ]
    assert bound.throttled == 5  # ranked RATE times in the window, then no more
    assert answers[-1] == answers[RATE - 1]  # a throttled keystroke: the last choices
    other = await world.bob.autocomplete(world.general, "match", "match", "final")
    assert other and bound.throttled == 5  # another member has a budget of their own
    await world.env.advance_time(3)
    again = await world.alice.autocomplete(world.general, "match", "match", "final")
    assert again == other and bound.throttled == 5  # a new window: ranked again


class Keystroke:
    """Just what `Autocomplete.run` reads of an interaction."""

    def __init__(self, user: int, at: float) -> None:
        self.user = type("User", (), {"id": user})()
        self.created_at = type("When", (), {"timestamp": lambda _: at})()
        self.command = None


async def test_a_ranking_past_the_deadline_answers_nothing_in_time() -> None:
    bound = Autocomplete(deadline=0.2, workers=1)

    def slow() -> list[str]:
        time.sleep(1.0)
        return ["late"]

    started = time.perf_counter()
    got = await bound.run(Keystroke(1, 0.0), slow)  # type: ignore[arg-type]
    assert got == [] and bound.late == 1
    assert time.perf_counter() - started < 0.9
    # the worker stays taken until the slow ranking ends: a flood cannot pile up threads
    second = asyncio.ensure_future(bound.run(Keystroke(2, 0.0), lambda: ["ok"]))  # type: ignore[arg-type]
    assert await second in ([], ["ok"])
    await asyncio.sleep(1.0)
    assert await bound.run(Keystroke(3, 0.0), lambda: ["ok"]) == ["ok"]  # type: ignore[arg-type]


async def test_a_tournaments_search_words_are_built_off_the_loop(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Thousands of matches take a while to index: the first keystroke after an upload
    must not stall every server while they are."""
    monkeypatch.setattr(matches.PICKER_CACHE, "_items", OrderedDict())
    built: list[bool] = []
    real = Picker.__init__

    def spy(picker: Picker, *args: Any) -> None:
        built.append(threading.current_thread() is threading.main_thread())
        real(picker, *args)

    monkeypatch.setattr(Picker, "__init__", spy)
    assert await world.alice.autocomplete(world.general, "match", "match", "final")
    assert built == [False]


async def test_the_predict_match_option_is_bounded_too(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    spy = Spy(monkeypatch)
    await world.alice.autocomplete(world.general, "predict", "match", LONG)
    assert spy.calls and all(len(typed) <= 100 for _, typed, _ in spy.calls)
    assert not any(on_loop for *_, on_loop in spy.calls)


async def test_a_throttled_keystroke_never_gets_another_commands_choices(world: World) -> None:
    for n in range(RATE):
        await world.alice.autocomplete(world.general, "team", "team", f"spa{n}")
    throttled = await world.alice.autocomplete(world.general, "match", "match", "final")
    assert world.bot.autocomplete.throttled == 1
    assert throttled == []  # no /match choices yet: nothing, not /team's
