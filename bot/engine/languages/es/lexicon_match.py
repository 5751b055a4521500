"""Spanish phrases about the times of a match, beside `lexicon` (which is near its size
limit): rewritten to the canonical English words the English phrasings have. Merged into
`lexicon.CANONICAL`, with the season's (`BESIDE`: every phrase kept beside it)."""

from __future__ import annotations

from bot.engine.languages.es.lexicon_season import SEASON

MATCH_TIMES: dict[str, tuple[str, ...]] = {
    # el resultado al cumplirse los 90 minutos, antes del descuento
    "beforeaddedtime": (
        "antes del descuento",
        "antes del tiempo de descuento",
        "al entrar en el descuento",
    ),
    # una parte del partido que no es la tanda de penales ("el penal durante el partido")
    "inplay": (
        "durante el partido",
        "durante el juego",
        "en el tiempo reglamentario",
        "en tiempo reglamentario",
        "en el tiempo normal",
    ),
    # qué tan pronto llegó un gol: su minuto
    "when": ("que tan rapido", "que tan pronto", "que tan temprano", "cuan rapido", "cuan pronto"),
    # la fase liga de una competición (una tabla antes de las eliminatorias)
    "leaguephase": ("fase liga", "fase de liga", "la fase liga", "la fase de liga"),
    # las palabras de una eliminatoria a doble partido, quitadas: dos clubes nombrados son
    # sus partidos, con las dos vueltas y el global ("barça benfica global")
    "": (
        "en el global",
        "el global",
        "global",
        "resultado global",
        "marcador global",
        "la eliminatoria",
        "eliminatoria",
        "ida y vuelta",
    ),
}

BESIDE = SEASON | MATCH_TIMES
