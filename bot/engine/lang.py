"""Which language a question is in: English or Spanish, by a few set look-ups.

No model and no n-gram tables: short chat questions carry their language in function
words ("el", "de", "que", "the", "did") and in Spanish punctuation and letters (¿ ¡ ñ,
accents). Each cleaned word that is typical of one language scores for it; the answer
follows the higher score, English on a tie, so an English question pays one pass over
its words and nothing else.
"""

from __future__ import annotations

from typing import Literal

from bot.engine import lexicon, lexicon_es
from bot.engine.normalise import clean

Lang = Literal["en", "es"]
LANGS: tuple[Lang, ...] = ("en", "es")

# Words (accent-folded) common in Spanish questions and rare in English ones, and below
# every Spanish lexicon word that is not English too. Names of places and players are left
# out: "Argentina" says nothing about the language.
_ES = frozenset(
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
    """.split()
)
# Words common in English questions that are not Spanish words too.
_EN = frozenset(
    """
    the who what whats when where wheres how which whose why did does do was were is are
    of to for in on at by with and or but from about after before did didnt
    score scored scorer scores goal goals match game win won lose lost beat said say
    says coach manager keeper captain team player players fans crowd stadium city day
    winner opener equaliser equalizer assist assists minute minutes time half first
    second last next final anthem post happened happen tell me give show you your i
    any many much there their they it its this that an be been has have had get got
    play played plays england argentina spain
    """.split()
)
_ES = _ES | (
    frozenset(w for k in lexicon_es.SYNONYMS for w in clean(k).split()) | lexicon_es.STOPWORDS
) - frozenset(w for k, v in lexicon.SYNONYMS.items() for w in (*clean(k).split(), *v.split()))
# Spanish words that are English words too, or too short to say anything.
_BOTH = frozenset(
    "e o ah ha dan era sea red var re mil son tal mal ver pie come once fin hay ten pie "
    "ticket tickets penalty nueva area tanto van".split()
)
_ES = _ES - lexicon.STOPWORDS - _EN - frozenset(lexicon.SHORTHAND) - _BOTH
_ES_CHARS = frozenset("¿¡ñÑ")
_ES_ACCENTS = frozenset("áéíóúÁÉÍÓÚ")
# Shorthand fans type that only makes sense in one language ("q dijo", "xq").
_ES_CHAT = frozenset({"q", "k", "xq", "pq", "tmb", "tb", "dnd", "qn", "qien", "cmo"})


_ES_WORDS = _ES | _ES_CHAT


def detect(words: list[str], raw: str = "") -> Lang:
    """'es' when the question reads as Spanish, else 'en'.

    `words` are the cleaned (lower-case, accent-folded) words; `raw` is the text as typed,
    whose ¿ ¡ ñ and accented vowels are strong Spanish evidence. Each distinct typical
    word counts once; set operations keep it to C speed.
    """
    es = float(len(_ES_WORDS.intersection(words)))
    en = float(len(_EN.intersection(words)))
    if raw:
        if not _ES_CHARS.isdisjoint(raw):
            es += 2.0
        if not _ES_ACCENTS.isdisjoint(raw):
            es += 1.0
    return "es" if es > en else "en"
