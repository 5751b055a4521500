"""Counts said with their noun, one in the singular: '1 game', '2 games', '1 jornada'
(the season views': the facts' own count_* say points, goals and matches)."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts


def games(f: MatchFacts, n: int) -> str:
    """'1 game', '3 games' ('1 partido')."""
    if n == 1:
        return f.say("games.one", "1 game")
    return f.say("games.many", "{n} games", n=n)


def league_games(f: MatchFacts, n: int) -> str:
    """'1 league game', '3 league games' ('1 partido de liga')."""
    if n == 1:
        return f.say("league_games.one", "1 league game")
    return f.say("league_games.many", "{n} league games", n=n)


def matchdays(f: MatchFacts, n: int) -> str:
    """'1 matchday', '3 matchdays' ('1 jornada')."""
    if n == 1:
        return f.say("matchdays.one", "1 matchday")
    return f.say("matchdays.many", "{n} matchdays", n=n)
