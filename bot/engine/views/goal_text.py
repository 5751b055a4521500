"""Sentences and facts about goals and timeline moments, shared by the views: which goal
a question picks, how it reads, the timeline's lines.

Nothing here names a team, player or score: which goal was the opener or the winner is
computed from the timeline.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.claims.typed import Duration, Said
from bot.engine.claims.typed import Goal as GoalClaim
from bot.engine.facts import topics as topic
from bot.engine.facts.match import GoalFacts, GoalLabel, MatchFacts, minute_mark, minute_words
from bot.engine.facts.wording import own_text, place_said
from bot.engine.languages.en.answering import ASSIST_WORDS, METHOD_WORDS, PERIOD_NAMES
from bot.engine.understanding.lang import language
from bot.engine.understanding.slots import Slots
from bot.engine.views.base import Facts, possessive
from bot.knowledge import Event, Goal, Method


def goal_facts(f: MatchFacts, g: GoalFacts) -> Facts:
    goal = g.goal
    return {
        "id": goal.id,
        "minute": minute_mark(goal),
        "team": f.team_name(goal.team),
        "scorer": f.name(goal.scorer),
        "assist": f.name(goal.assist) or None,
        "method": goal.method,
        "labels": sorted(g.labels),
        "score_after": g.score_after,
    }


def method_phrase(f: MatchFacts, method: str) -> str:
    """'a header', 'un cabezazo': how a goal was scored, with its article."""
    return f.say(f"method.{method}", METHOD_WORDS[method])


def method_mark(f: MatchFacts, method: str, article: bool = False) -> str:
    """', header' (`article`: ', a header') in a goal's short line; nothing for a goal
    scored some other way, whose finish the data does not tell."""
    if method == Method.OTHER:
        return ""
    said = method_phrase(f, method)
    return ", " + (said if article else said.split(" ", 1)[1])  # "a header" -> "header"


def goal_of(f: MatchFacts, g: GoalFacts) -> GoalClaim:
    """A goal as a claim: its scorer and side, minute, added time and method, and which of
    its side's goals it was."""
    goal = g.goal
    return GoalClaim(
        goal.scorer,
        goal.team,
        goal.minute,
        goal.added,
        goal.method,
        g.team_number or None,
        f.match.tournament_match,
        stoppage=goal.stoppage_time,
        assist=goal.assist,
    )


def goal_sentence(
    f: MatchFacts, g: GoalFacts, lead: str = "scorer", claim: GoalClaim | None = None
) -> str:
    """One sentence that says who, for whom, when, how and from whose pass: those rendered
    from the goal's claim (`claim`: the goal's own, `goal_of`), the rest (where from, whom
    it got past, which goal it was, the score it made) from the goal."""
    goal = g.goal
    c = claim or goal_of(f, g)
    when = minute_words(c.minute, c.added, c.stoppage, f.lang)
    how, assist = _how(f, goal, c.method or goal.method), _assist(f, goal, c.assist)
    if (c.method or goal.method) == Method.OTHER:  # the data says nothing of the finish
        return _plain_sentence(f, g, lead, c, (when, _where(f, goal), assist))
    scorer, team = f.name(c.scorer), f.team_name(c.team)
    name = f.goal_name(g)
    named = _named(f, g, name, team)
    if goal.method == "own_goal":
        return _own_goal(f, g, lead, when, named)
    if lead == "assist" and goal.assist:
        return f.say(
            "goal.assist_lead",
            "{assist} set up {name}: {scorer} scored it for {team} {when} with {how}.",
            assist=f.name(goal.assist),
            name=name,
            scorer=scorer,
            team=team,
            when=when,
            how=how,
        ).replace("  ", " ")
    if lead == "time":
        shot = method_phrase(f, goal.method).split(" ", 1)[1]  # "a header" -> "header"
        gaps = "".join(f", {gap.text}" for gap in time_gaps(f, g))
        return f.say(
            "goal.time_lead",
            "{scorer_s} {shot} for {team} ({name}, {score}) came {when}{gaps}.",
            scorer_s=possessive(scorer),
            scorer=scorer,
            shot=shot,
            team=team,
            name=name,
            score=score_phrase(f, g),
            when=when,
            gaps=gaps,
        )
    if lead == "how":
        return f.say(
            "goal.how_lead",
            "{scorer} scored {named} {when} with {how}{assist}. {description}",
            scorer=scorer,
            named=named,
            when=when,
            how=how,
            assist=assist,
            description=own_text(f, goal),
        )
    made = f" ({score_phrase(f, g)})"
    return f.say(
        "goal.scorer_lead",
        "{scorer} scored {named} {when}, with {how}{assist}{made}.",
        scorer=scorer,
        named=named,
        when=when,
        how=how,
        assist=assist,
        made=made,
    ).replace("  ", " ")


def _named(f: MatchFacts, g: GoalFacts, name: str, team: str) -> str:
    """'the opener for England', but "England's 2nd goal" already says whose it was."""
    whose = bool(team) and not g.labels & {"winner", "equaliser", "opener"}
    return name if whose else f.say("goal.named_for", "{name} for {team}", name=name, team=team)


def _plain_sentence(
    f: MatchFacts, g: GoalFacts, lead: str, c: GoalClaim, words: tuple[str, str, str]
) -> str:
    """A goal scored some other way ('other': not a header, shot, penalty...): who, for
    whom, when, from where and past whom, and nothing of a finish the data does not tell."""
    when, where, assist = words
    scorer, team, name = f.name(c.scorer), f.team_name(c.team), f.goal_name(g)
    named = _named(f, g, name, team)
    if lead == "assist" and c.assist:
        text = f.say(
            "goal.assist_lead_plain",
            "{assist} set up {name}: {scorer} scored it for {team} {when}{where}.",
            assist=f.name(c.assist),
            name=name,
            scorer=scorer,
            team=team,
            when=when,
            where=where,
        )
    elif lead == "time":
        gaps = "".join(f", {gap.text}" for gap in time_gaps(f, g))
        text = f.say(
            "goal.time_lead_plain",
            "{scorer_s} goal for {team} ({name}, {score}) came {when}{gaps}.",
            scorer_s=possessive(scorer),
            scorer=scorer,
            team=team,
            name=name,
            score=score_phrase(f, g),
            when=when,
            gaps=gaps,
        )
    elif lead == "how":
        text = f.say(
            "goal.how_lead_plain",
            "{scorer} scored {named} {when}{where}{assist}. {description}",
            scorer=scorer,
            named=named,
            when=when,
            where=where,
            assist=assist,
            description=f.tr(g.goal, "description"),
        )
    else:
        text = f.say(
            "goal.scorer_lead_plain",
            "{scorer} scored {named} {when}{where}{assist} ({score}).",
            scorer=scorer,
            named=named,
            when=when,
            where=where,
            assist=assist,
            score=score_phrase(f, g),
        )
    return text.replace("  ", " ")


def _where(f: MatchFacts, goal: Goal) -> str:
    """', from inside the box, getting past X': from where and past whom, or ''."""
    where = _how(f, goal, "")
    return where if not where or where.startswith(",") else "," + where


def _how(f: MatchFacts, goal: Goal, method: str) -> str:
    """'a header from the edge of the box, getting past X': how (`method`), from where,
    past whom (without `method`: only where from and past whom)."""
    how = method_phrase(f, method) if method else ""
    if goal.position:
        how += _from_place(f, place_said(f, goal))
    if goal.beaten:  # who the move got past ("getting in front of Nahuel Molina")
        names = f.say("and", " and ").join(f.name(b) for b in goal.beaten)
        how += f.say("goal.beaten", ", getting past {names}", names=names)
    return how


def _from_place(f: MatchFacts, place: str) -> str:
    """' from the edge of the box'; a place written with 'in' ('in the six-yard box')
    is shot from inside it, not 'from in' (the bundle's `place_in`); one written with
    'from' ('from 25 yards') is said as written (`place_from`)."""
    first, _, rest = place.partition(" ")
    if rest and first.lower() in language(f.lang).place_from:  # "from 25 yards"
        return " " + place
    if rest and first.lower() in language(f.lang).place_in:
        return f.say("goal.from_in", " from inside {place}", place=rest)
    return f.say("goal.from_position", " from {position}", position=place)


def _assist(f: MatchFacts, goal: Goal, assist: str | None) -> str:
    """', from X's cross' (`assist`: who), or '' for a goal with no assist."""
    if not assist:
        return ""
    kind = ASSIST_WORDS.get(goal.assist_kind or "other", "assist")
    kind = f.say(f"assist_kind.{goal.assist_kind or 'other'}", kind)
    name = f.name(assist)
    return f.say(
        "goal.from_assist",
        ", from {assist_s} {kind}",
        assist_s=possessive(name),
        assist=name,
        kind=kind,
    )


def _own_goal(f: MatchFacts, g: GoalFacts, lead: str, when: str, named: str) -> str:
    """An own goal's sentence: whose net, when, and what it made the score."""
    goal = g.goal
    scorer = f.name(goal.scorer)
    own = f.person(goal.scorer)
    side = f.team_name(own.team if own else None)
    who = f"{scorer} ({side})" if side else scorer
    if lead == "how":
        return f.say(
            "goal.own_how",
            "{who} put the ball into his own net {when}: an own goal, {named} ({score}). "
            "{description}",
            who=who,
            when=when,
            named=named,
            score=score_phrase(f, g),
            description=own_text(f, goal),
        ).replace("  ", " ")
    return f.say(
        "goal.own",
        "{who} scored an own goal {when}: {named} ({score}).",
        who=who,
        when=when,
        named=named,
        score=score_phrase(f, g),
    ).replace("  ", " ")


def score_phrase(f: MatchFacts, g: GoalFacts) -> str:
    """'England 1-0 up', '1-1', from the scoring side's point of view."""
    teams = f.match.teams
    mine = g.tally[teams.index(g.goal.team)]
    theirs = max(t for i, t in enumerate(g.tally) if teams[i] != g.goal.team)
    if mine == theirs:
        return f"{mine}-{theirs}"
    lead = g.goal.team if mine > theirs else next(t for t in teams if t != g.goal.team)
    return f.say(
        "score.up",
        "{team} {score} up",
        team=f.team_name(lead),
        score=f"{max(mine, theirs)}-{min(mine, theirs)}",
    )


def time_gaps(f: MatchFacts, g: GoalFacts) -> list[Said]:
    """How far into the half, how long after the goal before, how long a lead it gave
    lasted, when minutes allow: each a duration claim (added time counted) and its words."""
    out: list[Said] = []
    minute = g.goal.minute
    if minute is None or g.goal.stoppage_time:
        return out
    if g.goal.period == "second_half" and 45 < minute <= 60:
        n = minute - 45
        words = f.say(
            "gap.into_second", "{minutes} into the second half", n=n, minutes=f.minutes(n)
        )
        out.append(Said(Duration((45, 0), (minute, 0), n), words))
    before = [p.goal for p in f.goals if p.number < g.number and p.goal.minute]
    # added time counts: 90+3' to 110' is 17 minutes; a '90+'' of unknown length says none
    known = before and (before[-1].added is not None or not before[-1].stoppage_time)
    if before and known and before[-1].minute is not None:
        start = (before[-1].minute, before[-1].added or 0)
        n = minute - sum(start)
        words = f.say(
            "gap.after_previous", "{minutes} after the previous goal", n=n, minutes=f.minutes(n)
        )
        out.append(Said(Duration(start, (minute, 0), n), words))
    i = f.match.teams.index(g.goal.team)
    if g.tally[i] == max(g.tally) and list(g.tally).count(g.tally[i]) == 1:  # went ahead
        level = next((later for later in f.goals[g.number :] if len(set(later.tally)) == 1), None)
        if level is not None and level.goal.minute is not None:
            # added time counts: a lead from 35' to 90+11' lasted 66 minutes, not 55
            lasted = level.goal.minute + (level.goal.added or 0) - minute
            words = f.say(
                "gap.lead_lasted",
                "a lead that lasted {minutes}",
                n=lasted,
                minutes=f.minutes(lasted),
            )
            end = (level.goal.minute, level.goal.added or 0)
            out.append(Said(Duration((minute, 0), end, lasted), words))
    return out


def select_goals(f: MatchFacts, s: Slots, by: str = "scorer") -> list[GoalFacts]:
    """The goals a question means. A named goal ('the winner', '1-1') decides; then names,
    teams and minutes narrow it only where they fit ('after Gordon's goal, who levelled?')."""
    # "Croatia's first goal" is the first goal counting for Croatia, never the match's
    # opener when that went the other way (an own goal by a Croatian is France's)
    theirs = [g for g in f.goals if g.goal.team in s.teams] if _team_first(s) else []
    return theirs[:1] or _selected(f, s, by)


def _selected(f: MatchFacts, s: Slots, by: str) -> list[GoalFacts]:
    goals = f.goals
    if s.goal_numbers:  # "the hand of god": that goal, whatever else the question names
        return [g for g in goals if g.number in s.goal_numbers]
    named = bool(s.goals or s.scores)
    if s.goals:
        # "the equaliser that forced extra time" is that one equaliser
        named_labels = ["forced"] if "forced" in s.goals else s.goals
        goals = [g for g in goals if any(label in g.labels for label in named_labels)]
    if s.scores:
        wanted = {tuple(sorted(sc)) for sc in s.scores}
        goals = [g for g in goals if tuple(sorted(g.tally)) in wanted]
    narrowers: list[Callable[[GoalFacts], bool]] = []
    if s.people:
        narrowers.append(lambda g: getattr(g.goal, by) in s.people)
    if s.teams and not s.people:
        own = "own_goal" in s.methods  # "Castlebridge's own goal" is Brisk's, for Northvale
        narrowers.append(lambda g: g.goal.team in s.teams or (own and _own_goal_by(f, g, s.teams)))
    if s.minutes:
        narrowers.append(lambda g: g.goal.minute in s.minutes)
    for keep in narrowers:
        narrowed = [g for g in goals if keep(g)]
        if narrowed or not named:
            goals = narrowed
    if topic.EXTRA_TIME in s.topics and not named:  # "who scored in extra time"
        goals = [g for g in goals if g.goal.period.startswith("extra_time")]
    if topic.HAT_TRICK in s.topics and s.people:  # "when did X complete his hat-trick"
        goals = goals[2:3] or goals
    for half in ("first_half", "second_half"):  # "who scored in the second half"
        if half.replace("_", "") in s.topics and not named:
            goals = [g for g in goals if g.goal.period == half]
    if s.ordinals and not named and goals:
        n = s.ordinals[0]
        goals = [goals[n - 1]] if 0 < n <= len(goals) else [goals[-1]] if n < 0 else []
    if s.methods:  # "which goal was a header": only narrows when some goal fits
        narrowed = [g for g in goals if g.goal.method in s.methods]
        goals = narrowed or goals
    return goals


def _team_first(s: Slots) -> bool:
    """A team's opener asked ('el primer gol de Croacia'): no one named, no own goal."""
    return (
        s.goals == [GoalLabel.OPENER]
        and len(s.teams) == 1
        and not s.against  # "who opened the scoring v England": the match's opener
        and not s.people
        and not s.scores
        and not s.minutes
        and Method.OWN_GOAL not in s.methods
    )


def _own_goal_by(f: MatchFacts, g: GoalFacts, teams: list[str]) -> bool:
    """'Castlebridge's own goal': an own goal is also its scorer's side's."""
    scorer = f.person(g.goal.scorer)
    return g.goal.method == "own_goal" and scorer is not None and scorer.team in teams


def scoreline(f: MatchFacts, g: GoalFacts) -> str:
    """'Argentina 0-1 England': the score after a goal, with the names to read it by."""
    a, b = f.match.teams
    return f"{f.team_name(a)} {g.score_after} {f.team_name(b)}"


def moment_line(f: MatchFacts, m: Goal | Event) -> str:
    """One timeline row; a moment with no minute says its half (and if its place is inferred)."""
    if isinstance(m, Goal):
        g = next(g for g in f.goals if g.goal.id == m.id)
        assist = (
            f.say("timeline.assist", " (assist {name})", name=f.name(m.assist)) if m.assist else ""
        )
        return f.say(
            "timeline.goal",
            "{mark} GOAL {team}: {scorer}{assist}, {scoreline}",
            mark=minute_mark(m),
            team=f.team_name(m.team),
            scorer=f.name(m.scorer),
            assist=assist,
            scoreline=scoreline(f, g),
        )
    mark = minute_mark(m)
    notes = [] if mark else [f.say(f"period.{m.period}", PERIOD_NAMES[m.period])]
    if m.order == "inferred":
        notes.append(f.say("timeline.order_inferred", "order inferred"))
    note = f" ({', '.join(notes)})" if notes else ""
    return f"{mark or '-'} {f.tr(m, 'title')}{note}"


def timeline_facts(f: MatchFacts) -> list[Facts]:
    return [
        {
            "id": m.id,
            "kind": m.kind,
            "minute": minute_mark(m),
            "period": m.period,
            "line": moment_line(f, m),
            "order_inferred": getattr(m, "order", "") == "inferred",
        }
        for m in f.match.timeline
    ]


def goal_list(f: MatchFacts, goals: list[GoalFacts], by: bool = True) -> str:
    """'the equaliser by Enzo Fernandez (85'), ...': goals named, for assists and roles."""
    return ", ".join(
        f.say(
            "goal.by",
            "{name} by {scorer} ({mark})",
            name=f.goal_name(g),
            scorer=f.name(g.goal.scorer),
            mark=minute_mark(g.goal),
        )
        for g in goals
    )
