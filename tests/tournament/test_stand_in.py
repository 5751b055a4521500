"""A tournament without a report stands its current match in as a validated match."""

from __future__ import annotations

from bot.engine import Engine
from bot.knowledge import Report


def test_the_stand_in_is_built_and_validated_as_a_report(imported: dict[str, Engine]) -> None:
    engine = imported["wc2022"]  # its last match played, the final, went to penalties
    m = engine.knowledge.match
    assert m is not None and m.tournament_match == engine.knowledge.current
    assert Report.model_validate(m.model_dump()) == m
    assert m.result.decided_in == "penalties"
    assert m.result.shootout is not None
    assert sorted(m.result.shootout.score.values()) == [2, 4]
    assert m.day.date is not None and m.day.weekday == m.day.date.strftime("%A")


def test_the_stand_in_is_its_match_told_by_data_and_the_data_keeps_no_report(
    imported: dict[str, Engine],
) -> None:
    k = imported["wc2022"].knowledge
    assert k.tournament is not None and k.match is not None and k.current is not None
    current = k.tournament.match(k.current)
    assert current.report is None  # the stand-in lives only in the engine's copy
    told = current.with_report(k.match)  # validated as that match carrying a report
    assert told.report == k.match and set(k.match.teams) == set(current.teams)
    assert current.score is not None
    assert k.match.score == dict(zip(current.teams, current.score.final, strict=True))
