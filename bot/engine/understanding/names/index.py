"""Find people, teams, goals, roles, minutes and years in a question and replace them by slots.

Names are matched with rapidfuzz against every name and alias in the knowledge, so
"tuchle", "martínez" and "mac allister" all land on the right person. A word that is
ordinary vocabulary (it occurs in some intent's phrasings) is only taken as a name when
it is spelt exactly as one, so "score" never turns into a player.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from functools import cache

from rapidfuzz import fuzz, process

from bot.engine.understanding.lang import Lang, grammar, language, merged
from bot.engine.understanding.names.aliases import (
    CLUB,
    NATIONALITY,
    PERSON,
    PLAYER,
    TEAM,
    VENUE,
    WEAK,
    Alias,
    add_alias,
    described_by_title,
    everyday_words,
)
from bot.engine.understanding.names.initials import initial_hit, initialled
from bot.engine.understanding.names.teams import names_within
from bot.engine.understanding.names.tournament import (
    FIRST_NAME_MIN,
    add_clubs,
    add_players,
    add_teams,
    add_venues,
)
from bot.engine.understanding.readers.base import MARKS
from bot.engine.understanding.slots import Slots
from bot.engine.understanding.tokens import clean
from bot.knowledge import Knowledge

MAX_NGRAM = 3
# Whether a team named at words[i:j] is the side that won, the side that lost, and a
# side asked of its draws
Side = Callable[[list[str], int, int], bool]
Sides = tuple[Side, Side, Side]


def _never(words: list[str], i: int, j: int) -> bool:
    return False


# A team's translated fields that name it ("Inglaterra", "inglés").
_TRANSLATED = tuple("name adjective nicknames".split())
MIN_FUZZY_LEN = 5
MAX_FUZZY_LEN = 40  # no name is longer; a longer span is not worth comparing


class EntityIndex:
    """Names and aliases of the knowledge's people and teams, ready for fuzzy lookup."""

    def __init__(self, knowledge: Knowledge, vocabulary: Iterable[str] = ()) -> None:
        aliases: dict[str, Alias] = {}
        vocabulary = frozenset(vocabulary)
        for team in knowledge.teams:
            names = [team.name, *team.nicknames, *team.aliases]
            # "the South American champions" names a team as surely as its name does
            names += [h.label for h in team.honours if len(h.label.split()) > 1]
            # ... and without "reigning" ("the reigning world champions")
            held = grammar().honour_words
            labels = [h.label.partition(" ") for h in team.honours]
            names += [rest for first, _, rest in labels if rest and first in held]
            if len(team.name.split()) > 1:
                names.append(team.name.split()[-1])  # "Harbour Rovers" -> "Rovers"
            if team.adjective:
                names.append(team.adjective)
            for fields in team.translations.values():  # "Inglaterra", "inglés"
                for key in _TRANSLATED:
                    value = fields.get(key, [])
                    names += [value] if isinstance(value, str) else value
            for name in names:
                add_alias(aliases, name, TEAM, team.id)
        firsts = Counter(p.name.split()[0] for p in knowledge.people if " " in p.name)
        for person in knowledge.people:
            names = [person.name, person.name.split()[-1], *person.aliases]
            first = person.name.split()[0]
            if " " in person.name and firsts[first] == 1:  # "Enzo", but not "Lionel" (two)
                names.append(first)
            for name in names:
                add_alias(aliases, name, PERSON, person.id)
            clubmates = [p for p in knowledge.people if p.club == person.club]
            if person.club and len(clubmates) == 1:  # "the Chelsea guy"
                add_alias(aliases, person.club, PERSON, person.id)
            if person.nationality:
                add_alias(aliases, person.nationality, NATIONALITY, clean(person.nationality))
        sides = [a.text for a in aliases.values() if a.kind == TEAM]
        # "the UEFA president": a person by the title their description gives them
        for title, pid in described_by_title(knowledge.people, sides).items():
            add_alias(aliases, title, PERSON, pid)
        if knowledge.tournament is not None:
            add_teams(aliases, knowledge.tournament, vocabulary)
        self._choices = list(aliases)  # fuzzy lookup: the report's names and the teams
        self._choices_within: dict[tuple[int, int], list[str]] = {}  # _choices_for
        self._cities: dict[str, Alias] = {}  # a stadium by its city (_add_venues)
        self._first_names: frozenset[str] = frozenset()  # scorers' first names alone
        if knowledge.tournament is not None:  # squad players and clubs: exact names only
            self._first_names = add_players(aliases, knowledge.tournament, vocabulary)
            add_clubs(aliases, knowledge.tournament, vocabulary)
            self._cities = add_venues(aliases, knowledge.tournament, vocabulary)
        self._aliases = aliases
        self._initials = initialled(aliases)  # "F. Torres", for "fernando torres"
        # The competition's own name is no team's ("copa america" is not the USA).
        self._own = _own_names(knowledge)
        # By an alias's first word, its lengths in words, longest first (name_spans).
        lengths: dict[str, set[int]] = defaultdict(set)
        for text in aliases:
            split = text.split()
            lengths[split[0]].add(len(split))
        self._alias_lengths = {w: sorted(ns, reverse=True) for w, ns in lengths.items()}
        self._loose = _loose_index(aliases, vocabulary)
        # No word of any language the bot reads is fuzzily taken for a name ("goles" is
        # not "Gales").
        self._vocabulary = vocabulary | everyday_words()

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
    def first_words(self) -> frozenset[str]:
        """First names of people (of two words or more) that name no one alone and are no
        everyday word of any language, nor one letter from one ("marc" may be "marcó"
        mistyped): a question that reads no one but holds one ("andre" of two Andrés) asks
        about someone it does not say."""
        people = (PERSON, PLAYER)
        firsts = {a.text.split()[0] for a in self._aliases.values() if a.kind in people}
        near = _one_letter_off(self._vocabulary)
        return frozenset(
            w
            for w in firsts - self._vocabulary
            if len(w) >= FIRST_NAME_MIN and w not in self._aliases and not near(w)
        )

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
        carded: Callable[[list[str], int, int], bool] = lambda words, i, j: False,
        sides: Sides = (_never, _never, _never),
        lang: Lang | None = None,
    ) -> list[str]:
        """Replace spans that name a person or team by '{person}' / '{team}'.

        A one-word name that is also an everyday word of the question's language
        (`ordinary`: "victoria", "leo") is a name only where the sentence supports it.
        `conceding(words, i)`: whether a team named at i is the side scored against.
        `carded(words, i, j)`: whether the name at words[i:j] is a card ("vio la roja").
        `sides`: whether a team named at words[i:j] is the side that won, and the side
        that lost to another ("who did X beat", "who did X lose to").
        `lang`: the question's language, whose everyday words no first name alone is."""
        out: list[str] = []
        # free[i]: how many words from i on could be part of a misspelt name (not a
        # word of the bot's vocabulary, not a number)
        free = [0] * (len(words) + 1)
        vocabulary = self._vocabulary
        for j in range(len(words) - 1, -1, -1):
            w = words[j]
            free[j] = 0 if w in vocabulary or w.isdigit() or w in MARKS else free[j + 1] + 1
        i = 0
        while i < len(words):
            own = next((n for n in self._own if tuple(words[i : i + n[0]]) in n[1]), None)
            if own is not None:
                out += words[i : i + own[0]]
                i += own[0]
                continue
            hit = self._match_at(words, i, free[i])
            if hit and hit[0] == 1 and words[i] in ordinary and not _named_here(words, i):
                hit = None
            if hit and hit[1].text in self._first_names and words[i] in _everyday(lang):
                hit = None  # "cuántos goles marco": "marcó", not Marco
            if hit and self._verb_before_name(words, i, hit, free, lang):
                hit = None  # "marco higuain?": "did Higuaín score", not Marco Asensio
            if hit and carded(words, i, i + hit[0]):
                hit = None
            if (
                hit
                and hit[1].kind == CLUB
                and " " not in hit[1].text
                and grammar().club_talk.isdisjoint(words)
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
                PERSON: slots.people,
                TEAM: slots.teams,
                PLAYER: slots.players,
                CLUB: slots.clubs,
                VENUE: slots.venues,
            }.get(alias.kind, slots.nationalities)
            if alias.ref not in target:
                target.append(alias.ref)
            if (
                alias.kind == TEAM
                and conceding(words, i)
                and out[-2:-1] != ["{team}"]  # "England v Argentina": a match, not a side
                and alias.ref not in slots.against
            ):
                slots.against.append(alias.ref)
            if alias.kind == TEAM:
                _mark_side(words, i, i + length, alias.ref, sides, slots)
            out.append("{" + _TOKEN.get(alias.kind, alias.kind) + "}")
            i += length
        return out

    def _verb_before_name(
        self,
        words: list[str],
        i: int,
        hit: tuple[int, Alias],
        free: list[int],
        lang: Lang | None,
    ) -> bool:
        """Whether a one-word person's name at `i` is an everyday word of the language
        ("marco": "marcó") with another person named right after it: the word is the
        question's verb, and the person asked about is the next one."""
        if hit[0] != 1 or hit[1].kind not in (PERSON, PLAYER) or words[i] not in _everyday(lang):
            return False
        after = self._match_at(words, i + 1, free[i + 1]) if i + 1 < len(words) else None
        return (
            after is not None and after[1].kind in (PERSON, PLAYER) and after[1].ref != hit[1].ref
        )

    def _match_at(self, words: list[str], i: int, free: int) -> tuple[int, Alias] | None:
        initial = initial_hit(self._initials, self._aliases, words, i, self._vocabulary)
        if initial is not None:
            return initial
        hit = self._match_span(words, i, free)
        if (
            hit is None
            and len(words[i]) >= LOOSE_MIN
            and words[i] not in self._vocabulary
            and words[i] not in MARKS  # where a reader read a phrase: no name
        ):
            loose = self._loose.get(_collapsed(words[i])) or self._loose.get(words[i])
            if loose is not None:
                return 1, loose  # "kanee", "mesi": one letter doubled or dropped
        return hit

    def _match_span(self, words: list[str], i: int, free: int) -> tuple[int, Alias] | None:
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
                # not a misspelt "real sotuello"), nor hold the whole alias and more
                # ("sevilla" is not a misspelt "villa").
                first = self._aliases.get(words[i]) if n > 1 else None
                holds = _holds_whole(text, alias.text)
                if (
                    abs(len(alias.text) - len(text)) <= 2
                    and (first is None or first.ref == alias.ref)
                    and not holds
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


LOOSE_MIN = 4  # shorter words are too often another word with a letter changed
LOOSE_KINDS = frozenset({PERSON, PLAYER, TEAM})


def _collapsed(word: str) -> str:
    """A word with each run of one letter written once: 'kanee' -> 'kane'."""
    return "".join(c for i, c in enumerate(word) if i == 0 or c != word[i - 1])


def _loose_index(aliases: dict[str, Alias], vocabulary: frozenset[str]) -> dict[str, Alias]:
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
    everyday = vocabulary | everyday_words()
    return {
        form: aliases[next(iter(texts))]
        for form, texts in forms.items()
        if len({aliases[t].ref for t in texts}) == 1
        and form not in everyday
        and form not in aliases
        and len(form) >= LOOSE_MIN
    }


def _own_names(knowledge: Knowledge) -> list[tuple[int, frozenset[tuple[str, ...]]]]:
    """The tournament's own names (without their season), as word tuples by length,
    longest first: two words or more ("copa america", "premier league")."""
    t = knowledge.tournament
    if t is None:
        return []
    names = [t.name]
    for fields in t.translations.values():
        value = fields.get("name", [])
        names += [value] if isinstance(value, str) else value
    names += [known for name in names for known in names_within(name)]
    by_length: dict[int, set[tuple[str, ...]]] = defaultdict(set)
    for name in names:
        split = [w for w in clean(name).split() if not any(c.isdigit() for c in w)]
        if len(split) > 1:
            by_length[len(split)].add(tuple(split))
    return [(n, frozenset(by_length[n])) for n in sorted(by_length, reverse=True)]


_TOKEN = {PLAYER: PERSON}  # a squad player is asked about as any person is


def _dropped(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def _one_letter_off(words: frozenset[str]) -> Callable[[str], bool]:
    """Whether a word is one letter added, dropped or changed from one of `words`."""
    shorter = {d for w in words for d in _dropped(w)}
    return lambda w: w in shorter or any(d in words or d in shorter for d in _dropped(w))


@cache
def _everyday(lang: Lang | None) -> frozenset[str]:
    """The everyday words of the language `lang` (all languages' where unknown)."""
    if lang is None:
        return everyday_words()
    rules = language(lang)
    return rules.ordinary | rules.drop | frozenset(rules.vocabulary)


def _named_here(words: list[str], i: int) -> bool:
    """Whether the everyday word at `i` reads as a name in this sentence: not after a
    determiner ("la victoria", "the victory") or a question word ("quién marcó": the
    verb), nor opening a sentence before one or before a clause ("leo el resumen", "leo
    que...": "I read")."""
    every = merged()  # every language's: fans mix them
    before = words[i - 1] if i else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    if before in every.determiners:
        return False
    if before in grammar().question_words:  # "cuándo marcó zidane"
        return False
    return not (i == 0 and (after in every.determiners or after in every.clause_words))


def _holds_whole(text: str, alias: str) -> bool:
    """Whether `text` is `alias` grown by two letters or more into another word
    ("sevilla" holds "villa"; "spain n" is "spain" and a stray letter)."""
    extra = len(text) - len(alias)
    if extra < 2:
        return False
    if text.endswith(alias) and text[extra - 1].isalpha():
        return True
    return text.startswith(alias) and text[len(alias)].isalpha()


def _mark_side(words: list[str], i: int, j: int, team: str, sides: Sides, slots: Slots) -> None:
    """A team named at words[i:j] as the side that won ("did X beat") or that lost to
    another ("who did X lose to"), or asked of its draws ("who did X draw with"), noted in
    `slots.winners` / `slots.losers` / `slots.drew`."""
    won, lost, drew = sides
    for marked, target in ((won, slots.winners), (lost, slots.losers), (drew, slots.drew)):
        if marked(words, i, j) and team not in target:
            target.append(team)
