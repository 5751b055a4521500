"""The games' rows in SQLite and PostgreSQL: a prediction edited, not doubled; a result
settled once even by two processes, settled again when corrected or when the rules
change, taken back when withdrawn; quiz points added up; leaderboards with shared places;
a member's own rows deleted; hostile names kept as text."""

from __future__ import annotations

import asyncio

from bot.store import GameStore, Scoring, Store
from bot.store.migrations import MIGRATIONS
from tests.store.conftest import Backend

G, OTHER = 42, 43
FINAL = "2026-07-19-spain-argentina"


def exact_or_result(actual: tuple[int, int]) -> Scoring:
    return actual, 3, 1


def test_migration_5_is_the_games() -> None:
    five = next(m for m in MIGRATIONS if m.version == 5)
    tables = " ".join(five.statements)
    for table in ("predictions", "prediction_settlements", "quiz_points"):
        assert f"CREATE TABLE {table}" in tables


async def test_a_second_prediction_edits_the_first(store: Store) -> None:
    games = GameStore(store)
    assert await games.predict(G, FINAL, 1, "Ana", "wc", (1, 0)) is False
    assert await games.predict(G, FINAL, 1, "Ana", "wc", (2, 2)) is True
    [row] = await games.predictions(G, 1)
    assert (row.home, row.away, row.points) == (2, 2, None)
    assert await games.predictions(OTHER, 1) == []  # per server


async def test_two_processes_settle_a_result_once(backend: Backend) -> None:
    one, two = GameStore(await backend.open()), GameStore(await backend.open())
    await one.predict(G, FINAL, 1, "Ana", "wc", (1, 0))
    await one.predict(G, FINAL, 2, "Ben", "wc", (0, 2))
    points = exact_or_result((1, 0))
    results = await asyncio.gather(
        one.settle(G, FINAL, "1-0", points), two.settle(G, FINAL, "1-0", points)
    )
    assert sorted(results, key=str) == [2, None]  # one settled both predictions, one nothing
    assert await one.settled_times(G, FINAL) == 1
    board = await two.leaderboard(G, "predictions")
    assert [(s.name, s.points, s.place) for s in board] == [("Ana", 3, 1), ("Ben", 0, 2)]
    assert await one.predict(G, FINAL, 3, "Cy", "wc", (1, 0)) is None  # closed: settled


async def test_a_correction_settles_again_and_a_withdrawal_takes_it_back(store: Store) -> None:
    games = GameStore(store)
    await games.predict(G, FINAL, 1, "Ana", "wc", (1, 0))
    assert await games.settle(G, FINAL, "1-0", exact_or_result((1, 0))) == 1
    assert await games.settle(G, FINAL, "1-0", exact_or_result((1, 0))) is None
    assert await games.settle(G, FINAL, "2-0", exact_or_result((2, 0))) == 1
    assert (await games.standing_of(G, "predictions", 1)).points == 1  # type: ignore[union-attr]
    assert await games.settled_times(G, FINAL) == 2
    assert await games.settle(G, FINAL, "", None) == 1
    [row] = await games.predictions(G, 1)
    assert row.points is None and await games.settled_times(G, FINAL) == 0


async def test_quiz_points_add_up_and_places_are_shared(store: Store) -> None:
    games = GameStore(store)
    await games.add_quiz_points(G, "wc", {1: ("Ana", 2), 2: ("Ben", 3)})
    await games.add_quiz_points(G, "wc", {1: ("Ana B.", 1)})
    await games.add_quiz_points(G, "euro", {3: ("Cy", 5)})
    board = await games.leaderboard(G, "quiz", "wc")
    assert [(s.name, s.points, s.place) for s in board] == [("Ana B.", 3, 1), ("Ben", 3, 1)]
    assert [s.name for s in await games.leaderboard(G, "quiz")] == ["Cy", "Ana B.", "Ben"]
    assert await games.seasons(G, "quiz") == ["euro", "wc"]
    assert await games.standing_of(G, "quiz", 9) is None


async def test_forget_deletes_only_the_members_own_rows(store: Store) -> None:
    games = GameStore(store)
    await games.predict(G, FINAL, 1, "Ana", "wc", (1, 0))
    await games.predict(G, FINAL, 2, "Ben", "wc", (1, 0))
    await games.add_quiz_points(G, "wc", {1: ("Ana", 2)})
    await games.predict(OTHER, FINAL, 1, "Ana", "wc", (1, 0))
    assert await games.forget(G, 1) == 2
    assert await games.predictions(G, 1) == [] and await games.standing_of(G, "quiz", 1) is None
    assert len(await games.predictions(OTHER, 1)) == 1
    assert len(await games.predictions(G, 2)) == 1


async def test_hostile_names_are_kept_as_text(store: Store) -> None:
    games = GameStore(store)
    name = "@everyone \x00\ud800" + "x" * 6000
    await games.add_quiz_points(G, "wc", {1: (name, 1)})
    [s] = await games.leaderboard(G, "quiz")
    assert s.name.startswith("@everyone") and "\x00" not in s.name and len(s.name) <= 80
