"""A question naming no competition but a cup's rounds ("who knocked city out", "barca
benfica aggregate", "the first leg", "eliminatoria madrid atleti", "who went straight
through to the round of 16") is about the cup a club server holds beside its league: a
league has no knockouts, legs or aggregates. The words are the languages' (`cup_words`,
and the rounds the synonyms write, `canonical.CUP_ROUNDS`); the final is left out, as
"the final day" and "final game of the season" are a league's too.
"""

from __future__ import annotations

from bot.engine.languages import canonical as c
from bot.engine.understanding.lang import grammar, languages
from bot.engine.understanding.seasons import Held
from bot.engine.understanding.tokens import clean


def asks_cup_rounds(question: str) -> bool:
    """Whether `question` says a round or a word only a cup has."""
    words = clean(question).split()
    if not grammar().league_playoff_words.isdisjoint(words):
        return False  # "the relegation playoff": the league's
    if not grammar().cup_words.isdisjoint(words):
        return True
    return any(not c.CUP_ROUNDS.isdisjoint(lang.rewrite(list(words))) for lang in languages())


def cup_beside(held: list[Held], base: str) -> str | None:
    """The one cup held beside the league `base` (of its season, when several are
    held), else None; None too when `base` is no league."""
    league = next((h for h in held if h.id == base), None)
    if league is None or not league.league:
        return None
    cups = [h for h in held if not h.league]
    same = [h for h in cups if h.season is not None and h.season == league.season]
    pick = same or cups
    return pick[0].id if len(pick) == 1 else None
