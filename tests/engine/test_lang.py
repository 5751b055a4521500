"""The language detector, the Spanish lexicon and the stemmer wrapper, stage by stage."""

from __future__ import annotations

import pytest

from bot.engine.languages.es.bundle import stem_es
from bot.engine.understanding import tokens as n
from bot.engine.understanding.lang import detect, language


def lang(text: str) -> str:
    return detect(n.clean(text).split(), text)


@pytest.mark.parametrize(
    "question",
    [
        "¿Quién metió el primer gol?",
        "quien metio el primer gol",  # no accents, no marks
        "k onda, q dijo el dt?",  # chat shorthand
        "cuantos goles hubo en el partido",
        "dnd se juega la final",
        "el arquero de inglaterra atajó algo?",
        "quien le paso la pelota a lautaro",
        "¿Quién fue el portero de Inglaterra?",  # Spain's usage
        "kien la metio de cabeza",
    ],
)
def test_spanish_questions_are_spanish(question: str) -> None:
    assert lang(question) == "es"


@pytest.mark.parametrize(
    "question",
    [
        "who scored the winner",
        "what did la pulga do",  # a Spanish nickname in an English question
        "who is el toro",
        "messi",  # a bare name says nothing: English, the default
        "",
        "2-1?",
        "did Martínez score",  # an accented name alone is not Spanish
    ],
)
def test_english_and_undecided_questions_are_english(question: str) -> None:
    assert lang(question) == "en"


def test_spanish_rewrites_to_the_canonical_english_words() -> None:
    es = language("es")
    assert es.rewrite(es.tokens("quien hizo el gol del empate")) == ["who", "scored", "equaliser"]
    assert es.rewrite(es.tokens("el técnico de los ingleses")) == ["coach", "ingleses"]
    assert es.rewrite(es.tokens("a que hora fue el gol")) == ["when", "goal"]


def test_spanish_shorthand_is_not_english_shorthand() -> None:
    # 'y' is 'and' in Spanish (dropped), 'why' in English chat
    es, en = language("es"), language("en")
    assert es.rewrite(es.tokens("messi y lautaro")) == ["messi", "lautaro"]
    assert en.tokens("y messi") == ["why", "messi"]
    assert es.tokens("q dijo") == ["que", "dijo"]


def test_stemmer_joins_spanish_word_forms() -> None:
    assert stem_es("jugadores") == stem_es("jugador")
    assert stem_es("cabezazos") == stem_es("cabezazo")
    assert stem_es("remontada") != stem_es("remate")


def test_canonical_english_words_are_stemmed_as_english() -> None:
    # a Spanish rewrite's output meets the English phrasings' stems
    assert stem_es("coach") == n.stem("coach")
    assert stem_es("scored") == n.stem("scored") == "scored"
    assert stem_es("{person}") == "{person}"
