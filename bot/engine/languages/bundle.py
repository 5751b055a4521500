"""One language's bundle: everything the engine and the adapters need to know about it.

A bundle is data plus a few small rules: how fans write in the language (shorthand,
phrases, stopwords, the stemmer, the words its speller knows), how to tell a question is
in it (typical words and letters, the words a question starts with), how a follow-up
leans on the last answer (openers, pronouns), and how the bot talks back (answer
sentences by message id, interface texts, ordinals). Code outside the bundles asks the
bundle (`lang.language(code)`) and never compares language codes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from rapidfuzz.distance import DamerauLevenshtein

from bot.engine.languages.grammar import Grammar
from bot.engine.understanding import tokens as n

# Words a group's letter follows, in every language ("group c", "grupo d").
GROUP_WORDS = frozenset({"group", "grupo", "groups", "grupos"})
SPELT_GROUP = ("group", "grupo")  # the group words a typo is measured against


def is_group_word(word: str) -> bool:
    """'group', 'grupo', or one of them with one letter doubled, dropped, swapped or
    wrong ('grop', 'grupoo', 'gruop'): read before the speller, so its typos are met here."""
    if word in GROUP_WORDS:
        return True
    return 4 <= len(word) <= 6 and any(
        DamerauLevenshtein.distance(word, g) <= 1 for g in SPELT_GROUP
    )


def words_of(table: Mapping[str, str]) -> frozenset[str]:
    """Every word of a phrase table's keys and values, cleaned."""
    return frozenset(
        w for k, v in table.items() for w in (*n.clean_key(k).split(), *n.clean_key(v).split())
    )


def shorthand_table(table: Mapping[str, str]) -> dict[str, list[str]]:
    return {n.clean_key(k): n.clean_key(v).split() for k, v in table.items()}


@dataclass(frozen=True, kw_only=True)
class Language:
    code: str  # ISO 639-1, as knowledge translations are keyed ("es")
    name: str
    # The language the knowledge's base texts, its intents' `patterns` and the views'
    # inline sentences are written in. Exactly one bundle is.
    base: bool
    # --- reading a question
    shorthand: dict[str, list[str]]  # chat shorthand, expanded first ("q" -> "que")
    phrases: n.PhraseIndex  # phrases folded to canonical words ("gol del empate")
    drop: frozenset[str]  # stopwords removed after the rewrite (empty: kept)
    stem: Callable[[str], str]
    ordinary: frozenset[str]  # everyday words, which a name shares only with support
    # Words that make the next one a common noun ("la victoria", "the victory"); after an
    # everyday word opening a sentence, they or `clause_words` make it a verb ("leo que").
    determiners: frozenset[str]
    vocabulary: tuple[str, ...]  # words its speller knows besides the knowledge's
    raw_topics: Mapping[str, str]  # words a view needs before synonyms fold them
    clause_words: frozenset[str] = frozenset()
    # "How many goals HAS he got", "cuántos goles TIENE": a tally held, beyond one match
    tally_verbs: frozenset[str] = frozenset()
    # Whether the team named at words[i] is the side scored against ("who scored AGAINST
    # England", "quién le hizo el gol A Inglaterra"), not the side that scored.
    conceding: Callable[[list[str], int], bool] = lambda words, i: False
    # Whether the team named at words[i:j] is the side that won ("who did England BEAT",
    # "a quién le GANÓ Inglaterra"), or the side that lost to another ("who did England
    # LOSE TO", "contra quién PERDIÓ Inglaterra").
    winning: Callable[[list[str], int, int], bool] = lambda words, i, j: False
    losing: Callable[[list[str], int, int], bool] = lambda words, i, j: False
    # Whether the team named at words[i:j] is asked of its draws ("who have X DRAWN
    # with", "con quién EMPATÓ X").
    drawing: Callable[[list[str], int, int], bool] = lambda words, i, j: False
    # Whether the name at words[i:j] is a card after a card verb, not the team it also
    # names ("¿vio la roja?" is a red card; "la Roja ganó" is Spain).
    carded: Callable[[list[str], int, int], bool] = lambda words, i, j: False
    # --- telling the language and a question in it
    typical: frozenset[str]  # cleaned words typical of it and not of the others
    # Words that, beside nothing but names, say the language though another language's
    # chat writes them too: "y lautaro?" is Spanish's "and", not English chat's "why".
    alone: frozenset[str] = frozenset()
    letters: tuple[tuple[frozenset[str], float], ...] = ()  # letters as typed, weighted
    question_words: frozenset[str] = frozenset()  # a question may start with these
    question_marks: frozenset[str] = frozenset("?")  # a message with one is a question
    # --- follow-ups ("and England?", "what did he say?")
    openers: tuple[tuple[str, ...], ...] = ()
    ellipsis_filler: frozenset[str] = frozenset()
    person_pronouns: frozenset[str] = frozenset()
    team_pronouns: frozenset[str] = frozenset()
    # --- talking back
    sentences: Mapping[str, str] = field(default_factory=dict)  # answer sentences by id
    interface: Mapping[str, str] = field(default_factory=dict)  # UI texts, English -> it
    locales: frozenset[str] = frozenset()  # client locales answered in it ("es-419")
    ordinal: Callable[[int], str] = str
    thousands: str = ","  # the thousands separator it writes (65,600; 65.600)
    # Words a place written in the knowledge may start with that "from" replaces: "in
    # the box" is shot "from inside the box", "en el área" "desde el área" (`goal.from_in`).
    place_in: frozenset[str] = frozenset()
    # Words a place written in the knowledge may already start with ("from 25 yards",
    # "desde unos 25 metros"): said as written, not "from from" (`goal.from_position`).
    place_from: frozenset[str] = frozenset()
    # "of" + a competition's name with the article it takes ("de la Copa", "del Mundial")
    of_competition: Callable[[str], str] = lambda name: f"of the {name}"
    # A sentence with a competition's name in it, its articles agreeing with the name
    # ("el Eurocopa" -> "la Eurocopa"); English has nothing to agree.
    agree: Callable[[str, str], str] = lambda text, name: text
    # National teams' names in this language, by team id ("south-africa": "Sudáfrica").
    team_names: Mapping[str, str] = field(default_factory=dict)
    # ... and every name of each in this language, the shown one first ("Países Bajos",
    # "Holanda"): what an importer writes into an imported tournament's knowledge.
    team_aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Competitions' names in this language, by how the English name starts (cleaned):
    # ("world cup", "Mundial"), ("french ligue 1", "Ligue 1"); the rest of the name (the
    # year, the season) is kept. Shown where the knowledge gives no name of its own in it.
    competition_names: tuple[tuple[str, str], ...] = ()
    # A knowledge's usual English words said in this language where it gives no
    # translation: a match's stage ("semifinal de vuelta"), where a goal came from ("el
    # primer palo"); None: not a usual one (the answer quotes it as written).
    said_stage: Callable[[str], str | None] = lambda text: None
    said_place: Callable[[str], str | None] = lambda text: None
    said_cause: Callable[[str], str | None] = lambda text: None  # "una lesión en la rodilla"
    # The words its readers read: dates, matchdays, placings, meetings, shirt numbers...
    grammar: Grammar = field(default_factory=Grammar)

    def tokens(self, text: str) -> list[str]:
        """Cleaned words with this language's shorthand expanded."""
        return self.expand(n.clean(text).split())

    def expand(self, cleaned: list[str]) -> list[str]:
        """Already cleaned words with this language's shorthand expanded, capped."""
        out: list[str] = []
        for i, t in enumerate(cleaned):
            if len(t) == 1 and i and is_group_word(cleaned[i - 1]):
                out.append(t)  # a group's letter ("grupo d"), not shorthand ("d" for "de")
            else:
                out.extend(self.shorthand.get(t, (t,)))
        return out[: n.MAX_TOKENS]

    def rewrite(self, words: list[str]) -> list[str]:
        words = n.rewrite_phrases(words, self.phrases)
        return [w for w in words if w not in self.drop] if self.drop else words

    def sentence(self, key: str, english: str) -> str:
        """Answer sentence `key` in this language, else its English (the base's inline)."""
        return self.sentences.get(key, english)

    def translated(self, text: str) -> str | None:
        """An interface text (a label, a command name) in this language, if it has one."""
        return self.interface.get(text)

    def asks(self, words: list[str]) -> bool:
        """Whether cleaned words start like a question in this language ("quien gano")."""
        return bool(words) and words[0] in self.question_words
