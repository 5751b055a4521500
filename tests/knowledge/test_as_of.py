"""The knowledge as of a moment (`bot.knowledge.as_of`): a match kicking off after the
moment is a fixture again (no score, goals or status), the rest is the knowledge itself,
and the knowledge given is never changed. On the shipped La Liga 2024/25 file."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bot.importers import import_football_json, write_imported
from bot.knowledge import Knowledge, MatchScore, knowledge_as_of, load_knowledge, view_key
from bot.knowledge.as_of import after, hidden
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25" / "es.1.json"
MADRID = dt.timezone(dt.timedelta(hours=1))
MID = dt.datetime(2025, 2, 10, 12, tzinfo=MADRID)  # before Mallorca v Osasuna, 21:00


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Knowledge:
    out: Path = tmp_path_factory.mktemp("as_of") / "knowledge"
    write_imported(import_football_json([SEASON]), out)
    return load_knowledge(out).knowledge


def _played(k: Knowledge) -> int:
    assert k.tournament is not None
    return sum(m.score is not None for m in k.tournament.matches)


def test_results_after_the_moment_are_fixtures_again(league: Knowledge) -> None:
    before = _played(league)
    then = knowledge_as_of(league, MID)
    assert then.tournament is not None and league.tournament is not None
    assert _played(then) == 229 < before
    for m in then.tournament.matches:
        assert (m.score is None) == after(m, then.tournament, MID), m.id
        if m.score is None:
            assert not m.goals and m.status is None
    assert _played(league) == before  # the knowledge given is untouched


def test_later_the_same_day_is_a_fixture(league: Knowledge) -> None:
    then = knowledge_as_of(league, MID)
    assert then.tournament is not None
    today = [m for m in then.tournament.matches if m.date == MID.date()]
    assert today and all(m.score is None for m in today)  # the 21:00 kick-off
    evening = dt.datetime(2025, 2, 10, 23, tzinfo=MADRID)
    late = knowledge_as_of(league, evening)
    assert late.tournament is not None
    assert all(m.score is not None for m in late.tournament.matches if m.date == MID.date())


def test_the_current_match_is_the_latest_played_then(league: Knowledge) -> None:
    then = knowledge_as_of(league, MID)
    assert then.tournament is not None and then.current is not None
    current = then.tournament.match(then.current)
    assert current.score is not None and current.date == dt.date(2025, 2, 9)


def test_nothing_hidden_is_the_knowledge_itself(league: Knowledge) -> None:
    end = dt.datetime(2025, 12, 1, tzinfo=dt.UTC)
    assert knowledge_as_of(league, end) is league
    assert view_key(league, end) == "" and hidden(league, end) == ()


def test_moments_with_the_same_results_share_a_view(league: Knowledge) -> None:
    noon, one = MID, MID + dt.timedelta(hours=1)
    assert view_key(league, noon) == view_key(league, one) != ""
    assert view_key(league, noon) != view_key(league, MID + dt.timedelta(hours=10))


def test_a_kickoff_of_unknown_zone_or_a_day_alone(league: Knowledge) -> None:
    assert league.tournament is not None
    score = MatchScore(full_time=[1, 0])
    m = league.tournament.matches[0].model_copy(
        update={"date": dt.date(2025, 2, 10), "time": "21:00", "score": score}
    )
    # no tournament given: the zone is unknown, the time is read on the moment's clock
    assert after(m, None, MID) and not after(m, None, MID + dt.timedelta(hours=10))
    day = m.model_copy(update={"time": None})
    assert not after(day, None, MID)  # the same day, no time: not after
    assert after(day, None, MID - dt.timedelta(days=1))
