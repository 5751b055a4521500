"""Picking a match, a group or a team from what someone types into a command option:
fuzzy on the teams (their names in English and Spanish, aliases, codes), the round and the
day, for autocomplete lists and for reading the option back.

Autocomplete shows labels ("Argentina v England · semi-final · 15 Jul") and sends back
the id, but a client may also send text it typed itself: `find_*` read both.

What a member types is theirs to make long, so its cost is bounded here: only the first
`MAX_TYPED` characters and `MAX_WORDS` words are read (no label is longer), and each typed
word is compared once with the tournament's vocabulary, not once per match.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections import Counter
from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.engine.languages.en.answering import STAGE_LABELS
from bot.engine.understanding.lang import Lang, codes, interface_text
from bot.knowledge import Group, Match, StageKind, Tournament, TournamentTeam

LIMIT = 25  # Discord shows at most 25 choices
GOOD = 80.0  # a typed option this close (0-100) names the match
MAX_TYPED = 100  # a label is at most 100 characters (Discord's): longer names nothing more
MAX_WORDS = 12  # "Bosnia and Herzegovina v Trinidad and Tobago · round of 16 · 15 Jul"

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
FULL_MONTHS = (
    "January February March April May June July August September October November December"
).split()


def fold(text: str) -> str:
    """Lower case without accents: 'Países' -> 'paises'."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def _words(text: str) -> list[str]:
    return [w for w in "".join(c if c.isalnum() else " " for c in fold(text)).split() if w]


def typed_words(typed: str) -> list[str]:
    """The words of a typed option, cut to what a match's label can be."""
    return _words(typed[: MAX_TYPED * 2])[:MAX_WORDS]


def team_label(team: TournamentTeam | None, team_id: str, lang: Lang) -> str:
    return str(team.tr("name", lang)) if team is not None else team_id


def _ui(lang: Lang, text: str) -> str:
    return interface_text(lang, text) or text


def day_label(day: dt.date, lang: Lang) -> str:
    return f"{day.day} {_ui(lang, MONTHS[day.month - 1])}"


def stage_label(m: Match, t: Tournament, lang: Lang) -> str:
    if StageKind(m.stage) is StageKind.GROUP and m.group:
        group = next((g for g in t.groups if g.id == m.group), None)
        return group_label(group.name if group else m.group, lang)
    stage = STAGE_LABELS.get(m.stage, "")
    return _ui(lang, stage) if stage else m.round


def group_label(name: str, lang: Lang) -> str:
    """'Group C' in `lang` ('Grupo C'): the word translated, the letter kept."""
    return name.replace("Group", _ui(lang, "Group"))


@dataclass(frozen=True)
class MatchChoice:
    id: str
    label: str  # "Argentina v England · semi-final · 15 Jul"


class Picker:
    """One tournament's search words, built once per knowledge."""

    def __init__(self, t: Tournament) -> None:
        self.t = t
        self.teams = {team.id: team for team in t.teams}
        self._team_words: dict[str, set[str]] = {}
        for team in t.teams:
            names = [team.name, team.id, *(team.aliases)]
            names += [str(team.tr("name", lang)) for lang in codes()]
            if team.code:
                names.append(team.code)
            self._team_words[team.id] = {w for n in names for w in _words(n)}
        self._group_words = {fold(_ui(lang, "Group")) for lang in codes()}
        self._match_words: dict[str, set[str]] = {}
        for m in t.matches:
            words: set[str] = set()
            for team_id in m.teams:
                words |= self._team_words.get(team_id, set(_words(team_id)))
            for lang in codes():
                words |= set(_words(stage_label(m, t, lang)))
                words |= set(_words(day_label(m.date, lang)))
            month = FULL_MONTHS[m.date.month - 1]
            words |= {fold(_ui(lang, month)) for lang in codes()}
            words |= set(_words(m.round)) | {m.date.isoformat(), f"{m.date.day}/{m.date.month}"}
            self._match_words[m.id] = words
        self._rounds = {m.id: _round_phrases(m, t) for m in t.matches}
        self._vocabulary = {w for words in self._match_words.values() for w in words}
        self._labels: dict[str, Match] = {}  # every label, in every language

    def label(self, m: Match, lang: Lang) -> str:
        """'Argentina v England · semi-final · 15 Jul' (at most 100 characters, Discord's)."""
        a, b = (team_label(self.teams.get(x), x, lang) for x in m.teams)
        parts = [f"{a} v {b}", stage_label(m, self.t, lang), day_label(m.date, lang)]
        return " · ".join(p for p in parts if p)[:100]

    def choices(
        self, typed: str, lang: Lang, current: str | None = None, limit: int = LIMIT
    ) -> list[MatchChoice]:
        """The matches best fitting what was typed (nothing typed: the current match first,
        then the latest played and the next to come). A round named exactly ("final")
        comes before the rounds that only contain its word ("quarter-final")."""
        query = typed_words(typed)
        matches = sorted(self.t.matches, key=lambda m: m.kickoff)
        if not query:
            ranked = _around(matches, current)
        else:
            scored = self._ranked(query, matches, limit)
            best = scored[0][0][0] if scored else 0.0
            ranked = [m for (s, _), m in scored if s >= min(best, 60.0)]
        return [MatchChoice(m.id, self.label(m, lang)) for m in ranked[:limit]]

    def _ranked(
        self, query: list[str], matches: list[Match], top: int
    ) -> list[tuple[tuple[float, int], Match]]:
        """The `top` best matches with (score, how much of a round's name the query is),
        best first; equal ones keep their order. Sorted by one number per match, so a
        keystroke allocates no object the garbage collector tracks per match."""
        fits = _fits(query, self._vocabulary)
        scores = _scores(query, fits, [self._match_words[m.id] for m in matches])
        exact: dict[frozenset[tuple[str, ...]], int] = {}  # few rounds, many matches
        for phrases in self._rounds.values():
            if phrases not in exact:
                exact[phrases] = _exact(query, phrases)
        rounds = [exact[self._rounds[m.id]] for m in matches]
        # a score moves in steps of at least 1/12 (whole numbers over 12 words at most),
        # which times 256 outweighs any round match (12 words at most)
        keys = [-(score * 256 + r) for score, r in zip(scores, rounds, strict=True)]
        order = sorted(range(len(matches)), key=keys.__getitem__)[:top]
        return [((scores[i], rounds[i]), matches[i]) for i in order]

    def find_match(self, typed: str, lang: Lang) -> Match | None:
        """The match an option names: its id, its label, or text close to one match only."""
        text = typed.strip()[: MAX_TYPED * 2]
        by_id = {m.id: m for m in self.t.matches}
        if text in by_id:
            return by_id[text]
        if text in self.labels():
            return self.labels()[text]
        query = typed_words(text)
        if not query:
            return None
        scored = self._ranked(query, list(self.t.matches), 2)
        if not scored or scored[0][0][0] < GOOD:
            return None
        if len(scored) > 1 and scored[1][0] >= scored[0][0]:
            return None  # two matches fit as well: not a choice to make for them
        return scored[0][1]

    def labels(self) -> dict[str, Match]:
        """Every match by its label in every language (made on first use)."""
        if not self._labels and self.t.matches:
            self._labels = {self.label(m, lang): m for lang in codes() for m in self.t.matches}
        return self._labels

    def find_team(self, typed: str) -> TournamentTeam | None:
        query = typed_words(typed)
        if not query:
            return None
        exact = [t for t in self.t.teams if set(query) <= self._team_words[t.id]]
        if len(exact) == 1:
            return exact[0]
        scored = sorted(
            ((_score(query, self._team_words[t.id]), t) for t in self.t.teams), key=lambda x: -x[0]
        )
        if scored and scored[0][0] >= GOOD and (len(scored) < 2 or scored[1][0] < scored[0][0]):
            return scored[0][1]
        return None

    def team_choices(self, typed: str, lang: Lang, limit: int = LIMIT) -> list[tuple[str, str]]:
        """(label, id) of the teams best fitting what was typed; all in order when empty."""
        query = typed_words(typed)
        teams = list(self.t.teams)
        if query:
            scored = [(_score(query, self._team_words[t.id]), t) for t in teams]
            teams = [t for s, t in sorted(scored, key=lambda x: -x[0]) if s >= 60.0]
        else:
            teams.sort(key=lambda t: fold(str(t.tr("name", lang))))
        return [(str(t.tr("name", lang)), t.id) for t in teams[:limit]]

    def find_group(self, typed: str) -> Group | None:
        """'C', 'group c', 'Grupo C' or the group's id."""
        words = [w for w in typed_words(typed) if w not in self._group_words]
        key = " ".join(words)
        for g in self.t.groups:
            names = {g.id, fold(g.name), " ".join(_words(g.name.replace("Group", "")))}
            if key and key in names | {g.id.removeprefix("group-")}:
                return g
        return None

    def group_choices(self, typed: str, lang: Lang, limit: int = LIMIT) -> list[tuple[str, str]]:
        words = [w for w in typed_words(typed) if w not in self._group_words]
        out = []
        for g in self.t.groups:
            name = group_label(g.name, lang)
            letter = g.id.removeprefix("group-")
            if not words or any(letter.startswith(w) or w in _words(g.name) for w in words):
                out.append((name, g.id))
        return out[:limit]


def _score(query: list[str], words: set[str]) -> float:
    """How well the typed words fit: each scored by its best word (a prefix counts in
    full, so 'arg' finds Argentina), averaged."""
    return _score_of(query, _fits(query, words), words)


def _word_fit(q: str, w: str) -> int:
    """How well one typed word fits one word, 0-100, as a whole number: Python keeps
    one object per small number, so a keystroke's thousands of comparisons allocate
    nothing that the garbage collector would later have to walk."""
    if len(q) == 1:  # a group's letter: only as a word of its own
        return 100 if q == w else 0
    if w.startswith(q) or (len(w) >= 3 and q.startswith(w)):
        return 100
    return round(fuzz.ratio(q, w))


def _fits(query: list[str], vocabulary: set[str]) -> dict[str, dict[str, int]]:
    """Each typed word against every word it could fit, compared once."""
    return {q: {w: _word_fit(q, w) for w in vocabulary} for q in set(query)}


def _score_of(query: list[str], fits: dict[str, dict[str, int]], words: set[str]) -> float:
    """The typed words' average best fit among `words` (every one of them in `fits`)."""
    if not words:
        return 0.0
    total = sum(n * max(map(fits[q].__getitem__, words)) for q, n in Counter(query).items())
    return total / len(query)


def _scores(query: list[str], fits: dict[str, dict[str, int]], sets: list[set[str]]) -> list[float]:
    """`_score_of` for many word sets, the query counted once."""
    counted = [(fits[q].__getitem__, n) for q, n in Counter(query).items()]
    size = len(query)
    return [
        sum(n * max(map(get, words)) for get, n in counted) / size if words else 0.0
        for words in sets
    ]


def _round_phrases(m: Match, t: Tournament) -> frozenset[tuple[str, ...]]:
    """The match's round as words, in every language ('final'; 'quarter', 'final')."""
    phrases = {tuple(_words(stage_label(m, t, lang))) for lang in codes()}
    phrases.add(tuple(_words(m.round)))
    return frozenset(p for p in phrases if p)


def _exact(query: list[str], phrases: frozenset[tuple[str, ...]]) -> int:
    """How many words of a round's whole name the query holds in order (0: none): a
    'final' typed is the final's round word, only part of a quarter-final's."""
    best = 0
    for phrase in phrases:
        n = len(phrase)
        if n > best and any(tuple(query[i : i + n]) == phrase for i in range(len(query) - n + 1)):
            best = n
    return best


def _around(matches: list[Match], current: str | None) -> list[Match]:
    """With nothing typed: the current match, then the latest played going back, then
    the next to come."""
    played = [m for m in matches if m.score is not None]
    coming = [m for m in matches if m.score is None]
    first = [m for m in matches if m.id == current]
    rest = [m for m in [*reversed(played), *coming] if m.id != current]
    return first + rest
