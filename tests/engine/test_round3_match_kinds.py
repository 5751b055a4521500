"""Kinds of answer the round-3 blind real finals got wrong, each on a small invented final
of our own: a goal's place written with its own "from", and a person's description that
ties two minutes to two people. Fixed in general, so checked here apart from the real
matches that showed them."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine.claims import ReportCheck
from bot.engine.engine import Engine
from bot.knowledge import LoadedKnowledge
from bot.knowledge.loader import load_knowledge

MATCH = """
schema_version: 1
source: {agency: Test Wire, dateline: LOWBRIDGE}
teams:
  - {id: reds, name: Lowbridge Reds, aliases: [Reds]}
  - {id: blues, name: Highfield Blues, aliases: [Blues]}
people:
  - id: arden
    name: Tomas Arden
    team: reds
    roles: [player, captain]
    description: >-
      hurt in a tackle by Pello Sarne in the 6th minute, limped off in the 30th minute
      and watched the rest from the bench
    translations:
      es:
        description: >-
          se lesionó en una entrada de Pello Sarne en el minuto 6, se fue cojeando en el
          minuto 30 y vio el resto desde el banquillo
  - {id: cobb, name: Nils Cobb, team: reds, roles: [player, substitute]}
  - {id: dunmore, name: Ivo Dunmore, team: reds, roles: [player]}
  - {id: lask, name: Pim Lask, team: reds, roles: [player]}
  - {id: sarne, name: Pello Sarne, team: blues, roles: [player]}
  - {id: vell, name: Oskar Vell, team: blues, roles: [player, goalkeeper], position: goalkeeper}
match:
  id: lowbridge-final
  competition: {name: Valley Cup, stage: final}
  venue: {stadium: Weir Park, city: Lowbridge}
  day: {weekday: Saturday, date: 2032-05-08}
  teams: [reds, blues]
  score: {reds: 2, blues: 0}
  winner: reds
  summary: Lowbridge Reds beat Highfield Blues 2-0.
  timeline:
    - {kind: other, id: hurt, minute: 6, period: first_half, team: reds, people: [arden, sarne],
       title: Sarne's tackle hurts Arden, description: Pello Sarne's tackle hurt Tomas Arden.}
    - {kind: card, id: c1, minute: 20, period: first_half, team: blues, card: yellow,
       person: sarne, title: Sarne booked, description: Pello Sarne was booked.}
    - {kind: substitution, id: sub1, minute: 30, period: first_half, team: reds,
       came_on: cobb, went_off: arden, reason: injury, title: Cobb on,
       description: Nils Cobb replaced Tomas Arden.}
    - {kind: goal, id: g1, minute: 70, period: second_half, team: reds, scorer: cobb,
       assist: dunmore, assist_kind: pass, method: shot, position: from 25 yards,
       description: Cobb took Dunmore's pass and drove it in.,
       translations: {es: {position: desde unos 25 metros}}}
    - {kind: goal, id: g2, minute: 80, period: second_half, team: reds, scorer: dunmore,
       assist: cobb, assist_kind: other, method: header,
       description: From Pim Lask's corner Nils Cobb flicked it on and Dunmore headed in.,
       translations: {es: {description: "Tras un córner de Pim Lask, Nils Cobb la prolongó y
         Dunmore cabeceó a la red."}}}
    - {kind: card, id: c2, minute: 85, period: second_half, team: reds, card: yellow,
       person: dunmore, title: Dunmore booked, description: Ivo Dunmore was booked.}
"""


@cache
def _loaded(folder: str) -> LoadedKnowledge:
    return load_knowledge(Path(folder))


@pytest.fixture(scope="module")
def loaded(tmp_path_factory: pytest.TempPathFactory) -> LoadedKnowledge:
    folder = tmp_path_factory.mktemp("lowbridge")
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    return _loaded(str(folder))


@pytest.fixture(scope="module")
def engine(loaded: LoadedKnowledge) -> Engine:
    return Engine(loaded)


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question, None)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


def test_a_place_written_with_from_is_not_from_from(engine: Engine) -> None:
    english = said(engine, "how did cobb score")
    assert "from 25 yards" in english and "from from" not in english, english
    spanish = said(engine, "como marco cobb")
    assert "desde unos 25 metros" in spanish and "desde desde" not in spanish, spanish


def _flags(loaded: LoadedKnowledge, text: str) -> list[str]:
    return [w.claim for w in ReportCheck(loaded.knowledge).flags(text)]


def test_the_files_own_description_after_a_name_is_not_withheld(loaded: LoadedKnowledge) -> None:
    own = (
        "Tomas Arden: hurt in a tackle by Pello Sarne in the 6th minute, limped off in the"
        " 30th minute and watched the rest from the bench."
    )
    assert _flags(loaded, own) == []


def test_a_minute_in_a_clause_without_a_name_is_the_subjects(loaded: LoadedKnowledge) -> None:
    said_of_him = (
        "Tomas Arden was hurt by Pello Sarne in the 6th minute, then went off in the 30th minute."
    )
    assert _flags(loaded, said_of_him) == []
    # still caught: a minute the person it is said of did nothing in
    assert _flags(loaded, "Pello Sarne hurt Tomas Arden, then went off in the 30th minute.")
    assert _flags(loaded, "Tomas Arden was hurt by Pello Sarne in the 50th minute.")
    assert _flags(loaded, "Nils Cobb came on, then Tomas Arden went off in the 70th minute.")


def test_who_set_up_a_scorers_goal_names_who_set_it_up(engine: Engine) -> None:
    # Cobb scored one goal and set up the other: asked who set up his, it is Dunmore
    for q in ("who set up cobb's goal", "who assisted cobb", "quien le dio la asistencia a cobb"):
        text = said(engine, q)
        assert text.startswith("Ivo Dunmore"), (q, text)
    assert said(engine, "who set up dunmore's goal").startswith("Nils Cobb"), "dunmore"
    assert said(engine, "who did cobb assist").startswith("Nils Cobb made 1 assist")


def test_the_first_one_after_the_cards_is_the_first_card(engine: Engine) -> None:
    first = engine.answer("how many cards were there?", None)
    assert first.band == "answer" and "Pello Sarne" in first.text, first.text
    then = engine.answer("who got the first one?", first.context)
    assert then.text.startswith("Pello Sarne"), then.text  # not the first goal (Cobb's)
    last = engine.answer("and the last one?", first.context)
    assert last.text.startswith("Ivo Dunmore") and "Sarne" not in last.text, last.text
    # after the goals, "the first one" is still the first goal
    goals = engine.answer("who scored?", None)
    assert engine.answer("who got the first one?", goals.context).text.startswith("Nils Cobb")


def test_the_goals_of_substitutes(engine: Engine) -> None:
    for q in ("which sub scored", "how many goals did the subs score"):
        text = said(engine, q)
        assert text.startswith("1 goal by a substitute: Nils Cobb scored"), (q, text)
        assert "Ivo Dunmore scored" not in text and "30th minute" in text, (q, text)
    spanish = said(engine, "qué suplente marcó")
    assert spanish.startswith("1 gol de un suplente: Nils Cobb marcó"), spanish
    assert said(engine, "did blues subs score") == "No Highfield Blues substitute scored."


def test_a_corner_not_set_up_by_its_assist_is_told_in_the_goals_own_words(
    engine: Engine,
) -> None:
    # Cobb's flick-on is the assist; the corner was Lask's, as the goal's words say
    for q in ("who took the corner for dunmore's goal", "who took the corners"):
        text = said(engine, q)
        assert "Pim Lask's corner" in text and "Cobb set up" not in text, (q, text)
    spanish = said(engine, "quién tiró los córners")
    assert "córner de Pim Lask" in spanish and "asistencia" not in spanish, spanish
