"""Views about the goals and the result: who, when, how, from whose pass."""

from __future__ import annotations

from bot.engine.entities import Slots
from bot.engine.facts import GoalFacts, MatchFacts, minute_mark, minute_phrase
from bot.engine.views.base import Rendered, View, not_in_report, possessive, view
from bot.engine.views.moments import (
    METHOD_WORDS,
    contribution_text,
    goal_facts,
    goal_sentence,
    scoreline,
    select_goals,
)
from bot.knowledge import Knowledge


def _no_goal(f: MatchFacts, s: Slots) -> str:
    if s.people:
        person = f.person(s.people[0])
        assert person is not None
        if f.goals_by(person.id) or f.own_goals_by(person.id):
            return f"No goal of {possessive(person.name)} fits that. " + contribution_text(
                f, person
            )
        return f"{person.name} did not score in this match. " + contribution_text(f, person)
    if s.goals == ["winner"] and f.decided_in == "penalties":
        return f"No goal won it: {f.result_line()}. Ask who took the winning penalty."
    if s.goals:
        return f"There was no {s.goals[0]} in this match. Final score: {f.result_line()}."
    if s.teams:
        return f"{f.team_name(s.teams[0])} did not score. Final score: {f.result_line()}."
    return f"No goal matches that. Final score: {f.result_line()}."


def _goal_view(lead: str) -> View:
    def render(f: MatchFacts, s: Slots) -> Rendered:
        goals = select_goals(f, s, "assist" if lead == "assist" else "scorer")
        lacking = _lacking_method(f, s, goals)
        if lacking:
            return Rendered(lacking, {"goals": []})
        if lead == "assist" and s.people and not goals:
            goals = select_goals(f, Slots(goals=s.goals, teams=s.teams), "scorer")
            goals = [g for g in goals if g.goal.scorer in s.people]
        if not goals:
            playing = not s.teams or set(s.teams) & set(f.match.teams)
            text = _no_goal(f, s)
            return Rendered(text, {"goals": []}) if playing else not_in_report(text)
        if lead == "assist":
            goals = [g for g in goals if g.goal.assist] or goals
        text = " ".join(goal_sentence(f, g, lead) for g in goals[:4])
        return Rendered(text, {"goals": [goal_facts(f, g) for g in goals]})

    return render


def _lacking_method(f: MatchFacts, s: Slots, goals: list[GoalFacts]) -> str:
    """'Was there a header?' when none was: an honest no, not every goal instead."""
    if not s.methods or s.goals or s.scores or s.ordinals or not f.goals:
        return ""
    if any(g.goal.method in s.methods for g in goals):
        return ""
    if "own_goal" in s.methods and any(g.goal.method == "own_goal" for g in f.goals):
        return ""  # an own goal counts for the other side: 'did X score an own goal' is yes
    whose = "the goals"
    if s.people:
        whose = f"{possessive(f.name(s.people[0]))} goals"
    elif s.teams:
        whose = f"{possessive(f.team_name(s.teams[0]))} goals"
    kind = METHOD_WORDS.get(s.methods[0], "of that kind")
    text = f"None of {whose} was {kind}."
    if s.methods[0] == "penalty" and f.match.result.shootout is not None:
        text += f" The match went to a penalty shootout: {f.result_line()}."
    else:
        text += f" Final score: {f.result_line()}."
    return text


def _how_texts(k: Knowledge) -> list[str]:
    return [g.description for g in k.goals] + [g.position or "" for g in k.goals]


# A goal's scorer, time and manner are one sentence: one family; its assist is another.
view("goal", family="goal", about_play=True)(_goal_view("scorer"))
view("goal_assist", family="assist", about_play=True)(_goal_view("assist"))
view("goal_time", family="goal", about_play=True)(_goal_view("time"))
view("goal_how", family="goal", about_play=True, texts=_how_texts)(_goal_view("how"))


@view("goals", about_play=True, item_view="goal")
def goals_list(f: MatchFacts, s: Slots) -> Rendered:
    goals = f.goals
    if s.teams:
        goals = [g for g in goals if g.goal.team in s.teams] or goals
    lines = [
        f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(g.goal.team)})"
        + f", {METHOD_WORDS[g.goal.method].removeprefix('a ').removeprefix('an ')}"
        + (f", assist {f.name(g.goal.assist)}" if g.goal.assist else "")
        + f" ({scoreline(f, g)})"
        for g in goals
    ]
    head = f"{f.result_line()}. Goals:" if lines else f"{f.result_line()}: no goals."
    return Rendered("\n".join([head, *lines]), {"goals": [goal_facts(f, g) for g in goals]})


@view("result", about_play=True)
def result(f: MatchFacts, s: Slots) -> Rendered:
    scorers = ", ".join(f"{f.name(g.goal.scorer)} {minute_mark(g.goal)}" for g in f.goals)
    m = f.match
    text = f"{f.result_line()} in the {m.competition.name} {m.competition.stage}"
    behind = f.worst_deficit(m.winner) if m.winner else 0
    text += (
        (
            ", a comeback from a goal down."
            if behind == 1
            else f", a comeback from {behind} goals down."
        )
        if behind
        else "."
    )
    if scorers:
        text += f" Goals ({len(f.goals)}): {scorers}."
    facts = {"score": dict(m.score), "winner": f.team_name(m.winner), "decided_in": f.decided_in}
    if m.result.shootout is not None:
        facts["shootout"] = dict(m.result.shootout.score)
    return Rendered(text, facts)


@view("halftime", about_play=True)
def halftime(f: MatchFacts, s: Slots) -> Rendered:
    """The score at the break (or after a named minute), derived from the goals."""
    if s.minutes:
        return score_at(f, s.minutes[0])
    if "extratime" in s.topics and f.decided_in != "regulation":  # "the score after extra time"
        return Rendered(f"After extra time: {f.result_line()}.", {"score": dict(f.match.score)})
    if "endofnormaltime" in s.topics:
        normal = [g for g in f.goals if g.goal.period in ("first_half", "second_half")]
        tally = normal[-1].tally if normal else (0,) * len(f.match.teams)
        score = "-".join(map(str, tally))
        after = {"regulation": "", "extra_time": " It went to extra time."}.get(
            f.decided_in, " It went to extra time and penalties."
        )
        return Rendered(f"After normal time {standing(f, tally)}.{after}", {"score": score})
    first = [g for g in f.goals if g.goal.period == "first_half"]
    names = [f.team_name(t) for t in f.match.teams]
    tally = first[-1].tally if first else (0,) * len(names)
    score = "-".join(map(str, tally))
    if not first:
        nxt = f.goals[0].goal if f.goals else None
        later = f" The first goal came {minute_phrase(nxt)}." if nxt and nxt.minute else ""
        return Rendered(
            f"It was {score} at half-time: no goals in the first half.{later}", {"halftime": score}
        )
    return Rendered(f"At half-time {standing(f, tally)}.", {"halftime": score})


def standing(f: MatchFacts, tally: tuple[int, ...]) -> str:
    """'England led 1-0', 'it was 1-1': a score read from the leader's side."""
    if len(set(tally)) == 1:
        return f"it was {tally[0]}-{tally[0]}"
    top = max(tally)
    leader = f.team_name(f.match.teams[tally.index(top)])
    rest = max(t for t in tally if t != top)
    return f"{leader} led {top}-{rest}"


def score_at(f: MatchFacts, minute: int) -> Rendered:
    """The score after `minute`; goals without a minute (stoppage time) count as last."""
    before = [
        g
        for g in f.goals
        if g.goal.minute is not None and g.goal.minute <= minute and not g.goal.stoppage_time
    ]
    tally = before[-1].tally if before else (0,) * len(f.match.teams)
    score = "-".join(map(str, tally))
    last = f" ({f.name(before[-1].goal.scorer)}, {before[-1].goal.minute}')" if before else ""
    return Rendered(
        f"After {minute} minutes {standing(f, tally)}{last}.", {"minute": minute, "score": score}
    )
