"""League-season questions on the shipped openfootball 2024/25 files (Premier League, Serie A,
La Liga), each asked the way fans ask them: a word that narrows the question (a losing
run, an away win, a gap between two clubs), Spanish phrasings, short follow-ups, short
names of a match, and a season whose data lacks its last results (Serie A and La Liga
lack matchday 38: the data's gap, not a season still being played)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from bot.engine import Moment
from bot.engine.engine import Engine
from bot.engine.facts.tournament import TournamentFacts
from bot.importers import import_football_json, write_imported
from bot.knowledge import load_knowledge
from tests.conftest import KNOWLEDGE

SEASON = KNOWLEDGE / "sources" / "openfootball" / "football.json" / "2024-25"


def _engine(tmp: Path, name: str) -> Engine:
    out = tmp / "knowledge"
    write_imported(import_football_json([SEASON / name]), out)
    return Engine(load_knowledge(out))


@pytest.fixture(scope="module")
def prem(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _engine(tmp_path_factory.mktemp("prem"), "en.1.json")


@pytest.fixture(scope="module")
def seriea(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _engine(tmp_path_factory.mktemp("seriea"), "it.1.json")


@pytest.fixture(scope="module")
def liga(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return _engine(tmp_path_factory.mktemp("liga"), "es.1.json")


def _tf(engine: Engine) -> TournamentFacts:
    tf = engine.facts.tournament
    assert tf is not None
    return tf


def answer(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def conversation(engine: Engine, *questions: str) -> list[str]:
    """Each question asked after the one before, as a chat holds them."""
    context, said = None, []
    for q in questions:
        reply = engine.answer(q, context)
        context = reply.context
        said.append(reply.text)
    return said


# --- a word that narrows the question -------------------------------------------------


def _longest_defeats(tf: TournamentFacts, team: str) -> int:
    best = now = 0
    for m in sorted(tf.matches_of(team), key=lambda m: m.date):
        if m.score is None:
            continue
        now = now + 1 if m.winner not in (None, team) else 0
        best = max(best, now)
    return best


@pytest.mark.parametrize(
    "question",
    ["spurs longest losing streak", "racha de derrotas más larga del tottenham"],
)
def test_a_losing_run_is_the_defeats_in_a_row(prem: Engine, question: str) -> None:
    n = _longest_defeats(_tf(prem), "tottenham-hotspur-fc")
    text = answer(prem, question)
    head = text.split(":", 1)[1]
    assert f"losing run {n} games" in head or f"derrotas más larga {n} partidos" in head, text
    # asked for the defeats: they come first, before the unbeaten run
    assert head.index(str(n)) < head.index("invict" if "invict" in head else "unbeaten")


@pytest.mark.parametrize(
    ("question", "home"),
    [
        ("biggest away win of the season", False),
        ("mayor goleada de visitante", False),
        ("biggest home win of the season", True),
    ],
)
def test_the_biggest_win_on_one_side(prem: Engine, question: str, home: bool) -> None:
    tf = _tf(prem)
    side = [m for m in tf.played if m.score and m.winner == m.teams[0 if home else 1]]
    top = max(abs(m.score.final[0] - m.score.final[1]) for m in side if m.score)
    text = answer(prem, question)
    widest = [m for m in side if m.score and abs(m.score.final[0] - m.score.final[1]) == top]
    for m in widest:
        assert f"{m.score.final[0]}-{m.score.final[1]}" in text, text  # type: ignore[union-attr]
    every = max(abs(m.score.final[0] - m.score.final[1]) for m in tf.played if m.score)
    if not home:  # the overall biggest (a home win, 7-0) is not an away win
        assert top < every and "7-0" not in text, text


@pytest.mark.parametrize(
    "question",
    [
        "how many points are arsenal behind liverpool",
        "cuantos puntos le saca el liverpool al arsenal",
        "a cuantos puntos esta el arsenal del liverpool",
    ],
)
def test_the_points_between_two_clubs_named(prem: Engine, question: str) -> None:
    rows = {r.team: r.points for r in _tf(prem).table(None)}
    gap = rows["liverpool-fc"] - rows["arsenal-fc"]
    reply = prem.answer(question)
    assert reply.intent == "table-gap", (question, reply.text)
    assert f"{gap} point" in reply.text or f"{gap} punto" in reply.text, reply.text


# --- Spanish phrasings -----------------------------------------------------------------


def test_a_league_named_by_its_country_in_spanish(prem: Engine, seriea: Engine) -> None:
    assert answer(prem, "quien gano la liga inglesa").startswith("Liverpool FC ganó")
    # another country's league is not this one: never its champion
    for engine, question in (
        (prem, "quien gano la liga italiana"),
        (seriea, "quien gano la liga inglesa"),
    ):
        reply = engine.answer(question)
        assert reply.band != "answer" and "ganó" not in reply.text, (question, reply.text)


def test_who_goes_down_in_spanish(seriea: Engine) -> None:
    bottom = [r.team for r in _tf(seriea).table(None)[-3:]]
    for question in ("quienes descienden", "quiénes descienden en la serie a"):
        reply = seriea.answer(question)
        assert reply.intent == "relegated", (question, reply.text)
    assert bottom == ["empoli-fc", "venezia-fc", "ac-monza"]


def test_who_is_first_in_spanish_is_the_leader(prem: Engine) -> None:
    for question in ("quien va primero", "quién está primero"):
        reply = prem.answer(question)
        assert reply.intent == "season-state" and "Liverpool" in reply.text, reply.text


def test_a_clubs_goles_en_contra_are_its_goals_conceded(liga: Engine) -> None:
    row = next(r for r in _tf(liga).table(None) if r.team == "club-atletico-de-madrid")
    text = answer(liga, "goles en contra del atleti")
    assert f"recibió {row.conceded}" in text and "autogol" not in text, text


def test_own_goals_of_results_only_data_are_not_none(liga: Engine) -> None:
    """The data has no goals at all: it cannot say there were no own goals."""
    for question in ("cuantos goles en contra hubo en la liga", "how many own goals were there"):
        reply = liga.answer(question)
        assert reply.band != "answer", (question, reply.text)
        assert "Ningún" not in reply.text and "No own goals" not in reply.text, reply.text


# --- follow-ups ------------------------------------------------------------------------


def test_and_away_after_a_home_record(prem: Engine) -> None:
    home, away = conversation(prem, "newcastle home record", "and away?")
    assert "at home" in home and "Newcastle United FC away" in away, away
    spanish = conversation(prem, "newcastle home record", "¿y de visitante?")[1]
    assert "Newcastle United FC de visitante" in spanish, spanish


def test_and_another_club_after_two_clubs_keeps_the_other_side(prem: Engine) -> None:
    said = conversation(prem, "how did spurs do against liverpool", "and arsenal?")[1]
    assert said.startswith("Arsenal FC v Liverpool FC") and "2-2" in said, said


def test_no_greeting_is_offered_for_a_football_question(prem: Engine) -> None:
    for q in ("and away?", "and at home?"):
        reply = prem.answer(q)
        assert all("Hi" not in s.question for s in reply.suggestions), reply.text


# --- short names of a match; lists -------------------------------------------------------


def test_last_time_out_is_the_last_match(prem: Engine) -> None:
    last = max(
        (m for m in _tf(prem).matches_of("tottenham-hotspur-fc") if m.score), key=lambda m: m.date
    )
    text = answer(prem, "did spurs win last time out")
    assert f"matchday {last.round_number}" in text, text


def test_nld_is_the_north_london_derby(prem: Engine) -> None:
    text = answer(prem, "nld results")
    assert "Arsenal FC v Tottenham Hotspur FC" in text and "2-1" in text, text


def test_half_time_of_both_meetings(prem: Engine) -> None:
    text = answer(prem, "half time score arsenal v spurs")
    assert text.count("At half time") == 2 and "nothing on" not in text, text


def test_a_matchday_list_names_its_matchday(prem: Engine) -> None:
    assert answer(prem, "matchday 1 results").startswith("Matchday 1: 10 matches")
    assert answer(prem, "resultados de la jornada 21").startswith("Fecha 21: 10 partidos")


def test_which_match_fits_one_message(prem: Engine) -> None:
    reply = prem.answer("who scored for arsenal in the 2-0")
    if reply.band == "suggest":
        assert len(reply.text) < 2000 and "{" not in " ".join(s.question for s in reply.suggestions)
    engine_reply = prem.answer("arsenal match")
    assert len(engine_reply.text) < 2000, engine_reply.text


# --- a season whose data lacks results -----------------------------------------------------


@pytest.mark.parametrize("question", ["who won serie a", "quien gano la serie a"])
def test_missing_results_are_not_a_season_still_played(seriea: Engine, question: str) -> None:
    text = answer(seriea, question)
    assert "not finished" not in text and "no terminó" not in text, text
    assert "380" in text and "SSC Napoli" in text and ("no result" in text or "no tienen" in text)


def test_a_champion_clinched_with_results_missing_has_no_games_to_play(liga: Engine) -> None:
    text = answer(liga, "who won la liga")
    assert "FC Barcelona" in text and "still to play" not in text, text


def test_a_last_game_with_no_result_gives_the_last_result_too(seriea: Engine) -> None:
    text = answer(seriea, "napoli last game")
    assert "no result for SSC Napoli v Cagliari" in text and "0-0" in text, text


# --- a derby's next meeting --------------------------------------------------------------


@pytest.fixture(scope="module")
def prem_december(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    """The Premier League file as it stood on 20 December 2024: later results blanked."""
    tmp = tmp_path_factory.mktemp("prem_december")
    data = json.loads((SEASON / "en.1.json").read_text(encoding="utf-8"))
    for m in data["matches"]:
        if m["date"] >= "2024-12-20":
            m.pop("score", None)
    path = tmp / "en.1.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    write_imported(import_football_json([path]), tmp / "knowledge")
    return Engine(load_knowledge(tmp / "knowledge"))


DECEMBER = Moment(dt.datetime(2024, 12, 20, 12, 0, tzinfo=dt.UTC), "UTC")


@pytest.mark.parametrize(
    "question",
    ["when is the next north london derby", "cuándo es el próximo derbi del norte de londres"],
)
def test_the_next_derby_is_a_meeting_of_both(prem_december: Engine, question: str) -> None:
    reply = prem_december.answer(question, moment=DECEMBER)
    assert reply.band == "answer", reply.text
    # Arsenal's next match is at Palace (21 December): the derby is the 15 January one
    assert "Crystal Palace" not in reply.text and "15" in reply.text, reply.text
    assert "Arsenal FC v Tottenham" in reply.text.replace(" vs. ", " v "), reply.text


def test_no_derby_to_come_is_said_of_both_clubs(prem: Engine) -> None:
    reply = prem.answer("when is the next north london derby")
    assert reply.band != "answer"
    assert (
        "Arsenal FC v Tottenham Hotspur FC" in reply.text
        and "of Arsenal FC still" not in reply.text
    )
