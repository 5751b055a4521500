"""'Spain's first sub', 'and the second?', 'the last change': one substitution picked by
its number, in match order (of the side named, if one), or an honest none."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts, Substitution, ordinal
from bot.engine.understanding.slots import Slots

SUBSTITUTIONS_VIEW = "substitutions"


def nth_substitution(f: MatchFacts, s: Slots, subs: list[Substitution]) -> list[Substitution] | str:
    """The change a numbered question asks for (of `subs`, those of the side asked), or the
    sentence saying there was none of that number; `subs` itself when no number is asked."""
    if len(s.ordinals) != 1 or s.people or not subs:
        return subs
    n = s.ordinals[0]
    if n == -1:
        return subs[-1:]
    if 0 < n <= len(subs):
        return [subs[n - 1]]
    teams = {sub.team for sub in subs}
    if len(s.teams) == 1 and teams == set(s.teams):
        return f.say(
            "subs.no_nth_team",
            "{team} made only {n} substitutions: there was no {nth}.",
            team=f.team_name(s.teams[0]),
            n=len(subs),
            nth=ordinal(n, f.lang),
        )
    return f.say(
        "subs.no_nth",
        "Only {n} substitutions were made: there was no {nth}.",
        n=len(subs),
        nth=ordinal(n, f.lang),
    )
