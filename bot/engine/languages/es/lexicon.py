"""The Spanish of football chat (Rioplatense and Spain's): synonyms, shorthand, stopwords.

Data only, beside the English `lexicon`. Phrases are matched after case and accent
folding ("marcó" is "marco"), longest first. Most rewrite to the canonical English words
the English lexicon produces ("gol del empate" -> "equaliser", "técnico" -> "coach"), so a
Spanish question meets the English phrasings as well as the Spanish ones; words with no
entry are stemmed by the Spanish Snowball stemmer and meet the Spanish phrasings.
"""

from __future__ import annotations

from bot.engine.languages.es.lexicon_match import BESIDE

# fmt: off
CANONICAL: dict[str, tuple[str, ...]] = {
    # qué equipo tuvo más tarjetas: las dos cuentas comparadas
    "morecards card": ("mas tarjetas",),
    "morecards booked": (
        "mas amarillas", "mas tarjetas amarillas", "mas amonestados", "mas amonestaciones",
    ),
    "morecards sentoff": (
        "mas rojas", "mas tarjetas rojas", "mas expulsados", "mas expulsiones",
        "mas jugadores expulsados",
    ),
    # question words
    "who": ("quien", "quienes", "quien fue el que", "quien fue que"),
    "what": ("que", "cual", "cuales", "que cosa", "lo que"),
    "which team": ("que equipo", "que seleccion", "cual equipo"),
    "which city": ("que ciudad", "cual ciudad", "en que ciudad"),
    "which stadium": ("que estadio", "cual estadio", "en que estadio", "que cancha"),
    "when": (
        "cuando", "a que hora", "que hora", "en que minuto", "a que minuto", "que minuto",
        "en que momento", "a los cuantos minutos", "en que tiempo", "a que altura",
        "en que parte del partido",
    ),
    "where": ("donde", "adonde", "en donde", "de donde", "en que lugar"),
    # a team's standing: "en qué lugar quedó marruecos en su grupo"
    "where finish": (
        "en que lugar quedo", "en que lugar quedaron", "en que lugar termino",
        "en que lugar terminaron", "en que lugar salio", "en que puesto quedo",
        "en que puesto quedaron", "en que puesto termino", "en que puesto terminaron",
        "en que posicion quedo", "en que posicion termino", "que puesto ocupo",
    ),
    # the fan's own day, not a player's miss: "me lo perdí, ¿quién ganó?"
    "": (
        "me lo perdi", "no lo vi", "no lo pude ver", "no pude verlo", "no pude ver",
        # where the relegated go, the league below: "quiénes bajaron a segunda"
        "a segunda", "a segunda division", "a la segunda division", "a la serie b",
        "a la ligue 2", "a la championship", "a la 2 bundesliga", "a la segunda bundesliga",
        "a la b", "a segunda b", "a la liga hypermotion", "a la categoria de abajo",
    ),
    "how": ("como",),
    "how many": ("cuantos", "cuantas", "cuanto", "cuanta", "numero de", "cantidad de"),
    "how much": ("cuanto cuesta", "cuanto costo", "cuanto costaba", "cuanto salen", "precio"),
    "why": ("por que", "porque", "xq"),
    # "cómo quedaron los penales": the shootout's result (the plural after how it ended)
    "how end shootout": (
        "como quedaron los penales", "como quedaron los penaltis", "como salieron los penales",
        "como salieron los penaltis", "como terminaron los penales",
        "como terminaron los penaltis", "como acabaron los penales",
        "en que quedaron los penales", "en que terminaron los penales",
    ),
    "how end": (
        "como salio", "como termino", "como quedo", "como acabo", "como salieron",
        "como terminaron", "como finalizo", "en que termino", "en que quedo",
        "como quedaron", "como acabaron", "en que quedaron", "en que terminaron",
    ),
    "score": (
        "resultado", "marcador", "resultado final", "marcador final", "cuanto salio",
        "cuanto quedo", "como quedo al final",
        "cuanto termino", "cuanto salieron", "como salimos", "tanteador", "score",
        "tanteador final",
    ),
    "end": ("termino", "acabo", "finalizo", "salio el partido"),
    # goals
    "goal": ("gol", "golazo", "diana"),
    "goals": ("goles", "tantos", "golazos"),
    "scored": (
        "metio", "metieron", "marco", "marcaron", "anoto", "anotaron", "convirtio",
        "convirtieron", "clavo", "la metio", "la clavo", "la mando a guardar", "facturo",
        "grito", "goleador", "goleadores", "autor del gol", "autores de los goles", "marca",
        "marcar", "anotar", "meter", "hizo gol", "hicieron gol", "hizo un gol", "goleo",
        "mojo", "perforo la red", "inflo la red", "batio", "autor", "hizo el gol",
        "hicieron el gol", "hizo los goles", "hicieron los goles",
    ),
    # a club's count of results: "cuántos partidos empató el everton" (not an equaliser)
    "how many match did draw": ("cuantos partidos empato", "cuantos partidos empataron"),
    "how many match did win": (
        "ha ganado algun partido", "gano algun partido", "han ganado algun partido",
        "cuantos partidos ha ganado", "cuantos partidos gano", "cuantos partidos ganaron",
        "cuantos partidos han ganado",
    ),
    # games still to play: "cuántos partidos le quedan", "cuántas jornadas faltan"
    "left": ("le quedan", "les quedan", "quedan", "faltan", "le faltan", "restan"),
    "scored earliestgoal": ("hizo el gol mas rapido", "hizo el gol mas temprano"),
    "scored owngoal": ("hizo el autogol", "hizo un autogol", "hicieron el autogol"),
    "scored winner": (
        "hizo el gol de la victoria", "hizo el gol del triunfo", "hizo el gol ganador",
    ),
    "winner": (
        "gol de la victoria", "gol del triunfo", "gol ganador", "gol decisivo",
        "gol de la clasificacion", "gol del 2 1", "gol de la remontada", "tanto del triunfo",
        "tanto de la victoria", "gol que dio la victoria", "gol que dio el triunfo",
        "gol que definio", "el que definio", "definio el partido", "gol agonico",
    ),
    "opener": (
        "primer gol", "gol inicial", "gol de apertura", "primer tanto", "el primero",
        "gol del 1 0", "gol del 0 1",
    ),
    "scored opener": (
        "abrio el marcador", "abrio la cuenta", "abrio el partido", "rompio el cero",
        "abrio el tanteador", "se puso en ventaja", "puso en ventaja", "adelanto",
    ),
    "equaliser": (
        "gol del empate", "gol de la igualdad", "empate", "gol del 1 1", "tanto del empate",
        "la igualdad",
    ),
    "equalise": ("empato", "empataron", "igualo", "igualaron", "empatar", "igualar", "empata"),
    "stoppagetime": (
        "tiempo de descuento", "descuento", "tiempo anadido", "tiempo agregado", "adicion",
        "en la adicion", "tiempo de adicion", "en el final", "sobre la hora",
        "en la hora", "ultimo minuto", "al final del partido", "minutos finales",
    ),
    "header": ("cabeza", "cabezazo", "de cabeza", "testarazo", "cabecear", "cabeceo"),
    "shot": ("remate", "disparo", "tiro", "zurdazo", "derechazo", "remato", "disparo desde"),
    "penalty": ("penal", "penalti", "penalty", "pena maxima"),
    "penalties": ("penales", "penaltis"),
    "shootout": (
        "tanda de penales", "definicion por penales", "por penales", "tanda de penaltis",
        "desde los doce pasos", "la tanda", "definieron por penales",
        "definiciones por penales", "definiciones por penaltis", "definicion por penaltis",
        # the plural is the shootout ("en los penales"); one in play is "el penal"
        "en los penales", "en los penaltis", "por penaltis", "a penales", "a los penales",
        "a penaltis", "a los penaltis",
    ),
    # "se definieron por penales": how matches were decided, as the English phrasings say
    "decided": (
        "se definieron", "definieron", "definidos", "se definio", "definido", "se decidieron",
        "decididos", "se decidio", "decidido",
    ),
    # el penal que habría ganado la tanda, entrara o no
    "winningkick matchpoint": (
        "penal que les daba", "penal que le daba", "penalti que les daba", "penalti que le daba",
        "penal que les habria dado", "penal que les hubiera dado", "penalti que les habria dado",
        "penal para ganar", "penalti para ganar", "penal del titulo",
    ),
    "winningkick": (
        "penal decisivo", "penal ganador", "ultimo penal", "penal de la victoria",
        "el penal que definio", "ultimo penalti", "ultimo penalty", "penalti decisivo",
        "penalti ganador",
    ),
    "extratime": ("prorroga", "tiempo extra", "tiempo suplementario", "alargue", "suplementario"),
    "hattrick": (
        "hat trick", "triplete", "tres goles", "hattrick", "3 goles", "tres tantos",
        "4 goles en un partido", "cuatro goles en un partido", "poker de goles",
    ),
    # a team's first match ("contra quién debutó X")
    "first match": ("debuto", "debutaron", "su debut", "el debut"),
    "brace": ("doblete", "dos goles", "un doble", "doblo"),
    "absent": (
        "no jugo", "no jugaba", "no estuvo", "se perdio el partido", "lesionado", "lesion",
        "lesionados", "suspendido", "suspension", "suspendidos", "ausente", "ausentes",
        "baja", "bajas", "faltaba", "falto",
    ),
    "instead": ("en lugar de", "en su lugar", "en reemplazo de", "en vez de"),
    "penaltyfoul": (
        "hizo el penal", "cometio el penal", "cometio penal", "quien hizo el penal",
        "gano el penal", "provoco el penal", "le hicieron el penal", "sanciono el penal",
        "cobro el penal", "mano en el area", "le cometieron el penal",
    ),
    "goldenglove": ("guante de oro",),
    "goldenball": ("balon de oro",),
    "golden boot": ("bota de oro", "botin de oro"),
    "youngplayer": ("mejor jugador joven", "mejor joven"),
    "corners": ("corners", "tiros de esquina", "saques de esquina"),
    "cornerkick": ("corner", "saque de esquina", "tiro de esquina"),
    "lastminute": ("ultimo minuto", "ultimos minutos", "sobre el final"),
    "award": ("premio", "premios", "distincion", "galardon", "mejor jugador"),
    "motm": ("jugador del partido", "figura del partido", "mejor jugador del partido"),
    "freekick": ("tiro libre",),
    # goals a team let in ("cuántos goles le hicieron a X", "goles recibidos")
    "goals conceded": (
        "goles recibio", "goles recibieron", "goles recibidos", "goles encajo",
        "goles encajaron", "goles encajados", "goles le hicieron a", "goles le metieron a",
        "goles le marcaron a", "goles le anotaron a", "goles le convirtieron a",
        "goles le clavaron a", "goles le hicieron", "goles le metieron", "goles le marcaron",
        "goles le anotaron", "goles concedio", "goles concedidos", "goles permitio",
    ),
    "conceded": (
        "le hicieron a", "le metieron a", "le marcaron a", "le anotaron a",
        "le convirtieron a", "le clavaron a", "recibio goles", "encajo goles",
    ),
    # a team's won-drawn-lost record ("partidos ganados, empatados y perdidos")
    "wdl": (
        "ganados empatados perdidos", "ganados empatados y perdidos", "pg pe pp",
        "partidos ganados empatados y perdidos", "partidos ganados empatados perdidos",
        "victorias empates derrotas", "victorias empates y derrotas", "g e p",
        "ganados y perdidos", "victorias y derrotas", "triunfos empates y derrotas",
        "v e d", "gano empato y perdio", "gano empato perdio", "ganaron empataron y perdieron",
        "partidos gano empato y perdio",
    ),
    "owngoal": (
        "gol en contra", "autogol", "autogoles", "en contra", "en su propio arco",
        "en propia puerta",
    ),
    "box": ("area", "el area"),
    "outside box": ("fuera del area", "desde afuera", "de afuera", "desde fuera del area"),
    "assist": (
        "asistencia", "asistencias", "asistio", "asistir", "dio el pase", "dio la asistencia",
        "pase", "pases", "centro", "centros", "habilito", "le dio el pase", "la puso",
        "asistidor", "servicio", "le sirvio", "dio el centro", "tiro el centro", "asistente",
        "la asistencia", "paso la pelota", "paso el balon",
    ),
    # people and roles
    "coach": (
        "tecnico", "entrenador", "dt", "director tecnico", "mister", "seleccionador",
        "tecnicos", "entrenadores", "el profe", "dirige", "dirigio", "entrena",
    ),
    "goalkeeper": (
        "arquero", "portero", "guardameta", "golero", "ataja", "atajaba", "arqueros",
        "porteros", "en el arco", "al arco", "en la porteria", "cancerbero", "atajo para",
        "ataja para", "atajaba para", "atajo en", "estuvo en el arco", "jugo de arquero",
    ),
    "save": ("atajada", "atajadas", "parada", "paradas", "atajo", "salvada", "tapada"),
    "captain": ("capitan", "la cinta", "el brazalete", "brazalete", "capitanes"),
    "referee": (
        "arbitro", "referi", "juez", "arbitraje", "arbitros", "dirigio el partido",
        "colegiado", "juez principal",
    ),
    "team": ("seleccion", "equipo", "pais", "combinado", "conjunto", "escuadra", "equipos"),
    "club": ("club", "clubes", "juega en", "en que club", "su club"),
    "nationality": ("nacionalidad", "de que pais es", "que pais"),
    "substitution": (
        "cambio", "cambios", "sustitucion", "sustituciones", "suplente", "suplentes",
        "variantes", "relevo", "relevos", "del banco", "desde el banco", "entro",
        "entraron", "ingreso", "ingresaron", "banco", "sustituto", "recambio", "modificaciones",
    ),
    "subbedoff": ("salio del campo", "fue sustituido", "lo sacaron", "sacaron"),
    "player": ("jugador", "jugadores", "futbolista", "futbolistas"),
    "celebrity": ("famosos", "famoso", "celebridades", "celebridad", "estrellas", "vip"),
    "crowd": (
        "hinchas", "hinchada", "aficionados", "aficion", "publico", "tribuna", "tribunas",
        "gradas", "grada", "espectadores", "la gente", "fanaticos", "simpatizantes",
        "ambiente", "estadio lleno", "en las gradas", "en la tribuna",
    ),
    "attendance": (
        "cuanta gente", "cuantos espectadores", "asistencia de publico", "cuantos hinchas",
        "cuanto publico", "cuantas personas",
    ),
    # what people said
    "say": (
        "dijo", "dijeron", "dice", "decir", "declaro", "declararon", "declaraciones",
        "comento", "comentarios", "opino", "opinion", "hablo", "hablaron", "palabras",
        "frase", "frases", "cita", "citas", "conferencia de prensa", "conferencia",
        "entrevista", "reaccion", "reacciono", "afirmo", "aseguro", "explico", "conto",
        "respondio", "admitio", "penso", "piensa", "opina", "senalo", "expreso", "manifesto",
        "defendio", "prometio",
    ),
    "feel": ("sintio", "siente", "se siente", "triste", "destrozado", "dolido", "sentia"),
    "tactics": (
        "tactica", "tacticas", "planteo", "planteamiento", "se metio atras", "se encerro",
        "defensivo", "esquema",
    ),
    "regret": ("arrepiente", "arrepintio", "arrepentimiento", "lamenta", "lamento"),
    # the match
    "match": ("partido", "encuentro", "juego", "cotejo", "duelo", "choque", "el partido"),
    "matches": ("partidos", "encuentros", "juegos", "los partidos"),
    "cleansheet": (
        "valla invicta", "vallas invictas", "arco en cero", "porteria a cero",
        "porterias a cero", "valla en cero",
    ),
    "anymatch": ("algun partido", "ningun partido", "algun juego", "ningun juego"),
    "semifinal": ("semi", "semis", "semifinales", "semifinal"),
    "final": ("final", "la final", "finalisima"),
    "quarterfinal": ("cuartos de final", "cuartos", "los cuartos"),
    "roundof16": ("octavos de final", "octavos", "los octavos"),
    "roundof32": ("dieciseisavos de final", "dieciseisavos", "16avos", "16avos de final"),
    "topscorer mostgoals": ("marco mas goles", "metio mas goles", "marcaron mas goles"),
    "topscorer": (
        "tabla de goleadores", "tabla de artilleros", "tabla de anotadores",
        "goleador", "goleadores", "maximo goleador", "el que mas goles hizo", "pichichi",
        "maximos goleadores", "mejores goleadores", "principales goleadores",
    ),
    "thirdplace": (
        "tercer puesto", "tercer lugar", "partido por el tercer puesto",
        "partido por el tercer lugar", "el tercer puesto",
    ),
    "groupstage": (
        "fase de grupos", "la fase de grupos", "primera fase", "fase de grupo",
        "partidos de grupo", "partidos del grupo", "partidos de la fase de grupos",
        "partido de grupo", "partido de grupos", "partidos de grupos",
        "partido de la fase de grupos",
    ),
    "openingmatch": ("partido inaugural", "partido de apertura", "inauguracion", "el inaugural"),
    "world cup": ("mundial", "copa del mundo", "copa mundial", "el mundial"),
    "euro": ("eurocopa", "la eurocopa"),
    "competition": (
        "torneo", "competicion", "competencia", "certamen", "copa",
        "esta temporada", "la temporada", "temporada", "campeonato",
    ),
    "round": ("fase", "instancia", "ronda", "etapa"),
    "stadium": ("estadio", "cancha", "sede", "recinto", "escenario"),
    "city": ("ciudad",),
    "play": (
        "juega", "jugo", "jugaron", "juegan", "jugara", "jugaran", "jugar", "se jugo",
        "se juega", "se jugara", "enfrenta", "enfrentan", "enfrento", "se enfrenta",
        "se mide", "contra", "disputo", "disputa", "se disputo", "vs", "versus", "rival",
        "disputaron", "se disputaron", "se jugaron", "jugaban",
        "frente a", "ante",
    ),
    "win": (
        "gano", "ganaron", "gana", "ganar", "victoria", "triunfo", "vencio", "vencieron",
        "derroto", "derrotaron", "se impuso", "se llevo", "ganador", "vencedor", "gane",
    ),
    "lose": ("perdio", "perdieron", "perder", "derrota", "perdedor", "cayo", "cayeron", "pierde"),
    "busieststadium": (
        "estadio con mas partidos", "estadio tuvo mas partidos", "estadio que mas partidos tuvo",
        "estadio albergo mas partidos", "estadio que mas partidos albergo",
        "estadio se jugaron mas partidos", "estadio hubo mas partidos",
    ),
    "fewestconceded": (
        "recibio menos goles", "recibieron menos goles", "le hicieron menos goles",
        "encajo menos goles", "mejor defensa", "valla menos vencida", "menos goles recibidos",
        "menos goles en contra",
    ),
    "mostconceded": (
        "recibio mas goles", "recibieron mas goles", "le hicieron mas goles",
        "encajo mas goles", "peor defensa", "mas goles recibidos", "mas goles en contra",
        "mas goleado", "mas goleados",
    ),
    "mostwins": ("gano mas partidos", "mas victorias", "ganaron mas partidos"),
    # read as a ranking of teams, as "most wins" is; the view counts draws
    "mostwins mostdraws": (
        "mas empates", "empato mas partidos", "empataron mas partidos", "mas empato",
    ),
    "earliestgoal": ("gol mas rapido", "goles mas rapidos", "gol mas temprano",  # del torneo
                     "goles mas tempranos", "gol mas tempranero"),
    # los puntos entre puestos de una tabla ("por cuántos puntos ganó", "a cuántos quedó")
    "pointsgap": (
        "por cuantos puntos", "cuantos puntos de ventaja", "puntos de ventaja",
        "a cuantos puntos", "puntos por detras", "puntos por debajo", "cuantos puntos detras",
        "diferencia de puntos", "distancia entre el primero y el segundo",
        "diferencia entre el primero y el segundo", "margen del titulo", "ventaja del campeon",
        "ventaja del lider",
    ),
    "mostwins mostlosses": (
        "mas derrotas", "perdio mas partidos", "perdieron mas partidos", "mas perdio",
        "mas partidos perdidos",
    ),
    "mostwins fewestlosses": (
        "menos derrotas", "perdio menos partidos", "perdieron menos partidos", "menos perdio",
        "menos partidos perdidos",
    ),
    # las campañas de local o de visitante, por los puntos ganados
    "mostwins besthome": (
        "mejor local", "mejor equipo local", "mejor equipo de local", "mejor record de local",
        "mejor record en casa", "mejor campana de local", "mejor campana en casa",
        "mas puntos de local", "mas puntos en casa", "mejor en casa", "mejor de local",
    ),
    "mostwins bestaway": (
        "mejor visitante", "mejor equipo visitante", "mejor equipo de visitante",
        "mejor record de visitante", "mejor record fuera de casa", "mejor campana de visitante",
        "mejor campana fuera de casa", "mas puntos de visitante", "mas puntos fuera de casa",
        "mejor fuera de casa", "mejor de visitante",
    ),
    "mostwins worsthome": (
        "peor local", "peor equipo local", "peor equipo de local", "peor record de local",
        "peor record en casa", "peor campana de local", "peor campana en casa",
        "menos puntos de local", "menos puntos en casa", "peor en casa", "peor de local",
    ),
    "mostwins worstaway": (
        "peor visitante", "peor equipo visitante", "peor equipo de visitante",
        "peor record de visitante", "peor record fuera de casa", "peor campana de visitante",
        "peor campana fuera de casa", "menos puntos de visitante", "menos puntos fuera de casa",
        "peor fuera de casa", "peor de visitante",
    ),
    "mostwins fewestwins": (
        "menos victorias", "no han ganado ningun partido", "no ha ganado ningun partido",
        "sin ganar", "sin victorias", "no ganaron ningun partido", "todavia no ganan",
        "aun no han ganado", "todavia no han ganado",
    ),
    "table": (
        "tabla final", "tabla final completa", "tabla completa", "tabla de posiciones",
        "posiciones finales", "clasificacion final", "tabla de la liga", "tabla",
    ),
    "home": ("en casa", "de local", "como local", "en su casa"),
    # a shirt number ("qué dorsal lleva X": not a tally, as "lleva" alone is)
    "number wear": (
        "dorsal lleva", "numero lleva", "camiseta lleva", "dorsal usa", "numero usa",
        "dorsal tiene", "numero tiene",
    ),
    # how it ended up ("cuántos goles terminó haciendo X"): the tournament's total
    "scored competition": (
        "termino haciendo", "termino metiendo", "termino marcando", "acabo haciendo",
        "acabo metiendo", "acabo marcando",
    ),
    "away": ("de visitante", "como visitante", "fuera de casa", "de visita"),
    "knockout": (
        "eliminatorias", "fase eliminatoria", "fase final", "fases finales", "mata mata",
        "rondas eliminatorias", "fase de eliminacion directa", "eliminacion directa",
    ),
    "path": (
        "camino a la final", "camino al titulo", "recorrido", "trayectoria en el mundial",
        "el camino de", "camino de", "el camino del", "camino del", "camino hasta la final",
    ),
    # the team between the words: "quién sacó a X de la copa"
    "knocked {team} out": (
        "saco a {team} de la copa", "saco a {team} del mundial", "saco a {team} del torneo",
        "saco a {team} de la euro", "mando a casa a {team}", "dejo afuera a {team}",
        "dejo fuera a {team}",
    ),
    "out": (
        "saco del mundial", "sacaron del mundial", "lo saco del mundial", "la saco del mundial",
        "saco de la copa", "saco del torneo", "saco de la euro", "mando a casa",
        "mandaron a casa", "lo mando a casa", "los mando a casa",
        "eliminado", "eliminados", "eliminada", "quedo afuera", "quedo eliminado",
        "se quedo afuera", "quedaron eliminados", "quedo eliminada", "quedo fuera",
        "se quedo fuera", "cayo eliminado", "se fue eliminado", "se despidio", "lo eliminaron",
        "la eliminaron", "los eliminaron", "quedaron afuera", "quedaron fuera",
    ),
    "progress": (
        # the stage reached stays after the verb ("llegó a | la final"), read as asked
        "clasifico", "clasificaron", "paso a la", "avanzo", "llego a", "llegaron a",
        "paso de ronda", "pasaron de ronda", "paso ronda", "pasa de ronda", "siguio adelante",
        "avanzaron", "se clasifico", "se clasificaron", "accedio", "pasaron a la",
        "paso de fase",
    ),
    "comeback": (
        "remontada", "remonto", "remontaron", "dio vuelta el partido", "dieron vuelta",
        "lo dio vuelta", "dio vuelta", "vuelta", "remontar",
    ),
    "ahead": ("ventaja", "adelante", "arriba", "ganando"),
    "halftime": ("entretiempo", "descanso", "medio tiempo", "al descanso", "en el descanso"),
    "firsthalf": ("primer tiempo", "primera mitad", "primera parte"),
    "secondhalf": ("segundo tiempo", "segunda mitad", "segunda parte", "complemento"),
    "timeline": (
        "cronologia", "minuto a minuto", "momentos clave", "jugadas clave", "lo mas importante",
        "secuencia", "orden de los hechos", "incidencias", "las jugadas",
    ),
    "summary": ("resumen", "resumi", "resumime", "resumeme", "cronica", "en pocas palabras"),
    "chance": (
        "ocasion", "ocasiones", "oportunidad", "oportunidades", "chance", "chances",
        "casi gol", "se salvo", "estuvo cerca", "situacion", "situaciones", "llegadas",
        "erro", "fallo", "erraron", "fallaron", "errado", "fallado", "errada", "fallada",
    ),
    "post": (
        "palo", "poste", "travesano", "larguero", "el palo", "pego en el palo", "dio en el palo",
        "reventó el palo", "la madera", "el poste", "pego en el poste", "dio en el poste",
        "pego al palo", "pegaron al palo", "dio al palo", "pego al poste", "dio al poste",
        "estrello en el palo", "la estrello en el palo", "estrello en el poste",
    ),
    "hydration break": (
        "pausa de hidratacion", "pausa para hidratarse", "parada de hidratacion",
        "pausa para refrescarse", "hidratacion", "pausa", "pausas",
    ),
    "anthem": ("himno", "himnos", "himno nacional"),
    "sing": ("canto", "cantaron", "cantos", "canticos", "cantaban", "cantar", "hinchada canto"),
    "happened": ("paso", "sucedio", "ocurrio", "pasa"),
    "day": ("dia", "que dia", "jornada"),
    "date": ("fecha",),
    "next": ("proximo", "siguiente", "que viene", "despues"),
    "next match": ("proximo partido", "siguiente partido", "proximo rival", "proximo juego"),
    "source": ("fuente", "fuentes", "agencia", "de donde sacas", "cronista", "la nota"),
    "information": ("informacion", "datos", "info", "reporte", "nota"),
    "title": ("titulos", "titulo", "copas", "campeonatos", "trofeos", "estrellas en el escudo"),
    # the competition, as Spanish speakers name it ("ganó la champions")
    "champions league": ("la champions", "liga de campeones"),
    "champions": ("campeones", "campeon", "campeona", "vigente campeon", "actual campeon"),
    "called": ("apodo", "apodan", "le dicen", "conocido como", "sobrenombre", "mote"),
    "tickets": ("entrada", "entradas", "boleto", "boletos", "ticket", "tickets"),
    "weather": ("clima",),
    "career": (
        "carrera", "trayectoria", "en su carrera", "en la historia", "en total",
        "historico", "lleva", "acumula",
    ),
    "predict": ("pronostico", "prediccion", "predeci", "va a ganar", "ganara", "favorito"),
    # shots at goal, a figure no report here gives ("tiros al arco" is no goalkeeper)
    "shots on target": (
        "tiros al arco", "tiros a puerta", "tiros a porteria", "remates al arco",
        "remates a puerta", "remates a porteria", "disparos al arco", "disparos a puerta",
    ),
    # the closing minutes ("al final"; "al final del partido" is stoppage time above)
    "lateon": ("al final", "sobre el final", "cerca del final", "hacia el final"),
    "offtheline": ("sobre la linea", "en la linea", "bajo la linea"),
    # the future tense: what the match report cannot hold ("quién será el próximo dt")
    "future": (
        "sera", "seran", "habra", "jugara", "jugaran", "ganaran", "va a ser", "van a ser",
        "vaya a ser", "llegara", "dirigira", "entrenara",
    ),
    "booked": (
        "amarilla", "tarjeta amarilla", "amarillas", "amonestado", "amonestacion",
        "amonestados", "amonestaron", "tarjetas amarillas",
    ),
    "sentoff": (
        "roja", "tarjeta roja", "rojas", "tarjetas rojas", "expulsado", "expulsion", "expulsaron",
        "expulsados",
        "se fue expulsado", "vio la roja", "doble amarilla", "con diez", "con 10",
    ),
    "card": ("tarjeta", "tarjetas"),
    "disallowed": (
        "anulado", "anulada", "anularon", "anulo", "invalidado", "no valio", "gol anulado",
    ),
    "var": ("var",),
    "lineup": ("alineacion", "formacion", "once inicial", "titulares", "formo"),
    "minute": ("minuto", "minutos", "min"),
    "first": ("primer", "primero", "primera"),
    "second": ("segundo", "segunda"),
    "third": ("tercer", "tercero", "tercera"),
    "fourth": ("cuarto", "cuarta"), "fifth": ("quinto", "quinta"), "sixth": ("sexto", "sexta"),
    "seventh": ("septimo", "septima"),
    "last": ("ultimo", "ultima"),
    "year": ("ano", "anos"),
    "points": ("puntos", "punto", "pts", "puntaje", "unidades"),
    # what a team got ("cuántos puntos consiguió X", "sumó", "obtuvo")
    "get": (
        "consiguio", "consiguieron", "sumo", "sumaron", "obtuvo", "obtuvieron", "logro",
        "lograron", "cosecho", "cosecharon",
    ),
    "finish": ("cerro", "cerraron", "finalizo en", "acabo en"),
    "goals scored and conceded": (
        "goles a favor y en contra", "goles a favor y goles en contra", "a favor y en contra",
        "goles a favor y recibidos",
    ),
    # a player's age ("edad de X el día de la final", "cuántos años tenía X")
    "age": (
        "edad", "la edad", "cuantos anos tiene", "cuantos anos tenia", "cuantos anos tendra",
        "cuantos anos cumple", "cuantos anos cumplia", "que edad tenia", "que edad tiene",
        "que edad", "anos tenia",
    ),
    "contribution": ("aporte", "actuacion", "rendimiento", "partidazo", "como jugo"),
    "describe": ("describi", "describime", "contame", "cuentame", "decime", "dime", "explicame"),
    "help": ("ayuda", "ayudame", "comandos"),
    "hello": ("hola", "buenas", "buen dia", "buenas tardes", "buenas noches", "que onda"),
    "thanks": ("gracias", "muchas gracias", "genial gracias", "mil gracias"),
    "wednesday": ("miercoles",), "sunday": ("domingo",), "monday": ("lunes",),
    "tuesday": ("martes",), "thursday": ("jueves",), "friday": ("viernes",),
    "saturday": ("sabado",),
}

# Words whose meaning a view needs before synonyms fold them (see understand.RAW_TOPICS).
RAW_TOPICS: dict[str, str] = {
    "arqueros": "goalkeepers", "porteros": "goalkeepers", "defensores": "defender",
    "defensas": "defender", "mediocampistas": "midfielder", "volantes": "midfielder",
    "delanteros": "forward", "atacantes": "forward",
    "joven": "youngest", "jovenes": "youngest", "veterano": "oldest", "viejo": "oldest",
    "erro": "missed", "erraron": "missed", "fallo": "missed", "fallaron": "missed",
    "errado": "missed", "errada": "missed", "errados": "missed", "fallado": "missed",
    "atajo": "saved", "atajaron": "saved", "atajado": "saved", "atajados": "saved",
    "atajada": "saved", "atajadas": "saved", "paro": "saved", "detuvo": "saved",
    "corners": "cornerkick", "banco": "bench", "suplentes": "bench",
    "formacion": "formation", "esquema": "formation",
    "dibujo": "formation", "capitan": "captain", "brazalete": "captain",
    "travesano": "bar", "larguero": "bar", "palo": "post", "poste": "post",
    "desviado": "wide", "afuera": "wide", "arriba": "over", "elevado": "over",
    "cometio": "conceded", "hizo": "conceded",
    "lesionado": "injured", "lesion": "injured", "lesionados": "injured",
    "suspendido": "suspended", "suspension": "suspended", "suspendidos": "suspended",
    "enfermo": "ill", "enfermedad": "ill",
}

# Chat shorthand, expanded before spelling and names are looked at.
SHORTHAND: dict[str, str] = {
    "q": "que", "k": "que", "ke": "que", "xq": "por que", "pq": "por que", "porq": "por que",
    "tmb": "tambien", "tb": "tambien", "dnd": "donde", "qn": "quien", "qien": "quien",
    "kien": "quien", "pa": "para", "d": "de", "x": "por", "xa": "para", "cdo": "cuando",
    "cuado": "cuando", "cmo": "como", "dsp": "despues", "dps": "despues", "arg": "argentina",
    "porfa": "por favor", "xfa": "por favor", "xfavor": "por favor", "bn": "bien",
    "mins": "minutos", "seg": "segundo", "gral": "general", "sel": "seleccion",
}

# Words that carry no topic in a Spanish question: dropped after phrases are rewritten.
STOPWORDS = frozenset("""
    dejo dejaron mantuvo mantuvieron
    el la los las lo un una unos unas de del al a en y e o u ni con sin por para su sus
    se le les me te mi mis tu tus nos es son fue fueron era eran ser sido esta estan estaba
    estaban estuvo este esta esto ese esa eso esos esas aquel hay hubo habia ha han he
    tiene tienen tenia tuvo ya muy mas menos pero pues entonces bueno che boludo loco
    amigo amigos chicos gente alguien algo alguno alguna algun todo todos toda todas
    hizo hicieron hace hacen hacer haya sabes sabe saber sabias decis contas puedes podes
    puede podrias por favor alla aca aqui ahi asi tan tanto tal vez solo
    sobre segun mismo misma cada otro otra otros otras bien mal sea fuera ah eh jaja jajaja
    xd dale dato posta re mucho mucha muchos muchas poco poca yo vos tu usted ustedes
    ellos ellas el ella nosotros hoy ayer anoche noche tarde ahora tambien
    realmente exactamente creo tipo onda nomas igual ver quiero quisiera saber
    dio dieron dan da va van fueron iba estar quedo ademas mientras tras hasta desde
    durante cerca casi oye oiga mira pasame mostrame dame entero entera tio tia wey guey
    pibe
""".split())
# Everyday Spanish words that are also names or nicknames somewhere ("leo" is "I read",
# "victoria" a win): such a word names a person only where the sentence supports it.
COMMON_WORDS = frozenset("""
    leo victoria angel rosario toro pulga rey santos paz luz sol mar cruz flores leon
    pastor blanco rubio delgado franco bravo
""".split())
# fmt: on

CANONICAL |= {k: CANONICAL.get(k, ()) + v for k, v in BESIDE.items()}
SYNONYMS: dict[str, str] = {
    phrase: canonical for canonical, phrases in CANONICAL.items() for phrase in phrases
}
