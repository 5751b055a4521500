"""Where a match's facts come from: one agency's report, several reports, the public
record, or unsaid (a `source` is optional). The wrong shape is a FILE:LINE problem; each
kind is answered as itself, never as an agency that is not there."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.engine import Engine
from bot.knowledge.loader import KnowledgeError, load_knowledge

MATCH = Path(__file__).resolve().parents[1] / "matches" / "shootout_final" / "match.yaml"
ORIGINAL = "source: {agency: Test Wire, dateline: PORT ALDER}\n"


def knowledge_with(tmp_path: Path, source: str) -> Path:
    text = MATCH.read_text(encoding="utf-8")
    assert ORIGINAL in text
    (tmp_path / "match.yaml").write_text(text.replace(ORIGINAL, source), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("source", "says"),
    [
        ("source: {kind: public record}\n", "The facts come from the public record."),
        (
            "source: {kind: several reports, reports: [Alder Post 15 July, Kestavia Daily]}\n",
            "Compiled from 2 reports: Alder Post 15 July and Kestavia Daily.",
        ),
        ("source: {agency: Test Wire}\n", "A Test Wire match report."),
        (ORIGINAL, "A Test Wire match report, datelined PORT ALDER."),
    ],
)
def test_each_kind_of_source_is_answered_as_itself(tmp_path: Path, source: str, says: str) -> None:
    engine = Engine(load_knowledge(knowledge_with(tmp_path, source)))
    reply = engine.answer("what is the source")
    assert reply.band == "answer" and reply.text == says, reply.text


def test_a_source_is_optional(tmp_path: Path) -> None:
    loaded = load_knowledge(knowledge_with(tmp_path, ""))
    assert loaded.knowledge.source is None
    engine = Engine(loaded)
    reply = engine.answer("what is the source")
    assert reply.band == "decline" and "does not say where" in reply.text
    assert "Solvaria" in engine.answer("who won").text  # the rest answers as before


def test_a_match_report_without_its_agency_is_located(tmp_path: Path) -> None:
    folder = knowledge_with(tmp_path, "schema_version: 1\nsource: {dateline: PORT ALDER}\n")
    text = (folder / "match.yaml").read_text(encoding="utf-8")
    (folder / "match.yaml").write_text(text.replace("schema_version: 1\n", "", 1))
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(folder)
    (problem,) = caught.value.problems
    line = (folder / "match.yaml").read_text(encoding="utf-8").split("\n").index(
        "source: {dateline: PORT ALDER}"
    ) + 1
    assert (problem.line, problem.field) == (line, "source")
    assert "names its agency" in problem.message
