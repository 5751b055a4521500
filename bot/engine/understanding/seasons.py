"""Which of a knowledge's competitions a question is about: a club server holds its
league (perhaps several seasons of it) and the Champions League in one knowledge.

A question naming a competition ("in the prem", "ucl", "la champions", "the league") or
a season ("23/24", "2023-24", "last season") is about that one; otherwise the default
(`Knowledge.tournament`, or the server's setting). The names are data (`clubs.yaml`,
read by `languages.names`). The phrase found is rewritten to the chosen tournament's own
name, which every tournament's engine reads ("who won the prem 23/24" -> "who won
English Premier League 2023/24").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from rapidfuzz.distance import Levenshtein

from bot.engine.languages import canonical as c
from bot.engine.languages.names import NAMES
from bot.engine.understanding.lang import detect, grammar, languages
from bot.engine.understanding.names.competitions import qualify_for
from bot.engine.understanding.tokens import clean
from bot.knowledge import StageKind, Tournament, fold

_NAME_SEASON = re.compile(r"(\d{4})\s*[/-]\s*(\d{2,4})|(\d{4})")
_TOKEN_SEASON = re.compile(r"^(\d{2}|\d{4})-(\d{2}|\d{4})$")
_YEAR = re.compile(r"^(\d{2}|\d{4})$")
_YEAR4 = re.compile(r"^(19|20)\d\d$")
_THIS = -3  # a phrase's mark: "this season"


class SeasonWord(StrEnum):
    """A season named by a word (the keys of the names table's `season_words`)."""

    THIS = "this"
    LAST = "last"


Season = tuple[int, int] | SeasonWord | None  # (first year, last year), or named by a word
MAX_WORDS = 60  # a longer message names its competition early, or is not about one


@dataclass(frozen=True)
class Held:
    """One tournament of the knowledge: its id, name, competition and season."""

    id: str
    name: str
    kind: int | None  # the index of its competition in NAMES.competition_names
    league: bool  # a domestic league: every match in the table
    season: tuple[int, int] | None  # (first year, last year), as its name says
    last_day: str  # its last match's date: the latest season is the default
    teams: dict[str, str]  # id -> name
    first_day: str = ""  # its first match's date: a season under way from then
    competition: str = ""  # its name without the season ("english premier league")


@dataclass(frozen=True)
class Routed:
    tournament: str  # the id of the tournament the question is about
    question: str  # the question with the phrase naming it rewritten to its own name


def held(t: Tournament) -> Held:
    name = fold(t.name)
    kind = next(
        (i for i, (p, _) in enumerate(NAMES.competition_names) if any(x in name for x in p)),
        None,
    )
    league = all(StageKind(m.stage) is StageKind.LEAGUE for m in t.matches)
    found = _NAME_SEASON.search(t.name)
    season = None
    if found and found.group(1):
        first, last = int(found.group(1)), int(found.group(2))
        season = (first, last + (first // 100) * 100 if last < 100 else last)
    elif found:
        season = (int(found.group(3)), int(found.group(3)))
    day = max(m.date for m in t.matches).isoformat()
    begins = min(m.date for m in t.matches).isoformat()
    teams = {x.id: x.name for x in t.teams}
    competition = fold(_NAME_SEASON.sub("", t.name)).strip()
    return Held(t.id, t.name, kind, league, season, day, teams, begins, competition)


_DERBIES = {tuple(clean(name).split()): clubs for names, clubs in NAMES.derbies for name in names}
_DERBY_LONGEST = max((len(k) for k in _DERBIES), default=0)
_DERBY_FIRST = {k[0] for k in _DERBIES if k}  # a word no derby's name begins with: no look-up
# A derby's long words ("klassiker", "revierderby") are read with one letter's slip
# ("klasiker"), as other names are; short ones ("derby", "nord") only as written.
_DERBY_LONG = frozenset(w for k in _DERBIES for w in k if len(w) >= 8)


def _derby_spelling(word: str) -> str:
    """The derby word `word` misspells by one letter, else `word`."""
    if len(word) < 7 or word in _DERBY_LONG:
        return word
    near = [w for w in _DERBY_LONG if Levenshtein.distance(word, w, score_cutoff=1) <= 1]
    return near[0] if len(near) == 1 else word


def derby_named(question: str, teams: dict[str, str]) -> str | None:
    """The question with a derby's name ("el clasico", "north london derby") written as
    its two clubs' match ("FC Barcelona v Real Madrid CF"), when both are in `teams`."""
    singular = grammar().name_plurals
    words = [_derby_spelling(singular.get(w, w)) for w in clean(question).split()]
    for i in range(len(words)):
        if words[i] not in _DERBY_FIRST:
            continue
        for n in range(min(_DERBY_LONGEST, len(words) - i), 0, -1):
            clubs = _DERBIES.get(tuple(words[i : i + n]))
            if clubs is None:
                continue
            # the derby's article goes with it ("cómo quedó EL derbi"): no club's
            # name is read with it ("el manchester city" + "fc")
            g = grammar()
            start = i - 1 if i and words[i - 1] in g.articles | g.name_articles else i
            if all(c in teams for c in clubs):
                match = f"{teams[clubs[0]]} vs {teams[clubs[1]]}"
                return " ".join([*words[:start], match, *words[i + n :]])
            rest = [*words[:start], *words[i + n :]]
            if len(_clubs_in(rest, teams)) >= 2:  # "revierderby bochum dortmund": those two
                return " ".join(rest)
    return _any_derby(words, teams)


def _any_derby(words: list[str], teams: dict[str, str]) -> str | None:
    """'lens lille derby', 'derby du rhône lyon saint-étienne': a derby's word beside two
    clubs named is their meetings, the word and the name it gives ("du rhône") dropped."""
    g = grammar()
    at = next((i for i, w in enumerate(words) if w in g.derby_words), None)
    if at is None:
        return None
    end = at + 3 if at + 2 < len(words) and words[at + 1] in g.derby_of else at + 1
    start = at - 1 if at and words[at - 1] in g.articles | g.name_articles else at
    rest = [*words[:start], *words[end:]]
    if len(_clubs_in(rest, teams)) != 2:
        rest = [*words[:start], *words[at + 1 :]]  # "derby of lens and lille": the clubs
    return " ".join(rest) if len(_clubs_in(rest, teams)) == 2 else None


def _clubs_in(words: list[str], teams: dict[str, str]) -> set[str]:
    """The held clubs `words` name by a name of theirs (the names table's or their own,
    without its "FC")."""
    found = set()
    for team, name in teams.items():
        for alias in (name, *NAMES.team_aliases.get(team, ())):
            said = [w for w in clean(alias).split() if w not in NAMES.team_club_affixes]
            if said and any(
                words[k : k + len(said)] == said for k in range(len(words) - len(said) + 1)
            ):
                found.add(team)
                break
    return found


def _names_stage(words: list[str]) -> bool:
    """Whether a competition's name names one of its stages too ("the league phase")."""
    return any(
        not c.TOURNAMENT_STAGES.keys().isdisjoint(lang.rewrite(list(words))) for lang in languages()
    )


class Seasons:
    """The knowledge's tournaments, and the phrases that name each."""

    def __init__(self, tournaments: list[Tournament]) -> None:
        self.held = [held(t) for t in tournaments]
        kinds = {h.kind for h in self.held if h.kind is not None}
        # phrase (as words) -> competition index; "the league" -> -1
        self.phrases: dict[tuple[str, ...], int] = {}
        for i, (_, names) in enumerate(NAMES.competition_names):
            if i in kinds:
                for n in names:
                    self.phrases.setdefault(tuple(clean(n).split()), i)
        # a domestic league's country names it ("top 4 in germany"), of a league held only
        for i in {h.kind for h in self.held if h.league and h.kind is not None}:
            for n in NAMES.league_countries[i] if i < len(NAMES.league_countries) else ():
                self.phrases.setdefault(tuple(clean(n).split()), i)
        if any(h.league for h in self.held):
            for n in NAMES.league_words:
                self.phrases.setdefault(tuple(clean(n).split()), -1)
        for which, words in NAMES.season_words.items():
            for n in words:
                what = -2 if which == SeasonWord.LAST else _THIS
                self.phrases.setdefault(tuple(clean(n).split()), what)
        self.longest = max((len(p) for p in self.phrases), default=0)
        self.firsts = {p[0] for p in self.phrases if p}
        # "la liga": La Liga's name, and "the league" in Spanish
        self.league_words = {tuple(clean(n).split()) for n in NAMES.league_words}

    def current(self, default: str, today: str) -> str:
        """The season of `default`'s competition being played on `today` (ISO date): the
        latest to have begun by then; `default` when none had begun, or none other is held."""
        base = next(h for h in self.held if h.id == default)
        return _under_way(self._same(base), today) or default

    def _same(self, base: Held) -> list[Held]:
        """The seasons held of `base`'s competition (itself too)."""
        return [
            h
            for h in self.held
            if (h.kind, h.league, h.competition) == (base.kind, base.league, base.competition)
        ]

    def route(
        self, question: str, default: str, *, clubs_named: bool = False, today: str = ""
    ) -> Routed | None:
        """The tournament `question` names and the question rewritten to its name (and a
        derby's name to its match); None when nothing is rewritten. `clubs_named`: the
        default is the competition of the clubs the question names, and a league's
        everyday name ("la liga") means theirs."""
        routed = self._route(question, default, clubs_named, today)
        target = routed.tournament if routed is not None else default
        teams = next(h.teams for h in self.held if h.id == target)
        derby = derby_named(routed.question if routed else question, teams)
        if derby is not None:  # "el clasico this season": its matches, of the season held
            words = derby.split()
            this = [sp for sp in self._named(words)[2] if sp[2] == _THIS]
            kept = [w for i, w in enumerate(words) if not any(a <= i < b for a, b, _ in this)]
            return Routed(target, " ".join(kept))
        return routed

    def names_competition(self, question: str) -> bool:
        """Whether `question` names a competition held ("ucl", "the league", "la liga")."""
        words = clean(question).split()
        return len(words) <= MAX_WORDS and self._named(words)[0] is not None

    def _route(self, question: str, default: str, clubs_named: bool, today: str) -> Routed | None:
        words = clean(question).split()
        if not words or len(words) > MAX_WORDS:
            return None
        kind, season, spans = self._named(words, clubs_named)
        if kind is None and season is None:
            return None
        base = next(h for h in self.held if h.id == default)
        if isinstance(season, tuple) and all(h.season != season for h in self.held):
            # a season none holds ("2013-14"): its years, which the engine declines
            said = [(s, e) for s, e, what in spans if what == 0]
            kept = [w for i, w in enumerate(words) if not any(s <= i < e for s, e in said)]
            return Routed(default, " ".join([*kept, str(season[0]), str(season[1])]))
        this = [(s, e) for s, e, what in spans if what == _THIS]
        held_written = kind is None and season is not None and season == base.season
        if held_written:  # "merseyside derby results 24/25" of 2024/25: "this season"
            season, this = SeasonWord.THIS, [(s, e) for s, e, _ in spans]
        elif len(self.held) == 1 and kind is None:
            return None  # "this season" of the one season held: read as it is
        if season is SeasonWord.THIS and kind is None:
            # "this season" of the season a question means anyway: said for nothing
            kept = [w for i, w in enumerate(words) if not any(s <= i < e for s, e in this)]
            return Routed(default, " ".join(kept)) if kind is None and kept else None
        target = self._pick(base, kind, season, today)
        if target is None and season is SeasonWord.LAST:
            return self._last_not_held(words, spans, base, kind, today)
        if target is None:
            return None
        years = [int(w) for w in words if _YEAR4.match(w)]
        if target.season and any(not target.season[0] <= y <= target.season[1] for y in years):
            return None  # another year than the one chosen: the engine says it has not it
        if target.id == default and kind in (None, -1):
            return None  # "the league", "this season": the default, as it reads them
        # a competition or season named: its name instead; "the league" stays
        # ... but a stage named by the competition's words ("the league phase", "fase
        # liga") keeps them: that stage is asked, not the whole competition
        renamed = [(s, e) for s, e, what in spans if what != -1 and not _names_stage(words[s:e])]
        if not renamed:
            return Routed(target.id, question)
        first = renamed[0][0]
        # a league as "the league", which every language's questions read; a cup by name
        rest = [w for i, w in enumerate(words) if not any(s <= i < e for s, e in renamed)]
        name = NAMES.league_said.get(detect(rest), target.name)  # the language of the rest
        name = name if target.league else target.name
        rewritten = [
            name if i == first else w
            for i, w in enumerate(words)
            if i == first or not any(s <= i < e for s, e in renamed)
        ]
        return Routed(target.id, " ".join(rewritten))

    def _last_not_held(
        self,
        words: list[str],
        spans: list[tuple[int, int, int]],
        base: Held,
        kind: int | None,
        today: str,
    ) -> Routed | None:
        """ "Last season" of a competition held whose season before is not: its years
        (the season before the one being played), which that competition's engine
        declines ("ligue 1 last season" -> "... ligue 1 2023 2024")."""
        now = self._pick(base, kind, None, today)
        if now is None or now.season is None:
            return None
        last = [(s, e) for s, e, what in spans if what == -2]
        kept = [w for i, w in enumerate(words) if not any(s <= i < e for s, e in last)]
        years = [str(now.season[0] - 1), str(now.season[1] - 1)]
        return Routed(now.id, " ".join([*kept, *years]))

    def _named(
        self, words: list[str], clubs_named: bool = False
    ) -> tuple[int | None, Season, list[tuple[int, int, int]]]:
        kind: int | None = None
        season: Season = None
        spans: list[tuple[int, int, int]] = []  # start, end, what (-1: "the league")
        i = 0
        while i < len(words):
            found = self._phrase_at(words, i)
            if found is not None:
                n, what = found
                if clubs_named and what >= 0 and tuple(words[i : i + n]) in self.league_words:
                    what = -1  # "la liga" beside the clubs of another league: theirs
                after = words[i + n] if i + n < len(words) else ""
                if what >= 0 and (after in grammar().place_nouns or qualify_for(words, i)):
                    i += n  # "the champions league spots", "who qualified for the
                    # champions league": the league's places
                    continue
                if what >= -1 and (kind is None or kind == -1 < what):
                    kind = (
                        what  # a competition's name over "the league" ("league places in ligue 1")
                    )
                elif what < -1 and season is None:
                    season = SeasonWord.LAST if what == -2 else SeasonWord.THIS
                spans.append((i, i + n, what))
                i += n
                continue
            years = _season_at(words, i)
            if years is not None and season is None:
                season, n = years
                start = _noun_before(words, i, spans[-1][1] if spans else 0)
                spans.append((start, i + n, 0))
                i += n
                continue
            i += 1
        return kind, season, spans

    def _phrase_at(self, words: list[str], i: int) -> tuple[int, int] | None:
        if words[i] not in self.firsts:  # most words begin no phrase
            return None
        for n in range(min(self.longest, len(words) - i), 0, -1):
            what = self.phrases.get(tuple(words[i : i + n]))
            if what is not None:
                return n, what
        return None

    def _pick(self, base: Held, kind: int | None, season: Season, today: str) -> Held | None:
        if kind == -1:
            pool = [h for h in self.held if h.league]
        elif kind is not None:
            pool = [h for h in self.held if h.kind == kind]
        else:
            pool = [h for h in self.held if h.kind == base.kind and h.league == base.league]
        if not pool:
            return None
        pool.sort(key=lambda h: h.last_day)
        if season is None or season is SeasonWord.THIS:
            return base if base in pool else _latest(pool, today)
        if season is SeasonWord.LAST:  # the one before the season of that competition
            # being played (the default's own, else the latest begun by `today`)
            now = base if base in pool else _latest(pool, today)
            before = [h for h in pool if h.last_day < now.last_day]
            return before[-1] if before else None
        return next((h for h in pool if h.season == season), None)


_NOUNS = {tuple(clean(n).split()) for n in NAMES.season_nouns}


def _noun_before(words: list[str], i: int, free: int) -> int:
    """Where a season written at words[i] begins with the words naming it a season before
    it ("la temporada 24/25"), not before `free`."""
    for n in sorted({len(x) for x in _NOUNS}, reverse=True):
        if i - n >= free and tuple(words[i - n : i]) in _NOUNS:
            return i - n
    return i


def _latest(pool: list[Held], today: str) -> Held:
    """The season of `pool` under way on `today` (its latest begun), else its latest."""
    now = _under_way(pool, today) if today else None
    return next((h for h in pool if h.id == now), pool[-1])


def _under_way(pool: list[Held], today: str) -> str | None:
    """The id of the latest of `pool` to have begun by `today`, if any."""
    begun = [h for h in pool if h.first_day <= today]
    return max(begun, key=lambda h: h.first_day).id if begun else None


def _season_at(words: list[str], i: int) -> tuple[tuple[int, int], int] | None:
    """A season written at words[i]: "2023-24", "23-24", "2023 24", "23 24"."""
    found = _TOKEN_SEASON.match(words[i])
    if found:
        pair, n = (found.group(1), found.group(2)), 1
    elif i + 1 < len(words) and _YEAR.match(words[i]) and _YEAR.match(words[i + 1]):
        pair, n = (words[i], words[i + 1]), 2
    else:
        return None
    first = int(pair[0]) + (2000 if len(pair[0]) == 2 else 0)
    last = int(pair[1]) % 100
    if (first + 1) % 100 != last:
        return None
    return (first, first + 1), n
