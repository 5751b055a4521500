"""The Spanish bundle.

Its phrases mostly rewrite to the canonical English words (`lexicon`), so a Spanish
question meets the English phrasings as well as the Spanish ones; words left as typed
are stemmed by Snowball's Spanish stemmer, and a canonical English word out of a rewrite
is stemmed as English, so "técnico" and "coach" meet.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Any

from bot.engine.languages.bundle import Language, shorthand_table, words_of
from bot.engine.languages.en import lexicon as english
from bot.engine.languages.en.bundle import TYPICAL as ENGLISH_TYPICAL
from bot.engine.languages.es import knowledge_words
from bot.engine.languages.es.games import GAMES
from bot.engine.languages.es.grammar import GRAMMAR
from bot.engine.languages.es.interface import INTERFACE
from bot.engine.languages.es.lexicon import (
    CANONICAL,
    COMMON_WORDS,
    RAW_TOPICS,
    SHORTHAND,
    STOPWORDS,
    SYNONYMS,
)
from bot.engine.languages.es.lexicon_season import SEASON_TOPICS
from bot.engine.languages.es.live_interface import LIVE_INTERFACE
from bot.engine.languages.es.phrases import ES
from bot.engine.languages.es.phrases_tournament import ES_TOURNAMENT
from bot.engine.languages.es.teams import COMPETITIONS
from bot.engine.languages.es.teams import NAMES as SPANISH_NAMES
from bot.engine.languages.es.teams import SPANISH as SPANISH_TEAMS
from bot.engine.understanding import tokens as n

_lock = threading.Lock()
# Snowball's Spanish stemmer, made at the first Spanish word: the package loads every
# language's stemmer, which an English-only start-up need not pay for.
_spanish: Any = None
# Canonical English words a Spanish rewrite produces: stemmed as English.
_CANONICAL_OUTPUT = frozenset(w for key in CANONICAL for w in n.clean_key(key).split())


@lru_cache(maxsize=8192)
def stem_es(token: str) -> str:
    """Snowball for Spanish words; the English stemmer for canonical English ones."""
    if token.startswith("{") or not token.isalpha():
        return token
    if token in _CANONICAL_OUTPUT:
        return n.stem(token)
    global _spanish
    with _lock:  # a Snowball stemmer object keeps state between calls
        if _spanish is None:
            import snowballstemmer

            _spanish = snowballstemmer.stemmer("spanish")
        return str(_spanish.stemWord(token))


# Words (accent-folded) common in Spanish questions and rare in English ones, and below
# every Spanish lexicon word that is not English too. Names of places and players are left
# out: "Argentina" says nothing about the language.
# the anthems asked by name, not what the crowd sang
_ANTHEM = {"himno": "anthem", "himnos": "anthem"}
_TYPICAL = frozenset(
    """
    que q k quien quienes cual cuales cuando donde como cuanto cuantos cuanta cuantas
    el la los las lo del al un una unos unas de en y con por para su sus se le les
    es fue fueron era eran son esta estan estaba estaban hay hubo tiene tienen tuvo
    hizo hicieron metio metieron marco marcaron anoto gano ganaron perdio perdieron
    jugo jugaron juega juegan juego dijo dijeron declaro dice pasa paso
    gol goles partido partidos empate empato victoria triunfo resultado equipo seleccion
    tecnico entrenador arquero portero capitan jugador jugadores hinchas aficionados
    minuto minutos tiempo primer primera segundo segunda ultimo ultima cambios cambio
    asistencia asistencias pase centro cabeza cabezazo palo himno tribuna estadio ciudad
    dia fecha proximo siguiente contra entre pero porque tambien muy mas algun alguna
    quienes ese esa eso este esto donde ingles inglaterra espana nueva salio termino
    arbitro mundial copa entrada cuesta carrera sabes decime dime contame cuentame
    ascendidos ascendieron ascendio descendidos descendieron descendio finde descenso
    promocion jornada resultados
    """.split()
)
# A lone letter from a synonym ("g e p": won, drawn, lost) says nothing about the
# language: "group g table" is English.
_TYPICAL = _TYPICAL | (
    frozenset(w for k in SYNONYMS for w in n.clean_key(k).split() if len(w) > 1) | STOPWORDS
) - frozenset(w for k, v in english.SYNONYMS.items() for w in (*n.clean_key(k).split(), *v.split()))
# Spanish words that are English words too, or too short to say anything.
_BOTH = frozenset(
    "e o ah ha dan era sea red var re mil son tal mal ver pie come once fin hay ten pie "
    "ticket tickets penalty nueva area tanto van".split()
)
_TYPICAL = _TYPICAL - english.STOPWORDS - ENGLISH_TYPICAL - frozenset(english.SHORTHAND) - _BOTH
# Shorthand fans type that only makes sense in one language ("q dijo", "xq").
_CHAT = frozenset({"q", "k", "xq", "pq", "tmb", "tb", "dnd", "qn", "qien", "cmo"})

# A message starting with one of these is a question even without "¿?" ("quien gano").
QUESTION_WORDS = frozenset(
    """quien quienes qn qien kien que q k ke cual cuales cuando cdo donde dnd como cmo
    cuanto cuantos cuanta cuantas porque xq pq hubo fue hay dime decime contame cuentame
    sabes""".split()
)

# Ellipsis openers, as cleaned words: "¿y Inglaterra?", "¿qué tal Kane?", "¿y qué hay de
# Messi?"
OPENERS = (
    ("y", "que", "hay", "de"),
    ("que", "hay", "de"),
    ("y", "que", "tal"),
    ("que", "tal"),
    ("y",),
)
ELLIPSIS_FILLER = frozenset(
    {"y", "que", "tal", "hay", "de", "del", "el", "la", "los", "las", "para", "con", "en"}
)


def _ordinal(number: int) -> str:
    return f"{number}.º"


# Head nouns of competition names that are feminine ('la Copa', 'la Liga'; an English
# name keeps its head last: 'la Nations Cup'), and masculine ones put first.
FEMININE_HEADS = frozenset(
    "copa coppa coupe eurocopa supercopa liga superliga recopa champions libertadores sudamericana "
    "cup league serie bundesliga ligue premier conference primera segunda".split()
)
MASCULINE_HEADS = frozenset("mundial campeonato torneo trofeo europeo sudamericano".split())


def _of_competition(name: str) -> str:
    """'del Mundial', 'de la Copa América', 'de la Nations Cup': the article the name's
    head noun takes."""
    return f"de la {name}" if _feminine(name) else f"del {name}"


def _feminine(name: str) -> bool:
    words = [w for w in name.casefold().split() if not w[:1].isdigit()]  # not "2010-11"
    first = words[0] if words else ""
    return first in FEMININE_HEADS or (
        first not in MASCULINE_HEADS and bool(words) and words[-1] in FEMININE_HEADS
    )


def _agree(text: str, name: str) -> str:
    """'ganó el Eurocopa 2020' -> 'ganó la Eurocopa 2020': a sentence written with the
    masculine article before a competition's name, agreeing with a feminine one."""
    if not _feminine(name):
        return text
    for masculine, feminine in (("del", "de la"), ("el", "la"), ("El", "La"), ("al", "a la")):
        text = text.replace(f"{masculine} {name}", f"{feminine} {name}")
    return text


AGAINST = frozenset({"contra", "ante", "frente"})
CLITICS = frozenset({"le", "les"})  # "le hizo el gol a X": X is who conceded
# "cómo le fue a X", "qué tal le va a X": how X got on, a clitic with no goal in it
HOW_IT_WENT = frozenset({"fue", "fueron", "va", "van", "iba", "iban", "ha", "han"})


def _conceding(words: list[str], i: int) -> bool:
    """'marcó contra Inglaterra', 'le hizo dos goles a Inglaterra' (but not 'cómo le fue
    a Inglaterra': how it went)."""
    if i == 0:
        return False
    before = words[i - 1]
    if before == "al" or before == "a":
        clitics = [k for k, w in enumerate(words[: i - 1]) if w in CLITICS]
        return bool(clitics) and words[clitics[-1] + 1] not in HOW_IT_WENT
    return before in AGAINST


# Verbs of winning a match, with the side beaten as their object ("le ganó a X",
# "eliminó a X"): before the team, it is the side that won when the object is asked ("a
# quién le ganó Inglaterra") or a clitic stands for it ("le ganó Inglaterra a Ghana");
# after it, with a clitic or the object's "a" ("Inglaterra le ganó a Ghana").
WINNING = frozenset(
    "gano ganaron vencio vencieron derroto derrotaron elimino eliminaron goleo golearon "
    "ganado vencido derrotado eliminado goleado".split()
)
WHO = frozenset({"quien", "quienes"})
OBJECT = frozenset({"a"})  # "a quién": the object asked
# Verbs of losing a match, with the side that won after "contra", "ante", "con": "contra
# quién perdió Inglaterra", "Inglaterra perdió con Argentina".
LOSING = frozenset("perdio perdieron cayo cayeron perdido caido".split())
LOSING_TO = AGAINST | {"con"}
# "quién le ganó a X", "quién venció a X": X beaten (not "eliminó a X": how far it got)
BEATING = WINNING - {"elimino", "eliminaron", "eliminado"}


def _asks_object(words: list[str], before: frozenset[str]) -> bool:
    """Whether the question asks a verb's object or complement: 'a quién', 'contra
    quiénes'."""
    return any(w in before and words[k + 1] in WHO for k, w in enumerate(words[:-1]))


def _winning(words: list[str], i: int, j: int) -> bool:
    """'a quién le ganó Inglaterra', 'a quiénes eliminó Inglaterra', 'Inglaterra le
    ganó a Ghana': the team at words[i:j] won."""
    if i > 0 and words[i - 1] in WINNING:
        return _asks_object(words[: i - 1], OBJECT) or (i > 1 and words[i - 2] in CLITICS)
    after = words[j : j + 2]
    return len(after) == 2 and (
        (after[0] in CLITICS and after[1] in WINNING)
        or (after[0] in WINNING and after[1] in OBJECT)
    )


def _losing(words: list[str], i: int, j: int) -> bool:
    """'contra quién perdió Inglaterra', 'Inglaterra perdió con Argentina', 'perdió
    Inglaterra ante Argentina': the team at words[i:j] lost to another; 'quién le ganó a
    Inglaterra': it was beaten."""
    if i > 1 and words[i - 1] in OBJECT and words[i - 2] in BEATING:
        return True
    if i > 0 and words[i - 1] in LOSING:
        return _asks_object(words[: i - 1], LOSING_TO) or (j < len(words) and words[j] in LOSING_TO)
    after = words[j : j + 2]
    return len(after) == 2 and after[0] in LOSING and after[1] in LOSING_TO


# Verbs of a draw, before or after the team asked of its draws: "con quién empató el
# Leverkusen", "el Leverkusen empató con quién".
DRAWING = frozenset("empato empataron empatado empata empatan".split())


def _drawing(words: list[str], i: int, j: int) -> bool:
    """'con quién empató el Leverkusen': the team at words[i:j] is asked of its draws."""
    before = words[i - 1] if i > 0 else ""
    before = words[i - 2] if before in ("el", "la", "los") and i > 1 else before
    return before in DRAWING or (j < len(words) and words[j] in DRAWING)


# A card shown: "vio la roja", "le sacaron la amarilla", "recibió la roja" (Spain is "la
# Roja" too: after one of these verbs the colour is the card, not the team)
CARD_VERBS = frozenset(
    "vio vieron ve ven recibio recibieron sacaron saco mostraron mostro llevo llevaron "
    "gano ganaron tuvo tuvieron".split()
)
CARD_COLOURS = frozenset({"roja", "rojas", "amarilla", "amarillas"})


def _carded(words: list[str], i: int, j: int) -> bool:
    """'¿algún jugador vio la roja?': the name at words[i:j] is a card, after a card verb."""
    return i > 0 and words[i - 1] in CARD_VERBS and not CARD_COLOURS.isdisjoint(words[i:j])


SPANISH = Language(
    code="es",
    name="Español",
    grammar=GRAMMAR,
    base=False,
    shorthand=shorthand_table(SHORTHAND),
    phrases=n.phrase_index(SYNONYMS),
    drop=STOPWORDS,
    stem=stem_es,
    ordinary=frozenset(n.clean_key(k) for k in SYNONYMS if " " not in n.clean_key(k))
    | STOPWORDS
    | COMMON_WORDS,
    determiners=frozenset(
        "el la los las un una unos unas su sus mi tu nuestra nuestro esta este esa ese "
        "aquella".split()
    ),
    clause_words=frozenset({"que", "sobre"}),
    vocabulary=tuple(sorted(words_of(SYNONYMS) | words_of(SHORTHAND) | STOPWORDS)),
    raw_topics=RAW_TOPICS | SEASON_TOPICS | _ANTHEM,
    tally_verbs=frozenset({"tiene", "lleva", "suma", "acumula", "tienen", "llevan"}),
    typical=_TYPICAL | _CHAT,
    alone=frozenset({"y"}),
    team_names=SPANISH_TEAMS,
    team_aliases=SPANISH_NAMES,
    competition_names=COMPETITIONS,
    said_stage=knowledge_words.stage,
    said_place=knowledge_words.place,
    said_cause=knowledge_words.cause,
    letters=((frozenset("¿¡ñÑ"), 2.0), (frozenset("áéíóúÁÉÍÓÚ"), 1.0)),
    question_words=QUESTION_WORDS,
    question_marks=frozenset("?¿"),
    openers=OPENERS,
    ellipsis_filler=ELLIPSIS_FILLER,
    person_pronouns=frozenset({"ella"}),
    team_pronouns=frozenset({"ellos", "ellas"}),
    conceding=_conceding,
    winning=_winning,
    losing=_losing,
    drawing=_drawing,
    carded=_carded,
    sentences={**ES, **ES_TOURNAMENT},
    interface={**INTERFACE, **GAMES, **LIVE_INTERFACE},
    locales=frozenset({"es-ES", "es-419"}),
    ordinal=_ordinal,
    thousands=".",
    place_in=frozenset({"en"}),
    place_from=frozenset({"desde"}),
    of_competition=_of_competition,
    agree=_agree,
)
BUNDLE = SPANISH  # found by `lang` (a folder with a BUNDLE is a language)
