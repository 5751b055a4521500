"""Each reader reads its own kind of phrase into typed slots, and leaves the rest."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import base, grammar, register, unregister
from bot.engine.understanding.readers import table
from bot.engine.understanding.readers.base import (
    DAY_MARK,
    LAST_DAY_MARK,
    MEETING_MARK,
    PLACING_MARK,
    SHIRT_MARK,
    WORN_MARK,
    At,
    Reader,
)
from bot.engine.understanding.readers.competitions import ShortYear
from bot.engine.understanding.readers.counts import CountRanking, Top
from bot.engine.understanding.readers.dates import DayMonth, IsoDate, MonthDay, OrdinalOfMonth
from bot.engine.understanding.readers.matchdays import (
    LastDay,
    MatchdayCode,
    MatchdayNumber,
    OpeningDay,
)
from bot.engine.understanding.readers.meetings import BothGames, HeadToHead
from bot.engine.understanding.readers.placings import LastPlace, Placed, PlacedInTable, RunnerUp
from bot.engine.understanding.readers.shirts import (
    GroupLetter,
    NumberShirt,
    ShirtNumber,
    WearsNumber,
)
from bot.engine.understanding.readers.stages import PluralStage, StageReached
from bot.engine.understanding.slots import Slots


def _one(
    reader: Reader, text: str, before: list[str] | None = None
) -> tuple[int, list[str], Slots]:
    """`reader` at the first word of `text` alone: words taken, words left, slots."""
    out, slots = list(before or []), Slots()
    taken = reader.read(At(n.clean(text).split(), 0, out, slots, grammar()))
    return taken, out, slots


CASES = [
    (MonthDay(), "june 11 results", 2, [DAY_MARK], "dates", ["06-11"]),
    (MonthDay(), "december second", 2, [DAY_MARK], "dates", ["12-02"]),
    (MonthDay(), "junio 40", 0, [], "dates", []),
    (OrdinalOfMonth(), "second of june", 3, [DAY_MARK], "dates", ["06-02"]),
    (DayMonth(), "11 de junio", 3, [DAY_MARK], "dates", ["06-11"]),
    (DayMonth(), "11th june", 2, [DAY_MARK], "dates", ["06-11"]),
    (IsoDate(), "2026-06-11", 2, [DAY_MARK], "dates", ["06-11"]),
    (IsoDate(), "2026-06-4th", 2, [DAY_MARK], "dates", ["06-04"]),  # once a crash
    (MatchdayNumber(), "jornada 7", 2, [DAY_MARK], "matchdays", [7]),
    (MatchdayNumber(), "fecha 7 de julio", 0, [], "matchdays", []),
    (MatchdayNumber(), "jornada 1 de laliga", 2, [DAY_MARK], "matchdays", [1]),
    (MatchdayNumber(), "matchday 3 of the league", 2, [DAY_MARK], "matchdays", [3]),
    (MatchdayNumber(), "giornata 3", 2, [DAY_MARK], "matchdays", [3]),
    (MatchdayCode(), "md7", 1, [DAY_MARK], "matchdays", [7]),
    (MatchdayCode(), "md70", 0, [], "matchdays", []),
    (OpeningDay(), "opening day", 2, [DAY_MARK], "matchdays", [1]),
    (OpeningDay(), "opening weekend", 2, [DAY_MARK], "matchdays", [1]),
    (LastDay(), "ultima fecha", 2, [LAST_DAY_MARK], "relative", ["last"]),
    (PlacedInTable(), "was 3rd in the league", 2, [PLACING_MARK], "placings", [3]),
    (PlacedInTable(), "was 3rd in qatar", 0, [], "placings", []),
    (LastPlace(), "colista", 1, [PLACING_MARK], "placings", [-1]),
    (Placed(), "finished third", 2, [PLACING_MARK], "placings", [3]),
    (Placed(), "ended up 3rd", 3, [PLACING_MARK], "placings", [3]),
    (Placed(), "came third goal", 0, [], "placings", []),
    (RunnerUp(), "runner up", 2, [PLACING_MARK], "placings", [2]),
    (RunnerUp(), "subcampeon", 1, [PLACING_MARK], "placings", [2]),
    (BothGames(), "both spain vs italy games", 1, [], "relative", ["all"]),
    (BothGames(), "both teams", 0, [], "relative", []),
    (HeadToHead(), "head to head", 3, [MEETING_MARK], "relative", ["all"]),
    (HeadToHead(), "h2h", 1, [MEETING_MARK], "relative", ["all"]),
    (HeadToHead(), "met twice", 2, [MEETING_MARK], "relative", ["all"]),
    (PluralStage(), "semi final results", 0, [], "relative", ["all"]),
    (PluralStage(), "semi final", 0, [], "relative", []),
    (Top(), "top 3 scorers", 2, ["top"], "top", [3]),
    (Top(), "top 30", 0, [], "top", []),
    (CountRanking(), "tres maximos", 1, [], "top", [3]),
    (GroupLetter(), "gruop b", 2, ["group"], "groups", ["group-b"]),
    (WearsNumber(), "wears the 10", 3, [WORN_MARK], "numbers", [10]),
    (WearsNumber(), "dorsal 9", 2, [SHIRT_MARK], "numbers", [9]),
    (WearsNumber(), "usa dorsal 10", 3, [WORN_MARK], "numbers", [10]),  # "usa": not the team
    (WearsNumber(), "number 100", 0, [], "numbers", []),
    (NumberShirt(), "10 shirt", 2, [SHIRT_MARK], "numbers", [10]),
    (ShirtNumber(), "camiseta 10", 2, [SHIRT_MARK], "numbers", [10]),
]


@pytest.mark.parametrize(("reader", "text", "taken", "left", "slot", "value"), CASES)
def test_each_reader_reads_its_phrase(
    reader: Reader, text: str, taken: int, left: list[str], slot: str, value: list[object]
) -> None:
    got, out, slots = _one(reader, text)
    assert (got, out, getattr(slots, slot)) == (taken, left, value)


def test_a_short_year_after_a_competition_is_read_in_full() -> None:
    assert _one(ShortYear(), "26", ["mundial"])[:2] == (1, ["mundial", "2026"])
    assert _one(ShortYear(), "96", ["euro"])[1] == ["euro", "1996"]
    assert _one(ShortYear(), "26", ["goals"])[0] == 0


def test_the_table_reads_a_question_through_every_reader() -> None:
    slots = Slots()
    words = table.read(n.clean("who finished third in group c on june 11").split(), slots)
    assert words == ["who", PLACING_MARK, "in", "group", "on", DAY_MARK]
    assert (slots.placings, slots.groups, slots.dates) == ([3], ["group-c"], ["06-11"])


def test_the_first_reader_wins_a_word_two_can_read() -> None:
    slots = Slots()  # "both games" is BothGames' (the word goes), not HeadToHead's
    assert table.read(["both", "games"], slots) == ["games"]
    assert slots.relative == ["all"]


def test_letters_that_stand_for_words() -> None:
    assert table.spelled_out(["w", "d", "l", "pls"]) == ["wins", "draws", "losses", "pls"]
    assert table.spelled_out(["w", "the", "l"]) == ["w", "the", "l"]


@pytest.fixture
def portuguese_months() -> Iterator[None]:
    """A bundle whose grammar has one more month word: no reader or index is edited."""
    extra = Grammar(months={"junho": 6}, of_words=frozenset({"de"}))
    register(replace(base(), code="pt", name="Português", base=False, grammar=extra))
    try:
        yield
    finally:
        unregister("pt")


def test_a_word_a_grammar_adds_is_read_with_no_edit_elsewhere(portuguese_months: None) -> None:
    slots = Slots()
    assert table.read(["11", "de", "junho"], slots) == [DAY_MARK]
    assert slots.dates == ["06-11"]


def test_without_it_the_word_is_not_read() -> None:
    slots = Slots()
    assert table.read(["11", "de", "junho"], slots) == ["11", "de", "junho"]
    assert slots.dates == []


@pytest.mark.parametrize(
    ("text", "before", "taken", "left", "reached"),
    [
        ("to reach the final", [], 2, ["in"], True),  # a purpose reads as "in"
        ("before the semi", [], 1, ["in"], True),
        ("on the way to the quarter finals", [], 4, ["in"], True),
        ("para llegar a cuartos", [], 3, ["en"], True),
        ("antes de la semifinal", [], 2, ["en"], True),
        ("get to the semi", [], 0, [], True),  # a verb's words stay, for the matcher
        ("camino a la final", ["el"], 0, ["el"], False),  # "el camino a la final": a noun
        ("before half time", [], 0, [], False),  # a time, no stage
        ("to reach", [], 0, [], False),
    ],
)
def test_a_stage_named_as_a_goal_reached(
    text: str, before: list[str], taken: int, left: list[str], reached: bool
) -> None:
    got, out, slots = _one(StageReached(), text, before)
    assert (got, out, "reached" in slots.relative) == (taken, left, reached)
