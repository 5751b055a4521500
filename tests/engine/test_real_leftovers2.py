"""More kinds of answer the blind real finals (issue 32) got wrong, each on a small invented
final of our own: who hit the woodwork (only the post and bar, each with its minute, and
'when?' after it), a score asked at half-time or after normal time (yes or no)."""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

import pytest

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
  - {id: tovey, name: Bruno Tovey, team: owls, roles: [player]}
  - {id: marsh, name: Emil Marsh, team: larks, roles: [player, goalkeeper]}
  - {id: quint, name: Felix Quint, team: larks, roles: [player]}
match:
  id: stoneford-final
  competition: {name: Moor Cup, stage: final}
  venue: {stadium: Fell Road, city: Stoneford}
  day: {weekday: Saturday, date: 2033-05-14}
  teams: [owls, larks]
  score: {owls: 1, larks: 0}
  result: {decided_in: extra_time}
  winner: owls
  summary: Stoneford Owls beat Brackwater Larks 1-0 after extra time.
  lineups:
    - {team: owls, starting: [rusk, tovey]}
    - {team: larks, starting: [marsh, quint]}
  timeline:
    - {kind: chance, id: ch1, minute: 20, period: first_half, team: larks, people: [quint],
       title: Quint over, description: Felix Quint headed just over the bar.}
    - {kind: save, id: sv1, minute: 50, period: second_half, team: owls, person: rusk,
       people: [rusk, quint], title: Rusk saves, description: Arno Rusk saved from Felix Quint.}
    - kind: chance
      id: ch2
      minute: 90
      added: 2
      period: second_half
      team: larks
      people: [quint, tovey]
      title: Quint hits the post
      description: Felix Quint turned Bruno Tovey and his shot hit the post.
      translations:
        es:
          title: Quint da en el palo
          description: Felix Quint se giró ante Bruno Tovey y su remate dio en el palo.
    - {kind: goal, id: g1, minute: 109, period: extra_time_second, team: owls,
       scorer: tovey, method: shot, description: Tovey shot low into the corner.}
"""


@cache
def _engine(folder: str) -> Engine:
    return Engine(load_knowledge(Path(folder)))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    folder = tmp_path_factory.mktemp("stoneford2")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    return _engine(str(folder))


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_who_hit_the_woodwork_is_the_post_and_bar_only_with_the_minute(engine: Engine) -> None:
    for q in ("who hit the post", "did the larks hit the woodwork", "quien pego en el palo"):
        text = said(engine, q)
        assert text.startswith("90+2'") and "Quint" in text, (q, text)
        assert "saved" not in text and "over the bar" not in text, (q, text)
    for q in ("did the owls hit the post", "did bruno tovey hit the post"):
        reply = engine.answer(q)
        assert reply.band != "answer" and "Quint" not in reply.text, (q, reply.text)


def test_when_after_a_moment_is_its_minute(engine: Engine) -> None:
    for asked, when in (
        ("did the larks hit the woodwork", "when?"),
        ("who hit the post", "cuando?"),
    ):
        shown = engine.answer(asked)
        reply = engine.answer(when, shown.context)
        assert reply.band == "answer" and "90+2'" in reply.text, (when, reply.text)


def test_a_score_asked_at_a_point_of_the_match_is_answered_yes_or_no(engine: Engine) -> None:
    assert said(engine, "was it 0-0 after 90 mins").startswith("Yes. After normal time it was 0-0")
    assert said(engine, "was it 1-0 at half time").startswith("No. It was 0-0 at half-time")


def test_a_decline_names_the_kind_of_record_the_facts_come_from(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = tmp_path_factory.mktemp("stoneford_record")
    record = "source:\n  kind: public record\n  translations: {es: {kind: registro público}}\n"
    text = MATCH.replace("source: {agency: Test Wire, dateline: STONEFORD}\n", record)
    (folder / "match.yaml").write_text(text, encoding="utf-8")
    engine = _engine(str(folder))
    assert engine.answer("how many corners were there").text == "The public record doesn't say."
    assert "registro público" in engine.answer("cuantos corners hubo").text
    assert "match report" in _engine_of_report().answer("how many corners were there").text


def _engine_of_report() -> Engine:
    folder = tempfile.mkdtemp()
    (Path(folder) / "match.yaml").write_text(MATCH, encoding="utf-8")
    return _engine(folder)


def test_how_long_a_side_was_winning_is_its_lead_from_the_goal_minutes(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = tmp_path_factory.mktemp("stoneford_lead")
    opener = (
        "    - {kind: goal, id: g0, minute: 10, period: first_half, team: larks,\n"
        "       scorer: quint, method: shot, description: Quint scored.}\n"
    )
    level = (
        "    - {kind: goal, id: g2, minute: 90, added: 3, period: second_half, team: owls,\n"
        "       scorer: tovey, method: header, description: Tovey headed in.}\n"
    )
    text = MATCH.replace("  timeline:\n", "  timeline:\n" + opener)
    text = text.replace("    - {kind: goal, id: g1,", level + "    - {kind: goal, id: g1,")
    text = text.replace("{owls: 1, larks: 0}", "{owls: 2, larks: 1}")
    (folder / "match.yaml").write_text(text, encoding="utf-8")
    engine = _engine(str(folder))
    for q in ("how long were the larks winning", "cuánto tiempo estuvo ganando brackwater larks"):
        assert "83" in said(engine, q), q  # 10' to 90+3', added time counted
