"""The engine has no knowledge of its own: a different match file gives different answers.

A made-up draw with an own goal, different names and no quotes, answered with the
bundled intents: nothing in the code may assume this tournament, these teams or a winner.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

MATCH = """
source: {agency: Test Wire, dateline: HARBOUR CITY}
teams:
  - {id: rovers, name: Harbour Rovers, nicknames: [the Gulls]}
  - {id: united, name: Valley United}
people:
  - {id: ana, name: Ana Quill, team: rovers, roles: [player, captain], club: Rovers FC}
  - {id: ben, name: Ben Ostrow, team: united, roles: [player]}
  - {id: cal, name: Cal Dunmore, team: united, roles: [coach]}
  - {id: dot, name: Dot Pender, team: rovers, roles: [player, goalkeeper]}
quotes:
  - {id: cal-1, speaker: cal, about: the draw, text: "A fair result."}
match:
  id: cup-final
  competition: {name: County Cup, stage: final}
  venue: {stadium: Quay Park, city: Harbour City}
  day: {weekday: Saturday}
  teams: [rovers, united]
  score: {rovers: 1, united: 1}
  summary: Rovers and United shared a 1-1 draw.
  timeline:
    - {kind: goal, id: g1, minute: 12, period: first_half, team: rovers, scorer: ana,
       method: penalty, description: Quill converted a penalty.}
    - {kind: goal, id: g2, minute: 70, period: second_half, team: united, scorer: ben,
       method: header, assist: dot, description: Ostrow headed in.}
"""


@pytest.fixture(scope="module")
def other_engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    folder = tmp_path_factory.mktemp("other")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    bundled = Path(__file__).resolve().parents[2] / "knowledge" / "intents.yaml"
    shutil.copy(bundled, folder / "intents.yaml")
    return Engine(load_knowledge(folder))


def test_draw_result(other_engine: Engine) -> None:
    reply = other_engine.answer("what was the score")
    assert "Harbour Rovers and Valley United drew 1-1" in reply.text


def test_labels_are_computed_from_the_timeline(other_engine: Engine) -> None:
    assert "Ana Quill" in other_engine.answer("who scored the opener").text
    assert "Ben Ostrow" in other_engine.answer("who got the equaliser").text
    assert "no winner" in other_engine.answer("who scored the winner").text


def test_people_roles_and_quotes(other_engine: Engine) -> None:
    assert "Cal Dunmore" in other_engine.answer("who is united's manager").text
    assert "Dot Pender" in other_engine.answer("rovers keeper").text
    assert "A fair result." in other_engine.answer("what did dunmore say").text
    assert "Rovers FC" in other_engine.answer("what club does quill play for").text


def test_setting_and_absences(other_engine: Engine) -> None:
    assert "Quay Park" in other_engine.answer("which stadium").text
    assert "does not say" in other_engine.answer("who is next").text
    reply = other_engine.answer("what did messi say")
    assert reply.band != "answer" or "Messi" not in reply.text


def test_a_first_name_is_enough_when_unique(other_engine: Engine) -> None:
    assert "Ana Quill" in other_engine.answer("who is ana").text
    assert other_engine.understanding.parse("what did cal say").slots.people == ["cal"]
