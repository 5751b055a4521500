"""Spanish texts of the bot's interface, by their English: Discord's slash commands
(names lower case, no spaces; options; descriptions) and the cards' labels."""

from __future__ import annotations

INTERFACE: dict[str, str] = {
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
}
