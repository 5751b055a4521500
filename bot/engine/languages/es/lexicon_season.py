"""Spanish phrases about a club season, beside `lexicon` (which is near its size limit):
rewritten to the canonical English words the English phrasings have. Merged into
`lexicon.CANONICAL`.

"puede" is a stopword ("¿me puede decir...?"), so "¿puede el Leicester ganar la liga?"
kept only "{team} win competition", the words of who won it: the whole phrase, with the
team in it, says "can {team} win" as the English question does.
"""

from __future__ import annotations

_ARTICLES = ("", "el ", "la ", "los ", "las ")
_CAN = ("puede", "pueden", "podra", "podran", "podria", "podrian")
_STILL = ("", "todavia ", "aun ")

# Words a club season's yes-or-no needs (`views.season_verdicts`), before they fold:
# "¿se salvó el Getafe?" (the yes is staying up), "¿entró en champions?" (the places from
# first), "¿se clasificó a Europa?" (any European place); "¿cuántas ligas tiene?" (a
# club's titles over the years, which a season's data does not hold). Added to `RAW_TOPICS`.
SEASON_TOPICS: dict[str, str] = {
    "salvo": "stayedup", "salvaron": "stayedup", "salvado": "stayedup",
    "mantuvo": "stayedup", "permanencia": "stayedup",
    "champions": "firstplaces", "champions_league": "firstplaces", "ucl": "firstplaces",
    "europa": "europe", "europeos": "europe", "europeo": "europe", "europea": "europe",
    "titulos": "titles", "titulo": "titles", "ligas": "titles", "trofeos": "titles",
    "eurocopas": "titles",
}  # fmt: skip

# fmt: off
SEASON: dict[str, tuple[str, ...]] = {
    # a club's "goles en contra" are the goals it let in (the table's GC column); without a
    # club named, "goles en contra" stays own goals ("cuántos goles en contra hubo")
    "goals conceded by {team}": (
        "goles en contra de {team}", "goles en contra del {team}", "goles en contra {team}",
        "goles en contra tiene {team}", "goles en contra tuvo {team}",
        "goles en contra recibio {team}", "goles en contra lleva {team}",
    ),
    # a run of defeats ("la racha de derrotas más larga", "racha perdedora")
    "racha lose": ("racha de derrotas", "racha perdedora", "racha de partidos perdidos"),
    "lose seguidos": ("derrotas seguidas", "derrotas consecutivas", "derrotas al hilo"),
    # the top of a table ("quién va primero"), not the first goal
    "lider": (
        "va primero", "va primera", "esta primero", "esta primera", "marcha primero",
        "marcha primera", "va en primer lugar", "esta en primer lugar", "va puntero",
    ),
    # the question's own moment, a stopword: "quién está en descenso ahora mismo"
    "ahora": ("ahora mismo", "en este momento", "a dia de hoy", "actualmente", "de momento"),
    # the points between two clubs: "cuántos puntos le saca el madrid al barça"
    "pointsgap": (
        "cuantos puntos le saca", "cuantos puntos le sacan", "cuantos puntos le lleva",
        "cuantos puntos le llevan", "puntos le saca", "puntos le lleva", "puntos le sacaba",
        "puntos le saco", "puntos le llevaba", "puntos le llevo",
    ),
    # of two clubs: "la distancia entre el psg y el om" (the points, not a match between them)
    "pointsgap entre {team} y {team}": (
        "distancia entre {team} y {team}", "puntos hay entre {team} y {team}",
        "puntos entre {team} y {team}", "diferencia de puntos entre {team} y {team}",
    ),
    # going to a European cup from a league: its places ("quién va a la champions")
    "progress champions league": (
        "va a la champions", "van a la champions", "va a champions", "van a champions",
        "entran en champions", "entra en la champions", "entran en la champions",
        "jugara la champions", "jugaran la champions",
        # past ("¿el bvb entró en la champions?"): its places, not a substitute coming on
        "entro en la champions", "entro en champions", "entraron en la champions",
        "entraron en champions", "entro a la champions", "entraron a la champions",
    ),
    "can {team} win": tuple(
        phrase
        for can in _CAN for art in _ARTICLES for still in _STILL
        for phrase in (
            f"{can} {still}{art}{{team}} ganar", f"{can} {art}{{team}} {still}ganar",
            f"{can} {still}ganar {art}{{team}}",
        )
    ) + tuple(
        phrase
        for has in ("tiene", "tienen", "sigue", "siguen") for art in _ARTICLES
        for chance in ("opciones", "chances", "posibilidades", "con opciones", "con chances")
        for phrase in (
            f"{has} {art}{{team}} {chance} de ganar", f"{has} {chance} {art}{{team}} de ganar"
        )
    ),
}
# fmt: on
