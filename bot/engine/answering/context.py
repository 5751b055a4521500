"""Follow-up questions: what the last answer was about, and how a new question leans on it.

The engine stays stateless: whoever holds the conversation keeps the `Context` a reply
returns and passes it with the next question. A question that stands on its own is answered
as if there were no context. One that leans on it is completed first:
- a pronoun ("what did he say", "when did they score", "that goal") is replaced by the
  person, team or goal it stands for;
- a bare question ("when?", "how?", "who assisted?") gets what the last answer was about;
- an ellipsis ("and England?", "what about Kane?", "and the equaliser?") asks the last
  question again with the new name in place of the old one.
This module only plans; the engine ranks and renders, so the usual confidence rules apply.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from bot.engine.answering import nth_one
from bot.engine.answering.placed import placed
from bot.engine.facts import topics as topic
from bot.engine.facts.match import MatchFacts
from bot.engine.facts.tournament import TournamentFacts
from bot.engine.languages.canonical import ASKS_WHEN, WHO
from bot.engine.languages.en.answering import (
    DEMONSTRATIVES,
    GOAL_NOUNS,
    MATCH_NOUNS,
    ONE,
    OTHER_NOUNS,
    PERSON_NOUNS,
    TEAM_NOUNS,
    TRAILING_PRONOUNS,
    WEAK_PRONOUNS,
)
from bot.engine.matching.features import matched_words
from bot.engine.matching.resolve import Found, resolve
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import merged
from bot.engine.understanding.pipeline import Parsed
from bot.engine.understanding.slots import EDITION, NameKind, Slots
from bot.engine.views import VIEWS
from bot.engine.views.moments import MOMENT_VIEWS
from bot.engine.views.officials import CARDS_VIEW, NUMBERED_VIEWS
from bot.engine.views.penalties import KICK_VIEWS
from bot.engine.views.squad import SUBSTITUTIONS_VIEW

# "it" often means the match ("who won it"), so it only stands for a goal when the
# answer built on it beats the question's own (see `Plan.strong`); so do "that" and
# "this" at the end of a question ("when was that?"): `WEAK_PRONOUNS`, `TRAILING_PRONOUNS`.
# The topics that say what became of a penalty kick
KICK_TOPICS = frozenset({topic.SAVED, topic.MISSED, topic.WINNING_KICK})
OTHER = "other"
ITEM = "item"  # a view that follows the one item it told (`ViewSpec.follows`)
MAX_BARE_WORDS = 2  # content words a bare follow-up may have ("who provided the assist")
# Views whose answer tells the minute of each item it lists: a bare "when?" / "what
# minute?" after them asks the same again, for its minutes (not a goal's time). The
# moments' are asked first; these after one item's own follow-up (`_same_item`).
TIMED_VIEWS = frozenset({CARDS_VIEW, SUBSTITUTIONS_VIEW})
WHEN_STEMS = frozenset(n.stem(w) for w in ASKS_WHEN)  # as the parsed words are kept
WHOLE = frozenset({topic.COMPETITION, EDITION})  # the tournament named: not one match


def takes(view: str | None, kind: str) -> bool:
    """Whether `view` answers about a named `kind` ("when?" after a goal: goal_time does,
    the half-time score does not), as the view declared (`ViewSpec.follows`)."""
    spec = VIEWS.get(view) if view is not None else None
    return spec is not None and spec.takes(kind)


@dataclass(frozen=True)
class Context:
    """What one answer was about; small, immutable, safe to share between threads."""

    version: str  # the knowledge version the ids below belong to
    intent: str
    view: str | None
    focus: NameKind | None  # a goal, a person, a team or None: what a bare question continues
    people: tuple[str, ...] = ()  # person ids, the one "he" means first
    teams: tuple[str, ...] = ()
    goals: tuple[str, ...] = ()  # goal ids the answer was about
    slots: Slots = field(default_factory=Slots)  # the question's slots (never mutated)
    shown: tuple[str, ...] = ()  # person ids the answer itself named (not the question)
    # the tournament match the answer was about: the match in focus, which a follow-up
    # naming no other means ("what stadium was it at?", "score?"); see `focus`
    match: str | None = None


class Told(Protocol):
    """What `context_after` reads of a reply (`Reply`, not imported: it imports this)."""

    @property
    def facts(self) -> Mapping[str, Any]: ...

    @property
    def match(self) -> str | None: ...


@dataclass(frozen=True)
class Plan:
    """How to answer a follow-up: rank `parsed`, or render `intent` with `slots` directly."""

    how: str  # "pronoun", "bare" or "ellipsis": recorded in the reply's facts
    parsed: Parsed | None = None
    intent: str | None = None
    slots: Slots | None = None
    strong: bool = True  # False: use it only when the question alone is no better
    adds: NameKind | None = None  # the kind of name a bare plan added (its answer must take it)
    pronoun: bool = False  # a weak pronoun ("it") was read as the last answer's subject


def own_kinds(s: Slots) -> set[str]:
    """The kinds of thing a question names itself."""
    kinds: set[str] = set()  # of NameKind; plain strings for `accepts`
    if s.people or s.players:
        kinds.add(NameKind.PERSON)
    if s.names_match or s.groups:
        kinds.add(NameKind.MATCH)  # "and in the final?", "and on june 11?"
    if s.teams:
        kinds.add(NameKind.TEAM)
    if s.goals or s.ordinals or s.scores:
        kinds.add(NameKind.GOAL)
    if s.roles:
        kinds.add(NameKind.ROLE)
    if s.minutes:
        kinds.add(NameKind.MINUTE)
    if s.nationalities:
        kinds.add(NameKind.NATIONALITY)
    return kinds


def plan(
    question: str,
    parsed: Parsed,
    ctx: Context,
    facts: MatchFacts,
    accepts: Callable[[str, set[str]], bool],
) -> Plan | None:
    """How the question leans on `ctx`, or None when it stands on its own.

    `accepts(intent, kinds)` says whether an intent's phrasings take slots of those kinds,
    so "and England?" after a question with no team in it is not forced onto that intent.
    """
    return (
        _kick_follow_up(parsed, ctx)
        or _when_of_moments(parsed, ctx)
        or _nth_of_numbered(question, parsed, ctx)
        or _same_item(parsed, ctx)
        or _when_of_listed_goals(parsed, ctx)
        or _when_of_moments(parsed, ctx, TIMED_VIEWS)
        or _same_teams(question, parsed, ctx)
        or _nth_of_meetings(question, parsed, ctx)
        or _plan(question, parsed, ctx, facts, accepts)
    )


def _nth_of_meetings(question: str, parsed: Parsed, ctx: Context) -> Plan | None:
    """'who won the second one?' after two clubs' meetings: that meeting."""
    said = nth_one.nth_meeting(question, parsed, list(ctx.slots.teams))
    if said is None:
        return None
    if nth_one.asks_only_nth(parsed):  # "and the first one?": the last question, of that one
        return Plan("bare", intent=ctx.intent, slots=said.slots)
    return Plan("bare", parsed=said)


def in_focus(
    tf: TournamentFacts | None, parsed: Parsed, context: Context | None, version: str
) -> Parsed:
    """`parsed` meaning the match in focus (the one the last answer was about,
    `Context.match`) when it names no other: "what stadium was it at?", "score?", "who
    scored for France?" after France v Argentina mean that match, not the server's current
    match nor the knowledge's own (a finished cup's final). A question naming another
    match or team, or the tournament itself ("at the World Cup"), is read as without it."""
    held = context.match if context is not None and context.version == version else None
    if tf is None or context is None or held is None or held not in tf.by_id:
        return parsed
    s = parsed.slots
    if s.default_match == held or not WHOLE.isdisjoint(s.topics):
        return parsed
    before = context.slots
    was = before.asked_match[0] if before.asked_match else before.default_match
    if was != s.default_match:
        return parsed  # the current match changed since (a moderator's /config match)
    slots = s.shared()
    slots.default_match, slots.asked_match = held, (s.default_match,)
    found = resolve(tf, slots)
    if found.kind is Found.NONE or (found.kind is Found.ONE and found.matches[0].id == held):
        return replace(parsed, slots=slots)
    return parsed


def _same_item(parsed: Parsed, ctx: Context) -> Plan | None:
    """A bare question after an answer about one item ("why?", "when?" after "who was sent
    off?"): that item again, about its person; "who was?" after "was X sent off?" -> "no":
    the same question about anyone."""
    spec = VIEWS.get(ctx.view) if ctx.view is not None else None
    if spec is None or spec.follows != ITEM or parsed.unknown:
        return None
    s = parsed.slots
    if own_kinds(s) or s.topics or s.methods or s.ordinals:
        return None  # it says what it asks about itself
    if _topic_words(parsed):
        return None
    slots = ctx.slots.copy()
    if WHO in parsed.words:
        if not ctx.slots.people or ctx.shown:
            return None
        slots.people, slots.players = [], []
        return Plan("bare", intent=ctx.intent, slots=slots)
    if len(ctx.shown) != 1:
        return None  # several items told: which one is not said
    slots.people = [ctx.shown[0]]
    slots.asks_why = slots.asks_why or s.asks_why
    slots.asks_when = slots.asks_when or s.asks_when
    return Plan("bare", intent=ctx.intent, slots=slots)


def _plan(
    question: str,
    parsed: Parsed,
    ctx: Context,
    facts: MatchFacts,
    accepts: Callable[[str, set[str]], bool],
) -> Plan | None:
    """`plan` of a question that is not about the penalty kick just told."""
    raw = n.tokens(question)
    slots = parsed.slots.copy()
    # as the matcher compares it: the fields read (a date, a placing) as their words, so
    # the follow-up rewritten from these is compared as the question was
    words = list(matched_words(parsed))
    other = _other(raw, words, slots, ctx, facts)
    if other is False:
        return None  # "the other one" with nothing it can mean: no guessing
    if other is None and _nth_of_shown(raw, slots, ctx, facts):
        other = True  # "the first one" of the goals just listed
    kinds = own_kinds(slots)
    if _is_ellipsis(question, words) and kinds:
        merged_slots = merge(ctx.slots, slots, kinds)
        if accepts(ctx.intent, kinds):
            return Plan("ellipsis", intent=ctx.intent, slots=merged_slots)
        return None
    strong = other is True
    said = merged()  # every language's pronouns: a fan may answer in either
    for i, w in enumerate(words):
        if w in said.person_pronouns and NameKind.PERSON not in kinds and ctx.people:
            words[i] = NameKind.PERSON.token
            _add(slots.people, ctx.people[0])
            strong = True
        elif w in said.team_pronouns and NameKind.TEAM not in kinds and ctx.teams:
            words[i] = NameKind.TEAM.token
            _add(slots.teams, ctx.teams[0])
            strong = True
        elif (
            w in GOAL_NOUNS
            and i
            and words[i - 1] in DEMONSTRATIVES
            and NameKind.GOAL not in kinds
            and _pin_goals(slots, ctx, facts)
        ):
            words[i] = NameKind.GOAL.token  # "that goal", "the same goal"
            strong = True
    if strong:
        return Plan("pronoun", parsed=Parsed(tuple(words), slots, parsed.unknown))
    if own_kinds(slots) or parsed.unknown:
        return None  # names its own subject, or words the bot does not know: alone
    topic = [w for w in n.content(words) if w not in n.QUESTION_WORDS]
    if len(topic) > MAX_BARE_WORDS:
        return None
    weak = [i for i, w in enumerate(words) if w in WEAK_PRONOUNS]
    if words and words[-1] in TRAILING_PRONOUNS and raw and raw[-1] in TRAILING_PRONOUNS:
        weak.append(len(words) - 1)
    # A bare question continues a goal or a person; "by how much?" after "who won?" is
    # not "how did Argentina score", so a team only continues through "they" or "and X?".
    if ctx.focus is NameKind.GOAL and _pin_goals(slots, ctx, facts):
        pass
    elif ctx.focus is NameKind.PERSON and ctx.people and MATCH_NOUNS.isdisjoint(words):
        _add(slots.people, ctx.people[0])
    else:
        return None
    token = ctx.focus.token
    if weak:
        words[weak[0]] = token
    else:
        words.append(token)
    if ctx.focus is NameKind.GOAL and not topic:
        words.append(nth_one.GOAL_VERB)  # "how?" is how the goal was scored, not how late it was
    parsed = Parsed(tuple(words), slots, parsed.unknown)
    return Plan("bare", parsed=parsed, strong=False, adds=ctx.focus, pronoun=bool(weak))


def _same_teams(question: str, parsed: Parsed, ctx: Context) -> Plan | None:
    """'and away?' after a club's home record, '¿y de visitante?': the topic asked of the
    club the last question named (one: of two, which is not said); used only when the
    question alone is no better."""
    if parsed.unknown or len(ctx.slots.teams) != 1 or not _opens(question):
        return None
    if own_kinds(parsed.slots) or OTHER in n.tokens(question):
        return None  # it names its own subject, or "the other one"
    words = list(matched_words(parsed))
    if not parsed.slots.topics or [w for w in n.content(words) if w not in n.QUESTION_WORDS]:
        return None  # only a topic the lexicon read ("away", "de visitante"), nothing else
    slots = parsed.slots.copy()
    slots.teams = list(ctx.slots.teams)
    said = [*words, NameKind.TEAM.token]
    return Plan("bare", parsed=Parsed(tuple(said), slots, parsed.unknown), strong=False)


def _kick_follow_up(parsed: Parsed, ctx: Context) -> Plan | None:
    """'who saved it?', 'and who scored the last one?' after an answer about a penalty or
    the shootout: the same answer, about that kick (its outcome, its number), not the
    goal a bare question would otherwise continue."""
    s = parsed.slots
    if ctx.view not in KICK_VIEWS or parsed.unknown:
        return None
    named = s.people or s.players or s.teams or s.goals or s.scores or s.roles or s.minutes
    if named or s.methods or not set(s.topics) <= KICK_TOPICS | {topic.COUNT}:
        return None  # it says what it asks about itself ("who missed in the shootout")
    outcome = [t for t in s.topics if t in KICK_TOPICS]
    numbered = s.penalty_ordinals or s.ordinals
    if not (outcome or numbered):
        return None
    slots = ctx.slots.copy()
    slots.topics = [t for t in slots.topics if t not in KICK_TOPICS] + outcome
    slots.penalty_ordinals = list(numbered)
    return Plan("bare", intent=ctx.intent, slots=slots)


def _when_of_moments(
    parsed: Parsed, ctx: Context, views: frozenset[str] = MOMENT_VIEWS
) -> Plan | None:
    """'when?' after an answer about a match's moments ("did France hit the post?"), its
    cards or its substitutions (`TIMED_VIEWS`, after one card's own follow-up): the minutes
    of those items (the same answer, asked when), not a goal's or the match's."""
    s = parsed.slots
    if ctx.view not in views or parsed.unknown or not s.asks_when:
        return None
    if own_kinds(s) or s.topics or s.methods:
        return None  # it says what it asks about itself ("when was the match")
    if _topic_words(parsed):
        return None
    slots = ctx.slots.copy()
    slots.asks_when = True
    return Plan("bare", intent=ctx.intent, slots=slots)


def _when_of_listed_goals(parsed: Parsed, ctx: Context) -> Plan | None:
    """'when?' after the goals of a match known from the data (no goal ids to continue):
    those goals again, with their minutes and the match's day, not "which when?"."""
    if ctx.match is None or ctx.goals or not takes(ctx.view, NameKind.GOAL):
        return None
    plan = _when_of_moments(parsed, ctx, frozenset({ctx.view or ""}))
    if plan is not None and plan.slots is not None:
        plan.slots.default_match = ctx.match
    return plan


def _topic_words(parsed: Parsed) -> list[str]:
    """The words a bare follow-up says beside its question words ("what minute?": none)."""
    said = n.content(list(parsed.words))
    return [w for w in said if w not in n.QUESTION_WORDS and w not in WHEN_STEMS]


def _nth_of_numbered(question: str, parsed: Parsed, ctx: Context) -> Plan | None:
    """'who got the first one?' after an answer about cards: the first of those cards
    (a view that picks its items by an ordinal, in match order), not the first goal."""
    s = parsed.slots
    if ctx.view not in NUMBERED_VIEWS or parsed.unknown or len(s.ordinals) != 1:
        return None
    if own_kinds(s) - {NameKind.GOAL} or s.goals or s.scores or s.methods:
        return None  # it names what it asks about itself
    if not nth_one.says_nth_one(question, parsed):
        return None  # "the first one" only: "the first goal" asks about goals
    slots = ctx.slots.copy()
    slots.ordinals = list(s.ordinals)
    slots.topics = [t for t in slots.topics if t != topic.COUNT]  # one of them, not a count
    return Plan("bare", intent=ctx.intent, slots=slots)


def merge(old: Slots, new: Slots, kinds: set[str]) -> Slots:
    """The last question's slots with the follow-up's names in place of the same kind.

    A new person replaces everything that picked someone (people, roles, teams, goals); a
    new team keeps the role and goal order ("England's coach" -> "and Argentina?"); a new
    goal keeps the team only for a numbered goal ("Argentina's first" -> "and the second?").
    """
    s = old.copy()
    kept: list[str] = []  # the side a new team is asked against
    if NameKind.MATCH in kinds:  # another match: what named the last one goes, unless a team
        s.stages, s.dates = list(new.stages), list(new.dates)
        s.relative, s.groups = list(new.relative), list(new.groups)
        if len(s.teams) > 1 or NameKind.TEAM in kinds:
            s.teams = []
    if NameKind.PERSON in kinds:
        s.people, s.players, s.roles, s.teams, s.nationalities = [], [], [], [], []
        s.goals, s.ordinals, s.scores, s.minutes = [], [], [], []
    if NameKind.TEAM in kinds:
        kept = _other_side(old.teams, new.teams)
        s.teams, s.people, s.goals, s.scores = [], [], [], []
    if NameKind.GOAL in kinds:
        s.goals, s.ordinals, s.scores, s.minutes, s.people, s.methods = [], [], [], [], [], []
        if new.goals:
            s.teams = []
    if NameKind.ROLE in kinds:
        s.roles, s.people = [], []
    if NameKind.MINUTE in kinds:
        s.minutes = []
    if NameKind.NATIONALITY in kinds:
        s.nationalities, s.people = [], []
    _add_all(s.people, new.people)
    _add_all(s.players, new.players)
    _add_all(s.teams, new.teams)
    _add_all(s.teams, kept)
    _add_all(s.goals, new.goals)
    _add_all(s.roles, new.roles)
    _add_all(s.minutes, new.minutes)
    _add_all(s.ordinals, new.ordinals)
    _add_all(s.scores, new.scores)
    _add_all(s.nationalities, new.nationalities)
    s.asks_when = old.asks_when or new.asks_when
    s.default_match = new.default_match  # the server's current match now, not then
    s.moment = new.moment  # and the time now
    return s


def _other_side(old: list[str], new: list[str]) -> list[str]:
    """Of two sides asked about ("how did spurs do against liverpool"), the one a single new
    team ("and arsenal?") is asked against: the second; otherwise none."""
    if len(old) == 2 and len(new) == 1 and new[0] not in old:
        return [old[1]]
    return []


def context_after(
    facts: MatchFacts,
    version: str,
    intent: str,
    view: str | None,
    slots: Slots,
    reply: Told,
) -> Context:
    """What an answer was about: the question's names and the ones the answer gave, and
    the tournament match it was about (`Context.match`)."""
    shown: Mapping[str, Any] = reply.facts
    goal_ids = [g["id"] for g in shown.get("goals", ()) if isinstance(g, dict) and "id" in g]
    answer_people: list[str] = []
    person = shown.get("person")
    if isinstance(person, dict):
        person = person.get("id")
    if isinstance(person, str):
        answer_people.append(person)
    answer_people += [p for p in shown.get("people", ()) if isinstance(p, str)]
    told = tuple(dict.fromkeys(answer_people))
    spec = VIEWS.get(view) if view is not None else None
    follows = spec.follows if spec is not None else None
    lead = spec.answers_who if spec is not None and spec.answers_who else "scorer"
    by_id = {g.goal.id: g.goal for g in facts.goals}
    for gid in goal_ids:
        goal = by_id.get(gid)
        if goal is not None:
            first, second = (goal.assist, goal.scorer) if lead == "assist" else (goal.scorer, None)
            answer_people += [p for p in (first, second) if p]
    # "who set up Gordon's goal?" -> "he" is the answer (Rogers); "did Messi score?" -> Messi
    asks_who = spec is not None and spec.answers_who is not None
    people = answer_people + slots.people if asks_who else slots.people + answer_people
    teams = list(slots.teams)
    for pid in people:
        p = facts.person(pid)
        if p is not None and p.team:
            teams.append(p.team)
    teams += [by_id[g].team for g in goal_ids if g in by_id]
    if spec is not None and spec.names_winner and facts.match.winner:
        teams.append(facts.match.winner)
    teams += placed(shown) if not teams else []  # "who was bottom" -> "did they go down"
    # A goal answer continues its goal, else its scorer; a person answer its person.
    if spec is not None and spec.takes(NameKind.GOAL) and goal_ids:
        focus: NameKind | None = NameKind.GOAL
    elif spec is not None and spec.takes(NameKind.PERSON) and people:
        focus = NameKind.PERSON
    elif follows == "team" and teams:
        focus = NameKind.TEAM
    else:
        focus = None
    return Context(
        version,
        intent,
        view,
        focus,
        tuple(dict.fromkeys(people)),
        tuple(dict.fromkeys(teams)),
        tuple(dict.fromkeys(goal_ids)),
        slots.copy(),
        told,
        reply.match,
    )


def _add(items: list[Any], value: Any) -> None:
    if value not in items:
        items.append(value)


def _add_all(items: list[Any], values: list[Any]) -> None:
    for value in values:
        _add(items, value)


def _is_ellipsis(question: str, words: list[str]) -> bool:
    """'and England?', 'what about Kane?': an opener, then only names (and filler)."""
    if not _opens(question):
        return False
    every = merged()
    rest = [w for w in words if not w.startswith("{")]
    return all(w in every.ellipsis_filler or w not in n.content([w]) for w in rest)


def _opens(question: str) -> bool:
    """Whether the question starts as a follow-up does ("and ...", "what about ...", "¿y ...")."""
    said = n.clean(question).split()  # as typed: shorthand would read "y" as "why"
    every = merged()  # openers of every language ("and England?", "¿y Inglaterra?")
    return any(tuple(said[: len(o)]) == o for o in every.openers)


def _pin_goals(slots: Slots, ctx: Context, facts: MatchFacts) -> bool:
    """Name the context's goals in `slots` by the score after each (unique per goal)."""
    tallies = [g.tally for g in facts.goals if g.goal.id in ctx.goals and len(g.tally) == 2]
    for tally in tallies:
        _add(slots.scores, (tally[0], tally[1]))
    return bool(tallies)


def _other(
    raw: list[str], words: list[str], slots: Slots, ctx: Context, facts: MatchFacts
) -> bool | None:
    """'the other one' / 'the other goal' / 'the other team': the one the last answer was
    not about. True: resolved into `slots` and `words`; False: said, but means nothing
    here; None: not said."""
    other = n.stem(OTHER)
    if OTHER not in raw or other not in words:
        return None
    at = words.index(other)
    after = words[at + 1] if at + 1 < len(words) else ""
    noun = after if after in OTHER_NOUNS else ""
    token = ""
    if noun in TEAM_NOUNS or (not noun and ctx.focus is NameKind.TEAM):
        others = [t for t in facts.match.teams if t not in ctx.teams[:1]]
        if len(others) == 1 and ctx.teams:
            _add(slots.teams, others[0])
            token = NameKind.TEAM.token
    elif noun in PERSON_NOUNS or (ctx.focus is NameKind.PERSON and (not noun or noun in ONE)):
        others_p = [p for p in ctx.people[1:] if p != ctx.people[0]] if ctx.people else []
        rivals = [t for t in facts.match.teams if t not in ctx.teams[:1]]
        if others_p:
            _add(slots.people, others_p[0])
            token = NameKind.PERSON.token
        elif ctx.slots.roles and ctx.teams and len(rivals) == 1:
            _add(slots.teams, rivals[0])  # "England's coach?" -> "and the other one?"
            token = NameKind.TEAM.token
    elif ctx.goals:
        token = _other_goal(slots, ctx, facts)
    if not token:
        return False
    words[at] = token
    if noun:
        del words[at + 1]
    return True


def _nth_of_shown(raw: list[str], slots: Slots, ctx: Context, facts: MatchFacts) -> bool:
    """'the first one' after an answer about several goals: the first of those goals."""
    if len(slots.ordinals) != 1 or slots.goals or slots.teams or len(ctx.goals) < 2:
        return False
    said = [i for i, w in enumerate(raw[:-1]) if w in nth_one.ORDINAL_WORDS and raw[i + 1] in ONE]
    if not said:
        return False
    shown = [g for g in facts.goals if g.goal.id in ctx.goals and len(g.tally) == 2]
    nth = slots.ordinals[0]
    if not shown or not (0 < nth <= len(shown) or nth == -1):
        return False
    pick = shown[nth - 1] if nth > 0 else shown[-1]
    slots.ordinals.clear()
    _add(slots.scores, (pick.tally[0], pick.tally[1]))
    return True


def _other_goal(slots: Slots, ctx: Context, facts: MatchFacts) -> str:
    """The one goal the answer was not about: of the same team if it has one, else of all."""
    shown = [g for g in facts.goals if g.goal.id in ctx.goals]
    rest = [g for g in facts.goals if g.goal.id not in ctx.goals]
    same_team = [g for g in rest if shown and g.goal.team == shown[0].goal.team]
    pick = same_team if len(same_team) == 1 else rest
    if len(pick) != 1 or len(pick[0].tally) != 2:
        return ""
    _add(slots.scores, (pick[0].tally[0], pick[0].tally[1]))
    return NameKind.GOAL.token
