"""A league-wide ranking of teams asked ("who has conceded the most", "quién tiene más
empates", "equipos sin ganar"), naming no team, person or match: the view that ranks it
answers, however near the phrasings of other intents come.

The ranking is read by the lexicon (a row folding the phrase to its topic) and carried by
the Frame (`Frame.ranking`); which view answers it is declared once, at the view's
`@view(..., ranks=...)`. Phrasings are not needed for each way a fan words a ranking.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.languages.canonical import BEST_THIRDS, POINTS_GAP
from bot.engine.matching.matcher import Scored
from bot.engine.understanding.pipeline import Parsed
from bot.engine.understanding.slots import NameKind
from bot.engine.views import VIEWS
from bot.knowledge import Intent

SURE = 100.0  # the lexicon read the ranking: no nearer phrasing weighs against it


def ranking_routes(intents: Mapping[str, Intent]) -> dict[str, str]:
    """Per ranking topic, the intent whose view ranks it (the first such intent)."""
    routes: dict[str, str] = {}
    for intent_id, intent in intents.items():
        view = intent.answer.view
        for ranking in VIEWS[view].ranks if view is not None else ():
            routes.setdefault(ranking, intent_id)
    return routes


TEAM_SLOTS = frozenset({NameKind.TEAM.token})


def ranking_first(ranked: list[Scored], parsed: Parsed, routes: Mapping[str, str]) -> list[Scored]:
    """`ranked` with the intent answering the ranking the question asks first and sure,
    the others after it; unchanged when it asks none, or names a team, person or match
    (their own questions: "has bayern won the most games")."""
    frame = parsed.frame
    intent = routes.get(frame.ranking or "")
    # the points between places is asked of the clubs named ("how many points are X behind Y"),
    # the thirds of the team named ("did X go through as a third placed team")
    teams = bool(frame.teams) and frame.ranking not in (POINTS_GAP, BEST_THIRDS)
    # the thirds are ranked whatever round they reached ("... made it to the round of 32")
    named = frame.match.named and frame.ranking != BEST_THIRDS
    if intent is None or teams or frame.people or frame.clubs or named:
        return ranked
    own = next((r for r in ranked if r.intent == intent), None)
    pattern, slots = (own.pattern, own.slots) if own is not None else ("", frozenset[str]())
    if slots and not (frame.teams and slots <= TEAM_SLOTS):
        return ranked  # a phrasing of it wanting a name the question lacks
    return [Scored(intent, SURE, pattern, slots), *(r for r in ranked if r.intent != intent)]
