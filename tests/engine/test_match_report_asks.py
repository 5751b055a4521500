"""Match-report questions on a small invented final: the score when the 90 minutes were up
(stoppage-time goals told apart), a quote's speaker named by the title their description
gives them, and who gave away a penalty told by an event without a minute."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge

MATCH = """
schema_version: 1
source: {agency: Test Wire, dateline: KESTON}
teams:
  - {id: reds, name: Keston Reds, aliases: [Reds]}
  - {id: blues, name: Marlow Blues, aliases: [Blues]}
people:
  - {id: ash, name: Tam Ash, team: blues, roles: [player]}
  - {id: birk, name: Ode Birk, team: reds, roles: [player]}
  - {id: cray, name: Lin Cray, team: reds, roles: [player]}
  - {id: dole, name: Fen Dole, team: blues, roles: [player]}
  - id: orm
    name: Vik Orm
    roles: [attendee]
    description: the league chairman, who handed over the cup
    translations:
      es: {description: "el presidente de la liga, que entregó la copa"}
quotes:
  - {id: q1, speaker: orm, about: the finish, text: "Nobody will forget that ending."}
match:
  id: keston-final
  competition: {name: Vale Cup, stage: final}
  venue: {stadium: Mill Lane, city: Keston}
  day: {weekday: Saturday, date: 2031-05-10}
  teams: [reds, blues]
  score: {reds: 2, blues: 1}
  winner: reds
  summary: Keston Reds came back to beat Marlow Blues 2-1 in stoppage time.
  timeline:
    - {kind: other, id: foul, period: first_half, team: reds, people: [dole, birk],
       title: Penalty to the Blues,
       description: Ode Birk tripped Fen Dole and the referee gave a penalty.}
    - {kind: goal, id: g1, minute: 12, period: first_half, team: blues, scorer: ash,
       method: penalty, description: Tam Ash sent the keeper the wrong way.}
    - {kind: goal, id: g2, minute: 90, added: 2, period: second_half, team: reds,
       scorer: cray, method: header, description: Cray headed in a corner.}
    - {kind: goal, id: g3, minute: 90, added: 4, period: second_half, team: reds,
       scorer: birk, method: shot, description: Birk drove in the winner.}
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    folder = tmp_path_factory.mktemp("keston")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    return Engine(load_knowledge(Path(folder)))


def said(engine: Engine, question: str) -> str:
    return engine.answer(question).text


def test_the_score_before_stoppage_time_leaves_its_goals_out(engine: Engine) -> None:
    english = said(engine, "were the reds behind going into injury time")
    assert "Marlow Blues led 1-0" in english and "2-1" not in english, english
    assert "Lin Cray 90+2'" in english, english
    spanish = said(engine, "cómo iban antes del descuento")
    assert "Marlow Blues ganaba 1-0" in spanish and "descuento" in spanish, spanish
    # after normal time still counts the stoppage time played
    assert "2-1" in said(engine, "what was the score after normal time")


def test_a_speaker_named_by_the_title_in_their_description(engine: Engine) -> None:
    assert "Nobody will forget" in said(engine, "what did the league chairman say")
    assert "Nobody will forget" in said(engine, "qué dijo el presidente de la liga")


def test_the_foul_for_a_penalty_told_by_an_event_without_a_minute(engine: Engine) -> None:
    english = said(engine, "who gave away the penalty")
    assert "Ode Birk tripped Fen Dole" in english, english
