"""A player the line-up lists as missing "did not play", whatever else his entry says
(tests/blindmatch6/WRONG_FACTS.md item 5); a goal's free-kick taker is not its assist
when the assist only flicked it on: the goal's own words say who took it (item 4)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.engine import Engine
from bot.knowledge import load_knowledge_texts

MATCH = Path(__file__).parents[1] / "matches/aurelian_cup_shootout/match.yaml"
FLICKED = (
    "      assist_kind: cross\n      method: header\n      position: at the near post\n"
    "      description: Jaro Pellik rose at the near post to head home Kasimir Lotte's cross"
    " from the right.\n",
    "      assist_kind: other\n      method: header\n      position: at the near post\n"
    "      description: From Oskar Feld's free kick, Kasimir Lotte flicked it on and Jaro"
    " Pellik headed in.\n",
)


@cache
def engine() -> Engine:
    text = MATCH.read_text(encoding="utf-8")
    text = text.replace("    description: missed the final with a knee injury\n", "")
    assert FLICKED[0] in text
    text = text.replace(*FLICKED)
    return Engine(load_knowledge_texts({"match.yaml": text}))


def test_an_absent_player_did_not_play() -> None:
    text = engine().answer("did sorrell play").text
    assert "Piet Sorrell missed the match (injured" in text, text
    assert "se perdió el partido" in engine().answer("jugó sorrell?").text


def test_the_free_kick_taker_is_told_in_the_goals_words() -> None:
    text = engine().answer("who took the free kick for the first goal").text
    assert "From Oskar Feld's free kick" in text and "set up" not in text, text
