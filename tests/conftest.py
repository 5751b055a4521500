"""Shared fixtures: the bundled knowledge, loaded once, and a service around it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import LoadedKnowledge, load_knowledge
from bot.knowledge.store import KnowledgeStore
from bot.service import MatchService
from bot.unanswered import UnansweredLog

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
    return MatchService(KnowledgeStore(knowledge_copy), UnansweredLog())
