"""Issue 33: real club seasons. The shipped openfootball 2024/25 files (CC0; see
knowledge/sources/openfootball/football.json/2024-25/) import, a league and the Champions
League make one knowledge, each league ranks by its own rules, and clubs are known by the
names fans use."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.importers import ImportFailed, import_football_json, write_imported
from bot.knowledge import KnowledgeError, load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


@pytest.fixture(scope="module")
def club_server(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    """The Premier League and the Champions League of 2024/25 in one knowledge."""
    out = tmp_path_factory.mktemp("club")
    imported = import_football_json([SEASON / "en.1.json", SEASON / "uefa.cl.json"])
    write_imported(imported, out)
    return Engine(load_knowledge(out))


@pytest.fixture(scope="module")
def la_liga(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    out = tmp_path_factory.mktemp("laliga")
    write_imported(import_football_json([SEASON / "es.1.json"]), out)
    return Engine(load_knowledge(out))


def ask(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_champions_league_file_imports_with_its_two_legged_ties() -> None:
    (cl,) = import_football_json([SEASON / "uefa.cl.json"])
    t = cl.tournament
    stages = {m.stage for m in t.matches}
    assert {"league", "other", "round_of_16", "quarter_final", "semi_final", "final"} == stages
    second = next(
        m
        for m in t.matches
        if m.teams == ["liverpool-fc", "paris-saint-germain-fc"] and m.stage == "round_of_16"
    )
    assert second.score is not None and second.score.aggregate == [1, 1]
    assert second.score.extra_time == [0, 1] and second.score.penalties is None
    assert any("shootout cannot end level" in n for n in cl.report.notes)
    final = next(m for m in t.matches if m.stage == "final")
    assert final.score is None  # the data has no score for it
    assert t.tiebreak == [
        "points", "goal_difference", "goals_scored", "away_goals_scored", "wins", "away_wins"
    ]  # fmt: skip
    facts = TournamentFacts(t)
    assert facts.winner is None  # not the top of the league phase
    top = [r.team for r in facts.table(None)[:2]]
    assert top == ["liverpool-fc", "fc-barcelona"]  # the league phase only
    # level on points, goal difference, goals (20), away goals (6) and wins (5): Real
    # Madrid won 2 away, Bayern 1
    eleventh = [r.team for r in facts.table(None)[10:12]]
    assert eleventh == ["real-madrid-cf", "fc-bayern-munchen"], eleventh


def test_la_liga_ranks_level_clubs_by_their_matches_first(la_liga: Engine) -> None:
    t = la_liga.knowledge.tournament
    assert t is not None
    order = [r.team for r in TournamentFacts(t).table(None)]
    # Alavés, Girona and Sevilla on 41: their mini-league puts Sevilla last of the three.
    assert order[13:16] == ["deportivo-alaves", "girona-fc", "sevilla-fc"]
    assert order.index("rayo-vallecano-de-madrid") < order.index("ca-osasuna")


def test_clubs_by_their_nicknames(la_liga: Engine, club_server: Engine) -> None:
    atleti = ask(la_liga, "where did atleti finish")
    assert "Atlético de Madrid" in atleti and "73" in atleti
    assert "Tottenham Hotspur FC" in ask(club_server, "where did spurs finish")
    assert "Newcastle United FC" in ask(club_server, "the toon's points")


def test_a_league_and_the_champions_league_in_one_knowledge(club_server: Engine) -> None:
    k = club_server.knowledge
    assert k.tournament is not None and k.tournament.id == "english-premier-league-2024-25"
    assert [t.id for t in k.competitions] == ["uefa-champions-league-2024-25"]
    assert "Liverpool FC won the English Premier League" in ask(club_server, "who won the league")
    assert "English Premier League" in ask(club_server, "who won the prem 24/25")
    cl = ask(club_server, "how far did real madrid get in the ucl")
    assert "quarter-finals" in cl and "Arsenal" in cl  # Real Madrid play no Premier League
    # a server's setting makes the Champions League the default
    setting = club_server.answer("who topped the table", competition=k.competitions[0].id)
    assert "UEFA Champions League" in setting.text


def test_the_importer_writes_one_file_a_tournament(tmp_path: Path) -> None:
    written = write_imported(
        import_football_json([SEASON / "en.1.json", SEASON / "de.1.json"]), tmp_path
    )
    assert sorted(p.name for p in written) == [
        "deutsche-bundesliga-2024-25.yaml",
        "english-premier-league-2024-25.yaml",
    ]
    assert load_knowledge(tmp_path).knowledge.tournament is not None


def test_a_named_default_and_bad_ones(tmp_path: Path) -> None:
    write_imported(import_football_json([SEASON / "en.1.json", SEASON / "de.1.json"]), tmp_path)
    (tmp_path / "server.yaml").write_text("competition: deutsche-bundesliga-2024-25\n")
    k = load_knowledge(tmp_path).knowledge
    assert k.tournament is not None and k.tournament.id == "deutsche-bundesliga-2024-25"
    (tmp_path / "server.yaml").write_text("competition: la-liga\n")
    with pytest.raises(KnowledgeError, match="no tournament has the id la-liga"):
        load_knowledge(tmp_path)
    (tmp_path / "server.yaml").unlink()
    twin = (tmp_path / "english-premier-league-2024-25.yaml").read_text()
    (tmp_path / "copy.yaml").write_text(twin.replace("# Generated", "# Copied"))
    with pytest.raises(KnowledgeError, match="id of another tournament too"):
        load_knowledge(tmp_path)


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_teams_file_shaped_name_and_teams(tmp_path: Path) -> None:
    """The Copa América 2024's teams file: {"name": ..., "teams": [...]}."""
    teams = ["Argentina", "Colombia", "United States", "Uruguay"]
    _write(
        tmp_path / "copa.teams.json",
        {"name": "Copa América 2024", "teams": [{"name": t, "code": t[:3].upper()} for t in teams]},
    )
    matches = [
        {"round": "Final", "date": "2024-07-14", "team1": "Argentina", "team2": "Colombia",
         "score": {"ft": [0, 0], "et": [1, 0]}},
        {"round": "Third place", "date": "2024-07-13", "team1": "Uruguay",
         "team2": "United States", "score": {"ft": [2, 0]}},
    ]  # fmt: skip
    main = _write(tmp_path / "copa.json", {"name": "Copa América 2024", "matches": matches})
    (imported,) = import_football_json([main])
    assert [t.name for t in imported.tournament.teams] == teams
    write_imported([imported], tmp_path / "k")
    engine = Engine(load_knowledge(tmp_path / "k"))
    for question in ("quien gano la copa america", "who won the copa america"):
        text = ask(engine, question)
        assert text.startswith("Argentina") and "United States" not in text
    _write(tmp_path / "bad.teams.json", {"name": "x", "teams": 3})
    with pytest.raises(ImportFailed) as caught:
        import_football_json([main, tmp_path / "bad.teams.json"])
    assert [p.message for p in caught.value.problems] == [
        "a teams file is a list of teams, or {name, teams: [...]}"
    ]  # and no follow-on error for each match's teams


def test_derbies_and_meetings_by_their_results(club_server: Engine, la_liga: Engine) -> None:
    north = ask(club_server, "north london derby results")
    assert north.startswith("Arsenal FC v Tottenham Hotspur FC") and "2 won by Arsenal FC" in north
    assert "Tottenham Hotspur FC 0-1 Arsenal FC" in north and "2-1" in north
    clasico = ask(la_liga, "resultados del clasico")
    assert "FC Barcelona" in clasico and "Real Madrid CF" in clasico and "2 ganados" in clasico
    villa = ask(club_server, "did villa beat city")
    assert "Aston Villa FC 2-1 Manchester City FC" in villa and "1 by Manchester City FC" in villa


def test_a_result_without_scorers_names_none(club_server: Engine) -> None:
    reply = club_server.answer("who scored in the north london derby")
    assert reply.band != "answer" and (
        "nothing on goals" in reply.text or "score only" in reply.text
    ), reply.text
    reply = club_server.answer("who scored in arsenal v spurs on matchday 21")
    assert "did not score" not in reply.text and "2-1" in reply.text


def test_a_club_season_s_answers(club_server: Engine, la_liga: Engine) -> None:
    down = ask(club_server, "who got relegated")
    assert "Leicester City FC (18th" in down and "Southampton FC (20th" in down
    assert "Ranked by points, goal difference" in down  # the rule it used
    bajaron = ask(la_liga, "quienes descendieron")
    assert "CD Leganés (18.º, 37 puntos)" in bajaron and "370 de 380" in bajaron
    top = ask(club_server, "who made the top 4")
    assert "Chelsea FC (fourth, 69 points)" in top and "Newcastle" not in top
    home = ask(club_server, "ipswich home record")
    assert "at home" in home and "won 1, drew 4, lost 14" in home
    form = ask(club_server, "liverpool form last 5")
    assert "WLDLD" in form and form.count("\n- ") == 5
    runs = ask(la_liga, "racha invicta mas larga del barcelona")
    assert "racha invicta más larga" in runs and "partidos" in runs


def test_two_legged_ties_go_by_their_aggregate(club_server: Engine) -> None:
    cl = club_server.competitions.engines["uefa-champions-league-2024-25"]
    psg = ask(cl, "how far did psg get")
    # PSG lost a quarter-final leg at Villa but won the tie 5-4, then reached the final
    assert psg.startswith("Paris Saint-Germain FC reached the final") and "went out" not in psg
    assert "League phase: 15th of 36 with 13 points" in psg
    bayern = ask(cl, "who knocked out bayern")
    assert "quarter-finals, beaten by FC Internazionale Milano" in bayern
    final = cl.answer("who won the ucl final")
    assert "no result" in final.text and "Liverpool" not in final.text


def test_a_season_still_being_played(tmp_path: Path) -> None:
    """The Premier League with its last five matchdays not yet played."""
    data = json.loads((SEASON / "en.1.json").read_text("utf-8"))
    for m in data["matches"]:
        if int(m["round"].split()[-1]) >= 34:
            m["score"] = {}
    main = _write(tmp_path / "en.1.json", data)
    write_imported(import_football_json([main]), tmp_path / "k")
    engine = Engine(load_knowledge(tmp_path / "k"))
    lead = ask(engine, "who leads the league")
    assert "Liverpool FC lead" in lead and "13 points clear of Arsenal FC" in lead
    assert "50 league games of 380 left (5 matchdays)" in lead
    assert ask(engine, "can arsenal still win the league").startswith("Yes, mathematically")
    no = ask(engine, "puede el chelsea ganar todavia la liga")
    assert no.startswith("No:") and "72 puntos como máximo" in no


def test_a_decline_offers_only_what_the_data_holds(la_liga: Engine) -> None:
    """A season with results alone: the decline's list of topics names no scorers."""
    for question in ("recommend a netflix series", "recomiéndame una serie de netflix"):
        reply = la_liga.answer(question)
        assert reply.band == "decline", reply.text
        assert "scorer" not in reply.text and "goleador" not in reply.text, reply.text


# --- issue 32: no confident answer the data does not back ------------------------------


def test_the_top_of_a_league_phase_wins_nothing(club_server: Engine) -> None:
    """The Champions League's final has no score in the data: no one won it."""
    cl = club_server.competitions.engines["uefa-champions-league-2024-25"]
    top = ask(cl, "quien quedo primero en la fase liga de la champions")
    assert "lo ganó" not in top and "terminó: " not in top, top
    assert top.startswith("Liverpool FC terminó primero en la fase liga"), top
    assert "Paris Saint-Germain FC vs. FC Internazionale Milano" in top, top
    for question in ("who won the champions league", "quien gano la champions"):
        reply = cl.answer(question)  # answered: no winner yet, and who plays the final
        assert "no winner" in reply.text or "no hay campeón" in reply.text, reply.text
        assert "Paris Saint-Germain FC v FC Internazionale Milano" in reply.text.replace(
            " vs. ", " v "
        ), reply.text
        assert "Liverpool" not in reply.text, reply.text


def test_a_two_legged_tie_is_lost_on_its_aggregate(club_server: Engine) -> None:
    """Never the leg the losers won; a level tie without its shoot-out says so."""
    cl = club_server.competitions.engines["uefa-champions-league-2024-25"]
    bvb = ask(cl, "dortmund in the knockouts, how far did they get").split("\n")[0]
    assert "beaten by FC Barcelona 5-3 on aggregate" in bvb, bvb
    assert "3-1" not in bvb, bvb  # the second leg, which Dortmund won
    pool = ask(cl, "who knocked out liverpool").split("\n")[0]
    assert "1-1 on aggregate with Paris Saint-Germain FC" in pool, pool
    assert "no result of the shoot-out" in pool and "beaten" not in pool, pool
    atleti = ask(cl, "quién eliminó al atlético").split("\n")[0]
    assert "2-2 en el global con Real Madrid CF" in atleti, atleti
    assert "le ganó" not in atleti and "1-0" not in atleti, atleti


def test_a_matchday_without_scores_has_no_goal_total(la_liga: Engine) -> None:
    """La Liga's matchday 38 has no results in the data: not '10 matches, 0 goals'."""
    for question, missing in (
        ("resultados de la ultima jornada de liga", "los datos no tienen el resultado"),
        ("results of matchday 38", "the data has no result for any of them"),
    ):
        text = ask(la_liga, question)
        head = text.split("\n")[0]
        assert missing in head and "0 go" not in head, text
        assert text.count("\n- ") == 10, text
    first = ask(la_liga, "results of matchday 1").split("\n")[0]
    assert "26 goals" in first and "no result" not in first, first


def test_relegation_with_a_round_missing_is_not_settled(la_liga: Engine) -> None:
    """Leganés (37) can still pass Espanyol (39) in the missing round: not 'relegated';
    Las Palmas (32) and Valladolid (16) go down whatever it holds."""
    down = ask(la_liga, "who got relegated from la liga")
    assert not down.startswith("Relegated"), down
    assert "In the relegation places" in down, down
    assert "Not settled for CD Leganés: results are missing." in down, down
    es = ask(la_liga, "el espanyol se salvo?")
    assert "Sin decidir para CD Leganés:" in es and "se salvó" not in es, es
    assert "está por encima de los puestos de descenso" in es, es


def test_a_matchday_with_some_scores_counts_only_those(tmp_path: Path) -> None:
    """Two of matchday 1's results taken out: the goals of the other eight, and the two
    said missing."""
    data = json.loads((SEASON / "es.1.json").read_text("utf-8"))
    first = [m for m in data["matches"] if m["round"] == "Matchday 1"]
    gone = sum(sum(m["score"]["ft"]) for m in first[:2])
    for m in first[:2]:
        m["score"] = {}
    write_imported(import_football_json([_write(tmp_path / "es.1.json", data)]), tmp_path / "k")
    head = ask(Engine(load_knowledge(tmp_path / "k")), "results of matchday 1").split("\n")[0]
    assert f"10 matches, {26 - gone} goals." in head, head
    assert "The data has no result for 2 of them." in head, head
