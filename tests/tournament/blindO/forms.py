"""Accepted answer forms (blindO): numbers, minutes, positions, scores, in English and Spanish."""

EN = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
).split()
ES = (
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce "
    "quince dieciseis diecisiete dieciocho diecinueve veinte"
).split()
ES_ACCENT = {16: "dieciséis"}
EN_TENS = {30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy"}
ES_TENS = {30: "treinta", 40: "cuarenta", 50: "cincuenta", 60: "sesenta", 70: "setenta"}
ES_20S = {
    21: "veintiuno",
    22: "veintidos",
    23: "veintitres",
    24: "veinticuatro",
    25: "veinticinco",
    26: "veintiseis",
    27: "veintisiete",
    28: "veintiocho",
    29: "veintinueve",
}


def words(n: int) -> tuple[list[str], list[str]]:
    """English and Spanish spellings of n (digits always included)."""
    en, es = [str(n)], [str(n)]
    if n <= 20:
        en.append(EN[n])
        es.append(ES[n])
        if n in ES_ACCENT:
            es.append(ES_ACCENT[n])
        if n == 1:
            es += ["un", "una"]
    elif n < 80:
        tens, unit = divmod(n, 10)
        if unit == 0:
            en.append(EN_TENS[n])
            es.append(ES_TENS[n])
        else:
            en += [
                f"{EN_TENS.get(tens * 10, 'twenty')}-{EN[unit]}",
                f"{EN_TENS.get(tens * 10, 'twenty')} {EN[unit]}",
            ]
            if n in ES_20S:
                es.append(ES_20S[n])
            else:
                es.append(f"{ES_TENS[tens * 10]} y {ES[unit]}")
    return en, es


def goals(n: int) -> list[str]:
    en, es = words(n)
    out: list[str] = []
    noun_en = "goal" if n == 1 else "goals"
    noun_es = "gol" if n == 1 else "goles"
    for w in en:
        out += [
            f"{w} {noun_en}",
            f"scored {w}",
            f"netted {w}",
            f"with {w}",
            f"on {w}",
            f"total of {w}",
            f"tally of {w}",
        ]
    for w in es:
        out += [
            f"{w} {noun_es}",
            f"marcó {w}",
            f"marco {w}",
            f"anotó {w}",
            f"anoto {w}",
            f"hizo {w}",
            f"metió {w}",
            f"metio {w}",
            f"con {w}",
            f"total de {w}",
            f"suma {w}",
        ]
    out.append(f"{n} scored")
    return dedupe(out)


def conceded(n: int) -> list[str]:
    en, es = words(n)
    out: list[str] = []
    for w in en:
        out += [
            f"{w} conceded",
            f"{w} against",
            f"{w} goals against",
            f"conceded {w}",
            f"let in {w}",
            f"conceding {w}",
            f"{w} goal against",
        ]
    for w in es:
        out += [
            f"{w} en contra",
            f"{w} recibidos",
            f"{w} encajados",
            f"recibió {w}",
            f"recibio {w}",
            f"encajó {w}",
            f"encajo {w}",
            f"{w} goles en contra",
            f"{w} gol en contra",
        ]
    return dedupe(out)


def points(n: int) -> list[str]:
    en, es = words(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} points", f"{w} pts", f"{w} point", f"on {w}"]
    for w in es:
        out += [f"{w} puntos", f"{w} pts", f"{w} punto", f"con {w}", f"sumó {w}", f"sumo {w}"]
    return dedupe(out)


def count(n: int, nouns_en: list[str], nouns_es: list[str]) -> list[str]:
    en, es = words(n)
    out = [f"{w} {noun}" for w in en for noun in nouns_en]
    out += [f"{w} {noun}" for w in es for noun in nouns_es]
    return dedupe(out)


def matches(n: int) -> list[str]:
    return count(
        n,
        ["matches", "games", "times", "match", "game"],
        ["partidos", "juegos", "veces", "partido"],
    )


def wins(n: int) -> list[str]:
    en, es = words(n)
    out = [f"{w} {x}" for w in en for x in ("wins", "win", "W", "victories")]
    out += [f"won {w}" for w in en] + [f"W{n}", f"W {n}", f"{n}W"]
    out += [f"{w} {x}" for w in es for x in ("victorias", "triunfos", "ganados", "victoria")]
    out += [f"ganó {w}" for w in es] + [f"gano {w}" for w in es]
    return dedupe(out)


def draws(n: int) -> list[str]:
    en, es = words(n)
    out = [f"{w} {x}" for w in en for x in ("draws", "draw", "D", "drawn")]
    out += [f"drew {w}" for w in en] + [f"D{n}", f"D {n}", f"{n}D"]
    out += [f"{w} {x}" for w in es for x in ("empates", "empate", "empatados")]
    out += [f"empató {w}" for w in es] + [f"empato {w}" for w in es]
    return dedupe(out)


def losses(n: int) -> list[str]:
    en, es = words(n)
    out = [f"{w} {x}" for w in en for x in ("losses", "loss", "defeats", "defeat", "L", "lost")]
    out += [f"lost {w}" for w in en] + [f"L{n}", f"L {n}", f"{n}L"]
    out += [f"{w} {x}" for w in es for x in ("derrotas", "derrota", "perdidos", "perdido")]
    out += [f"perdió {w}" for w in es] + [f"perdio {w}" for w in es]
    if n == 0:
        out += [
            "unbeaten",
            "undefeated",
            "invicto",
            "invicta",
            "sin perder",
            "no losses",
            "ninguna derrota",
            "without losing",
            "never lost",
            "sin derrotas",
        ]
    return dedupe(out)


def clean_sheets(n: int) -> list[str]:
    en, es = words(n)
    out: list[str] = []
    for w in en:
        out += [f"{w} clean sheets", f"{w} clean sheet", f"{w} shutouts", f"kept {w}"]
    for w in es:
        out += [
            f"{w} vallas invictas",
            f"{w} porterías a cero",
            f"{w} porterias a cero",
            f"{w} partidos sin recibir goles",
            f"{w} partidos sin recibir gol",
            f"{w} arcos en cero",
            f"{w} veces",
            f"mantuvo {w}",
            f"{w} partidos sin encajar",
        ]
    return dedupe(out)


def goal_difference(n: int) -> list[str]:
    sign = f"+{n}" if n > 0 else str(n)
    out = [sign, f"goal difference of {sign}", f"diferencia de {sign}"]
    if n < 0:
        out += [f"minus {-n}", f"menos {-n}", f"−{-n}"]
    return dedupe(out)


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
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
]
ORD_ES = [
    "",
    "primero",
    "segundo",
    "tercero",
    "cuarto",
    "quinto",
    "sexto",
    "septimo",
    "octavo",
    "noveno",
    "decimo",
    "undecimo",
    "duodecimo",
]
ORD_ES_ACCENT = {7: "séptimo", 10: "décimo", 11: "undécimo", 12: "duodécimo"}


def suffix(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def position(n: int, last: int | None = None) -> list[str]:
    out = [ORD_EN[n], f"{n}{suffix(n)}"]
    if n > 2:  # "1º" would also match "11º", "2º" "12º"
        out += [
            f"{n}º",
            f"{n}°",
            f"{n}.º",
            f"{n}.°",
            f"position {n}",
            f"posición {n}",
            f"posicion {n}",
            f"puesto {n}",
            f"place {n}",
            f"lugar {n}",
        ]
    if n < len(ORD_ES):
        es = ORD_ES[n]
        out += [es, es[:-1] + "a"]
        if n in ORD_ES_ACCENT:
            acc = ORD_ES_ACCENT[n]
            out += [acc, acc[:-1] + "a"]
        if n in (1, 3):
            out.append(es[:-1])
    if n == 1:
        out += ["top of", "topped", "champion", "campeón", "campeon", "líder", "lider"]
    if n == 2:
        out += ["runner-up", "runners-up", "subcampeón", "subcampeon"]
    if last is not None and n == last:
        out += [
            "bottom",
            "last place",
            "finished last",
            "dead last",
            "último",
            "ultimo",
            "última",
            "ultima",
            "colista",
            "farolillo rojo",
        ]
    return dedupe(out)


def minute(text: str) -> list[str]:
    """Forms of a minute such as '85' or '90+2'."""
    if "+" in text:
        base, extra = text.split("+")
        total = int(base) + int(extra)
        return dedupe(
            [
                f"{base}+{extra}",
                f"{base} + {extra}",
                f"{base}+{extra}'",
                f"{total}'",
                f"{total}{suffix(total)}",
                f"minute {total}",
                f"minuto {total}",
            ]
        )
    m = int(text)
    return dedupe(
        [
            f"{m}'",
            f"{m}{suffix(m)}",
            f"minute {m}",
            f"minuto {m}",
            f"{m} min",
            f"{m}’",
            f"min {m}",
            f"min. {m}",
            f"{m}.",
            f"al {m}",
            f"at {m}",
            f"{m} minutes",
            f"{m} minutos",
        ]
    )


def score(a: int, b: int) -> list[str]:
    return dedupe([f"{a}-{b}", f"{b}-{a}", f"{a}–{b}", f"{b}–{a}", f"{a} - {b}", f"{b} - {a}"])


def dedupe(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for item in items:
        if item.lower() not in seen:
            seen.add(item.lower())
            out.append(item)
    return out
