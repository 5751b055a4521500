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


# The league phase of UEFA's club competitions (2024/25 on): 1st-8th straight to the
# round of 16, 9th-24th to the knockout phase play-offs.
_LEAGUE_PHASE = {
    "places": [
        {"name": "Round of 16", "first": 1, "last": 8},
        {"name": "Knockout phase play-offs", "first": 9, "last": 24},
    ],
    "note": "UEFA's league phase (2024/25 on).",
}
# The big five's second divisions: the top two go up; a play-off (its places here) sends
# one more, or the third to a play-off with the top flight's 16th.
_SECOND_DIVISIONS = (
    (re.compile(r"^((english|england) )?(efl )?championship$"), 3, 6),
    (re.compile(r"^((spain|spanish|espana) )?segunda division( de espana)?$|^laliga 2$"), 3, 6),
    (re.compile(r"^((italian|italy|italia) )?serie b( bkt)?$"), 3, 8),
    (re.compile(r"^((deutsche|german|germany) )?2 bundesliga$"), 3, 3),
    (re.compile(r"^((french|france) )?ligue 2( bkt)?$"), 3, 5),
)
_SECOND_NOTE = "The league's usual promotion: the top two, then a play-off."


def _second_division(league: str) -> dict[str, object] | None:
    for pattern, first, last in _SECOND_DIVISIONS:
        if pattern.match(league):
            play_off = {"name": "Promotion play-off", "first": first, "last": last}
            return {"promoted": 2, "places": [play_off], "note": _SECOND_NOTE}
    return None


def rules_for(name: str, year: int | None = None) -> dict[str, object] | None:
    """The known rules of the league called `name` played from `year` (points,
    relegation, promotion, places); None for any other competition."""
    if _UEFA_CLUBS.search(fold(name)):
        return dict(_LEAGUE_PHASE) if year is not None and year >= 2024 else None
    league = _SEASON.sub("", fold(name)).strip()
    second = _second_division(league)
    if second is not None:
        return second
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
