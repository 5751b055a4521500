"""What a blind evaluator found wrong on La Liga and Ligue 1 2024/25 (tests/blindclub5),
each kind checked in general: an away record asked in Spanish, a league won
mathematically before its last matchday, and a competition named in Spanish."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from types import SimpleNamespace

from bot.adapters.cli import main
from bot.engine.engine import Engine
from bot.engine.facts.wording import competition_name
from bot.knowledge.loader import load_knowledge

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {
    "laliga": TESTS / "blindclub5" / "knowledge" / "laliga",
    "ligue1": TESTS / "blindclub5" / "knowledge" / "ligue1",
    "combined": TESTS / "blindclub5" / "knowledge" / "combined",
    "pl2425": TESTS / "blindclub4" / "knowledge" / "pl2425",
    "euro2012": TESTS / "blindclub5" / "knowledge" / "euro2012",
}


@cache
def engine(name: str) -> Engine:
    return Engine(load_knowledge(FOLDERS[name]))


def said(name: str, question: str) -> tuple[str, str]:
    reply = engine(name).answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text, reply.lang


def test_an_away_record_asked_in_spanish_is_the_away_record() -> None:
    for question in ("leganés de visitante", "leganés fuera de casa", "leganés como visitante"):
        text, lang = said("laliga", question)
        assert lang == "es" and "de visitante" in text and "jugó 19, ganó 2" in text, text
    text, _ = said("laliga", "leganés de local")
    assert "de local" in text and "jugó 18, ganó 6" in text, text


def test_a_leader_no_one_can_catch_is_champion() -> None:
    text, _ = said("laliga", "who won la liga")
    assert "FC Barcelona are champions" in text and "mathematically" in text, text
    assert "84 points at most" in text, text
    text, lang = said("laliga", "¿el barça ya es campeón de liga?")
    assert lang == "es" and text.startswith("Sí: FC Barcelona es campeón"), text
    text, _ = said("ligue1", "who won ligue 1")  # every match played: won outright
    assert text.startswith("Paris Saint-Germain FC won"), text


def test_a_competition_is_named_in_spanish_with_its_article() -> None:
    def named(name: str, lang: str = "es") -> str:
        return competition_name(SimpleNamespace(name=name, tr=lambda _f, _l: name), lang)

    assert named("Spain Primera División 2024/25") == "Primera División 2024/25"
    assert named("French Ligue 1 2024/25") == "Ligue 1 2024/25"
    assert named("French Ligue 1 2024/25", "en") == "French Ligue 1 2024/25"
    assert named("Lindenmoor Cup 2030") == "Lindenmoor Cup 2030"
    text, _ = said("ligue1", "tabla de la ligue 1")
    assert text.startswith("Tabla de la Ligue 1 2024/25"), text
    text, _ = said("laliga", "¿quién ganó la liga?")
    assert "de la Primera División 2024/25" in text and "Spain" not in text, text


def test_a_held_competition_named_is_the_one_answered() -> None:
    text, _ = said("combined", "champions league places in ligue 1")
    assert text.startswith("The French Ligue 1 2024/25: Champions League: Paris"), text
    for name in ("laliga", "combined"):  # "gets": the places, not another competition
        text, _ = said(name, "who gets champions league from la liga")
        assert text.startswith("The Spain Primera División 2024/25: Champions League: FC"), text


def test_last_season_is_the_one_before_the_season_being_played() -> None:
    for name in ("combined", "ligue1"):
        reply = engine(name).answer("who won ligue 1 last season")
        assert reply.band == "decline", reply.text
        assert reply.text.startswith("I only know the French Ligue 1 2024/25"), reply.text
    reply = engine("combined").answer("¿quién ganó la liga la temporada pasada?")
    assert reply.band == "decline" and "Primera División 2024/25" in reply.text, reply.text


def test_an_awarded_result_is_kept_and_said(tmp_path: Path) -> None:
    def game(day: int, a: str, b: str, ft: list[int], **more: object) -> dict[str, object]:
        return {"round": f"Matchday {day}", "date": f"2025-03-{day:02d}", "team1": a,
                "team2": b, "score": {"ft": ft}, **more}  # fmt: skip

    season = {
        "name": "Invented League 2024/25",
        "matches": [
            game(1, "Alder FC", "Birch FC", [0, 2], status="awarded"),
            game(2, "Birch FC", "Alder FC", [3, 0]),
            game(3, "Alder FC", "Cedar FC", [0, 3]),
            game(4, "Cedar FC", "Birch FC", [1, 1]),
        ],
    }
    season["matches"][2]["score"]["note"] = "Awarded 3-0 (forfeit)"  # type: ignore[index]
    source = tmp_path / "league.json"
    source.write_text(json.dumps(season), encoding="utf-8")
    assert main(["import", "football-json", str(source), "--out", str(tmp_path / "k")]) == 0
    loaded = load_knowledge(tmp_path / "k")
    assert loaded.knowledge.tournament is not None
    status = {m.id[11:]: m.status for m in loaded.knowledge.tournament.matches}
    assert status == {"alder-fc-birch-fc": "awarded", "birch-fc-alder-fc": None,
                      "alder-fc-cedar-fc": "awarded", "cedar-fc-birch-fc": None}  # fmt: skip
    text = Engine(loaded).answer("alder birch matchday 1").text
    assert "Alder FC 0-2 Birch FC (awarded: a result given, not a match played)" in text, text
    text = Engine(loaded).answer("alder birch jornada 2").text
    assert "(resultado dado" not in text, text


def test_a_player_asked_of_no_match_is_asked_of_the_whole_tournament() -> None:
    for question in ("¿a quién le marcó balotelli?", "did balotelli score"):
        text, _ = said("euro2012", question)
        assert text.startswith("Balotelli (It") and "3 go" in text, text
        assert "20' ante Alemania" in text or "20' v Germany" in text, text
    text, _ = said("euro2012", "did balotelli score in the final")  # a match named: that one
    assert text.startswith("No, Balotelli did not score in Spain v Italy"), text


def test_the_goals_from_the_penalty_spot_are_listed() -> None:
    text, lang = said("euro2012", "¿quién marcó de penal en la euro?")
    assert lang == "es" and text.startswith("Goles de penal (Eurocopa 2012): 3."), text
    for who in ("Salpingidis (Grecia) 89'", "Xabi Alonso (España) 90+1'", "Özil (Alemania) 90+2'"):
        assert who in text, text
    text, _ = said("euro2012", "which goals at euro 2012 were penalties")
    assert text.startswith("Goals from the penalty spot (Euro 2012): 3."), text
