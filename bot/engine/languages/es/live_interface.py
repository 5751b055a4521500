"""Spanish texts of the live posts and /live, by their English (merged into the bundle's
interface texts)."""

from __future__ import annotations

LIVE_INTERFACE: dict[str, str] = {
    # /live and its options
    "Where the live posts go": "Dónde van las publicaciones en vivo",
    "The channel for kick-off, goal and full-time posts": (
        "El canal para el inicio, los goles y el final de cada partido"
    ),
    "Post live about a team or a match": "Publicar en vivo sobre un equipo o un partido",
    "Stop posting about a team or a match": "Dejar de publicar sobre un equipo o un partido",
    "A team (start typing)": "Un equipo (empezá a escribir)",
    "A match (start typing)": "Un partido (empezá a escribir)",
    "A role mentioned on kick-off and full time": "Un rol mencionado al inicio y al final",
    "The role (leave empty for none)": "El rol (vacío: ninguno)",
    "A thread for each followed match": "Un hilo por cada partido seguido",
    "on or off": "on u off",
    "What this server follows, and where": "Qué sigue este servidor, y dónde",
    "Kick-off, goal and full-time posts for the teams this server follows (moderators)": (
        "Inicio, goles y final de los equipos que sigue este servidor (moderadores)"
    ),
    # /live answers
    "Live posts go to {channel}.": "Las publicaciones en vivo van a {channel}.",
    "I cannot post there yet: I am missing {permissions} in that channel.": (
        "Todavía no puedo publicar ahí: me falta {permissions} en ese canal."
    ),
    "View Channel": "Ver canal",
    "Send Messages": "Enviar mensajes",
    "Embed Links": "Insertar enlaces",
    "Attach Files": "Adjuntar archivos",
    "Create Threads": "Crear hilos",
    "Name a team or a match.": "Nombrá un equipo o un partido.",
    "This server's knowledge is a single match ({title}): there is no tournament to follow.": (
        "El conocimiento de este servidor es un solo partido ({title}): no hay torneo para seguir."
    ),
    "The role cannot be @everyone.": "El rol no puede ser @everyone.",
    "none": "ninguno",
    "on": "activados",
    "off": "desactivados",
    "Live channel: {channel}": "Canal en vivo: {channel}",
    "Teams followed: {teams}": "Equipos seguidos: {teams}",
    "Matches followed: {matches}": "Partidos seguidos: {matches}",
    "Role mentioned: {role}": "Rol mencionado: {role}",
    "Match threads: {mode}": "Hilos por partido: {mode}",
    "The last post there failed: {why}.": "La última publicación ahí falló: {why}.",
    "missing permissions": "faltan permisos",
    "the channel is gone or not a text channel": "el canal ya no existe o no es de texto",
    "I cannot post live updates in <#{channel}> ({server}): {why}. "
    "Check my permissions there, or choose another channel with /live channel.": (
        "No puedo publicar las novedades en vivo en <#{channel}> ({server}): {why}. "
        "Revisa mis permisos ahí, o elige otro canal con /live channel."
    ),
    # the posts
    "Kick-off soon: {a} v {b}": "Falta poco: {a} v {b}",
    "Kick-off: {a} v {b}": "Comenzó: {a} v {b}",
    "Goal! {score}": "¡Gol! {score}",
    "Red card: {who}": "Tarjeta roja: {who}",
    "Half-time: {score}": "Entretiempo: {score}",
    "Full time: {score}": "Final: {score}",
    "Postponed: {a} v {b}": "Postergado: {a} v {b}",
    "Kick-off in {minutes} minutes.": "Empieza en {minutes} minutos.",
    "{team} win {won}-{lost} on penalties": "{team} gana {won}-{lost} por penales",
    "(pen)": "(pen)",
    "(og)": "(e/c)",
    "Correction: {score}": "Corrección: {score}",
    "The source changed the score: a goal posted earlier was taken back.": (
        "La fuente cambió el resultado: se anuló un gol publicado antes."
    ),
    "full time": "final",
    "postponed": "postergado",
    "kick-off soon": "por empezar",
    "in play": "en juego",
    "Catching up: {count} updates": "Poniéndonos al día: {count} novedades",
}
