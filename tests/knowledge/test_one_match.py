"""One match model: a match from data and a match with a report are both a `Match`.

A tournament's matches are `Match`es; the one a match report is about carries that report
once loaded, the others none. The files keep their formats: the report is written as a
`match:` section, never inside a tournament's match, and a match is written out (by the
importers) without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.knowledge import (
    KnowledgeError,
    KnowledgeFile,
    Match,
    Report,
    knowledge_schema,
    load_knowledge,
)
from tests.knowledge.test_tournament import SMALL


@pytest.fixture
def cup(knowledge_copy: Path) -> Path:
    (knowledge_copy / "tournament.yaml").write_text(SMALL, encoding="utf-8")
    return knowledge_copy


def test_the_reported_match_carries_its_report_and_the_others_none(cup: Path) -> None:
    k = load_knowledge(cup).knowledge
    assert k.tournament is not None and k.match is not None
    reported = k.tournament.match("2026-07-15-england-argentina")
    other = k.tournament.match("2026-07-19-spain-argentina")
    assert isinstance(reported, Match) and isinstance(reported.report, Report)
    assert reported.report == k.match
    assert other.report is None
    # the data's fields are the data's, beside the report's (whose minute differs)
    assert (reported.number, reported.score is not None) == (102, True)
    assert [g.minute for g in reported.goals] == [55, 86, 92]


def test_data_alone_has_no_report(tmp_path: Path) -> None:
    (tmp_path / "tournament.yaml").write_text(SMALL, encoding="utf-8")
    k = load_knowledge(tmp_path).knowledge
    assert k.tournament is not None
    assert [m.report for m in k.tournament.matches] == [None, None]


def test_with_report_validates_and_keeps_the_data(cup: Path) -> None:
    k = load_knowledge(cup).knowledge
    assert k.tournament is not None and k.match is not None
    told = k.tournament.match("2026-07-15-england-argentina")
    bare = told.with_report(None)
    assert bare.report is None and bare.with_report(k.match) == told
    assert bare.model_dump() == told.model_dump()  # the same data
    other = k.tournament.match("2026-07-19-spain-argentina")
    with pytest.raises(ValidationError, match="the report is about other teams"):
        other.with_report(k.match)


def test_a_match_is_written_out_without_its_report(cup: Path) -> None:
    k = load_knowledge(cup).knowledge
    assert k.tournament is not None
    reported = k.tournament.match("2026-07-15-england-argentina")
    assert reported.report is not None
    dumped = reported.model_dump()
    assert "report" not in dumped
    assert Match.model_validate(dumped) == reported.with_report(None)


def test_a_report_inside_a_tournament_match_is_an_error(cup: Path) -> None:
    path = cup / "tournament.yaml"
    text = path.read_text("utf-8")
    report = (cup / "match.yaml").read_text("utf-8")
    inline = "\n".join("        " + line for line in report.split("match:\n", 1)[1].splitlines())
    marker = "      number: 102\n"  # the match the report is about
    path.write_text(text.replace(marker, marker + "      report:\n" + inline + "\n"), "utf-8")
    with pytest.raises(KnowledgeError) as caught:
        load_knowledge(cup)
    messages = [str(p) for p in caught.value.problems]
    assert any("write a match report as a file's `match:` section" in m for m in messages)


def test_the_schema_keeps_the_report_out_of_a_tournament_match() -> None:
    defs = knowledge_schema()["$defs"]
    assert "report" not in defs["Match"]["properties"]
    assert KnowledgeFile.model_json_schema()["properties"]["match"]["anyOf"][0] == {
        "$ref": "#/$defs/Report"
    }
