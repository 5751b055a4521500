"""The knockout rounds in bracket order: a round's matches follow where their winners
played next; matches whose winner is not known yet keep the source's order after them."""

from __future__ import annotations

import datetime as dt

from bot.engine import bracket
from bot.knowledge import DataSource, Match, MatchScore, Tournament, TournamentGoal


def _match(stage: str, day: int, a: str, b: str, score: tuple[int, int] | None) -> Match:
    return Match(
        id=f"2030-07-{day:02d}-{a}-{b}",
        stage=stage,  # type: ignore[arg-type]
        round=stage,
        date=dt.date(2030, 7, day),
        teams=[a, b],
        score=None if score is None else MatchScore(full_time=list(score)),
        goals=[
            TournamentGoal(team=team, name="Someone", minute=10 + i + 5 * side, period="first_half")
            for side, (team, n) in enumerate(zip((a, b), score or (0, 0), strict=True))
            for i in range(n)
        ],
    )


def _cup(final_played: bool) -> Tournament:
    # quarter-finals listed in an order unlike the bracket's
    quarters = [
        _match("quarter_final", 1, "a", "b", (1, 0)),
        _match("quarter_final", 1, "c", "d", (0, 2)),
        _match("quarter_final", 2, "e", "f", (3, 1)),
        _match("quarter_final", 2, "g", "h", (0, 1)),
    ]
    semis = [_match("semi_final", 5, "d", "h", (2, 1)), _match("semi_final", 6, "a", "e", (0, 1))]
    final = _match("final", 9, "d", "e", (1, 0) if final_played else None)
    third = _match("third_place", 8, "h", "a", (1, 0))
    return Tournament(
        id="cup",
        name="Cup",
        source=DataSource(name="test", licence="CC0-1.0"),
        matches=[*quarters, *semis, third, final],
    )


def test_rounds_follow_where_winners_went() -> None:
    b = bracket(_cup(final_played=True))
    stages = [stage for stage, _ in b.rounds]
    assert stages == ["quarter_final", "semi_final", "final"]
    quarters = [m.teams for m in b.rounds[0][1]]
    # semi 1 (d v h) is fed by c-d and g-h, semi 2 (a v e) by a-b and e-f
    assert quarters == [["c", "d"], ["g", "h"], ["a", "b"], ["e", "f"]]
    assert [m.teams for m in b.rounds[1][1]] == [["d", "h"], ["a", "e"]]
    assert b.third_place is not None and b.third_place.teams == ["h", "a"]


def test_a_round_whose_winners_are_not_known_keeps_its_order() -> None:
    t = _cup(final_played=False)
    unplayed = [
        m.model_copy(update={"score": None, "goals": []}) if m.stage == "quarter_final" else m
        for m in t.matches
    ]
    b = bracket(t.model_copy(update={"matches": unplayed}))
    assert [m.teams for m in b.rounds[0][1]] == [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]]


def test_no_knockout_rounds_no_bracket() -> None:
    group = _match("group", 1, "a", "b", (1, 1))
    t = Tournament(
        id="league", name="League", source=DataSource(name="t", licence="x"), matches=[group]
    )
    b = bracket(t)
    assert b.rounds == () and b.third_place is None
