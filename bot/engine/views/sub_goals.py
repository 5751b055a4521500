"""Goals scored by substitutes: "which sub scored", "how many goals did the subs score".

A substitute's goal is one scored by a player who came on before it (the match's
changes, `MatchFacts.substitutions`). Each goal is told as the goal views tell it, with
its claims; the head says how many there were and when each scorer came on."""

from __future__ import annotations

from bot.engine.facts.match import GoalFacts, MatchFacts, Substitution
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Rendered, not_in_report, view
from bot.engine.views.goal_text import goal_facts, goal_sentence
from bot.engine.views.said import goal_said
from bot.engine.views.shapes import answer
from bot.knowledge import Method


def _came_on(f: MatchFacts, g: GoalFacts) -> Substitution | None:
    """The change that brought the goal's scorer on, before the goal (None: he started)."""
    scored_at = g.goal.minute
    if scored_at is None or Method(g.goal.method) is Method.OWN_GOAL:
        return None
    for sub in f.substitutions():
        on_at = sub.event.minute
        if sub.on == g.goal.scorer and on_at is not None and on_at <= scored_at:
            return sub
    return None


@view(
    "sub_goals",
    one_match=True,
    lacks="substitutes' goals",
    family="goal",
    about_play=True,
    whole_match=True,
)
def sub_goals(f: MatchFacts, s: Slots) -> Rendered:
    if not any(sub.on for sub in f.substitutions()):
        return not_in_report(f.say("subgoals.no_changes", "The report does not say who came on."))
    teams = [t for t in s.teams if t in f.match.teams]
    theirs = [(g, sub) for g in f.goals if (sub := _came_on(f, g)) is not None]
    theirs = [(g, sub) for g, sub in theirs if not teams or g.goal.team in teams]
    if not theirs and teams:
        text = f.say(
            "subgoals.none_for", "No {team} substitute scored.", team=f.team_name(teams[0])
        )
        return answer(text, dict(goals=[]))
    if not theirs:
        return answer(f.say("subgoals.none", "No substitute scored."), dict(goals=[]))
    if len(theirs) == 1:
        head = f.say("subgoals.one", "1 goal by a substitute:")
    else:
        head = f.say("subgoals.many", "{n} goals by substitutes:", n=len(theirs))
    parts: list[str] = [head]
    claims = []
    for g, sub in theirs[:4]:
        said = goal_said(f, g, goal_sentence(f, g, "scorer"))
        on = f.say(
            "subgoals.on",
            "{name} had come on {when}.",
            name=f.name(sub.on),
            when=f.minute_phrase(sub.event),
        )
        parts += [said[0].text, on]
        claims += list(said)
    facts = dict(goals=[goal_facts(f, g) for g, _ in theirs])
    return answer(" ".join(parts), facts, claims=tuple(claims))
