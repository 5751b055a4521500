"""The Spanish grammar: the words Spanish readers read (`languages.grammar.Grammar`)."""

from __future__ import annotations

from bot.engine.languages.grammar import Grammar


def _w(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _phrases(text: str) -> frozenset[tuple[str, ...]]:
    """'para llegar a, antes de': phrases of words, comma-separated."""
    return frozenset(tuple(p.split()) for p in text.split(","))


def _pairs(text: str) -> frozenset[tuple[str, str]]:
    """'ambos partidos, cara a': word pairs, comma-separated."""
    return frozenset((a, b) for a, b in (p.split() for p in text.split(",")))


_COUNTS = "dos tres cuatro cinco seis siete ocho nueve diez"
_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"

GRAMMAR = Grammar(
    months={m: i for i, m in enumerate(_MONTHS.split(), start=1)} | {"setiembre": 9},
    of_words=_w("de"),
    matchday_words=_w("jornada fecha"),
    first_words=_w("primera primer"),
    first_day_words=_w("jornada fecha"),
    placing_verbs=_w("quedo quedaron termino terminaron salio"),
    places={"segundo": 2, "segunda": 2, "tercero": 3, "tercera": 3, "tercer": 3}
    | {"cuarto": 4, "cuarta": 4, "ultimo": -1, "ultima": -1}
    # a league's places past fourth ("quién quedó quinto", "el 16.º")
    | {w: n for n, w in enumerate("quinto sexto septimo octavo noveno decimo".split(), start=5)}
    | {w: n for n, w in enumerate("quinta sexta septima octava novena decima".split(), start=5)},
    runners_up=_w("subcampeon subcampeona subcampeones"),
    last_place_words=_w("colista farolillo"),
    place_not_standing=_w("gol goles minuto"),
    being_verbs=_w("fue era"),
    standing_now=_w("quien va van esta estan es"),
    place_nouns=_w("puesto puestos plaza plazas zona"),
    qualify_words=_w(
        "clasificaron clasifico clasificar clasifican clasificados clasificado clasifica"
        " va van ira iran entra entran entro entraron jugara jugaran"
    ),
    qualify_fillers=_w("para la a en"),
    in_words=_w("en"),
    table_words=_w("liga tabla grupo la el"),
    ranking_words=_w("maximos mejores primeros principales maximo"),
    count_words={w: i for i, w in enumerate(_COUNTS.split(), start=2)},
    both_meetings=_pairs("ambos partidos, dos partidos, cara a"),
    meeting_triples=_pairs("cara cara"),
    last_days=_pairs("ultima fecha, ultima jornada, ultima rodada"),
    latest_words=_w("ultimos"),
    plural_stages=_w("semifinales"),
    plural_results=_w("resultados partidos"),
    reach_purposes=dict.fromkeys(
        _phrases(
            "para llegar a, para llegar, para pasar a, para meterse en, para clasificar a, "
            "antes de, antes del, camino a, camino al, en el camino a, rumbo a"
        ),
        ("en",),
    ),
    reach_verbs=_phrases("llego a, llegaron a, llegar a"),
    reach_nouns=_w("el su"),
    stage_fillers=_w("la el los las"),
    stage_starts=_w("final semifinal semifinales semi semis cuartos octavos dieciseisavos 16avos"),
    competition_ends=_w("mundial mundo eurocopa"),
    number_words=_w("numero dorsal nro"),
    wear_words=_w("usa lleva viste trae porta"),
    shirt_words=_w("camiseta camisa"),
    name_links=_w("de del la el los las"),
    venue_words=_w("estadio"),
    venue_before=_w("estadio"),
    # as typed (accents too): clauses are cut before the text is cleaned
    clause_starts=_w(
        "quien que como cuando donde cuanto cuantos cuantas cual "
        "quién qué cómo cuándo dónde cuánto cuántos cuántas cuál"
    ),
    clause_and=_w("y"),
    question_words=_w("quien quienes cuando donde cuanto cuantos cuantas cual cuales"),
    # not "que" or "como" as question words, as often "that" and "like" ("qué coraje"),
    # but a clause they open asks
    clause_openers=_w("dame decime dime mostrame muestrame pasame contame cuentame que como"),
    clause_joins=_w("y"),
    please=_w("porfa xfa porfis"),
    club_talk=_w("jugadores jugador juega juegan club equipo"),
    name_plurals={"derbis": "derbi", "clasicos": "clasico"},
    derby_words=_w("derbi derby"),
    derby_of=_w("de del"),
    cup_words=_w(
        "eliminatoria eliminatorias global elimino eliminaron eliminado eliminada eliminados "
        "cuartos octavos semis semifinal semifinales repesca playoff playoffs dieciseisavos"
    ),
    league_playoff_words=_w("descenso ascenso promocion"),
    owners=_w("su"),
    articles=_w("el la"),
    containers=_w("en"),
    match_glue=_w("y contra"),
    place_words=_w("en de"),
    award_names=_phrases(
        "mejor jugador del partido,jugador del partido,figura del partido,balon de oro,"
        "balon de plata,balon de bronce,bota de oro,bota de plata,bota de bronce,"
        "guante de oro,mejor jugador joven"
    ),
)
