"""From raw text to canonical words and slots: the one pipeline for questions and patterns.

One straight line of small stages, each taking a `Draft` and returning the next one
(`Understanding.stages`):

    normalise -> spelling -> names -> synonyms -> match words -> slots -> stems -> Parsed

Names are found before synonyms fold words (a synonym must not eat part of a name), and
goal/role/minute/score/year slots after (they read the folded words: 'winning goal' is
'winner'). Patterns skip only the spelling stage, so a phrasing a moderator writes and
a question a fan types end up in the same form.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import pairwise

from bot.engine.languages.bundle import Language
from bot.engine.standin import report
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import (
    Lang,
    base,
    beside_names,
    codes,
    detect,
    language,
    languages,
)
from bot.engine.understanding.names import teams as team_names
from bot.engine.understanding.names.index import EntityIndex
from bot.engine.understanding.readers.table import read, spelled_out
from bot.engine.understanding.slots import (
    EDITION,
    GOAL_WORDS,
    ORDINALS,
    ROLE_WORDS,
    Slots,
    find_slots,
    minute_words,
)
from bot.engine.understanding.spelling import Speller
from bot.knowledge import Knowledge, Tournament

# Stages a fan names a match by: this match's stage means this match, the next match's
# stage the next match, whatever the tournament ("who won the final" in a final).
STAGES = ("final", "semifinal", "quarterfinal", "groupstage")
# With a tournament, a stage word names its matches (the tournament's stage names).
TOURNAMENT_STAGES = {
    "final": "final",
    "semifinal": "semi_final",
    "quarterfinal": "quarter_final",
    "roundof16": "round_of_16",
    "roundof32": "round_of_32",
    "thirdplace": "third_place",
    "groupstage": "group",
}
# "argentina's first game", "their last match": a match by its place in a team's run.
RELATIVE = {"first": "first", "last": "last", "latest": "last", "previous": "last"}
# "england's 2nd game", "el tercer partido de X": the nth match, as a relative slot ("2").
MATCH_ORDINALS = {w: str(n) for w, n in ORDINALS.items() if n > 1}
_NUMBERED = re.compile(r"^([1-9])(?:st|nd|rd|th)$")
MATCH_NOUNS = frozenset({"match", "matches"})
# Words naming the competition, which add nothing once a stage is named.
TOURNAMENT_WORDS = frozenset({"world", "competition", "cup"})
# "the opener" is a goal ("who scored the opener"), but a match "in"/"of" it.
OPENING_WORDS = frozenset({"opener", "inaugural"})
# ... and a team's opener that is won, lost or drawn ("did mexico win their opener",
# "the score of the opener"), or is one's own to play in ("in their opener").
OWNERS = frozenset({"{team}", "their", "its", "su"})
OUTCOME_WORDS = frozenset({"win", "lose", "draw", "score", "play"})
ARTICLES = frozenset({"the", "a", "el", "la"})
# ("of" stays out: "the scorer of the opener" is the goal.)
CONTAINERS = frozenset({"in", "from", "at", "en"})
# Canonical words of topics the views read ("sent off" -> "sentoff").
TOPICS = frozenset(
    {
        "path",  # "england's route to the final": the way there, not the final
        "knockout",  # the rounds after the groups, together
        "topscorer",  # "who came second in the scoring chart": a scorer's place
        "fewestconceded",  # a ranking of teams: "which team conceded the fewest goals"
        "mostconceded",
        "mostwins",
        "cleansheet",
        "home",  # "X v Y at home": the match X hosted
        "away",
        "hattrick",
        "winningkick",
        "sentoff",
        "booked",
        "shootout",
        "extratime",
        "owngoal",
        "card",
        "endofnormaltime",
        "firsthalf",
        "secondhalf",
        "halftime",
        "brace",
        "career",
        "competition",
        "lineup",
        "formation",
        "absent",
        "instead",
        "penaltyfoul",
        "referee",
        "subbedoff",
        "post",
        "lastminute",
        "othermatch",
        "inplay",
    }
)
# Another kind of tournament than the one held is named ("the euros", World Cup data).
OTHER_COMPETITION = "othercompetition"
# Topics that are only topics: noted, then taken out of the words (no phrasing has them).
TOPIC_ONLY = frozenset({"inplay", "home", "away"})


def stage_word(text: str | None) -> str | None:
    """The stage a competition round names ('semi-final' -> 'semifinal'), if any."""
    words = n.rewrite_phrases(n.tokens(text or ""))
    if "group" in words:  # "Group C", "group stage, matchday 2"
        return "groupstage"
    return next((w for w in reversed(words) if w in STAGES), None)


def _only_stages(text: str) -> bool:
    """Whether a name is no more than a stage ('semi-final', 'the semis')."""
    words = [w for w in n.rewrite_phrases(n.tokens(text)) if w not in ARTICLES]
    return bool(words) and all(w in TOURNAMENT_STAGES for w in words)


@dataclass(frozen=True)
class Parsed:
    words: tuple[str, ...]  # canonical: stemmed, with slot tokens such as {person}
    slots: Slots
    unknown: tuple[str, ...]  # words as typed that no phrasing, name or synonym knows
    lang: Lang = "en"  # the question's language: the answer's too


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


def _known(first: Speller, then: Speller, word: str) -> bool:
    return word in first or word in then


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
        patterns = list(patterns)  # in the base language, which `normalise` reads
        own = base()
        words: Counter[str] = Counter(w for p in patterns for w in n.tokens(p))
        words.update(own.vocabulary)
        words.update([*GOAL_WORDS, *ROLE_WORDS, *ORDINALS])
        m = report(knowledge)
        self._tournament = knowledge.tournament is not None
        self._years = (
            tournament_years(knowledge.tournament) if knowledge.tournament else frozenset()
        )
        self._stages = {stage_word(m.competition.stage): ["match"]}
        # "who won the cup" is this match when it is the final; with the tournament's
        # data it is the tournament, unless a match is named or its score asked
        self._final_current = stage_word(m.competition.stage) == "final"
        if self._final_current and not self._tournament:
            self._stages["competition"] = ["match"]
        for nxt in m.upcoming:
            self._stages.setdefault(stage_word(nxt.stage), ["next", "match"])
        self._stages.pop(None, None)
        # A fan asking of the next match's stage once the data has it played ("goals in
        # the final") asks of that match; the phrasings about the next match keep it.
        played = _played_stages(knowledge.tournament)
        self._asked_stages = {
            w: parts
            for w, parts in self._stages.items()
            if not (parts == ["next", "match"] and TOURNAMENT_STAGES.get(w or "") in played)
        }
        # The names of the matches that follow ('the super cup') mean the next match.
        self._next_names = sorted(
            {
                name
                for nxt in m.upcoming
                if len(name := tuple(n.rewrite_phrases(n.tokens(nxt.stage)))) > 1
                and not any(w.isdigit() for w in name)
            },
            key=lambda x: -len(x),
        )
        # A knowledge of one match (no tournament of others): another stage is another match.
        self._one_match = getattr(knowledge, "tournament", None) is None
        # Award names as the pipeline spells them ('player of the match' -> 'motm').
        self._awards = sorted(
            ((tuple(n.rewrite_phrases(n.tokens(a.name))), i) for i, a in enumerate(m.awards)),
            key=lambda a: -len(a[0]),
        )
        words.update(w for a in m.awards for w in n.tokens(a.name))
        # The competition's names ('the Nations Cup goals'): known words, and a topic.
        names = [m.competition.name, *m.competition.aliases]
        names += [str(m.competition.tr("name", lang)) for lang in codes()]
        if knowledge.tournament is not None:  # a stage alias ('semi final') stays a stage
            names = [c for c in names if not _only_stages(c)]
        whole = knowledge.tournament
        self._held = team_names.held_kinds(whole.name, self._years) if whole else frozenset()
        own_names: list[str] = []
        if whole is not None:  # "euro 2020", "the euros", "mundial 2022": this tournament
            own_names = team_names.competition_names(
                [whole.name, *(str(whole.tr("name", lang)) for lang in codes())],
                tournament_years(whole),
            )
            if _plays_a_league(whole):  # "who won the league": only of a league's data
                own_names += list(team_names.LEAGUE_NAMES)
        report_names = {
            tuple(n.rewrite_phrases(n.tokens(c))) for c in names if len(n.tokens(c)) > 1
        }
        if whole is not None:  # "semi final" is a stage of the tournament, not its name
            report_names = {c for c in report_names if not set(c) <= set(TOURNAMENT_STAGES)}
        self._competition = sorted(
            report_names | _read_forms(own_names),
            key=lambda c: -len(c),
        )
        # Another kind of tournament named ("the euros" with the World Cup's data): read
        # as the tournament held, noted so the answer says which one that is.
        others = team_names.other_forms(whole.name) if whole is not None else []
        self._other_competition = sorted(
            _read_forms(others) - set(self._competition), key=lambda c: -len(c)
        )
        # A competition of another kind named ("the champions league" with a World Cup's
        # or another league's data): not this one, declined ("othermatch").
        foreign = team_names.foreign_forms(whole.name) if whole is not None else []
        self._foreign = sorted(
            _read_forms(foreign) - set(self._competition) - set(self._other_competition),
            key=lambda c: -len(c),
        )
        words.update(w for c in [*names, *own_names] for w in n.tokens(c))
        # ... and these by their first word, so a question's word looks at its own few.
        self._competition_at = _by_first_word(self._competition)
        self._other_at = _by_first_word(self._other_competition)
        self._foreign_at = _by_first_word(self._foreign)
        self._next_at = _by_first_word(self._next_names)
        # Ordinary words are never fuzzily taken for a name; names are spelt-checked too.
        self.entities = EntityIndex(knowledge, vocabulary=words)
        self._club_words = self.entities.club_words - set(words)
        # Words of the match texts (quotes, descriptions): known, so not penalised as
        # off-topic, though no phrasing uses them ("did scaloni mention arrogance").
        by_lang = texts or {}
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

        # The pipeline, in order. Phrasings skip the spelling stage.
        self.stages: tuple[Stage, ...] = (
            calendar,
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

    def parse(self, text: str, *, correct: bool = True, lang: Lang | None = None) -> Parsed:
        """Run `text` through every stage: the question's canonical words and slots.
        `lang` None: the question's own language, detected from its words."""
        draft = normalised(text, lang, self._name_spans)
        if draft.lang not in self.spellers:  # a language added after this was built
            draft = normalised(text, base().code)
        for stage in self.stages if correct else self._pattern_stages:
            draft = stage(draft)
        return stems(draft)

    def language_of(self, text: str) -> Lang:
        """The language `text` reads as (as `parse` finds it), without reading it further."""
        lang = normalised(text, None, self._name_spans).lang
        return lang if lang in self.spellers else base().code

    def _name_spans(self, words: list[str]) -> list[tuple[int, int]]:
        """The spans of `words` that name someone: no evidence of a language."""
        return self.entities.name_spans(words)

    def spelling(self, draft: Draft) -> Draft:
        """Typos corrected to words the bot knows."""
        return draft.with_words(map(self._fix.get(draft.lang, self.speller.correct), draft.words))

    def names(self, draft: Draft) -> Draft:
        """People, teams and nationalities to {person}/{team}/{nationality} slots. The
        words left unknown are noted here, before names and synonyms replace them."""
        words = team_names.read_hosted(list(draft.words), self._held)
        slots = draft.slots
        knows = self._knows.get(draft.lang, self.speller.__contains__)
        weak = self._club_words
        unknown = tuple(w for w in words if (not knows(w) or w in weak) and not _has_digit(w))
        slots.asks_club = "club" in words or "clubs" in words  # "play for" alone: any team
        rules = language(draft.lang)
        named = self.entities.find_names(words, slots, rules.ordinary, rules.conceding)
        if len(slots.teams) > 1 and VENUE_TOKEN in named:
            named = _venue_of_the_match(named)
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
        kept: dict[str | None, list[str]] | None = None,
        *,
        bare: bool = True,
    ) -> Draft:
        """Words naming this match's things: awards to {award}, stage words ('the
        final') to this match or the next one (`kept`: which, by stage word). `bare`: a
        question that only names a match asks for its result and scorers."""
        stages = self._asked_stages if kept is None else kept
        words = self._named_awards(list(draft.words), draft.slots)
        words = self._named_competition(words, draft.slots)
        words = self._named_next(words)
        if self._one_match and any(w in STAGES and w not in stages for w in words):
            draft.slots.topics.append("othermatch")  # "the semi", when this is the final
        if self._tournament:
            # this tournament's own years ("2022", "euro 2020") name nothing narrower
            words = [w for w in words if not (w.isdigit() and int(w) in self._years)]
            words = tournament_stages(match_named(words), draft.slots, stages)
            if self._final_current and "competition" in words:
                words = _competition_or_match(words)
        words = [part for w in words for part in stages.get(w, [w])]
        if bare and self._tournament and _bare_match(words, draft.slots):
            # "italy spain euro 2020 semi": its result and scorers
            words = [w for w in words if w != "competition"] + ["who", "scored"]
        return draft.with_words(words)

    def _named_next(self, words: list[str]) -> list[str]:
        """A following match's name ('the super cup') to 'next match'."""
        out: list[str] = []
        i = 0
        while i < len(words):
            at = self._next_at.get(words[i], ())
            name = next((x for x in at if tuple(words[i : i + len(x)]) == x), None)
            if name is None:
                out.append(words[i])
                i += 1
            else:
                out += ["next", "match"]
                i += len(name)
        return out

    def _named_competition(self, words: list[str], slots: Slots) -> list[str]:
        """A question naming the competition ('nations cup goals') asks beyond this match."""
        out: list[str] = []
        i = 0
        while i < len(words):
            at = self._competition_at.get(words[i], ())
            name = next((c for c in at if tuple(words[i : i + len(c)]) == c), None)
            other = None
            if name is None:
                at = self._other_at.get(words[i], ())
                other = next((c for c in at if tuple(words[i : i + len(c)]) == c), None)
            if other is not None:
                if OTHER_COMPETITION not in slots.topics:
                    slots.topics.append(OTHER_COMPETITION)
                name = other
            if name is None:
                at = self._foreign_at.get(words[i], ())
                foreign = next((c for c in at if tuple(words[i : i + len(c)]) == c), None)
                if foreign is not None and "othermatch" not in slots.topics:
                    slots.topics.append("othermatch")  # "who won the champions league"
                out.extend(foreign or words[i : i + 1])
                i += len(foreign) if foreign else 1
                continue
            if "competition" not in slots.topics:
                slots.topics.append("competition")
            if any(w.isdigit() for w in name) and EDITION not in slots.topics:
                slots.topics.append(EDITION)  # "mundial 2026": this edition
            # the words stay: 'who will win group c' is still a prediction; with a
            # tournament the name is the tournament ('who won the world cup')
            out.extend(["competition"] if self._tournament else name)
            i += len(name)
        return out

    def _named_awards(self, words: list[str], slots: Slots) -> list[str]:
        """Replace an award's name ('golden ball', 'motm') by the {award} slot."""
        if not self._awards:
            return words
        out: list[str] = []
        i = 0
        while i < len(words):
            for name, index in self._awards:
                if name and tuple(words[i : i + len(name)]) == name:
                    slots.awards.append(index)
                    out.append("{award}")
                    i += len(name)
                    break
            else:
                out.append(words[i])
                i += 1
        return out


def _played_stages(t: Tournament | None) -> frozenset[str]:
    """The stages whose matches the tournament's data holds all played."""
    if t is None:
        return frozenset()
    stages = {m.stage for m in t.matches}
    return frozenset(
        st for st in stages if all(m.score is not None for m in t.matches if m.stage == st)
    )


def _plays_a_league(t: Tournament) -> bool:
    """Whether a tournament is (or has) a league: its name says so, or its matches do."""
    name = t.name.casefold()
    return any(w in name for w in ("league", "liga")) or t.is_league


def _read_forms(texts: Iterable[str]) -> set[tuple[str, ...]]:
    """Names as every language's synonyms leave them ("mundial 2022" -> "world cup 2022"
    in Spanish, "world competition 2022" in English)."""
    out: set[tuple[str, ...]] = set()
    for b in languages():
        for text in texts:
            words = n.rewrite_phrases(n.tokens(text)) if b.base else b.rewrite(b.tokens(text))
            if words:
                out.add(tuple(words))
    return out


def normalised(
    text: str,
    lang: Lang | None = None,
    names: Callable[[list[str]], list[tuple[int, int]]] | None = None,
) -> Draft:
    """Markup, emoji, case and accents gone; the text as words, with the language's chat
    shorthand expanded (`normalise.tokens` for English). `lang` None: the language the
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


# Words a match named alone may carry besides its name ("the", "of", "match").
BARE_MATCH_WORDS = frozenset(
    {"match", "competition", "the", "a", "of", "in", "at", "{team}", "{date}"}
)


def _bare_match(words: list[str], slots: Slots) -> bool:
    """A match named and nothing asked of it ("italy spain euro 2020 semi", "first game of
    the tournament"): a fan asking for that match wants its result."""
    named = slots.teams or slots.stages or slots.relative or slots.dates
    return bool(named) and "match" in words and set(words) <= BARE_MATCH_WORDS


def _competition_or_match(words: list[str]) -> list[str]:
    """While the final is the current match, the tournament's name in a question that
    names a match adds nothing ('portugal germany euro 2020 scorers'), and with a
    score it is the final ('euro 2020 final score'); otherwise it is the tournament."""
    if "match" in words:
        return [w for w in words if w != "competition"]
    if "score" in words:
        return ["match" if w == "competition" else w for w in words]
    return words


def tournament_years(t: Tournament) -> frozenset[int]:
    """The years a tournament is named by: its matches' and its name's ("Euro 2020",
    played in 2021)."""
    named = {int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", t.name)}
    return frozenset({m.date.year for m in t.matches} | named)


def calendar(draft: Draft) -> Draft:
    """Dates, matchdays, placings, meetings, group letters, shirt numbers and counts to
    slots (`readers.table.read`)."""
    return draft.with_words(read(list(draft.words), draft.slots))


DESIGNATOR_GLUE = frozenset({"play", "and", "y", "contra"})


def match_named(words: list[str]) -> list[str]:
    """'{team} v {team}' names a match: read as 'match', so 'mexico south africa score'
    is 'match score' (the teams stay in the slots, for `resolve`)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i] == "{team}":
            j = i + 1
            if j < len(words) and words[j] in DESIGNATOR_GLUE:
                j += 1
            if j < len(words) and words[j] == "{team}":
                out.append("match")
                i = j + 1
                if i < len(words) and words[i] in MATCH_NOUNS:
                    i += 1
                continue
        out.append(words[i])
        i += 1
    return out


def tournament_stages(
    words: list[str], slots: Slots, kept: Mapping[str | None, list[str]]
) -> list[str]:
    """Stage words to the stages they name, read as 'match' ('who won the final' is 'who
    won the match' of the final); 'first game' / 'last match' to a relative slot."""
    out: list[str] = []
    # a stage, or a team's nth match, named: the competition's name adds nothing
    named = any(w in TOURNAMENT_STAGES for w in words) or any(
        _match_place(w) and nxt in MATCH_NOUNS for w, nxt in pairwise(words)
    )
    skip: set[int] = set()
    for i, w in enumerate(words):
        if i in skip:
            continue
        stage = TOURNAMENT_STAGES.get(w)
        previous = words[i - 1] if i else ""
        if previous in ARTICLES and i > 1:
            previous = words[i - 2]
        if named and w in TOURNAMENT_WORDS:
            continue  # "the world cup final" is the final
        if w in OPENING_WORDS and (
            previous in CONTAINERS
            or previous in ("match", "competition")  # "the euro 2020 opener"
            or (previous in OWNERS and words[max(0, i - 2)] in CONTAINERS)
            or (previous in OWNERS | {"of"} and OUTCOME_WORDS.intersection(words))
        ):
            slots.relative.append("opening")  # "score in the opener", "partido inaugural"
            if previous != "match":
                out.append("match")
            continue
        following = words[i + 1] if i + 1 < len(words) else ""
        if stage is not None:
            if i and words[i - 1] in TOURNAMENT_STAGES:
                continue  # "octavos (de) final": one stage
            if stage not in slots.stages:
                slots.stages.append(stage)
            if i and words[i - 1] == "other":  # "the other semi-final"
                slots.relative.append("other")
            if w in kept:  # as without a tournament: this match's or the next one's
                out.append(w)
                continue
            out.append("stage" if stage == "group" else "match")
            if following in MATCH_NOUNS:
                out.pop()
        elif w == "openingmatch":
            slots.relative.append("opening")
            out.append("match")
        elif (place := _match_place(w)) and (
            following in MATCH_NOUNS or following in TOURNAMENT_STAGES
        ):
            # "their last match", "the 2nd game", "X's last group game"; the stage (if
            # any) is read next, as a match of it
            slots.relative.append(place)
            if following == "groupstage":  # a match of the group stage, not its table
                out.append("match")
                if "group" not in slots.stages:
                    slots.stages.append("group")
                skip.update({i + 1, i + 2} if words[i + 2 : i + 3] == ["match"] else {i + 1})
        else:
            out.append(w)
    return out


def _match_place(word: str) -> str | None:
    """A word placing a match in a run: 'first', 'last', 'second', '3rd' ('2', '3')."""
    if word in RELATIVE:
        return RELATIVE[word]
    if word in MATCH_ORDINALS:
        return MATCH_ORDINALS[word]
    numbered = _NUMBERED.match(word)
    return numbered.group(1) if numbered and numbered.group(1) != "1" else None


def synonyms(draft: Draft) -> Draft:
    """Synonyms and phrases folded to one canonical word ('manager' -> 'coach'); the
    topics views need are noted from the words before and after folding."""
    words, slots = list(draft.words), draft.slots
    bundle = language(draft.lang)
    if any(w in _penalty_words(bundle) for w in words):
        words = _penalty_ordinals(words, slots, bundle.rewrite)
    raw = bundle.raw_topics
    slots.topics.extend(dict.fromkeys(raw[w] for w in words if w in raw))
    folded = bundle.rewrite(words)
    if _asks_a_tally(words, folded, slots, bundle.tally_verbs):
        folded.append("career")
    slots.topics.extend(w for w in dict.fromkeys(folded) if w in TOPICS)
    return draft.with_words(w for w in folded if w not in TOPIC_ONLY)


def _asks_a_tally(words: list[str], folded: list[str], slots: Slots, verbs: frozenset[str]) -> bool:
    """'How many goals has X got (for T)', 'cuántos goles tiene X': a count a player
    holds, in the present, is a tally beyond this match ('did X score' is this match)."""
    asks = "how" in folded and "many" in folded and "{person}" in folded
    return asks and "career" not in folded and any(w in verbs for w in words)


_PENALTY_WORDS: dict[int, tuple[Language, frozenset[str]]] = {}


def _penalty_words(bundle: Language) -> frozenset[str]:
    """The words the bundle reads as "penalty" on their own: without one, a question has
    no penalty for an ordinal to pick (`_penalty_ordinals` would change nothing). A word
    no phrase starts with is read as itself, so these are "penalty" and phrases' first
    words. Worked out once per bundle (kept by its identity, with the bundle)."""
    held = _PENALTY_WORDS.get(id(bundle))
    if held is None or held[0] is not bundle:
        words = [*bundle.phrases, "penalty"]
        held = (bundle, frozenset(w for w in words if bundle.rewrite([w]) == ["penalty"]))
        _PENALTY_WORDS[id(bundle)] = held
    return held[1]


def _penalty_ordinals(
    words: list[str], slots: Slots, rewrite: Callable[[list[str]], list[str]]
) -> list[str]:
    """An ordinal next to a penalty ('the second pen', 'el primer penal') picks one of
    the match's penalties, not a goal: noted, and taken out of the words, so 'who gave
    away the first pen' reads as 'who gave away the pen'."""
    canon = [tuple(rewrite([w])) for w in words]
    out: list[str] = []
    for i, w in enumerate(words):
        ordinal = canon[i][0] if len(canon[i]) == 1 else ""
        # "the last penalty" stays: in a shootout it is the winning kick
        if ORDINALS.get(ordinal, -1) > 0 and canon[i + 1 : i + 2] == [("penalty",)]:
            slots.penalty_ordinals.append(ORDINALS[ordinal])
            continue
        out.append(w)
    return out


def slot_words(draft: Draft) -> Draft:
    """Goal, role, score, year and minute words to their slots (`entities.find_slots`)."""
    slots = draft.slots
    return draft.rewritten(minute_words(find_slots(list(draft.words), slots), slots))


def stems(draft: Draft) -> Parsed:
    """The last stage: every word stemmed, the draft frozen into a `Parsed`."""
    stem = language(draft.lang).stem
    return Parsed(tuple(stem(w) for w in draft.words), draft.slots, draft.unknown, draft.lang)


VENUE_TOKEN = "{venue}"
_PLACE_WORDS = frozenset({"in", "at", "en", "de"})


def _venue_of_the_match(words: list[str]) -> list[str]:
    """A stadium named beside a match's two teams ("corea vs chequia en guadalajara") says
    where that match was, not what is asked: its words go (the slot stays)."""
    out: list[str] = []
    for w in words:
        if w == VENUE_TOKEN:
            if out and out[-1] in _PLACE_WORDS:
                out.pop()
            continue
        out.append(w)
    return out


def _has_digit(word: str) -> bool:
    return any(c.isdigit() for c in word)


def _by_first_word(names: Iterable[tuple[str, ...]]) -> dict[str, list[tuple[str, ...]]]:
    """Names by their first word, each word's in the order given (longest first)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for name in names:
        if name:
            out.setdefault(name[0], []).append(name)
    return out
