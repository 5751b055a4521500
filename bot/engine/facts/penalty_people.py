"""Who took and who saved a penalty in play that was not scored (an event), when the
file does not name them in `taken_by` or a save's `person`: read from the event's
people and their sides, and only when one person fits (else nobody is named)."""

from __future__ import annotations

from collections.abc import Callable

from bot.knowledge import Event, EventKind, Role

Sides = Callable[[str | None], str | None]
Roles = Callable[[str | None], list[str]]


def keeper_of(save: Event, roles_of: Roles, team_of: Sides) -> str | None:
    """A save's `person`, else its one goalkeeper (or saving side's) but the taker."""
    if EventKind(save.kind) is not EventKind.SAVE:
        return None
    others = [p for p in save.people if not save.penalty or p != save.penalty.taken_by]
    keepers = [p for p in others if Role.GOALKEEPER in roles_of(p)]
    side = keepers or [p for p in others if save.team and team_of(p) == save.team]
    return save.person or (side[0] if len(side) == 1 else None)


def taker_of(e: Event, keeper: str | None, team_of: Sides) -> str | None:
    """`taken_by`, else the one person of the event on the side given the penalty who
    neither won it, gave it away nor saved it ("Griezmann hit the bar": people
    Griezmann and the keeper)."""
    a = e.penalty
    if a is None or a.taken_by:
        return a.taken_by if a else None
    side = team_of(a.won_by)
    if side is None and a.conceded_by and e.team and team_of(a.conceded_by) != e.team:
        side = e.team  # the side of the event, not the one that gave it away
    others = {a.won_by, a.conceded_by, keeper}
    fits = [p for p in dict.fromkeys([*e.people, e.person]) if p and p not in others]
    fits = [p for p in fits if side is not None and team_of(p) == side]
    return fits[0] if len(fits) == 1 else None
