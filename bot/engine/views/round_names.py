"""The rounds the stage kinds do not name ('other'), named from the data's own round
names when every one of them says the same kind of round ("Playoffs, Matchday 1",
"Knockout round play-offs": the knockout play-offs)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.engine.languages.en.answering import PLAYOFF_ROUND_WORDS
from bot.knowledge import Match

OTHER = "other"
_WORD = re.compile(r"[a-z]+")


def _plays_off(round_name: str) -> bool:
    words = _WORD.findall(round_name.lower().replace("-", ""))
    return not PLAYOFF_ROUND_WORDS.isdisjoint(words)


def other_round_key(matches: Iterable[Match]) -> str | None:
    """'playoff' when every match of the 'other' stage is a play-off round; else None."""
    rounds = [m.round for m in matches if m.stage == OTHER]
    return "playoff" if rounds and all(_plays_off(r) for r in rounds) else None
