"""Views about how a match was decided: in normal time, after extra time or on
penalties, and the shootout kick by kick. Each says honestly when the knowledge has none."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.claims.typed import Count, Counted, Said
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts, PenaltyKick, ordinal
from bot.engine.languages.en.answering import KICK_DETAIL
from bot.engine.understanding.slots import Slots
from bot.engine.views import data_match
from bot.engine.views.base import (
    VIEWS,
    Facts,
    Rendered,
    join_names,
    name_with_team,
    possessive,
    view,
)
from bot.engine.views.goal_text import goal_of
from bot.engine.views.penalties import asked_in_play, awarded_to, involves, penalty_sentence
from bot.engine.views.said import no_shootout_said, result_of, result_said
from bot.engine.views.shapes import unknown
from bot.knowledge import DecidedIn, Role, Shootout, ShootoutKick

SCORED = "scored"  # a shootout kick's outcome when it went in


@view("decided", one_match=True, data=data_match.decided, about_play=True)
def decided(f: MatchFacts, s: Slots) -> Rendered:
    """'Was there extra time?', 'did it go to penalties?', 'how was it decided?'."""
    m = f.match
    facts = {"decided_in": f.decided_in, "score": dict(m.score)}
    if (
        "penalty" in s.methods
        and topic.SHOOTOUT not in s.topics
        and f.decided_in != DecidedIn.PENALTIES
    ):
        return VIEWS["goal"](f, s)  # "were there any penalties": penalty kicks in play
    asks_penalties = topic.SHOOTOUT in s.topics or "penalty" in s.methods
    result = result_said(f)
    if asks_penalties and f.decided_in == DecidedIn.EXTRA_TIME:
        text = f.say(
            "decided.no_penalties",
            "No penalties: it was settled in extra time. {line}.",
            line=result.text,
        )
        return Rendered(text, facts, claims=(no_shootout_said(f, text), result))
    if f.decided_in == DecidedIn.REGULATION:
        text = f.say("decided.no", "No, it was decided in normal time: {line}.", line=result.text)
        return Rendered(text, facts, claims=(result,))
    level = "-".join(str(m.score[t]) for t in m.teams)
    extra = [g for g in f.goals if g.goal.period.startswith("extra_time")]
    scorers = ", ".join(f"{f.name(g.goal.scorer)} {f.minute_phrase(g.goal)}" for g in extra)
    goals = (
        f.say("decided.extra_goals", " Extra-time goals: {scorers}.", scorers=scorers)
        if scorers
        else f.say("decided.extra_none", " No goals in extra time.")
    )
    claims = (result, *(Said(goal_of(f, g), f.name(g.goal.scorer)) for g in extra))
    if f.decided_in == DecidedIn.PENALTIES:
        text = f.say(
            "decided.penalties_yes",
            "Yes: it was {level} after extra time, and {winner} won the penalty shootout "
            "{shootout}.{goals}",
            level=level,
            winner=f.team_name(m.winner),
            shootout=f.shootout_score(),
            goals=goals,
        )
        return Rendered(text, {**facts, "shootout": f.shootout_score()}, claims=claims)
    text = f.say(
        "decided.extra_yes",
        "Yes, it went to extra time: {line}.{goals}",
        line=result.text,
        goals=goals,
    )
    return Rendered(text, facts, claims=claims)


@view(
    "shootout",
    one_match=True,
    data=data_match.shootout,
    lists=True,
    about_play=True,
    answers_who="scorer",
)
def shootout(f: MatchFacts, s: Slots) -> Rendered:
    m = f.match
    so = m.result.shootout
    kicks = f.penalties_in_play()
    in_play = topic.SHOOTOUT not in s.topics and kicks
    if in_play and (so is None or asked_in_play(s, kicks)):  # a penalty of the match itself
        return VIEWS["penalty"](f, s)
    if so is None or m.winner is None:
        if "penalty" in s.methods and topic.SHOOTOUT not in s.topics:  # "who took the penalty"
            return VIEWS["penalty"](f, s)
        if not _asks_shootout(s):  # "who had the early chances": not about penalties
            if topic.MISSED in s.topics or not s.people:
                return VIEWS["chances"](f, s)
            return unknown(f.say("shootout.not_asked", "The report doesn't say."))
        result = result_said(f)
        text = f.say("shootout.none", "There was no penalty shootout: {line}.", line=result.text)
        return Rendered(text, {"shootout": None}, claims=(no_shootout_said(f, text), result))
    head = f.say(
        "shootout.head",
        "{winner} won the shootout {shootout} after a {score} draw.",
        winner=f.team_name(m.winner),
        shootout=f.shootout_score(),
        score="-".join(str(m.score[t]) for t in m.teams),
    )
    facts = {"shootout": dict(so.score), "winner": f.team_name(m.winner)}
    claims = (Said(result_of(f), head),)
    if not so.kicks:
        return Rendered(
            head + f.say("shootout.no_kicks", " The report does not list the kicks."),
            facts,
            claims=claims,
        )
    asked = _kicks_asked(f, s, so, head, facts)
    asked = replace(asked, claims=(*claims, *asked.claims))
    theirs = [k for k in in_play or [] if s.people and involves(k, s.people)]
    if theirs and not any(k.taker in s.people or k.keeper in s.people for k in so.kicks):
        return VIEWS["penalty"](f, s)  # "did Robben score his penalty": the one in play
    if in_play and (first := _failed_in_play_first(f, s, so, in_play, asked)) is not None:
        return first
    if theirs and topic.COUNT not in s.topics:  # "did Čech save a penalty": in play too
        failing = topic.MISSED in s.topics or topic.SAVED in s.topics
        before = " ".join(penalty_sentence(f, k, failing) for k in theirs)
        return replace(asked, text=f"{before} {asked.text}")
    return asked


def _failed_in_play_first(
    f: MatchFacts, s: Slots, so: Shootout, in_play: list[PenaltyKick], asked: Rendered
) -> Rendered | None:
    """A miss or save asked about, in a match with penalties missed in play as well as a
    shootout: those in play come first. A player's own miss in play is the answer ("when
    did X miss his penalty", though he scored in the shootout); "who missed a penalty"
    names the misses in play, then the shootout's."""
    if topic.MISSED not in s.topics and topic.SAVED not in s.topics:
        return None
    if s.penalty_ordinals or not SHOOTOUT_ONLY.isdisjoint(s.topics):
        return None  # "the first penalty", "the last one": a shootout's kicks
    saved_only = topic.MISSED not in s.topics
    failed = [k for k in in_play if not k.scored and (k.keeper or not saved_only)]
    if s.people:
        own = [k for k in failed if involves(k, s.people)]
        kicks = [k for k in so.kicks if k.taker in s.people or k.keeper in s.people]
        if own and all(k.outcome == SCORED for k in kicks):
            return VIEWS["penalty"](f, s)
        return None
    failed = [k for k in failed if not s.teams or awarded_to(f, k) in s.teams]
    if not failed:
        return None
    before = " ".join(penalty_sentence(f, k, True) for k in failed)
    people = [p for k in failed for p in (k.taker, k.keeper) if p]
    shown = people + [p for p in asked.facts.get("people") or [] if p not in people]
    return replace(asked, text=f"{before} {asked.text}", facts=dict(asked.facts, people=shown))


# Topics that mean a shootout's kicks: its winning kick, a kick that would have won it
SHOOTOUT_ONLY = frozenset({topic.WINNING_KICK, topic.MATCH_POINT})


# What says a question is about a shootout: its words (or a penalty, read as a method).
SHOOTOUT_TOPICS = frozenset({topic.SHOOTOUT, topic.WINNING_KICK})


def _asks_shootout(s: Slots) -> bool:
    """Whether the question speaks of penalties or a shootout at all; a phrasing's other
    words ("who missed", "did X take a penalty") match questions that do not ("who had
    the early chances", "did X take the blame")."""
    return not SHOOTOUT_TOPICS.isdisjoint(s.topics) or "penalty" in s.methods


def _kicks_asked(f: MatchFacts, s: Slots, so: Shootout, head: str, facts: Facts) -> Rendered:
    """The kicks a shootout question asks about (whose hit the bar, the winning one, a
    taker's, the misses), or the kicks that decided it."""
    kicks = list(enumerate(so.kicks))
    numbered = _kick_numbers(so.kicks)
    details = [d for d in ("bar", "post", "wide", "over") if d in s.topics]
    hit = [(i, k) for i, k in kicks if k.detail in details]
    hit = [(i, k) for i, k in hit if k.taker in s.people] or hit  # "did rashford hit the post"
    if hit:  # "whose kick hit the bar?"
        lines = [_kick_line(f, so.kicks[i], numbered[i]) for i, _ in hit]
        people = [k.taker for _, k in hit]
        return Rendered("; ".join(lines) + ". " + head, {**facts, "people": people})
    failing = topic.MISSED in s.topics or topic.SAVED in s.topics
    thrown = _thrown_away(so, s) if topic.MATCH_POINT in s.topics else []
    if thrown:  # "who missed the penalty that would have won it"
        lines = [_kick_line(f, so.kicks[i], numbered[i]) for i in thrown]
        people = [so.kicks[i].taker for i in thrown]
        return Rendered("; ".join(lines) + f". {head}", {**facts, "people": people})
    if topic.WINNING_KICK in s.topics and failing and so.kicks[-1].outcome != SCORED:
        # "who missed the last penalty": the kick that ended it, not the last one scored
        last = len(so.kicks) - 1
        line = _kick_line(f, so.kicks[last], numbered[last])
        return Rendered(f"{head} {line}.", {**facts, "people": [so.kicks[last].taker]})
    if topic.WINNING_KICK in s.topics and (won := _winning(f, so, head, facts)) is not None:
        return won
    chosen = kicks
    if s.people:
        chosen = [(i, k) for i, k in kicks if k.taker in s.people or k.keeper in s.people]
        if not chosen:
            who = join_names([f.name(p) for p in s.people], f.say("and", " and "))
            text = f.say(
                "shootout.not_taken",
                "{who} did not take a penalty in the shootout. {head}",
                who=who,
                head=head,
            )
            return Rendered(text, facts)
    if s.teams:
        chosen = [(i, k) for i, k in chosen if k.team in s.teams] or chosen
    nth = _nth_kick(s, chosen, numbered)
    if nth is not None:  # "Chelsea's first penalty", "the last one": that kick
        line = _kick_line(f, so.kicks[nth], numbered[nth])
        return Rendered(f"{line}. {head}", dict(facts, people=[so.kicks[nth].taker]))
    if topic.MISSED in s.topics or topic.SAVED in s.topics:
        failed = _failed(f, s, so, chosen, numbered, head)
        if isinstance(failed, str):  # none missed: all scored, of the side asked or all
            side = _side_asked(s, chosen)
            n = len(chosen)
            said = () if s.people else _count_claims(replace(s, topics=[]), side, failed, n, n)
            return Rendered(failed, facts, claims=said)
        chosen = failed
    listed = chosen
    side = _side_asked(s, chosen)
    if len(chosen) > MAX_KICKS_LISTED and not side:
        # the whole shootout: the kicks that decided it (a side's are listed in full)
        decider = f.winning_kick()
        listed = [(i, k) for i, k in chosen if k.outcome != SCORED or k is decider]
    lines = [_kick_line(f, so.kicks[i], numbered[i]) for i, _ in listed]
    takers = list(dict.fromkeys(so.kicks[i].taker for i, _ in listed))
    shown = {**facts, "kicks": len(chosen), "people": takers}
    if topic.COUNT in s.topics:  # "how many did Čech save": the number first, of them all
        scored = sum(so.kicks[i].outcome == SCORED for i, _ in chosen)
        count = _kick_count(f, s, len(chosen), scored)
        said = _count_claims(s, side, count, len(chosen), scored)
        if listed != chosen:  # not every kick counted is listed: say which are
            count = count.rstrip().rstrip(":") + f.say(
                "shootout.count_deciding", "; the kicks that decided it: "
            )
        return Rendered(count + "; ".join(lines) + f". {head}", shown, claims=said)
    return Rendered(f"{head} " + "; ".join(lines) + ".", shown)


def _thrown_away(so: Shootout, s: Slots) -> list[int]:
    """The kicks, missed or saved, that would have won the shootout had they gone in (of
    the side asked about, if one): scored, the taker's side would have led by more than
    the other side's kicks left (five each, then one each) could make up."""
    taken = dict.fromkeys(so.score, 0)
    goals = dict.fromkeys(so.score, 0)
    thrown: list[int] = []
    for i, k in enumerate(so.kicks):
        other = next((t for t in taken if t != k.team), None)
        if other is None or k.team not in taken:
            return []
        taken[k.team] += 1
        rounds = max(5, taken[k.team])
        clinching = goals[k.team] + 1 > goals[other] + rounds - taken[other]
        if clinching and k.outcome != SCORED and (not s.teams or k.team in s.teams):
            thrown.append(i)
        goals[k.team] += k.outcome == SCORED
    return thrown


def _side_asked(s: Slots, chosen: list[tuple[int, ShootoutKick]]) -> str | None:
    """The one side whose kicks are all those chosen ("Chelsea's penalties"), if asked."""
    sides = {k.team for _, k in chosen}
    if s.people or len(s.teams) != 1 or sides != set(s.teams):
        return None
    return s.teams[0]


def _count_claims(
    s: Slots, side: str | None, text: str, taken: int, scored: int
) -> tuple[Said, ...]:
    """The kicks taken and scored, of the shootout or of one side, as typed claims (a
    count over the misses only, or one player's, says other numbers)."""
    if s.people or topic.MISSED in s.topics or topic.SAVED in s.topics:
        return ()
    if s.teams and side is None:
        return ()
    words = text.strip().rstrip(":")
    return (
        Said(Count(Counted.SHOOTOUT_TAKEN, taken, who=side), words),
        Said(Count(Counted.SHOOTOUT_SCORED, scored, who=side), words),
    )


def _nth_kick(s: Slots, chosen: list[tuple[int, ShootoutKick]], numbered: list[int]) -> int | None:
    """The index of the kick a numbered question asks for ("the first penalty", "Bayern's
    second", "the last one"): by its number within the side named, else in kick order."""
    if not s.penalty_ordinals or topic.COUNT in s.topics or not chosen:
        return None
    n = s.penalty_ordinals[0]
    if n == -1:
        return chosen[-1][0]
    if s.teams:
        return next((i for i, _ in chosen if numbered[i] == n), None)
    return chosen[n - 1][0] if n <= len(chosen) else None


def _kick_count(f: MatchFacts, s: Slots, n: int, scored: int) -> str:
    """'2 saved: ', '3 missed or saved: ', '5 kicks taken, 4 scored: '."""
    if topic.SAVED in s.topics and topic.MISSED not in s.topics:
        keepers = [p for p in s.people if Role.GOALKEEPER in f.roles_of(p)]
        if len(keepers) == 1:  # "how many did Čech save"
            name = f.name(keepers[0])
            if n == 1:
                return f.say("shootout.count_keeper_one", "{name} saved 1 kick: ", name=name)
            return f.say("shootout.count_keeper", "{name} saved {n} kicks: ", name=name, n=n)
        return f.say("shootout.count_saved", "{n} saved: ", n=n)
    if topic.MISSED in s.topics or topic.SAVED in s.topics:
        return f.say("shootout.count_failed", "{n} missed or saved: ", n=n)
    return f.say("shootout.count_all", "{n} kicks taken, {scored} scored: ", n=n, scored=scored)


def _winning(f: MatchFacts, so: Shootout, head: str, facts: dict[str, object]) -> Rendered | None:
    """Who scored the winning penalty: the last kick, when the winner scored it. A shootout
    ended by the loser's miss or save had no winning kick: say whose kick ended it."""
    last = f.deciding_kick()
    if last is None:
        return None
    if (k := f.winning_kick()) is None:
        line = _kick_line(f, last, _kick_numbers(so.kicks)[-1])
        text = f.say(
            "shootout.no_winning_kick",
            "No kick won it: the shootout ended when {line}. {head}",
            line=line,
            head=head,
        )
        people = [p for p in (last.taker, last.keeper) if p]
        return Rendered(text, {**facts, "taker": None, "people": people})
    return Rendered(
        f.say(
            "shootout.winning",
            "{taker} scored the winning penalty: {head}",
            taker=name_with_team(f, k.taker),
            head=head,
        ),
        {**facts, "taker": f.name(k.taker), "people": [k.taker]},
    )


def _failed(
    f: MatchFacts,
    s: Slots,
    so: Shootout,
    chosen: list[tuple[int, ShootoutKick]],
    numbered: list[int],
    head: str,
) -> list[tuple[int, ShootoutKick]] | str:
    """Of the kicks chosen, those missed or saved as asked; or the answer that none was."""
    wanted = (
        {"saved"}
        if topic.SAVED in s.topics and topic.MISSED not in s.topics
        else {"saved", "missed"}
    )
    failed = [(i, k) for i, k in chosen if k.outcome in wanted]
    if not failed and s.people:
        lines = [_kick_line(f, so.kicks[i], numbered[i]) for i, _ in chosen]
        return f.say("no", "No") + f": {'; '.join(lines)}. {head}"
    side = _side_asked(s, chosen)
    if not failed and side is not None:  # "did Germany miss any": theirs, not the others'
        return f.say(
            "shootout.side_none_missed",
            "No: {team} scored all {n} of their penalties. {head}",
            team=f.team_name(side),
            n=len(chosen),
            head=head,
        )
    if not failed:
        return f.say(
            "shootout.none_missed",
            "Nobody missed: every penalty there was scored. {head}",
            head=head,
        )
    return failed


MAX_KICKS_LISTED = 6


def _kick_numbers(kicks: list[ShootoutKick]) -> list[int]:
    """Each kick's number within its team's kicks (1st, 2nd, ...)."""
    seen: dict[str, int] = {}
    out = []
    for k in kicks:
        seen[k.team] = seen.get(k.team, 0) + 1
        out.append(seen[k.team])
    return out


def _kick_line(f: MatchFacts, kick: ShootoutKick, number: int) -> str:
    taker, team, outcome = f.name(kick.taker), f.team_name(kick.team), kick.outcome
    did = {"scored": "scored", "missed": "missed", "saved": "had it saved"}[outcome]
    did = f.say(f"kick.{outcome}", did)
    if kick.detail:
        did += f.say(f"kick.detail_{kick.detail}", KICK_DETAIL[kick.detail])
    by = ""
    if outcome == "saved" and kick.keeper:
        by = f.say("kick.by", " by {keeper}", keeper=f.name(kick.keeper))
    return f.say(
        "kick.line",
        "{taker} took {team_s} {nth} kick and {did}{by}",
        taker=taker,
        team_s=possessive(team),
        team=team,
        nth=ordinal(number, f.lang),
        did=did,
        by=by,
    )


def shootout_lines(f: MatchFacts) -> list[str]:
    """Timeline rows for the shootout: the result, then each kick in order."""
    so, m = f.match.result.shootout, f.match
    if so is None or m.winner is None:
        return []
    rows = [
        f.say(
            "shootout.row",
            "PENALTIES: {winner} won the shootout {shootout}",
            winner=f.team_name(m.winner),
            shootout=f.shootout_score(),
        )
    ]
    rows += [_kick_line(f, k, n) for k, n in zip(so.kicks, _kick_numbers(so.kicks), strict=True)]
    return rows
