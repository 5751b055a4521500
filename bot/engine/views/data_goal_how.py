"""How a goal of a match from data was scored: the data flags only a penalty and an own
goal, so a yes/no about either is answered from the flag, and any other way of scoring
("was it a header") is said to be beyond what the data records."""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, join_names, not_in_report
from bot.engine.views.data_match import did_score
from bot.engine.views.tournament_text import goal_clock, goal_mark, match_label
from bot.knowledge import Match, TournamentGoal, fold

# The data's flags are named as the methods a question asks ("penalty", "own_goal").
_FLAGS = frozenset(
    n for n, field in TournamentGoal.model_fields.items() if field.annotation is bool
)


def goal_how(f: MatchFacts, m: Match, s: Slots) -> Rendered:
    goals = _asked_goals(f, m, s)
    if not goals or not m.goals_listed:  # no goal of theirs, or no scorers: as "did X score"
        return did_score(f, m, s)
    flags = [method for method in s.methods if method in _FLAGS]
    listed = join_names([_marked(f, g) for g in goals], f.say("and", " and "))
    label = match_label(f, m)
    facts: dict[str, object] = {"match": m.id, "goal_count": len(goals)}
    if not flags:
        text = f.say(
            "data.how_only_flags",
            "The data on {label} marks only whether a goal was a penalty or an own goal, "
            "not how else it was scored: {goals}.",
            label=label,
            goals=listed,
        )
        return not_in_report(text, facts)
    flag = flags[0]
    kind = (
        f.say("data.how_kind_penalty", "a penalty")
        if flag == "penalty"
        else f.say("data.how_kind_own_goal", "an own goal")
    )
    if all(getattr(g, flag) for g in goals):
        text = f.say("data.how_yes", "Yes: {goals} in {label} was {kind}.", goals=listed,
                     label=label, kind=kind)  # fmt: skip
    elif not any(getattr(g, flag) for g in goals):
        text = f.say("data.how_no", "No: the data does not mark {goals} in {label} as {kind}.",
                     goals=listed, label=label, kind=kind)  # fmt: skip
    else:
        text = f.say("data.how_some", "Only some: {goals} in {label} (the marked: {kind}).",
                     goals=listed, label=label, kind=kind)  # fmt: skip
    return Rendered(text, facts)


def _asked_goals(f: MatchFacts, m: Match, s: Slots) -> list[TournamentGoal]:
    """The goals of the player asked about (all of the match's when none is named)."""
    tf = f.tournament
    if tf is None or not s.players:
        return list(m.goals)
    key = tf.tally_key(s.players[0])
    return [g for g in m.goals if (g.player or tf.tally_key(f"{g.team}:{fold(g.name)}")) == key]


def _marked(f: MatchFacts, g: TournamentGoal) -> str:
    return f"{g.name} {goal_clock(g)}{goal_mark(f, g)}"
