"""Why a league's places are not settled yet, by the question's time (`Slots.moment`):
the matches with no result are still to be played (every one's kick-off or day not past
at the question's time, as `fixtures.to_come` reads it), or their results are missing
from the data (some are past with no result)."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.fixtures import to_come
from bot.knowledge import STARTED


def all_to_come(f: MatchFacts, tf: TournamentFacts, s: Slots) -> bool:
    """Whether every match with no result is still to be played at the question's time."""
    open_ = [m for m in tf.matches if m.score is None and m.status not in STARTED]
    if not open_ or len(open_) < sum(m.score is None for m in tf.matches):
        return False
    latest = max((m.date for m in tf.matches if m.score is not None), default=None)
    if latest is not None and any(m.date < latest for m in open_):
        return False  # the data has results after them: theirs are missing, whatever the day
    if s.moment is None:  # no time given: none past the data's latest result is missing
        return True
    return len(to_come(f, tf, s.moment)) == len(open_)


def relegation_open(
    f: MatchFacts, tf: TournamentFacts, s: Slots, *, title: str, n: int, clubs: str, still: str
) -> str:
    """The relegation places, and who is not settled yet, and why."""
    if all_to_come(f, tf, s):
        return f.say(
            "season.relegation_to_come",
            "In the relegation places of the {tournament} (the bottom {n}): {clubs}. Not "
            "settled for {open}: matches still to be played.",
            tournament=title,
            n=n,
            clubs=clubs,
            open=still,
        )
    return f.say(
        "season.relegation_places",
        "In the relegation places of the {tournament} (the bottom {n}): {clubs}. Not "
        "settled for {open}: results are missing.",
        tournament=title,
        n=n,
        clubs=clubs,
        open=still,
    )
