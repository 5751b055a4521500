"""A language's grammar: the words its readers read, table by table (data only).

Each bundle has one (`Language.grammar`); the readers read every registered language's
together (`lang.grammar()`, `Grammar.merged`), as fans mix them ("fecha 3 results"). A
new phrasing is a word in a table here; a reader that needs a new kind of word gets a
field, empty by default, so a bundle that lacks it still builds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

Words = frozenset[str]
Pairs = frozenset[tuple[str, str]]
_NONE: Words = frozenset()
_NO_PAIRS: Pairs = frozenset()
Phrases = frozenset[tuple[str, ...]]
_NO_PHRASES: Phrases = frozenset()


@dataclass(frozen=True, kw_only=True)
class Grammar:
    # --- dates ("june 11", "11 de junio", "the second of june")
    months: Mapping[str, int] = field(default_factory=dict)
    ordinal_days: Mapping[str, int] = field(
        default_factory=dict
    )  # "december second": up to the tenth
    of_words: Words = _NONE  # "11th of june", "11 de junio"
    # --- matchdays ("matchday 7", "la fecha 7", "the opening day")
    matchday_words: Words = _NONE
    first_words: Words = _NONE  # "the opening day", "la primera fecha": matchday 1
    first_day_words: Words = _NONE
    # --- placings and rankings ("finished third", "el colista", "top 3 scorers")
    placing_verbs: Words = _NONE
    placing_fillers: Words = _NONE  # "ended UP 3rd", "finished DEAD last"
    places: Mapping[str, int] = field(default_factory=dict)  # -1: the last place
    runners_up: Words = _NONE  # one word ("subcampeón")
    runner_up: Pairs = _NO_PAIRS  # two ("runner up")
    last_place_words: Words = _NONE  # "el colista"
    place_not_standing: Words = _NONE  # "came third GOAL": no standing
    being_verbs: Words = _NONE  # "who WAS 3rd in the league"
    standing_now: Words = _NONE  # "who'S second", "quién VA último": a place now
    place_nouns: Words = _NONE  # "the champions league SPOTS": a league's places, no cup
    # "who QUALIFIED FOR THE champions league": a league's places too (the cup itself
    # not in the knowledge); the fillers may stand between the verb and the name
    qualify_words: Words = _NONE
    qualify_fillers: Words = _NONE
    in_words: Words = _NONE
    table_words: Words = _NONE
    top_words: Words = _NONE  # "TOP 3"
    ranking_words: Words = _NONE  # "the 5 BEST", "los 3 MÁXIMOS"
    count_words: Mapping[str, int] = field(default_factory=dict)  # "five", "tres"
    # --- meetings and a team's run ("head to head", "both games", "on the last day")
    both_meetings: Pairs = _NO_PAIRS
    meeting_triples: Pairs = _NO_PAIRS  # "head to HEAD": (first, third) where the third goes
    meeting_words: Words = _NONE  # "h2h": every meeting, alone
    both_words: Words = _NONE  # "BOTH morlingen vs dornfelde games"
    meeting_nouns: Words = _NONE
    last_days: Pairs = _NO_PAIRS
    latest_words: Words = _NONE  # "LATEST results": the latest round's, before `plural_results`
    # --- stages in the plural ("the semis", "semi final results")
    plural_stages: Words = _NONE
    single_stages: Words = _NONE
    split_stages: Words = _NONE  # "SEMI finals", "QUARTER final results"
    split_plural: Words = _NONE  # "semi FINALS"
    split_single: Words = _NONE  # "semi FINAL results"
    plural_results: Words = _NONE
    # --- a stage named as a goal reached: "who did X beat TO REACH the final", "BEFORE
    # the semi", "PARA LLEGAR A la final": the round before it. A purpose's words are read
    # as the words given ("who did X beat IN the final": the stage's match, as asked of
    # it); a verb's stay for the matcher ("how did X GET TO the semi").
    reach_purposes: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    reach_verbs: Phrases = _NO_PHRASES
    reach_nouns: Words = _NONE  # "EL camino a la final": a noun (the path), no purpose
    stage_fillers: Words = _NONE  # "to reach THE final", "antes de LOS cuartos"
    stage_starts: Words = _NONE  # the first words of the stages' names
    # --- competitions' short years ("mundial 26", "euro 96")
    competition_ends: Words = _NONE
    # --- shirt numbers ("number 10", "wears the 10", "la camiseta 10")
    number_words: Words = _NONE
    wear_words: Words = _NONE
    shirt_words: Words = _NONE
    # --- names: clubs' and stadiums' names, and talk that makes a word a club's name
    numerals: Mapping[str, int] = field(default_factory=dict)  # "three lions": "3 lions"
    name_articles: Words = _NONE  # "THE three lions" is "three lions" too
    honour_words: Words = _NONE  # "REIGNING world champions" names the team without it
    name_links: Words = _NONE  # "Estudiantes DE Olmedrán"
    venue_words: Words = _NONE  # "Estadio Azteca" is "azteca"
    venue_before: Words = _NONE  # "ESTADIO 974": a stadium named by its bare name
    venue_after: Words = _NONE  # "974 STADIUM"
    club_talk: Words = _NONE  # "liverpool PLAYERS": a club, not a city
    # a name's word said in the plural, read as one ("the merseyside DERBIES": derby)
    name_plurals: Mapping[str, str] = field(default_factory=dict)
    # "lens lille DERBY", "DERBY DU rhône lyon saint-étienne": beside two clubs named, the
    # word (and a name after "of") says their meetings, whatever the derby is called
    derby_words: Words = _NONE
    derby_of: Words = _NONE
    # words of the rounds only a cup has ("AGGREGATE", "first LEG", "who KNOCKED X out",
    # "ELIMINATORIA", "el GLOBAL"): a question naming no competition is about the cup held
    # beside a league (`understanding/cup_route.py`)
    cup_words: Words = _NONE
    # ... unless a league's own play-off is meant ("the RELEGATION playoff", "la
    # PROMOCION de descenso"): the question stays with the league
    league_playoff_words: Words = _NONE
    # --- after the synonyms: words a match is named with ("in THEIR opener", "THE final")
    owners: Words = _NONE  # "did mexico win THEIR opener", "SU partido inaugural"
    articles: Words = _NONE
    containers: Words = _NONE  # "score IN the opener"
    match_glue: Words = _NONE  # "{team} AND {team}", "{team} CONTRA {team}": a match
    place_words: Words = _NONE  # "corea vs chequia EN guadalajara": where it was
    # --- clauses: where a message is cut into questions, and whether a clause asks
    clause_starts: Words = _NONE  # a question word after "," or "and" opens a clause
    clause_and: Words = _NONE  # "... AND what was the score"
    question_words: Words = _NONE  # a clause with one asks something
    clause_openers: Words = _NONE  # "TELL me...", "DAME...", "and WERE there..."
    clause_joins: Words = _NONE  # skipped before the opener ("AND were there")
    please: Words = _NONE  # "w-d-l pls": a request
    # --- letters that stand for words, read before shorthand ("w/d/l": wins, draws...)
    spelled: Mapping[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    # --- awards a question may name, held or not ("man of the match", "bota de oro")
    award_names: Phrases = _NO_PHRASES

    def merged(self, other: Grammar) -> Grammar:
        """Both grammars' words, table by table (the first one's number wins a clash)."""
        values: dict[str, object] = {}
        for f in fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if isinstance(mine, frozenset):
                values[f.name] = mine | theirs
            else:
                values[f.name] = {**theirs, **mine}  # a Mapping
        return Grammar(**values)  # type: ignore[arg-type]
