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
    # el resultado al final de los 90 minutos ("cómo quedó en los 90")
    "endofnormaltime": (
        "en los 90",
        "en los 90 minutos",
        "a los 90 minutos",
        "tras los 90",
        "tras los 90 minutos",
        "despues de los 90",
        "despues de los 90 minutos",
        "al final de los 90",
        "en los noventa",
        "al final de los 90 minutos",
        "en 90 minutos",
        "en los 90 minutos reglamentarios",
    ),
    # el resultado al cumplirse los 90 ("cómo quedó en los 90"), no el final tras la prórroga
    "score endofnormaltime": tuple(
        f"{how} {when}"
        for how in ("como quedo", "como termino", "como iban", "como acabo", "cuanto iban")
        for when in ("en los 90", "en los 90 minutos", "a los 90", "a los 90 minutos")
    ),
    # el resultado al descanso ("cómo terminó el primer tiempo")
    "how halftime": (
        "como termino el primer tiempo",
        "como acabo el primer tiempo",
        "como quedo el primer tiempo",
        "como terminaron el primer tiempo",
        "como se fueron al descanso",
        "como se fueron al entretiempo",
        "como termino la primera parte",
        "como acabo la primera parte",
        "como quedo la primera parte",
    ),
    "halftime": ("final del primer tiempo", "fin del primer tiempo", "al final del primer tiempo"),
    # un gol que acortó la diferencia ("quién descontó"): quien marcó
    "scored": ("desconto", "descontaron", "descontar", "acorto distancias", "acorto la diferencia"),
    # una ocasión de empatar que no entró ("¿estuvo cerca del empate Inglaterra?")
    "nearly scored": (
        "casi empata",
        "casi empato",
        "casi empataron",
        "casi iguala",
        "casi igualo",
        "estuvo cerca del empate",
        "estuvieron cerca del empate",
        "estuvo cerca de empatar",
        "estuvieron cerca de empatar",
        "casi marca",
        "casi marco",
        "casi marcaron",
        "casi hace un gol",
        "casi hizo un gol",
        "casi mete",
        "casi metio",
    ),
    # los cambios de los dos equipos comparados ("quién hizo más cambios")
    "moresubs substitutions": (
        "mas cambios",
        "mas sustituciones",
        "menos cambios",
        "menos sustituciones",
    ),
    # "de qué forma fue el gol": cómo
    "how": ("de que forma", "de que manera", "de que modo"),
    # quien cometió o tiró el penal ("quién cometió el penalti", "quién tiró el penal")
    "penaltyfoul": (
        "cometio el penalti",
        "hizo el penalti",
        "provoco el penalti",
        "gano el penalti",
        "le hicieron el penalti",
        "le cometieron el penalti",
        "cometio la pena maxima",
    ),
    "took penalty": (
        "tiro el penal",
        "tiro el penalti",
        "pateo el penalti",
        "lanzo el penal",
        "lanzo el penalti",
        "ejecuto el penal",
        "ejecuto el penalti",
        "tiro la pena maxima",
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
    # los terceros de los grupos, comparados entre grupos: no el partido por el tercer puesto
    "bestthirds": (
        "terceros",
        "los terceros",
        "mejores terceros",
        "los mejores terceros",
        "terceros de grupo",
        "terceros de cada grupo",
        "terceros lugares",
        "terceros puestos",
    ),
    # la fase liga de una competición (una tabla antes de las eliminatorias)
    # la repesca de una copa antes de octavos (la promoción de una liga tiene sus palabras)
    "koplayoff": ("playoff", "playoffs", "play off", "repesca", "play off de eliminatorias"),
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
        # the match's own total, not a career's ("cuántos goles hubo en total")
        "hubo en total",
        "en total hubo",
        "hubo en total en el partido",
        "se marcaron en total",
        "se hicieron en total",
        "hubo en el partido en total",
    ),
}

# a competition counted is its titles: "cuántas eurocopas tiene alemania", "cuántas
# champions tiene el bayern" (the plural of "champions" is itself: counted, it is titles)
TITLES: dict[str, tuple[str, ...]] = {
    "how many title": (
        "cuantas eurocopas",
        "cuantas copas de europa",
        "cuantas ligas de campeones",
        "cuantas champions",
        "cuantas champions league",
        "cuantas champions leagues",
        "cuantas orejonas",
    ),
}

# "pitar" a match is to referee it ("¿quién pitó la final?"), not a whistle's moment
REFEREED: dict[str, tuple[str, ...]] = {
    "who referee": (
        "quien pito", "quien pita", "quien pitaba", "quien va a pitar", "quien pitara",
        "quien lo pito", "quienes pitaron",
    ),
}  # fmt: skip

# a player's part asked yes or no ("¿jugó klose?"): the yes or no first
PLAYED: dict[str, tuple[str, ...]] = {
    "did {person} play didplay": (
        "jugo {person}", "{person} jugo", "llego a jugar {person}", "{person} llego a jugar",
        "jugo {person} el partido", "jugo {person} la final", "{person} jugo el partido",
        "{person} jugo la final", "entro {person} a jugar",
    ),
    # ... pero no si lo jugó entero: no es un sí o no de haber jugado
    "did {person} play whole match": (
        "jugo {person} todo el partido", "{person} jugo todo el partido",
        "jugo {person} los 90 minutos", "{person} jugo los 90 minutos",
        "jugo {person} el partido entero", "{person} jugo el partido entero",
    ),
}  # fmt: skip

BESIDE = SEASON | MATCH_TIMES | TITLES | REFEREED | PLAYED
