"""The usual English words of a knowledge's free fields said in Spanish, where the
knowledge gives no translation of its own: a match's stage ("semi-final second leg" ->
"semifinal de vuelta"), where a goal was scored from ("about 25 yards out" -> "unas 25
yardas", "at the near post" -> "el primer palo") and an injury's place ("a hamstring
injury" -> "una lesión en el isquiotibial"). Keys are folded English (lower case, no
accents, punctuation as spaces). A text with a part not here is not translated (the
answer quotes it as written): never a guess.
"""

from __future__ import annotations

import re

from bot.knowledge import fold

# A stage, said after "la" ("en la semifinal de la Liga de Campeones")
STAGES: dict[str, str] = {
    "final": "final",
    "the final": "final",
    "semi final": "semifinal",
    "semifinal": "semifinal",
    "semi finals": "semifinal",
    "quarter final": "ronda de cuartos de final",
    "quarter finals": "ronda de cuartos de final",
    "round of 16": "ronda de octavos de final",
    "last 16": "ronda de octavos de final",
    "round of 32": "ronda de dieciseisavos de final",
    "group stage": "fase de grupos",
    "group phase": "fase de grupos",
    "league phase": "fase liga",
    "third place play off": "definición del tercer puesto",
    "third place playoff": "definición del tercer puesto",
    "third place match": "definición del tercer puesto",
    "play off": "repesca",
    "playoff": "repesca",
    "play off final": "final de la repesca",
}
# A numbered round of a league ("matchday 23" -> "fecha 23")
_ROUND = re.compile(r"^(?:matchday|match day|round|gameweek|week) (\d+)$")
# A tie's leg after its stage ("semi-final second leg")
LEGS: tuple[tuple[str, str], ...] = (("first leg", "de ida"), ("second leg", "de vuelta"))

# Where a goal came from, each part of it ("inside the box, with his back to goal")
PLACES: dict[str, str] = {
    "close range": "corta distancia",
    "inside the box": "dentro del área",
    "in the box": "dentro del área",
    "inside the area": "dentro del área",
    "inside the penalty area": "dentro del área",
    "in the penalty area": "dentro del área",
    "the edge of the box": "el borde del área",
    "edge of the box": "el borde del área",
    "the edge of the area": "el borde del área",
    "edge of the area": "el borde del área",
    "in the six yard box": "el área chica",
    "the six yard box": "el área chica",
    "at the far post": "el segundo palo",
    "the far post": "el segundo palo",
    "far post": "el segundo palo",
    "at the near post": "el primer palo",
    "the near post": "el primer palo",
    "near post": "el primer palo",
    "penalty spot": "el punto penal",
    "the penalty spot": "el punto penal",
    "outside the box": "fuera del área",
    "outside the area": "fuera del área",
    "outside the penalty box": "fuera del área",
    "outside the penalty area": "fuera del área",
    "just outside the box": "justo fuera del área",
    "just outside the area": "justo fuera del área",
    "left side of the area": "el costado izquierdo del área",
    "right side of the area": "el costado derecho del área",
    "left side of the box": "el costado izquierdo del área",
    "right side of the box": "el costado derecho del área",
    "tight angle on the left": "un ángulo cerrado por la izquierda",
    "tight angle on the right": "un ángulo cerrado por la derecha",
    "left of goal": "a la izquierda del arco",
    "right of goal": "a la derecha del arco",
    "with his back to goal": "de espaldas al arco",
    "with her back to goal": "de espaldas al arco",
}
# An injury by where it is ("a knee injury"); "muscle" is an adjective in Spanish
INJURED: dict[str, str] = {
    "hamstring": "en el isquiotibial",
    "knee": "en la rodilla",
    "ankle": "en el tobillo",
    "groin": "en la ingle",
    "calf": "en el gemelo",
    "thigh": "en el muslo",
    "shoulder": "en el hombro",
    "head": "en la cabeza",
    "back": "en la espalda",
    "foot": "en el pie",
    "hip": "en la cadera",
    "muscle": "muscular",
    "muscular": "muscular",
}
_INJURY = re.compile(r"^(?:an? )?(\w+) injury$")
# A distance: "about 25 yards out", "from 25 yards", "22 metres"
_DISTANCE = re.compile(r"^(from )?(about |around |some )?(\d+) (yards|yard|metres|meters)( out)?$")
_UNITS = {"yards": ("yardas", "unas"), "yard": ("yardas", "unas")}


def stage(written: str) -> str | None:
    """A stage written in English, in Spanish; None when it is not a usual one."""
    base, leg = fold(written), ""
    for english, named in LEGS:
        if base.endswith(" " + english):
            base, leg = base[: -len(english) - 1], " " + named
    said = STAGES.get(base)
    numbered = _ROUND.match(base)
    if said is None and numbered is not None:
        said = f"fecha {numbered.group(1)}"
    return said + leg if said else None


def place(written: str) -> str | None:
    """Where a goal came from, written in English, in Spanish; None when a part of it is
    not a usual one."""
    parts = []
    for part in written.split(","):
        key = fold(part)
        found = PLACES.get(key)
        if found is None:
            far = _DISTANCE.match(key)
            if far is None:
                return None
            unit, some = _UNITS.get(far.group(4), ("metros", "unos"))
            found = ("desde " if far.group(1) else "") + (f"{some} " if far.group(2) else "")
            found += f"{far.group(3)} {unit}"
        parts.append(found)
    return ", ".join(parts) if parts else None


def cause(written: str) -> str | None:
    """An injury written in English by where it is, in Spanish ("an ankle injury" -> "una
    lesión en el tobillo"); None for any other reason."""
    found = _INJURY.match(fold(written))
    where = INJURED.get(found.group(1)) if found else None
    return f"una lesión {where}" if where else None
