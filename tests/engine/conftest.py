"""A small invented knowledge for the engine's unit tests: made-up teams, players, intents.

Small enough to reason about by hand (which words are known, which names exist, which
intents tie), and nothing in it comes from the bundled match.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import LoadedKnowledge, load_knowledge

MATCH = """
source: {agency: Test Wire, dateline: NORTHGATE}
teams:
  - {id: albion, name: Northgate Albion, nicknames: [the Herons]}
  - {id: town, name: Saltmarsh Town}
people:
  - {id: pell, name: Wren Pellegrino, team: albion, roles: [player, captain]}
  - {id: okoro, name: Tobias Okoro, team: town, roles: [player]}
  - {id: vance, name: Hedda Vance, team: town, roles: [coach]}
quotes:
  - {id: vance-1, speaker: vance, about: the defeat, text: "We ran out of puff."}
match:
  id: shield-final
  competition: {name: Coastal Shield, stage: final}
  venue: {stadium: Gull Lane, city: Northgate}
  day: {weekday: Sunday, date: 2031-05-04}
  teams: [albion, town]
  score: {albion: 2, town: 1}
  winner: albion
  summary: Albion beat Town 2-1 in the Coastal Shield final.
  timeline:
    - {kind: goal, id: g1, minute: 9, period: first_half, team: town, scorer: okoro,
       method: header, description: Okoro headed in a corner.}
    - {kind: goal, id: g2, minute: 40, period: first_half, team: albion, scorer: pell,
       method: shot, description: Pellegrino curled one in.}
    - {kind: goal, id: g3, minute: 88, period: second_half, team: albion, scorer: pell,
       method: penalty, description: Pellegrino scored from the spot.}
"""

# `twin_a` and `twin_b` share a phrasing: every question they win, they tie on.
INTENTS = """
schema_version: 1
intents:
  - id: result
    description: The final score
    patterns: [what was the score, who won, final score]
    answer: {view: result}
  - id: goal
    description: Who scored a goal
    patterns: [who scored, "who scored the {goal}", "who scored for {team}"]
    answer: {view: goal}
  - id: goal_time
    description: When a goal came
    patterns: ["when was the {goal}", "when did {person} score"]
    answer: {view: goal_time}
  - id: person
    description: Who a person is
    patterns: ["who is {person}", "tell me about {person}"]
    answer: {view: person}
  - id: role
    description: A team's coach or captain
    patterns: ["who is the {role}", "who is {team}'s {role}"]
    answer: {view: role}
  - id: quotes
    description: What someone said
    patterns: ["what did {person} say"]
    answer: {view: quotes}
  - id: venue
    description: Where it was played
    patterns: [where was the match, which stadium]
    answer: {template: "At {venue.stadium}."}
  - id: twin_a
    description: The first of two identical intents
    patterns: [what colour were the kits, kit colours]
    answer: {text: Kits A.}
  - id: twin_b
    description: The second of two identical intents
    patterns: [kit colours, what colour were the kits]
    answer: {text: Kits B.}
  - id: hello
    description: A greeting
    patterns: [hello, hi there]
    answer: {text: Hello!}
"""


def write_invented(folder: Path) -> Path:
    (folder / "match.yaml").write_text(MATCH, encoding="utf-8")
    (folder / "intents.yaml").write_text(INTENTS, encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def invented_loaded(tmp_path_factory: pytest.TempPathFactory) -> LoadedKnowledge:
    # Only its own intents, not the bundled ones every match gets by default.
    folder = write_invented(tmp_path_factory.mktemp("invented"))
    return load_knowledge(folder, bundled_intents=None)


@pytest.fixture(scope="session")
def invented(invented_loaded: LoadedKnowledge) -> Engine:
    return Engine(invented_loaded)
