"""Tournaments imported from the repository's copy of openfootball's data alone (no
report), as `python -m bot import football-json` imports them: once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.cli import main
from bot.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.knowledge import load_knowledge

ROOT = Path(__file__).parent.parent.parent
OPENFOOTBALL = ROOT / "knowledge" / "sources" / "openfootball"
# Each imported tournament: its data files and import options.
IMPORTED = {
    "wc2022": ([OPENFOOTBALL / "worldcup-2022" / "worldcup.json"], []),
    "euro2020": (
        [OPENFOOTBALL / "euro-2020" / "euro.json"],
        ["--name", "Euro 2020", "--fix-swapped-sides"],
    ),
}


@pytest.fixture(scope="session")
def imported_dirs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each tournament's knowledge folder (its generated tournament.yaml); not to be changed."""
    dirs = {}
    for name, (files, options) in IMPORTED.items():
        out = tmp_path_factory.mktemp(name) / "knowledge"
        argv = ["import", "football-json", *map(str, files), "--out", str(out), *options]
        assert main(argv) == 0, name
        dirs[name] = out
    return dirs


@pytest.fixture(scope="session")
def imported(imported_dirs: dict[str, Path]) -> dict[str, Engine]:
    """One engine per tournament for the whole session."""
    return {name: Engine(load_knowledge(out)) for name, out in imported_dirs.items()}


@pytest.fixture(scope="session")
def wc26() -> Engine:
    """The bundled knowledge (the 2026 World Cup with its report) for the whole session."""
    return Engine(load_knowledge(ROOT / "knowledge"))


def facts(engine: Engine) -> TournamentFacts:
    """An engine's tournament facts (the engine must hold a tournament)."""
    tf = engine.facts.tournament
    assert tf is not None
    return tf
