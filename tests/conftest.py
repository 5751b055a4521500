"""Shared fixtures: the bundled knowledge, loaded once, and a service around it."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from bot.engine.engine import Engine
from bot.knowledge.loader import LoadedKnowledge, load_knowledge
from bot.service import MatchService
from bot.service.live import LiveKnowledge
from bot.service.unanswered import UnansweredLog

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"


@pytest.fixture(scope="session")
def loaded() -> LoadedKnowledge:
    return load_knowledge(KNOWLEDGE)


@pytest.fixture(scope="session")
def engine(loaded: LoadedKnowledge) -> Engine:
    return Engine(loaded)


@pytest.fixture
def knowledge_copy(tmp_path: Path) -> Path:
    """A writable copy of the bundled knowledge directory."""
    target = tmp_path / "knowledge"
    shutil.copytree(KNOWLEDGE, target)
    return target


@pytest.fixture
def service(knowledge_copy: Path) -> MatchService:
    return MatchService(LiveKnowledge(knowledge_copy), UnansweredLog())


# Hypothesis: a bounded example count by default (CI), more with HYPOTHESIS_PROFILE=thorough.
hypothesis_settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.register_profile(
    "thorough", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
