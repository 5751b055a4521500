"""Live posts in the service, with a fake poster and a clock set by the test: each event
posted once (polled again, after a restart, by two processes on one database), a
backlog summarised in one post, a goal taken back corrected, the reminder and kick-off
from the clock, nothing after unfollowing, and football-data's statuses read."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.service import MatchService, football_json
from bot.service.feed_football_data import football_data
from bot.service.live import LiveKnowledge
from bot.service.live_posts import LivePost
from bot.store import Store, open_store
from tests.conftest import KNOWLEDGE

G, CH = 5, 50
KICKOFF = dt.datetime(2026, 7, 19, 19, 0, tzinfo=dt.UTC)


class Poster:
    def __init__(self) -> None:
        self.posts: list[LivePost] = []

    def reachable(self, guild_id: int) -> bool:
        return True

    def send(self, post: LivePost) -> None:
        self.posts.append(post)

    def kinds(self) -> list[str]:
        return [p.kind if p.kind != "event" else p.events[0].kind for p in self.posts]


def cup(final: dict[str, Any], others: list[dict[str, Any]] | None = None) -> bytes:
    base = {
        "round": "Final",
        "date": "2026-07-19",
        "time": "15:00 UTC-4",  # 19:00 UTC
        "team1": "Spain",
        "team2": "Argentina",
    }
    return json.dumps(
        {"name": "World Cup 2026", "matches": [*(others or []), {**base, **final}]}
    ).encode()


def goals(n: int) -> list[dict[str, Any]]:
    return [{"name": f"Scorer {i}", "minute": 10 + i} for i in range(n)]


class Clock:
    def __init__(self, at: dt.datetime) -> None:
        self.at = at

    def __call__(self) -> dt.datetime:
        return self.at


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    path = tmp_path / "shared.sqlite3"
    a, b = await open_store(path), await open_store(path)
    yield a, b
    await a.close()
    await b.close()


async def process(
    knowledge: Path, store: Store, clock: Clock, poster: Poster | None = None
) -> tuple[MatchService, Poster]:
    service = MatchService(LiveKnowledge(knowledge), store)
    service.live_posts.clock = clock
    poster = poster or Poster()
    service.live_posts.poster = poster
    return service, poster


async def feed(service: MatchService, body: bytes, read: Any = football_json) -> None:
    files = await asyncio.to_thread(read, {"cup.json": body})
    result = await asyncio.to_thread(service.live.use_feed, files)
    assert result.ok, result.problems


async def following(service: MatchService) -> None:
    await service.live_posts.set_channel(G, CH, "test")
    await service.live_posts.follow(G, ["spain"], [], "test")


async def test_each_event_once_and_a_restart_reposts_nothing(
    stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    clock = Clock(KICKOFF - dt.timedelta(minutes=30))
    service, poster = await process(knowledge_copy, stores[0], clock)
    await feed(service, cup({}))
    await following(service)
    assert poster.posts == []
    clock.at = KICKOFF - dt.timedelta(minutes=10)
    await service.live_posts.evaluate(G)
    assert poster.kinds() == ["reminder"]
    clock.at = KICKOFF + dt.timedelta(seconds=5)
    await service.live_posts.evaluate(G)
    assert poster.kinds() == ["reminder", "kickoff"]
    await feed(service, cup({"score": {"ft": [1, 0]}, "goals1": goals(1), "goals2": []}))
    [goal] = await service.live_posts.evaluate(G)
    assert goal.events[0].goal is not None and goal.events[0].goal.name == "Scorer 0"
    assert goal.events[0].score == (1, 0)
    assert await service.live_posts.evaluate(G) == []  # polled again: nothing
    restarted, again = await process(knowledge_copy, stores[0], clock)
    await feed(restarted, cup({"score": {"ft": [1, 0]}, "goals1": goals(1), "goals2": []}))
    assert await restarted.live_posts.evaluate(G) == [] and again.posts == []
    clock.at = KICKOFF + dt.timedelta(minutes=125)  # no status: over after 120 minutes
    [full] = await restarted.live_posts.evaluate(G)
    assert full.events[0].kind == "full_time"


async def test_two_processes_on_one_database_post_once(
    stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    one, first = await process(knowledge_copy, stores[0], clock)
    two, second = await process(knowledge_copy, stores[1], clock)
    for service in (one, two):
        await feed(service, cup({}))
    await following(one)
    body = cup({"score": {"ft": [1, 0]}, "goals1": goals(1), "goals2": []})
    for service in (one, two):
        await feed(service, body)
    await asyncio.gather(one.live_posts.evaluate(G), two.live_posts.evaluate(G))
    assert len(first.posts) + len(second.posts) == 1


async def test_fifty_changes_in_one_poll_make_one_summary(
    stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    service, _ = await process(knowledge_copy, stores[0], clock)
    teams = [f"Team {i}" for i in range(26)]
    others = [
        {"round": "Matchday 1", "date": "2026-07-19", "time": "19:00 UTC+0", "team1": a, "team2": b}
        for a, b in zip(teams[::2], teams[1::2], strict=True)
    ]
    await feed(service, cup({}, others))
    await service.live_posts.set_channel(G, CH, "test")
    await service.live_posts.follow(
        G, [], [f"2026-07-19-team-{i}-team-{i + 1}" for i in range(0, 26, 2)], "test"
    )
    played = [{**m, "score": {"ft": [3, 1]}} for m in others]
    await feed(service, cup({}, played))  # 13 matches x 4 goals = 52 new events
    posts = await service.live_posts.evaluate(G)
    assert [p.kind for p in posts] == ["summary"]
    assert len(posts[0].events) == 52 and len(posts[0].matches) == 13


async def test_a_goal_taken_back_is_corrected_once(
    stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    service, _ = await process(knowledge_copy, stores[0], clock)
    await feed(service, cup({}))
    await following(service)
    await feed(service, cup({"score": {"ft": [2, 0]}, "goals1": goals(2), "goals2": []}))
    await service.live_posts.evaluate(G)
    await feed(service, cup({"score": {"ft": [1, 0]}, "goals1": goals(1), "goals2": []}))
    [fix] = await service.live_posts.evaluate(G)
    assert fix.kind == "correction" and fix.matches[0].score is not None
    assert fix.matches[0].score.full_time == [1, 0]
    assert await service.live_posts.evaluate(G) == []
    await feed(service, cup({"score": {"ft": [2, 0]}, "goals1": goals(2), "goals2": []}))
    [again] = await service.live_posts.evaluate(G)  # scored again: a goal again
    assert again.events[0].kind == "goal"


async def test_nothing_after_unfollowing(stores: tuple[Store, Store], knowledge_copy: Path) -> None:
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    service, poster = await process(knowledge_copy, stores[0], clock)
    await feed(service, cup({}))
    await following(service)
    await service.live_posts.unfollow(G, ["spain"], [], "test")
    await feed(service, cup({"score": {"ft": [1, 0]}, "goals1": goals(1), "goals2": []}))
    assert await service.live_posts.evaluate(G) == [] and poster.posts == []


def data_match(
    status: str, full: list[int] | None, half: list[int] | None = None
) -> dict[str, Any]:
    score: dict[str, Any] = {"duration": "REGULAR", "fullTime": {"home": None, "away": None}}
    if full is not None:
        score["fullTime"] = {"home": full[0], "away": full[1]}
    if half is not None:
        score["halfTime"] = {"home": half[0], "away": half[1]}
    return {
        "id": 1,
        "utcDate": "2026-07-19T19:00:00Z",
        "status": status,
        "matchday": None,
        "stage": "FINAL",
        "group": None,
        "homeTeam": {"id": 760, "name": "Spain", "tla": "ESP"},
        "awayTeam": {"id": 762, "name": "Argentina", "tla": "ARG"},
        "score": score,
    }


def data_feed(*matches: dict[str, Any]) -> bytes:
    return json.dumps(
        {"competition": {"name": "FIFA World Cup"}, "matches": list(matches)}
    ).encode()


async def test_football_data_statuses(stores: tuple[Store, Store], knowledge_copy: Path) -> None:
    clock = Clock(KICKOFF - dt.timedelta(hours=1))
    service, poster = await process(knowledge_copy, stores[0], clock)
    await feed(service, data_feed(data_match("TIMED", None)), football_data)
    await following(service)
    clock.at = KICKOFF + dt.timedelta(minutes=1)
    await feed(service, data_feed(data_match("IN_PLAY", [0, 0])), football_data)
    await service.live_posts.evaluate(G)
    await feed(service, data_feed(data_match("IN_PLAY", [1, 0])), football_data)
    await service.live_posts.evaluate(G)
    await feed(service, data_feed(data_match("PAUSED", [1, 0], [1, 0])), football_data)
    await service.live_posts.evaluate(G)
    await feed(service, data_feed(data_match("FINISHED", [1, 0], [1, 0])), football_data)
    await service.live_posts.evaluate(G)
    assert poster.kinds() == ["kickoff", "goal", "half_time", "full_time"]
    t = service.live.engine.knowledge.tournament
    assert t is not None and t.matches[-1].status == "finished"


def test_football_data_scores_after_extra_time_and_penalties() -> None:
    from bot.service.feed_football_data import score

    raw = {
        "duration": "PENALTY_SHOOTOUT",
        "fullTime": {"home": 6, "away": 5},  # every goal, the shootout's too
        "halfTime": {"home": 1, "away": 0},
        "extraTime": {"home": 0, "away": 0},
        "penalties": {"home": 4, "away": 3},
    }
    assert score(raw) == {"score": {"ft": [2, 2], "ht": [1, 0], "et": [2, 2], "p": [4, 3]}}
    regular = {
        "fullTime": {"home": 2, "away": 1},
        "regularTime": {"home": 1, "away": 1},
        "extraTime": {"home": 1, "away": 0},
    }
    assert score(regular) == {"score": {"ft": [1, 1], "et": [2, 1]}}


def test_postponed_and_unknown_teams() -> None:
    from bot.service.feed_football_data import match

    later = data_match("POSTPONED", None)
    assert match(later) is not None and match(later)["status"] == "postponed"  # type: ignore[index]
    assert "score" not in match(later)  # type: ignore[operator]
    assert match({**later, "homeTeam": {"id": None, "name": None}}) is None


async def test_a_question_in_a_match_thread_means_that_match(
    stores: tuple[Store, Store], knowledge_copy: Path
) -> None:
    clock = Clock(KICKOFF + dt.timedelta(minutes=20))
    service, _ = await process(knowledge_copy, stores[0], clock)
    earlier = {"round": "Matchday 1", "date": "2026-06-15", "team1": "Spain", "team2": "Japan"}
    await feed(service, cup({"score": {"ft": [1, 0]}}, [{**earlier, "score": {"ft": [3, 2]}}]))
    await service.live_posts.remember_thread(G, 777, "2026-06-15-spain-japan")
    match = await service.live_posts.thread_match(G, 777)
    assert match == "2026-06-15-spain-japan" and await service.live_posts.thread_match(G, 1) is None
    there = await service.answers.ask("what was the score?", guild_id=G, match=match)
    elsewhere = await service.answers.ask("what was the score?", guild_id=G)
    assert "3" in there.text and "Japan" in there.text
    assert "Japan" not in elsewhere.text


def test_a_red_card_in_the_report_of_a_followed_match_is_an_event() -> None:
    """The feeds carry no cards: a red card (or a second yellow) comes from the match report
    linked to that match, keyed by match and player; a yellow is no live news."""
    from bot.knowledge import Event, load_knowledge
    from bot.service.live_events import red_card_events

    k = load_knowledge(KNOWLEDGE)
    assert k.knowledge.match is not None and k.knowledge.tournament is not None
    report = k.knowledge.match
    player = k.knowledge.people[0].id

    def card(colour: str, minute: int) -> Event:
        return Event(
            kind="card",
            id=f"c{minute}",
            minute=minute,
            period="second_half",
            card=colour,  # type: ignore[arg-type]
            person=player,
            title="Card",
            description="Shown a card.",
        )

    timeline = [*report.timeline, card("yellow", 60), card("second_yellow", 75)]
    with_cards = k.knowledge.model_copy(
        update={"match": report.model_copy(update={"timeline": timeline})}
    )
    linked = next(m for m in with_cards.tournament.matches if m.id == with_cards.report_of)
    other = next(m for m in with_cards.tournament.matches if m.id != with_cards.report_of)
    (red,) = red_card_events(with_cards, linked)
    assert red.kind == "red_card" and red.clock == "75"
    assert red.who == k.knowledge.person(player).name
    assert red.key == f"red:{linked.id}:{player}"
    assert red_card_events(with_cards, other) == []
    assert red_card_events(k.knowledge, linked) == []  # the bundled report has no red


def test_an_awarded_result_gets_its_full_time() -> None:
    """A result given (football-data's AWARDED, Football.JSON's awarded note) is kept as
    'awarded' and is over: its full-time post is due like a finished match's."""
    from bot.knowledge import load_knowledge
    from bot.service.feed_football_data import match
    from bot.service.kickoff import kickoff_at
    from bot.service.live_events import due_events

    assert match(data_match("AWARDED", [3, 0]))["status"] == "awarded"  # type: ignore[index]
    t = load_knowledge(KNOWLEDGE).knowledge.tournament
    assert t is not None
    final = next(m for m in t.matches if m.stage == "final")
    given = final.model_copy(update={"status": "awarded"})
    kinds = {e.kind for e in due_events(t, given, kickoff_at(given, t) + dt.timedelta(minutes=30))}
    assert "full_time" in kinds, kinds
