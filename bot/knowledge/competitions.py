"""Several tournaments in one knowledge (a club server's league, the Champions League,
other seasons): which one a question naming none means, and the problems of giving them.

Each generated file holds one tournament; the loader keeps the default one as
`Knowledge.tournament` and the others as `Knowledge.competitions`.
"""

from __future__ import annotations

import re
from typing import TypeVar

from bot.knowledge.links import fold
from bot.knowledge.tournament import LeagueRules, Tournament

F = TypeVar("F")


def default_competition(
    held: list[tuple[F, Tournament]], named: str | None
) -> tuple[F, Tournament] | None:
    """The tournament a question naming none means: the one `competition:` names, else
    the latest league season (a club server's league), else the latest tournament."""
    if not held:
        return None
    if named is not None:
        return next((h for h in held if h[1].id == named), None)

    def key(h: tuple[F, Tournament]) -> tuple[bool, str]:
        t = h[1]
        league = all(m.stage == "league" for m in t.matches)
        return league, max(m.date for m in t.matches).isoformat()

    return max(held, key=key)


def twice(tournament_id: str) -> str:
    return f"{tournament_id} is the id of another tournament too; give each its own"


def unknown(named: str, held: list[tuple[F, Tournament]]) -> str:
    ids = ", ".join(t.id for _, t in held) or "none"
    return f"no tournament has the id {named} (the tournaments: {ids})"


def repeated(held: list[tuple[F, Tournament]]) -> list[tuple[F, Tournament]]:
    """The tournaments whose id an earlier one has."""
    return [(f, t) for i, (f, t) in enumerate(held) if any(u.id == t.id for _, u in held[:i])]


def split_competitions(
    held: list[tuple[F, Tournament]], named: str | None
) -> tuple[tuple[F, Tournament] | None, list[Tournament], str | None]:
    """(the default, the others, what is wrong with `named`) of a knowledge's tournaments."""
    default = default_competition(held, named)
    if named is not None and (default is None or default[1].id != named):
        return None, [], unknown(named, held)
    others = [t for _, t in held if default is None or t is not default[1]]
    return default, others, None


MOST_PROMOTED_SHARE = 4  # at most a quarter of a league's clubs come up in one season
_SEASON = re.compile(r"^(.*?)\s*(\d{4})(?:\s*[/-]\s*(\d{2}|\d{4}))?\s*$")


def _season(t: Tournament) -> tuple[str, int] | None:
    """(the league's name folded, the season's first year) from "English Premier League
    2023/24"; None for a name with no season."""
    found = _SEASON.match(t.name)
    if found is None or not found.group(1).strip():
        return None
    return fold(found.group(1)).strip(), int(found.group(2))


def _league_only(t: Tournament) -> bool:
    return all(m.stage == "league" and m.group is None for m in t.matches)


def came_up(t: Tournament, held: list[Tournament]) -> list[str] | None:
    """The clubs that came up into league season `t`, from the seasons before it that the
    knowledge holds: those new to it since the previous season of the same league, else
    those that played the previous season in another league (the league below) and this
    one in `t`. None when it holds neither (or `t` is no league season)."""
    season = _season(t)
    if season is None or not _league_only(t):
        return None
    league, year = season
    before = [(u, _season(u)) for u in held if u is not t and _league_only(u)]
    previous = [u for u, s in before if s == (league, year - 1)]
    ours = {x.id for x in t.teams}
    if previous:
        old = {x.id for x in previous[0].teams}
        return [x.id for x in t.teams if x.id not in old]
    below = {x.id for u, s in before if s is not None and s[1] == year - 1 for x in u.teams}
    found = [x.id for x in t.teams if x.id in below]
    # a few clubs: the league below's promoted; most of them: the same league named
    # otherwise, so nothing is said
    return found if found and len(found) <= len(ours) // MOST_PROMOTED_SHARE else None


def with_came_up(held: list[Tournament]) -> list[Tournament]:
    """Each tournament with `rules.came_up` found (see `came_up`) where not stated."""
    out = []
    for t in held:
        if t.rules is not None and t.rules.came_up is not None:
            out.append(t)
            continue
        found = came_up(t, held)
        if found is None:
            out.append(t)
            continue
        rules = t.rules or LeagueRules()
        out.append(t.model_copy(update={"rules": rules.model_copy(update={"came_up": found})}))
    return out
