"""'The penalty that would have won it': the kicks, missed or saved, that would have
clinched the shootout; 'cómo quedaron los penales' is the shootout's result."""

from __future__ import annotations

from bot.engine.engine import Engine
from bot.engine.facts import topics as topic
from bot.engine.understanding.slots import Slots
from bot.engine.views.outcome import _thrown_away
from bot.knowledge import Shootout, ShootoutKick
from tests.engine.test_fresh_match_kinds import engine  # noqa: F401  (the fixture)


def _kick(team: str, taker: str, outcome: str) -> ShootoutKick:
    return ShootoutKick.model_validate({"team": team, "taker": taker, "outcome": outcome})


def test_only_the_kick_that_would_have_clinched_is_thrown_away() -> None:
    sides = ["a", "b"] * 7
    outcomes = ["scored"] * 4 + ["saved"] + ["scored"] * 4 + ["missed"] + ["scored"] * 3
    outcomes.append("saved")
    kicks = [_kick(t, f"p{i}", o) for i, (t, o) in enumerate(zip(sides, outcomes, strict=True))]
    so = Shootout(score={"a": 6, "b": 5}, kicks=kicks)
    assert _thrown_away(so, Slots()) == [9]  # b's fifth, not the last kick (b's seventh)


def test_the_penalty_that_would_have_won_it_and_the_shootouts_result(engine: Engine) -> None:
    # no kick that would have won it was missed here: the winning kick's answer
    assert "Ansel Korr" in engine.answer("who missed the penalty that would have won it").text
    es = engine.answer("como quedaron los penales")
    assert es.lang == "es" and es.is_answer and "3-1" in es.text
    assert topic.MATCH_POINT == "matchpoint"
