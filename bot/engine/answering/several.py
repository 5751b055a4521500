"""A message of several clauses, answered clause by clause.

"spain v portugal in the r16, what was the score", "cuántos goles metió y cuántos recibió
méxico": each clause is answered alone, in the whole message's language, about what it
or a clause around it names; the clauses answered are joined (`by_clause`). The engine
answers each clause (`Asker.answer_one`); this module decides what each is about and
which answers the fan gets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from bot.engine.answering.context import Context
from bot.engine.answering.reply import Reply
from bot.engine.facts.match import MatchFacts
from bot.engine.matching.features import matched_words
from bot.engine.matching.resolve import Found, resolve
from bot.engine.moment import Moment
from bot.engine.understanding.lang import Lang, merged
from bot.engine.understanding.pipeline import Parsed, Understanding
from bot.engine.understanding.slots import Slots
from bot.engine.understanding.tokens import content
from bot.knowledge import Knowledge

ANSWER_AT = 68.0  # confident enough to answer
# Clause by clause, answers longer than this together give way to the whole message's
# own answer, if it has one (a chat reply, not a page).
LONG_JOINED = 600


class Asker(Protocol):
    """What clause-by-clause answering needs of the engine."""

    understanding: Understanding
    facts: MatchFacts
    knowledge: Knowledge
    filler: frozenset[str]

    def answer_one(
        self,
        question: str,
        context: Context | None = None,
        *,
        lang: Lang | None = None,
        current: str | None = None,
        subject: Slots | None = None,
        parsed: Parsed | None = None,
        moment: Moment | None = None,
    ) -> Reply: ...


@dataclass
class _Walk:
    """What the clauses so far leave, for the next clause and for the joined reply."""

    about: str | None  # the match the last clause was about, else the caller's
    subject: Slots | None  # what the clauses so far named
    answered: list[Reply] = field(default_factory=list)
    declined: Reply | None = None  # a clause understood, that the knowledge lacks
    topic: Reply | None = None  # the answer to what a message names before it asks
    unread: tuple[str, Parsed] | None = None  # a leading aside naming nothing, unanswered


@dataclass(frozen=True)
class _Message:
    """The message cut into clauses, each read, with what the whole asks."""

    question: str
    parts: list[str]
    read: list[Parsed]
    asks: list[bool]
    only_read: list[bool]  # a clause that asks nothing beside one that does
    context: Context | None
    lang: Lang
    current: str | None
    moment: Moment | None = None


def by_clause(
    engine: Asker,
    question: str,
    pieces: list[tuple[str, bool]],
    whole: Callable[[], Reply],
    context: Context | None,
    *,
    lang: Lang | None,
    current: str | None,
    moment: Moment | None = None,
) -> Reply:
    """Each clause answered alone, in the whole message's language; the clauses
    answered, joined. A clause that names nothing of its own ("who scored the winner"
    after "belgium v senegal went to ET right") is about the match the clause before
    was about, else what it named (its pronouns too: "how far did they get"), else
    what a later clause names ("cuántos goles metió y cuántos recibió méxico"); never
    silently the current match when another was named. Chatter ("was at work all
    day") and small talk are left out; nothing answered: the whole message's reply."""
    parts, asks = [text for text, _ in pieces], [a for _, a in pieces]
    read = [engine.understanding.parse(part) for part in parts]
    msg = _Message(
        question,
        parts,
        read,
        asks,
        [any(asks) and not a for a in asks],
        context,
        lang or engine.understanding.language_of(question),
        current,
        moment,
    )
    # what the clauses so far named; at first, what the first naming clause names
    walk = _Walk(current, next((p.slots.copy() for p in read if names_subject(p.slots)), None))
    for at in range(len(parts)):
        _clause(engine, msg, walk, at)
    return _joined(engine, msg, walk, whole)


def _clause(engine: Asker, msg: _Message, walk: _Walk, at: int) -> None:
    """One clause answered, about what the walk so far says it is about."""
    part, parsed, aside = msg.parts[at], msg.read[at], msg.only_read[at]
    if aside and not names_subject(parsed.slots):
        # "hey bot, did spain win": nothing for the questions to be about; answered
        # below only if no question is
        if walk.unread is None and not any(msg.asks[:at]):
            walk.unread = (part, parsed)
        return
    named = parsed.slots.copy()  # as read, whatever answering the clause does
    new = (
        names_subject(named)
        and not _within(engine, named, walk.about)
        and not narrower(named, walk.subject)
    )
    if new:
        walk.about, walk.subject = msg.current, None
    # "...messi en todo el mundial? y lautaro?": a clause of names alone asks the
    # clause before's question of them, as a follow-up in a conversation does
    words = matched_words(parsed)  # a date read is a name here too ("¿y el 12 de junio?")
    names_only = bool(walk.answered) and all(w.startswith("{") for w in content(list(words)))
    r = engine.answer_one(
        part,
        walk.answered[-1].context if names_only and words else msg.context,
        lang=msg.lang,
        current=walk.about,
        moment=msg.moment,
        subject=walk.subject,
        parsed=parsed,
    )
    # what the next clauses ask about, unless they say: the match this one was
    # about ("...? ¿quién marcó?": both sides' scorers), else what it named
    # the match the answer is about or cites ("who got 3rd? the score in that
    # game"), else the one the clause named ("quién ganó la semi de inglaterra":
    # its goals are both sides'), else what it named
    cited = r.match or r.facts.get("match") or r.facts.get("cites")
    if isinstance(cited, str):
        walk.about, walk.subject = cited, None
    elif new:
        walk.about, walk.subject = _match_named(engine, named) or walk.about, named
        if walk.about != msg.current and walk.about is not None:
            walk.subject = besides_the_match(named)
    _keep(engine, msg, walk, r, at)


def _keep(engine: Asker, msg: _Message, walk: _Walk, r: Reply, at: int) -> None:
    """What a clause's reply adds to the walk: an answer, a decline, a topic."""
    aside = msg.only_read[at]
    if not aside and walk.declined is None and r.is_decline and r.confidence >= ANSWER_AT:
        walk.declined = r
    if aside and walk.topic is None and not walk.answered and r.is_answer:
        walk.topic = r if not any(msg.asks[:at]) else None
    if (
        not aside
        and r.is_answer
        and r.intent not in engine.filler
        and all(not repeats(r, a) for a in walk.answered)
    ):
        walk.answered.append(r)


def _joined(engine: Asker, msg: _Message, walk: _Walk, whole: Callable[[], Reply]) -> Reply:
    """The clauses' answers joined, or the one reply that stands for the message."""
    answered, topic, question = walk.answered, walk.topic, msg.question
    if not answered and topic is None and walk.unread is not None:
        part, parsed = walk.unread
        r = engine.answer_one(
            part,
            msg.context,
            lang=msg.lang,
            current=msg.current,
            parsed=parsed,
            moment=msg.moment,
        )
        topic = r if r.is_answer and r.intent not in engine.filler else None
    if not answered and topic is not None:
        # "biggest stadium at the world cup, how many does it hold": what it names
        return replace(topic, question=question)
    if not answered and walk.declined is not None and any(msg.only_read):
        # "how many yellows did england get? felt like loads": the knowledge has no
        # cards, whatever the chatter after the question would match
        return replace(walk.declined, question=question)
    if not answered:
        return whole()
    if len(answered) == 1 and not any(msg.only_read) and whole().is_answer:
        return whole()
    joined = sum(len(a.text) + 2 for a in answered)
    if joined > LONG_JOINED and whole().is_answer and len(whole().text) < joined:
        return whole()  # answered whole, it is short; clause by clause, a page
    first, last = answered[0], answered[-1]
    return replace(
        first,
        question=question,
        text="\n\n".join(a.text for a in answered),
        claims=tuple(c for a in answered for c in a.claims),
        confidence=min(a.confidence for a in answered),
        context=last.context,
        match=first.match if all(a.match == first.match for a in answered) else None,
    )


def _within(engine: Asker, named: Slots, match_id: str | None) -> bool:
    """Whether a clause names nothing but teams, or players, of the match just
    answered about ("usa paraguay, what was the score and who scored for the US?",
    "argentina's first game, how did it go and did messi score?")."""
    tf = engine.facts.tournament
    m = tf.by_id.get(match_id) if tf is not None and match_id else None
    if m is None or tf is None:
        return False
    if named.teams and not names_subject(named, teams=False):
        return set(named.teams) <= set(m.teams)
    if named.teams or not (named.people or named.players):
        return False
    if any(_subject_lists(named, people=False)):
        return False
    ids = [*named.players, *(engine.knowledge.players.get(p, "") for p in named.people)]
    teams = {tf.players[i].team for i in ids if i in tf.players}
    return bool(teams) and teams <= set(m.teams)


def _match_named(engine: Asker, named: Slots) -> str | None:
    """The one match a clause names by more than a team ("the semi of england",
    "argentina's first game", "usa v wales"), else None."""
    tf = engine.facts.tournament
    if tf is None or named.groups or len(named.teams) > 2:
        return None  # a group, or teams level in one: no match
    if not (named.names_match or len(named.teams) == 2):
        return None
    found = resolve(tf, named)
    return found.matches[0].id if found.kind is Found.ONE else None


def with_subject(slots: Slots, subject: Slots) -> Slots:
    """`slots` with what `subject` names (its teams, match, people, place and year); the
    teams the clause names itself first ("who scored for the dutch" after "netherlands
    argentina 2022": the Netherlands' goals in that match)."""
    out = slots.copy()
    out.people, out.players = list(subject.people), list(subject.players)
    out.stages, out.dates = list(subject.stages), list(subject.dates)
    out.relative, out.groups = list(subject.relative), list(subject.groups)
    out.venues, out.clubs, out.years = (
        list(subject.venues),
        list(subject.clubs),
        list(subject.years),
    )
    out.teams = list(dict.fromkeys([*slots.teams, *subject.teams]))
    return out


def besides_the_match(named: Slots) -> Slots | None:
    """What a clause names besides the match it names (its people), if anything."""
    if not (named.people or named.players):
        return None
    out = named.copy()
    out.teams, out.stages, out.dates, out.relative, out.years = [], [], [], [], []
    return out


def narrower(named: Slots, subject: Slots | None) -> bool:
    """Whether a clause names nothing but some of the teams a clause before named (so it
    asks about the same match)."""
    return (
        subject is not None
        and bool(named.teams)
        and len(subject.teams) > len(named.teams)
        and set(named.teams) <= set(subject.teams)
        and not names_subject(named, teams=False)
    )


def pronouns_named(words: tuple[str, ...], subject: Slots) -> tuple[str, ...]:
    """'how far did they get' after a clause naming Morocco: 'how far did {team} get'."""
    pronouns = merged()
    out = []
    for w in words:
        if subject.teams and w in pronouns.team_pronouns:
            w = "{team}"
        elif (subject.people or subject.players) and w in pronouns.person_pronouns:
            w = "{person}"
        out.append(w)
    return tuple(out)


def repeats(reply: Reply, earlier: Reply) -> bool:
    """Whether a clause's answer says what an earlier one did: one inside the other, or
    the same question about the same thing ("where did they finish in the group and how
    many points": the group's table twice)."""
    if reply.text in earlier.text or earlier.text in reply.text:
        return True
    return reply.intent == earlier.intent and reply.facts == earlier.facts


def _subject_lists(s: Slots, teams: bool = True, people: bool = True) -> list[list[Any]]:
    """The slots that name what a question is about: its teams, people, match (stage,
    date, group), place, club and year (without the teams or the people if so asked)."""
    lists: list[list[Any]] = [s.teams] if teams else []
    if people:
        lists += [s.people, s.players]
    return [*lists, s.stages, s.dates, s.relative, s.groups, s.venues, s.clubs, s.years]


def names_subject(s: Slots, teams: bool = True) -> bool:
    """Whether a question names what it asks about (a match, team, person, place, club,
    group or year; with `teams` False, besides its teams), rather than leaving it to the
    current match."""
    return any(_subject_lists(s, teams=teams))


def asks_which_match(reply: Reply) -> bool:
    """A 'which match?' reply: the intent was read, the match is open."""
    matches = reply.facts.get("matches")
    return reply.is_suggestion and isinstance(matches, list) and len(matches) > 1
