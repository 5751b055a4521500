"""Spanish texts of the games (predictions, quiz, leaderboards), by their English: the
slash commands' names, options and descriptions, the replies and the quiz's questions.
Kept apart from `interface.py` so the games' words are found (and changed) in one place."""

from __future__ import annotations

GAMES: dict[str, str] = {
    # /predict
    "predict": "pronosticar",
    "Predict a match's score, until kick-off": (
        "Pronosticá el resultado de un partido, hasta el inicio"
    ),
    "An upcoming match (start typing teams, a round or a day)": (
        "Un partido por jugarse (empezá a escribir equipos, una instancia o un día)"
    ),
    "home": "local",
    "away": "visitante",
    "Goals of the first team named (0-20)": "Goles del primer equipo nombrado (0-20)",
    "Goals of the second team named (0-20)": "Goles del segundo equipo nombrado (0-20)",
    "A score is a whole number of goals from 0 to 20.": (
        "Un resultado es un número entero de goles, de 0 a 20."
    ),
    "This server's knowledge has no fixtures to predict.": (
        "El conocimiento de este servidor no tiene partidos para pronosticar."
    ),
    "No upcoming match fits '{typed}': pick one from the list.": (
        "Ningún partido por jugarse coincide con '{typed}': elegí uno de la lista."
    ),
    "That match has been played: predictions closed at {when}.": (
        "Ese partido ya se jugó: los pronósticos cerraron el {when}."
    ),
    "Predictions for that match closed at kick-off, {when}.": (
        "Los pronósticos de ese partido cerraron al inicio, el {when}."
    ),
    "Saved: {match}, {home}-{away}. You can change it until kick-off, {when}.": (
        "Guardado: {match}, {home}-{away}. Podés cambiarlo hasta el inicio, el {when}."
    ),
    "Changed: {match}, now {home}-{away}. You can change it until kick-off, {when}.": (
        "Cambiado: {match}, ahora {home}-{away}. Podés cambiarlo hasta el inicio, el {when}."
    ),
    "(No kick-off time is known: it closes as its day starts, UTC.)": (
        "(No se conoce la hora de inicio: cierra al empezar su día, en UTC.)"
    ),
    # /predictions
    "predictions": "pronosticos",
    "Your score predictions": "Tus pronósticos",
    "show": "ver",
    "Your predictions and the points each earned": "Tus pronósticos y los puntos de cada uno",
    "forget": "olvidar",
    "Delete your predictions and quiz points here": (
        "Borrar tus pronósticos y tus puntos de trivia en este servidor"
    ),
    "You have no predictions here yet: try /predict.": (
        "Todavía no tenés pronósticos acá: probá /pronosticar."
    ),
    "Your predictions": "Tus pronósticos",
    "open until {when}": "abierto hasta el {when}",
    "waiting for the result": "esperando el resultado",
    "1 pt": "1 pt",
    "{n} pts": "{n} pts",
    "Deleted: your predictions and quiz points in this server ({n} entries).": (
        "Borrados: tus pronósticos y puntos de trivia en este servidor ({n} registros)."
    ),
    # /leaderboard
    "leaderboard": "clasificacion",
    "This server's best predictors or quiz players": (
        "Los mejores pronosticadores o jugadores de trivia del servidor"
    ),
    "game": "juego",
    "Which game (predictions by default)": "Qué juego (pronósticos si no se elige)",
    "season": "temporada",
    "One season only": "Una sola temporada",
    "quiz": "trivia",
    "Leaderboard · predictions": "Clasificación · pronósticos",
    "Leaderboard · quiz": "Clasificación · trivia",
    "No points yet in this server.": "Todavía no hay puntos en este servidor.",
    "Your place": "Tu puesto",
    "You: place {place}, {points}.": "Vos: puesto {place}, {points}.",
    "You have no points here yet.": "Todavía no tenés puntos acá.",
    # /quiz
    "A quiz from this server's knowledge": "Una trivia con el conocimiento del servidor",
    "questions": "preguntas",
    "How many questions (1-10, 5 by default)": "Cuántas preguntas (1-10, 5 si no se elige)",
    "about": "sobre",
    "The current match, or the whole tournament or season": (
        "El partido actual, o todo el torneo o la temporada"
    ),
    "tournament": "torneo",
    "A quiz is already running here: join in, or wait for it to end.": (
        "Ya hay una trivia en curso acá: sumate, o esperá a que termine."
    ),
    "The knowledge here states too little to write a quiz about that.": (
        "El conocimiento de acá dice muy poco para armar una trivia sobre eso."
    ),
    "Question {n} of {total}": "Pregunta {n} de {total}",
    "{seconds} seconds to answer.": "{seconds} segundos para responder.",
    "Answer": "Respuesta",
    "Point to": "Punto para",
    "nobody": "nadie",
    "Closed.": "Cerrada.",
    "Quiz over": "Fin de la trivia",
    "Nobody scored this time.": "Esta vez nadie sumó puntos.",
    "This question has closed.": "Esta pregunta ya cerró.",
    "Your answer: {answer}. The right one shows when the question closes.": (
        "Tu respuesta: {answer}. La correcta se muestra cuando cierra la pregunta."
    ),
    "You have already answered this question.": "Ya respondiste esta pregunta.",
    # the quiz's questions
    "Who won {name}?": "¿Quién ganó {name}?",
    "Who won {group}?": "¿Quién ganó el {group}?",
    "Which club does {player} play for?": "¿En qué club juega {player}?",
    "How many goals did {player} score at {name}?": "¿Cuántos goles hizo {player} en {name}?",
    "Who scored the opener in {match}?": "¿Quién abrió el marcador en {match}?",
    "In which minute was the first goal of {match}?": (
        "¿En qué minuto fue el primer gol de {match}?"
    ),
    "Who was sent off in {match}?": "¿A quién expulsaron en {match}?",
    # /config predictions, /config quiz
    "Points for score predictions and the knockout rule": (
        "Puntos de los pronósticos y la regla de las eliminatorias"
    ),
    "exact": "exacto",
    "Points for the exact score (0-10; 3 by default)": (
        "Puntos por el resultado exacto (0-10; 3 si no se elige)"
    ),
    "result": "ganador",
    "Points for the right result (0-10; 1 by default)": (
        "Puntos por acertar quién gana o el empate (0-10; 1 si no se elige)"
    ),
    "knockout": "eliminatoria",
    "Which score settles a knockout match": "Qué resultado define un partido de eliminatoria",
    "after 90 minutes": "a los 90 minutos",
    "after extra time": "tras la prórroga",
    (
        "Predictions here: exact score {exact} pts, right result {result} pts; a knockout "
        "match is settled {rule}. Settled matches were scored again."
    ): (
        "Pronósticos acá: resultado exacto {exact} pts, ganador o empate {result} pts; un "
        "partido de eliminatoria se define {rule}. Los partidos ya definidos se puntuaron "
        "de nuevo."
    ),
    "Who gets a quiz question's point": "Quién se lleva el punto de cada pregunta de trivia",
    "scoring": "puntos",
    "Everyone who answers right, or the first one only (empty: show the setting)": (
        "Todos los que aciertan, o solo el primero (vacío: ver cómo está)"
    ),
    "everyone right": "todos los que aciertan",
    "first right only": "solo el primero que acierta",
    "Quiz points here go to the first right answer only.": (
        "Acá el punto de la trivia es solo para el primero que acierta."
    ),
    "Quiz points here go to everyone who answers right.": (
        "Acá el punto de la trivia es para todos los que aciertan."
    ),
}
