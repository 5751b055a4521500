"""Spanish texts of the bot's interface, by their English: Discord's slash commands
(names lower case, no spaces; options; descriptions) and the cards' labels."""

from __future__ import annotations

INTERFACE: dict[str, str] = {
    # the answering service's reply when a server has too many questions waiting
    "I have too many questions from this server right now; please ask again in a moment.": (
        "Tengo demasiadas preguntas de este servidor en este momento; volvé a preguntar en un rato."
    ),
    # the answering service's reply when answering one question failed
    "Sorry, I could not answer that one; it has been noted for the moderators.": (
        "Perdón, no pude responder esa pregunta; quedó anotada para los moderadores."
    ),
    # /ask
    "ask": "preguntar",
    "Ask a question about the match in plain words": "Hacé una pregunta sobre el partido",
    "question": "pregunta",
    "For example: who scored the winner?": "Por ejemplo: ¿quién hizo el gol del triunfo?",
    # the match at a glance
    "score": "resultado",
    "The result in one line, with the scorers": "El resultado en una línea, con los goleadores",
    "match": "partido",
    "The match card: teams, score, venue, day": "La ficha: equipos, resultado, estadio, día",
    "timeline": "cronologia",
    "The match in order, with minutes": "El partido en orden, con los minutos",
    "goals": "goles",
    "Every goal: who, when, how, and the assist": "Cada gol: quién, cuándo, cómo y la asistencia",
    # people
    "quote": "declaraciones",
    "Everything a person said, verbatim": "Todo lo que dijo alguien, textual",
    "person": "persona",
    "Who said it (start typing a name)": "Quién lo dijo (empezá a escribir un nombre)",
    "player": "jugador",
    "Who someone is and what they did": "Quién es alguien y qué hizo",
    "name": "nombre",
    "A player, coach or guest (start typing a name)": (
        "Un jugador, técnico o invitado (empezá a escribir un nombre)"
    ),
    "help": "ayuda",
    "What I answer and how to ask": "Qué respondo y cómo preguntar",
    # moderators
    "Re-read the knowledge files (moderators)": "Volver a leer el conocimiento (moderadores)",
    "How many to list (most frequent first)": "Cuántas listar (las más frecuentes primero)",
    # card labels
    "Knowledge version": "Versión del conocimiento",
    "Teams": "Equipos",
    "Score": "Resultado",
    "Stage": "Instancia",
    "Scorers": "Goleadores",
    "No goals.": "Sin goles.",
    "Venue": "Estadio",
    "Day": "Día",
    "Next match": "Próximo partido",
    "Source": "Fuente",
    "Timeline": "Cronología",
    "The report records no moments.": "La crónica no registra momentos.",
    "Goals": "Goles",
    "No goals in this match.": "No hubo goles en este partido.",
    "{name} said": "{name} dijo",
    "Reported": "Según la crónica",
    "The report has no quote from {name}.": "La crónica no tiene declaraciones de {name}.",
    "Role": "Rol",
    "Team": "Equipo",
    "Position": "Posición",
    "Club": "Club",
    "Nationality": "Nacionalidad",
    # pictures: the timeline's marks, a table's columns, the bracket's rounds
    "pen": "p",  # a penalty goal on the timeline
    "og": "e.c.",  # an own goal (en contra)
    "HT": "Entretiempo",
    "FT": "Final",
    "AET": "Prórroga",
    "Pens": "Penales",
    "P": "PJ",
    "W": "G",
    "D": "E",
    "L": "P",
    "GA": "GC",
    "GD": "DG",
    "Round of 32": "Dieciseisavos de final",
    "Round of 16": "Octavos de final",
    "Quarter-finals": "Cuartos de final",
    "Semi-finals": "Semifinales",
    "Third place": "Tercer puesto",
    # match choices: "Inglaterra v Argentina · semifinal · 15 jul"
    "group stage": "fase de grupos",
    "league": "liga",
    "round of 32": "dieciseisavos",
    "round of 16": "octavos",
    "quarter-final": "cuartos de final",
    "semi-final": "semifinal",
    "third place": "tercer puesto",
    "Group": "Grupo",
    # a league's places by its rules (the importer writes them in English)
    "relegation play-off": "promoción de descenso",
    "Champions League qualifying": "previa de la Champions League",
    "Promotion play-off": "promoción de ascenso",
    "Knockout phase play-offs": "play-offs de eliminatorias",
    "UEFA's league phase (2024/25 on).": "La fase liga de la UEFA (desde 2024/25).",
    "The league's usual rules; a season's European places may differ (cup winners).": (
        "Las reglas habituales de la liga; las plazas europeas de una temporada pueden"
        " cambiar (campeones de copa)."
    ),
    "Jan": "ene",
    "Feb": "feb",
    "Mar": "mar",
    "Apr": "abr",
    "Jun": "jun",
    "Jul": "jul",
    "Aug": "ago",
    "Sep": "sep",
    "Oct": "oct",
    "Nov": "nov",
    "Dec": "dic",
    "January": "enero",
    "February": "febrero",
    "March": "marzo",
    "April": "abril",
    "May": "mayo",  # also the short form: "15 mayo"
    "June": "junio",
    "July": "julio",
    "August": "agosto",
    "September": "septiembre",
    "October": "octubre",
    "November": "noviembre",
    "December": "diciembre",
    # the tournament commands
    "table": "tabla",
    "A group's table, counted from the results": "La tabla de un grupo, contada de los resultados",
    "group": "grupo",
    "The group: its letter or name (start typing)": (
        "El grupo: su letra o nombre (empezá a escribir)"
    ),
    "scorers": "goleadores",
    "The tournament's top scorers": "Los goleadores del torneo",
    "bracket": "cuadro",
    "The knockout rounds, as a picture": "Las eliminatorias, en una imagen",
    "team": "equipo",
    "A team's path through the tournament": "El camino de un equipo en el torneo",
    "The team (start typing)": "El equipo (empezá a escribir)",
    (
        "{n}. {team}: {points} pts, played {played} (W{won} D{drawn} L{lost}), goals "
        "{scored}-{conceded}"
    ): (
        "{n}. {team}: {points} pts, {played} jugados (G{won} E{drawn} P{lost}), goles "
        "{scored}-{conceded}"
    ),
    "Counted from the results; level teams by {order}.": (
        "Contada de los resultados; en caso de empate: {order}."
    ),
    "Top scorers · {name}": "Goleadores · {name}",
    "No goals in the data yet.": "Todavía no hay goles en los datos.",
    " ({n} pen)": " ({n} de penal)",
    "Goals of play; own goals and shootout kicks do not count.": (
        "Goles en juego; no cuentan los goles en contra ni los penales de la tanda."
    ),
    "Bracket": "Cuadro",
    ", {a}-{b} on penalties": ", {a}-{b} en los penales",
    ", after extra time": ", tras la prórroga",
    "Record": "Campaña",
    "played {played}: won {won}, drawn {drawn}, lost {lost}; goals {scored}-{conceded}": (
        "{played} jugados: {won} ganados, {drawn} empatados, {lost} perdidos; goles "
        "{scored}-{conceded}"
    ),
    "A match won on penalties counts as a draw.": (
        "Un partido ganado por penales cuenta como empate."
    ),
    "From the tournament's data ({source}); no match report.": (
        "De los datos del torneo ({source}); sin crónica del partido."
    ),
    (
        "This server's knowledge is a single match ({title}), with no tournament to show. A "
        "moderator can upload a tournament (Football.JSON imported with `python -m bot import "
        "football-json`)."
    ): (
        "El conocimiento de este servidor es un solo partido ({title}), sin torneo que mostrar. "
        "Un moderador puede subir un torneo (Football.JSON importado con `python -m bot import "
        "football-json`)."
    ),
    "There is no group '{typed}' in {name}. Groups: {groups}.": (
        "No hay un grupo '{typed}' en {name}. Grupos: {groups}."
    ),
    "{name} has no groups.": "{name} no tiene grupos.",
    "{name} has no knockout rounds.": "{name} no tiene eliminatorias.",
    "No team '{typed}' in {name}.": "No hay un equipo '{typed}' en {name}.",
    "Did you mean: {names}?": "¿Quisiste decir: {names}?",
    # issue 36: a store outage, bounded pictures and options
    "Not saved: {reason}. Nothing was changed; please try again in a minute.": (
        "No se guardó: {reason}. No se cambió nada; probá de nuevo en un minuto."
    ),
    "Too big to draw: everything is in the text.": (
        "Demasiado grande para dibujar: todo está en el texto."
    ),
    "The picture shows the first {shown} of {count} teams.": (
        "La imagen muestra los primeros {shown} de {count} equipos."
    ),
    "The picture shows the last {shown} rounds; every round is in the text.": (
        "La imagen muestra las últimas {shown} rondas; todas están en el texto."
    ),
    "{mark} through to the knockout rounds.": "{mark} pasó a las eliminatorias.",
    "Another match of the tournament (start typing teams, a round or a day)": (
        "Otro partido del torneo (empezá a escribir equipos, una instancia o un día)"
    ),
    "Not played yet.": "Todavía no se jugó.",
    "No match of {name} fits '{typed}'.": "Ningún partido de {name} coincide con '{typed}'.",
    "This server's knowledge is a single match ({title}): there is no other match to name.": (
        "El conocimiento de este servidor es un solo partido ({title}): no hay otro partido "
        "que nombrar."
    ),
    "The match this server's commands mean when they name none": (
        "El partido al que se refieren los comandos de este servidor si no nombran otro"
    ),
    "A match of the tournament (start typing); leave empty for the default": (
        "Un partido del torneo (empezá a escribir); vacío para el predeterminado"
    ),
    "latest": "ultimo",
    "Follow the latest played match instead": "Seguir el último partido jugado",
    "following the latest played match": "sigue el último partido jugado",
    "chosen for this server": "elegido para este servidor",
    "'{typed}' is not a time zone I know: pick one from the list, such as Europe/Madrid, "
    "America/Mexico_City or UTC.": (
        "'{typed}' no es una zona horaria que conozca: elegí una de la lista, como "
        "Europe/Madrid, America/Mexico_City o UTC."
    ),
    "Kick-off times here are given in {zone}.": "Aquí los horarios se dan en {zone}.",
    "No competition of this server's knowledge fits '{typed}'. It holds: {names}.": (
        "Ninguna competición del conocimiento de este servidor coincide con '{typed}'. "
        "Tiene: {names}."
    ),
    "Questions naming no competition here mean the {name}.": (
        "Aquí las preguntas que no nombran una competición son sobre el {name}."
    ),
    "Questions naming no competition here mean the knowledge's own default{name}.": (
        "Aquí las preguntas que no nombran una competición son sobre la del conocimiento{name}."
    ),
    "the knowledge's own": "el del conocimiento",
    "This server's current match: {name} ({how}).": (
        "Partido actual de este servidor: {name} ({how})."
    ),
    (
        "This server's current match ({name}) is known from the tournament's data only, "
        "which has no quotes; quotes come from the report of {report}."
    ): (
        "El partido actual de este servidor ({name}) solo se conoce por los datos del "
        "torneo, que no tienen declaraciones; las declaraciones vienen de la crónica de "
        "{report}."
    ),
}
