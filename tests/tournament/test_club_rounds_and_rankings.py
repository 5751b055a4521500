"""Issue 33: a league's first and last rounds named as fans name them, and the league-wide
rankings (most conceded, most draws, teams without a win) with ties not cut."""

from __future__ import annotations

import json

import pytest

from bot.engine.answering.rankings import ranking_first
from bot.engine.engine import Engine
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


@pytest.fixture(scope="module")
def ligue_1(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("ligue1")
    write_imported(import_football_json([SEASON / "fr.1.json"]), out)
    return Engine(load_knowledge(out))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_opening_weekend_is_matchday_one(ligue_1: Engine) -> None:
    first = ask(ligue_1, "matchday 1 results")
    assert ask(ligue_1, "opening weekend results") == first
    assert ask(ligue_1, "ligue 1 first weekend results") == first


def test_a_leagues_final_day_is_its_last_round(ligue_1: Engine) -> None:
    last = ask(ligue_1, "matchday 34 results")
    assert ask(ligue_1, "final day results") == last
    assert ask(ligue_1, "results on the last day of the season") == last
    assert ask(ligue_1, "resultados de la ultima jornada") == ask(
        ligue_1, "resultados de la jornada 34"
    )


def _records() -> dict[str, list[int]]:
    """Each club's [won, drawn, conceded], counted from the file itself."""
    data = json.loads((SEASON / "fr.1.json").read_text())
    rec: dict[str, list[int]] = {}
    for m in data["matches"]:
        ft = (m.get("score") or {}).get("ft")
        if not ft:
            continue
        for side, (gf, ga) in ((m["team1"], ft), (m["team2"], ft[::-1])):
            r = rec.setdefault(side, [0, 0, 0])
            r[0] += gf > ga
            r[1] += gf == ga
            r[2] += ga
    return rec


def test_the_most_draws_are_a_ranking_of_teams(ligue_1: Engine) -> None:
    most = max(r[1] for r in _records().values())
    text = ask(ligue_1, "which team has the most draws")
    assert text.startswith("Most draws at the ") and f", {most} draws." in text


def test_the_next_teams_are_never_cut_between_level_ones(ligue_1: Engine) -> None:
    text = ask(ligue_1, "which team conceded the fewest goals")
    rec = _records()
    shown = text.split("Next: ")[1].rstrip(".")
    last = int(shown.rsplit(" ", 1)[1])
    level = [club for club, r in rec.items() if r[2] == last]
    assert shown.count(f" {last}") >= len(level)


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("who has conceded the most", "Most goals conceded at the "),
        ("most goals conceded", "Most goals conceded at the "),
        ("worst defence?", "Most goals conceded at the "),
        ("quien tiene mas empates", "Más empates en la Ligue 1"),
        ("equipos sin ganar", "Menos victorias en la Ligue 1"),
        ("peor defensa", "Más goles recibidos en la Ligue 1"),
        ("el equipo mas goleado", "Más goles recibidos en la Ligue 1"),
    ],
)
def test_a_ranking_naming_no_club_is_the_team_leaders(
    ligue_1: Engine, question: str, head: str
) -> None:
    """The ranking the lexicon reads routes the question (`Frame.ranking`), however far
    its words are from a phrasing."""
    assert ask(ligue_1, question).startswith(head)


def test_a_ranking_naming_a_club_is_left_to_the_phrasings(ligue_1: Engine) -> None:
    parsed = ligue_1.understanding.parse("has psg conceded the most")
    assert parsed.frame.ranking == "mostconceded" and parsed.frame.teams
    ranked = ligue_1.index.rank(parsed)
    assert ranking_first(ranked, parsed, ligue_1._rankings) == ranked
    alone = ligue_1.understanding.parse("who has conceded the most")
    assert ranking_first(ranked, alone, ligue_1._rankings)[0].intent == "team-leaders"


def test_the_league_below_is_where_the_relegated_go(ligue_1: Engine) -> None:
    down = ask(ligue_1, "who got relegated")
    assert ask(ligue_1, "who got relegated to ligue 2") == down
    assert ask(ligue_1, "who went down to the second division") == down
    assert ask(ligue_1, "quienes bajaron a segunda") == ask(ligue_1, "quienes bajaron")


def test_a_cup_the_knowledge_lacks_is_never_the_league(ligue_1: Engine) -> None:
    for question in (
        "who won the coupe de france",
        "who won the fa cup",
        "quien gano la copa del rey",
    ):
        reply = ligue_1.answer(question)
        assert reply.band == "decline", (question, reply.text)
        assert "Ligue 1 2024/25" in reply.text  # what it holds, said


def test_the_season_held_written_is_this_season(ligue_1: Engine) -> None:
    assert ask(ligue_1, "le classique results 24/25") == ask(ligue_1, "psg v marseille results")


@pytest.fixture(scope="module")
def serie_a(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("seriea")
    write_imported(import_football_json([SEASON / "it.1.json"]), out)
    return Engine(load_knowledge(out))


def test_a_title_by_its_name_is_the_league(serie_a: Engine) -> None:
    assert ask(serie_a, "can juve still win the scudetto") == ask(
        serie_a, "can juve still win the league"
    )
    assert ask(serie_a, "puede la juve ganar el scudetto") == ask(
        serie_a, "puede la juve ganar la liga"
    )


@pytest.fixture(scope="module")
def la_liga(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    """La Liga 2024/25 as shipped: one matchday left."""
    out = tmp_path_factory.mktemp("laliga")
    write_imported(import_football_json([SEASON / "es.1.json"]), out)
    return Engine(load_knowledge(out))


def test_one_of_a_count_is_said_in_the_singular(la_liga: Engine) -> None:
    assert "(1 matchday)" in ask(la_liga, "how many games are left")
    assert "(1 jornada)" in ask(la_liga, "cuantos partidos quedan")
    assert "with 1 game left" in ask(la_liga, "can barcelona still win the league")
    assert "con 1 partido por jugar" in ask(la_liga, "puede el barcelona ganar todavia la liga")


def test_a_leagues_scope_names_clubs_not_national_sides(ligue_1: Engine) -> None:
    """What a league's data answers, said when declining: its clubs' results, never "el
    camino de cada selección" (national sides) in a club season."""
    en = ligue_1.answer("what is the capital of peru").text
    es = ligue_1.answer("cuál es la mejor receta de paella").text
    assert "each club's results" in en and "each team's path" not in en, en
    assert "cada club" in es and "selección" not in es, es
