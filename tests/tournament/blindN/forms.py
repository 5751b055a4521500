"""Answer alternatives for blindN: numbers in digits and words (EN/ES) inside phrases.

Never a bare small number: every alternative carries a word ("goals", "puntos") or a
sign ("+12", "2-1"), so a date or a year in an answer cannot pass by accident.
"""

from __future__ import annotations

EN_UNITS = [
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
]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ES_UNITS = [
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
]
ES_TENS = [
    "",
    "",
    "",
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "setenta",
    "ochenta",
    "noventa",
]


def en_word(n: int) -> str:
    if n < 20:
        return EN_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return EN_TENS[tens] + ("" if unit == 0 else "-" + EN_UNITS[unit])
    return str(n)


def es_word(n: int) -> str:
    if n < 30:
        return ES_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return ES_TENS[tens] + ("" if unit == 0 else " y " + ES_UNITS[unit])
    return str(n)


def _uniq(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out


def _numbers(n: int) -> tuple[list[str], list[str]]:
    """English and Spanish spellings of n (digits first)."""
    en = [str(n), en_word(n)]
    es = [str(n), es_word(n)]
    if n == 1:
        es += ["un", "una"]
    return _uniq(en), _uniq(es)


def goals(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        noun = "goal" if n == 1 else "goals"
        out += [f"{w} {noun}", f"scored {w}", f"netted {w}", f"with {w}", f"on {w}"]
        out += [f"total of {w}", f"tally of {w}"]
    for w in es:
        noun = "gol" if n == 1 else "goles"
        out += [f"{w} {noun}", f"marcó {w}", f"marco {w}", f"anotó {w}", f"anoto {w}"]
        out += [f"hizo {w}", f"metió {w}", f"metio {w}", f"con {w}", f"total de {w}"]
        out += [f"suma {w}"]
    return _uniq(out)


def conceded(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} conceded", f"{w} against", f"{w} goals against", f"conceded {w}"]
        out += [f"let in {w}", f"conceding {w}"]
    for w in es:
        out += [f"{w} en contra", f"{w} recibidos", f"{w} encajados", f"recibió {w}"]
        out += [f"recibio {w}", f"encajó {w}", f"encajo {w}", f"{w} goles en contra"]
        out += [f"{w} goles recibidos", f"{w} goles encajados"]
    return _uniq(out)


def points(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} points", f"{w} pts", f"{w} point"]
        out += [f"on {w} points", f"with {w} points"]
    for w in es:
        out += [f"{w} puntos", f"{w} pts", f"{w} unidades"]
    out += [f"{n}pts", f"{n} pt", f"Pts {n}", f"Pts: {n}"]
    return _uniq(out)


def _agree(n: int, forms: list[str]) -> list[str]:
    """Keep the singular forms for 1 and the plural ones otherwise."""
    plural_words = ("wins", "victories", "draws", "losses", "defeats", "victorias", "triunfos")
    plural_words += ("empates", "derrotas", "ganados", "empatados", "perdidos", "partidos")
    singular_words = ("win", "victory", "draw", "loss", "defeat", "victoria", "triunfo")
    singular_words += ("empate", "derrota", "partido", "empatado", "perdido")

    def reads(form: str) -> bool:
        words = form.split()
        if any(w in plural_words for w in words):
            return n != 1
        if any(w in singular_words for w in words):
            return n == 1
        return True

    return [f for f in forms if reads(f)]


def wins(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} wins", f"{w} win", f"won {w}", f"{w} victories", f"{w} victory"]
    for w in es:
        out += [f"{w} victorias", f"{w} triunfos", f"{w} ganados", f"ganó {w}", f"gano {w}"]
        out += [f"{w} victoria", f"{w} triunfo"]
        out += [f"{w} partidos ganados"]
    return _agree(n, _uniq(out))


def draws(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} draws", f"{w} draw", f"drew {w}", f"{w} drawn"]
    for w in es:
        out += [f"{w} empates", f"{w} empate", f"empató {w}", f"empato {w}"]
        out += [f"{w} empatados", f"{w} partidos empatados", f"{w} partido empatado"]
    return _agree(n, _uniq(out))


def losses(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} losses", f"{w} loss", f"{w} defeats", f"{w} defeat"]
        out += [f"lost {w}"]
    for w in es:
        out += [f"{w} derrotas", f"{w} derrota", f"{w} perdidos", f"perdió {w}"]
        out += [f"perdio {w}", f"{w} partidos perdidos", f"{w} partido perdido"]
    if n == 1:
        out += ["lost once", "only defeat", "only loss", "una sola derrota"]
    return _agree(n, _uniq(out))


def clean_sheets(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} clean sheets", f"{w} clean sheet", f"{w} shutouts", f"kept {w}"]
    for w in es:
        out += [f"{w} vallas invictas", f"{w} porterías a cero", f"{w} porterias a cero"]
        out += [f"{w} partidos sin recibir goles", f"{w} partidos sin recibir gol"]
        out += [f"{w} arcos en cero", f"{w} veces", f"mantuvo {w}", f"{w} partidos sin encajar"]
    return _uniq(out)


def matches(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} matches", f"{w} games", f"{w} times", f"{w} match", f"{w} game"]
    for w in es:
        out += [f"{w} partidos", f"{w} juegos", f"{w} veces", f"fueron {w}", f"{w} partido"]
    return _uniq(out)


def own_goals(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} own goals", f"{w} own goal", f"{w} OGs", f"{w} OG"]
    for w in es:
        out += [f"{w} autogoles", f"{w} autogol", f"{w} goles en contra", f"{w} gol en contra"]
        out += [f"{w} goles en propia puerta", f"{w} goles en propia meta"]
        out += [f"{w} gol en propia puerta", f"{w} gol en propia meta"]
    return _uniq(out)


def total_goals(n: int) -> list[str]:
    en, es = _numbers(n)
    out = [str(n)] if n >= 100 else []
    for w in en:
        out += [f"{w} goals", f"total of {w}", f"{w} in total"]
    for w in es:
        out += [f"{w} goles", f"total de {w}", f"{w} en total"]
    return _uniq(out)


def penalties(n: int) -> list[str]:
    en, es = _numbers(n)
    out: list[str] = []
    for w in en:
        noun = "penalty" if n == 1 else "penalties"
        out += [f"{w} {noun}", f"{w} pens", f"{w} pen", f"{w} from the spot"]
        out += [f"{w} of them penalties", f"{w} pen.", f"{w} (pen"]
    for w in es:
        noun = "penal" if n == 1 else "penales"
        out += [f"{w} {noun}", f"{w} penaltis", f"{w} penalti", f"{w} de penal"]
        out += [f"{w} de penalti", f"{w} desde el punto"]
    return _uniq(out)


def goal_difference(n: int) -> list[str]:
    """A positive goal difference only ("+12"); negative ones are not asked."""
    assert n > 0
    en, es = _numbers(n)
    out = [f"+{n}", f"plus {n}", f"más {n}", f"mas {n}"]
    for w in en:
        out += [f"goal difference of {w}", f"{w} goal difference", f"difference of {w}"]
    for w in es:
        out += [f"diferencia de gol de {w}", f"diferencia de {w}", f"{w} de diferencia"]
        out += [f"diferencia de goles de {w}"]
    return _uniq(out)


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
]
SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def position(n: int, size: int) -> list[str]:
    out = [ORD_EN[n], f"{n}{SUFFIX.get(n, 'th')}", ORD_ES[n], ORD_ES[n][:-1] + "a"]
    if n in (1, 3):
        out.append(ORD_ES[n][:-1])  # primer, tercer
    out += [f"{n}.º", f"{n}º", f"{n}°", f"{n}.°", f"{n}.ª", f"{n}ª"]
    out += [f"position {n}", f"place {n}", f"puesto {n}", f"lugar {n}", f"posición {n}"]
    out += [f"posicion {n}", f"#{n}"]
    if n == 1:
        out += ["top of the table", "top of the league", "champions", "won the league"]
        out += ["campeón", "campeon", "líder", "lider"]
    if n == 2:
        out += ["runner-up", "runners-up", "subcampeón", "subcampeon"]
    if n == size:
        out += ["bottom", "last place", "finished last", "último", "ultimo", "colista"]
        out += ["farolillo rojo"]
    return _uniq(out)


def score(a: int, b: int) -> list[str]:
    return _uniq([f"{a}-{b}", f"{b}-{a}", f"{a}–{b}", f"{b}–{a}", f"{a} - {b}", f"{b} - {a}"])


def minute(m: str) -> list[str]:
    """A minute as the data writes it: "67" or "90+3"."""
    if "+" in m:
        base, extra = m.split("+")
        return _uniq([f"{base}+{extra}", f"{base} + {extra}", f"{base}+{extra}'"])
    n = int(m)
    return _uniq(
        [
            f"{n}'",
            f"{n}th",
            f"{n}st",
            f"{n}nd",
            f"{n}rd",
            f"minute {n}",
            f"minuto {n}",
            f"{n} min",
            f"{n}’",
            f"min {n}",
            f"min. {n}",
            f"{n}.",
            f"al {n}",
            f"at {n}",
        ]
    )


def after_extra_time() -> list[str]:
    return [
        "extra time",
        "after extra time",
        "a.e.t",
        "aet",
        "prórroga",
        "prorroga",
        "tiempo extra",
        "tiempo suplementario",
        "alargue",
    ]


def on_penalties() -> list[str]:
    return [
        "on penalties",
        "penalties",
        "shootout",
        "shoot-out",
        "pens",
        "penales",
        "penaltis",
        "penaltys",
        "tanda",
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


def date(iso: str) -> list[str]:
    y, m, d = (int(x) for x in iso.split("-"))
    en, es = MONTHS_EN[m], MONTHS_ES[m]
    th = SUFFIX.get(d % 10 if d not in (11, 12, 13) else 0, "th")
    return _uniq(
        [
            f"{d} {en}",
            f"{en} {d}",
            f"{d}{th} {en}",
            f"{en} {d}{th}",
            f"{d} {en[:3]}",
            f"{en[:3]} {d}",
            f"{d} de {es}",
            f"{d} {es}",
            iso,
            f"{d:02d}/{m:02d}/{y}",
            f"{d}/{m}/{y}",
            f"{d:02d}.{m:02d}.{y}",
            f"{d}.{m}.{y}",
        ]
    )


def stage(name: str) -> list[str]:
    return {
        "Quarter-finals": ["quarter", "cuartos", "QF", "last eight", "last 8"],
        "Semi-finals": ["semi", "last four", "last 4"],
        "Round of 16": ["round of 16", "last 16", "last sixteen", "octavos", "R16"],
        "Final": ["final"],
    }[name]
