"""How a list of scorers is cut to fit an answer without reading as complete when it
is not."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import Tally

NEXT_TIED_SHOWN = 2  # players level at the cut named beyond the list, else counted


def next_scorers(tally: list[Tally], top: int, room: int) -> tuple[list[Tally], int]:
    """The scorers after the leaders that fit `room`, and how many more are level with
    the last of them: a tie cut by the room is shown whole when it is short, else
    counted ("and 3 more on 2 goals"), so the list never reads as complete when not."""
    after = [t for t in tally if t.goals < top]
    rest = after[:room]
    if not rest:
        return [], 0
    level = [t for t in after[room:] if t.goals == rest[-1].goals]
    if len(level) <= NEXT_TIED_SHOWN:
        return rest + level, 0
    return rest, len(level)


def next_line(f: MatchFacts, rest: list[Tally], cut: int) -> str:
    """'Next: A 3, B 3, and 4 more on 3 goals.' (`cut`: how many more are level)."""
    goals = f.count_goals(rest[-1].goals)
    more = f.say("topscorers.more_level", "and {n} more on {goals}", n=cut, goals=goals)
    return f.say(
        "topscorers.next",
        "Next: {rest}.",
        rest=", ".join([f"{t.name} {t.goals}" for t in rest] + ([more] if cut else [])),
    )
