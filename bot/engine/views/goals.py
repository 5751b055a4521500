"""Views about the goals and the result: who, when, how, from whose pass."""

from __future__ import annotations

from dataclasses import replace
from typing import get_args

from bot.engine.claims.typed import Count, Counted, DidNotScore, NoGoals, NoneOfMethod, Said
from bot.engine.facts import topics as topic
from bot.engine.facts.match import GoalFacts, MatchFacts, minute_mark, ordinal
from bot.engine.facts.phrases import matched
from bot.engine.facts.wording import said_text
from bot.engine.facts.words_said import competition_name, stage_said
from bot.engine.languages.en.answering import ASKED_PERIODS
from bot.engine.understanding.slots import Slots
from bot.engine.views import data_match, not_goals
from bot.engine.views.base import (
    UNNAMED,
    VIEWS,
    Reading,
    Rendered,
    View,
    not_in_report,
    possessive,
    view,
)
from bot.engine.views.claim_text import (
    periods_words,
    render_did_not_score,
    render_goal_mark,
    render_goals_count,
    render_no_goals,
    render_none_of_method,
)
from bot.engine.views.data_goal_how import goal_how
from bot.engine.views.goal_text import (
    goal_facts,
    goal_of,
    goal_sentence,
    method_mark,
    scoreline,
    select_goals,
)
from bot.engine.views.method_count import count_of_method
from bot.engine.views.method_verdict import HOW_LEAD, method_verdict
from bot.engine.views.no_assist import no_assist
from bot.engine.views.person_text import contribution_text
from bot.engine.views.said import goal_said, result_said, tally_of
from bot.engine.views.tournament_teams import side_results
from bot.knowledge import DecidedIn, Goal, Knowledge


def _no_goal(f: MatchFacts, s: Slots) -> tuple[str, tuple[Said, ...]]:
    """The honest no to a goal question none fits, and the claims it makes."""
    result = result_said(f)
    text, negative = _no_goal_text(f, s, result.text)
    return text, (result, negative) if negative is not None else (result,)


def _periods(s: Slots) -> tuple[str, ...]:
    """The match's periods a question narrowed to ("in the first half"), or none."""
    asked = next((p for p, _ in ASKED_PERIODS if p in s.topics), None)
    if asked is None:
        return ()
    periods: tuple[str, ...] = get_args(Goal.model_fields["period"].annotation)
    return tuple(p for p in periods if p.replace("_", "").startswith(asked))


def _count_in_period(f: MatchFacts, s: Slots) -> Rendered | None:
    """'how many goals did X score in the first half': the number first, then the goals
    (of the team named, if one is); None unless a count of one part of the match is asked."""
    periods = _periods(s)
    if topic.COUNT not in s.topics or not periods or s.people or s.goals or s.minutes:
        return None
    chosen = [g for g in f.goals if g.goal.period in periods]
    team = s.teams[0] if len(s.teams) == 1 else None
    if team is not None:
        chosen = [g for g in chosen if g.goal.team == team]
    if not chosen:
        return None
    scored = [goal_of(f, g) for g in chosen]
    marks = [render_goal_mark(f, g) for g in scored]
    n = len(chosen)
    count = f.say("count.goals", "{n} goals", n=n) if n > 1 else f.say("count.goal", "1 goal")
    when = periods_words(f, periods)
    if team is not None:
        text = f.say(
            "count.team_when",
            "{team} scored {count} {when}: {marks}.",
            team=f.team_name(team),
            count=count,
            when=when,
            marks=", ".join(marks),
        )
    else:
        text = f.say(
            "count.when", "{count} {when}: {marks}.", count=count, when=when, marks=", ".join(marks)
        )
    claims = tuple(Said(g, mark) for g, mark in zip(scored, marks, strict=True))
    return Rendered(text, {"goals": [goal_facts(f, g) for g in chosen]}, claims=claims)


def _no_goal_text(f: MatchFacts, s: Slots, line: str) -> tuple[str, Said | None]:
    """The answer's words (`line`: the result's), and the negative it states, if any."""
    if s.people:
        person = f.person(s.people[0])
        assert person is not None
        if f.goals_by(person.id) or f.own_goals_by(person.id):
            none_fits = f.say(
                "nogoal.none_fits",
                "No goal of {name_s} fits that.",
                name_s=possessive(person.name),
                name=person.name,
            )
            return none_fits + " " + contribution_text(f, person), None
        claim = DidNotScore(person.id, match=f.match.tournament_match)
        negative = Said(claim, render_did_not_score(f, claim))
        return negative.text + " " + contribution_text(f, person), negative
    if s.goals == ["winner"] and f.decided_in == DecidedIn.PENALTIES:
        kick = f.winning_kick()
        text = f.say("nogoal.shootout", "No goal won it: {line}.", line=line)
        if kick is None:
            return text, None
        return (
            text
            + " "
            + f.say(
                "nogoal.shootout_kick",
                "{taker} ({team}) scored the winning penalty of the shootout.",
                taker=f.name(kick.taker),
                team=f.team_name(kick.team),
            )
        ), None
    final = f.say("final_score", "Final score: {line}.", line=line)
    if topic.EXTRA_TIME in s.topics and f.decided_in == DecidedIn.REGULATION:
        no_extra = f.say("nogoal.no_extra_time", "There was no extra time in this match.")
        return no_extra + " " + final, None
    if s.goals:
        kind = f.say(f"goal.a_{s.goals[0]}", s.goals[0])
        return f.say(
            "nogoal.kind", "There was no {kind} in this match.", kind=kind
        ) + " " + final, None
    if s.teams:
        team = f.team_name(s.teams[0])
        theirs = [g for g in f.goals if g.goal.team == s.teams[0]]
        if s.ordinals and theirs:  # "Spain's 7th" of six: they scored, not a 7th
            return f.say(
                "nogoal.team_count",
                "{team} scored {n} goals: there was no {nth}. {final}",
                team=team,
                n=len(theirs),
                nth=ordinal(s.ordinals[0], f.lang) if s.ordinals[0] > 0 else "",
                final=final,
            ), None
        # "did Argentina score in the first half?": no, not then
        none = NoGoals(s.teams[0], _periods(s), f.match.tournament_match)
        said = Said(none, render_no_goals(f, none))
        return said.text + " " + final, said
    return f.say("nogoal.any", "No goal matches that.") + " " + final, None


def _goal_view(lead: str, asks_of_people: bool = False) -> View:
    """A goal view; `asks_of_people`: one that a save or a shootout kick of the person
    named may be asked by ("when was X's save"), see `not_goals`."""

    def render(f: MatchFacts, s: Slots) -> Rendered:
        other = not_goals.instead(f, s) if asks_of_people else None
        if other is not None:
            return other  # a keeper's save, a player's shootout kick
        goals = select_goals(f, s, _named_as(f, s, lead))
        if "penalty" in s.methods and not any(g.goal.method == "penalty" for g in f.goals):
            return VIEWS["penalty"](f, s)  # a penalty not scored is still a penalty
        if (counted := count_of_method(f, s)) is not None:
            return counted  # "how many headers": the number first
        lacking = _lacking_method(f, s, goals)
        if lacking is not None:
            return Rendered(lacking[0], {"goals": []}, claims=lacking[1])
        if not goals:
            playing = not s.teams or set(s.teams) & set(f.match.teams)
            text, claims = _no_goal(f, s)
            if not playing:
                return not_in_report(text)
            return Rendered(text, {"goals": []}, claims=claims)
        if lead == "assist":
            if not any(g.goal.assist for g in goals) and not _set_piece_asked(s):
                return no_assist(f, goals)  # "who passed it to him": none recorded
            goals = [g for g in goals if g.goal.assist] or goals
            goals = _from_a_corner(f, s, goals)
            if not goals and topic.CORNER_KICK not in s.topics:  # a free kick asked
                text = f.say(
                    "goal.no_free_kick",
                    "The report does not say that goal came from a free kick, nor who took one.",
                )
                return not_in_report(text, dict(goals=[]))
            if not goals:
                text = f.say(
                    "goal.no_corner", "The report does not say that goal came from a corner."
                )
                return not_in_report(text, dict(goals=[]))
        time = lead == "time"
        corner = lead == "assist" and _set_piece_asked(s)
        told = [g for g in goals[:4] if corner and g.goal.assist_kind not in CORNER_ASSISTS]
        # a set piece whose goal was set up otherwise (a flick-on, a scuffed shot): the
        # assist did not take it, and the goal told with its own words says who did
        # (a corner in those words alone; a free kick after its scorer's sentence)
        how = "how" if topic.CORNER_KICK not in s.topics else ""
        said = [
            goal_said(f, g, goal_sentence(f, g, how if g in told else lead), gaps=time)
            for g in goals[:4]
            if how or g not in told
        ]
        own = [said_text(f, g.goal) for g in told if not how]
        text = " ".join([*(x[0].text for x in said), *own])
        if lead == HOW_LEAD:  # "was it a header" of the goal picked: yes or no first
            text = method_verdict(f, s, goals) + text
        claims = tuple(x for s in said for x in s)
        return Rendered(text, {"goals": [goal_facts(f, g) for g in goals]}, claims=claims)

    return render


def _named_as(f: MatchFacts, s: Slots, lead: str) -> str:
    """Who a person named in a goal question is: its scorer, and in "who set up X's
    goal" / "who assisted X" too (the question asks for the assist); only a person who
    scored no goal is read as the one who set a goal up ("who did X set up")."""
    if lead != "assist" or any(g.goal.scorer in s.people for g in f.goals):
        return "scorer"
    return "assist"


# The assists a corner taker's goal has: a corner is a cross (or the file says no kind)
CORNER_ASSISTS = frozenset({None, "cross"})


def _from_a_corner(f: MatchFacts, s: Slots, goals: list[GoalFacts]) -> list[GoalFacts]:
    """'Who took the corner for X's goal?', 'who took the quick corner': of the goals, those
    whose own words say they came from a corner (the assist took it when it was a cross,
    `CORNER_ASSISTS`); none of them, and the report does not say."""
    if not _set_piece_asked(s):
        return goals
    words = matched(CORNER if topic.CORNER_KICK in s.topics else FREE_KICK)
    return [g for g in goals if _tells_of(g.goal, words)]


# The set pieces a goal's words may tell of: a corner, a free kick ("who took the free
# kick for the first goal": its taker, whom the assist is only when he crossed it)
CORNER = "corner"
FREE_KICK = "free_kick"


def _set_piece_asked(s: Slots) -> bool:
    return topic.CORNER_KICK in s.topics or FREE_KICK in s.methods


def _tells_of(goal: Goal, words: tuple[str, ...]) -> bool:
    """Whether a goal's description, in any language the file writes, says one of `words`."""
    texts = [goal.description or ""]
    texts += [str(v) for tr in (goal.translations or {}).values() for v in tr.values()]
    folded = " ".join(texts).casefold()
    return any(w in folded for w in words)


def _lacking_method(
    f: MatchFacts, s: Slots, goals: list[GoalFacts]
) -> tuple[str, tuple[Said, ...]] | None:
    """'Was there a header?' when none was: an honest no, not every goal instead (and its
    claims: none of those goals was of that kind; the result)."""
    if not s.methods or s.goals or s.scores or s.ordinals or not f.goals:
        return None
    named = [*s.people, *s.teams][:1]
    theirs = [g for g in f.goals if {g.goal.scorer, g.goal.team} & set(named)] if named else []
    if any(g.goal.method in s.methods for g in [*goals, *theirs]):
        return None  # of the goals picked, or of the named one's own (an assist asked)
    if "own_goal" in s.methods and any(g.goal.method == "own_goal" for g in f.goals):
        return None  # an own goal counts for the other side: 'did X score an own goal' is yes
    who = s.people[0] if s.people else s.teams[0] if s.teams else None
    method = s.methods[0]
    claim = NoneOfMethod(who, method, f.match.tournament_match)
    none_of = Said(claim, render_none_of_method(f, claim))
    text = none_of.text
    result = result_said(f)
    if method == "penalty" and f.match.result.shootout is not None:
        text += f.say(
            "lacking.shootout",
            " The match went to a penalty shootout: {line}.",
            line=result.text,
        )
    else:
        text += " " + f.say("final_score", "Final score: {line}.", line=result.text)
    return text, (none_of, result)


def _how_texts(k: Knowledge, r: Reading) -> list[str]:
    return [r.tr(g, "description") for g in k.goals] + [r.tr(g, "position") or "" for g in k.goals]


# A goal's scorer, time and manner are one sentence: one family; its assist is another.
view(
    "goal",
    one_match=True,
    data=data_match.goal,
    by_scoring_team=True,
    tally=("scored_in", "hat_trick"),
    family="goal",
    about_play=True,
    follows="goal",
    answers_who="scorer",
    scorers=True,
)(_goal_view("scorer"))
view(
    "goal_assist",
    one_match=True,
    lacks="assists",
    by_scoring_team=True,
    family="assist",
    about_play=True,
    follows="goal",
    answers_who="assist",
)(_goal_view("assist"))
view(
    "goal_time",
    one_match=True,
    data=data_match.goal_time,
    by_scoring_team=True,
    tally=("tournament", "scored_in", "hat_trick", UNNAMED),
    family="goal",
    about_play=True,
    follows="goal",
)(_goal_view("time", asks_of_people=True))
view(
    "goal_how",
    one_match=True,
    data=goal_how,
    by_scoring_team=True,
    tally=("scored_in",),
    family="goal",
    about_play=True,
    follows="goal",
    texts=_how_texts,
)(_goal_view("how", asks_of_people=True))


def _side(f: MatchFacts, g: GoalFacts) -> str:
    """The scorer's own side (an own goal counts for the other)."""
    own = f.team_of(g.goal.scorer) if g.goal.method == "own_goal" else None
    return own or g.goal.team


@view(
    "goals",
    one_match=True,
    data=data_match.goals,
    lists=True,
    by_scoring_team=True,
    tally=("hat_trick",),
    about_play=True,
    item_view="goal",
    follows="goal",
    scorers=True,
)
def goals_list(f: MatchFacts, s: Slots) -> Rendered:
    goals = f.goals
    if s.teams:
        goals = [g for g in goals if g.goal.team in s.teams] or goals
    lines = [
        f"{minute_mark(g.goal)} {f.name(g.goal.scorer)} ({f.team_name(_side(f, g))})"
        + method_mark(f, g.goal.method)
        + (
            f.say("list.own_for", " for {team}", team=f.team_name(g.goal.team))
            if g.goal.method == "own_goal"
            else ""
        )
        + (
            f.say("list.assist", ", assist {name}", name=f.name(g.goal.assist))
            if g.goal.assist
            else ""
        )
        + f" ({scoreline(f, g)})"
        for g in goals
    ]
    result = result_said(f)
    line = result.text
    head = (
        f.say("goals.head", "{line}. Goals:", line=line)
        if lines
        else f.say("goals.none", "{line}: no goals.", line=line)
    )
    claims = (
        result,
        *(x for g, words in zip(goals, lines, strict=True) for x in goal_said(f, g, words)),
    )
    return Rendered(
        "\n".join([head, *lines]), {"goals": [goal_facts(f, g) for g in goals]}, claims=claims
    )


@view(
    "result",
    one_match=True,
    data=data_match.result,
    about_play=True,
    follows="team",
    names_winner=True,
    beaten=True,
    instead=side_results,
)
def result(f: MatchFacts, s: Slots) -> Rendered:
    if (counted := _count_in_period(f, s) or count_of_method(f, s)) is not None:
        return counted
    scored = [goal_of(f, g) for g in f.goals]
    marks = [render_goal_mark(f, g) for g in scored]
    scorers = ", ".join(marks)
    m = f.match
    said = result_said(f)
    text = f.say(
        "result.in",
        "{line} in the {competition} {stage}",
        of_competition=f.of_competition(),
        line=said.text,
        competition=competition_name(m.competition, f.lang),
        stage=stage_said(m.competition, f.lang),
    )
    behind = f.worst_deficit(m.winner) if m.winner else 0
    if behind == 1:
        text += f.say("result.comeback_one", ", a comeback from a goal down.")
    elif behind:
        text += f.say("result.comeback", ", a comeback from {n} goals down.", n=behind)
    else:
        text += "."
    claims = [said]
    if scorers:
        count = Count(Counted.GOALS, len(f.goals), match=m.tournament_match)
        goals = render_goals_count(f, count, scorers)
        text += goals
        claims.append(Said(count, goals))
        claims += [Said(g, mark) for g, mark in zip(scored, marks, strict=True)]
    facts = {"score": dict(m.score), "winner": f.team_name(m.winner), "decided_in": f.decided_in}
    if m.result.shootout is not None:
        facts["shootout"] = dict(m.result.shootout.score)
    return Rendered(text, facts, claims=tuple(claims))


@view(
    "halftime",
    one_match=True,
    data=data_match.halftime,
    lists=True,
    about_play=True,
    follows="team",
)
def halftime(f: MatchFacts, s: Slots) -> Rendered:
    """The score at the break (or after a named minute), derived from the goals; a score
    asked ("was it 0-0 after 90 minutes") is answered yes or no first."""
    shown = _halftime(f, s)
    said = shown.facts.get("halftime", shown.facts.get("score"))
    if not s.scores or not isinstance(said, str):
        return shown
    tally = tuple(int(x) for x in said.split("-"))
    if s.teams and len(set(tally)) > 1:
        return shown  # "1-0 to France": whose lead it was is the text's to say
    asked = {tuple(sorted(sc)) for sc in s.scores}
    verdict = f.say("yes", "Yes") if tuple(sorted(tally)) in asked else f.say("no", "No")
    return replace(shown, text=f"{verdict}. {shown.text}")


def _halftime(f: MatchFacts, s: Slots) -> Rendered:
    if s.minutes:
        return score_at(f, s.minutes[0])
    if (
        topic.EXTRA_TIME in s.topics and f.decided_in != DecidedIn.REGULATION
    ):  # "the score after extra time"
        said = result_said(f)
        text = f.say("halftime.after_extra_time", "After extra time: {line}.", line=said.text)
        return Rendered(text, {"score": dict(f.match.score)}, claims=(said,))
    if topic.BEFORE_ADDED_TIME in s.topics:
        return _before_added_time(f)
    if topic.END_OF_NORMAL_TIME in s.topics:
        normal = _in_normal_time(f)
        tally = normal[-1].tally if normal else (0,) * len(f.match.teams)
        score = "-".join(map(str, tally))
        after = ""
        if f.decided_in != DecidedIn.REGULATION:
            after = f.say("halftime.went_on", " It went to extra time.")
            if f.decided_in == DecidedIn.PENALTIES:
                after = f.say("halftime.went_to_penalties", " It went to extra time and penalties.")
        text = f.say(
            "halftime.after_normal_time",
            "After normal time {standing}.{after}",
            standing=standing(f, tally),
            after=after,
        )
        return Rendered(text, {"score": score}, claims=(Said(tally_of(f, tally), text),))
    first = [g for g in f.goals if g.goal.period == "first_half"]
    names = [f.team_name(t) for t in f.match.teams]
    tally = first[-1].tally if first else (0,) * len(names)
    score = "-".join(map(str, tally))
    if not first:
        nxt = f.goals[0].goal if f.goals else None
        later = (
            f.say("halftime.first_came", " The first goal came {when}.", when=f.minute_phrase(nxt))
            if nxt and nxt.minute
            else ""
        )
        text = f.say(
            "halftime.goalless",
            "It was {score} at half-time: no goals in the first half.{later}",
            score=score,
            later=later,
        )
        return Rendered(text, {"halftime": score}, claims=(Said(tally_of(f, tally), text),))
    text = f.say("halftime.at", "At half-time {standing}.", standing=standing(f, tally))
    return Rendered(text, {"halftime": score}, claims=(Said(tally_of(f, tally), text),))


def _in_normal_time(f: MatchFacts) -> list[GoalFacts]:
    """The goals of the two halves, their stoppage time included."""
    return [g for g in f.goals if g.goal.period in ("first_half", "second_half")]


def _before_added_time(f: MatchFacts) -> Rendered:
    """The score when the 90 minutes were up, before the second half's stoppage time; the
    goals of that stoppage time (90+1', 90+3') told after it."""
    normal = _in_normal_time(f)
    late = [g for g in normal if g.goal.period == "second_half" and g.goal.stoppage_time]
    before = [g for g in normal if g not in late]
    tally = before[-1].tally if before else (0,) * len(f.match.teams)
    text = f.say(
        "halftime.before_added_time",
        "At 90 minutes, before stoppage time, {standing}.",
        standing=standing(f, tally),
    )
    if late:
        marks = ", ".join(f"{f.name(g.goal.scorer)} {minute_mark(g.goal)}" for g in late)
        text += f.say(
            "halftime.then_in_added_time", " In stoppage time: {goals}.", goals=marks.strip()
        )
    facts = dict(score="-".join(map(str, tally)))
    return Rendered(text, facts, claims=(Said(tally_of(f, tally), text),))


def standing(f: MatchFacts, tally: tuple[int, ...]) -> str:
    """'England led 1-0', 'it was 1-1': a score read from the leader's side."""
    if len(set(tally)) == 1:
        return f.say("standing.level", "it was {score}", score=f"{tally[0]}-{tally[0]}")
    top = max(tally)
    leader = f.team_name(f.match.teams[tally.index(top)])
    rest = max(t for t in tally if t != top)
    return f.say("standing.led", "{team} led {score}", team=leader, score=f"{top}-{rest}")


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
    text = f.say(
        "score_at",
        "After {minute} minutes {standing}{last}.",
        minute=minute,
        standing=standing(f, tally),
        last=last,
    )
    return Rendered(
        text, {"minute": minute, "score": score}, claims=(Said(tally_of(f, tally), text),)
    )
