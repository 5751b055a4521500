"""Kinds of answer the blind real finals (issue 32) still got wrong, each on a small invented
final of our own: a club captain who missed the match beside the team sheet's captain, the
first of a list of cards, a generic award's name in Spanish. Fixed in general, so checked
here apart from the real matches that showed them."""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

import pytest

from bot.engine.claims import ReportCheck
from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

MATCH = """
schema_version: 1
source: {agency: Test Wire, dateline: STONEFORD}
teams:
  - {id: owls, name: Stoneford Owls, aliases: [Owls]}
  - {id: larks, name: Brackwater Larks, aliases: [Larks]}
people:
  - {id: rusk, name: Arno Rusk, team: owls, roles: [player, goalkeeper], position: goalkeeper}
  - id: kemble
    name: Dario Kemble
    team: owls
    roles: [player, captain]
    description: the club captain, suspended for the final
  - {id: tovey, name: Bruno Tovey, team: owls, roles: [player]}
  - {id: marsh, name: Emil Marsh, team: larks, roles: [player, captain]}
  - {id: quint, name: Felix Quint, team: larks, roles: [player]}
match:
  id: stoneford-final
  competition: {name: Moor Cup, stage: final}
  venue: {stadium: Fell Road, city: Stoneford}
  day: {weekday: Saturday, date: 2033-05-14}
  teams: [owls, larks]
  score: {owls: 1, larks: 0}
  winner: owls
  summary: Stoneford Owls beat Brackwater Larks 1-0.
  awards:
    - {name: man of the match, person: tovey, scope: match}
    - {name: Golden Boot, person: quint, scope: tournament}
  lineups:
    - team: owls
      starting: [rusk, tovey]
      captain: rusk
      absent:
        - {person: kemble, reason: suspended}
    - team: larks
      starting: [marsh, quint]
      captain: marsh
  timeline:
    - {kind: card, id: c1, minute: 12, period: first_half, team: larks, card: yellow,
       person: quint, title: Quint booked, description: Felix Quint was booked.}
    - {kind: goal, id: g1, minute: 30, period: first_half, team: owls, scorer: tovey,
       method: shot, description: Tovey shot low into the corner.}
    - {kind: card, id: c2, minute: 60, period: second_half, team: owls, card: yellow,
       person: tovey, title: Tovey booked, description: Bruno Tovey was booked.}
"""


@cache
def _engine(folder: str) -> Engine:
    return Engine(load_knowledge(Path(folder)))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    folder = tmp_path_factory.mktemp("stoneford")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    return _engine(str(folder))


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_the_team_sheets_captain_wins_over_a_club_captain_who_did_not_play(
    engine: Engine,
) -> None:
    for q in ("who was the owls captain", "quien era el capitan de los owls"):
        text = said(engine, q)
        assert "Arno Rusk" in text and "Dario Kemble" not in text, text
    assert "Emil Marsh" in said(engine, "who was the larks captain")


def test_the_first_after_a_list_of_cards_is_the_first_card_in_either_language(
    engine: Engine,
) -> None:
    for listed, first, last in (
        ("tarjetas", "y la primera?", "y la ultima?"),
        ("cards", "and the first one?", "and the last?"),
    ):
        shown = engine.answer(listed)
        text = engine.answer(first, shown.context).text
        assert text.startswith("Felix Quint") and "Tovey" not in text, text
        assert engine.answer(last, shown.context).text.startswith("Bruno Tovey"), last
    shown = engine.answer("cards")
    text = engine.answer("who scored the first?", shown.context).text
    assert "30th minute" in text and "booked" not in text, text


def test_a_usual_award_is_named_in_spanish_when_the_file_gives_only_english(
    engine: Engine,
) -> None:
    text = said(engine, "quien fue el mejor jugador del partido")
    assert text.startswith("Mejor jugador del partido: Bruno Tovey"), text
    assert "Bota de Oro" in said(engine, "quien gano la bota de oro")
    assert "Golden Boot" in said(engine, "who won the golden boot")
    assert "elegido mejor jugador del partido" in said(engine, "que hizo tovey")


def test_the_checker_still_ties_a_spanish_award_name_to_its_winner() -> None:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "match.yaml").write_text(MATCH, encoding="utf-8")
        check = ReportCheck(load_knowledge(Path(folder)).knowledge)
    assert check.flags("Bota de Oro (premio del torneo): Felix Quint (Brackwater Larks).") == []
    wrong = "Bota de Oro (premio del torneo): Bruno Tovey (Stoneford Owls)."
    assert check.flags(wrong), wrong


def test_a_bare_question_naming_the_match_is_not_about_the_last_person(engine: Engine) -> None:
    shown = engine.answer("what did felix quint do")
    for q in ("goals in the final", "goles en la final"):
        text = engine.answer(q, shown.context).text
        assert "Bruno Tovey" in text and "Quint" not in text, (q, text)
