"""Predictions in the service: kick-off read from the fixture, a prediction open until
then and edited rather than doubled, refused after it (saying when it closed); settling
when a KnowledgeChange brings the result (published directly here, as the feed, an
upload or a reload would), once, again on a correction or a change of the rules, once
with two processes on one database; a server with its own knowledge left to its own."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bot.knowledge import LoadedKnowledge, Match, Tournament
from bot.knowledge.loader import load_knowledge
from bot.service import (
    PREDICTION_EXACT_POINTS,
    PREDICTION_KNOCKOUT,
    MatchService,
    Rules,
    kickoff_at,
    upcoming,
)
from bot.service.knowledge_events import KnowledgeChange, KnowledgeEvents
from bot.service.live import LiveKnowledge
from bot.store import open_store
from tests.games.fixtures import FINAL, set_final

G, OTHER = 7, 8
KICKOFF = dt.datetime(2026, 7, 19, 19, 0, tzinfo=dt.UTC)
BEFORE = KICKOFF - dt.timedelta(minutes=5)


def fixture(time: str | None, venue: str | None = None, day: str = "2026-07-19") -> Match:
    return Match.model_validate(
        {
            "id": "m",
            "stage": "final",
            "round": "Final",
            "date": day,
            "time": time,
            "venue": venue,
            "teams": ["a", "b"],
        }
    )


@pytest.mark.parametrize(
    ("time", "expected"),
    [
        ("15:00 UTC-4", dt.datetime(2026, 7, 19, 19, 0, tzinfo=dt.UTC)),
        ("21:00 UTC+3", dt.datetime(2026, 7, 19, 18, 0, tzinfo=dt.UTC)),
        ("20:45 UTC+5:30", dt.datetime(2026, 7, 19, 15, 15, tzinfo=dt.UTC)),
        ("20:45", dt.datetime(2026, 7, 19, 20, 45, tzinfo=dt.UTC)),
        (None, dt.datetime(2026, 7, 19, 0, 0, tzinfo=dt.UTC)),
        ("evening", dt.datetime(2026, 7, 19, 0, 0, tzinfo=dt.UTC)),
        ("15:00 CEST", dt.datetime(2026, 7, 19, 0, 0, tzinfo=dt.UTC)),  # unreadable: early
        ("25:00 UTC", dt.datetime(2026, 7, 19, 0, 0, tzinfo=dt.UTC)),
    ],
)
def test_kickoff_from_date_time_and_offset(time: str | None, expected: dt.datetime) -> None:
    assert kickoff_at(fixture(time)) == expected


def test_a_time_without_offset_takes_the_venues() -> None:
    t = Tournament.model_validate(
        {
            "id": "cup",
            "name": "Cup",
            "source": {"name": "test", "licence": "CC0"},
            "teams": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
            "venues": [{"id": "v", "city": "Doha", "timezone": "UTC+3"}],
            "matches": [fixture("18:00", venue="v").model_dump()],
        }
    )
    assert kickoff_at(t.matches[0], t) == dt.datetime(2026, 7, 19, 15, 0, tzinfo=dt.UTC)


def test_points_and_the_knockout_rule() -> None:
    rules = Rules()
    assert rules.points((1, 0), (1, 0)) == 3
    assert rules.points((2, 1), (1, 0)) == 1
    assert rules.points((1, 1), (0, 0)) == 1
    assert rules.points((0, 1), (1, 0)) == 0
    m = Match.model_validate(
        {
            **fixture("15:00 UTC-4").model_dump(),
            "score": {"full_time": [1, 1], "extra_time": [2, 1]},
            "goals_listed": False,
        }
    )
    assert Rules().score_of(m) == (1, 1)
    assert Rules(knockout="120").score_of(m) == (2, 1)
    assert Rules().key((1, 0)) != Rules(exact=5).key((1, 0))


@pytest.fixture
def final_knowledge(knowledge_copy: Path) -> Path:
    set_final(knowledge_copy, KICKOFF)
    return knowledge_copy


@pytest.fixture
async def games_service(final_knowledge: Path, memory_store) -> MatchService:  # type: ignore[no-untyped-def]
    return MatchService(LiveKnowledge(final_knowledge), memory_store)


def played(knowledge: Path, score: tuple[int, int]) -> LoadedKnowledge:
    set_final(knowledge, KICKOFF, score)
    return load_knowledge(knowledge)


async def test_predict_until_kickoff_then_refused(games_service: MatchService) -> None:
    p = games_service.predictions
    t = games_service.live.engine.knowledge.tournament
    assert [m.id for m in upcoming(t, BEFORE)] == [FINAL]
    saved = await p.predict(G, (1, "Ana"), FINAL, (1, 0), BEFORE)
    assert saved.verdict == "saved" and saved.closes == KICKOFF
    assert (await p.predict(G, (1, "Ana"), FINAL, (2, 0), BEFORE)).verdict == "edited"
    late = await p.predict(G, (2, "Ben"), FINAL, (0, 0), KICKOFF)
    assert late.verdict == "closed" and late.closes == KICKOFF
    assert (await p.predict(G, (2, "Ben"), "no-such-match", (0, 0), BEFORE)).verdict == "unknown"
    assert (
        await p.predict(G, (2, "Ben"), "2026-07-15-england-argentina", (0, 0), BEFORE)
    ).verdict == "played"
    [row] = await games_service.games.predictions(G, 1)
    assert (row.home, row.away) == (2, 0)
    assert await games_service.games.predictions(G, 2) == []


async def test_a_result_settles_once_and_a_correction_again(
    games_service: MatchService, final_knowledge: Path
) -> None:
    p = games_service.predictions
    events = KnowledgeEvents()
    events.subscribe(p.on_change)
    await p.predict(G, (1, "Ana"), FINAL, (1, 0), BEFORE)
    await p.predict(G, (2, "Ben"), FINAL, (0, 2), BEFORE)
    await p.predict(OTHER, (3, "Cy"), FINAL, (2, 0), BEFORE)
    before = games_service.live.loaded
    after = played(final_knowledge, (1, 0))
    for _ in range(2):  # the same change seen twice settles once
        await events.publish(KnowledgeChange(None, before, after, "feed"))
        await p.idle()
    games = games_service.games
    assert [(s.name, s.points) for s in await games.leaderboard(G, "predictions")] == [
        ("Ana", 3),
        ("Ben", 0),
    ]
    assert (await games.standing_of(OTHER, "predictions", 3)).points == 1  # type: ignore[union-attr]
    assert await games.settled_times(G, FINAL) == 1
    corrected = played(final_knowledge, (0, 2))
    await events.publish(KnowledgeChange(None, after, corrected, "upload"))
    await p.idle()
    assert [(s.name, s.points) for s in await games.leaderboard(G, "predictions")] == [
        ("Ben", 3),
        ("Ana", 0),
    ]
    assert await games.settled_times(G, FINAL) == 2


async def test_changing_the_rules_scores_settled_matches_again(
    games_service: MatchService, final_knowledge: Path
) -> None:
    p, config = games_service.predictions, games_service.config
    await p.predict(G, (1, "Ana"), FINAL, (1, 0), BEFORE)
    t = played(final_knowledge, (1, 0)).knowledge.tournament
    assert await p.settle(G, t) == 1
    await config.set(G, PREDICTION_EXACT_POINTS, 5, "test")
    await config.set(G, PREDICTION_KNOCKOUT, "120", "test")
    assert await p.settle(G, t) == 1
    assert (await games_service.games.standing_of(G, "predictions", 1)).points == 5  # type: ignore[union-attr]
    assert await p.settle(G, t) == 0


async def test_two_processes_settle_once(final_knowledge: Path, tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite3"
    one = MatchService(LiveKnowledge(final_knowledge), await open_store(path))
    two = MatchService(LiveKnowledge(final_knowledge), await open_store(path))
    try:
        await one.predictions.predict(G, (1, "Ana"), FINAL, (1, 0), BEFORE)
        before = one.live.loaded
        after = played(final_knowledge, (1, 0))
        await one.predictions.on_change(KnowledgeChange(None, before, after, "feed"))
        await two.predictions.on_change(KnowledgeChange(None, before, after, "sync"))
        await one.predictions.idle()
        await two.predictions.idle()
        assert await one.games.settled_times(G, FINAL) == 1
        assert (await two.games.standing_of(G, "predictions", 1)).points == 3  # type: ignore[union-attr]
    finally:
        await one.close()
        await two.close()


async def test_a_server_with_its_own_knowledge_is_not_settled_by_the_operators(
    games_service: MatchService, final_knowledge: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = games_service.predictions
    await p.predict(G, (1, "Ana"), FINAL, (1, 0), BEFORE)
    monkeypatch.setattr(games_service.knowledge, "has_own_knowledge", lambda guild: guild == G)
    after = played(final_knowledge, (1, 0))
    await p.on_change(KnowledgeChange(None, None, after, "reload"))
    await p.idle()
    assert await games_service.games.settled_times(G, FINAL) == 0
    await p.on_change(KnowledgeChange(G, None, after, "upload"))  # its own upload does
    await p.idle()
    assert await games_service.games.settled_times(G, FINAL) == 1


async def test_a_restart_settles_what_came_while_away(
    final_knowledge: Path, tmp_path: Path
) -> None:
    path = tmp_path / "kept.sqlite3"
    first = MatchService(LiveKnowledge(final_knowledge), await open_store(path))
    await first.predictions.predict(G, (1, "Ana"), FINAL, (1, 0), BEFORE)
    await first.close()
    played(final_knowledge, (1, 0))  # the result came while no process ran
    again = MatchService(LiveKnowledge(final_knowledge), await open_store(path))
    try:
        again.predictions.catch_up_soon()
        await again.predictions.idle()
        [row] = await again.games.predictions(G, 1)
        assert row.points == 3
    finally:
        await again.close()


@pytest.mark.parametrize("actual", [(1, 0), (1, 1), (0, 2)])
async def test_the_store_scores_as_the_rules_say(memory_store, actual: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    from bot.store import GameStore

    games, rules = GameStore(memory_store), Rules(exact=5, result=2)
    grid = [(h, a) for h in range(4) for a in range(4)]
    for user, score in enumerate(grid):
        await games.predict(G, FINAL, user, f"fan {user}", "wc", score)
    assert await games.settle(G, FINAL, rules.key(actual), rules.scoring(actual)) == len(grid)
    for user, score in enumerate(grid):
        [row] = await games.predictions(G, user)
        assert row.points == rules.points(score, actual), score
