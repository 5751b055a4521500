"""A match question naming no match, of a tournament no match is chosen in (no report,
`current:` or server's match: its current match only the latest played), answered of the
whole tournament when its frame asks so, never of the latest match guessed:

- a penalty scored ("who scored a penalty", "did spain score a penalty"): the
  tournament's penalty goals (of the team named, if one);
- a shootout and nothing else ("who won the penalty shootout"): the tournament's
  shootouts;
- the goals of one team, with no opponent, stage, day or player named ("who scored for
  ireland"): every goal of that team (two teams named are their match);
- the first goal "of the tournament" (its name or word said, no team): the first goal
  of the first match with one (`first_goals`);
- one player's penalties, no shootout asked ("did messi score any penalties"): his
  penalties in play, of the whole tournament.

The desk asks `whole_answer` before it resolves a match; None leaves the question to it.
"""

from __future__ import annotations

from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.languages import canonical as c
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, ViewSpec
from bot.engine.views.first_goals import first_goal, player_penalties
from bot.engine.views.penalties import SHOOTOUT_VIEW
from bot.engine.views.team_goals import team_goals
from bot.engine.views.tournament_ends import shootout_matches
from bot.engine.views.tournament_goals import penalty_goals


def whole_answer(f: MatchFacts, spec: ViewSpec, s: Slots) -> Rendered | None:
    """The tournament-wide answer the question's frame asks for, else None."""
    tf = f.tournament
    if tf is None:
        return None
    if (spec.scorers or spec.name == SHOOTOUT_VIEW) and _own_penalties(s):
        return player_penalties(f, s)
    if _names_one(s) or len(s.teams) > 1:
        return None
    if spec.name == SHOOTOUT_VIEW and not s.teams and set(s.topics) == {topic.SHOOTOUT}:
        return shootout_matches(f, s)  # "who missed in the shootout": the match's decline
    if not spec.scorers or topic.HAT_TRICK in s.topics:
        return None
    if c.PENALTY in s.methods:
        return penalty_goals(f, s)
    if not s.teams and _first_of_all(s):
        return first_goal(f, s)
    if len(s.teams) == 1 and not (s.against or s.methods or s.minutes or set(s.topics) - _PLAIN):
        return team_goals(f, s.teams[0])
    return None


# Topics a team's goals may carry and stay its goals ("who scored for ireland at euro 2012").
_PLAIN = frozenset({topic.COMPETITION, c.EDITION})
_WHOLE = _PLAIN  # the words saying "of the whole tournament"


def _own_penalties(s: Slots) -> bool:
    """One player's penalties, no match, round, day or shootout named."""
    return (
        len(s.players) == 1
        and c.PENALTY in s.methods
        and topic.SHOOTOUT not in s.topics
        and not (s.names_match or s.groups or s.people or s.roles or s.against)
    )


def _first_of_all(s: Slots) -> bool:
    """'The first goal of the tournament': the first or the opening goal, the
    tournament said (its word or name), nothing more."""
    first = s.ordinals == [1] or c.OPENER in s.goals
    return first and bool(_WHOLE & set(s.topics)) and not (s.minutes or s.methods)


def _names_one(s: Slots) -> bool:
    """Whether the question names a match, a round, a group, a day or a person."""
    return bool(s.names_match or s.groups or s.players or s.people or s.roles)
