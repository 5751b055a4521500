"""Several tournaments in one knowledge (a club server's league, the Champions League,
other seasons): which one a question naming none means, and the problems of giving them.

Each generated file holds one tournament; the loader keeps the default one as
`Knowledge.tournament` and the others as `Knowledge.competitions`.
"""

from __future__ import annotations

from typing import TypeVar

from bot.knowledge.tournament import Tournament

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
