"""Sentences and facts about one person's match, shared by the views: what they did
(goals, assists, moments, kicks, awards), who a question names (or the holder of a role).

Nothing here names a team or player: what someone did is computed from the timeline.
"""

from __future__ import annotations

from bot.engine.facts.match import MatchFacts, minute_mark
from bot.engine.facts.wording import award_name, said_text
from bot.engine.languages.en.answering import KICK_DONE, REASON_WORDS
from bot.engine.understanding.slots import Slots
from bot.engine.understanding.tokens import clean
from bot.engine.views.base import possessive
from bot.engine.views.goal_text import goal_list, method_mark, select_goals
from bot.engine.views.shapes import PersonRecord
from bot.knowledge import Absence, EventKind, KickOutcome, Person, Role

# The moments of a person's match told after their goals and assists.
_TOLD_MOMENTS = frozenset(
    {EventKind.CHANCE, EventKind.SUBSTITUTION, EventKind.SAVE, EventKind.CARD}
)


def assists_phrase(f: MatchFacts, n: int) -> str:
    """'1 assist', '2 assists' (and their Spanish)."""
    if n == 1:
        return f.say("assists.one", "{n} assist", n=n)
    return f.say("assists.many", "{n} assists", n=n)


def contribution_text(f: MatchFacts, p: Person) -> str:
    """What a person did: goals and assists computed from the timeline, then moments."""
    done: list[str] = []
    goals, assists = f.goals_by(p.id), f.assists_by(p.id)
    if goals:
        listed = f.say("and", " and ").join(
            f"{f.goal_name(g)} ({minute_mark(g.goal)}{method_mark(f, g.goal.method, True)})"
            for g in goals
        )
        done.append(f.say("did.scored", "scored {goals}", goals=listed))
    if assists:
        done.append(
            f.say(
                "did.assists",
                "made {assists}: {goals}",
                assists=assists_phrase(f, len(assists)),
                goals=goal_list(f, assists),
            )
        )
    who = p.name
    if Role.SUBSTITUTE in p.roles:
        who = f.say("did.substitute", "{name}, a substitute,", name=p.name)
    sentences = [f"{who} " + "; ".join(done) + "."] if done else []
    moments = [e for e in f.events_with(p.id) if e.kind in _TOLD_MOMENTS]
    sentences.extend(said_text(f, e) for e in moments)  # the substance: quoted if English
    sentences.extend(_penalties_of(f, p))
    sentences.extend(_shootout_of(f, p))
    sentences.extend(
        f.say("did.award", "{name} was named {award}.", name=p.name, award=award_name(f.lang, a))
        for a in f.match.awards
        if a.person == p.id
    )
    sentences.extend(
        f.say("did.said", "{name} said {text}.", name=p.name, text=f.as_written(pp, "text"))
        for pp in f.k.paraphrases
        if pp.speaker == p.id
    )
    if not sentences:  # listed as missing the match: not "nothing more"
        absent = [a for x in f.match.lineups for a in x.absent if a.person == p.id]
        sentences.extend(absence_sentence(f, a) for a in absent)
    if not sentences and p.description:
        sentences.append(f"{p.name} {said_text(f, p)}.")
    if not sentences:  # on the team sheet: started, or stayed on the bench
        sentences.extend(on_the_sheet(f, p))
    return " ".join(sentences) or f.say(
        "did.nothing",
        "The report says nothing more about {name_s} match.",
        name_s=possessive(p.name),
        name=p.name,
    )


def on_the_sheet(f: MatchFacts, p: Person) -> list[str]:
    """'Yuri Bakken was on Quiravia's bench and did not come on.' / 'Glenn Hoddle started
    for England.': a person the line-ups name and nothing else tells of."""
    came_on = {sub.on for sub in f.substitutions()}
    for sheet in f.match.lineups:
        team = f.team_name(sheet.team)
        if p.id in sheet.starting:
            return [f.say("did.started", "{name} started for {team}.", name=p.name, team=team)]
        if p.id in sheet.bench and p.id not in came_on:
            text = f.say(
                "did.unused",
                "{name} was on {team_s} bench and did not come on.",
                name=p.name,
                team_s=possessive(team),
                team=team,
            )
            return [text]
    return []


def absence_sentence(f: MatchFacts, a: Absence) -> str:
    """'Rafael Onoya missed the match (injured: a hamstring injury); Kwame Ashdown played
    instead.'"""
    why = f.say(f"absent.{a.reason}", REASON_WORDS[a.reason])
    if a.description:
        why += f": {f.as_written(a, 'description')}"
    text = f.say("absent.line", "{name} missed the match ({why})", name=f.name(a.person), why=why)
    if a.replaced_by:
        text += f.say("absent.instead", "; {name} played instead", name=f.name(a.replaced_by))
    return text + "."


def _penalties_of(f: MatchFacts, p: Person) -> list[str]:
    """The penalties in play a person won or gave away."""
    sentences: list[str] = []
    for kick in f.penalties_in_play():  # a penalty won or given away
        a, mark = kick.award, minute_mark(kick.moment)
        if a is not None and a.won_by == p.id:
            sentences.append(
                f.say(
                    "did.won_pen", "{name} won the penalty taken at {mark}.", name=p.name, mark=mark
                )
            )
        if a is not None and a.conceded_by == p.id:
            sentences.append(
                f.say(
                    "did.gave_pen",
                    "{name} gave away the penalty taken at {mark}.",
                    name=p.name,
                    mark=mark,
                )
            )
    return sentences


def _shootout_of(f: MatchFacts, p: Person) -> list[str]:
    """A person's kicks in the shootout, taken or saved."""
    sentences: list[str] = []
    shootout = f.match.result.shootout
    for k in shootout.kicks if shootout else []:
        if k.taker == p.id:
            sentences.append(
                f.say(
                    "did.kick",
                    "In the shootout {name} took a penalty and {did}.",
                    name=p.name,
                    did=f.say(f"did_kick.{k.outcome}", KICK_DONE[k.outcome]),
                )
            )
        elif k.keeper == p.id and KickOutcome(k.outcome) is KickOutcome.SAVED:
            taker = f.name(k.taker)
            sentences.append(
                f.say(
                    "did.saved_kick",
                    "In the shootout {name} saved {taker_s} kick.",
                    name=p.name,
                    taker_s=possessive(taker),
                    taker=taker,
                )
            )
    return sentences


def person_facts(f: MatchFacts, p: Person) -> PersonRecord:
    return PersonRecord(
        id=p.id,
        name=p.name,
        team=f.team_name(p.team),
        roles=list(p.roles),
        club=p.club,
        position=p.position,
        nationality=p.nationality,
        goals=[minute_mark(g.goal) for g in f.goals_by(p.id)],
        assists=[minute_mark(g.goal) for g in f.assists_by(p.id)],
        quotes=[q.text for q in f.k.quotes if q.speaker == p.id],
    )


def resolve_people(f: MatchFacts, s: Slots) -> list[Person]:
    """People named, or else the holders of a named role (in a named team)."""
    named = [p for pid in s.people if (p := f.person(pid))]
    if named:
        return named
    if not s.roles and (s.goals or s.minutes or s.scores or s.ordinals):
        scorers = [g.goal.scorer for g in select_goals(f, s)]  # "the winner's club"
        return [p for pid in dict.fromkeys(scorers) if (p := f.person(pid))]
    out: list[Person] = []
    for role in s.roles:
        teams: list[str | None] = list(s.teams) or [None]
        for team in teams:
            out.extend(p for p in f.role_holders(role, team) if p not in out)
    if s.nationalities:
        pool = out if s.roles else list(f.k.people)
        out = [p for p in pool if p.nationality and clean(p.nationality) in s.nationalities]
    return out
