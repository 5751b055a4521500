"""A question about someone's chances gets their chances, or an honest "none recorded",
never another player's, the other side's or the penalty answer (issue #32: "robbens
chances?" got "None: no penalty was given" while Casillas's saves were in the file)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.engine import Engine
from bot.knowledge import load_knowledge

TESTS = Path(__file__).parents[1]
WC10 = "real/wc2010_final/knowledge"


@cache
def engine(path: str) -> Engine:
    return Engine(load_knowledge(TESTS / path))


@pytest.mark.parametrize(
    ("question", "says", "not_says"),
    [
        ("robbens chances?", "Casillas saved", "penalty"),
        ("robben chances", "Casillas saved", "penalty"),
        ("what chances did robben have", "Casillas", "penalty"),
    ],
)
def test_a_players_chances(question: str, says: str, not_says: str) -> None:
    reply = engine(WC10).answer(question)
    assert reply.band == "answer", reply.text
    assert says in reply.text and not_says not in reply.text, reply.text


@pytest.mark.parametrize(
    ("path", "question", "says"),
    [
        # the bundled semi-final: Kane is in it, but in no near miss or save
        ("../knowledge", "did kane have any chances", "no such moment for Harry Kane"),
        ("../knowledge", "ocasiones de messi", "no registra esa jugada de Lionel Messi"),
        # every moment of the 2010 final in the file is a Dutch chance
        (WC10, "did spain have any chances", "no such moment for Spain"),
    ],
)
def test_none_for_whoever_had_none(path: str, question: str, says: str) -> None:
    reply = engine(path).answer(question)
    assert says in reply.text, reply.text
    assert "Mac Allister" not in reply.text and "Robben" not in reply.text, reply.text


def test_a_keepers_saves_are_still_his() -> None:
    reply = engine(WC10).answer("did casillas make any saves")
    assert "Casillas saved" in reply.text, reply.text


def test_a_goal_in_off_the_woodwork_is_a_shot_that_hit_it() -> None:
    """Zidane's 2006 penalty went in off the crossbar (its description says so): asked
    whether it hit the bar, that goal, never "no such moment for Zidane"."""
    text = engine("blindmatch4/wc2006_final/knowledge").answer("did zidanes pen hit the bar").text
    assert "underside of the crossbar" in text and "no such moment" not in text, text


def test_a_goal_beside_the_post_did_not_hit_it() -> None:
    """Ronaldo's 2002 goal went in low "into the corner" (its Spanish: "junto al palo",
    beside the post): not a shot that hit the woodwork."""
    for q in ("who hit the bar", "quien pego en el travesaño"):
        text = engine("blindmatch7/wc2002_final/knowledge").answer(q).text
        assert "79'" not in text and "Kleberson" in text.replace("Kléberson", "Kleberson"), text
