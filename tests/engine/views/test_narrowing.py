"""Questions narrowed to a part of the match or to one side get what fits, or an honest no."""

from __future__ import annotations

import pytest

from bot.engine.engine import Engine


@pytest.mark.parametrize(
    ("question", "says", "never"),
    [
        # Argentina's goals both came late in the second half: 'no', not 'did not score'.
        ("did argentina score in the first half?", "did not score in the first half", "Fernandez"),
        # The bundled match had no extra time: say so instead of listing the goals.
        ("who scored in extra time?", "no extra time", "Martinez"),
        ("quien marco en el alargue", "No hubo alargue", "Martinez"),
    ],
)
def test_a_part_of_the_match_without_goals_is_an_honest_no(
    engine: Engine, question: str, says: str, never: str
) -> None:
    reply = engine.answer(question)
    assert reply.band == "answer"
    assert says in reply.text
    assert never not in reply.text


def test_a_part_of_the_match_with_goals_still_lists_them(engine: Engine) -> None:
    reply = engine.answer("did england score in the second half?")
    assert "Gordon" in reply.text


def test_substitutions_asked_for_one_side_are_that_sides_only(engine: Engine) -> None:
    """England's changes are not in the report: say so, never Argentina's triple change."""
    reply = engine.answer("who came on as a sub for england?")
    assert reply.band == "decline" and "England" in reply.text
    assert "Scaloni" not in reply.text
    assert "triple change" in engine.answer("who came on as a sub for argentina?").text
