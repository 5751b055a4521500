"""From raw text to canonical words and slots: the one pipeline for questions and patterns.

One straight line of small stages, each taking a `Draft` and returning the next one
(`Understanding.stages`):

    tokens -> readers -> spelling -> names -> synonyms -> match words -> slots -> stems

Names are found before synonyms fold words (a synonym must not eat part of a name), and
goal/role/minute/score/year slots after (they read the folded words: 'winning goal' is
'winner'). Patterns skip only the spelling stage, so a phrasing a moderator writes and
a question a fan types end up in the same form. The result is a `Parsed` (words and
slots, what the matcher reads) and its `Frame` (`frame.py`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

from bot.engine.facts.standin import report
from bot.engine.languages import canonical as c
from bot.engine.understanding import tokens as n
from bot.engine.understanding.folding import fold
from bot.engine.understanding.frame import Frame, frame_of
from bot.engine.understanding.goal_names import goal_names, named_goals
from bot.engine.understanding.lang import (
    Lang,
    base,
    beside_names,
    detect,
    grammar,
    language,
    languages,
)
from bot.engine.understanding.matches import (
    any_stage_word,
    bare_match,
    competition_or_match,
    every_meeting,
    match_named,
    no_goal_without_stage,
    pair_in_competition,
    played_stages,
    stage_word,
    tournament_stages,
)
from bot.engine.understanding.names.competitions import Competitions, tournament_years
from bot.engine.understanding.names.index import EntityIndex
from bot.engine.understanding.names.teams import FOREIGN_COMPETITIONS, read_hosted
from bot.engine.understanding.readers.base import MARKS
from bot.engine.understanding.readers.table import read, spelled_out
from bot.engine.understanding.slots import Slots, find_slots, minute_words
from bot.engine.understanding.spelling import Speller
from bot.knowledge import Knowledge, Report

OTHER_COMPETITION = c.OTHER_COMPETITION  # re-exported: the engine reads it
__all__ = ["OTHER_COMPETITION", "Draft", "Parsed", "Understanding", "tournament_years"]
VENUE_TOKEN = "{venue}"
NEXT_MATCH = [c.NEXT, c.MATCH]
Stages = dict[str | None, list[str]]


@dataclass(frozen=True)
class Parsed:
    words: tuple[str, ...]  # canonical: stemmed, with slot tokens such as {person}
    slots: Slots
    unknown: tuple[str, ...]  # words as typed that no phrasing, name or synonym knows
    lang: Lang = "en"  # the question's language: the answer's too
    # Where the readers read a typed field, by its position among `words` (a field at
    # position 2 was read before words[2]): the matcher compares the frame's field there
    marks: tuple[tuple[int, str], ...] = ()

    @property
    def frame(self) -> Frame:
        """The parse as a typed, immutable `Frame` (made anew: the slots may change)."""
        return frame_of(self.words, self.slots, self.lang)


@dataclass(frozen=True)
class Draft:
    """The text between two stages: its words so far, what it names so far (each stage
    adds what it finds to `slots`), and the typed words nothing knows."""

    words: tuple[str, ...]
    slots: Slots
    unknown: tuple[str, ...] = ()
    lang: Lang = "en"  # which language's rules the stages apply

    def with_words(self, words: Iterable[str]) -> Draft:
        """The draft with new words (built directly: `dataclasses.replace` costs a few
        microseconds a call, and a parse makes several)."""
        return Draft(tuple(words), self.slots, self.unknown, self.lang)

    def rewritten(self, words: Iterable[str]) -> Draft:
        """The draft with new words; an unknown word a stage consumed is no longer one
        (a fuzzy name, a minute, a year)."""
        kept = tuple(words)
        unknown = tuple(w for w in self.unknown if w in kept)
        return Draft(kept, self.slots, unknown, self.lang)


Stage = Callable[[Draft], Draft]


def _match_stages(knowledge: Knowledge, m: Report) -> tuple[Stages, Stages, bool]:
    """Stage words that name this match or the next one ("who won the final" in a
    final), those a question may still ask of (a next match's stage the data has played
    is that match), and whether this match is the final."""
    stages: Stages = {stage_word(m.competition.stage): [c.MATCH]}
    # "who won the cup" is this match when it is the final; with the tournament's
    # data it is the tournament, unless a match is named or its score asked
    final_current = stage_word(m.competition.stage) == c.FINAL
    if final_current and knowledge.tournament is None:
        stages[c.COMPETITION] = [c.MATCH]
    for nxt in m.upcoming:
        stages.setdefault(any_stage_word(nxt.stage), NEXT_MATCH)
    stages.pop(None, None)
    # A fan asking of the next match's stage once the data has it played ("goals in
    # the final") asks of that match; the phrasings about the next match keep it.
    played = played_stages(knowledge.tournament)
    asked = {
        w: parts
        for w, parts in stages.items()
        if not (parts == NEXT_MATCH and c.TOURNAMENT_STAGES.get(w or "") in played)
    }
    return stages, asked, final_current


class Understanding:
    """Holds what parsing needs from one knowledge load: names, vocabulary, speller."""

    def __init__(
        self,
        knowledge: Knowledge,
        patterns: Iterable[str],
        texts: Mapping[Lang, Mapping[str, Sequence[str]]] | None = None,
    ) -> None:
        """`texts`: per language, the knowledge's free texts (quotes, descriptions) by
        the view that shows them (`views.view_texts`); their words are known, and
        evidence for that view."""
        patterns = list(patterns)  # in the base language, which `tokens` reads
        own = base()
        words: Counter[str] = Counter(w for p in patterns for w in n.tokens(p))
        words.update(own.vocabulary)
        words.update([*c.GOAL_WORDS, *c.ROLE_WORDS, *c.ORDINALS])
        m = report(knowledge)
        self._tournament = knowledge.tournament is not None
        # The data names scorers (a World Cup's) or gives scores only (a club season's)
        t = knowledge.tournament
        self._scorers = t is None or any(x.goals for x in t.matches)
        self._cup = t is not None and not t.is_league  # a league's pair has its summary
        self._stages, self._asked_stages, self._final_current = _match_stages(knowledge, m)
        # A knowledge of one match (no tournament of others): another stage is another match.
        self._one_match = getattr(knowledge, "tournament", None) is None
        self._own_years = _own_years(m) if self._one_match else frozenset()
        # The competition's names ('the Nations Cup goals'), the tournament's, the
        # following matches' and the awards': known words, read by `match_words`.
        final = self._final_current and self._one_match
        self.competitions = Competitions(knowledge, m, final=final)
        self._years, self._held = self.competitions.years, self.competitions.held
        words.update(self.competitions.award_words)
        words.update(self.competitions.words)
        # Ordinary words are never fuzzily taken for a name; names are spelt-checked too.
        self.entities = EntityIndex(knowledge, vocabulary=words)
        self._club_words = self.entities.club_words - set(words)
        self._first_words = self.entities.first_words
        self._build_spellers(knowledge, words, texts or {})
        # The pipeline, in order. Phrasings skip the spelling stage.
        self._goal_names = goal_names(m)
        self.stages: tuple[Stage, ...] = (
            calendar,
            self.goal_named,
            self.spelling,
            self.names,
            synonyms,
            self.match_words,
            slot_words,
        )
        self._pattern_stages = tuple(
            self.phrasing_match_words if s == self.match_words else s
            for s in self.stages
            if s != self.spelling
        )

    def _build_spellers(
        self,
        knowledge: Knowledge,
        words: Counter[str],
        by_lang: Mapping[Lang, Mapping[str, Sequence[str]]],
    ) -> None:
        """The base language's speller and match-text evidence, then each other's.
        Words of the match texts (quotes, descriptions) are known, so not penalised as
        off-topic, though no phrasing uses them ("did scaloni mention arrogance")."""
        own = base()
        own_texts = by_lang.get(own.code, {})
        pattern_stems = {n.stem(w) for w in words}
        # ... and each is evidence for the view that shows it ("arrogant" -> quotes).
        self.context_by_view = {
            view: frozenset(n.stem(w) for t in group for w in n.tokens(t)) - pattern_stems
            for view, group in own_texts.items()
        }
        self.context_words = frozenset().union(*self.context_by_view.values())
        vocab = Counter(words)
        vocab.update(self.entities.alias_words)
        # the words of competitions fans name that this is not: kept as typed, so the
        # names stage reads them whole ('africa cup of nations', not '... of nation')
        vocab.update(w for f in FOREIGN_COMPETITIONS for w in n.tokens(f))
        vocab.update(w for group in own_texts.values() for t in group for w in n.tokens(t))
        self.speller = Speller(vocab)  # also the set of words the bot knows
        self.spellers: dict[Lang, Speller] = {own.code: self.speller}
        self.contexts: dict[Lang, dict[str, frozenset[str]]] = {own.code: self.context_by_view}
        # Per language: how a word is corrected, and whether it is known.
        self._fix: dict[Lang, Callable[[str], str]] = {}
        self._knows: dict[Lang, Callable[[str], bool]] = {}
        for other in languages():
            if not other.base:
                self._add_language(knowledge, other.code, by_lang.get(other.code, {}), words)
        self._bind_spellers()

    def parse(self, text: str, *, correct: bool = True, lang: Lang | None = None) -> Parsed:
        """Run `text` through every stage: the question's canonical words and slots.
        `lang` None: the question's own language, detected from its words."""
        draft = normalised(text, lang, self._name_spans)
        if draft.lang not in self.spellers:  # a language added after this was built
            draft = normalised(text, base().code)
        for stage in self.stages if correct else self._pattern_stages:
            draft = stage(draft)
        if correct and c.HOW_MANY.issubset(draft.words) and c.COUNT not in draft.slots.topics:
            draft.slots.topics.append(c.COUNT)  # a count is answered with its number first
        return stems(draft)

    @property
    def final_is_this_match(self) -> bool:
        """Whether this match is the final: "the final" / "la final" then means it."""
        return self._final_current

    def language_of(self, text: str) -> Lang:
        """The language `text` reads as (as `parse` finds it), without reading it further."""
        lang = normalised(text, None, self._name_spans).lang
        return lang if lang in self.spellers else base().code

    def _name_spans(self, words: list[str]) -> list[tuple[int, int]]:
        """The spans of `words` that name someone: no evidence of a language."""
        return self.entities.name_spans(words)

    def goal_named(self, draft: Draft) -> Draft:
        """A goal named by its own name ("the hand of god") to the word goal, and that
        goal noted (`Slots.goal_numbers`)."""
        if not self._goal_names:
            return draft
        words, found = named_goals(draft.words, self._goal_names)
        if not found:
            return draft
        draft.slots.goal_numbers.extend(found)
        return draft.with_words(words)

    def spelling(self, draft: Draft) -> Draft:
        """Typos corrected to words the bot knows."""
        return draft.with_words(map(self._fix.get(draft.lang, self.speller.correct), draft.words))

    def names(self, draft: Draft) -> Draft:
        """People, teams and nationalities to {person}/{team}/{nationality} slots. The
        words left unknown are noted here, before names and synonyms replace them."""
        slots = draft.slots
        words = self.competitions.foreign_first(list(draft.words), slots)
        words = read_hosted(words, self._held)
        knows = self._knows.get(draft.lang, self.speller.__contains__)
        weak = self._club_words
        unknown = tuple(w for w in words if (not knows(w) or w in weak) and _is_word(w))
        slots.asks_club = not c.CLUBS.isdisjoint(words)  # "play for" alone: any team
        rules = language(draft.lang)
        named = self.entities.find_names(
            words,
            slots,
            rules.ordinary,
            rules.conceding,
            rules.carded,
            (rules.winning, rules.losing, rules.drawing),
            draft.lang,
        )
        if len(slots.teams) > 1 and VENUE_TOKEN in named:
            named = _venue_of_the_match(named)
        if not (slots.people or slots.players):  # "andré" of two: whose, it does not say
            unknown += tuple(w for w in named if w in self._first_words and w not in unknown)
        return Draft(tuple(words), slots, unknown, draft.lang).rewritten(named)

    def _add_language(
        self,
        knowledge: Knowledge,
        lang: Lang,
        texts: Mapping[str, Sequence[str]],
        pattern_words: Counter[str],
    ) -> None:
        """The speller and match-text evidence of a language other than the base one
        (built above)."""
        rules = language(lang)
        own: Counter[str] = Counter()
        phrasings = [p for i in knowledge.intents for p in i.phrasings(lang)]
        own.update(w for p in phrasings for w in rules.tokens(p))
        own.update(rules.vocabulary)
        own.update(w for group in texts.values() for t in group for w in rules.tokens(t))
        own.update(self.entities.alias_words)
        own.update(w for f in FOREIGN_COMPETITIONS for w in rules.tokens(f))  # as in English
        for w in rules.drop:  # a slip is read as a word that carries meaning, before a filler
            own[w] = 1
        self.spellers[lang] = Speller(own)
        stems = {rules.stem(w) for p in phrasings for w in rules.rewrite(rules.tokens(p))}
        stems |= {n.stem(w) for w in pattern_words}
        self.contexts[lang] = {
            view: frozenset(rules.stem(w) for t in group for w in rules.rewrite(rules.tokens(t)))
            - stems
            for view, group in texts.items()
        }

    def _bind_spellers(self) -> None:
        """Per language, how a word is corrected and whether it is known: closures over
        the spellers, made again after unpickling (a saved engine keeps no functions)."""
        own = self.speller
        for lang, speller in self.spellers.items():
            if speller is own:
                self._fix[lang], self._knows[lang] = own.correct, own.__contains__
            else:
                self._fix[lang] = partial(self._correct, lang=lang)
                self._knows[lang] = partial(_known, speller, own)

    def __getstate__(self) -> dict[str, object]:
        state = self.__dict__.copy()
        state["_fix"], state["_knows"] = {}, {}
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self._bind_spellers()

    def _correct(self, word: str, lang: Lang) -> str:
        """A slip is read as a word of the question's language first, then as one of the
        base language (fans mix in English words: "quien hizo el assist")."""
        fixed = self.spellers[lang].correct(word)
        if fixed != word or word in self.spellers[lang]:
            return fixed
        return self.speller.correct(word)

    def context(self, lang: Lang) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
        """Match-text words by view, and all of them, in `lang`."""
        by_view = self.contexts.get(lang, self.context_by_view)
        return by_view, frozenset().union(*by_view.values())

    def phrasing_match_words(self, draft: Draft) -> Draft:
        """`match_words` of a phrasing: the next match's stage is always the next match,
        and a phrasing is never a bare match name asking for its result (its intent
        says what it asks: 'era la semifinal' is the competition, not who scored)."""
        return self.match_words(draft, self._stages, bare=False)

    def match_words(
        self,
        draft: Draft,
        kept: Stages | None = None,
        *,
        bare: bool = True,
    ) -> Draft:
        """Words naming this match's things: awards to {award}, stage words ('the
        final') to this match or the next one (`kept`: which, by stage word). `bare`: a
        question that only names a match asks for its result and scorers."""
        stages = self._asked_stages if kept is None else kept
        names = self.competitions
        words = names.named_awards(list(draft.words), draft.slots)
        words = names.named_competition(names.named_next(words), draft.slots, question=bare)
        if self._one_match and any(w in c.STAGES and w not in stages for w in words):
            draft.slots.topics.append(c.OTHER_MATCH)  # "the semi", when this is the final
        if self._own_years:  # "the 2014 world cup final", "euro 2020" of this match: it
            words = [w for w in words if not (w.isdigit() and int(w) in self._own_years)]
        if self._tournament:
            # this tournament's own years ("2022", "euro 2020") name nothing narrower
            words = [w for w in words if not (w.isdigit() and int(w) in self._years)]
            words = tournament_stages(match_named(words), draft.slots, stages)
            if self._final_current and c.COMPETITION in words:
                words = competition_or_match(words)
            words = pair_in_competition(words, draft.slots)
        draft.slots.next_stages += [w for w in words if stages.get(w) == NEXT_MATCH]
        words = [part for w in words for part in stages.get(w, [w])]
        no_goal_without_stage(draft.slots)
        if bare and self._tournament and bare_match(words, draft.slots):
            # "italy spain euro 2020 semi": its result and scorers (its score, of a
            # season's data without scorers: not a scorer question declined)
            asked = [c.WHO, c.SCORED] if self._scorers else [c.SCORE]
            if self._cup:  # "spain v italy", who met twice: both meetings
                every_meeting(draft.slots)
            words = [w for w in words if w != c.COMPETITION] + asked
        return draft.with_words(words)


def _own_years(m: Report) -> frozenset[int]:
    """The years naming one match: the year it was played and those in its competition's
    names ("Euro 2020", played in 2021)."""
    comp = m.competition
    translated = (str(t.get("name", "")) for t in comp.translations.values())
    names = [comp.name, *comp.aliases, *translated]
    found = {int(y) for name in names for y in re.findall(r"\b(?:19|20)\d\d\b", name)}
    if m.day.date:
        found.add(m.day.date.year)
    return frozenset(found)


def _known(first: Speller, then: Speller, word: str) -> bool:
    return word in first or word in then


def normalised(
    text: str,
    lang: Lang | None = None,
    names: Callable[[list[str]], list[tuple[int, int]]] | None = None,
) -> Draft:
    """Markup, emoji, case and accents gone; the text as words, with the language's chat
    shorthand expanded (`tokens.tokens` for English). `lang` None: the language the
    words read as (`lang.detect`), from the one cleaning; `names` gives the spans that
    are names, which are no evidence of it ("who knocked out República Democrática del
    Congo" is English)."""
    words = spelled_out(n.clean(text).split())
    if lang is None:
        rest, typed = _without_names(words, text[: n.MAX_QUESTION_CHARS], names)
        lang = (beside_names(rest) if len(rest) < len(words) else None) or detect(rest, typed)
    return Draft(tuple(language(lang).expand(words)), Slots(), lang=lang)


def _without_names(
    words: list[str], raw: str, names: Callable[[list[str]], list[tuple[int, int]]] | None
) -> tuple[list[str], str]:
    """The words and the typed text, less the names in them, unless nothing else is left
    ("¿Perú?" is Spanish)."""
    spans = names(words) if names is not None else []
    if not spans:
        return words, raw
    inside = {i for start, end in spans for i in range(start, end)}
    rest = [w for i, w in enumerate(words) if i not in inside]
    if not rest:
        return words, raw
    if raw.isascii():
        return rest, raw  # no letters as typed to weigh (accents, ¿, ñ): nothing to take out
    named = {words[i] for i in inside} - set(rest)
    typed = " ".join(t for t in raw.split() if not named.issuperset(_cleaned_word(t) or ("",)))
    return rest, typed


@lru_cache(maxsize=4096)
def _cleaned_word(typed: str) -> tuple[str, ...]:
    """A word as typed ("¿Quién", "Martínez,"), cleaned: the same few words come back."""
    return tuple(n.clean(typed).split())


def calendar(draft: Draft) -> Draft:
    """Dates, matchdays, placings, meetings, group letters, shirt numbers and counts to
    slots (`readers.table.read`)."""
    return draft.with_words(read(list(draft.words), draft.slots))


def synonyms(draft: Draft) -> Draft:
    """Synonyms and phrases folded to one canonical word ('manager' -> 'coach'); the
    topics views need are noted from the words before and after folding (`folding`)."""
    return draft.with_words(fold(list(draft.words), draft.slots, draft.lang))


def slot_words(draft: Draft) -> Draft:
    """Goal, role, score, year and minute words to their slots (`entities.find_slots`)."""
    slots = draft.slots
    return draft.rewritten(minute_words(find_slots(list(draft.words), slots), slots))


def stems(draft: Draft) -> Parsed:
    """The last stage: every word stemmed, the draft frozen into a `Parsed`; the readers'
    marks taken out of the words, their places kept (`Parsed.marks`)."""
    stem = language(draft.lang).stem
    if MARKS.keys().isdisjoint(draft.words):
        return Parsed(tuple(stem(w) for w in draft.words), draft.slots, draft.unknown, draft.lang)
    words: list[str] = []
    marks: list[tuple[int, str]] = []
    for w in draft.words:
        if w in MARKS:
            marks.append((len(words), MARKS[w]))
        else:
            words.append(stem(w))
    return Parsed(tuple(words), draft.slots, draft.unknown, draft.lang, tuple(marks))


def _venue_of_the_match(words: list[str]) -> list[str]:
    """A stadium named beside a match's two teams ("corea vs chequia en guadalajara") says
    where that match was, not what is asked: its words go (the slot stays)."""
    place_words = grammar().place_words
    out: list[str] = []
    for w in words:
        if w == VENUE_TOKEN:
            if out and out[-1] in place_words:
                out.pop()
            continue
        out.append(w)
    return out


def _is_word(word: str) -> bool:
    """Whether `word` is one a fan may have typed unknown: no number, no reader's mark."""
    return word not in MARKS and not any(ch.isdigit() for ch in word)
