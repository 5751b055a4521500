"""The names of competitions a question may use: this match's competition, the
tournament held (and its everyday forms, "the euros", "mundial 2022"), other kinds of
tournament, foreign competitions, the matches that follow ("the super cup") and the
awards ("golden ball"), each as the pipeline spells them after the synonyms."""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.engine.languages import canonical as c
from bot.engine.languages.names import NAMES
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import codes, grammar, languages
from bot.engine.understanding.matches import only_stages
from bot.engine.understanding.names import teams as team_names
from bot.engine.understanding.slots import Slots
from bot.knowledge import Knowledge, Report, StageKind, Tournament, fold

AWARD = "{award}"
Name = tuple[str, ...]


def tournament_years(t: Tournament) -> frozenset[int]:
    """The years a tournament is named by: its matches' and its name's ("Euro 2020",
    played in 2021)."""
    named = {int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", t.name)}
    return frozenset({m.date.year for m in t.matches} | named)


def _plays_a_league(t: Tournament) -> bool:
    """Whether a tournament is (or has) a league: its name says so, or its matches do."""
    name = t.name.casefold()
    return any(w in name for w in team_names.LEAGUE_NAMES) or t.is_league


def _read_forms(texts: Iterable[str]) -> set[Name]:
    """Names as every language's synonyms leave them ("mundial 2022" -> "world cup 2022"
    in Spanish, "world competition 2022" in English)."""
    out: set[Name] = set()
    for b in languages():
        for text in texts:
            words = n.rewrite_phrases(n.tokens(text)) if b.base else b.rewrite(b.tokens(text))
            if words:
                out.add(tuple(words))
    return out


def _longest_first(names: Iterable[Name]) -> list[Name]:
    return sorted(names, key=lambda x: -len(x))


def _by_first_word(names: Iterable[Name]) -> dict[str, list[Name]]:
    """Names by their first word, each word's in the order given (longest first)."""
    out: dict[str, list[Name]] = {}
    for name in names:
        if name:
            out.setdefault(name[0], []).append(name)
    return out


def _at(table: dict[str, list[Name]], words: list[str], i: int) -> Name | None:
    """The longest name of `table` the words at i begin with."""
    names = table.get(words[i])
    if not names:  # most words begin no name: no generator to make for them
        return None
    return next((x for x in names if tuple(words[i : i + len(x)]) == x), None)


def _stage_words(stage: str) -> tuple[str, ...]:
    return tuple(n.rewrite_phrases(n.tokens(stage)))


def _report_names(m: Report, whole: Tournament | None) -> list[str]:
    """The report's competition's names ('the Nations Cup goals'), in every language;
    with a tournament, a stage alias ('semi final') stays a stage."""
    names = [m.competition.name, *m.competition.aliases]
    names += [str(m.competition.tr("name", lang)) for lang in codes()]
    return [x for x in names if not only_stages(x)] if whole is not None else names


def _own_names(whole: Tournament | None, years: frozenset[int]) -> list[str]:
    """'euro 2020', 'the euros', 'mundial 2022': the tournament held; 'the league' only
    of a league's data."""
    if whole is None:
        return []
    names = [whole.name, *(str(whole.tr("name", lang)) for lang in codes())]
    # ... and the everyday names its name holds ("copa america" of "Copa América
    # Centenario 2016"): the tournament, never a team ("america") inside them
    names += [known for name in names for known in team_names.names_within(name)]
    own = team_names.competition_names(list(dict.fromkeys(names)), years)
    if not _plays_a_league(whole):
        return own
    # ... and a league by the names fans give its competition ("la liga inglesa")
    folded = fold(whole.name)
    kinds = [names for parts, names in NAMES.competition_names if any(p in folded for p in parts)]
    if not all(StageKind(m.stage) is StageKind.LEAGUE for m in whole.matches):
        return [*own, *team_names.LEAGUE_NAMES]  # a league phase: "league phase" is a stage
    return [*own, *team_names.LEAGUE_NAMES, *(kinds[0] if kinds else ())]


class Competitions:
    """Competition, following-match and award names, read in a question's words."""

    def __init__(self, knowledge: Knowledge, m: Report, *, final: bool = False) -> None:
        whole = knowledge.tournament
        self.tournament = whole is not None
        # of a league, "qualified for the champions league" asks its places
        self.league = whole is not None and _plays_a_league(whole)
        # Of one match that is its competition's final, the competition named is that
        # match ('who won the 2012 champions league'), read as one word like a tournament's.
        self.final = final
        self.years = tournament_years(whole) if whole else frozenset()
        # The names of the matches that follow ('the super cup') mean the next match, and
        # so do their last words ('super cup' of 'UEFA Super Cup'), two words at least.
        self._next_at = _by_first_word(
            _longest_first(
                {
                    name[i:]
                    for name in (_stage_words(nxt.stage) for nxt in m.upcoming)
                    if not any(w.isdigit() for w in name)
                    for i in range(len(name) - 1)
                }
            )
        )
        # Award names as the pipeline spells them ('player of the match' -> 'motm').
        self._awards = sorted(
            ((tuple(n.rewrite_phrases(n.tokens(a.name))), i) for i, a in enumerate(m.awards)),
            key=lambda a: -len(a[0]),
        )
        self.award_words = [w for a in m.awards for w in n.tokens(a.name)]
        # The awards a question may name that the match does not hold ("motm" of a
        # match whose only award is the tournament's top scorer)
        held = {name for name, _ in self._awards}
        named = _read_forms(" ".join(x) for x in grammar().award_names)
        self._unheld = _by_first_word(_longest_first(named - held))
        names = _report_names(m, whole)
        self.held = team_names.held_kinds(whole.name, self.years) if whole else frozenset()
        own_names = _own_names(whole, self.years)
        # one word names it only of a final ('la champions'): elsewhere 'cup' is no name
        shortest = 1 if final else 2
        # ... as every language's synonyms leave them ("mundial" is "world cup" in Spanish)
        report = _read_forms([x for x in names if len(n.tokens(x)) >= shortest])
        if whole is not None:  # "semi final" is a stage of the tournament, not its name
            report = {x for x in report if not set(x) <= set(c.TOURNAMENT_STAGES)}
        competition = _longest_first(report | _read_forms(own_names))
        # Another kind of tournament named ("the euros" with the World Cup's data): read
        # as the tournament held, noted so the answer says which one that is.
        others = team_names.other_forms(whole.name) if whole is not None else []
        other = _longest_first(_read_forms(others) - set(competition))
        # A competition of another kind named ("the champions league" with a World Cup's
        # or another league's data): not this one, declined ("othermatch").
        foreign = team_names.foreign_forms(whole.name) if whole is not None else []
        declined = _longest_first(_read_forms(foreign) - set(competition) - set(other))
        self.words = [w for x in [*names, *own_names] for w in n.tokens(x)]
        # ... by their first word, so a question's word looks at its own few.
        self._competition_at = _by_first_word(competition)
        self._other_at = _by_first_word(other)
        self._foreign_at = _by_first_word(declined)
        # ... and as typed, before any synonym, for the names stage ('copa america')
        kept = set(declined)
        typed = {
            tuple(b.tokens(x))
            for x in foreign
            for b in languages()
            if _read_forms([x]) & kept and len(b.tokens(x)) > 1
        }
        self._foreign_typed_at = _by_first_word(_longest_first(typed))

    def named_next(self, words: list[str]) -> list[str]:
        """A following match's name ('the super cup') to 'next match'."""
        out: list[str] = []
        i = 0
        while i < len(words):
            name = _at(self._next_at, words, i)
            out += [c.NEXT, c.MATCH] if name else [words[i]]
            i += len(name) if name else 1
        return out

    def named_competition(
        self, words: list[str], slots: Slots, *, question: bool = True
    ) -> list[str]:
        """A question naming the competition ('nations cup goals') asks beyond this
        match; another kind of tournament is noted, a foreign one declined. Of a final
        (`self.final`), a question's competition is the match; a phrasing's stays its
        words ('yellow cards at the world cup' asks of a tournament)."""
        out: list[str] = []
        i = 0
        while i < len(words):
            name = _at(self._competition_at, words, i)
            if name is None and (other := _at(self._other_at, words, i)) is not None:
                _note(slots, c.OTHER_COMPETITION)
                name = other
            if name is None:
                foreign = _at(self._foreign_at, words, i)
                if foreign is not None and not _places_of(words, i, len(foreign), self.league):
                    _note(slots, c.OTHER_MATCH)  # "who won the champions league"
                out.extend(foreign or words[i : i + 1])
                i += len(foreign) if foreign else 1
                continue
            _note(slots, c.COMPETITION)
            if any(w.isdigit() for w in name):
                _note(slots, c.EDITION)  # "mundial 2026": this edition
            # the words stay: 'who will win group c' is still a prediction; with a
            # tournament the name is the tournament ('who won the world cup')
            collapsed = self.tournament or (self.final and question)
            out.extend([c.COMPETITION] if collapsed else name)
            i += len(name)
        return out

    def foreign_first(self, words: list[str], slots: Slots) -> list[str]:
        """A foreign competition named ('copa america', 'africa cup of nations') is read
        before any team, so its words are never a team's ('america' is not the USA
        there): the span becomes one word no name matches, and the question is noted
        as about another match (declined)."""
        table = self._foreign_typed_at
        if not table or not any(w in table for w in words):
            return words
        out: list[str] = []
        i = 0
        while i < len(words):
            foreign = _at(table, words, i)
            if foreign is None:
                out.append(words[i])
                i += 1
                continue
            if _places_of(words, i, len(foreign), self.league):
                out.extend(foreign)
                i += len(foreign)
                continue
            _note(slots, c.OTHER_MATCH)
            out.append("_".join(foreign))
            i += len(foreign)
        return out

    def named_awards(self, words: list[str], slots: Slots) -> list[str]:
        """Replace an award's name ('golden ball', 'motm') by the {award} slot; one the
        match does not hold is noted (`OTHER_AWARD`)."""
        if not slots.awards and any(_at(self._unheld, words, i) for i in range(len(words))):
            _note(slots, c.OTHER_AWARD)
        if not self._awards:
            return words
        out: list[str] = []
        i = 0
        while i < len(words):
            for name, index in self._awards:
                if name and tuple(words[i : i + len(name)]) == name:
                    slots.awards.append(index)
                    out.append(AWARD)
                    i += len(name)
                    break
            else:
                out.append(words[i])
                i += 1
        return out


def _places_of(words: list[str], i: int, n: int, league: bool) -> bool:
    """The competition at words[i:i+n] names a league's places, not itself: "the
    champions league spots", "puestos de champions"."""
    g = grammar()
    after = words[i + n] if i + n < len(words) else ""
    before = words[i - 1] if i else ""
    of_place = i > 1 and before in g.of_words and words[i - 2] in g.place_nouns
    return (
        after in g.place_nouns
        or before in g.place_nouns
        or of_place
        or (league and qualify_for(words, i) and after not in c.STAGES)
    )


def qualify_for(words: list[str], i: int) -> bool:
    """'who qualified for the champions league', 'se clasificaron para la champions':
    the verb before the name, fillers between."""
    g = grammar()
    j = i - 1
    while j >= 0 and i - j <= 2 and words[j] in g.qualify_fillers:
        j -= 1
    return j >= 0 and words[j] in g.qualify_words


def _note(slots: Slots, topic: str) -> None:
    if topic not in slots.topics:
        slots.topics.append(topic)
