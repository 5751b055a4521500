"""Find people, teams, goals, roles, minutes and years in a question and replace them by slots.

Names are matched with rapidfuzz against every name and alias in the knowledge, so
"tuchle", "martínez" and "mac allister" all land on the right person. A word that is
ordinary vocabulary (it occurs in some intent's phrasings) is only taken as a name when
it is spelt exactly as one, so "score" never turns into a player.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from bot.engine import team_names
from bot.engine.lang import languages, merged
from bot.engine.normalise import clean
from bot.knowledge import Knowledge, Tournament, fold

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

MAX_NGRAM = 3
REGULATION = 90  # minutes in a match, for "10 minutes left"
_NUMBERS = {
    w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten".split())
}
MIN_FUZZY_LEN = 5
MAX_FUZZY_LEN = 40  # no name is longer; a longer span is not worth comparing


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


@dataclass(frozen=True, slots=True)
class _Alias:
    text: str
    kind: str  # "person", "team" or "nationality"
    ref: str


class EntityIndex:
    """Names and aliases of the knowledge's people and teams, ready for fuzzy lookup."""

    def __init__(self, knowledge: Knowledge, vocabulary: Iterable[str] = ()) -> None:
        aliases: dict[str, _Alias] = {}
        vocabulary = frozenset(vocabulary)
        for team in knowledge.teams:
            names = [team.name, *team.nicknames, *team.aliases]
            # "the South American champions" names a team as surely as its name does
            names += [h.label for h in team.honours if len(h.label.split()) > 1]
            names += [
                h.label.removeprefix("reigning ")
                for h in team.honours
                if h.label.startswith("reigning ")
            ]
            if len(team.name.split()) > 1:
                names.append(team.name.split()[-1])  # "Harbour Rovers" -> "Rovers"
            if team.adjective:
                names.append(team.adjective)
            for fields in team.translations.values():  # "Inglaterra", "inglés"
                for key in ("name", "adjective", "nicknames"):
                    value = fields.get(key, [])
                    names += [value] if isinstance(value, str) else value
            for name in names:
                self._add(aliases, name, "team", team.id)
        firsts = Counter(p.name.split()[0] for p in knowledge.people if " " in p.name)
        for person in knowledge.people:
            names = [person.name, person.name.split()[-1], *person.aliases]
            first = person.name.split()[0]
            if " " in person.name and firsts[first] == 1:  # "Enzo", but not "Lionel" (two)
                names.append(first)
            for name in names:
                self._add(aliases, name, "person", person.id)
            clubmates = [p for p in knowledge.people if p.club == person.club]
            if person.club and len(clubmates) == 1:  # "the Chelsea guy"
                self._add(aliases, person.club, "person", person.id)
            if person.nationality:
                self._add(aliases, person.nationality, "nationality", clean(person.nationality))
        if knowledge.tournament is not None:
            _add_teams(aliases, knowledge.tournament, vocabulary)
        self._choices = list(aliases)  # fuzzy lookup: the report's names and the teams
        self._choices_within: dict[tuple[int, int], list[str]] = {}  # _choices_for
        self._cities: dict[str, _Alias] = {}  # a stadium by its city (_add_venues)
        if knowledge.tournament is not None:  # squad players and clubs: exact names only
            _add_players(aliases, knowledge.tournament, vocabulary)
            _add_clubs(aliases, knowledge.tournament, vocabulary)
            self._cities = _add_venues(aliases, knowledge.tournament, vocabulary)
        self._aliases = aliases
        # By an alias's first word, its lengths in words, longest first (name_spans).
        lengths: dict[str, set[int]] = defaultdict(set)
        for text in aliases:
            split = text.split()
            lengths[split[0]].add(len(split))
        self._alias_lengths = {w: sorted(ns, reverse=True) for w, ns in lengths.items()}
        self._loose = _loose_index(aliases, vocabulary)
        # No word of any language the bot reads is fuzzily taken for a name ("goles" is
        # not "Gales").
        self._vocabulary = vocabulary | _everyday() if knowledge.tournament else vocabulary

    @staticmethod
    def _add(table: dict[str, _Alias], name: str, kind: str, ref: str) -> None:
        text = clean(name)
        numbered = " ".join(_NUMBERS.get(w, w) for w in text.split())
        if numbered != text:  # "three lions" is also typed "3 lions"
            EntityIndex._add(table, numbered, kind, ref)
        if text.startswith("the "):
            table.setdefault(text[4:], _Alias(text[4:], kind, ref))
        if text:
            table.setdefault(text, _Alias(text, kind, ref))

    def name_spans(self, words: list[str]) -> list[tuple[int, int]]:
        """The (start, end) spans of `words` that name a person or team exactly, longest
        first from the left: what a question names, whatever language it is asked in. A
        club or a venue does not count ("como", "victoria")."""
        spans: list[tuple[int, int]] = []
        i = 0
        while i < len(words):
            for n in self._alias_lengths.get(words[i], ()):
                alias = (
                    self._aliases.get(" ".join(words[i : i + n])) if i + n <= len(words) else None
                )
                if alias is None:
                    continue
                if alias.kind not in WEAK:
                    spans.append((i, i + n))
                    i += n
                    break
            else:
                i += 1
        return spans

    @property
    def alias_words(self) -> frozenset[str]:
        return frozenset(w for a in self._aliases for w in a.split())

    @property
    def club_words(self) -> frozenset[str]:
        """Words known only from clubs' and stadiums' names ("paris", "lyon"): left
        unread as a name, they stay unknown words (a city is not what the bot knows)."""
        strong = {w for a in self._aliases.values() if a.kind not in WEAK for w in a.text.split()}
        weak = {w for a in self._aliases.values() if a.kind in WEAK for w in a.text.split()}
        return frozenset(weak - strong)

    def find_names(
        self,
        words: list[str],
        slots: Slots,
        ordinary: frozenset[str] = frozenset(),
        conceding: Callable[[list[str], int], bool] = lambda words, i: False,
    ) -> list[str]:
        """Replace spans that name a person or team by '{person}' / '{team}'.

        A one-word name that is also an everyday word of the question's language
        (`ordinary`: "victoria", "leo") is a name only where the sentence supports it.
        `conceding(words, i)`: whether a team named at i is the side scored against."""
        out: list[str] = []
        # free[i]: how many words from i on could be part of a misspelt name (not a
        # word of the bot's vocabulary, not a number)
        free = [0] * (len(words) + 1)
        vocabulary = self._vocabulary
        for j in range(len(words) - 1, -1, -1):
            w = words[j]
            free[j] = 0 if w in vocabulary or w.isdigit() else free[j + 1] + 1
        i = 0
        while i < len(words):
            hit = self._match_at(words, i, free[i])
            if hit and hit[0] == 1 and words[i] in ordinary and not _named_here(words, i):
                hit = None
            if (
                hit
                and hit[1].kind == "club"
                and " " not in hit[1].text
                and not CLUB_TALK & set(words)
            ):
                # "paris" is a city, unless the question talks of players or clubs; a city
                # with a stadium of the tournament names it ("games in toronto")
                city = self._cities.get(hit[1].text)
                hit = (1, city) if city is not None else None
            if hit is None:
                out.append(words[i])
                i += 1
                continue
            length, alias = hit
            target = {
                "person": slots.people,
                "team": slots.teams,
                "player": slots.players,
                "club": slots.clubs,
                "venue": slots.venues,
            }.get(alias.kind, slots.nationalities)
            if alias.ref not in target:
                target.append(alias.ref)
            if (
                alias.kind == "team"
                and conceding(words, i)
                and out[-2:-1] != ["{team}"]  # "England v Argentina": a match, not a side
                and alias.ref not in slots.against
            ):
                slots.against.append(alias.ref)
            out.append("{" + _TOKEN.get(alias.kind, alias.kind) + "}")
            i += length
        return out

    def _match_at(self, words: list[str], i: int, free: int) -> tuple[int, _Alias] | None:
        hit = self._match_span(words, i, free)
        if hit is None and len(words[i]) >= LOOSE_MIN and words[i] not in self._vocabulary:
            loose = self._loose.get(_collapsed(words[i])) or self._loose.get(words[i])
            if loose is not None:
                return 1, loose  # "kanee", "mesi": one letter doubled or dropped
        return hit

    def _match_span(self, words: list[str], i: int, free: int) -> tuple[int, _Alias] | None:
        """The longest name at i: exactly (an alias starting with words[i], by its
        length), else fuzzily over at most `free` words (none of them vocabulary)."""
        lengths = self._alias_lengths.get(words[i], ())
        for n in lengths:  # a long name, exactly
            if MAX_NGRAM < n <= len(words) - i:
                exact = self._aliases.get(" ".join(words[i : i + n]))
                if exact is not None:
                    return n, exact
        for n in range(min(MAX_NGRAM, len(words) - i), 0, -1):
            if n > free and n not in lengths:
                continue  # no name of n words starts here, nor may these be misspelt one
            text = " ".join(words[i : i + n])
            exact = self._aliases.get(text) if n in lengths else None
            if exact is not None:
                return n, exact
            if n > free or not MIN_FUZZY_LEN <= len(text) <= MAX_FUZZY_LEN:
                continue
            cutoff = 80 if len(text) < 8 else 85
            choices = self._choices_for(len(text), cutoff)
            best = process.extractOne(text, choices, scorer=fuzz.ratio, score_cutoff=cutoff)
            if best is not None:
                alias = self._aliases[best[0]]
                # A fuzzy hit must be about as long as the alias, not a fragment of it,
                # and not begin with another's exact name ("orbesa sotuello": two clubs,
                # not a misspelt "real sotuello").
                first = self._aliases.get(words[i]) if n > 1 else None
                if abs(len(alias.text) - len(text)) <= 2 and (
                    first is None or first.ref == alias.ref
                ):
                    return n, alias
        return None

    def _choices_for(self, length: int, cutoff: int) -> list[str]:
        """The names a text of `length` characters can reach `cutoff` with (`ratio` is
        at most 200 * the shorter length / both lengths), in their order: the same best
        name as from all of them, for a fraction of the comparisons."""
        key = (length, cutoff)
        choices = self._choices_within.get(key)
        if choices is None:
            choices = self._choices_within[key] = [
                c for c in self._choices if 200 * min(len(c), length) / (len(c) + length) >= cutoff
            ]
        return choices


# The topic of a question naming the tournament with its year ("el mundial 2026"): its
# tallies are that edition's, not a career's.
EDITION = "edition"
WEAK = frozenset({"club", "venue"})
FIRST_WORD_MIN = 4  # a club's first word alone names it from this length ("boca")
LOOSE_MIN = 4  # shorter words are too often another word with a letter changed
LOOSE_KINDS = frozenset({"person", "player", "team"})


def _collapsed(word: str) -> str:
    """A word with each run of one letter written once: 'kanee' -> 'kane'."""
    return "".join(c for i, c in enumerate(word) if i == 0 or c != word[i - 1])


def _loose_index(aliases: dict[str, _Alias], vocabulary: frozenset[str]) -> dict[str, _Alias]:
    """One-word names of people and teams by their forms with a letter doubled or
    dropped inside ('kane' by 'kanee', 'messi' by 'mesi' and 'mssi'): a form that two names
    share, or that is an everyday word, is left out."""
    forms: dict[str, set[str]] = {}
    for text, alias in aliases.items():
        if " " in text or alias.kind not in LOOSE_KINDS or len(text) < LOOSE_MIN:
            continue
        variants = {_collapsed(text)}
        if len(text) >= LOOSE_MIN + 1:  # a letter dropped inside ("mssi"; "mess" is a word)
            variants |= {text[:k] + text[k + 1 :] for k in range(1, len(text) - 1)}
        for form in variants:
            forms.setdefault(form, set()).add(text)
    everyday = vocabulary | _everyday()
    return {
        form: aliases[next(iter(texts))]
        for form, texts in forms.items()
        if len({aliases[t].ref for t in texts}) == 1
        and form not in everyday
        and form not in aliases
        and len(form) >= LOOSE_MIN
    }


# Words that make a one-word club name a club ("liverpool players", "plays for benfica").
CLUB_TALK = frozenset(
    "player players club clubs plays play playing squad squads jugadores jugador juega juegan "
    "club equipo".split()
)
_TOKEN = {"player": "person"}  # a squad player is asked about as any person is


def _everyday() -> frozenset[str]:
    """Everyday words of every language the bot reads: never a team's code ("por")."""
    return frozenset().union(*(b.ordinary | b.drop | set(b.vocabulary) for b in languages()))


def _add_teams(table: dict[str, _Alias], t: Tournament, vocabulary: frozenset[str]) -> None:
    """A tournament's teams by their names, the feed's other names and code ("ger"), and
    fans' names for them in English and Spanish (`team_names`)."""
    ids = {team.id for team in t.teams}
    for word, team_id in team_names.DEMONYMS.items():
        if team_id in ids:
            EntityIndex._add(table, word, "team", team_id)
    for team in t.teams:
        names = [team.name, *team.aliases, *team_names.ALIASES.get(team.id, ())]
        code = (team.code or "").lower()
        if len(code) == 3 and code not in vocabulary and code not in _everyday():
            names.append(code)
        names += [b.team_names[team.id] for b in languages() if team.id in b.team_names]
        for fields in team.translations.values():
            value = fields.get("name", [])
            names += [value] if isinstance(value, str) else value
        for name in names:
            text = clean(name)
            held = table.get(text)
            if held is not None and held.kind == "person" and " " not in text:
                del table[text]  # a country's name is no one's first name ("Jordan")
            EntityIndex._add(table, name, "team", team.id)
    for bare, team_id in _bare_club_names(t, vocabulary):
        table.setdefault(bare, _Alias(bare, "team", team_id))


# What a club's name carries besides the name fans say: "Dravnes BK" is "dravnes",
# "Leicester City" "leicester" (unless another club shares it: "Manchester").
CLUB_AFFIXES = frozenset(
    "fc cf afc sc ac sk bk if il fk sv cd ud rc ca cp sd club calcio ssc bv tsv vfb vfl "
    "rovers athletic united city town wanderers albion county rangers "
    "atletico deportivo real racing union sporting independiente maritimo minero "
    "estudiantes juventud deportes borussia eintracht fortuna".split()
)


_LINKS = frozenset({"de", "del", "la", "el", "los", "las", "of", "the"})


def _bare_club_names(t: Tournament, vocabulary: frozenset[str]) -> list[tuple[str, str]]:
    """Other names of each club, where they name one team only and are no everyday word
    (a one-word name of four letters or more): its name without its affixes ("Dravnes
    BK": "dravnes"; "1. FC Lindenmoor": "lindenmoor"), and any word of its name no other
    team's name has ("Vennford Villa": "vennford", "villa"). National teams (their names
    translated) are known by their names and aliases (`team_names`), not by a word of
    them ("africa", "north")."""
    everyday = vocabulary | _everyday()

    def usable(text: str) -> bool:
        return " " in text or (len(text) >= 4 and text.isalpha() and text not in everyday)

    bare: dict[str, list[str]] = {}
    words_of: dict[str, list[str]] = {}
    for team in t.teams:
        full = clean(team.name).split()
        words_of[team.id] = full
        words = [w for w in full if w not in CLUB_AFFIXES and not w.isdigit()]
        while words and words[0] in _LINKS:  # "Estudiantes de Olmedrán": "olmedran"
            words = words[1:]
        if words and len(words) < len(full):
            bare.setdefault(" ".join(words), []).append(team.id)
    out = [(text, ids[0]) for text, ids in bare.items() if len(ids) == 1 and usable(text)]
    count = Counter(w for ws in words_of.values() for w in set(ws))
    for team in t.teams:
        national = (
            team.id in team_names.ALIASES
            or bool(team.translations)
            or any(team.id in b.team_names for b in languages())
        )
        if national or len(words_of[team.id]) < 2:
            continue
        out += [(w, team.id) for w in words_of[team.id] if count[w] == 1 and usable(w)]
    return out


def _add_players(table: dict[str, _Alias], t: Tournament, vocabulary: frozenset[str]) -> None:
    """Squad players by full name, and by surname (or first and last name) only where
    that names one player of the whole tournament and is no everyday word."""
    short: Counter[str] = Counter()
    forms: dict[str, list[str]] = {}
    for p in t.players:
        words = clean(p.name).split()
        variants = {" ".join(words)}
        if len(words) > 1:
            variants |= {words[-1], f"{words[0]} {words[-1]}"}
        if len(words) > 2:
            variants |= {" ".join(words[-2:]), " ".join(words[1:])}
        forms[p.id] = sorted(variants)
        short.update(variants)
    # Scorers the data could not link to a squad (a tournament without squads): by the
    # name the data writes, keyed as the tournament's tally keys them ("team:name").
    # An own goal counts for the other side: its scorer is of the match's other team.
    unlinked = {
        (next((x for x in m.teams if x != g.team), g.team) if g.own_goal else g.team, g.name)
        for m in t.matches
        for g in m.goals
        if not g.player
    }
    # "Mbappé" where the data also writes "Kylian Mbappé" for the team is that one scorer
    # (as the tournament's tally merges them), so "mbappe" names him, not two people
    full: dict[tuple[str, str], set[str]] = {}
    for team, name in unlinked:
        if " " in fold(name):
            full.setdefault((team, fold(name).split()[-1]), set()).add(fold(name))
    for g in unlinked:
        words = clean(g[1]).split()
        same = full.get((g[0], fold(g[1])), set()) if " " not in fold(g[1]) else set()
        key = f"{g[0]}:{next(iter(same)) if len(same) == 1 else fold(g[1])}"
        variants = {" ".join(words), *([words[-1]] if len(words) > 1 else [])}
        forms.setdefault(key, [])
        forms[key] = sorted(set(forms[key]) | variants)
    for key, names in forms.items():
        if key not in {p.id for p in t.players}:
            short.update(names)
    for owner, names in forms.items():
        for form in names:
            if short[form] > 1 or (" " not in form and (len(form) < 4 or form in vocabulary)):
                continue
            table.setdefault(form, _Alias(form, "player", owner))


VENUE_WORDS = frozenset({"stadium", "estadio", "arena", "field", "park"})


def _add_venues(
    table: dict[str, _Alias], t: Tournament, vocabulary: frozenset[str]
) -> dict[str, _Alias]:
    """Stadiums by name, by name without 'stadium' where that is no everyday word, and
    by their city where it has one stadium ("games in toronto"; "Dallas (Arlington)" is
    "dallas" and "arlington"). The cities, returned, name the stadium even where a club
    of the same name took the word ("toronto" without talk of players)."""
    cities: dict[str, list[str]] = defaultdict(list)
    for v in t.venues:
        for part in re.split(r"[/()]", v.city):
            if clean(part):
                cities[clean(part)].append(v.id)
        if not v.name:
            continue
        name = clean(v.name)
        bare = " ".join(w for w in name.split() if w not in VENUE_WORDS)
        table.setdefault(name, _Alias(name, "venue", v.id))
        if bare and bare != name and bare not in vocabulary and len(bare) > 3:
            table.setdefault(bare, _Alias(bare, "venue", v.id))
        if bare and bare != name:  # "Stadium 974" is "estadio 974" to a Spanish speaker
            for form in (f"estadio {bare}", f"{bare} stadium"):
                table.setdefault(form, _Alias(form, "venue", v.id))
    out = {}
    for city, ids in sorted(cities.items()):
        if len(set(ids)) == 1 and city not in vocabulary and len(city) > 3:
            out[city] = _Alias(city, "venue", ids[0])
            table.setdefault(city, out[city])
    return out


def _add_clubs(table: dict[str, _Alias], t: Tournament, vocabulary: frozenset[str]) -> None:
    """Clubs by their official name, the name without 'FC', 'CF' and the like, and its
    first word where no other club's name starts with it and it is no everyday word
    ("boca" for CA Boca Juniors; not "manchester", nor "real")."""
    names = {fold(p.club) for p in t.players if p.club}
    firsts: dict[str, set[str]] = defaultdict(set)
    everyday = vocabulary | _everyday()
    for name in sorted(names):
        bare = " ".join(w for w in name.split() if w not in team_names.CLUB_AFFIXES)
        forms = {name, bare} if bare else {name}
        for form in forms:
            table.setdefault(form, _Alias(form, "club", name))
        if len(bare.split()) > 1:
            firsts[bare.split()[0]].add(name)
    for first, clubs in sorted(firsts.items()):
        if len(clubs) == 1 and len(first) >= FIRST_WORD_MIN and first not in everyday:
            table.setdefault(first, _Alias(first, "club", next(iter(clubs))))
    for fan, official in team_names.CLUB_SHORT.items():
        hits = [n for n in names if official in n]
        if len(hits) == 1:
            table.setdefault(fan, _Alias(fan, "club", hits[0]))


def _named_here(words: list[str], i: int) -> bool:
    """Whether the everyday word at `i` reads as a name in this sentence: not after a
    determiner ("la victoria", "the victory"), nor opening a sentence before one or
    before a clause ("leo el resumen", "leo que...": "I read")."""
    every = merged()  # every language's: fans mix them
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    if before in every.determiners:
        return False
    return not (i == 0 and (after in every.determiners or after in every.clause_words))


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
