"""Issue 33 (tests/real_club2's failures, in general): club seasons still being played,
and a knowledge holding two leagues, on small invented seasons (`part_played`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.tournament.part_played import write_seasons


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return write_seasons(tmp_path_factory.mktemp("part-played"))


def _engine(out: Path, *sources: Path) -> Engine:
    write_imported(import_football_json(list(sources)), out)
    return Engine(load_knowledge(out))


@pytest.fixture(scope="module")
def both(files: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Engine:
    """Both leagues in one knowledge: the Premier League is the default (latest)."""
    spain, england = files
    return _engine(tmp_path_factory.mktemp("both"), spain, england)


@pytest.fixture(scope="module")
def spain(files: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _engine(tmp_path_factory.mktemp("spain"), files[0])


@pytest.fixture(scope="module")
def england(files: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _engine(tmp_path_factory.mktemp("england"), files[1])


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_clubs_named_choose_the_league(both: Engine) -> None:
    k = both.knowledge
    assert k.tournament is not None and "Premier League" in k.tournament.name
    for question in ("cuantos puntos tiene el cadiz", "where is girona in the table"):
        text = ask(both, question)
        assert "Primera División" in text and "Premier" not in text, text
    # clubs of the Premier League: theirs, as before
    assert "Premier League" in ask(both, "arsenal points")
    # "la liga" beside English clubs is "the league": theirs
    city = ask(both, "puede el city ganar la liga todavia")
    assert "Manchester City FC" in city, city
    # La Liga named by its own name still is La Liga; no clubs: the default
    assert "Primera División" in ask(both, "la liga table")
    assert "Premier League" in ask(both, "league table")


def test_clubs_of_two_leagues_choose_none(both: Engine) -> None:
    from bot.engine.understanding.club_route import ClubCompetitions

    k = both.knowledge
    assert k.tournament is not None
    clubs = ClubCompetitions([k.tournament, *k.competitions])
    assert clubs.competition_of("arsenal v girona") is None
    assert clubs.competition_of("como le fue al getafe") is not None  # "como" is a word
    assert clubs.competition_of("who won") is None
