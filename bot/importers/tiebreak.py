"""A competition's tie-break order for its group tables, known from its name: what the
importer writes as `tournament.tiebreak` (a moderator overrides it in a hand-written file
beside the generated one with a top-level `tiebreak:`).

From the regulations: UEFA's Euros rank teams level on points by the matches between them
first, then overall goal difference, goals scored and wins; the World Cup ranked them by
overall goal difference and goals scored first until 2022, and from 2026 by the matches
between them first, like UEFA. A competition not known here gets no stated order: its
tables use the World Cup's of 1998-2022 and say so.

Leagues: La Liga and Serie A rank clubs level on points by the matches between them first;
the Premier League, the Bundesliga and Ligue 1 by goal difference, then goals scored. UEFA's
club competitions since 2024/25 rank the league phase by goal difference, goals scored,
away goals scored, wins and away wins (then rules the data cannot apply: the opponents'
points, disciplinary points, the club coefficient; the name stands in for them).
"""

from __future__ import annotations

import re

from bot.knowledge import DEFAULT_TIEBREAK, fold

HEAD_TO_HEAD_FIRST = (
    "points",
    "head_to_head_points",
    "head_to_head_goal_difference",
    "head_to_head_goals",
    "goal_difference",
    "goals_scored",
)
UEFA = (*HEAD_TO_HEAD_FIRST, "wins")
_UEFA_NAMES = re.compile(r"\b(euro|eurocopa|uefa|european championship)\b")
_WORLD_CUP = re.compile(r"\b(world cup|fifa|mundial|copa del mundo)\b")


# La Liga's and Serie A's: the matches between the clubs level (points, then goal
# difference), then overall goal difference and goals scored.
LEAGUE_HEAD_TO_HEAD = (
    "points",
    "head_to_head_points",
    "head_to_head_goal_difference",
    "goal_difference",
    "goals_scored",
)
GOALS_FIRST = ("points", "goal_difference", "goals_scored")
LEAGUE_PHASE = (*GOALS_FIRST, "away_goals_scored", "wins", "away_wins")
GOALS_LEAGUE = (*GOALS_FIRST, "head_to_head_points", "head_to_head_goal_difference")
# The real leagues' names as feeds write them (openfootball: "English Premier League
# 2024/25", "Spain Primera División 2024/25"), season dropped; not a league named alike.
_HEAD_TO_HEAD_LEAGUES = re.compile(
    r"^((spain|spanish|espana) primera division|primera division de espana|la ?liga"
    r"( ea sports| santander)?|(italian|italy|italia) serie a|serie a( tim)?)$"
)
_GOALS_LEAGUES = re.compile(
    r"^((english|england) premier league|premier league|(deutsche|german|germany|1) "
    r"bundesliga|bundesliga|(french|france) ligue 1|ligue 1( uber eats| mcdonald s)?)$"
)
_SEASON = re.compile(r"\s*\d{4}(\s*[/-]?\s*\d{2,4})?\s*$")
_UEFA_CLUBS = re.compile(r"\b(champions league|europa league|conference league)\b")


# The big five leagues' usual rules (their regulations; the European places are the
# usual allocation, which a season's cup winners and extra UEFA places change: a
# knowledge states its own `rules:`).
_EUROPE = [
    {"name": "Champions League", "first": 1, "last": 4},
    {"name": "Europa League", "first": 5, "last": 5},
    {"name": "Conference League", "first": 6, "last": 6},
]
_NOTE = "The league's usual rules; a season's European places may differ (cup winners)."
_TWENTY = {"relegated": 3, "places": _EUROPE, "note": _NOTE}
_EIGHTEEN = {
    "relegated": 2,
    "places": [*_EUROPE, {"name": "relegation play-off", "first": 16, "last": 16}],
    "note": _NOTE,
}
_LIGUE_1 = {
    "relegated": 2,
    "places": [
        {"name": "Champions League", "first": 1, "last": 3},
        {"name": "Champions League qualifying", "first": 4, "last": 4},
        {"name": "Europa League", "first": 5, "last": 5},
        {"name": "Conference League", "first": 6, "last": 6},
        {"name": "relegation play-off", "first": 16, "last": 16},
    ],
    "note": _NOTE,
}


def rules_for(name: str) -> dict[str, object] | None:
    """The known rules of the league called `name` (points, relegation, places); None
    for any other competition."""
    league = _SEASON.sub("", fold(name)).strip()
    if _HEAD_TO_HEAD_LEAGUES.match(league):
        return dict(_TWENTY)
    if not _GOALS_LEAGUES.match(league):
        return None
    if "ligue 1" in league:
        return dict(_LIGUE_1)
    return dict(_EIGHTEEN if "bundesliga" in league else _TWENTY)


def tiebreak_for(name: str, year: int | None) -> list[str] | None:
    """The order for the competition called `name` played in `year`; None when unknown."""
    words = fold(name)
    if _UEFA_CLUBS.search(words):
        return list(LEAGUE_PHASE if year is None or year >= 2024 else UEFA)
    league = _SEASON.sub("", words).strip()
    if _HEAD_TO_HEAD_LEAGUES.match(league):
        return list(LEAGUE_HEAD_TO_HEAD)
    if _GOALS_LEAGUES.match(league):
        return list(GOALS_LEAGUE)
    if _UEFA_NAMES.search(words):
        return list(UEFA)
    if _WORLD_CUP.search(words) and year is not None:
        return list(HEAD_TO_HEAD_FIRST if year >= 2026 else DEFAULT_TIEBREAK)
    return None


# The zone each league's openfootball files write their kick-off times in (local times
# with no offset): the league's country; UEFA's club competitions in Central European
# Time, as UEFA schedules them (Liverpool v Real Madrid at Anfield, 20:00 GMT: "21:00").
_ZONES = (
    (re.compile(r"\b(english|england|premier league)\b"), "Europe/London"),
    (re.compile(r"\b(spain|spanish|espana|la ?liga|primera division)\b"), "Europe/Madrid"),
    (re.compile(r"\b(italian|italy|italia|serie a)\b"), "Europe/Rome"),
    (re.compile(r"\b(german|germany|deutsche|bundesliga)\b"), "Europe/Berlin"),
    (re.compile(r"\b(french|france|ligue 1)\b"), "Europe/Paris"),
)


def zone_for(name: str) -> str | None:
    """The IANA zone the known competition called `name` writes its times in; None for
    any other (its times' zone is then unknown, unless each gives its own offset)."""
    words = fold(name)
    if _UEFA_CLUBS.search(words):
        return "Europe/Paris"
    league = _SEASON.sub("", words).strip()
    if not (_HEAD_TO_HEAD_LEAGUES.match(league) or _GOALS_LEAGUES.match(league)):
        return None
    return next((zone for pattern, zone in _ZONES if pattern.search(league)), None)
