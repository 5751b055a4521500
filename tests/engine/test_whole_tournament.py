"""A match question naming no match, of a cup's data with no match chosen: the whole
tournament's answer when its frame asks so (`answering.whole`), never the final's."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {
    "euro2012": TESTS / "blindclub5" / "knowledge" / "euro2012",
    "wc2018": TESTS / "real_club2" / "knowledge" / "wc2018",
}


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(FOLDERS[name]))


def said(name: str, question: str) -> str:
    reply = engine(name).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_a_penalty_scored_with_no_match_named_is_the_tournaments_penalties() -> None:
    for q in ("who scored a penalty", "did anyone score a penalty", "quién marcó un penalti"):
        text = said("euro2012", q)
        assert "Salpingidis" in text and "Özil" in text, (q, text)
        assert "Silva 14'" not in text, (q, text)  # not the final's goals


def test_a_shootout_with_no_match_named_is_the_tournaments_shootouts() -> None:
    text = said("euro2012", "who won the penalty shootout")
    assert text.startswith("2 matches ended in a penalty shootout (Euro 2012)"), text
    text = said("euro2012", "quién ganó la tanda de penaltis")
    assert "Italia 4-2" in text and "España 4-2" in text, text


def test_one_team_named_alone_is_its_goals_across_the_tournament() -> None:
    text = said("euro2012", "who scored for ireland at euro 2012")
    assert text.startswith("Republic of Ireland scored 1 goal (Euro 2012):"), text
    assert "St Ledger 19' v Croatia" in text, text
    text = said("euro2012", "quién marcó para irlanda")
    assert text.startswith("Irlanda marcó 1 gol (Eurocopa 2012):"), text
    text = said("wc2018", "who scored for russia")
    assert "Cheryshev" in text and "Dzyuba" in text, text


def test_two_teams_named_are_still_their_match() -> None:
    text = said("euro2012", "who scored for spain against france")
    assert "Xabi Alonso" in text and "Silva" not in text, text
    assert "scored 12 goals" not in text, text


def test_the_top_scorer_with_one_goal_is_singular() -> None:
    text = said("euro2012", "ireland top scorers")
    assert "St Ledger (Republic of Ireland), 1 goal." in text, text


def test_the_first_goal_of_the_tournament_is_its_opening_goal_not_the_finals() -> None:
    for q in (
        "who scored the first goal of the tournament",
        "who scored the first goal of euro 2012",
    ):
        text = said("euro2012", q)
        assert text.startswith("First goal of the Euro 2012: Lewandowski (Poland) 17'"), (q, text)
    text = said("euro2012", "quién marcó el primer gol del torneo")
    assert "Lewandowski (Polonia) 17' ante Grecia" in text, text
    assert "Lewandowski" not in said("euro2012", "who scored the first goal")  # the final's


def test_a_players_penalties_are_his_penalties_of_the_tournament_not_a_shootout() -> None:
    text = said("euro2012", "did ozil score any penalties")
    assert text.startswith("Yes: Özil scored from the penalty spot") and "v Italy" in text, text
    text = said("euro2012", "ronaldo marcó algún penalti?")
    assert text.startswith("No: Ronaldo no marcó ningún penal"), text
