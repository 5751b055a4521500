"""What a question names, as slots (`Slots`), and the slot words read after synonyms
have folded the question: goals, roles, methods, minutes, scores and years.

The names stage (`names/`) and the readers (`readers/`) fill the same `Slots`; the
`Frame` (`frame.py`) is its typed, immutable summary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from bot.engine.languages import canonical as c
from bot.engine.languages.canonical import (
    EDITION,
    GOAL_WORDS,
    METHOD_WORDS,
    NOT_GOALS,
    ORDINALS,
    ROLE_WORDS,
)
from bot.engine.moment import Moment

__all__ = ["EDITION", "GOAL_WORDS", "METHOD_WORDS", "NOT_GOALS", "ORDINALS", "ROLE_WORDS"]
__all__ += ["NameKind", "Relative", "Slots", "find_slots", "minute_words"]

GOAL, MINUTE_TOKEN, AWARD = "{goal}", "{minute}", "{award}"
# "golden glove winner": who won it, not a goal
_WON = frozenset({AWARD, c.AWARD, c.COMPETITION})
_MINUTE = re.compile(r"^(\d{1,3})(?:st|nd|rd|th)?$")
_YEAR = re.compile(r"^(19|20)\d\d$")
_SCORE = re.compile(r"^(\d{1,2})-(\d{1,2})$")

REGULATION = 90  # minutes in a match, for "10 minutes left"


class Relative(StrEnum):
    """A match placed in a run (`Slots.relative`), besides a number ("2": the 2nd)."""

    FIRST = "first"
    LAST = "last"
    OPENING = "opening"  # a tournament's or a team's opener
    OTHER = "other"  # "the other semi-final"
    ALL = "all"  # every match so named ("the semis", "they met twice")
    # The stage named is a goal reached ("who did X beat to reach the final", "antes de
    # la semifinal"): the team's round before it, as the tournament's data orders them
    REACHED = "reached"


class NameKind(StrEnum):
    """A kind of thing a question names, as follow-ups and phrasings read it: a phrasing
    takes it as its slot token ("{person}"), a follow-up replaces the last question's
    names of the same kind."""

    PERSON = "person"
    MATCH = "match"
    TEAM = "team"
    GOAL = "goal"
    SCORE = "score"  # a scoreline asked about, not a goal named
    ROLE = "role"
    MINUTE = "minute"
    NATIONALITY = "nationality"

    @property
    def token(self) -> str:
        """The slot token a phrasing holds for a name of this kind ("{person}")."""
        return f"{{{self.value}}}"


@dataclass
class Slots:
    """What a question names, in order of mention."""

    people: list[str] = field(default_factory=list)
    teams: list[str] = field(default_factory=list)
    goals: list[str] = field(default_factory=list)
    # goals named by their own name ("the hand of god"): their numbers over the match
    goal_numbers: list[int] = field(default_factory=list)
    roles: list[str] = field(default_factory=list)
    nationalities: list[str] = field(default_factory=list)
    minutes: list[int] = field(default_factory=list)
    scores: list[tuple[int, int]] = field(default_factory=list)
    years: list[int] = field(default_factory=list)
    ordinals: list[int] = field(default_factory=list)
    asks_when: bool = False  # the question asks for a time ("when", "what minute")
    asks_club: bool = False  # the question says "club" (not "team" or "country")
    methods: list[str] = field(default_factory=list)  # "header", "penalty", ...
    asks_off: bool = False  # "who came off", "who replaced X": the player who went off
    asks_why: bool = False  # "why was X sent off": the reason, not only the fact
    awards: list[int] = field(default_factory=list)  # indexes into match.awards
    # "the second penalty": which of the match's penalties (1-based, -1 the last)
    penalty_ordinals: list[int] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)  # "missed", "saved", "hattrick", ...
    # Of a tournament: squad players not in the report, clubs (folded names), stages
    # ("final", "round_of_16"), group ids, ISO dates, "first"/"last" match, shirt numbers.
    players: list[str] = field(default_factory=list)
    clubs: list[str] = field(default_factory=list)
    stages: list[str] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    relative: list[str] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)
    venues: list[str] = field(default_factory=list)
    # Of one match: the stage words that named one of the following matches ("the final"
    # in a semi-final: the next match of that stage)
    next_stages: list[str] = field(default_factory=list)
    # "top 3 scorers", "los 5 máximos goleadores": how many of a ranking are asked for
    top: list[int] = field(default_factory=list)
    # "who finished third", "quién salió subcampeón": a final standing (2-4) asked for
    placings: list[int] = field(default_factory=list)
    # Teams named as the side scored against ("who scored against England"): of a goal,
    # the scorers are the other side's (see `sides.scoring_side`).
    against: list[str] = field(default_factory=list)
    # Teams named as the side that won ("who did England beat", "a quién le ganó
    # Inglaterra") and as the side that lost to another ("who did England lose to",
    # "contra quién perdió Inglaterra"): the desk and a team's path look among its wins
    # or its defeats.
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)
    # Teams asked of their draws ("who have X drawn with", "con quién empató X")
    drew: list[str] = field(default_factory=list)
    # "matchday 7", "la fecha 7", "the opening day": a league's rounds by number
    matchdays: list[int] = field(default_factory=list)
    # Of a tournament: the match a question that names none means (a server's current
    # match, given by the caller, never read from the text); None: the knowledge's own.
    default_match: str | None = None
    # `(the caller's own default_match,)` when a conversation's match in focus took its
    # place (see `answering.context.in_focus`): a new current match ends that focus.
    asked_match: tuple[str | None] | None = None
    # When and in which zone the question is asked (given by the caller, never read from
    # the text): fixtures still to come and the day and kick-off they are given in.
    moment: Moment | None = None

    @property
    def names_match(self) -> bool:
        """Whether the question names a match by something other than its teams."""
        return bool(self.stages or self.dates or self.relative or self.matchdays)

    def as_dict(self) -> dict[str, object]:
        return {k: v for k, v in self.__dict__.items() if v and isinstance(v, list)}

    def shared(self) -> Slots:
        """A copy sharing its lists, as `dataclasses.replace` makes one, at a fraction
        of its cost (one a question): for fields set on the copy, never its lists."""
        new = object.__new__(Slots)
        new.__dict__.update(self.__dict__)
        return new

    def copy(self) -> Slots:
        """A copy with lists of its own, as `copy.deepcopy` makes one (their items are
        ids, numbers and pairs of numbers, all immutable) at a fraction of its cost: a
        follow-up adds to the copy, never to the question's slots."""
        fields = self.__dict__.copy()
        for k, v in fields.items():
            if type(v) is list:
                fields[k] = v.copy()
        new = object.__new__(Slots)
        new.__dict__.update(fields)
        return new


def _note_asks(w: str, slots: Slots) -> None:
    """What a word says is asked beside its slot: when, who went off, why, how scored."""
    if w in c.ASKS_WHEN:
        slots.asks_when = True
    if w == c.SUBBED_OFF:
        slots.asks_off = True
    if w == c.WHY:
        slots.asks_why = True
    if w in METHOD_WORDS:
        slots.methods.append(METHOD_WORDS[w])


def find_slots(words: list[str], slots: Slots) -> list[str]:
    """Replace goal, role, minute and year words (after synonyms) by their slot tokens."""
    out: list[str] = []
    for i, w in enumerate(words):
        _note_asks(w, slots)
        if w == c.WINNER and out and out[-1] in _WON:
            out.append(c.WIN)
        elif w in GOAL_WORDS:
            slots.goals.append(GOAL_WORDS[w])
            out.append(GOAL)
        elif w in ROLE_WORDS:
            slots.roles.append(ROLE_WORDS[w])
            out.append("{role}")
        elif m := _SCORE.match(w):
            slots.scores.append((int(m.group(1)), int(m.group(2))))
            out.append("{score}")
        elif _YEAR.match(w):
            slots.years.append(int(w))
            out.append("{year}")
        elif (
            (m := _MINUTE.match(w))
            and not w.isdigit()
            and 0 < int(m.group(1)) <= 20
            and (
                _next(words, i) in c.GOAL_NOUNS
                or (i > 0 and words[i - 1] in c.GOAL_OWNERS and _next(words, i) != c.MINUTE)
            )
        ):  # "the 4th goal", "Spain's 7th" count goals; "the 4th minute" is a time
            slots.ordinals.append(int(m.group(1)))
            out.append(GOAL)
        elif (m := _MINUTE.match(w)) and int(m.group(1)) <= 130 and not w.isdigit():
            slots.minutes.append(int(m.group(1)))
            out.append(MINUTE_TOKEN)
        else:
            following = words[i + 1] if i + 1 < len(words) else ""
            previous = words[i - 1] if i else ""
            # "the second goal", "who scored last", "argentina's first"; not "the second half"
            # ("minuto del segundo gol": a goal noun after it names the goal whatever before)
            before = previous not in NOT_GOALS or following in c.GOAL_NOUNS
            if w in ORDINALS and following not in NOT_GOALS and before:
                slots.ordinals.append(ORDINALS[w])
                # "the second goal" names a goal as "the winner" does; "the first
                # yellow", "booked last" a card, in order (the word stays)
                out.append(w if c.CARD_NOUNS & {following, previous} else GOAL)
                continue
            if out and out[-1] == GOAL and w.startswith(c.GOAL_NOUNS_PREFIX) and slots.ordinals:
                continue
            out.append(w)
    return out


def minute_words(words: list[str], slots: Slots) -> list[str]:
    """'minute 55', '55 minute' and '55th minute' all become one {minute} slot."""
    out: list[str] = []
    for i, w in enumerate(words):
        if w == c.MINUTE and out and out[-1] == MINUTE_TOKEN:
            continue  # "{minute} minute": the word adds nothing to the slot
        if w.isdigit() and int(w) <= 130:
            near = words[max(0, i - 1) : i + 2]
            if c.MINUTE in near:
                after = words[i + 2 : i + 3] if _next(words, i) == c.MINUTE else []
                # "with 10 minutes left / to go / remaining" is the 80th minute
                left = after and after[0] in c.MINUTES_LEFT
                slots.minutes.append(REGULATION - int(w) if left else int(w))
                if out and out[-1] == c.MINUTE:
                    out.pop()
                out.append(MINUTE_TOKEN)
                continue
        out.append(w)
    return out


def _next(words: list[str], i: int) -> str:
    return words[i + 1] if i + 1 < len(words) else ""
