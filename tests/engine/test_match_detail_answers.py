"""Answers from a match's detail (issue 22), on the worked example in docs/knowledge.md:
substitutions, team sheets, absentees, penalties won and given away, a card's reason and victim, a
shootout kick's detail, award scope, several next matches with results; in English and
Spanish. Then the framing and numbering rules on the fixture matches, and the text slips.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import load_knowledge
from tests.engine.fixture_questions import MATCHES

KNOWLEDGE_DOCS = Path(__file__).resolve().parents[2] / "docs" / "knowledge.md"


@cache
def example(tmp: Path) -> Engine:
    section = KNOWLEDGE_DOCS.read_text(encoding="utf-8").split("## Writing a new match", 1)[1]
    (tmp / "match.yaml").write_text(section.split("```yaml\n", 1)[1].split("```", 1)[0])
    return Engine(load_knowledge(tmp))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    return example(tmp_path_factory.mktemp("example"))


@cache
def fixture(shape: str) -> Engine:
    return Engine(load_knowledge(MATCHES / shape))


def said(engine: Engine, question: str) -> str:
    reply = engine.answer(question)
    assert reply.band == "answer", (question, reply.text)
    return reply.text


@pytest.mark.parametrize(
    ("question", "holds", "lacks"),
    [
        ("who replaced moss", ["Luka Senn came on for Ari Moss", "46'", "injury"], []),
        ("when did senn come on", ["half-time", "46'"], []),
        ("who was on the solvaria bench", ["Luka Senn"], ["Ivo Brand"]),
        ("what formation did kestavia play", ["4-4-2"], ["4-3-3"]),
        ("why didnt orsk play", ["injured", "Emil Saar played instead"], []),
        ("who played instead of orsk", ["Emil Saar"], []),
        ("who won the penalty", ["Oren Vask won the penalty", "Emil Saar gave it away"], []),
        ("who gave away the penalty", ["Emil Saar"], []),
        ("who did saar headbutt", ["Oren Vask", "headbutt"], []),
        ("why was saar sent off", ["headbutt"], []),
        ("whose penalty hit the bar", ["Emil Saar", "bar"], ["Oren Vask took"]),
        ("player of the tournament?", ["Golden Ball", "Oren Vask"], ["Ivo Brand"]),
        ("who won the super cup", ["Solvaria beat Kestavia 2-0"], []),
        ("how many continental cup goals does fenn have", ["16"], []),
    ],
)
def test_the_detail_is_answered(
    engine: Engine, question: str, holds: list[str], lacks: list[str]
) -> None:
    text = said(engine, question)
    for words in holds:
        assert words in text, (question, text)
    for words in lacks:
        assert words not in text, (question, text)


@pytest.mark.parametrize(
    ("question", "holds"),
    [
        ("¿quién reemplazó a Moss?", ["Luka Senn entró por Ari Moss"]),
        ("¿quién provocó el penal?", ["Oren Vask provocó el penal", "Emil Saar lo cometió"]),
        ("¿por qué no jugó Orsk?", ["lesionado", "Emil Saar"]),
        ("¿dónde se jugó?", ["Marova del Sur"]),
        ("¿de qué competición era?", ["de la Continental Cup"]),
        ("¿quién es Ari Moss?", ["defensor"]),
    ],
)
def test_the_detail_in_spanish(engine: Engine, question: str, holds: list[str]) -> None:
    text = said(engine, question)
    for words in holds:
        assert words in text, (question, text)
    assert "del Continental" not in text


def test_a_teams_goal_past_its_tally_never_says_it_did_not_score() -> None:
    text = said(fixture("shootout_final"), "who scored kestavia's 7th")
    assert "did not score" not in text
    assert "Kestavia scored 3 goals" in text
    assert "Luka Senn" in said(fixture("shootout_final"), "who scored solvaria's 3rd")


def test_forcing_extra_time_is_read_from_the_timeline() -> None:
    forced = said(fixture("nations_final"), "who scored the equaliser that forced extra time")
    assert "Elias Quarm" in forced and "Matteo Kryzan" not in forced
    early = said(fixture("nations_final"), "who scored caranthe's first goal")
    assert "forced extra time" not in early  # a 58th-minute equaliser did not


def test_in_a_shootout_the_winner_is_the_winning_kick() -> None:
    text = said(fixture("nations_final"), "who scored the winner")
    assert text.startswith("No goal won it")
    assert "Piet Ostrander (Veltria) scored the winning penalty" in text


def test_another_stage_is_another_match() -> None:
    reply = fixture("nations_final").answer("who did veltria beat in the semi")
    assert reply.band == "decline" and "Faye" not in reply.text


def test_one_minute_is_singular(tmp_path: Path) -> None:
    text = (MATCHES / "shootout_final" / "match.yaml").read_text(encoding="utf-8")
    (tmp_path / "match.yaml").write_text(
        text.replace("id: sf-g2, minute: 44", "id: sf-g2, minute: 24")
    )
    engine = Engine(load_knowledge(tmp_path))
    answer = said(engine, "when did vask score his 2nd goal")
    assert "1 minute after the previous goal" in answer, answer
    assert "1 minutes" not in answer
    spanish = said(engine, "¿cuándo marcó Vask su segundo gol?")
    assert "1 minuto después" in spanish and "1 minutos" not in spanish, spanish


def test_no_doubled_full_stop_after_a_files_sentence(tmp_path: Path) -> None:
    text = (MATCHES / "shootout_final" / "match.yaml").read_text(encoding="utf-8")
    text = text.replace(
        "roles: [player], position: midfielder}",
        "roles: [player], position: midfielder, description: set up the opener.}",
    )
    (tmp_path / "match.yaml").write_text(text)
    answer = said(Engine(load_knowledge(tmp_path)), "who is tomas reel")
    assert "set up the opener" in answer and ".." not in answer, answer


def test_changes_are_narrowed_to_the_part_of_the_match_asked() -> None:
    extra = said(fixture("nations_final"), "who came on in extra time")
    assert "Felix Aumont" in extra and "Lukas Drem" in extra and "Teodor Lind" not in extra
    break_ = said(fixture("nations_final"), "who came off at half time for caranthe")
    assert "Hugo Saelens" in break_ and "Ruben Faye" not in break_
