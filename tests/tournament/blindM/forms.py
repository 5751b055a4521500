"""Answer forms for the blindM expectations (numbers, positions, scores, minutes, dates)."""

EN = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "twenty-one",
    "twenty-two",
    "twenty-three",
    "twenty-four",
    "twenty-five",
    "twenty-six",
    "twenty-seven",
    "twenty-eight",
    "twenty-nine",
    "thirty",
]
ES = [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
    "treinta",
]
ORD_EN = [
    "",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
]
ORD_ES = [
    "",
    "primero",
    "segundo",
    "tercero",
    "cuarto",
    "quinto",
    "sexto",
    "séptimo",
    "octavo",
    "noveno",
    "décimo",
    "undécimo",
    "duodécimo",
]
MONTHS_EN = [
    "",
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MONTHS_ES = [
    "",
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]


def _spell(n: int) -> list[tuple[str, str]]:
    """(digits-or-word in English, digits-or-word in Spanish) pairs for n."""
    out = [(str(n), str(n))]
    if n < len(EN):
        out.append((EN[n], ES[n]))
    return out


def _apocope(alts: list[str]) -> list[str]:
    """Spanish "veintiuno" before a noun is "veintiún" ("veintiún puntos")."""
    return alts + [a.replace("veintiuno ", "veintiún ") for a in alts if "veintiuno " in a]


def _ordinal(n: int) -> str:
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")


def goals(n: int) -> list[str]:
    alts = []
    for e, s in _spell(n):
        alts += [
            f"{e} goals",
            f"scored {e}",
            f"netted {e}",
            f"with {e}",
            f"on {e}",
            f"total of {e}",
            f"tally of {e}",
        ]
        alts += [
            f"{s} goles",
            f"marcó {s}",
            f"marco {s}",
            f"anotó {s}",
            f"anoto {s}",
            f"hizo {s}",
            f"metió {s}",
            f"metio {s}",
            f"con {s}",
            f"total de {s}",
            f"suma {s}",
        ]
    if n == 1:
        alts += ["one goal", "1 goal", "un gol", "1 gol"]
    return _apocope(alts)


def conceded(n: int) -> list[str]:
    alts = []
    for e, s in _spell(n):
        alts += [
            f"{e} conceded",
            f"{e} against",
            f"{e} goals against",
            f"conceded {e}",
            f"let in {e}",
            f"conceding {e}",
        ]
        alts += [
            f"{s} en contra",
            f"{s} recibidos",
            f"{s} encajados",
            f"recibió {s}",
            f"recibio {s}",
            f"encajó {s}",
            f"encajo {s}",
            f"{s} goles en contra",
            f"{s} goles recibidos",
        ]
    return _apocope(alts)


def points(n: int) -> list[str]:
    alts = []
    for e, s in _spell(n):
        alts += [
            f"{e} points",
            f"{e} pts",
            f"{e} pt",
            f"on {e}",
            f"with {e}",
            f"{s} puntos",
            f"{s} pts",
            f"con {s}",
            f"sumó {s}",
            f"sumo {s}",
            f"hizo {s}",
        ]
    return _apocope(alts)


def wins(n: int) -> list[str]:
    alts = []
    for e, s in _spell(n):
        plural = [] if n == 1 else [f"{e} wins", f"{s} victorias", f"{s} triunfos", f"{s} ganados"]
        alts += [*plural, f"{e} win", f"{e} W", f"won {e}", f"W {e}", f"ganó {s}", f"gano {s}"]
    return alts


def draws(n: int) -> list[str]:
    alts = []
    for e, s in _spell(n):
        plural = [] if n == 1 else [f"{e} draws", f"{s} empates", f"{s} empatados"]
        alts += [
            *plural,
            f"{e} draw",
            f"{e} D",
            f"drew {e}",
            f"D {e}",
            f"empató {s}",
            f"empato {s}",
        ]
    if n == 1:
        alts += ["drew once", "un empate", "one draw", "1 draw", "1 empate", "un solo empate"]
    return alts


def losses(n: int) -> list[str]:
    alts = []
    for e, s in _spell(n):
        plural = [] if n == 1 else [f"{e} losses", f"{e} defeats", f"{s} derrotas", f"{s} perdidos"]
        alts += [
            *plural,
            f"{e} loss",
            f"{e} defeat",
            f"{e} L",
            f"{e} lost",
            f"lost {e}",
            f"L {e}",
            f"perdió {s}",
            f"perdio {s}",
        ]
    if n == 1:
        alts += [
            "lost once",
            "una derrota",
            "una sola derrota",
            "only defeat",
            "only loss",
            "1 derrota",
            "one defeat",
            "one loss",
        ]
    return alts


def goal_difference(n: int) -> list[str]:
    if n > 0:
        signed = [f"+{n}"]
        words = [f"plus {n}", f"más {n}", f"mas {n}"]
    elif n < 0:
        signed = [f"-{-n}", f"−{-n}"]
        words = [f"minus {-n}", f"menos {-n}", f"negative {-n}"]
    else:
        signed = ["0"]
        words = ["zero", "cero", "even"]
    return [*signed, *words]


def position(n: int, last: bool = False) -> list[str]:
    suffix = _ordinal(n)
    alts = [ORD_EN[n], f"{n}{suffix}", ORD_ES[n], f"{n}º", f"{n}°", f"{n}.º", f"{n}.°"]
    if n > 1:  # "puesto 1" would also be found inside "puesto 12"
        alts += [f"puesto {n}", f"lugar {n}", f"position {n}"]
    if ORD_ES[n].endswith("o"):
        alts.append(ORD_ES[n][:-1] + "a")
    if n in (1, 3):
        alts.append(ORD_ES[n][:-1])  # primer, tercer
    if n == 1:
        alts += [
            "top",
            "champion",
            "champions",
            "won the league",
            "campeón",
            "campeon",
            "ganó la liga",
            "gano la liga",
        ]
    if n == 2:
        alts += ["runner-up", "runners-up", "subcampeón", "subcampeon"]
    if last:
        alts += ["last", "bottom", "último", "ultimo", "última", "ultima", "colista"]
    return alts


def score(a: int, b: int) -> list[str]:
    return [f"{a}-{b}", f"{b}-{a}"] if a != b else [f"{a}-{b}"]


def minute(m: int, offset: int = 0) -> list[str]:
    if offset:
        t = m + offset
        return [
            f"{m}+{offset}",
            f"{t}'",
            f"{t}{_ordinal(t)}",
            f"minute {t}",
            f"minuto {t}",
            f"{t} min",
            f"{t}’",
            f"min {t}",
            f"min. {t}",
            f"al {t}",
            f"at {t}",
        ]
    return [
        f"{m}'",
        f"{m}th",
        f"{m}st",
        f"{m}nd",
        f"{m}rd",
        f"minute {m}",
        f"minuto {m}",
        f"{m} min",
        f"{m}’",
        f"min {m}",
        f"min. {m}",
        f"{m}.",
        f"al {m}",
        f"at {m}",
    ]


def date(iso: str) -> list[str]:
    y, mo, d = (int(x) for x in iso.split("-"))
    en, es = MONTHS_EN[mo], MONTHS_ES[mo]
    suffix = _ordinal(d)
    return [
        f"{d} {en}",
        f"{en} {d}",
        f"{d}{suffix} {en}",
        f"{en} {d}{suffix}",
        f"{d} {en[:3]}",
        f"{en[:3]} {d}",
        f"{d} de {es}",
        iso,
        f"{d:02d}/{mo:02d}",
        f"{d}/{mo}/{y}",
        f"{d:02d}.{mo:02d}.",
    ]


def matchday(n: int) -> list[str]:
    fem = ORD_ES[n][:-1] + "a"  # primera, segunda, ... séptima
    return [
        f"Jornada {n}",
        f"matchday {n}",
        f"round {n}",
        f"fecha {n}",
        f"J{n}",
        f"{fem} jornada",
        f"{fem} fecha",
        f"{ORD_EN[n]} matchday",
        f"{ORD_EN[n]} round",
    ]


EXTRA_TIME = [
    "extra time",
    "extra-time",
    "a.e.t",
    "aet",
    "prórroga",
    "prorroga",
    "tiempo extra",
    "tiempo suplementario",
    "alargue",
    "suplementario",
    "120 minutes",
    "120 minutos",
]
PENALTIES = [
    "on penalties",
    "penalties",
    "pens",
    "shootout",
    "shoot-out",
    "penales",
    "penaltis",
    "penaltys",
    "tanda",
]
