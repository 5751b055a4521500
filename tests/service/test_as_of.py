"""Asking "as of" a moment (`ask --now`, the console): the answers come from the knowledge
as it stood then, and each view is one engine in the bounded cache, shared by the moments
that see the same results. On the shipped La Liga 2024/25 file."""

from __future__ import annotations

import asyncio
import datetime as dt
from pathlib import Path

import pytest

from bot.adapters.local import LocalService
from bot.importers import import_football_json, write_imported
from bot.settings import Settings
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25" / "es.1.json"
MADRID = dt.timezone(dt.timedelta(hours=1))
MID = dt.datetime(2025, 2, 10, 12, tzinfo=MADRID)


@pytest.fixture(scope="module")
def league(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out: Path = tmp_path_factory.mktemp("as_of_service") / "knowledge"
    write_imported(import_football_json([SEASON]), out)
    return out


def _settings(path: Path) -> Settings:
    return Settings(_env_file=None, knowledge_path=path, timezone="Europe/Madrid")  # type: ignore[call-arg]


def test_a_moment_answers_from_the_season_as_it_stood(league: Path) -> None:
    with LocalService(_settings(league), lambda: MID) as local:
        lead = local.ask("who leads the league").text
        assert "Real Madrid" in lead and "50 points" in lead, lead
        nxt = local.ask("when do barcelona play next").text
        assert "Rayo" in nxt and "17 February 2025" in nxt and "21:00" in nxt, nxt
        es = local.ask("cuántos partidos le quedan al mallorca").text
        assert "16" in es, es


def test_without_a_moment_the_knowledge_is_as_it_is(league: Path) -> None:
    with LocalService(_settings(league)) as local:
        lead = local.ask("who leads the league").text
        assert "FC Barcelona" in lead and "85 points" in lead, lead


def test_moments_seeing_the_same_results_share_one_engine(league: Path) -> None:
    moments = iter([MID, MID + dt.timedelta(hours=1), MID + dt.timedelta(days=30)])
    now = [MID]
    with LocalService(_settings(league), lambda: now[0]) as local:
        knowledge = local.service.knowledge
        for now[0] in moments:
            local.ask("who leads the league")
        assert knowledge.engines.builds == 2  # 10 Feb (noon and 13:00), then 12 March
        live = knowledge.live.engine
        engine = asyncio.run(knowledge.engine_for(None, dt.datetime(2026, 1, 1, tzinfo=dt.UTC)))
        assert engine is live  # nothing after it: the knowledge's own engine
