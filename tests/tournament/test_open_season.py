"""A league season still being played, on a small fixture of my own (Football.JSON, four
clubs, two matchdays played and one to come): what its answers say of standings, scorers
and rankings while matches are left."""

from __future__ import annotations

import json

import pytest

from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge


def _match(day: int, date: str, home: str, away: str, ft: list[int] | None) -> dict[str, object]:
    m: dict[str, object] = dict(round=f"Matchday {day}", date=date, team1=home, team2=away)
    if ft is not None:
        m["score"] = {"ft": ft}
    return m


# Alpha 6 points, Delta 4, Gamma 1, Beta 0 (conceded 4, the most); Beta and Gamma winless.
SEASON = {
    "name": "Testliga 2023/24",
    "matches": [
        _match(1, "2023-08-19", "Alpha FC", "Beta FC", [3, 0]),
        _match(1, "2023-08-19", "Gamma FC", "Delta FC", [1, 1]),
        _match(2, "2023-08-26", "Alpha FC", "Gamma FC", [2, 1]),
        _match(2, "2023-08-26", "Beta FC", "Delta FC", [0, 1]),
        _match(3, "2023-09-02", "Delta FC", "Alpha FC", None),
        _match(3, "2023-09-02", "Beta FC", "Gamma FC", None),
    ],
}


@pytest.fixture(scope="module")
def open_season(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    tmp = tmp_path_factory.mktemp("open")
    source = tmp / "xx.1.json"
    source.write_text(json.dumps(SEASON), encoding="utf-8")
    write_imported(import_football_json([source]), tmp / "k")
    return Engine(load_knowledge(tmp / "k"))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_standings_of_an_open_season_are_present_tense(open_season: Engine) -> None:
    """Matches are left: the leader leads, it has not 'topped' the season."""
    top = ask(open_season, "who's top of the testliga")
    assert top.startswith("Alpha FC lead the Testliga 2023/24 with 6 points."), top
    assert "topped" not in top, top
    es = ask(open_season, "quien va primero en la testliga")
    assert "terminó" not in es, es
    higher = ask(open_season, "who's higher, delta or gamma")
    assert higher.startswith("Delta FC are higher: second"), higher
    assert "finished" not in higher, higher


def test_a_top_scorer_of_results_alone_says_the_data_names_no_scorers(
    open_season: Engine,
) -> None:
    """The file has nine goals in its scores and no scorer: the decline says so, not that
    no goals are recorded."""
    for question, says in (
        ("who's the testliga top scorer", "names no scorers"),
        ("maximo goleador de la testliga", "no nombran goleadores"),
    ):
        reply = open_season.answer(question)
        assert reply.band != "answer", reply.text
        assert says in reply.text and "No goals" not in reply.text, reply.text


def test_a_place_asked_with_its_article_is_that_place(open_season: Engine) -> None:
    """'quién es el último de la liga' is the bottom club, not the leader."""
    for question, club in (
        ("quien es el ultimo de la testliga", "Beta FC"),
        ("quién es el último de la testliga", "Beta FC"),
        ("quien es el tercero de la testliga", "Gamma FC"),
        ("who is the last in the testliga", "Beta FC"),
    ):
        text = ask(open_season, question)
        head = text.split("\n")[0]
        assert f"{club} va" in head or f"{club} is" in head, (question, text)
        assert "lidera" not in head and " lead " not in head, (question, text)


def test_this_weekend_past_every_fixture_names_the_data_s_next_round(
    open_season: Engine,
) -> None:
    """The clock is past the file's last fixture (2023): no match this weekend, and the
    data's next round without results with its matches, as 'when do X play next' says."""
    for question, says in (
        (
            "what's on in the testliga this weekend",
            "its next round without results, matchday 3 (from Saturday 2 September 2023)",
        ),
        (
            "que partidos hay este finde en la testliga",
            "su próxima ronda sin resultados, fecha 3 (desde el sábado 2 de septiembre de 2023)",
        ),
    ):
        text = ask(open_season, question)
        assert says in text, text
        plain = text.replace(" vs. ", " v ")
        assert "Delta FC v Alpha FC" in plain and "Beta FC v Gamma FC" in plain, text
        assert "Alpha FC v Beta FC" not in text, text  # played: not in the round due


def test_a_derby_not_held_named_with_two_held_clubs_is_their_match(
    open_season: Engine,
) -> None:
    """A derby's name whose clubs the data does not hold, said with two clubs it holds:
    those two clubs' match. Said alone, it is still not answered."""
    text = ask(open_season, "north london derby alpha beta result")
    assert text.startswith("Alpha FC 3-0 Beta FC"), text
    alone = open_season.answer("north london derby result")
    assert alone.band != "answer" or "Alpha" not in alone.text, alone.text
