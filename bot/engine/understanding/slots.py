"""What a question names, as slots (`Slots`), and the slot words read after synonyms
have folded the question: goals, roles, methods, minutes, scores and years.

The names stage (`names/`) and the readers (`readers/`) fill the same `Slots`; the
`Frame` (`frame.py`) is its typed, immutable summary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

GOAL_WORDS = {
    "winner": "winner",
    "opener": "opener",
    "equaliser": "equaliser",
    "equalise": "equaliser",
    "stoppagetime": "stoppage",
    "forcedextratime": "forced",  # the goal that levelled late and took it to extra time
}
ROLE_WORDS = {"coach": "coach", "captain": "captain", "goalkeeper": "goalkeeper"}
ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "last": -1,
    "late": -1,
}
# How a goal was scored, as fans say it -> the knowledge's `method` values.
METHOD_WORDS = {
    "header": "header",
    "headed": "header",
    "head": "header",
    "heading": "header",
    "sidefoot": "sidefoot",
    "sidefooted": "sidefoot",
    "penalty": "penalty",
    "penalties": "penalty",
    "freekick": "free_kick",
    "owngoal": "own_goal",
}
# After (or before) these, an ordinal counts something other than goals.
NOT_GOALS = frozenset(
    {"half", "time", "night", "year", "week", "leg", "round", "world", "final", "minute"}
)
# Before "7th", these make it a goal ("Spain's 7th", "their 7th"); "in the 7th" is a minute.
_GOAL_OWNERS = frozenset({"{team}", "their", "his", "her", "its"})
_MINUTE = re.compile(r"^(\d{1,3})(?:st|nd|rd|th)?$")
_YEAR = re.compile(r"^(19|20)\d\d$")
_SCORE = re.compile(r"^(\d{1,2})-(\d{1,2})$")

REGULATION = 90  # minutes in a match, for "10 minutes left"


@dataclass
class Slots:
    """What a question names, in order of mention."""

    people: list[str] = field(default_factory=list)
    teams: list[str] = field(default_factory=list)
    goals: list[str] = field(default_factory=list)
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
    # "top 3 scorers", "los 5 máximos goleadores": how many of a ranking are asked for
    top: list[int] = field(default_factory=list)
    # "who finished third", "quién salió subcampeón": a final standing (2-4) asked for
    placings: list[int] = field(default_factory=list)
    # Teams named as the side scored against ("who scored against England"): of a goal,
    # the scorers are the other side's (see `sides.scoring_side`).
    against: list[str] = field(default_factory=list)
    # "matchday 7", "la fecha 7", "the opening day": a league's rounds by number
    matchdays: list[int] = field(default_factory=list)
    # Of a tournament: the match a question that names none means (a server's current
    # match, given by the caller, never read from the text); None: the knowledge's own.
    default_match: str | None = None

    @property
    def names_match(self) -> bool:
        """Whether the question names a match by something other than its teams."""
        return bool(self.stages or self.dates or self.relative or self.matchdays)

    def as_dict(self) -> dict[str, object]:
        return {k: v for k, v in self.__dict__.items() if v and isinstance(v, list)}

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


# The topic of a question naming the tournament with its year ("el mundial 2026"): its
# tallies are that edition's, not a career's.
EDITION = "edition"


def find_slots(words: list[str], slots: Slots) -> list[str]:
    """Replace goal, role, minute and year words (after synonyms) by their slot tokens."""
    out: list[str] = []
    for i, w in enumerate(words):
        if w in ("when", "minute"):
            slots.asks_when = True
        if w == "subbedoff":
            slots.asks_off = True
        if w == "why":
            slots.asks_why = True
        if w in METHOD_WORDS:
            slots.methods.append(METHOD_WORDS[w])
        if w == "winner" and out and out[-1] in ("{award}", "award", "competition"):
            out.append("win")  # "golden glove winner": who won it, not a goal
        elif w in GOAL_WORDS:
            slots.goals.append(GOAL_WORDS[w])
            out.append("{goal}")
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
                words[i + 1 : i + 2] in (["goal"], ["goals"])
                or (
                    (words[i - 1 : i] and words[i - 1] in _GOAL_OWNERS)
                    and words[i + 1 : i + 2] != ["minute"]
                )
            )
        ):  # "the 4th goal", "Spain's 7th" count goals; "the 4th minute" is a time
            slots.ordinals.append(int(m.group(1)))
            out.append("{goal}")
        elif (m := _MINUTE.match(w)) and int(m.group(1)) <= 130 and not w.isdigit():
            slots.minutes.append(int(m.group(1)))
            out.append("{minute}")
        else:
            following = words[i + 1] if i + 1 < len(words) else ""
            previous = words[i - 1] if i else ""
            # "the second goal", "who scored last", "argentina's first"; not "the second half"
            if w in ORDINALS and following not in NOT_GOALS and previous not in NOT_GOALS:
                slots.ordinals.append(ORDINALS[w])
                out.append("{goal}")  # "the second goal" names a goal as "the winner" does
                continue
            if out and out[-1] == "{goal}" and w.startswith("goal") and slots.ordinals:
                continue
            out.append(w)
    return out


def minute_words(words: list[str], slots: Slots) -> list[str]:
    """'minute 55', '55 minute' and '55th minute' all become one {minute} slot."""
    out: list[str] = []
    for i, w in enumerate(words):
        if w == "minute" and out and out[-1] == "{minute}":
            continue  # "{minute} minute": the word adds nothing to the slot
        if w.isdigit() and int(w) <= 130:
            near = words[max(0, i - 1) : i + 2]
            if "minute" in near:
                after = words[i + 2 : i + 3] if words[i + 1 : i + 2] == ["minute"] else []
                # "with 10 minutes left / to go / remaining" is the 80th minute
                left = after and after[0] in ("left", "remaining", "to")
                slots.minutes.append(REGULATION - int(w) if left else int(w))
                if out and out[-1] == "minute":
                    out.pop()
                out.append("{minute}")
                continue
        out.append(w)
    return out
