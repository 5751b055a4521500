"""The tie-break order of a group table in words, for every answer and card that shows a
table, so each says the order it was computed in (the competition's, see
`Tournament.tiebreak_order`)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.facts.phrases import say
from bot.engine.languages.en.answering import RULE_WORDS


def tiebreak_text(rules: Iterable[str], lang: str) -> str:
    """'points, head-to-head points, ..., name' in `lang`."""
    return ", ".join(say(lang, f"tiebreak.{r}", RULE_WORDS[r]) for r in rules)
